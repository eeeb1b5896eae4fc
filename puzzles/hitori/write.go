package hitori

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/numgrid"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TathamID is p as a Singles game ID "WxH:DESC", or an error for a
// puzzle Singles cannot read (a cell without a number, a number above
// max(W,H) or 61, a side below 2).
func TathamID(p *Puzzle) (string, error) {
	o := max(p.Rows, p.Cols)
	if p.Rows < 2 || p.Cols < 2 {
		return "", fmt.Errorf("a Singles grid is at least 2x2, not %dx%d", p.Rows, p.Cols)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", p.Cols, p.Rows)
	for i, v := range p.Nums {
		ch, ok := numgrid.NumberChar(v)
		if !ok || v < 1 || v > o {
			return "", fmt.Errorf("cell (%d,%d): Singles writes numbers 1 to %d in a %dx%d grid, not %s", i/p.Cols, i%p.Cols, min(o, 61), p.Cols, p.Rows, numgrid.NumberText(v))
		}
		b.WriteByte(ch)
	}
	return b.String(), nil
}

func writeTatham(w io.Writer, p *Puzzle) error {
	id, err := TathamID(p)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, id+"\n")
	return err
}

// PuzzLinkURL is p as a puzz.link hitori URL (pzprjs' encodeHitori: a
// number below 36 one base-36 character, below 1296 '-' and two, '.' a
// cell without a number; a trailing '/' after a final '.').
func PuzzLinkURL(p *Puzzle) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "https://puzz.link/p?hitori/%d/%d/", p.Cols, p.Rows)
	for i, v := range p.Nums {
		switch {
		case v == 0:
			b.WriteByte('.')
		case v < 36:
			b.WriteString(strconv.FormatInt(int64(v), 36))
		case v < 1296:
			s := strconv.FormatInt(int64(v), 36)
			b.WriteString("-" + s)
		default:
			return "", fmt.Errorf("cell (%d,%d): puzz.link writes numbers up to 1295, not %d", i/p.Cols, i%p.Cols, v)
		}
	}
	u := b.String()
	if strings.HasSuffix(u, ".") {
		u += "/"
	}
	return u, nil
}

func writePuzzLink(w io.Writer, p *Puzzle) error {
	u, err := PuzzLinkURL(p)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, u+"\n")
	return err
}

func writeJSON(w io.Writer, p *Puzzle) error {
	jp := jsonPuzzleOf(p)
	jp.Name = ""
	return puzzle.WriteJSONLine(w, jp)
}

// writeJanko writes "ROWS COLS" and the rows of numbers ('-' none).
func writeJanko(w io.Writer, p *Puzzle) error { return numgrid.WriteJanko(w, p.Rows, p.Cols, p.Nums) }

// JankoSolution is s in the PuzzleKit dataset's solution form: "ROWS
// COLS", then the rows, 'x' a shaded cell and '-' an unshaded one.
func JankoSolution(s *Solution) string { return numgrid.JankoSolution(s.Rows, s.Cols, s.Shaded) }

// writeText writes the rows of numbers (numgrid.WriteText).
func writeText(w io.Writer, p *Puzzle) error { return numgrid.WriteText(w, p.Rows, p.Cols, p.Nums) }

// jsonPuzzleOf is p in JSON.
func jsonPuzzleOf(p *Puzzle) JSONPuzzle { return grids.JSON(p.Name, p.Rows, p.Cols, p.Nums) }

// Text draws p with the shading of s (nil: the numbers only): the
// numbers right-aligned, a shaded cell as '#' runs.
func Text(p *Puzzle, s *Solution) string {
	var sh []bool
	if s != nil {
		sh = s.Shaded
	}
	return numgrid.Text(p.Rows, p.Cols, p.Nums, sh)
}
