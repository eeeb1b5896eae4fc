package numberlink

import (
	"encoding/json"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
)

func numberText(v int, none string) string {
	if v == 0 {
		return none
	}
	return strconv.Itoa(v)
}

func writeJanko(w io.Writer, p *Puzzle) error {
	rows := make([][]string, p.Rows)
	for r := range rows {
		rows[r] = make([]string, p.Cols)
		for c := range rows[r] {
			rows[r][c] = numberText(p.At(r, c), "-")
		}
	}
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, rows)
}

// NumberText is p's numbers as a text grid: one line per row, the cells
// separated by blanks, '.' none, columns aligned.
func NumberText(p *Puzzle) string {
	w := 1
	for _, v := range p.Nums {
		w = max(w, len(numberText(v, ".")))
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			t := numberText(p.At(r, c), ".")
			b.WriteString(strings.Repeat(" ", w-len(t)) + t)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func writeText(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, NumberText(p))
	return err
}

func writeJSON(w io.Writer, p *Puzzle) error {
	jp := jsonPuzzleOf(p)
	jp.Name = ""
	b, err := json.Marshal(jp)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// cellLinks are the path's directions at cell (r,c) of s: north, south,
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
// COLS", then a row of tokens per grid row, each cell its path's
// directions ("ns", "ew", "ne", "nw", "se", "sw" through a cell; "n",
// "s", "e", "w" at a number), "-" a cell on no path.
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

// Drawing is p with the paths of s (nil: the numbers only) in text:
// each cell its number, '+' a path cell without one, '.' a cell on no
// path, all as wide as the widest number; '-' and '|' the path's edges.
func Drawing(p *Puzzle, s *Solution) string {
	w := 1
	for _, v := range p.Nums {
		w = max(w, len(numberText(v, ".")))
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			var l [4]bool
			if s != nil {
				l = s.cellLinks(r, c)
			}
			t := numberText(p.At(r, c), ".")
			if t == "." && (l[North] || l[South] || l[West] || l[East]) {
				t = "+"
			}
			pad := " "
			if l[West] {
				pad = "-"
			}
			if c > 0 {
				b.WriteString(pad)
			}
			b.WriteString(strings.Repeat(pad, w-len(t)) + t)
		}
		b.WriteByte('\n')
		if r == p.Rows-1 || s == nil {
			continue
		}
		var line strings.Builder
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				line.WriteByte(' ')
			}
			line.WriteString(strings.Repeat(" ", w-1))
			if s.V[r*p.Cols+c] {
				line.WriteByte('|')
			} else {
				line.WriteByte(' ')
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}
