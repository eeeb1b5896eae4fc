package kindtest

import (
	"bytes"
	"testing"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/internal/explaincheck"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// explain explains every example puzzle (but the big ones) and checks the
// record with the independent checker: fresh gophersat solves of a
// fresh encoding, every step's entailment and minimality.
func (s *suite) explain(t *testing.T) {
	for _, e := range s.entries {
		if e.big {
			t.Logf("%s: %d clauses: not explained with -short", e.name(), e.res.Stats.Clauses)
			continue
		}
		limit := explainLimit()
		if enc, err := s.k.Encode(e.item.Puzzle, puzzle.Options{Explain: true}); err != nil {
			t.Errorf("%s: Encode with Explain: %v", e.name(), err)
			continue
		} else if n := enc.Formula.NumLiterals(); n > limit {
			t.Logf("%s: an explaining encoding of %d literals: not explained (the limit is %d)", e.name(), n, limit)
			continue
		}
		want := explain.Solved
		switch {
		case e.res.Status == puzzle.Unsatisfiable:
			want = explain.Unsatisfiable
		case e.res.Unique == puzzle.UniqueNo:
			want = explain.NotUnique
		}
		var ex *explain.Explanation
		var err error
		if p := protect(func() { ex, err = explain.Run(s.ctx, s.k, e.item, explain.Options{}) }); p != "" {
			t.Errorf("%s: explain panics: %s", e.name(), p)
			continue
		}
		if err != nil {
			t.Errorf("%s: explain: %v", e.name(), err)
			continue
		}
		if ex.Status != want {
			t.Errorf("%s: the explanation ends %q, want %q (%s)", e.name(), ex.Status, want, puzzle.StatusLine(e.res))
			continue
		}
		if want == explain.Solved && ex.Solution != nil {
			if err := s.checkSol(e.item.Puzzle, ex.Solution); err != nil {
				t.Errorf("%s: the explanation's solution fails Check: %v", e.name(), err)
			}
		}
		var rec bytes.Buffer
		if err := explain.WriteJSON(&rec, ex); err != nil {
			t.Errorf("%s: explanation JSON: %v", e.name(), err)
			continue
		}
		c, err := explaincheck.New(s.ctx, s.k, e.item)
		if err == nil {
			err = c.Check(rec.Bytes(), nil)
		}
		if err != nil {
			t.Errorf("%s: the explanation fails the independent check: %v", e.name(), err)
			continue
		}
		t.Logf("%s: %s in %d steps, checked with %d solver calls", e.name(), ex.Status, len(ex.Steps), c.Calls)
	}
}

// explainLimit is the most literals of an explaining encoding the suite
// explains.
func explainLimit() int {
	if testing.Short() {
		return ShortExplainLiterals
	}
	return ExplainLiterals
}
