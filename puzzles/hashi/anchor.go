package hashi

import (
	"bufio"
	_ "embed"
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// aspProgram is hashi.lp: candidate edges, unary bridge counts, clue
// counts, no crossings, connectivity by reachability from one island
// (benchmarks/anchors/README.md).
//
//go:embed hashi.lp
var aspProgram string

// Genre offers an answer-set anchor.
var _ puzzle.ASPAnchor = Genre{}

// ASPProgram is hashi.lp, the answer-set anchor (puzzle.ASPAnchor).
func (kind) ASPProgram() string { return aspProgram }

// WriteASPFacts writes p as hashi.lp's input: maxb(M) and island(R,C,N).
// Tree puzzles (Tatham's "L") and unknown clues are not supported by the
// program.
func (kind) WriteASPFacts(w io.Writer, pz puzzle.Puzzle) error {
	p, ok := pz.(*Puzzle)
	if !ok {
		return fmt.Errorf("hashi: WriteASPFacts of %T", pz)
	}
	if p.Tree {
		return fmt.Errorf("%s: hashi.lp has no tree (no-loop) rule", p.Name)
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "maxb(%d).\n", p.MaxBridges)
	for _, is := range p.Islands {
		if is.Clue == Unknown {
			return fmt.Errorf("%s: hashi.lp has no unknown clues (island at row %d, column %d)", p.Name, is.Row+1, is.Col+1)
		}
		fmt.Fprintf(bw, "island(%d,%d,%d).\n", is.Row, is.Col, is.Clue)
	}
	return bw.Flush()
}

// ASPSolution reads the bridge(R1,C1,R2,C2,K) atoms of an answer set of
// hashi.lp on p's facts.
func (kind) ASPSolution(pz puzzle.Puzzle, atoms []puzzle.ASPAtom) (puzzle.Solution, error) {
	if _, ok := pz.(*Puzzle); !ok {
		return nil, fmt.Errorf("hashi: ASPSolution of %T", pz)
	}
	s := &Solution{}
	for _, at := range atoms {
		if at.Name != "bridge" {
			continue
		}
		v, err := at.Ints(5)
		if err != nil {
			return nil, err
		}
		s.Bridges = append(s.Bridges, Bridge{From: [2]int{v[0], v[1]}, To: [2]int{v[2], v[3]}, Count: v[4]})
	}
	return s, nil
}
