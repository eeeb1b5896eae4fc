package kurodoko

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/numgrid"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TathamID is p as a Range game ID "WxH:DESC" (range.c, game_text_format
// of the desc: runs of empty cells as letters a-z, numbers in decimal,
// '_' between two numbers in a row), or an error for a grid Range cannot
// hold (a side below 1).
func TathamID(p *Puzzle) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", p.Cols, p.Rows)
	run := 0
	flush := func() {
		for run > 0 {
			k := min(run, 26)
			b.WriteByte(byte('a' + k - 1))
			run -= k
		}
	}
	lastNum := false
	for _, v := range p.Nums {
		if v == 0 {
			run++
			lastNum = false
			continue
		}
		if run > 0 {
			flush()
		} else if lastNum {
			b.WriteByte('_')
		}
		b.WriteString(strconv.Itoa(v))
		lastNum = true
	}
	flush()
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

// PuzzLinkURL is p as a puzz.link kurodoko URL (pzprjs' encodeNumber16,
// written by package puzzlink).
func PuzzLinkURL(p *Puzzle) (string, error) {
	g := &puzzlink.Grid{Kind: puzzLinkGenre.Name, Cols: p.Cols, Rows: p.Rows, Cells: make([]int, len(p.Nums))}
	for i, v := range p.Nums {
		g.Cells[i] = v
		if v == 0 {
			g.Cells[i] = puzzlink.Empty
		}
	}
	return g.URL()
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
