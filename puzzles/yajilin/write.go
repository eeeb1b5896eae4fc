package yajilin

import (
	"encoding/json"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
)

func tokens(p *Puzzle) [][]string {
	rows := make([][]string, p.Rows)
	for r := range rows {
		rows[r] = make([]string, p.Cols)
		for c := range rows[r] {
			rows[r][c] = p.At(r, c).Token()
		}
	}
	return rows
}

func writeJanko(w io.Writer, p *Puzzle) error {
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, tokens(p))
}

func writeText(w io.Writer, p *Puzzle) error {
	var b strings.Builder
	for _, row := range tokens(p) {
		b.WriteString(strings.Join(row, " "))
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeJSON(w io.Writer, p *Puzzle) error {
	b, err := json.Marshal(jsonPuzzleOf(p))
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// links are the loop's directions at cell (r,c) of s.
func (s *Solution) links(r, c int) [4]bool {
	var l [4]bool
	C := s.Cols
	if r > 0 {
		l[North] = s.V[(r-1)*C+c]
	}
	if r < s.Rows-1 {
		l[South] = s.V[r*C+c]
	}
	if c > 0 {
		l[West] = s.H[r*(C-1)+c-1]
	}
	if c < C-1 {
		l[East] = s.H[r*(C-1)+c]
	}
	return l
}

// JankoSolution is s in the PuzzleKit dataset's solution form: "ROWS
// COLS", then a token per cell: "x" shaded, its two loop directions
// ("ns", "ew", "ne", "nw", "se", "sw"), or "-" (a clue cell).
func JankoSolution(s *Solution) string {
	rows := make([][]string, s.Rows)
	for r := range rows {
		rows[r] = make([]string, s.Cols)
		for c := range rows[r] {
			if s.Shaded[r*s.Cols+c] {
				rows[r][c] = "x"
				continue
			}
			l := s.links(r, c)
			t := ""
			for _, d := range []int{North, South, East, West} {
				if l[d] {
					t += string(dirLetters[d])
				}
			}
			if t == "" {
				t = "-"
			}
			rows[r][c] = t
		}
	}
	var b strings.Builder
	_ = janko.WriteTokens(&b, []int{s.Rows, s.Cols}, rows)
	return b.String()
}

// Drawing is p with s (nil: the clues only) in text: each cell three
// characters wide (a clue's token, "###" shaded, " + " a loop cell, "   "
// otherwise), "-" and "|" the loop's lines between them.
func Drawing(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		var below strings.Builder
		for c := 0; c < p.Cols; c++ {
			cl := p.At(r, c)
			var l [4]bool
			if s != nil {
				l = s.links(r, c)
			}
			cell := " . "
			switch {
			case cl.Clue:
				cell = cl.Token()
				for len(cell) < 3 {
					cell = " " + cell
				}
				if len(cell) < 3 {
					cell += " "
				}
			case s != nil && s.Shaded[r*p.Cols+c]:
				cell = "###"
			case l[North] || l[South] || l[West] || l[East]:
				cell = " + "
			}
			b.WriteString(cell)
			if c < p.Cols-1 {
				if l[East] {
					b.WriteByte('-')
				} else {
					b.WriteByte(' ')
				}
			}
			if l[South] {
				below.WriteString(" | ")
			} else {
				below.WriteString("   ")
			}
			below.WriteByte(' ')
		}
		b.WriteByte('\n')
		if s != nil && r < p.Rows-1 {
			b.WriteString(strings.TrimRight(below.String(), " "))
			b.WriteByte('\n')
		}
	}
	return b.String()
}
