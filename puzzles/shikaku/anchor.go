package shikaku

import (
	"bufio"
	_ "embed"
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// aspProgram is shikaku.lp: one rectangle per clue among those of its
// area that hold it and no other clue, every cell covered once
// (benchmarks/anchors/README.md).
//
//go:embed shikaku.lp
var aspProgram string

// Genre offers an answer-set anchor.
var _ puzzle.ASPAnchor = Genre{}

// ASPProgram is shikaku.lp, the answer-set anchor (puzzle.ASPAnchor).
func (kind) ASPProgram() string { return aspProgram }

// WriteASPFacts writes p as shikaku.lp's input: rows(H), cols(W) and
// clue(I,R,C,N) for the I-th clue (0-based, the puzzle's order). Unknown
// clues are not supported by the program.
func (kind) WriteASPFacts(w io.Writer, pz puzzle.Puzzle) error {
	p, ok := pz.(*Puzzle)
	if !ok {
		return fmt.Errorf("shikaku: WriteASPFacts of %T", pz)
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "rows(%d).\ncols(%d).\n", p.Height, p.Width)
	for i, c := range p.Clues {
		if c.N == Unknown {
			return fmt.Errorf("%s: shikaku.lp has no unknown clues (clue at row %d, column %d)", p.Name, c.Row+1, c.Col+1)
		}
		fmt.Fprintf(bw, "clue(%d,%d,%d,%d).\n", i, c.Row, c.Col, c.N)
	}
	return bw.Flush()
}

// ASPSolution reads the room(I,R,C,H,W) atoms of an answer set of
// shikaku.lp on p's facts (clue index, top row, left column, height,
// width) into rooms in the puzzle's clue order.
func (kind) ASPSolution(pz puzzle.Puzzle, atoms []puzzle.ASPAtom) (puzzle.Solution, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("shikaku: ASPSolution of %T", pz)
	}
	s := &Solution{Rooms: make([]Room, len(p.Clues))}
	seen := make([]bool, len(p.Clues))
	for _, at := range atoms {
		if at.Name != "room" {
			continue
		}
		v, err := at.Ints(5)
		if err != nil {
			return nil, err
		}
		if v[0] < 0 || v[0] >= len(p.Clues) || seen[v[0]] {
			return nil, fmt.Errorf("%s: clue %d out of range or repeated", at, v[0])
		}
		seen[v[0]] = true
		s.Rooms[v[0]] = Room{Row: v[1], Col: v[2], Height: v[3], Width: v[4], Clue: p.Clues[v[0]].N}
	}
	for i, ok := range seen {
		if !ok {
			return nil, fmt.Errorf("no room for clue %d", i)
		}
	}
	return s, nil
}
