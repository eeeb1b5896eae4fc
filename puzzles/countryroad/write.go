package countryroad

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
)

func numberText(v int) string {
	if v == None {
		return "-"
	}
	return strconv.Itoa(v)
}

// writeJanko writes the plain form: header, numbers, region labels.
func writeJanko(w io.Writer, p *Puzzle) error {
	rows := make([][]string, 2*p.Rows)
	labels := p.Regions.Labels(Blocked)
	for r := 0; r < p.Rows; r++ {
		rows[r] = make([]string, p.Cols)
		for c := range rows[r] {
			rows[r][c] = numberText(p.Nums[r*p.Cols+c])
		}
		rows[p.Rows+r] = labels[r]
	}
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, rows)
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

// regionLabel is region k's label in the text form: a..z, then aa, ab, ...
func regionLabel(k int) string {
	s := ""
	for {
		s = string(rune('a'+k%26)) + s
		k = k/26 - 1
		if k < 0 {
			return s
		}
	}
}

// Text is p in the text form: a line a row, each cell its region's
// label and, where shown, the region's number ("a3 a b").
func Text(p *Puzzle) string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			i := r*p.Cols + c
			if p.Blocked(i) {
				b.WriteString(Blocked)
				continue
			}
			b.WriteString(regionLabel(p.Regions.Of[i]))
			if p.Nums[i] != None {
				b.WriteString(strconv.Itoa(p.Nums[i]))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func writeText(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, Text(p))
	return err
}

func writeJSON(w io.Writer, p *Puzzle) error {
	b, err := json.Marshal(jsonPuzzleOf(p))
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

// PuzzLinkURL is p's puzz.link country URL (a region's number moves to
// its top cell when read back). pzprjs' country has no blocked cells: a
// puzzle with one is an error.
func PuzzLinkURL(p *Puzzle) (string, error) {
	if n := p.NumBlocked(); n > 0 {
		return "", fmt.Errorf("puzz.link's country has no blocked cells (this puzzle has %d): write janko, text or json", n)
	}
	v, h := p.Regions.Borders()
	vals := make([]int, p.Regions.N)
	for k := range vals {
		vals[k] = puzzlink.Empty
		if n, at := p.RegionNumber(k); at >= 0 {
			vals[k] = n
		}
	}
	return puzzlink.RawURL("country", p.Cols, p.Rows, puzzlink.EncodeBorder(p.Rows, p.Cols, v, h)+puzzlink.EncodeNumber16(vals)), nil
}

func writePuzzLink(w io.Writer, p *Puzzle) error {
	u, err := PuzzLinkURL(p)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(w, u)
	return err
}

// Drawing is the loop of s in text: a character per cell ('+' on the
// loop, '.' off it), "---" and '|' the loop's lines; the regions and
// numbers are the puzzle's text form (Text), printed above it.
func Drawing(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			l := s.cellLinks(r, c)
			ch := byte('.')
			if l[North] || l[South] || l[West] || l[East] {
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
		if r == p.Rows-1 {
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
