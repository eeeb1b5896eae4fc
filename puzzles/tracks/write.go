package tracks

import (
	"encoding/json"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
)

// PieceLetters is a piece's directions as letters, n or s first ("ns",
// "ew", "ne", "nw", "se", "sw"); one letter for one direction.
func PieceLetters(v Piece) string {
	var b strings.Builder
	for _, d := range []int{North, South, East, West} {
		if v.Has(d) {
			b.WriteByte("nswe"[d])
		}
	}
	return b.String()
}

// boxChar is a piece's box-drawing character ("" when it has none).
func boxChar(v Piece) string {
	for s, p := range boxPieces {
		if p == v {
			return s
		}
	}
	return ""
}

func countText(k int) string {
	if k == Unknown {
		return "-"
	}
	return strconv.Itoa(k)
}

// cells are the tokens of p's cells, pieces (with their ends' directions)
// or one end's letter, with pieces drawn by piece (nil: no pieces from a
// solution) and empty cells as empty.
func cells(p *Puzzle, s *Solution, piece func(Piece) string, empty string) [][]string {
	out := make([][]string, p.Rows)
	for r := range out {
		out[r] = make([]string, p.Cols)
		for c := range out[r] {
			v := p.At(r, c)
			if s != nil {
				v = s.PieceAt(p, r, c)
			}
			end := p.EndAt(r, c)
			switch {
			case v.Count() == 2:
				out[r][c] = piece(v)
			case end >= 0:
				out[r][c] = string("nswe"[end])
			default:
				out[r][c] = empty
			}
		}
	}
	return out
}

// Plain is p in the plain form (docs/tracks.md): "ROWS COLS", the column
// counts, then each row's count and cells.
func Plain(p *Puzzle) string {
	var b strings.Builder
	rows := [][]string{nil}
	for _, k := range p.ColCount {
		rows[0] = append(rows[0], countText(k))
	}
	for r, row := range cells(p, nil, PieceLetters, "-") {
		rows = append(rows, append([]string{countText(p.RowCount[r])}, row...))
	}
	_ = janko.WriteTokens(&b, []int{p.Rows, p.Cols}, rows)
	return b.String()
}

func writeJanko(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, Plain(p))
	return err
}

// Text is p in the text form with the track of s (nil: the given pieces
// only): a line of the column counts, then each row's count and its
// cells as box-drawing characters (─ │ ┌ ┐ └ ┘; '.' no track; an end
// without its piece as its direction's letter). Read back, it is the
// puzzle with every piece of s given.
func Text(p *Puzzle, s *Solution) string {
	var b strings.Builder
	width := 1
	for _, k := range append(append([]int(nil), p.RowCount...), p.ColCount...) {
		width = max(width, len(countText(k)))
	}
	pad := func(t string) string { return strings.Repeat(" ", width-len(t)) + t }
	b.WriteString(strings.Repeat(" ", width))
	for _, k := range p.ColCount {
		b.WriteString(" " + countText(k))
	}
	b.WriteByte('\n')
	for r, row := range cells(p, s, boxChar, ".") {
		b.WriteString(pad(countText(p.RowCount[r])))
		for _, t := range row {
			b.WriteString(" " + t)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func writeText(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, Text(p, nil))
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

// JankoSolution is s as a solution grid: "ROWS COLS", then a row of
// tokens per grid row, a track cell written as its two directions ("ns",
// "ew", "ne", "nw", "se", "sw": n or s first; an end's direction off the
// grid included), "-" a cell without track.
func JankoSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	_ = janko.WriteTokens(&b, []int{s.Rows, s.Cols}, cells(p, s, PieceLetters, "-"))
	return b.String()
}

// TrackCells are the cells of s's track in order from the first end
// (as far as it goes).
func TrackCells(p *Puzzle, s *Solution) [][2]int {
	a := p.Ends[0]
	cur, from := [2]int{a.R, a.C}, a.Dir
	pts := [][2]int{cur}
	for len(pts) <= p.Rows*p.Cols {
		v := s.PieceAt(p, cur[0], cur[1])
		next := -1
		for d := 0; d < 4; d++ {
			if v.Has(d) && d != from {
				next = d
				break
			}
		}
		if next < 0 {
			break
		}
		nr, nc := cur[0]+Step[next][0], cur[1]+Step[next][1]
		if !p.inside(nr, nc) {
			break
		}
		cur, from = [2]int{nr, nc}, Opposite(next)
		pts = append(pts, cur)
	}
	return pts
}
