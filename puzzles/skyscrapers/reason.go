package skyscrapers

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/reason"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner): a
// height given twice in a row or a column, a clue larger than the
// heights (a clue counts the skyscrapers seen, each a different height),
// or two clues at the ends of one line that add up to more than the
// heights plus one (the tallest is seen from both ends, every other from
// one end at most). "" when none applies.
func (Skyscrapers) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok || len(p.Given) != p.N*p.N {
		return ""
	}
	if s := reason.Twice(reason.Lines(p.N, p.N), p.N, "height", func(i int) (int, bool) { return p.Given[i], p.Given[i] > 0 }); s != "" {
		return s
	}
	type end struct {
		clues []int
		name  string
	}
	pairs := []struct {
		a, b end
		line string
	}{{end{p.Top, "top"}, end{p.Bottom, "bottom"}, "column"}, {end{p.Left, "left"}, end{p.Right, "right"}, "row"}}
	for _, pr := range pairs {
		for k := 0; k < p.N; k++ {
			a, b := clue(pr.a.clues, k), clue(pr.b.clues, k)
			for _, e := range []struct {
				v    int
				name string
			}{{a, pr.a.name}, {b, pr.b.name}} {
				if e.v > p.Max {
					return fmt.Sprintf("the clue %d at the %s of %s %d counts more skyscrapers than the %d heights", e.v, e.name, pr.line, k+1, p.Max)
				}
			}
			if a > 0 && b > 0 && a+b > p.Max+1 {
				return fmt.Sprintf("the clues %d and %d at both ends of %s %d add up to %d, but only the tallest is seen from both ends: at most %d", a, b, pr.line, k+1, a+b, p.Max+1)
			}
		}
	}
	return ""
}

func clue(cs []int, k int) int {
	if k < len(cs) && cs[k] > 0 {
		return cs[k]
	}
	return 0
}
