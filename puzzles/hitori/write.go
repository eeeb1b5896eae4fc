package hitori

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
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
		ch, ok := singlesChar(v)
		if !ok || v < 1 || v > o {
			return "", fmt.Errorf("cell (%d,%d): Singles writes numbers 1 to %d in a %dx%d grid, not %s", i/p.Cols, i%p.Cols, min(o, 61), p.Cols, p.Rows, numberText(v))
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
	return JSONPuzzle{Puzzle: "hitori", Name: p.Name, Rows: p.Rows, Cols: p.Cols, Numbers: rowsOf(p.Cols, p.Nums)}
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
