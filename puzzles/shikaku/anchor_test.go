package shikaku

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
	if !strings.Contains(an.ASPProgram(), "#show room/5.") {
		t.Fatal("the program shows no room/5")
	}
	items, err := puzzle.ReadAll(Kind, puzzle.Source{Name: "t", Data: []byte("3x1:2a1\n")}, "tatham")
	if err != nil {
		t.Fatal(err)
	}
	p := items[0].Puzzle
	var b strings.Builder
	if err := an.WriteASPFacts(&b, p); err != nil {
		t.Fatal(err)
	}
	if want := "rows(1).\ncols(3).\nclue(0,0,0,2).\nclue(1,0,2,1).\n"; b.String() != want {
		t.Errorf("facts:\n%s\nwant\n%s", b.String(), want)
	}
	sol, err := an.ASPSolution(p, atoms("room(1,0,2,1,1) other(1) room(0,0,0,1,2)"))
	if err != nil {
		t.Fatal(err)
	}
	if err := Kind.Check(p, sol); err != nil {
		t.Errorf("Check: %v", err)
	}
	// A wrong answer reads, and Check rejects it.
	sol, err = an.ASPSolution(p, atoms("room(0,0,0,1,1) room(1,0,2,1,1)"))
	if err != nil {
		t.Fatal(err)
	}
	if err := Kind.Check(p, sol); err == nil {
		t.Error("Check accepts a wrong answer")
	}
	for _, bad := range []string{
		"room(0,0,0,1,2)",                  // no room for clue 1
		"room(0,0,0,1,2) room(0,0,2,1,1)",  // clue 0 twice
		"room(0,0,0,1,2) room(2,0,2,1,1)",  // no clue 2
		"room(0,0,0,1,2) room(-1,0,2,1,1)", // no clue -1
		"room(0,0,0,1) room(1,0,2,1,1)",    // 4 arguments
		"room(0,0,0,1,x) room(1,0,2,1,1)",  // not an integer
	} {
		if _, err := an.ASPSolution(p, atoms(bad)); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
	if _, err := an.ASPSolution("not a puzzle", nil); err == nil {
		t.Error("ASPSolution of a string: no error")
	}
}

// The program has no unknown clues: such puzzles are refused, not
// answered wrongly.
func TestASPFactsRefuse(t *testing.T) {
	an := Kind.(puzzle.ASPAnchor)
	unknown := &Puzzle{Width: 3, Height: 1, Name: "u", Clues: []Clue{{Row: 0, Col: 0, N: Unknown}, {Row: 0, Col: 2, N: 1}}}
	if err := an.WriteASPFacts(&strings.Builder{}, unknown); err == nil {
		t.Error("no error for an unknown clue")
	}
	if err := an.WriteASPFacts(&strings.Builder{}, "not a puzzle"); err == nil {
		t.Error("WriteASPFacts of a string: no error")
	}
}
