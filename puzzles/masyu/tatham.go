package masyu

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/lazyre"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Simon Tatham's Pearl game IDs: "WxH:DESC" (W columns, H rows; the
// full parameters "dD" (difficulty e or t) and "n" may follow the size).
// DESC lists the cells row by row: 'B' a black pearl, 'W' a white one, a
// letter a..z a run of 1..26 cells without one.

var tathamRe = &lazyre.Regexp{Expr: `^(\d+)x(\d+)(d[a-z])?(n)?:`} // compiled on first use: nothing at start-up

func looksTatham(line string) bool {
	m := tathamRe.Re().FindStringIndex(strings.TrimPrefix(line, "pearl:"))
	return m != nil
}

// ParseTatham reads Pearl game IDs, one per line ('#' lines and blank
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
	if len(out) == 0 {
		return nil, srcpos.Errorf(1, 1, "", "no Pearl game ID in the input")
	}
	return out, nil
}

func parseTathamID(s string, line, col int) (*Puzzle, error) {
	if strings.HasPrefix(s, "pearl:") {
		s, col = s[len("pearl:"):], col+len("pearl:")
	}
	m := tathamRe.Re().FindStringSubmatchIndex(s)
	if m == nil {
		return nil, srcpos.Errorf(line, col, clip(s), "want a Pearl game ID WxH:DESC")
	}
	w, err1 := strconv.Atoi(s[m[2]:m[3]])
	h, err2 := strconv.Atoi(s[m[4]:m[5]])
	if err1 != nil || err2 != nil || w < 2 || h < 2 || w > MaxSide || h > MaxSide {
		return nil, srcpos.Errorf(line, col, s[:m[5]], "size %s is out of range (2 to %d a side)", s[:m[5]], MaxSide)
	}
	p := NewPuzzle(h, w)
	p.Name = clip(s)
	p.Pos = Pos{Line: line, Col: col, Text: clip(s)}
	p.PearlPos = map[int]Pos{}
	desc := s[m[1]:]
	base := col + m[1]
	cell := 0
	for i := 0; i < len(desc); i++ {
		ch := desc[i]
		switch {
		case ch >= 'a' && ch <= 'z':
			cell += int(ch-'a') + 1
			if cell > len(p.Pearls) {
				return nil, srcpos.Errorf(line, base+i, string(ch), "the description runs past the %d cells of a %dx%d grid", len(p.Pearls), w, h)
			}
		case ch == 'B' || ch == 'W':
			if cell >= len(p.Pearls) {
				return nil, srcpos.Errorf(line, base+i, string(ch), "the description runs past the %d cells of a %dx%d grid", len(p.Pearls), w, h)
			}
			p.Pearls[cell] = White
			if ch == 'B' {
				p.Pearls[cell] = Black
			}
			p.PearlPos[cell] = Pos{Line: line, Col: base + i, Text: string(ch)}
			cell++
		default:
			return nil, srcpos.Errorf(line, base+i, string(ch), "want a pearl B or W or a letter a-z (a run of cells without one)")
		}
	}
	if cell != len(p.Pearls) {
		return nil, srcpos.Errorf(line, base+len(desc), "", "the description gives %d cells, a %dx%d grid has %d", cell, w, h, len(p.Pearls))
	}
	return p, nil
}

// TathamID is p as a Pearl game ID.
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
	for _, v := range p.Pearls {
		switch v {
		case Empty:
			run++
		default:
			flush()
			b.WriteByte("WB"[v-White])
		}
	}
	flush()
	return b.String()
}

func writeTatham(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, TathamID(p)+"\n")
	return err
}

// clip shortens s for an error message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:37] + "..."
	}
	return s
}
