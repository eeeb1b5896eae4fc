package shikaku

import (
	"fmt"
	"io"
	"sort"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// MoreOutputFormats: Render also writes "janko", the solution grid in the
// form of PuzzleKit's janko.at dataset (puzzle.Outputter).
func (kind) MoreOutputFormats() []string { return []string{"janko"} }

// JankoSolution is s as a janko.at solution grid, the form the PuzzleKit
// dataset (github.com/SmilingWayne/puzzlekit-dataset) publishes Shikaku
// (janko.at: Sikaku) solutions in: every cell holds the number of its
// room, the rooms numbered 1, 2, ... in the order of their top-left cells
// read column by column (down the first column, then down the second,
// ...). Most of the dataset's solutions number their rooms so; the others
// number them otherwise (the clues' row-major order, janko.at's own
// labels), so that a comparison with them is one up to the labels: the
// same cells sharing a label. janko.WriteSolution writes it.
func JankoSolution(p *Puzzle, s *Solution) (*janko.Grid, error) {
	g := &janko.Grid{Rows: p.Height, Cols: p.Width, Cells: make([]int, p.Width*p.Height)}
	for i := range g.Cells {
		g.Cells[i] = janko.Empty // the solution grid does not show clues
	}
	rs := make([]janko.Rect, len(s.Rooms))
	for i, rm := range s.Rooms {
		rs[i] = janko.Rect{Row: rm.Row, Col: rm.Col, Rows: rm.Height, Cols: rm.Width}
	}
	sort.Slice(rs, func(i, j int) bool {
		if rs[i].Col != rs[j].Col {
			return rs[i].Col < rs[j].Col
		}
		return rs[i].Row < rs[j].Row
	})
	if err := g.SetRegions(rs); err != nil {
		return nil, err
	}
	return g, nil
}

// writeJankoResult writes r in the "janko" output format: the first
// solution's grid ("ROWS COLS" and the rows of labels, see
// JankoSolution); then, under a comment line naming it ("# a second
// solution:", "# solution 2:"), every other solution the text output
// shows; a puzzle without a solution is one comment line, "# NAME:
// STATUS". janko.at's readers (package janko) skip the comment lines.
func writeJankoResult(w io.Writer, p *Puzzle, r *puzzle.Result) error {
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
