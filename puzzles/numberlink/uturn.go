package numberlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
)

// U-turns (--fill free only). A U-turn is a path going round three
// sides of a 2x2 block of cells: a-b-c-d, the fourth side a-d unused.
// Under --fill free every solution T with a U-turn has another one, the
// shortcut (a-d instead of a-b-c-d: b and c are left empty, a and d keep
// their degrees, the path stays a path between the same numbers), with
// fewer used lines; repeated shortcuts end at a U-turn-free solution. So
//
//  1. the puzzle has a solution iff it has a U-turn-free one;
//  2. it has two or more iff it has two U-turn-free ones, or its one
//     U-turn-free solution S has a detour: a used line a-d beside two
//     cells b, c (a 2x2 block a, b, c, d) on no path in S. (If T ≠ S,
//     the last shortcut of T's chain turns some T' into S, and T' is S
//     with a-d replaced by a-b-c-d: b and c were on T''s path only.)
//
// The detour T' = S with a-b-c-d for a-d has the U-turn u = a-b-c-d and
// at most two more, both sharing a line with u: w-x-a-b, round the
// block across a-b (x the cell before a), and c-d-y-z, round the block
// across c-d. Any other three consecutive lines of T' round a block
// would be a U-turn of S or need a cell adjacent to both a and c other
// than b and d.
//
// The clauses: a variable allow(u) per possible U-turn u (4 a block), at
// most one true (ladder), allow(u) only when u's three lines are used,
// and for each possible U-turn v the clause "not all three lines of v,
// or allow(v), or allow(u) for a u of which v is a side U-turn". Every
// model is a solution; U-turn-free solutions are all models; and when
// S is the only U-turn-free solution and has a detour, T' is a second
// model. So the models number 0, 1 or 2+ exactly when the solutions do:
// satisfiability and uniqueness are both decided by the generic loop.
//
// Under --fill all a shortcut leaves b and c empty, which that rule
// forbids: none of this applies, and these clauses are not added.

// uSides are the sides of a block: 0 top, 1 right, 2 bottom, 3 left;
// the U-turn (block, s) uses every side but s.
func uTurns(f *encode.Formula, b *encode.Builder, p *Puzzle, edge []encode.Lit) {
	R, C := p.Rows-1, p.Cols-1 // blocks
	if R < 1 || C < 1 {
		return
	}
	side := func(r, c, s int) encode.Lit {
		var x int
		switch s {
		case 0:
			x, _ = p.EdgeBetween([2]int{r, c}, [2]int{r, c + 1})
		case 1:
			x, _ = p.EdgeBetween([2]int{r, c + 1}, [2]int{r + 1, c + 1})
		case 2:
			x, _ = p.EdgeBetween([2]int{r + 1, c}, [2]int{r + 1, c + 1})
		default:
			x, _ = p.EdgeBetween([2]int{r, c}, [2]int{r + 1, c})
		}
		return edge[x]
	}
	allow := make([]encode.Lit, 4*R*C)
	idx := func(r, c, s int) int { return (r*C+c)*4 + s }
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			for s := 0; s < 4; s++ {
				a := f.New(fmt.Sprintf("numberlink.uturn(%d,%d)#%d", r, c, s))
				allow[idx(r, c, s)] = a
				for t := 0; t < 4; t++ {
					if t != s {
						b.Clause(-a, side(r, c, t))
					}
				}
			}
		}
	}
	// Blocks across a side: up, right, down, left.
	dr := [4]int{-1, 0, 1, 0}
	dc := [4]int{0, 1, 0, -1}
	var cl []encode.Lit
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			for s := 0; s < 4; s++ {
				cl = cl[:0]
				for t := 0; t < 4; t++ {
					if t != s {
						cl = append(cl, -side(r, c, t))
					}
				}
				cl = append(cl, allow[idx(r, c, s)])
				// v = (r,c,s) is a side U-turn of u = (block across a
				// side perpendicular to s, the side opposite s).
				for _, t := range [2]int{(s + 1) % 4, (s + 3) % 4} {
					r2, c2 := r+dr[t], c+dc[t]
					if r2 >= 0 && r2 < R && c2 >= 0 && c2 < C {
						cl = append(cl, allow[idx(r2, c2, (s+2)%4)])
					}
				}
				b.Clause(cl...)
			}
		}
	}
	lb := encode.NewBuilder(f, encode.Binomial, encode.Ladder)
	lb.AtMostOne(allow)
}
