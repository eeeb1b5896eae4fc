package nurikabe

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
)

func token(v int) string {
	switch v {
	case Empty:
		return "-"
	case Unknown:
		return "?"
	}
	return strconv.Itoa(v)
}

func writeJanko(w io.Writer, p *Puzzle) error {
	rows := make([][]string, p.Rows)
	for r := range rows {
		for c := 0; c < p.Cols; c++ {
			rows[r] = append(rows[r], token(p.Cells[r*p.Cols+c]))
		}
	}
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, rows)
}

// JankoSolution is s in the PuzzleKit dataset's solution form: "ROWS
// COLS", then rows of x (shaded) and - (unshaded).
func JankoSolution(s *Solution) string {
	m, err := s.Mask()
	if err != nil {
		return "# " + err.Error() + "\n"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", s.Rows, s.Cols)
	for r := 0; r < s.Rows; r++ {
		for c := 0; c < s.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			if m[r*s.Cols+c] {
				b.WriteByte('x')
			} else {
				b.WriteByte('-')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func textChar(v int) (byte, bool) {
	switch {
	case v == Empty:
		return '.', true
	case v == Unknown:
		return '?', true
	case v >= 1 && v <= 9:
		return byte('0' + v), true
	case v >= 10 && v <= 35:
		return byte('A' + v - 10), true
	}
	return 0, false
}

func writeText(w io.Writer, p *Puzzle) error {
	var b strings.Builder
	for i, v := range p.Cells {
		ch, ok := textChar(v)
		if !ok {
			return fmt.Errorf("nurikabe: the text form writes numbers up to 35, not %d at (%d,%d)", v, i/p.Cols, i%p.Cols)
		}
		b.WriteByte(ch)
		if (i+1)%p.Cols == 0 {
			b.WriteByte('\n')
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	jp := JSONPuzzle{Rows: p.Rows, Cols: p.Cols, Grid: make([][]int, p.Rows)}
	for r := range jp.Grid {
		jp.Grid[r] = append([]int{}, p.Cells[r*p.Cols:(r+1)*p.Cols]...)
	}
	return jp
}

func writeJSON(w io.Writer, p *Puzzle) error {
	b, err := json.Marshal(jsonPuzzleOf(p))
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

func writePuzzLink(w io.Writer, p *Puzzle) error {
	g := &puzzlink.Grid{Kind: "nurikabe", Rows: p.Rows, Cols: p.Cols, Cells: make([]int, len(p.Cells))}
	for i, v := range p.Cells {
		switch v {
		case Empty:
			g.Cells[i] = puzzlink.Empty
		case Unknown:
			g.Cells[i] = puzzlink.Unknown
		default:
			g.Cells[i] = v
		}
	}
	u, err := g.URL()
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(w, u)
	return err
}

// Text draws p with s: numbers, '#' shaded, '.' unshaded (s nil: the
// puzzle alone), numbers above 9 as letters ('?' beyond 35).
func Text(p *Puzzle, s *Solution) string {
	var m []bool
	if s != nil {
		m, _ = s.Mask()
	}
	var b strings.Builder
	for i, v := range p.Cells {
		ch, ok := textChar(v)
		if !ok {
			ch = '*'
		}
		if v == Empty && m != nil && i < len(m) && m[i] {
			ch = '#'
		}
		b.WriteByte(ch)
		if (i+1)%p.Cols == 0 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}
