package heyawake

import (
	"fmt"
	"strings"
)

// Text draws p with its rooms' walls and, with a solution, its shaded
// cells ("##"; a shaded cell's number is not shown); cells without a
// number show " .".
//
//	+--+--+
//	| 1 . |
//	+  +--+
//	|##| . |
func Text(p *Puzzle, s *Solution) string {
	var b strings.Builder
	R, C := p.Rows, p.Cols
	room := func(r, c int) int { return p.Rooms.Of[r*C+c] }
	wide := 2
	for _, v := range p.Nums {
		if n := len(fmt.Sprint(v)); v != None && n > wide {
			wide = n
		}
	}
	dash := strings.Repeat("-", wide)
	blank := strings.Repeat(" ", wide)
	for r := 0; r <= R; r++ {
		for c := 0; c < C; c++ {
			b.WriteByte('+')
			if r == 0 || r == R || room(r-1, c) != room(r, c) {
				b.WriteString(dash)
			} else {
				b.WriteString(blank)
			}
		}
		b.WriteString("+\n")
		if r == R {
			break
		}
		for c := 0; c < C; c++ {
			if c == 0 || room(r, c-1) != room(r, c) {
				b.WriteByte('|')
			} else {
				b.WriteByte(' ')
			}
			i := r*C + c
			switch {
			case s != nil && s.Shaded[i]:
				b.WriteString(strings.Repeat("#", wide))
			case p.Nums[i] != None:
				fmt.Fprintf(&b, "%*d", wide, p.Nums[i])
			default:
				fmt.Fprintf(&b, "%*s", wide, ".")
			}
		}
		b.WriteString("|\n")
	}
	return b.String()
}
