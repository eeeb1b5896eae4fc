package numgrid

import "github.com/puzzlesat/puzzlesat/format/janko"

// ReadJankoBlocks reads the PuzzleKit dataset's plain form of a number
// grid whose answer is drawn over it (Fillomino's regions, Hidoku's
// path): blocks of a header "ROWS COLS", ROWS rows of COLS tokens, and
// optionally the solution's ROWS rows right after (as jankoset passes
// them). grid makes a puzzle of a block's rows (first is the header's
// first token, for its errors); solution, when the solution rows are
// there, reads them for that puzzle. kind names the genre in the error
// of a side over maxSide. The genres' ParseJanko were one copy each.
func ReadJankoBlocks[P any](data []byte, kind string, maxSide int,
	grid func(rows [][]janko.Token, first janko.Token) (P, error),
	solution func(p P, rows [][]janko.Token) error) ([]P, error) {
	sc := janko.NewScanner(data)
	var out []P
	for sc.More() {
		first := sc.Peek()[0]
		h, err := sc.Header(2, 2)
		if err != nil {
			return nil, err
		}
		if h[0] > maxSide || h[1] > maxSide {
			return nil, first.Errorf("a %s grid's sides are 1 to %d", kind, maxSide)
		}
		rows, err := sc.Rows(h[0], h[1], "grid")
		if err != nil {
			return nil, err
		}
		p, err := grid(rows, first)
		if err != nil {
			return nil, err
		}
		if h[1] != 2 && sc.NextIsRow(h[1]) {
			sol, err := sc.Rows(h[0], h[1], "solution")
			if err != nil {
				return nil, err
			}
			if err := solution(p, sol); err != nil {
				return nil, err
			}
		}
		out = append(out, p)
	}
	return out, nil
}
