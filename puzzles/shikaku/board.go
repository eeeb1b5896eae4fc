package shikaku

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder): a "cells" grid with
// the clues, a solution's rooms filled and bordered. With an
// explanation's view, the cells whose room is known take that room's
// fill, walls part cells known to be in different rooms, the step's facts
// are marked in their cells (a box: "belongs", a cross: "does not
// belong") with their class, and its clues are ringed. Players draw
// rooms.
func (kind) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("shikaku: Board of a %T", pz)
	}
	return p.Board(v), nil
}

// Board is p as drawn with view v.
func (p *Puzzle) Board(v puzzle.View) *board.Board {
	b := &board.Board{Rows: p.Height, Cols: p.Width, Grid: board.GridCells, Moves: &board.Moves{Rooms: true}}
	if s, ok := v.Solution.(*Solution); ok && s != nil {
		for i, rm := range s.Rooms {
			b.Rooms = append(b.Rooms, board.Room{Row: rm.Row, Col: rm.Col, Width: rm.Width, Height: rm.Height, Fill: board.FillOf(i)})
		}
	}
	if v.Explaining() {
		p.knownCells(b, v)
	}
	ringed := map[[2]int]bool{}
	if v.Enc != nil {
		for _, i := range v.Clues {
			if i >= 0 && i < len(v.Enc.Clues) {
				if cj, ok := v.Enc.Clues[i].JSON.(ClueJSON); ok {
					ringed[cj.Clue] = true
				}
			}
		}
	}
	for _, c := range p.Clues {
		cell := board.Cell{At: [2]int{c.Row, c.Col}, Text: c.text()}
		if ringed[cell.At] {
			cell.Class = board.ClassClue
		}
		b.Cells = append(b.Cells, cell)
	}
	return b
}

// knownCells adds what v's explanation knows: the cells whose room is
// known filled in its colour, walls between cells known to be in
// different rooms, the facts the step uses and its new ones marked.
func (p *Puzzle) knownCells(b *board.Board, v puzzle.View) {
	clueIdx := map[[2]int]int{}
	for i, c := range p.Clues {
		clueIdx[[2]int{c.Row, c.Col}] = i
	}
	room := map[[2]int]int{}
	for l, ok := range v.Known {
		if !ok {
			continue
		}
		if fj, isCell := v.Enc.FactOf(l).JSON.(FactJSON); isCell && fj.Holds {
			if k, ok := clueIdx[fj.Clue]; ok {
				room[fj.Cell] = k
			}
		}
	}
	for r := 0; r < p.Height; r++ {
		for c := 0; c < p.Width; c++ {
			if k, ok := room[[2]int{r, c}]; ok {
				b.Cells = append(b.Cells, board.Cell{At: [2]int{r, c}, Fill: board.FillOf(k)})
			}
		}
	}
	for r := 0; r < p.Height; r++ {
		for c := 0; c < p.Width; c++ {
			k, ok := room[[2]int{r, c}]
			if !ok {
				continue
			}
			if k2, ok2 := room[[2]int{r, c + 1}]; ok2 && k2 != k {
				b.Walls = append(b.Walls, board.Wall{At: [2]int{r, c}, Side: "r"})
			}
			if k2, ok2 := room[[2]int{r + 1, c}]; ok2 && k2 != k {
				b.Walls = append(b.Walls, board.Wall{At: [2]int{r, c}, Side: "b"})
			}
		}
	}
	mark := func(lits []encode.Lit, class string) {
		for _, l := range lits {
			f := v.Enc.FactOf(l)
			fj, ok := f.JSON.(FactJSON)
			if !ok {
				continue
			}
			m := board.MarkCross
			if fj.Holds {
				m = board.MarkBox
			}
			b.Cells = append(b.Cells, board.Cell{At: fj.Cell, Mark: m, Class: class, Title: f.Text})
		}
	}
	mark(v.Used, board.ClassUsed)
	mark(v.New, board.ClassNew)
}
