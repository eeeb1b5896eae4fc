package sudoku

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TestExplainer: the facts unit propagation finds from the givens read as
// grouped statements, each of which reads back (Parse) to its literals.
func TestExplainer(t *testing.T) {
	ps, err := Parse("in", []byte("2x2:a4a3b2b2b3a4a\n"), FormatTatham)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	enc, err := Kind.Encode(p, puzzle.Options{Explain: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(enc.Clues) != 6 || enc.Clues[0].Text != "the given 4 at (0,1)" {
		t.Fatalf("clues %v", enc.Clues)
	}
	// Switch every given on and propagate.
	f := encode.NewFormula()
	f.Vars.Grow(enc.Formula.Vars.NumVars())
	enc.Formula.Each(0, func(c []encode.Lit) { f.AddClause(c) })
	for _, c := range enc.Clues {
		f.Add(c.Selector)
	}
	a, conflict := encode.UnitPropagate(f)
	if conflict {
		t.Fatal("conflict")
	}
	var lits []encode.Lit
	for _, v := range enc.Facts {
		switch a.Value(v) {
		case 1:
			lits = append(lits, v)
		case -1:
			lits = append(lits, -v)
		}
	}
	fr := Kind.(puzzle.Explainer).Explaining(p, enc)
	sts := fr.Group(lits)
	text := fr.Say(sts)
	for _, want := range []string{"digit 4 is in (0,1)", "digit 4 is not in (0,0), (0,2), (0,3)"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q lacks %q", text, want)
		}
	}
	n := 0
	for _, st := range sts {
		n += len(st.Lits)
		b, err := json.Marshal(st.JSON)
		if err != nil {
			t.Fatal(err)
		}
		back, err := fr.Parse(b)
		if err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if !slices.Equal(back.Lits, st.Lits) || back.Text != st.Text {
			t.Errorf("%s reads back as %v %q, want %v %q", b, back.Lits, back.Text, st.Lits, st.Text)
		}
	}
	if n != len(lits) {
		t.Errorf("statements hold %d literals, want %d", n, len(lits))
	}
	if r := fr.Rules(); len(r) != 4 || r[0] != "each cell holds one digit" || r[3] != "no digit twice in a box" {
		t.Errorf("rules %v", r)
	}
	for _, bad := range []string{`{"cell":[0,9],"digit":1,"holds":true}`, `{"cell":[0,0],"digit":5,"holds":true}`,
		`{"cell":[0,0],"digit":1}`, `{"cell":[0,0],"digit":1,"holds":true,"x":1}`} {
		if _, err := fr.Parse(json.RawMessage(bad)); err == nil {
			t.Errorf("Parse(%s) accepted", bad)
		}
	}
}
