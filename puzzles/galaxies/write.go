package galaxies

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
)

// writeJanko writes p's plain grid: a dot in the token of the cell it is
// the centre, right edge, bottom edge or bottom right corner of. Two dots
// in one cell's token (a cell touched by two dots: no solution) cannot
// be written.
func writeJanko(w io.Writer, p *Puzzle) error {
	rows := make([][]string, p.Rows)
	for r := range rows {
		rows[r] = make([]string, p.Cols)
		for c := range rows[r] {
			rows[r][c] = "-"
		}
	}
	for _, d := range p.Dots {
		r, c := (d.Y-1)/2, (d.X-1)/2
		if rows[r][c] != "-" {
			return fmt.Errorf("galaxies: two dots in the janko token of cell (%d,%d)", r, c)
		}
		rows[r][c] = strconv.Itoa((d.Y-1)%2*2 + (d.X-1)%2)
	}
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, rows)
}

// Drawing is p as a text drawing, with s's walls when s is not nil: 2*Rows+1
// lines of 2*Cols+1 characters, '+' at the corners, the outline and the
// walls between galaxies drawn with '-' and '|', dots 'o' ('*' black).
// It reads back as the puzzle (ParseText).
func Drawing(p *Puzzle, s *Solution) string {
	H, W := 2*p.Rows+1, 2*p.Cols+1
	g := make([][]byte, H)
	for y := range g {
		g[y] = []byte(strings.Repeat(" ", W))
	}
	wall := func(r1, c1, r2, c2 int) bool {
		in1 := r1 >= 0 && r1 < p.Rows && c1 >= 0 && c1 < p.Cols
		in2 := r2 >= 0 && r2 < p.Rows && c2 >= 0 && c2 < p.Cols
		if !in1 || !in2 {
			return in1 || in2
		}
		return s != nil && s.At(r1, c1) != s.At(r2, c2)
	}
	for y := 0; y < H; y += 2 {
		for x := 0; x < W; x += 2 {
			g[y][x] = '+'
		}
	}
	for r := -1; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if wall(r, c, r+1, c) {
				g[2*r+2][2*c+1] = '-'
			}
		}
	}
	for r := 0; r < p.Rows; r++ {
		for c := -1; c < p.Cols; c++ {
			if wall(r, c, r, c+1) {
				g[2*r+1][2*c+2] = '|'
			}
		}
	}
	for _, d := range p.Dots {
		if d.Black {
			g[d.Y][d.X] = '*'
		} else {
			g[d.Y][d.X] = 'o'
		}
	}
	var b strings.Builder
	for _, l := range g {
		b.WriteString(strings.TrimRight(string(l), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

func writeText(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, Drawing(p, nil))
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

// JankoSolution is s in the PuzzleKit dataset's solution form: "ROWS
// COLS", then a row of galaxy numbers per grid row, the galaxies numbered
// 1, 2, ... in the order their first cells come column by column (top to
// bottom, left to right), as the dataset numbers them.
func JankoSolution(s *Solution) string {
	num := map[int]int{}
	rows := make([][]string, s.Rows)
	for r := range rows {
		rows[r] = make([]string, s.Cols)
	}
	for c := 0; c < s.Cols; c++ {
		for r := 0; r < s.Rows; r++ {
			g := s.At(r, c)
			n, ok := num[g]
			if !ok {
				n = len(num) + 1
				num[g] = n
			}
			rows[r][c] = strconv.Itoa(n)
		}
	}
	var b strings.Builder
	_ = janko.WriteTokens(&b, []int{s.Rows, s.Cols}, rows)
	return b.String()
}
