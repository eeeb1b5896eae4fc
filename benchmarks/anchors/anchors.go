// Package anchors holds the answer-set programs that puzzlesat's speed is
// compared with (hashi.lp, shikaku.lp; run with gringo | clasp), writes a
// puzzle as their input facts, and reads clasp's answer back into the
// puzzle's own solution type so that the puzzle's rule checker can judge
// it. README.md says how the comparison is run.
package anchors

import (
	"bufio"
	_ "embed"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
)

// HashiProgram is hashi.lp: candidate edges, unary bridge counts, clue
// counts, no crossings, connectivity by reachability from one island.
//
//go:embed hashi.lp
var HashiProgram string

// ShikakuProgram is shikaku.lp: one rectangle per clue among those of
// its area that hold it and no other clue, every cell covered once.
//
//go:embed shikaku.lp
var ShikakuProgram string

// WriteHashiFacts writes p as hashi.lp's input: island(R,C,N) and maxb(M).
// Tree puzzles (Tatham's "L") are not supported by the program.
func WriteHashiFacts(w io.Writer, p *hashi.Puzzle) error {
	if p.Tree {
		return fmt.Errorf("%s: hashi.lp has no tree (no-loop) rule", p.Name)
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "maxb(%d).\n", p.MaxBridges)
	for _, is := range p.Islands {
		fmt.Fprintf(bw, "island(%d,%d,%d).\n", is.Row, is.Col, is.Clue)
	}
	return bw.Flush()
}

// WriteShikakuFacts writes p as shikaku.lp's input: rows(H), cols(W) and
// clue(I,R,C,N) for the I-th clue (0-based, the puzzle's order).
func WriteShikakuFacts(w io.Writer, p *shikaku.Puzzle) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "rows(%d).\ncols(%d).\n", p.Height, p.Width)
	for i, c := range p.Clues {
		fmt.Fprintf(bw, "clue(%d,%d,%d,%d).\n", i, c.Row, c.Col, c.N)
	}
	return bw.Flush()
}

// Answer is what clasp printed: its verdict and the atoms of the first
// answer set.
type Answer struct {
	Status string     // SATISFIABLE, UNSATISFIABLE or UNKNOWN
	Atoms  [][]string // each atom as its predicate name then its arguments
}

// ParseClasp reads clasp's default output (an "Answer: 1" line, then the
// shown atoms on one line, then the verdict).
func ParseClasp(out string) (Answer, error) {
	var a Answer
	lines := strings.Split(out, "\n")
	for i, ln := range lines {
		switch {
		case strings.HasPrefix(ln, "Answer:") && a.Atoms == nil && i+1 < len(lines):
			a.Atoms = [][]string{}
			for _, atom := range strings.Fields(lines[i+1]) {
				name, args, _ := strings.Cut(strings.TrimSuffix(atom, ")"), "(")
				a.Atoms = append(a.Atoms, append([]string{name}, strings.Split(args, ",")...))
			}
		case ln == "SATISFIABLE" || ln == "UNSATISFIABLE" || ln == "UNKNOWN":
			a.Status = ln
		}
	}
	if a.Status == "" {
		return a, fmt.Errorf("no verdict in clasp's output:\n%s", out)
	}
	return a, nil
}

func ints(args []string, n int) ([]int, error) {
	if len(args) != n {
		return nil, fmt.Errorf("atom has %d arguments, want %d", len(args), n)
	}
	v := make([]int, n)
	for i, s := range args {
		var err error
		if v[i], err = strconv.Atoi(s); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// HashiSolution reads the bridge/5 atoms of a.
func HashiSolution(a Answer) (*hashi.Solution, error) {
	s := &hashi.Solution{}
	for _, at := range a.Atoms {
		if at[0] != "bridge" {
			continue
		}
		v, err := ints(at[1:], 5)
		if err != nil {
			return nil, err
		}
		s.Bridges = append(s.Bridges, hashi.Bridge{From: [2]int{v[0], v[1]}, To: [2]int{v[2], v[3]}, Count: v[4]})
	}
	return s, nil
}

// ShikakuSolution reads the room/5 atoms of a (clue index, top row, left
// column, height, width) into rooms in the puzzle's clue order.
func ShikakuSolution(p *shikaku.Puzzle, a Answer) (*shikaku.Solution, error) {
	s := &shikaku.Solution{Rooms: make([]shikaku.Room, len(p.Clues))}
	seen := make([]bool, len(p.Clues))
	for _, at := range a.Atoms {
		if at[0] != "room" {
			continue
		}
		v, err := ints(at[1:], 5)
		if err != nil {
			return nil, err
		}
		if v[0] < 0 || v[0] >= len(p.Clues) || seen[v[0]] {
			return nil, fmt.Errorf("room for clue %d: out of range or repeated", v[0])
		}
		seen[v[0]] = true
		s.Rooms[v[0]] = shikaku.Room{Row: v[1], Col: v[2], Height: v[3], Width: v[4], Clue: p.Clues[v[0]].N}
	}
	for i, ok := range seen {
		if !ok {
			return nil, fmt.Errorf("no room for clue %d", i)
		}
	}
	return s, nil
}
