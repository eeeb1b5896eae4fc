package kindtest

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/internal/explaincheck"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// explain explains every example puzzle but the big ones (and at least
// the smallest, so that every kind has an explanation checked) and checks
// each record with the independent checker: fresh gophersat solves of a
// fresh encoding, every step's entailment and minimality.
func (s *suite) explain(t *testing.T) {
	limit := explainLimit()
	var chosen []*entry
	var smallest *entry // the fallback
	seen := map[string]bool{}
	smallestSize := 0
	for _, e := range s.entries {
		size := e.res.Stats.Clauses // for a big puzzle, not encoded again
		if !e.big {
			enc, err := s.k.Encode(e.item.Puzzle, puzzle.Options{Explain: true})
			if err != nil {
				t.Errorf("%s: Encode with Explain: %v", e.name(), err)
				continue
			}
			size = enc.Formula.NumLiterals()
			if size <= limit {
				// The same puzzle in several formats (a file each, as the
				// examples are) is explained once: its explaining
				// encoding is the same formula.
				if key := formulaKey(enc.Formula); !seen[key] {
					seen[key] = true
					chosen = append(chosen, e)
				} else {
					t.Logf("%s: the same puzzle as an example explained already", e.name())
				}
				continue
			}
			t.Logf("%s: an explaining encoding of %d literals: not explained (the limit is %d)", e.name(), size, limit)
		} else {
			t.Logf("%s: %d clauses: not explained with -short", e.name(), e.res.Stats.Clauses)
		}
		// Sizes compare within big and within other puzzles; any other
		// puzzle is smaller than a big one.
		if smallest == nil || (smallest.big && !e.big) || (smallest.big == e.big && size < smallestSize) {
			smallest, smallestSize = e, size
		}
	}
	if len(chosen) == 0 && smallest != nil {
		t.Logf("%s: explained all the same, the smallest example", smallest.name())
		chosen = append(chosen, smallest)
	}
	for _, e := range chosen {
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

// formulaKey is f's clauses and cardinality constraints as a string, equal
// for equal formulas.
func formulaKey(f *encode.Formula) string {
	h := sha256.New()
	f.Each(0, func(c []encode.Lit) {
		fmt.Fprintln(h, c)
	})
	fmt.Fprintln(h, f.Cards())
	return string(h.Sum(nil))
}
