package kindtest

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// check gives every puzzle's Check the solutions of the other example
// puzzles: a wrong solution (of the wrong size, often) must be rejected
// without a panic. One that passes must be the puzzle's own solution too.
func (s *suite) check(t *testing.T) {
	rejected, tried := 0, 0
	for _, e := range s.entries {
		for _, o := range s.entries {
			if o == e || len(o.res.Solutions) == 0 {
				continue
			}
			sol := o.res.First()
			tried++
			var err error
			if p := protect(func() { err = s.k.Check(e.item.Puzzle, sol) }); p != "" {
				t.Errorf("%s: Check panics on a solution of %s: %s", e.name(), o.name(), p)
				continue
			}
			if err != nil {
				rejected++
				continue
			}
			switch {
			case e.res.Status == puzzle.Unsatisfiable:
				t.Errorf("%s: Check accepts a solution of %s, but the puzzle has none", e.name(), o.name())
			case e.res.Unique == puzzle.UniqueYes && !s.same(e.item.Puzzle, e.res.First(), sol):
				t.Errorf("%s: Check accepts a solution of %s, not the puzzle's unique solution", e.name(), o.name())
			default:
				t.Logf("%s: the solution of %s is one of its solutions too", e.name(), o.name())
			}
		}
	}
	t.Logf("Check rejected %d of %d solutions of other puzzles", rejected, tried)
	r, n := s.checkPerturbed(t)
	t.Logf("Check rejected %d of %d changed copies of unique solutions (made through the solution's JSON)", r, n)
	if tried+n == 0 {
		t.Logf("Check not tried on a wrong solution: no second example puzzle with a solution, and no solution to change (it needs a Comparer and a solution type that JSON round-trips)")
	}
}
