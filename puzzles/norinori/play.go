package norinori

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/shape/shade"
)

// readState reads a player's cells: +1 shaded, -1 a dot (unshaded), 0
// nothing. Values: "shaded" (or "#"), "unshaded" (or "dot", "."), ""
// clears.
func readState(p *Puzzle, st board.State) ([]int, error) {
	return shade.Grid{Rows: p.Rows, Cols: p.Cols}.ReadState(st, "norinori")
}

// CheckState judges a player's shading (puzzle.Player): more than 2
// shaded cells in a region, a region whose open cells cannot make up 2, a
// shaded cell with two or more shaded neighbours, and a shaded cell whose
// neighbours are all unshaded (dots or the edge) are problems. Every
// region with 2 as Check wants: solved. Met lists the cells of every
// region with its 2 shaded cells, none of them in a problem.
func (Norinori) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("norinori: CheckState of %T", pz)
	}
	g, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	R, C := p.Rows, p.Cols
	var probs []puzzle.Problem
	cellOf := func(i int) [2]int { return [2]int{i / C, i % C} }
	for k := 0; k < p.Regions.N; k++ {
		cells := p.Regions.Cells(k)
		var shaded [][2]int
		open := 0
		for _, i := range cells {
			switch g[i] {
			case 1:
				shaded = append(shaded, cellOf(i))
			case 0:
				open++
			}
		}
		name := p.RegionName(k)
		if len(shaded) > 2 {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%d shaded cells in %s, want 2", len(shaded), name), Cells: shaded})
		} else if len(shaded)+open < 2 {
			cs := make([][2]int, len(cells))
			for n, i := range cells {
				cs[n] = cellOf(i)
			}
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%s has room for %d shaded cells, want 2", name, len(shaded)+open), Cells: cs})
		}
	}
	for i, v := range g {
		if v != 1 {
			continue
		}
		r, c := i/C, i%C
		var sh [][2]int
		open := 0
		for _, d := range [][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}} {
			rr, cc := r+d[0], c+d[1]
			if rr < 0 || rr >= R || cc < 0 || cc >= C {
				continue
			}
			switch g[rr*C+cc] {
			case 1:
				sh = append(sh, [2]int{rr, cc})
			case 0:
				open++
			}
		}
		if len(sh) > 1 {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the shaded cell (%d,%d) has %d shaded neighbours, want 1", r, c, len(sh)),
				Cells: append([][2]int{{r, c}}, sh...)})
		} else if len(sh) == 0 && open == 0 {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the shaded cell (%d,%d) has no room for a shaded neighbour", r, c), Cells: [][2]int{{r, c}}})
		}
	}
	v := puzzle.Judge(Norinori{}, p, probs, func() puzzle.Solution {
		s := &Solution{Rows: R, Cols: C, Shade: make([]bool, R*C)}
		n := 0
		for i, v := range g {
			if v == 1 {
				s.Shade[i] = true
				n++
			}
		}
		if n != 2*p.Regions.N {
			return nil
		}
		return s
	})
	// Met (the page dims them): a region with its 2 shaded cells, none of
	// them in a problem, as all its cells.
	bad := map[[2]int]bool{}
	for _, pr := range probs {
		for _, c := range pr.Cells {
			bad[c] = bad[c] || g[c[0]*C+c[1]] == 1
		}
	}
	for k := 0; k < p.Regions.N; k++ {
		cells := p.Regions.Cells(k)
		n, ok := 0, true
		for _, i := range cells {
			if g[i] == 1 {
				n++
				ok = ok && !bad[cellOf(i)]
			}
		}
		if ok && n == 2 {
			for _, i := range cells {
				v.Met = append(v.Met, cellOf(i))
			}
		}
	}
	return v, nil
}

// StateFacts (puzzle.StateReader): a cell the player shaded is "(r,c) is
// shaded", a dot "(r,c) is unshaded".
func (Norinori) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("norinori: StateFacts of %T", pz)
	}
	g, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	return shade.Grid{Rows: p.Rows, Cols: p.Cols}.StateFacts(g)
}
