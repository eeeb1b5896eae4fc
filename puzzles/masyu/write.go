package masyu

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
			rows[r][c] = "-"
			if v := p.At(r, c); v != Empty {
				rows[r][c] = string(pearlChar(v))
			}
		}
	}
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, rows)
}

// PearlText is p's pearls as a text grid: one line per row, a character
// per cell ('w', 'b', '.' none).
func PearlText(p *Puzzle) string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			b.WriteByte(pearlChar(p.At(r, c)))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func writeText(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, PearlText(p))
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

// cellLinks are the loop's directions at cell (r,c) of s: north, south,
// west, east.
func (s *Solution) cellLinks(r, c int) [4]bool {
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
// COLS", then a row of tokens per grid row, a cell on the loop written
// as its two directions ("ns", "ew", "ne", "nw", "se", "sw": n or s
// first), "-" a cell off the loop.
func JankoSolution(s *Solution) string {
	rows := make([][]string, s.Rows)
	for r := range rows {
		rows[r] = make([]string, s.Cols)
		for c := range rows[r] {
			l := s.cellLinks(r, c)
			t := ""
			for _, d := range []int{North, South, East, West} {
				if l[d] {
					t += string("nswe"[d])
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

// Drawing is p with the loop of s (nil: the pearls only) in text: a
// character per cell ('w' and 'b' the pearls, '+' a loop cell without
// pearl, '.' a cell off the loop), "---" and '|' the loop's edges.
func Drawing(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			ch := pearlChar(p.At(r, c))
			var l [4]bool
			if s != nil {
				l = s.cellLinks(r, c)
			}
			if ch == '.' && (l[North] || l[South] || l[West] || l[East]) {
				ch = '+'
			}
			b.WriteByte(ch)
			if c < p.Cols-1 {
				if l[East] {
					b.WriteString("---")
				} else {
					b.WriteString("   ")
				}
			}
		}
		b.WriteByte('\n')
		if r == p.Rows-1 || s == nil {
			continue
		}
		var line strings.Builder
		for c := 0; c < p.Cols; c++ {
			if s.V[r*p.Cols+c] {
				line.WriteByte('|')
			} else {
				line.WriteByte(' ')
			}
			if c < p.Cols-1 {
				line.WriteString("   ")
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}
