package slitherlink

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// puzz.link URLs of pzprjs' slither: https://puzz.link/p?slither/COLS/ROWS/BODY,
// the body pzprjs' "4Cell" cell list (src/puzzle/Encode.js decode4Cell):
//
//	0-4   a clue, then the next cell
//	5-9   a clue 0-4, and one empty cell after it
//	a-e   a clue 0-4, and two empty cells after it
//	g-z   a run of 1-20 empty cells
//	.     a clue of unknown value

// urlKinds are the names of the genre in URLs.
var urlKinds = []string{"slither", "slitherlink"}

// urlQuery is where the kind starts in a URL line (after '?' and
// KEY=VALUE& parameters).
func urlQuery(l string) int {
	i := 0
	if q := strings.IndexByte(l, '?'); q >= 0 {
		i = q + 1
	}
	for {
		amp := strings.IndexByte(l[i:], '&')
		slash := strings.IndexByte(l[i:], '/')
		if amp < 0 || (slash >= 0 && slash < amp) || !strings.Contains(l[i:i+amp], "=") {
			return i
		}
		i += amp + 1
	}
}

func urlKind(seg string) string {
	return strings.TrimSuffix(strings.TrimSuffix(strings.ToLower(seg), "_edit"), "_play")
}

func looksPuzzLink(line string) bool {
	k, _, ok := strings.Cut(line[urlQuery(line):], "/")
	if !ok {
		return false
	}
	k = urlKind(k)
	for _, n := range urlKinds {
		if k == n {
			return true
		}
	}
	return false
}

// ParsePuzzLink reads puzz.link slither URLs, one per line.
func ParsePuzzLink(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	for n, l := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		p, err := parsePuzzLinkLine(strings.TrimRight(l, " \t\r"), n+1)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, srcpos.Errorf(1, 1, "", "no puzz.link URL in the input")
	}
	return out, nil
}

func parsePuzzLinkLine(l string, line int) (*Puzzle, error) {
	start := len(l) - len(strings.TrimLeft(l, " \t"))
	i := max(urlQuery(l), start)
	errAt := func(at int, text, format string, args ...any) error {
		return srcpos.Errorf(line, at+1, clip(text), format, args...)
	}
	segs := strings.Split(l[i:], "/")
	if !looksPuzzLink(l[i:]) {
		return nil, errAt(i, segs[0], "a %q URL, not a slither (want https://puzz.link/p?slither/COLS/ROWS/BODY)", segs[0])
	}
	at := i + len(segs[0]) + 1
	segs = segs[1:]
	if len(segs) > 0 && strings.HasPrefix(segs[0], "v:") {
		return nil, errAt(at, segs[0], "slither variant %q is not supported", segs[0])
	}
	if len(segs) < 2 {
		return nil, errAt(at, l[min(at, len(l)):], "want COLS/ROWS/BODY after the kind")
	}
	cols, err1 := strconv.Atoi(segs[0])
	rows, err2 := strconv.Atoi(segs[1])
	if err1 != nil || err2 != nil || cols < 1 || rows < 1 || cols > MaxSide || rows > MaxSide {
		return nil, errAt(at, segs[0]+"/"+segs[1], "want the size COLS/ROWS, 1 to %d each", MaxSide)
	}
	p := NewPuzzle(rows, cols)
	p.Name = clip(strings.TrimSpace(l))
	p.Pos = Pos{Line: line, Col: start + 1, Text: clip(strings.TrimSpace(l))}
	p.CluePos = map[int]Pos{}
	at += len(segs[0]) + len(segs[1]) + 2
	body := strings.TrimSuffix(strings.Join(segs[2:], "/"), "/")
	n := rows * cols
	cell := 0
	for k := 0; k < len(body); k++ {
		if cell >= n {
			return nil, errAt(at+k, body[k:], "text after the last cell")
		}
		ch := body[k]
		skip := 0
		switch {
		case ch >= '0' && ch <= '4':
			p.Clues[cell] = int(ch - '0')
		case ch >= '5' && ch <= '9':
			p.Clues[cell], skip = int(ch-'5'), 1
		case ch >= 'a' && ch <= 'e':
			p.Clues[cell], skip = int(ch-'a'), 2
		case ch >= 'g' && ch <= 'z':
			skip = int(ch - 'g')
		case ch == '.':
			p.Clues[cell] = Unknown
		default:
			return nil, errAt(at+k, string(ch), "unexpected %q in the URL's body", string(ch))
		}
		if p.Clues[cell] != None {
			p.CluePos[cell] = Pos{Line: line, Col: at + k + 1, Text: string(ch)}
		}
		cell = min(cell+1+skip, n) // pzprjs writes a last clue with its empty cells past the end
	}
	return p, nil
}

// PuzzLinkURL is p as a puzz.link URL (pzprjs' encode4Cell).
func PuzzLinkURL(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "https://puzz.link/p?slither/%d/%d/", p.Cols, p.Rows)
	n := len(p.Clues)
	count := 0
	for c := 0; c < n; c++ {
		pstr := ""
		qn := p.Clues[c]
		switch {
		case qn >= 0:
			switch {
			case c+1 < n && p.Clues[c+1] != None:
				pstr = strconv.Itoa(qn)
			case c+2 < n && p.Clues[c+2] != None:
				pstr = strconv.FormatInt(int64(5+qn), 16)
				c++
			default:
				pstr = strconv.FormatInt(int64(10+qn), 16)
				c += 2
			}
		case qn == Unknown:
			pstr = "."
		default:
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
	return b.String()
}

func writePuzzLink(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, PuzzLinkURL(p)+"\n")
	return err
}
