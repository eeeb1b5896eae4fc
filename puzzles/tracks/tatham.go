package tracks

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/lazyre"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Simon Tatham's Tracks game IDs: "WxH:DESC,COUNTS" (W columns, H rows;
// the full parameters "dD" (difficulty e or t) and "o" may follow the
// size). DESC lists the cells row by row: a hexadecimal digit 1..F a
// given piece (its directions as bits: 1 right, 2 up, 4 left, 8 down),
// a letter a..z a run of 1..26 cells without one ("0" one such cell).
// COUNTS are W column counts then H row counts, each after a comma; an
// "S" before a column's count puts the exit below that column (at the
// bottom), before a row's count the entrance left of that row.

var tathamRe = &lazyre.Regexp{Expr: `^(\d+)x(\d+)(d[a-z])?(o)?:`} // compiled on first use: nothing at start-up

func looksTatham(line string) bool {
	return tathamRe.Re().MatchString(strings.TrimPrefix(line, "tracks:"))
}

// Tatham's direction bits and ours.
var tathamBits = [4]Piece{North: 2, South: 8, West: 4, East: 1}

func fromTatham(f int) Piece {
	var v Piece
	for d, b := range tathamBits {
		if f&int(b) != 0 {
			v |= 1 << d
		}
	}
	return v
}

func toTatham(v Piece) int {
	f := 0
	for d, b := range tathamBits {
		if v.Has(d) {
			f |= int(b)
		}
	}
	return f
}

// ParseTatham reads Tracks game IDs, one per line ('#' lines and blank
// lines skipped).
func ParseTatham(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	for n, l := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		col := strings.Index(l, t) + 1
		p, err := parseTathamID(t, n+1, col)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func parseTathamID(s string, line, col int) (*Puzzle, error) {
	if strings.HasPrefix(s, "tracks:") {
		s, col = s[len("tracks:"):], col+len("tracks:")
	}
	m := tathamRe.Re().FindStringSubmatchIndex(s)
	if m == nil {
		return nil, srcpos.Errorf(line, col, clip(s), "want a Tracks game ID WxH:DESC,COUNTS")
	}
	w, err1 := strconv.Atoi(s[m[2]:m[3]])
	h, err2 := strconv.Atoi(s[m[4]:m[5]])
	if err1 != nil || err2 != nil || w < 2 || h < 2 || w > MaxSide || h > MaxSide {
		return nil, srcpos.Errorf(line, col, s[:m[5]], "size %s is out of range (2 to %d a side)", s[:m[5]], MaxSide)
	}
	p := NewPuzzle(h, w)
	p.Name = clip(s)
	p.Pos = Pos{Line: line, Col: col, Text: clip(s)}
	p.PiecePos = map[int]Pos{}
	desc := s[m[1]:]
	base := col + m[1]
	errAt := func(i int, format string, args ...any) error {
		t := ""
		if i < len(desc) {
			t = desc[i : i+1]
		}
		return srcpos.Errorf(line, base+i, t, format, args...)
	}
	i, cell := 0, 0
	for ; i < len(desc) && cell < w*h; i++ {
		ch := desc[i]
		switch {
		case ch >= 'a' && ch <= 'z':
			cell += int(ch-'a') + 1
			if cell > w*h {
				return nil, errAt(i, "the description runs past the %d cells of a %dx%d grid", w*h, w, h)
			}
		case ch == '0':
			cell++
		case ch >= '1' && ch <= '9' || ch >= 'A' && ch <= 'F':
			f := int(ch - '0')
			if ch >= 'A' {
				f = int(ch-'A') + 10
			}
			v := fromTatham(f)
			if v.Count() != 2 {
				return nil, errAt(i, "a piece has two directions, %q has %d", ch, v.Count())
			}
			p.Pieces[cell] = v
			p.PiecePos[cell] = Pos{Line: line, Col: base + i, Text: string(ch)}
			cell++
		default:
			return nil, errAt(i, "want a piece 1-F or a letter a-z (a run of cells without one)")
		}
	}
	if cell != w*h {
		return nil, errAt(i, "the description gives %d cells, a %dx%d grid has %d", cell, w, h, w*h)
	}
	in, out := 0, 0
	for k := 0; k < w+h; k++ {
		if i >= len(desc) || desc[i] != ',' {
			return nil, errAt(i, "want ',' and the %s count (%d column counts, then %d row counts)", ordinal(k+1), w, h)
		}
		i++
		station := i < len(desc) && desc[i] == 'S'
		if station {
			i++
		}
		j := i
		for j < len(desc) && desc[j] >= '0' && desc[j] <= '9' && j-i < 4 {
			j++
		}
		if j == i {
			return nil, errAt(i, "want a count")
		}
		n, _ := strconv.Atoi(desc[i:j])
		if k < w {
			p.ColCount[k] = n
			if station {
				p.Ends[1] = End{R: h - 1, C: k, Dir: South}
				out++
			}
		} else {
			p.RowCount[k-w] = n
			if station {
				p.Ends[0] = End{R: k - w, C: 0, Dir: West}
				in++
			}
		}
		if station && (in > 1 || out > 1) {
			return nil, errAt(i-1, "a second S: the puzzle has one entrance (a row's S) and one exit (a column's S)")
		}
		i = j
	}
	if i < len(desc) {
		return nil, errAt(i, "unexpected text after the %d counts", w+h)
	}
	if in != 1 || out != 1 {
		return nil, errAt(len(desc), "want one entrance (S before a row's count) and one exit (S before a column's count)")
	}
	return p, nil
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}

// TathamID is p as a Tracks game ID: p's first end must be on the left
// side (the entrance), its second at the bottom (the exit), every count
// given.
func TathamID(p *Puzzle) (string, error) {
	in, out := p.Ends[0], p.Ends[1]
	if in.Dir != West || in.C != 0 || out.Dir != South || out.R != p.Rows-1 {
		return "", fmt.Errorf("a Tracks game ID has the track's first end on the left side and its second at the bottom")
	}
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
	for _, v := range p.Pieces {
		if v == 0 {
			run++
			continue
		}
		flush()
		b.WriteByte("0123456789ABCDEF"[toTatham(v)])
	}
	flush()
	for c, k := range p.ColCount {
		if k == Unknown {
			return "", fmt.Errorf("a Tracks game ID gives every count (column %d has none)", c)
		}
		s := ""
		if c == out.C {
			s = "S"
		}
		fmt.Fprintf(&b, ",%s%d", s, k)
	}
	for r, k := range p.RowCount {
		if k == Unknown {
			return "", fmt.Errorf("a Tracks game ID gives every count (row %d has none)", r)
		}
		s := ""
		if r == in.R {
			s = "S"
		}
		fmt.Fprintf(&b, ",%s%d", s, k)
	}
	return b.String(), nil
}

func writeTatham(w io.Writer, p *Puzzle) error {
	id, err := TathamID(p)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, id+"\n")
	return err
}
