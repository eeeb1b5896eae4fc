package futoshiki

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/reason"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner): a
// digit given twice in a row or a column, or two given neighbours that
// break the sign between them. "" when neither applies.
func (Futoshiki) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok || len(p.Given) != p.N*p.N {
		return ""
	}
	given := func(i int) (int, bool) { return p.Given[i], p.Given[i] != None }
	if s := reason.Twice(reason.Lines(p.N, p.N), p.N, "digit", given); s != "" {
		return s
	}
	if p.Adjacent {
		return ""
	}
	for i := range p.Given {
		for _, nb := range []struct {
			rels []Rel
			j    int
			ok   bool
		}{{p.Right, i + 1, i%p.N < p.N-1}, {p.Down, i + p.N, i+p.N < len(p.Given)}} {
			if !nb.ok || len(nb.rels) != len(p.Given) {
				continue
			}
			a, okA := given(i)
			b, okB := given(nb.j)
			if !okA || !okB {
				continue
			}
			if rel := nb.rels[i]; rel == Greater && a <= b || rel == Less && a >= b {
				sign := map[Rel]string{Greater: ">", Less: "<"}[rel]
				return fmt.Sprintf("the givens %d at %s and %d at %s break the sign %s between them", a, reason.At(i, p.N), b, reason.At(nb.j, p.N), sign)
			}
		}
	}
	return ""
}
