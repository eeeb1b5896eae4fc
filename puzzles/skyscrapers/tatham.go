package skyscrapers

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// looksTatham: "N:" then clues separated by '/'.
func looksTatham(data []byte) bool {
	for _, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		n, rest, ok := strings.Cut(l, ":")
		if _, err := strconv.Atoi(n); err != nil || !ok {
			return false
		}
		return strings.Count(rest, "/") >= 3
	}
	return false
}

// ParseTatham reads Tatham Towers game IDs, one a line: "N:" then 4N
// clues separated by '/' (empty: none), above the columns left to right,
// below the columns, left of the rows top to bottom, right of the rows;
// then optionally ",GIVENS": row-major, a letter skips 1 (a) to 26 (z)
// cells, a number gives a cell ('_' separates two numbers).
func ParseTatham(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	for i, raw := range strings.Split(string(data), "\n") {
		line := i + 1
		l := strings.TrimRight(raw, " \t\r")
		start := len(l) - len(strings.TrimLeft(l, " \t"))
		t := l[start:]
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		errAt := func(off int, text, format string, args ...any) error {
			if len(text) > 40 {
				text = text[:40] + "..."
			}
			return srcpos.Errorf(line, start+off+1, text, format, args...)
		}
		ns, rest, ok := strings.Cut(t, ":")
		n, err := strconv.Atoi(ns)
		if !ok || err != nil || n < 1 || n > MaxSide || len(ns) > 3 {
			return nil, errAt(0, t, "a Tatham Towers game ID is N:CLUES[,GIVENS] (N 1 to %d)", MaxSide)
		}
		p := NewPuzzle(n, n)
		p.Pos = Pos{Line: line, Col: start + 1, Text: ns}
		p.Name = t
		clueText, givens, hasGivens := strings.Cut(rest, ",")
		parts := strings.Split(clueText, "/")
		off := len(ns) + 1
		if len(parts) != 4*n {
			return nil, errAt(off, clueText, "%d clues, want 4*%d separated by /", len(parts), n)
		}
		for k, s := range parts {
			if s != "" {
				v, err := strconv.Atoi(s)
				if err != nil || v < 1 || v > n {
					return nil, errAt(off, s, "a clue is 1 to %d", n)
				}
				[][]int{p.Top, p.Bottom, p.Left, p.Right}[k/n][k%n] = v
			}
			off += len(s) + 1
		}
		if hasGivens {
			cell := 0
			for j := 0; j < len(givens); {
				ch := givens[j]
				switch {
				case ch >= 'a' && ch <= 'z':
					cell += int(ch-'a') + 1
					j++
				case ch == '_':
					j++
				case ch >= '0' && ch <= '9':
					k := j
					for k < len(givens) && givens[k] >= '0' && givens[k] <= '9' && k-j < 3 {
						k++
					}
					v, _ := strconv.Atoi(givens[j:k])
					if v < 1 || v > n || cell >= n*n {
						return nil, errAt(off+j, givens[j:k], "a given is 1 to %d, inside the %dx%d grid", n, n, n)
					}
					p.Given[cell] = v
					cell++
					j = k
				default:
					return nil, errAt(off+j, givens[j:], "want a-z (skip cells) or a digit")
				}
			}
			if cell > n*n {
				return nil, errAt(off, givens, "the givens run past the %dx%d grid", n, n)
			}
		}
		out = append(out, p)
	}
	return out, nil
}

func writeTatham(p *Puzzle) (string, error) {
	if p.Max != p.N || p.Diagonals {
		return "", p.errf("Tatham's Towers has heights 1 to N and no diagonal rule")
	}
	var b strings.Builder
	b.WriteString(strconv.Itoa(p.N) + ":")
	k := 0
	for _, s := range [][]int{p.Top, p.Bottom, p.Left, p.Right} {
		for _, v := range s {
			if k > 0 {
				b.WriteString("/")
			}
			k++
			if v != None {
				b.WriteString(strconv.Itoa(v))
			}
		}
	}
	if p.Givens() > 0 {
		b.WriteString(",")
		run := 0
		flush := func() {
			for run > 0 {
				s := min(run, 26)
				b.WriteByte(byte('a' + s - 1))
				run -= s
			}
		}
		prevNum := false
		for _, v := range p.Given {
			if v == None {
				run++
				prevNum = false
				continue
			}
			flush()
			if prevNum {
				b.WriteString("_")
			}
			b.WriteString(strconv.Itoa(v))
			prevNum = true
		}
		flush()
	}
	return b.String(), nil
}
