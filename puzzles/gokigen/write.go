package gokigen

import (
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

func writeJanko(w io.Writer, p *Puzzle) error {
	rows := make([][]string, p.Rows+1)
	for i := range rows {
		rows[i] = make([]string, p.Cols+1)
		for j := range rows[i] {
			rows[i][j] = "-"
			if v := p.ClueAt(i, j); v != None {
				rows[i][j] = string(clueChar(v))
			}
		}
	}
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, rows)
}

// JankoSolution is s in the PuzzleKit dataset's solution form: "ROWS
// COLS", then a row of tokens per row of cells, '\' or '/'.
func JankoSolution(s *Solution) string {
	rows := make([][]string, s.Rows)
	for r := range rows {
		rows[r] = make([]string, s.Cols)
		for c := range rows[r] {
			rows[r][c] = string(slashChar(s.Back[r*s.Cols+c]))
		}
	}
	var b strings.Builder
	_ = janko.WriteTokens(&b, []int{s.Rows, s.Cols}, rows)
	return b.String()
}

// CornerText is p's corners as a text grid: a line per row of corners, a
// character per corner (0-4, '.' none).
func CornerText(p *Puzzle) string {
	var b strings.Builder
	for i := 0; i <= p.Rows; i++ {
		for j := 0; j <= p.Cols; j++ {
			b.WriteByte(clueChar(p.ClueAt(i, j)))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func writeText(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, CornerText(p))
	return err
}

// jsonPuzzleOf is p's JSON form.
func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	jp := JSONPuzzle{Puzzle: "gokigen", Rows: p.Rows, Cols: p.Cols}
	for _, l := range strings.SplitAfter(strings.TrimSuffix(CornerText(p), "\n"), "\n") {
		jp.Corners = append(jp.Corners, strings.TrimSuffix(l, "\n"))
	}
	return jp
}

func writeJSON(w io.Writer, p *Puzzle) error { return puzzle.WriteJSONLine(w, jsonPuzzleOf(p)) }

// cellRows is s as rows of '\' and '/'.
func cellRows(s *Solution) []string {
	out := make([]string, s.Rows)
	for r := range out {
		b := make([]byte, s.Cols)
		for c := range b {
			b[c] = slashChar(s.Back[r*s.Cols+c])
		}
		out[r] = string(b)
	}
	return out
}

// TathamID is p as a Slant game ID "WxH:DESC" (Slant's new_game_desc: a
// digit per clue, a letter a-z per run of 1-26 corners without one).
func TathamID(p *Puzzle) string {
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
	for _, v := range p.Clues {
		if v == None {
			run++
			continue
		}
		flush()
		b.WriteByte(byte('0' + v))
	}
	flush()
	return b.String()
}

func writeTatham(w io.Writer, p *Puzzle) error {
	_, err := fmt.Fprintln(w, TathamID(p))
	return err
}

// PuzzLinkURL is p as a puzz.link gokigen URL (pzprjs' encode4Cross, the
// same code as encode4Cell over the corners).
func PuzzLinkURL(p *Puzzle) string {
	cells := make([]int, len(p.Clues))
	for i, v := range p.Clues {
		cells[i] = puzzlink.Empty
		if v != None {
			cells[i] = v
		}
	}
	return puzzlink.RawURL(puzzLinkGenre.Name, p.Cols, p.Rows, puzzlink.Encode4Cell(cells))
}

func writePuzzLink(w io.Writer, p *Puzzle) error {
	_, err := fmt.Fprintln(w, PuzzLinkURL(p))
	return err
}

// Drawing is p with the diagonals of s (nil: the clues only) in text: the
// rows of corners (a clue 0-4 or '.', a blank between two corners)
// alternating with the rows of cells ('\' or '/' between the corners, ' '
// an unknown cell); with known non-nil only the known cells of back.
func Drawing(p *Puzzle, back, known []bool) string {
	var b strings.Builder
	for i := 0; i <= p.Rows; i++ {
		for j := 0; j <= p.Cols; j++ {
			if j > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(clueChar(p.ClueAt(i, j)))
		}
		b.WriteByte('\n')
		if i == p.Rows || back == nil {
			continue
		}
		line := make([]byte, 0, 2*p.Cols+1)
		for c := 0; c < p.Cols; c++ {
			ch := byte(' ')
			if k := i*p.Cols + c; known == nil || known[k] {
				ch = slashChar(back[k])
			}
			line = append(line, ' ', ch)
		}
		b.WriteString(strings.TrimRight(string(line), " "))
		b.WriteByte('\n')
	}
	return b.String()
}
