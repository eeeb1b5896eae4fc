package hashi

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

func atoms(s string) []puzzle.ASPAtom {
	var as []puzzle.ASPAtom
	for _, f := range strings.Fields(s) {
		name, args, _ := strings.Cut(strings.TrimSuffix(f, ")"), "(")
		as = append(as, puzzle.ASPAtom{Name: name, Args: strings.Split(args, ",")})
	}
	return as
}

// The facts of a puzzle, and an answer set read back into a solution
// that Check accepts (benchmarks/anchors runs the program itself).
func TestASPAnchor(t *testing.T) {
	an := Kind.(puzzle.ASPAnchor)
	if !strings.Contains(an.ASPProgram(), "#show bridge/5.") {
		t.Fatal("the program shows no bridge/5")
	}
	items, err := puzzle.ReadAll(Kind, puzzle.Source{Name: "t", Data: []byte("2.1\n...\n1..\n")}, "grid")
	if err != nil {
		t.Fatal(err)
	}
	p := items[0].Puzzle
	var b strings.Builder
	if err := an.WriteASPFacts(&b, p); err != nil {
		t.Fatal(err)
	}
	if want := "maxb(2).\nisland(0,0,2).\nisland(0,2,1).\nisland(2,0,1).\n"; b.String() != want {
		t.Errorf("facts:\n%s\nwant\n%s", b.String(), want)
	}
	sol, err := an.ASPSolution(p, atoms("bridge(0,0,0,2,1) other(1) bridge(0,0,2,0,1)"))
	if err != nil {
		t.Fatal(err)
	}
	if err := Kind.Check(p, sol); err != nil {
		t.Errorf("Check: %v", err)
	}
	// A wrong answer reads, and Check rejects it.
	sol, err = an.ASPSolution(p, atoms("bridge(0,0,0,2,1)"))
	if err != nil {
		t.Fatal(err)
	}
	if err := Kind.Check(p, sol); err == nil {
		t.Error("Check accepts a wrong answer")
	}
	for _, bad := range []string{"bridge(0,0,0,2)", "bridge(0,0,0,2,x)"} {
		if _, err := an.ASPSolution(p, atoms(bad)); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
	if _, err := an.ASPSolution("not a puzzle", nil); err == nil {
		t.Error("ASPSolution of a string: no error")
	}
}

// The program has no tree rule and no unknown clues: such puzzles are
// refused, not answered wrongly.
func TestASPFactsRefuse(t *testing.T) {
	an := Kind.(puzzle.ASPAnchor)
	tree := &Puzzle{Width: 2, Height: 1, MaxBridges: 2, Tree: true, Name: "t"}
	if err := an.WriteASPFacts(&strings.Builder{}, tree); err == nil {
		t.Error("no error for a tree puzzle")
	}
	unknown := &Puzzle{Width: 3, Height: 1, MaxBridges: 2, Name: "u", Islands: []Island{{Row: 0, Col: 0, Clue: Unknown}, {Row: 0, Col: 2, Clue: 1}}}
	if err := an.WriteASPFacts(&strings.Builder{}, unknown); err == nil {
		t.Error("no error for an unknown clue")
	}
	if err := an.WriteASPFacts(&strings.Builder{}, "not a puzzle"); err == nil {
		t.Error("WriteASPFacts of a string: no error")
	}
}
