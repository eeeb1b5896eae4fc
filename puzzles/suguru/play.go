package suguru

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// readState reads a player's digits over the givens: grid[i] is cell i's
// digit, 0 none. Values "1".."n"; "" or "." clears. A digit written over
// a different given is a problem.
func readState(p *Puzzle, st board.State) ([]int, []puzzle.Problem, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 || len(st.Lines) > 0 {
		return nil, nil, fmt.Errorf("a suguru has digits in cells, no lines or rooms")
	}
	if err := p.Validate(); err != nil {
		return nil, nil, err
	}
	grid := append([]int(nil), p.Givens...)
	var probs []puzzle.Problem
	for _, c := range st.Cells {
		r, col := c.Cell[0], c.Cell[1]
		if !p.inside(c.Cell) {
			return nil, nil, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", r, col, p.Rows, p.Cols)
		}
		val := strings.TrimSpace(c.Value)
		d := 0
		if val != "" && val != "." {
			var err error
			if d, err = strconv.Atoi(val); err != nil || d < 1 || d > MaxRegion {
				return nil, nil, fmt.Errorf("cell (%d,%d): %q is not a digit 1 to %d", r, col, c.Value, MaxRegion)
			}
		}
		i := r*p.Cols + col
		if g := p.Givens[i]; g != 0 {
			if d != 0 && d != g {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%s cannot change", GivenWords(r, col, g)), Cells: [][2]int{{r, col}}})
			}
			continue
		}
		grid[i] = d
	}
	return grid, probs, nil
}

// CheckState judges a player's grid (puzzle.Player): a digit larger than
// its region, a digit twice in a region, two equal digits touching
// (diagonally included) and a digit written over a different given are
// problems naming the cells. A full grid without problems is solved when
// Check accepts it.
func (Suguru) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("suguru: CheckState of %T", pz)
	}
	grid, probs, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	R, C := p.Rows, p.Cols
	at := func(i int) [2]int { return [2]int{i / C, i % C} }
	for i, d := range grid {
		if d > p.Size(i) {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("(%d,%d) holds %d, its region has %d cells", i/C, i%C, d, p.Size(i)), Cells: [][2]int{at(i)}})
		}
	}
	for k := 0; k < p.Regions.N; k++ {
		where := map[int][][2]int{}
		for _, i := range p.Regions.Cells(k) {
			if d := grid[i]; d != 0 {
				where[d] = append(where[d], at(i))
			}
		}
		for d := 1; d <= MaxRegion; d++ {
			if cs := where[d]; len(cs) > 1 {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%d twice in %s", d, p.RegionName(k)), Cells: cs})
			}
		}
	}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			d := grid[r*C+c]
			if d == 0 {
				continue
			}
			for _, dd := range [][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
				rr, cc := r+dd[0], c+dd[1]
				if rr >= R || cc < 0 || cc >= C || grid[rr*C+cc] != d || p.Regions.Of[r*C+c] == p.Regions.Of[rr*C+cc] {
					continue
				}
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("(%d,%d) and (%d,%d) touch and both hold %d", r, c, rr, cc, d),
					Cells: [][2]int{{r, c}, {rr, cc}}})
			}
		}
	}
	return puzzle.Judge(Suguru{}, p, probs, func() puzzle.Solution {
		for _, d := range grid {
			if d == 0 {
				return nil
			}
		}
		return &Solution{Rows: R, Cols: C, Grid: grid}
	}), nil
}

// StateFacts (puzzle.StateReader): the givens, and the digits the player
// wrote, are in their cells: {"cell","digit","holds":true}. (The givens
// are stated too, so that a hint is a deduction, not a given read aloud.)
func (Suguru) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("suguru: StateFacts of %T", pz)
	}
	grid, _, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	var out []json.RawMessage
	for i, d := range grid {
		if d == 0 || d > p.Size(i) {
			continue
		}
		raw, err := json.Marshal(FactJSON{Cell: [2]int{i / p.Cols, i % p.Cols}, Digit: d, Holds: true})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
