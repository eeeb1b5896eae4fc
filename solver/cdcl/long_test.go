package cdcl

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// TestLongSessionBounded: thousands of calls under assumptions with the
// default reduction schedule; the learnt clauses kept and the arena stay
// bounded while the learnt total grows.
func TestLongSessionBounded(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	n := 100
	s := New(Options{})
	for _, c := range random3SAT(r, n, 380) {
		s.AddClause(c)
	}
	maxKept, maxMem := 0, 0
	for call := 0; call < 6000; call++ {
		as := make([]encode.Lit, 10)
		for i := range as {
			as[i] = randLit(r, n)
		}
		s.Solve(context.Background(), as)
		maxKept = max(maxKept, len(s.learnts))
		maxMem = max(maxMem, len(s.ar.mem))
	}
	st := s.Stats()
	t.Logf("%+v; at most %d learnt clauses kept, arena at most %d words", st, maxKept, maxMem)
	if st.Reductions < 8 || int64(maxKept)*3 > st.Learnt {
		t.Errorf("learnt clauses not bounded: at most %d kept of %d learnt, %d reductions", maxKept, st.Learnt, st.Reductions)
	}
	if maxMem > 40*(maxKept+380) {
		t.Errorf("arena of %d words for at most %d learnt clauses", maxMem, maxKept)
	}
}
