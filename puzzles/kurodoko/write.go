package kurodoko

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// numberText is a number as grids write it ("-": none).
func numberText(v int) string {
	if v == 0 {
		return "-"
	}
	return strconv.Itoa(v)
}

// writeJanko writes "ROWS COLS" and the rows of numbers ('-' none).
func writeJanko(w io.Writer, p *Puzzle) error {
	rows := make([][]string, p.Rows)
	for r := range rows {
		rows[r] = make([]string, p.Cols)
		for c := range rows[r] {
			rows[r][c] = numberText(p.At(r, c))
		}
	}
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, rows)
}

// JankoSolution is s in the PuzzleKit dataset's solution form: "ROWS
// COLS", then the rows, 'x' a shaded cell and '-' an unshaded one.
func JankoSolution(s *Solution) string {
	rows := make([][]string, s.Rows)
	for r := range rows {
		rows[r] = make([]string, s.Cols)
		for c := range rows[r] {
			rows[r][c] = "-"
			if s.Shaded[r*s.Cols+c] {
				rows[r][c] = "x"
			}
		}
	}
	var b strings.Builder
	_ = janko.WriteTokens(&b, []int{s.Rows, s.Cols}, rows)
	return b.String()
}

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

// writeText writes the rows of numbers separated by blanks ('-' none),
// without a header; a grid of one column, one character a cell (a line
// of one token would read as characters).
func writeText(w io.Writer, p *Puzzle) error {
	var b strings.Builder
	if p.Cols == 1 {
		for i, v := range p.Nums {
			ch, ok := singlesChar(v)
			if v == 0 {
				ch, ok = '-', true
			}
			if !ok {
				return fmt.Errorf("cell (%d,0): a text grid of one column writes numbers up to 61, not %d", i, v)
			}
			b.WriteByte(ch)
			b.WriteByte('\n')
		}
		_, err := io.WriteString(w, b.String())
		return err
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(numberText(p.At(r, c)))
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// jsonPuzzleOf is p in JSON.
func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	return JSONPuzzle{Puzzle: "kurodoko", Name: p.Name, Rows: p.Rows, Cols: p.Cols, Numbers: rowsOf(p.Cols, p.Nums)}
}

func writeJSON(w io.Writer, p *Puzzle) error {
	jp := jsonPuzzleOf(p)
	jp.Name = ""
	return puzzle.WriteJSONLine(w, jp)
}

// rowsOf cuts vs into rows of cols.
func rowsOf(cols int, vs []int) [][]int {
	out := make([][]int, 0, len(vs)/max(cols, 1))
	for i := 0; i < len(vs); i += cols {
		out = append(out, append([]int(nil), vs[i:i+cols]...))
	}
	return out
}

// Text draws p with the shading of s (nil: the numbers only): the
// numbers right-aligned, a shaded cell as '#' runs.
func Text(p *Puzzle, s *Solution) string {
	w := 1
	for _, v := range p.Nums {
		w = max(w, len(numberText(v)))
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			t := numberText(p.At(r, c))
			if s != nil && s.Shaded[r*p.Cols+c] {
				t = strings.Repeat("#", w)
			}
			b.WriteString(strings.Repeat(" ", w-len(t)) + t)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
