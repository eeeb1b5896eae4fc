package serve

import (
	"bytes"
	"encoding/json"

	"github.com/puzzlesat/puzzlesat/puzzle"
	pboard "github.com/puzzlesat/puzzlesat/puzzle/board"
)

// A player's state, POST /api/check's "state", is a board.State in the
// board's terms (0-based [row, col] cells):
//
//	{"edges":[{"from":[r,c],"to":[r,c],"count":k},...],
//	 "rooms":[{"row":r,"col":c,"width":w,"height":h},...],
//	 "cells":[{"cell":[r,c],"value":V},...]}
//
// A kind reads the parts its board uses (Hashi the edges, its bridges;
// Shikaku the rooms; zebra the cells of its grid, "yes" or "no") and
// rejects the others. The answer is the kind's puzzle.Verdict:
//
//	{"status":"solved"|"broken"|"playing","problems":[{"text":T,"cells":[[r,c],...],"clue":i},...]}

// check checks a player's state (JSON only) with the kind's
// puzzle.Player: the rules a partial state can already break, and the
// kind's own Check when it is complete.
func (s *Server) check(rq *request) (any, error) {
	if !rq.json {
		return nil, badRequest("check takes a JSON request: {\"kind\":...,\"puzzle\":...,\"state\":{...}}")
	}
	in, err := s.readInput(rq, false, false)
	if err != nil {
		return nil, err
	}
	if err := rq.unused(); err != nil {
		return nil, err
	}
	pl, ok := in.kind.(puzzle.Player)
	if !ok {
		return nil, badRequest("%s puzzles cannot be played here", in.kind.Name())
	}
	if len(rq.state) == 0 {
		return nil, badRequest(`check needs "state"`)
	}
	var st pboard.State
	dec := json.NewDecoder(bytes.NewReader(rq.state))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&st); err != nil {
		return nil, badRequest("state: %v", err)
	}
	v, err := pl.CheckState(in.item.Puzzle, st)
	if err != nil {
		return nil, badRequest("state: %v", err)
	}
	if len(v.Problems) > puzzle.MaxProblems {
		v.Problems = v.Problems[:puzzle.MaxProblems]
	}
	if v.Problems == nil {
		v.Problems = []puzzle.Problem{}
	}
	return v, nil
}
