package tents

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// readState reads a player's cells: 1 a tent, 2 grass, 0 open.
func readState(p *Puzzle, st board.State) ([]int, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 {
		return nil, fmt.Errorf("a tents board has tents and grass in cells, no lines or rooms")
	}
	cells := make([]int, p.Rows*p.Cols)
	for _, c := range st.Cells {
		r, col := c.Cell[0], c.Cell[1]
		if !p.inside(r, col) {
			return nil, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", r, col, p.Rows, p.Cols)
		}
		i := r*p.Cols + col
		switch strings.TrimSpace(c.Value) {
		case "":
			cells[i] = 0
		case ValueTent:
			if p.Tree[i] {
				return nil, fmt.Errorf("cell (%d,%d) holds a tree: no tent there", r, col)
			}
			cells[i] = 1
		case ValueDot:
			if !p.Tree[i] {
				cells[i] = 2
			}
		default:
			return nil, fmt.Errorf("cell (%d,%d): %q is neither %q nor %q", r, col, c.Value, ValueTent, ValueDot)
		}
	}
	return cells, nil
}

// CheckState judges a player's board (puzzle.Player): two tents that
// touch, a row or column with more tents than its count or too few open
// cells left to reach it, a tree whose neighbours are all grass or trees,
// and a tent beside no tree are problems. A board whose cells are all
// decided is solved when Check accepts it, broken (with Check's reason:
// trees and tents that do not pair up) otherwise. Met lists the counts
// with exactly their tents (a 0: every cell of the line decided) as
// [r,-1] (row r's count, left of the grid) and [-1,c] (column c's).
func (Tents) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("tents: CheckState of %T", pz)
	}
	cells, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	R, C := p.Rows, p.Cols
	var probs []puzzle.Problem
	at := func(i int) [2]int { return [2]int{i / C, i % C} }
	for i, v := range cells {
		if v != 1 {
			continue
		}
		r, c := i/C, i%C
		for _, d := range [][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
			rr, cc := r+d[0], c+d[1]
			if p.inside(rr, cc) && cells[rr*C+cc] == 1 {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the tents at (%d,%d) and (%d,%d) touch", r, c, rr, cc),
					Cells: [][2]int{{r, c}, {rr, cc}}})
			}
		}
	}
	var met [][2]int // counts with their tents (puzzle.Verdict.Met)
	line := func(what string, idx, k int, cs []int) {
		if k == Unknown {
			return
		}
		tents, open := 0, 0
		var where [][2]int
		for _, i := range cs {
			where = append(where, at(i))
			switch {
			case cells[i] == 1:
				tents++
			case cells[i] == 0 && !p.Tree[i]:
				open++
			}
		}
		if tents == k && (k > 0 || open == 0) {
			// met: the count's label outside the grid, [r,-1] or [-1,c]
			if what == "row" {
				met = append(met, [2]int{idx, -1})
			} else {
				met = append(met, [2]int{-1, idx})
			}
		}
		switch {
		case tents > k:
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%s has %d tents, its count is %d", lineName(what, idx), tents, k), Cells: where})
		case tents+open < k:
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%s has room for %d tents at most, its count is %d", lineName(what, idx), tents+open, k), Cells: where})
		}
	}
	cs := make([]int, 0, max(R, C))
	for r := 0; r < R; r++ {
		cs = cs[:0]
		for c := 0; c < C; c++ {
			cs = append(cs, r*C+c)
		}
		line("row", r, p.RowCount[r], cs)
	}
	for c := 0; c < C; c++ {
		cs = cs[:0]
		for r := 0; r < R; r++ {
			cs = append(cs, r*C+c)
		}
		line("col", c, p.ColCount[c], cs)
	}
	// A tree with no tent and no open cell beside it.
	for i, t := range p.Tree {
		if !t {
			continue
		}
		r, c := i/C, i%C
		possible := false
		for _, d := range orth {
			rr, cc := r+d[0], c+d[1]
			if p.inside(rr, cc) && !p.Tree[rr*C+cc] && cells[rr*C+cc] != 2 {
				possible = true
			}
		}
		if !possible {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the tree at (%d,%d) has no place for its tent", r, c), Cells: [][2]int{{r, c}}})
		}
	}
	// A tent with no tree beside it.
	for i, v := range cells {
		if v != 1 {
			continue
		}
		r, c := i/C, i%C
		tree := false
		for _, d := range orth {
			rr, cc := r+d[0], c+d[1]
			if p.inside(rr, cc) && p.Tree[rr*C+cc] {
				tree = true
			}
		}
		if !tree {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the tent at (%d,%d) has no tree beside it", r, c), Cells: [][2]int{{r, c}}})
		}
	}
	complete := func() puzzle.Solution {
		s := &Solution{Rows: R, Cols: C, Tent: make([]bool, R*C)}
		for i, v := range cells {
			if v == 0 && !p.Tree[i] {
				return nil
			}
			s.Tent[i] = v == 1
		}
		return s
	}
	v := puzzle.Judge(Kind, p, probs, complete)
	if v.Status == "playing" && complete() != nil {
		// Every cell decided, no local problem, and yet Check refuses:
		// say why (the trees and tents do not pair up).
		if err := Check(p, complete().(*Solution)); err != nil {
			v = &puzzle.Verdict{Status: "broken", Problems: []puzzle.Problem{{Text: err.Error()}}}
		}
	}
	v.Met = met
	return v, nil
}

func lineName(what string, idx int) string {
	if what == "col" {
		return fmt.Sprintf("column %d", idx)
	}
	return fmt.Sprintf("row %d", idx)
}

// StateFacts (puzzle.StateReader): a tent the player placed is "a tent
// at (r,c)", a grass dot "no tent at (r,c)".
func (Tents) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("tents: StateFacts of %T", pz)
	}
	cells, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	var out []json.RawMessage
	for i, v := range cells {
		if v == 0 || p.Tree[i] {
			continue
		}
		raw, err := json.Marshal(FactJSON{Cell: [2]int{i / p.Cols, i % p.Cols}, Tent: v == 1})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
