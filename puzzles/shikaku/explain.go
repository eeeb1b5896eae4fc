package shikaku

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/english"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Explaining implements puzzle.Explainer: facts are "cell (r,c) does (not)
// belong to the room of the clue at (r',c')", one literal each; a step's
// facts read grouped by room.
func (kind) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	return &factReader{puzzle.NewLiteralReader(enc)}
}

// factReader says a Shikaku encoding's facts by room.
type factReader struct{ *puzzle.LiteralReader }

// Say groups the facts by room: "cells (0,1) and (0,2) belong to the room
// of the clue at (0,0)". A cell placed in a room is said to be in no
// other room by that alone.
func (r *factReader) Say(fs []puzzle.Statement) string {
	type key struct {
		clue  [2]int
		holds bool
	}
	var order []key
	cells := map[key][]string{}
	placed := map[[2]int]bool{} // cells whose room a fact here names
	for _, f := range fs {
		fj, ok := f.JSON.(FactJSON)
		if !ok {
			return r.LiteralReader.Say(fs)
		}
		if fj.Holds {
			placed[fj.Cell] = true
		}
	}
	for _, f := range fs {
		fj := f.JSON.(FactJSON)
		if !fj.Holds && placed[fj.Cell] {
			continue // "cell c belongs to room A" says it is in no other room
		}
		k := key{fj.Clue, fj.Holds}
		if _, seen := cells[k]; !seen {
			order = append(order, k)
		}
		cells[k] = append(cells[k], fmt.Sprintf("(%d,%d)", fj.Cell[0], fj.Cell[1]))
	}
	ts := make([]string, len(order))
	for i, k := range order {
		cs := cells[k]
		verb := map[bool]string{true: "belongs", false: "does not belong"}[k.holds]
		noun := "cell"
		if len(cs) > 1 {
			verb = map[bool]string{true: "belong", false: "do not belong"}[k.holds]
			noun = "cells"
		}
		ts[i] = fmt.Sprintf("%s %s %s to the room of the clue at (%d,%d)", noun, english.List(cs, "and"), verb, k.clue[0], k.clue[1])
	}
	return strings.Join(ts, "; ")
}

func (r *factReader) Rules() []string {
	return []string{"rooms are rectangles", "the rooms cover the grid without overlapping", "each room holds exactly one clue"}
}

// SolutionJSON is {"rooms":[...]}.
func (r *factReader) SolutionJSON(sol puzzle.Solution) any {
	s := sol.(*Solution)
	rooms := make([]JSONRoom, len(s.Rooms))
	for i, rm := range s.Rooms {
		rooms[i] = JSONRoom{Row: rm.Row, Col: rm.Col, Width: rm.Width, Height: rm.Height, Clue: rm.Clue}
	}
	return struct {
		Rooms []JSONRoom `json:"rooms"`
	}{rooms}
}
