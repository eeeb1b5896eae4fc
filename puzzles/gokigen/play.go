package gokigen

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// moves are the player's moves: a click in a face (a cell between four
// corners) cycles it through nothing, '\' and '/'.
var moves = &board.Moves{Faces: true, Cells: []board.CellValue{
	{Value: "\\", Text: backText},
	{Value: "/", Text: slashText},
}}

// readState reads a player's diagonals: back and known per cell.
func readState(p *Puzzle, st board.State) (back, known []bool, err error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 || len(st.Lines) > 0 {
		return nil, nil, fmt.Errorf("a gokigen has diagonals in cells, no lines or rooms")
	}
	back = make([]bool, p.Rows*p.Cols)
	known = make([]bool, p.Rows*p.Cols)
	for _, c := range st.Cells {
		r, col := c.Cell[0], c.Cell[1]
		if r < 0 || r >= p.Rows || col < 0 || col >= p.Cols {
			return nil, nil, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", r, col, p.Rows, p.Cols)
		}
		k := r*p.Cols + col
		switch c.Value {
		case "\\", backText:
			back[k], known[k] = true, true
		case "/", slashText:
			back[k], known[k] = false, true
		case "", ".":
			known[k] = false
		default:
			return nil, nil, fmt.Errorf("cell (%d,%d): %q is no diagonal (want \\ or /)", r, col, c.Value)
		}
	}
	return back, known, nil
}

// CheckState judges a player's diagonals (puzzle.Player): a clue touched
// by more diagonals than it says, or by fewer even if every open cell
// around it touched it, is a problem at its corner; a loop of diagonals
// is a problem at the loop's corners. A full grid without problems is
// solved when Check accepts it.
func (Gokigen) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("gokigen: CheckState of %T", pz)
	}
	back, known, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	// clue numbers: 1-based, in the order of Encoding.Clues (row-major).
	index := map[int]int{}
	for k, v := range p.Clues {
		if v != None {
			index[k] = len(index) + 1
		}
	}
	var probs []puzzle.Problem
	for _, k := range ClueProblems(p, back, known) {
		i, j := k/(p.Cols+1), k%(p.Cols+1)
		probs = append(probs, puzzle.Problem{
			Text:  fmt.Sprintf("%s: %d diagonals touch it", ClueWords(i, j, p.Clues[k]), touchCount(p, back, known, i, j)),
			Cells: [][2]int{{i, j}}, Clue: index[k]})
	}
	if loop := LoopCells(p, back, known); len(loop) > 0 {
		var corners [][2]int
		for _, cell := range loop {
			a, _ := p.Ends(cell/p.Cols, cell%p.Cols, back[cell])
			corners = append(corners, [2]int{a / (p.Cols + 1), a % (p.Cols + 1)})
		}
		probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the diagonals of %d cells form a loop", len(loop)), Cells: corners})
	}
	complete := func() puzzle.Solution {
		for _, k := range known {
			if !k {
				return nil
			}
		}
		return &Solution{Rows: p.Rows, Cols: p.Cols, Back: back}
	}
	v := puzzle.Judge(Kind, p, probs, complete)
	v.Met = metClues(p, back, known)
	return v, nil
}

// metClues are the corners whose clue the diagonals meet exactly: as
// many touch it as it says and every cell around it is drawn
// (puzzle.Verdict.Met).
func metClues(p *Puzzle, back, known []bool) [][2]int {
	var met [][2]int
	for i := 0; i <= p.Rows; i++ {
		for j := 0; j <= p.Cols; j++ {
			k := i*(p.Cols+1) + j
			if p.Clues[k] == None {
				continue
			}
			open := false
			for _, d := range [4][2]int{{-1, -1}, {-1, 0}, {0, -1}, {0, 0}} {
				r, c := i+d[0], j+d[1]
				if r >= 0 && r < p.Rows && c >= 0 && c < p.Cols && !known[r*p.Cols+c] {
					open = true
				}
			}
			if !open && touchCount(p, back, known, i, j) == p.Clues[k] {
				met = append(met, [2]int{i, j})
			}
		}
	}
	return met
}

// StateFacts (puzzle.StateReader): each diagonal the player drew is a
// fact {"cell":[r,c],"diagonal":"\\"} (or "/").
func (Gokigen) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("gokigen: StateFacts of %T", pz)
	}
	back, known, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	var out []json.RawMessage
	for k := range back {
		if !known[k] {
			continue
		}
		raw, err := json.Marshal(FactJSON{Cell: [2]int{k / p.Cols, k % p.Cols}, Diagonal: string(slashChar(back[k]))})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
