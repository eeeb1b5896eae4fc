package kakuro

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// readState reads a player's digits: grid[i] is white cell i's digit, 0
// none. Values "1".."9"; "" or "." clears. A digit in a black cell is an
// error.
func readState(p *Puzzle, st board.State) ([]int, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 || len(st.Lines) > 0 {
		return nil, fmt.Errorf("a kakuro has digits in cells, no lines or rooms")
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	grid := make([]int, len(p.Cells))
	for _, c := range st.Cells {
		r, col := c.Cell[0], c.Cell[1]
		if !p.inside(c.Cell) {
			return nil, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", r, col, p.Rows, p.Cols)
		}
		val := strings.TrimSpace(c.Value)
		if val == "" || val == "." {
			continue
		}
		d, err := strconv.Atoi(val)
		if err != nil || d < 1 || d > 9 {
			return nil, fmt.Errorf("cell (%d,%d): %q is not a digit 1 to 9", r, col, c.Value)
		}
		if !p.Cells[r*p.Cols+col].White {
			return nil, fmt.Errorf("cell (%d,%d) is black: no digit goes there", r, col)
		}
		grid[r*p.Cols+col] = d
	}
	return grid, nil
}

// CheckState judges a player's grid (puzzle.Player): a digit twice in a
// run, a full run whose digits do not add up to its sum, and a run whose
// digits already pass its sum are problems naming the run's cells. A
// full grid without problems is solved when Check accepts it. Met lists
// the clue cells each of whose runs is full, of distinct digits, at its
// sum.
func (Kakuro) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("kakuro: CheckState of %T", pz)
	}
	grid, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	C := p.Cols
	var probs []puzzle.Problem
	done := map[int]bool{} // clue cell: each of its runs full, distinct, at its sum
	for _, run := range p.Runs() {
		cells := make([][2]int, len(run.Cells))
		where := map[int][][2]int{}
		total, full := 0, true
		for j, i := range run.Cells {
			cells[j] = [2]int{i / C, i % C}
			d := grid[i]
			if d == 0 {
				full = false
				continue
			}
			total += d
			where[d] = append(where[d], cells[j])
		}
		twice := false
		for d := 1; d <= 9; d++ {
			twice = twice || len(where[d]) > 1
		}
		if _, seen := done[run.At]; !seen {
			done[run.At] = true
		}
		done[run.At] = done[run.At] && run.Sum > 0 && full && total == run.Sum && !twice
		for d := 1; d <= 9; d++ {
			if len(where[d]) > 1 {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%d twice in %s", d, p.RunName(run)), Cells: where[d]})
			}
		}
		switch {
		case run.Sum == 0:
		case full && total != run.Sum:
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%s adds up to %d", p.RunName(run), total), Cells: cells})
		case !full && total >= run.Sum:
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%s is already at %d with cells to fill", p.RunName(run), total), Cells: cells})
		}
	}
	v := puzzle.Judge(Kakuro{}, p, probs, func() puzzle.Solution {
		for i, c := range p.Cells {
			if c.White && grid[i] == 0 {
				return nil
			}
		}
		return &Solution{Rows: p.Rows, Cols: p.Cols, Grid: grid}
	})
	// Met: the clue cells whose runs (across and down) are all complete.
	for i := range p.Cells {
		if done[i] {
			v.Met = append(v.Met, [2]int{i / C, i % C})
		}
	}
	return v, nil
}

// StateFacts (puzzle.StateReader): the digits the player wrote are in
// their cells: {"cell","digit","holds":true}.
func (Kakuro) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("kakuro: StateFacts of %T", pz)
	}
	grid, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	var out []json.RawMessage
	for i, d := range grid {
		if d == 0 {
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
