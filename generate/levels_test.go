package generate

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

func engine(clauses ...[]encode.Lit) *cdcl.Solver {
	s := cdcl.New(cdcl.Options{})
	for _, c := range clauses {
		s.AddClause(c)
	}
	return s
}

func lits(l ...encode.Lit) []encode.Lit { return l }

func TestLevels(t *testing.T) {
	for _, c := range []struct {
		name    string
		clauses [][]encode.Lit
		primary []encode.Lit
		want    Report
	}{
		{"propagation", [][]encode.Lit{lits(1), lits(-1, 2)}, lits(1, 2),
			Report{Grade: Easy, Primary: 2, Propagated: 2}},
		// ¬1 propagates 2 and ¬2: a failed literal.
		{"one probe", [][]encode.Lit{lits(1, 2), lits(1, -2)}, lits(1),
			Report{Grade: Medium, Primary: 1, Probes: 2, Failed: 1, Rounds: 1}},
		// 3 follows by probing only once 1 is known: two rounds.
		{"two rounds", [][]encode.Lit{lits(1, 2), lits(1, -2), lits(-1, 3, 4), lits(-1, 3, -4)}, lits(1, 3),
			Report{Grade: Hard, Primary: 2, Probes: 6, Failed: 2, Rounds: 2}},
		// Two solutions: probing leaves both variables open.
		{"search", [][]encode.Lit{lits(1, 2), lits(-1, -2)}, lits(1, 2),
			Report{Grade: Hard, Primary: 2, Probes: 2, Left: 2}},
	} {
		lv := Levels{S: engine(c.clauses...), Primary: c.primary}
		got, err := lv.Run()
		if err != nil || got != c.want {
			t.Errorf("%s: %+v, %v; want %+v", c.name, got, err, c.want)
		}
	}
	lv := Levels{S: engine(lits(1), lits(-1)), Primary: lits(1)}
	if _, err := lv.Run(); !errors.Is(err, ErrNoSolution) {
		t.Errorf("a contradiction: %v", err)
	}
}

// A Rule takes part in propagation and in every probe.
func TestLevelsRule(t *testing.T) {
	// The rule: 1 forces 2; 3 and 2 together conflict.
	rule := func(value func(encode.Lit) int8) ([]encode.Lit, bool) {
		if value(3) > 0 && value(2) > 0 {
			return nil, true
		}
		if value(1) > 0 {
			return lits(2), false
		}
		return nil, false
	}
	lv := Levels{S: engine(lits(1)), Primary: lits(1, 2), Rule: rule}
	if got, _ := lv.Run(); got.Grade != Easy || got.Propagated != 2 {
		t.Errorf("the rule at the root: %+v", got)
	}
	// 1 ∨ ¬3, with 3 to be decided: probing 3 gives 1, the rule 2, then
	// the conflict; so ¬3.
	lv = Levels{S: engine(lits(1, -3), lits(3, 4), lits(-4, 5), lits(-5, 4)), Primary: lits(3, 4, 5), Rule: rule}
	got, err := lv.Run()
	if err != nil || got.Grade != Medium || lv.S.RootValue(-3) != 1 || lv.S.RootValue(5) != 1 {
		t.Errorf("the rule in a probe: %+v %v", got, err)
	}
}

func TestParseGrade(t *testing.T) {
	for s, want := range map[string]Grade{"": Any, "any": Any, "Easy": Easy, " medium ": Medium, "HARD": Hard} {
		if g, err := ParseGrade(s); err != nil || g != want {
			t.Errorf("ParseGrade(%q) = %v, %v", s, g, err)
		}
	}
	if _, err := ParseGrade("extreme"); err == nil {
		t.Error("ParseGrade(extreme): no error")
	}
	for _, g := range Grades() {
		if h, _ := ParseGrade(g.String()); h != g {
			t.Errorf("%v does not read back", g)
		}
	}
}
