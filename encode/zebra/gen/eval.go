package gen

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/zebra"
)

// grid is the variable layout of zebra.Encode: x(c,v,h) is "value v of
// category c is at position h", numbered 1 + (c*N+v)*N + h. These are the
// primary variables; clue encodings may add auxiliary variables after them.
type grid struct{ M, N int }

func (g grid) x(r zebra.Ref, h int) encode.Lit {
	return encode.Lit(1 + (r.Cat*g.N+r.Val)*g.N + h)
}

func (g grid) numPrimary() int { return g.M * g.N * g.N }

// holds evaluates clue c on a solution given as pos[cat][val] = position
// (0-based), N positions. It shares no code with the encoder and is the
// generator's ground truth for "this clue is true".
func holds(c zebra.Clue, pos [][]int, n int) bool {
	p := func(i int) int { return pos[c.Args[i].Cat][c.Args[i].Val] }
	abs := func(a int) int {
		if a < 0 {
			return -a
		}
		return a
	}
	switch c.Kind {
	case zebra.Same:
		return p(0) == p(1)
	case zebra.NotSame:
		return p(0) != p(1)
	case zebra.At:
		return p(0) == c.K
	case zebra.NotAt:
		return p(0) != c.K
	case zebra.LeftOf:
		return p(0) < p(1)
	case zebra.RightOf:
		return p(0) > p(1)
	case zebra.DirectlyLeft:
		return p(0)+1 == p(1)
	case zebra.DirectlyRight:
		return p(0) == p(1)+1
	case zebra.NextTo:
		return abs(p(0)-p(1)) == 1
	case zebra.NotNextTo:
		return abs(p(0)-p(1)) != 1
	case zebra.Gap:
		return abs(p(0)-p(1)) == c.K+1
	case zebra.Between:
		return (p(1) < p(0) && p(0) < p(2)) || (p(2) < p(0) && p(0) < p(1))
	case zebra.BetweenOrdered:
		return p(1) < p(0) && p(0) < p(2)
	case zebra.AtEnd:
		return p(0) == 0 || p(0) == n-1
	case zebra.NotAtEnd:
		return p(0) != 0 && p(0) != n-1
	case zebra.Middle:
		if n%2 == 1 {
			return p(0) == (n-1)/2
		}
		return p(0) == n/2-1 || p(0) == n/2
	case zebra.Odd:
		return (p(0)+1)%2 == 1
	case zebra.Even:
		return (p(0)+1)%2 == 0
	case zebra.EitherOr:
		return (p(0) == p(1)) != (p(0) == p(2))
	case zebra.AnyOf:
		for _, s := range c.Any {
			if holds(s, pos, n) {
				return true
			}
		}
		return false
	}
	return false
}
