package slitherlink

import (
	"encoding/json"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
)

func writeJanko(w io.Writer, p *Puzzle) error {
	rows := make([][]string, p.Rows)
	for r := range rows {
		rows[r] = make([]string, p.Cols)
		for c := range rows[r] {
			switch v := p.At(r, c); v {
			case None:
				rows[r][c] = "-"
			default:
				rows[r][c] = string(clueChar(v))
			}
		}
	}
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, rows)
}

// ClueText is p's clues as a text grid: one line per row, a character
// per cell (0-4, '.' none, '?' unknown).
func ClueText(p *Puzzle) string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			b.WriteByte(clueChar(p.At(r, c)))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func writeText(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, ClueText(p))
	return err
}

func writeJSON(w io.Writer, p *Puzzle) error {
	jp := jsonPuzzleOf(p)
	b, err := json.Marshal(jp)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// JankoSolution is s in the PuzzleKit dataset's solution form: "ROWS
// COLS", then a row of tokens per grid row, "x" for a cell inside the
// loop and "-" outside.
func JankoSolution(s *Solution) string {
	in := s.Inside()
	rows := make([][]string, s.Rows)
	for r := range rows {
		rows[r] = make([]string, s.Cols)
		for c := range rows[r] {
			rows[r][c] = "-"
			if in[r*s.Cols+c] {
				rows[r][c] = "x"
			}
		}
	}
	var b strings.Builder
	_ = janko.WriteTokens(&b, []int{s.Rows, s.Cols}, rows)
	return b.String()
}

// Drawing is p with the loop of s (nil: the clues only) in text: '+' at
// the lattice points, '-' and '|' the loop's edges, the clues in the
// cells.
func Drawing(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			b.WriteByte('+')
			if c < p.Cols {
				if s != nil && s.H[r*p.Cols+c] {
					b.WriteString("---")
				} else {
					b.WriteString("   ")
				}
			}
		}
		b.WriteByte('\n')
		if r == p.Rows {
			break
		}
		for c := 0; c <= p.Cols; c++ {
			if s != nil && s.V[r*(p.Cols+1)+c] {
				b.WriteByte('|')
			} else {
				b.WriteByte(' ')
			}
			if c < p.Cols {
				ch := clueChar(p.At(r, c))
				if ch == '.' {
					ch = ' '
				}
				b.WriteByte(' ')
				b.WriteByte(ch)
				b.WriteByte(' ')
			}
		}
		b.WriteByte('\n')
	}
	lines := strings.Split(b.String(), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}
