package binairo

import (
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TathamID is p as an Unruly game ID: "WxH:DESC", "WxHu:DESC" with the
// distinct-lines rule (unruly.c's encode_params and new_game_desc). An
// Unruly grid has even sides of 6 or more.
func TathamID(p *Puzzle) (string, error) {
	if p.Rows < 6 || p.Cols < 6 || p.Rows%2 != 0 || p.Cols%2 != 0 {
		return "", fmt.Errorf("an Unruly game ID has even sides of 6 or more, not %dx%d (write text, janko or json)", p.Cols, p.Rows)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d", p.Cols, p.Rows)
	if p.Distinct {
		b.WriteByte('u')
	}
	b.WriteByte(':')
	run := 0
	s := p.Rows * p.Cols
	for i := 0; i <= s; i++ {
		v := 0 // one past the grid: a 0 ends the description
		if i < s {
			v = p.Givens[i]
		}
		if v == Empty {
			run++
			continue
		}
		z, a := byte('z'), byte('a')
		if v == 1 {
			z, a = 'Z', 'A'
		}
		for run > 24 {
			b.WriteByte(z)
			run -= 25
		}
		b.WriteByte(a + byte(run))
		run = 0
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

// writeJanko writes the plain janko grid: 1, 2 (the digit 0), '-'. The
// form has no place for the distinct-lines rule.
func writeJanko(w io.Writer, p *Puzzle) error {
	if p.Distinct {
		return fmt.Errorf("a janko grid cannot mark the distinct-lines rule (write tatham, text or json)")
	}
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, jankoRows(p.Rows, p.Cols, p.Givens))
}

func jankoRows(rows, cols int, vs []int) [][]string {
	out := make([][]string, rows)
	for r := range out {
		out[r] = make([]string, cols)
		for c := range out[r] {
			out[r][c] = JankoToken(vs[r*cols+c])
		}
	}
	return out
}

// JankoSolution is s in the dataset's solution form: "ROWS COLS", then
// rows of 1 and 2 (the digit 0).
func JankoSolution(s *Solution) string {
	var b strings.Builder
	_ = janko.WriteTokens(&b, []int{s.Rows, s.Cols}, jankoRows(s.Rows, s.Cols, s.Grid))
	return b.String()
}

// writeText writes the text grid, "distinct" first for that rule.
func writeText(w io.Writer, p *Puzzle) error {
	var b strings.Builder
	if p.Distinct {
		b.WriteString("distinct\n")
	}
	for _, r := range rowStrings(p.Rows, p.Cols, p.Givens) {
		b.WriteString(r)
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	return JSONPuzzle{Puzzle: "binairo", Name: jsonName(p), Rows: p.Rows, Cols: p.Cols, Distinct: p.Distinct,
		Givens: rowStrings(p.Rows, p.Cols, p.Givens)}
}

// jsonName is the name a JSON form keeps: one the puzzle was given, not
// the "file:line" a reader makes up.
func jsonName(p *Puzzle) string {
	if p.named {
		return p.Name
	}
	return ""
}

func writeJSON(w io.Writer, p *Puzzle) error {
	return puzzle.WriteJSONLine(w, jsonPuzzleOf(p))
}

// Text draws p with the digits of s (nil: the givens only, '.' empty),
// a row a line, cells separated by blanks.
func Text(p *Puzzle, s *Solution) string {
	vs := p.Givens
	if s != nil && len(s.Grid) == len(vs) {
		vs = s.Grid
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			switch vs[r*p.Cols+c] {
			case 0:
				b.WriteByte('0')
			case 1:
				b.WriteByte('1')
			default:
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
