package hashi

import (
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// MoreOutputFormats: Render also writes "janko", the solution grid in the
// form of PuzzleKit's janko.at dataset (puzzle.Outputter).
func (kind) MoreOutputFormats() []string { return []string{"janko"} }

// JankoSolution is s as a janko.at solution grid, the form the PuzzleKit
// dataset (github.com/SmilingWayne/puzzlekit-dataset) publishes Hashi
// solutions in: "-" on islands and on water no bridge crosses, k on each
// water cell that k horizontal bridges cross, a letter on each one that
// vertical bridges cross ("a" one, "b" two, ...). janko.WriteSolution
// writes it. Bridges between adjacent islands cross no cell: a solution
// with one is an error (janko.at's puzzles have none).
func JankoSolution(p *Puzzle, s *Solution) (*janko.Grid, error) {
	g := &janko.Grid{Rows: p.Height, Cols: p.Width, Cells: make([]int, p.Width*p.Height)}
	for i := range g.Cells {
		g.Cells[i] = janko.Empty
	}
	for _, is := range p.Islands {
		if is.Row < 0 || is.Row >= p.Height || is.Col < 0 || is.Col >= p.Width {
			return nil, fmt.Errorf("hashi: island (%d,%d) outside the %dx%d grid", is.Row, is.Col, p.Width, p.Height)
		}
		// The solution grid does not show clues: any island value does.
		g.Cells[is.Row*p.Width+is.Col] = janko.Unknown
	}
	bs := make([]janko.Bridge, 0, len(s.Bridges))
	for _, b := range s.Bridges {
		if b.Count == 0 {
			continue
		}
		from, to := b.From, b.To
		if to[0] < from[0] || to[1] < from[1] {
			from, to = to, from
		}
		if to[0]-from[0]+to[1]-from[1] == 1 {
			return nil, p.cannot("a janko solution grid", fmt.Sprintf("the bridges between the adjacent islands (%d,%d) and (%d,%d): no cell between them holds them", from[0], from[1], to[0], to[1]))
		}
		bs = append(bs, janko.Bridge{R1: from[0], C1: from[1], R2: to[0], C2: to[1], N: b.Count})
	}
	if err := g.SetHashiBridges(bs); err != nil {
		return nil, err
	}
	return g, nil
}

// writeJankoResult writes r in the "janko" output format: the first
// solution's grid ("ROWS COLS" and the rows of tokens, see JankoSolution);
// then, under a comment line naming it ("# a second solution:", "#
// solution 2:"), every other solution the text output shows; a puzzle
// without a solution is one comment line, "# NAME: STATUS". janko.at's
// readers (package janko) skip the comment lines.
func writeJankoResult(w io.Writer, r *puzzle.Result) error {
	p := r.Item.Puzzle.(*Puzzle)
	first, _ := r.First().(*Solution)
	if first == nil {
		_, err := fmt.Fprintf(w, "# %s: %s\n", p.Name, puzzle.StatusLine(r))
		return err
	}
	heads, others := puzzle.Others(r)
	sols := append([]puzzle.Solution{first}, others...)
	for i, sol := range sols {
		if i > 0 {
			if _, err := fmt.Fprintf(w, "# %s:\n", heads[i-1]); err != nil {
				return err
			}
		}
		g, err := JankoSolution(p, sol.(*Solution))
		if err != nil {
			return err
		}
		if err := janko.WriteSolution(w, g); err != nil {
			return err
		}
	}
	return nil
}
