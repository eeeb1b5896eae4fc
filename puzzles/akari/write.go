package akari

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
)

// cellChar is a cell as the text and JSON grids write it.
func cellChar(v int) byte {
	switch {
	case v == White:
		return '.'
	case v >= 0 && v <= 4:
		return byte('0' + v)
	}
	return '#'
}

// jankoToken is a cell as the janko problem grid writes it.
func jankoToken(v int) string {
	switch {
	case v == White:
		return "-"
	case v >= 0 && v <= 4:
		return string(rune('0' + v))
	}
	return "x"
}

func writeJanko(w io.Writer, p *Puzzle) error {
	rows := make([][]string, p.Rows)
	for r := range rows {
		rows[r] = make([]string, p.Cols)
		for c := range rows[r] {
			rows[r][c] = jankoToken(p.Cells[r*p.Cols+c])
		}
	}
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, rows)
}

// JankoSolution is s in the PuzzleKit dataset's most common solution form
// (671 of its 970 Akari solutions): "ROWS COLS", then "o" for a light and
// "-" for every other cell, black ones included.
func JankoSolution(s *Solution) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", s.Rows, s.Cols)
	g := s.Grid()
	for r := 0; r < s.Rows; r++ {
		for c := 0; c < s.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			if g[r*s.Cols+c] {
				b.WriteByte('o')
			} else {
				b.WriteByte('-')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Text is p as a text grid, with s's lights as '*' when s is not nil.
func Text(p *Puzzle, s *Solution) string {
	var light []bool
	if s != nil && s.Rows == p.Rows && s.Cols == p.Cols {
		light = s.Grid()
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			if light != nil && light[i] {
				b.WriteByte('*')
			} else {
				b.WriteByte(cellChar(p.Cells[i]))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func writeText(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, Text(p, nil))
	return err
}

// TathamID is p as a Tatham Light Up game ID ("7x7:b2e3c2g3gBg0cBeBb").
func TathamID(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", p.Cols, p.Rows)
	run := 0
	for _, v := range p.Cells {
		if v == White {
			if run == 26 {
				b.WriteByte('z')
				run = 0
			}
			run++
			continue
		}
		if run > 0 {
			b.WriteByte(byte('a' + run - 1))
			run = 0
		}
		if v >= 0 {
			b.WriteByte(byte('0' + v))
		} else {
			b.WriteByte('B')
		}
	}
	if run > 0 {
		b.WriteByte(byte('a' + run - 1))
	}
	return b.String()
}

func writeTatham(w io.Writer, p *Puzzle) error {
	_, err := fmt.Fprintln(w, TathamID(p))
	return err
}

// PuzzLinkURL is p as a puzz.link URL (pzprjs' encode4Cell body).
func PuzzLinkURL(p *Puzzle) string {
	cells := make([]int, len(p.Cells))
	for i, v := range p.Cells {
		switch v {
		case White:
			cells[i] = puzzlink.Empty
		case Black:
			cells[i] = puzzlink.Unknown
		default:
			cells[i] = v
		}
	}
	body := puzzlink.Encode4Cell(cells)
	if body != "" && !isAlnum(body[len(body)-1]) {
		body += "/"
	}
	return fmt.Sprintf("https://puzz.link/p?%s/%d/%d/%s", puzzLinkGenre.Name, p.Cols, p.Rows, body)
}

func isAlnum(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' }

func writePuzzLink(w io.Writer, p *Puzzle) error {
	_, err := fmt.Fprintln(w, PuzzLinkURL(p))
	return err
}

// jsonPuzzleOf is p's JSON form.
func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	jp := JSONPuzzle{Puzzle: "akari", Rows: p.Rows, Cols: p.Cols, Grid: make([]string, p.Rows)}
	for r := range jp.Grid {
		row := make([]byte, p.Cols)
		for c := range row {
			row[c] = cellChar(p.Cells[r*p.Cols+c])
		}
		jp.Grid[r] = string(row)
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
