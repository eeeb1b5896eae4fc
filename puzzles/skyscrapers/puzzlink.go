package skyscrapers

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
)

var puzzLinkGenre = puzzlink.Genre{Name: "skyscrapers", Aliases: []string{"skyscraper", "building"}}

func looksPuzzLink(data []byte) bool {
	for _, l := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(l) == "" || strings.HasPrefix(strings.TrimSpace(l), "#") {
			continue
		}
		return puzzLinkGenre.Is(puzzlink.URLKind(l))
	}
	return false
}

// number16 decodes count values of pzprjs' Number16 code from body
// (decodeNumber16, decodeNumber16ExCell): 0-9a-f a value, "-xx" two hex
// digits, "+xxx" three, "." a value not known (None here), g-z skip 1 to
// 20 places. It returns the values (None where none) and the bytes used.
func number16(r *puzzlink.Raw, body string, from, count int) ([]int, int, error) {
	out := make([]int, count)
	for i := range out {
		out[i] = None
	}
	k, i := 0, 0
	for ; i < len(body) && k < count; i++ {
		ch := body[i]
		switch {
		case ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f':
			v, _ := strconv.ParseInt(body[i:i+1], 16, 0)
			out[k] = int(v)
		case ch == '-' || ch == '+':
			w := 2
			if ch == '+' {
				w = 3
			}
			if i+w >= len(body) {
				return nil, 0, r.Errorf(from+i, body[i:], "%q wants %d hex digits after it", ch, w)
			}
			v, err := strconv.ParseInt(body[i+1:i+1+w], 16, 0)
			if err != nil {
				return nil, 0, r.Errorf(from+i, body[i:i+1+w], "want %d hex digits", w)
			}
			out[k] = int(v)
			i += w
		case ch == '.':
		case ch >= 'g' && ch <= 'z':
			k += int(ch-'g') + 1
			continue
		default:
			return nil, 0, r.Errorf(from+i, body[i:i+1], "not a character of pzprjs' number code")
		}
		k++
	}
	return out, i, nil
}

// ParsePuzzLink reads puzz.link skyscrapers URLs, one a line
// (pzprjs' skyscrapers.js: decodeNumber16ExCell over the 4N clues, above
// the columns, below, left of the rows, right, then decodeNumber16 over
// the cells' given heights).
func ParsePuzzLink(data []byte) ([]*Puzzle, error) {
	raws, err := puzzlink.ParseRawAll(data)
	if err != nil {
		return nil, err
	}
	var out []*Puzzle
	for _, r := range raws {
		if !puzzLinkGenre.Is(r.Kind) {
			e := r.Errorf(0, r.Kind, "a %q URL, not skyscrapers", r.Kind)
			return nil, e
		}
		if r.Cols != r.Rows || r.Cols < 1 || r.Cols > MaxSide {
			return nil, r.Errorf(0, "", "a skyscrapers grid is square, side 1 to %d: %dx%d", MaxSide, r.Cols, r.Rows)
		}
		n := r.Cols
		p := NewPuzzle(n, n)
		p.Name = strings.TrimSpace(r.Source)
		p.Pos = Pos{Line: r.Line, Col: r.KindCol, Text: r.Kind}
		clues, used, err := number16(r, r.Body, 0, 4*n)
		if err != nil {
			return nil, err
		}
		for k, v := range clues {
			if v != None && (v < 1 || v > n) {
				return nil, r.Errorf(0, "", "clue %d is %d, want 1 to %d", k+1, v, n)
			}
			[][]int{p.Top, p.Bottom, p.Left, p.Right}[k/n][k%n] = v
		}
		if used < len(r.Body) {
			cells, _, err := number16(r, r.Body[used:], used, n*n)
			if err != nil {
				return nil, err
			}
			for i, v := range cells {
				if v != None && (v < 1 || v > n) {
					return nil, r.Errorf(used, "", "cell %d is given %d, want 1 to %d", i+1, v, n)
				}
				p.Given[i] = v
			}
		}
		out = append(out, p)
	}
	return out, nil
}

func encode16(vs []int) string {
	var b strings.Builder
	skip := 0
	flush := func() {
		for skip > 0 {
			s := min(skip, 20)
			b.WriteByte(byte('g' + s - 1))
			skip -= s
		}
	}
	for _, v := range vs {
		if v == None {
			skip++
			continue
		}
		flush()
		switch {
		case v < 16:
			b.WriteString(strconv.FormatInt(int64(v), 16))
		case v < 256:
			b.WriteString("-" + strconv.FormatInt(int64(v)+0x100, 16)[1:])
		default:
			b.WriteString("+" + strconv.FormatInt(int64(v)+0x1000, 16)[1:])
		}
	}
	flush()
	return b.String()
}

// writePuzzLink writes p's puzz.link URL.
func writePuzzLink(p *Puzzle) (string, error) {
	if p.Max != p.N || p.Diagonals {
		return "", p.errf("puzz.link skyscrapers has heights 1 to N and no diagonal rule")
	}
	var all []int
	for _, s := range [][]int{p.Top, p.Bottom, p.Left, p.Right} {
		all = append(all, s...)
	}
	body := encode16(all)
	if p.Givens() > 0 {
		body += encode16(p.Given)
	}
	return puzzlink.RawURL("skyscrapers", p.N, p.N, body), nil
}
