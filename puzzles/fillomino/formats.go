package fillomino

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

var puzzLinkGenre = puzzlink.Genre{Name: "fillomino"}

func looksPuzzLink(data []byte) bool {
	l := puzzle.FirstLine(data)
	return l != "" && puzzLinkGenre.Is(puzzlink.URLKind(l))
}

// looksTatham: W x H ':' then a description.
func looksTatham(data []byte) bool {
	l := puzzle.FirstLine(data)
	head, _, ok := strings.Cut(l, ":")
	w, h, ok2 := strings.Cut(head, "x")
	return ok && ok2 && allDigits(w) && allDigits(h)
}

// ParseTatham reads Simon Tatham's Filling game IDs, one a line:
// "WxH:DESC", DESC the cells row by row, a digit 1-9 a given number and a
// letter a-z a run of 1-26 cells without one (filling.c; a 0 is an empty
// cell too).
func ParseTatham(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	for n, line := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(strings.TrimRight(line, "\r"))
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		col := strings.Index(line, t) + 1
		errAt := func(i int, text, format string, args ...any) error {
			return srcpos.Errorf(n+1, col+i, text, format, args...)
		}
		head, desc, ok := strings.Cut(t, ":")
		ws, hs, ok2 := strings.Cut(head, "x")
		w, e1 := strconv.Atoi(ws)
		h, e2 := strconv.Atoi(hs)
		if !ok || !ok2 || e1 != nil || e2 != nil || len(ws) > 4 || len(hs) > 4 {
			return nil, errAt(0, head, "want a Filling game ID WxH:DESC")
		}
		if w < 1 || h < 1 || w > MaxSide || h > MaxSide {
			return nil, errAt(0, head, "a filling grid's sides are 1 to %d", MaxSide)
		}
		p := NewPuzzle(h, w)
		p.Pos = Pos{Line: n + 1, Col: col, Text: head}
		k := 0
		for i := 0; i < len(desc); i++ {
			ch := desc[i]
			at := len(head) + 1 + i
			switch {
			case ch >= '0' && ch <= '9':
				if k >= w*h {
					return nil, errAt(at, desc[i:i+1], "more than %d cells", w*h)
				}
				if ch != '0' {
					p.Given[k] = int(ch - '0')
				}
				k++
			case ch >= 'a' && ch <= 'z':
				k += int(ch-'a') + 1
				if k > w*h {
					return nil, errAt(at, desc[i:i+1], "more than %d cells", w*h)
				}
			default:
				return nil, errAt(at, desc[i:i+1], "a Filling description holds digits and letters a-z")
			}
		}
		if k != w*h {
			return nil, errAt(len(t), "", "the description has %d cells, want %d", k, w*h)
		}
		out = append(out, p)
	}
	return out, nil
}

// TathamID writes p as a Filling game ID; numbers above 9 do not fit.
func TathamID(p *Puzzle) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", p.Cols, p.Rows)
	run := 0
	flush := func() {
		for run > 0 {
			s := min(run, 26)
			b.WriteByte(byte('a' + s - 1))
			run -= s
		}
	}
	for _, v := range p.Given {
		if v == None {
			run++
			continue
		}
		if v > 9 {
			return "", fmt.Errorf("fillomino: a Filling game ID holds numbers 1-9, not %d", v)
		}
		flush()
		b.WriteByte(byte('0' + v))
	}
	flush()
	return b.String(), nil
}

// ParsePuzzLink reads puzz.link fillomino URLs, one a line (pzprjs'
// fillomino.js: decodeNumber16 over the cells, then decodeBorder for
// borders given in the puzzle, which this reader refuses when any is
// set). A cell of unknown value ('.') is a cell without a number.
func ParsePuzzLink(data []byte) ([]*Puzzle, error) {
	raws, err := puzzlink.ParseRawAll(data)
	if err != nil {
		return nil, err
	}
	var out []*Puzzle
	for _, r := range raws {
		if !puzzLinkGenre.Is(r.Kind) {
			return nil, r.Errorf(0, r.Kind, "a %q URL, not fillomino", r.Kind)
		}
		if r.Cols < 1 || r.Rows < 1 || r.Cols > MaxSide || r.Rows > MaxSide {
			return nil, r.Errorf(0, "", "a fillomino grid's sides are 1 to %d: %dx%d", MaxSide, r.Cols, r.Rows)
		}
		relocate := func(off int, err error) error {
			var se *srcpos.Error
			if errors.As(err, &se) {
				return r.Errorf(off+se.Col-1, se.Text, "%s", se.Msg)
			}
			return err
		}
		vals, used, err := puzzlink.DecodeNumber16(r.Body, r.Rows*r.Cols)
		if err != nil {
			return nil, relocate(0, err)
		}
		p := NewPuzzle(r.Rows, r.Cols)
		p.Name = strings.TrimSpace(r.Source)
		p.Pos = Pos{Line: r.Line, Col: r.KindCol, Text: r.Kind}
		for i, v := range vals {
			switch {
			case v == puzzlink.Unknown || v == puzzlink.Empty:
			case v < 1 || v > MaxClue:
				return nil, r.Errorf(0, "", "cell %d is given %d, want 1 to %d", i+1, v, MaxClue)
			default:
				p.Given[i] = v
			}
		}
		if used < len(r.Body) {
			vert, horiz, _, err := puzzlink.DecodeBorder(r.Body[used:], r.Rows, r.Cols)
			if err != nil {
				return nil, relocate(used, err)
			}
			for _, b := range append(vert, horiz...) {
				if b {
					return nil, r.Errorf(used, r.Body[used:], "borders given in the puzzle are not supported")
				}
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// PuzzLinkURL writes p as a puzz.link URL.
func PuzzLinkURL(p *Puzzle) string {
	return puzzlink.RawURL("fillomino", p.Cols, p.Rows, puzzlink.EncodeNumber16(p.Given))
}
