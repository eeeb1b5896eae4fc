package puzzle

import (
	"fmt"
	"io"
	"strconv"
)

// ASPAnchor is a kind with an answer-set program, the speed anchor that
// puzzlesat is compared with (benchmarks/anchors runs it through
// gringo | clasp): the program, a writer of a puzzle as its input facts
// and a reader of an answer set back into a solution, which the kind's
// Check then judges.
type ASPAnchor interface {
	// ASPProgram is the program text, in gringo's language.
	ASPProgram() string
	// WriteASPFacts writes p as the program's input facts; the error
	// says why the program cannot take p (a rule it lacks).
	WriteASPFacts(w io.Writer, p Puzzle) error
	// ASPSolution reads the shown atoms of one answer set of the program
	// on p's facts into a solution of p (atoms it does not know are
	// skipped); the error says what is wrong with them.
	ASPSolution(p Puzzle, atoms []ASPAtom) (Solution, error)
}

// ASPAtom is one atom of an answer set: its predicate name and its
// arguments as the solver printed them ("bridge(0,0,0,4,2)").
type ASPAtom struct {
	Name string
	Args []string
}

func (a ASPAtom) String() string {
	if len(a.Args) == 0 {
		return a.Name
	}
	s := a.Name + "("
	for i, x := range a.Args {
		if i > 0 {
			s += ","
		}
		s += x
	}
	return s + ")"
}

// Ints reads the atom's arguments as n integers.
func (a ASPAtom) Ints(n int) ([]int, error) {
	if len(a.Args) != n {
		return nil, fmt.Errorf("%s: %d arguments, want %d", a, len(a.Args), n)
	}
	v := make([]int, n)
	for i, s := range a.Args {
		var err error
		if v[i], err = strconv.Atoi(s); err != nil {
			return nil, fmt.Errorf("%s: argument %d is not an integer", a, i+1)
		}
	}
	return v, nil
}
