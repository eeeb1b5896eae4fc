package lits

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
	return shade.Grid{Rows: p.Rows, Cols: p.Cols}.ReadState(st, "lits")
}

// CheckState judges a player's shading (puzzle.Player): more than 4
// shaded cells in a region, a region whose open cells cannot make up 4,
// a region's 4 shaded cells that are no L, I, T or S, a 2x2 block all
// shaded, and two complete tetrominoes of one shape touching across a
// border are problems. Shading as Check wants: solved. Met lists the
// cells of every region whose 4 shaded cells make a tetromino, none of
// them in a problem.
func (LITS) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("lits: CheckState of %T", pz)
	}
	g, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	R, C := p.Rows, p.Cols
	var probs []puzzle.Problem
	cellOf := func(i int) [2]int { return [2]int{i / C, i % C} }
	shade := &Solution{Rows: R, Cols: C, Shade: make([]bool, R*C)}
	for i, v := range g {
		shade.Shade[i] = v == 1
	}
	letters := Letters(p, shade)
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
		switch {
		case len(shaded) > 4:
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%d shaded cells in %s, want 4", len(shaded), name), Cells: shaded})
		case len(shaded)+open < 4:
			cs := make([][2]int, len(cells))
			for n, i := range cells {
				cs[n] = cellOf(i)
			}
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%s has room for %d shaded cells, want 4", name, len(shaded)+open), Cells: cs})
		case len(shaded) == 4 && letters[shaded[0][0]*C+shaded[0][1]] == '?':
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the shaded cells of %s are no L, I, T or S", name), Cells: shaded})
		}
	}
	for r := 0; r+1 < R; r++ {
		for c := 0; c+1 < C; c++ {
			if g[r*C+c] == 1 && g[r*C+c+1] == 1 && g[(r+1)*C+c] == 1 && g[(r+1)*C+c+1] == 1 {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the 2x2 block at (%d,%d) is all shaded", r, c),
					Cells: [][2]int{{r, c}, {r, c + 1}, {r + 1, c}, {r + 1, c + 1}}})
			}
		}
	}
	for i, v := range g {
		r, c := i/C, i%C
		if v == 1 && p.Regions.Of[i] < 0 {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the shaded cell (%d,%d) is in no region", r, c), Cells: [][2]int{{r, c}}})
		}
		if v != 1 || letters[i] == '?' || letters[i] == 0 {
			continue
		}
		for _, j := range []int{i + 1, i + C} {
			if (j == i+1 && c+1 >= C) || j >= R*C || g[j] != 1 || p.Regions.Of[i] == p.Regions.Of[j] {
				continue
			}
			if letters[i] == letters[j] {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("two %c tetrominoes touch at (%d,%d) and (%d,%d)", letters[i], r, c, j/C, j%C),
					Cells: [][2]int{{r, c}, {j / C, j % C}}})
			}
		}
	}
	v := puzzle.Judge(LITS{}, p, probs, func() puzzle.Solution {
		n := 0
		for _, v := range g {
			if v == 1 {
				n++
			}
		}
		if n != 4*p.Regions.N {
			return nil
		}
		return shade
	})
	// Met (the page dims them): a region whose 4 shaded cells make an L,
	// I, T or S, none of them in a problem, as all its cells.
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
				ok = ok && !bad[cellOf(i)] && letters[i] != '?' && letters[i] != 0
			}
		}
		if ok && n == 4 {
			for _, i := range cells {
				v.Met = append(v.Met, cellOf(i))
			}
		}
	}
	return v, nil
}

// StateFacts (puzzle.StateReader): a cell the player shaded is "(r,c) is
// shaded", a dot "(r,c) is unshaded".
func (LITS) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("lits: StateFacts of %T", pz)
	}
	g, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	return shade.Grid{Rows: p.Rows, Cols: p.Cols}.StateFacts(g)
}
