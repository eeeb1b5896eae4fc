package slitherlink

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/lazyre"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Simon Tatham's Loopy game IDs: "WxHtT:DESC" (W columns, H rows, T the
// grid type: 0 square; "dD", a difficulty, may follow the type in the
// parameters). DESC lists the faces row by row: a digit is a clue, a
// letter a..z a run of 1..26 faces without one. Only square grids
// (type 0, the default when "tT" is missing) are Slitherlinks of this
// package; the other types are refused by name.

var tathamRe = &lazyre.Regexp{Expr: `^(\d+)x(\d+)(?:t(\d+))?(?:d([a-z]))?:`} // compiled on first use: nothing at start-up

func looksTatham(line string) bool { return tathamRe.Re().MatchString(line) }

// gridTypes are Loopy's grid types by number (grid.c's GRIDGEN_LIST).
var gridTypes = []string{"square", "triangular", "honeycomb", "snub square", "cairo", "great hexagonal",
	"octagonal", "kites", "floret", "dodecagonal", "great dodecagonal", "Penrose P2 kite/dart",
	"Penrose P3 rhombs", "great great dodecagonal", "compass dodecagonal", "hats", "spectres"}

// ParseTatham reads Loopy game IDs, one per line ('#' lines and blank
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
		return nil, srcpos.Errorf(1, 1, "", "no Loopy game ID in the input")
	}
	return out, nil
}

func parseTathamID(s string, line, col int) (*Puzzle, error) {
	s = strings.TrimPrefix(s, "loopy:")
	m := tathamRe.Re().FindStringSubmatchIndex(s)
	if m == nil {
		return nil, srcpos.Errorf(line, col, clip(s), "want a Loopy game ID WxHt0:DESC")
	}
	w, err1 := strconv.Atoi(s[m[2]:m[3]])
	h, err2 := strconv.Atoi(s[m[4]:m[5]])
	if err1 != nil || err2 != nil || w < 1 || h < 1 || w > MaxSide || h > MaxSide {
		return nil, srcpos.Errorf(line, col, s[:m[5]], "size %s is out of range (1 to %d a side)", s[:m[5]], MaxSide)
	}
	if m[6] >= 0 {
		t, err := strconv.Atoi(s[m[6]:m[7]])
		if err != nil || t != 0 {
			name := "grid type " + s[m[6]:m[7]]
			if err == nil && t < len(gridTypes) {
				name = gridTypes[t] + " grids (type " + s[m[6]:m[7]] + ")"
			}
			return nil, srcpos.Errorf(line, col+m[6]-1, "t"+s[m[6]:m[7]], "Loopy's %s are not supported: puzzlesat's Slitherlink plays square grids only (t0)", name)
		}
	}
	p := NewPuzzle(h, w)
	p.Name = clip(s)
	p.Pos = Pos{Line: line, Col: col, Text: clip(s)}
	p.CluePos = map[int]Pos{}
	desc := s[m[1]:]
	base := col + m[1]
	cell := 0
	for i := 0; i < len(desc); i++ {
		ch := desc[i]
		switch {
		case ch >= 'a' && ch <= 'z':
			cell += int(ch-'a') + 1
			if cell > len(p.Clues) {
				return nil, srcpos.Errorf(line, base+i, string(ch), "the description runs past the %d faces of a %dx%d grid", len(p.Clues), w, h)
			}
		case ch >= '0' && ch <= '4':
			if cell >= len(p.Clues) {
				return nil, srcpos.Errorf(line, base+i, string(ch), "the description runs past the %d faces of a %dx%d grid", len(p.Clues), w, h)
			}
			p.Clues[cell] = int(ch - '0')
			p.CluePos[cell] = Pos{Line: line, Col: base + i, Text: string(ch)}
			cell++
		default:
			return nil, srcpos.Errorf(line, base+i, string(ch), "want a clue 0 to 4 or a letter a-z (a run of faces without clue)")
		}
	}
	if cell != len(p.Clues) {
		return nil, srcpos.Errorf(line, base+len(desc), "", "the description gives %d faces, a %dx%d grid has %d", cell, w, h, len(p.Clues))
	}
	return p, nil
}

// TathamID is p as a Loopy game ID (square grid).
func TathamID(p *Puzzle) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%dt0:", p.Cols, p.Rows)
	run := 0
	flush := func() {
		for run > 0 {
			k := min(run, 26)
			b.WriteByte(byte('a' + k - 1))
			run -= k
		}
	}
	for _, v := range p.Clues {
		switch {
		case v == None:
			run++
		case v == Unknown:
			return "", fmt.Errorf("a Loopy game ID has no clue of unknown value (write janko, text or json)")
		default:
			flush()
			b.WriteByte(byte('0' + v))
		}
	}
	flush()
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

// clip shortens s for an error message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:37] + "..."
	}
	return s
}
