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
	n := 150
	s := New(Options{})
	for _, c := range random3SAT(r, n, 570) {
		s.AddClause(c)
	}
	maxKept, maxMem := 0, 0
	for call := 0; call < 3000; call++ {
		as := make([]encode.Lit, 12)
		for i := range as {
			as[i] = randLit(r, n)
		}
		s.Solve(context.Background(), as)
		maxKept = max(maxKept, len(s.learnts))
		maxMem = max(maxMem, len(s.ar.mem))
	}
	st := s.Stats()
	t.Logf("%+v; at most %d learnt clauses kept, arena at most %d words", st, maxKept, maxMem)
	if st.Reductions < 10 || int64(maxKept)*4 > st.Learnt {
		t.Errorf("learnt clauses not bounded: at most %d kept of %d learnt, %d reductions", maxKept, st.Learnt, st.Reductions)
	}
	if maxMem > 40*(maxKept+570) {
		t.Errorf("arena of %d words for at most %d learnt clauses", maxMem, maxKept)
	}
}
