package galaxies

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/internal/lazyre"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// ---- Tatham ----

// Simon Tatham's Galaxies game IDs: "WxH:DESC" (W columns, H rows; the
// parameters "dD" (difficulty n, u) may follow the size). DESC walks the
// (2W-1)x(2H-1) places a dot can be at (doubled coordinates 1..2W-1,
// 1..2H-1), row by row: 'z' skips 25 places, a letter 'a'..'y' skips 0
// to 24 and puts a dot at the next place ('A'..'Y' a black one); places
// after the last dot are left out.

var tathamRe = &lazyre.Regexp{Expr: `^(\d+)x(\d+)(d[a-z])?:`} // compiled on first use: nothing at start-up

func looksTatham(line string) bool {
	return tathamRe.Re().MatchString(strings.TrimPrefix(line, "galaxies:"))
}

// ParseTatham reads Galaxies game IDs, one per line ('#' lines and blank
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
	if strings.HasPrefix(s, "galaxies:") {
		s, col = s[len("galaxies:"):], col+len("galaxies:")
	}
	m := tathamRe.Re().FindStringSubmatchIndex(s)
	if m == nil {
		return nil, srcpos.Errorf(line, col, clip(s), "want a Galaxies game ID WxH:DESC")
	}
	w, err1 := strconv.Atoi(s[m[2]:m[3]])
	h, err2 := strconv.Atoi(s[m[4]:m[5]])
	if err1 != nil || err2 != nil || w < 1 || h < 1 || w > MaxSide || h > MaxSide {
		return nil, srcpos.Errorf(line, col, s[:m[5]], "size %s is out of range (1 to %d a side)", s[:m[5]], MaxSide)
	}
	p := &Puzzle{Rows: h, Cols: w, Name: clip(s), Pos: Pos{Line: line, Col: col, Text: clip(s)}}
	desc := s[m[1]:]
	base := col + m[1]
	width, places := 2*w-1, (2*w-1)*(2*h-1)
	i := 0
	for k := 0; k < len(desc); k++ {
		ch := desc[k]
		black := false
		switch {
		case ch == 'z':
			i += 25
			continue
		case ch >= 'a' && ch <= 'y':
			i += int(ch - 'a')
		case ch >= 'A' && ch <= 'Y':
			i += int(ch - 'A')
			black = true
		default:
			return nil, srcpos.Errorf(line, base+k, string(ch), "want a letter a-y (A-Y: a black dot) or z")
		}
		if i >= places {
			return nil, srcpos.Errorf(line, base+k, string(ch), "the description runs past the %d places of a %dx%d grid", places, w, h)
		}
		p.Dots = append(p.Dots, Dot{Y: i/width + 1, X: i%width + 1, Black: black})
		p.DotPos = append(p.DotPos, Pos{Line: line, Col: base + k, Text: string(ch)})
		i++
	}
	return p, nil
}

// TathamID is p as a Galaxies game ID.
func TathamID(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", p.Cols, p.Rows)
	width := 2*p.Cols - 1
	dots := map[int]Dot{}
	last := -1
	for _, d := range p.Dots {
		k := (d.Y-1)*width + d.X - 1
		dots[k] = d
		last = max(last, k)
	}
	run := 0
	for k := 0; k <= last; k++ {
		d, ok := dots[k]
		if !ok {
			run++
			continue
		}
		for run > 24 {
			b.WriteByte('z')
			run -= 25
		}
		if d.Black {
			b.WriteByte(byte('A' + run))
		} else {
			b.WriteByte(byte('a' + run))
		}
		run = 0
	}
	return b.String()
}

func writeTatham(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, TathamID(p)+"\n")
	return err
}

// ---- puzz.link ----

// puzz.link URLs of pzprjs' tentaisho (src/variety/tentaisho.js):
// https://puzz.link/p?tentaisho/COLS/ROWS/BODY, the body pzprjs'
// decodeDot over the same (2*COLS-1)x(2*ROWS-1) places as Tatham's, row
// by row: a hex digit v puts a dot (v%2 == 1 a black one) and moves
// v/2+1 places on, 'g'..'z' skip 1 to 20 places. pzprjs may add its
// "empty cells" (cells in no galaxy) after it; only all-zero such bits
// are read.

var puzzLinkGenre = puzzlink.Genre{Name: "tentaisho", Aliases: []string{"galaxies"}}

func looksPuzzLink(line string) bool { return puzzLinkGenre.Is(puzzlink.URLKind(line)) }

// ParsePuzzLink reads puzz.link tentaisho URLs, one per line.
func ParsePuzzLink(data []byte) ([]*Puzzle, error) {
	raws, err := puzzlink.ParseRawAll(data)
	if err != nil {
		return nil, err
	}
	out := make([]*Puzzle, 0, len(raws))
	for _, u := range raws {
		p, err := puzzLinkPuzzle(u)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func puzzLinkPuzzle(u *puzzlink.Raw) (*Puzzle, error) {
	if !puzzLinkGenre.Is(u.Kind) {
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "a %s URL, not a tentaisho one", u.Kind)
	}
	if u.Rows > MaxSide || u.Cols > MaxSide || u.Rows < 1 || u.Cols < 1 {
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "grid %dx%d is out of range (1 to %d a side)", u.Cols, u.Rows, MaxSide)
	}
	p := &Puzzle{Rows: u.Rows, Cols: u.Cols, Pos: Pos{Line: u.Line, Col: u.KindCol, Text: u.Kind}}
	width, places := 2*u.Cols-1, (2*u.Cols-1)*(2*u.Rows-1)
	body := u.Body
	s, k := 0, 0
	for ; k < len(body) && s < places; k++ {
		ch := body[k]
		switch {
		case ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f':
			v, _ := strconv.ParseInt(string(ch), 16, 0)
			p.Dots = append(p.Dots, Dot{Y: s/width + 1, X: s%width + 1, Black: v%2 == 1})
			p.DotPos = append(p.DotPos, Pos{Line: u.Line, Col: u.BodyCol + k, Text: string(ch)})
			s += int(v>>1) + 1
		case ch >= 'g' && ch <= 'z':
			s += int(ch-'g') + 1
		default:
			return nil, u.Errorf(k, string(ch), "want a dot 0-f or a skip g-z")
		}
	}
	rest := strings.TrimPrefix(body[k:], "/")
	if strings.Trim(rest, "0") != "" {
		return nil, u.Errorf(len(body)-len(rest), clip(rest), "cells outside every galaxy (pzprjs' empty cells) are not part of Galaxies")
	}
	return p, nil
}

// PuzzLinkURL is p as a puzz.link URL (pzprjs' encodeDot body).
func PuzzLinkURL(p *Puzzle) string {
	width, places := 2*p.Cols-1, (2*p.Cols-1)*(2*p.Rows-1)
	val := make([]int, places)
	for _, d := range p.Dots {
		v := 1
		if d.Black {
			v = 2
		}
		val[(d.Y-1)*width+d.X-1] = v
	}
	var b strings.Builder
	count := 0
	for s := 0; s < places; s++ {
		pstr := ""
		if val[s] > 0 {
			for i := 1; i <= 7; i++ {
				if s+i < places && val[s+i] > 0 {
					pstr = strconv.FormatInt(int64(2*(i-1)+(val[s]-1)), 16)
					s += i - 1
					break
				}
			}
			if pstr == "" {
				pstr = strconv.FormatInt(int64(13+val[s]), 16)
				s += 7
			}
		} else {
			count++
		}
		if count == 0 {
			b.WriteString(pstr)
		} else if pstr != "" || count == 20 {
			b.WriteString(strconv.FormatInt(int64(count+15), 36) + pstr)
			count = 0
		}
	}
	if count > 0 {
		b.WriteString(strconv.FormatInt(int64(count+15), 36))
	}
	return puzzlink.RawURL(puzzLinkGenre.Name, p.Cols, p.Rows, b.String())
}

func writePuzzLink(w io.Writer, p *Puzzle) error {
	_, err := fmt.Fprintln(w, PuzzLinkURL(p))
	return err
}
