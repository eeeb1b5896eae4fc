package shikaku

import (
	"errors"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

var _ puzzle.Player = kind{}

// CheckState is Shikaku's player (puzzle.Player): the state's rooms are
// the rectangles drawn, {"row":r,"col":c,"width":w,"height":h} (the
// top-left cell, 0-based). It finds rooms that no more rooms can mend:
// outside the grid, overlapping, holding no clue or two, or of another
// area than their clue. A state whose rooms break nothing and cover the
// grid is "solved" when Check accepts it. Met lists the numbers whose
// room has their area and overlaps no other room.
func (kind) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("shikaku: CheckState of %T", pz)
	}
	switch {
	case len(st.Edges) > 0:
		return nil, errors.New("shikaku states have rooms, not edges")
	case len(st.Cells) > 0:
		return nil, errors.New("shikaku states have rooms, not cells")
	}
	if len(st.Rooms) > p.Width*p.Height {
		return puzzle.Judge(Kind, p, []puzzle.Problem{{Text: fmt.Sprintf("%d rooms in a grid of %d cells", len(st.Rooms), p.Width*p.Height)}}, nil), nil
	}
	var probs []puzzle.Problem
	owner := map[[2]int]int{}
	clash := map[int]bool{} // rooms another room overlaps
	var clueOf []int        // sol.Rooms[k] is st.Rooms[clueOf[k]]
	var clueAt [][2]int     // and holds the clue at clueAt[k]
	covered := 0
	sol := &Solution{}
	for i, rm := range st.Rooms {
		if len(probs) >= puzzle.MaxProblems {
			break
		}
		if rm.Width < 1 || rm.Height < 1 || rm.Row < 0 || rm.Col < 0 || rm.Row+rm.Height > p.Height || rm.Col+rm.Width > p.Width {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the room at [%d %d] (%dx%d) is not inside the grid", rm.Row, rm.Col, rm.Width, rm.Height)})
			continue
		}
		cells := roomCells(rm)
		overlap := false
		for _, c := range cells {
			if o, ok := owner[c]; ok {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("rooms %d and %d overlap at %v", o+1, i+1, c), Cells: [][2]int{c}})
				clash[o] = true
				overlap = true
				break // each cell is claimed once: the work stays within the grid's size
			}
			owner[c] = i
			covered++
		}
		if overlap {
			continue
		}
		var in []Clue
		for _, cl := range p.Clues {
			if cl.Row >= rm.Row && cl.Row < rm.Row+rm.Height && cl.Col >= rm.Col && cl.Col < rm.Col+rm.Width {
				in = append(in, cl)
			}
		}
		switch {
		case len(in) == 0:
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the room at [%d %d] (%dx%d) holds no clue", rm.Row, rm.Col, rm.Width, rm.Height), Cells: cells})
		case len(in) > 1:
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the room at [%d %d] (%dx%d) holds %d clues", rm.Row, rm.Col, rm.Width, rm.Height, len(in)), Cells: cells})
		case in[0].N != Unknown && in[0].N != rm.Width*rm.Height:
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the room of the %d at [%d %d] has %d cells", in[0].N, in[0].Row, in[0].Col, rm.Width*rm.Height), Cells: cells})
		default:
			sol.Rooms = append(sol.Rooms, Room{Row: rm.Row, Col: rm.Col, Width: rm.Width, Height: rm.Height, Clue: in[0].N})
			clueOf = append(clueOf, i)
			clueAt = append(clueAt, [2]int{in[0].Row, in[0].Col})
		}
	}
	v := puzzle.Judge(Kind, p, probs, func() puzzle.Solution {
		if covered != p.Width*p.Height {
			return nil
		}
		return sol
	})
	// Met: a number whose room, overlapping no other, has its area.
	for k, rm := range sol.Rooms {
		if rm.Clue != Unknown && !clash[clueOf[k]] {
			v.Met = append(v.Met, clueAt[k])
		}
	}
	return v, nil
}

// roomCells are the cells of rm, row by row.
func roomCells(rm board.RoomState) [][2]int {
	var out [][2]int
	for r := rm.Row; r < rm.Row+rm.Height; r++ {
		for c := rm.Col; c < rm.Col+rm.Width; c++ {
			out = append(out, [2]int{r, c})
		}
	}
	return out
}
