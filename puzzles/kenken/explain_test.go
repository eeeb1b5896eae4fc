package kenken

import (
	"encoding/json"
	"os"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TestExplainerRoundTrip: the facts unit propagation finds from every
// clue of a bundled example, grouped as statements, each of which reads
// back (Parse, from its JSON) to the same literals and words.
func TestExplainerRoundTrip(t *testing.T) {
	data, err := os.ReadFile("../../examples/kenken/tatham6.txt")
	if err != nil {
		t.Fatal(err)
	}
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "../../examples/kenken/tatham6.txt", Data: data}, "")
	if err != nil || len(items) == 0 || items[0].Err != nil {
		t.Fatalf("%v %v", err, items)
	}
	p := items[0].Puzzle
	enc, err := Kind.Encode(p, puzzle.Options{Explain: true})
	if err != nil {
		t.Fatal(err)
	}
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
	if len(lits) == 0 {
		t.Fatal("no facts propagate")
	}
	fr := Kind.(puzzle.Explainer).Explaining(p, enc)
	sts := fr.Group(lits)
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
	for _, bad := range badFacts {
		if _, err := fr.Parse(json.RawMessage(bad)); err == nil {
			t.Errorf("Parse(%s) accepted", bad)
		}
	}
}

var badFacts = []string{`{"cell":[0,9],"digit":1,"is":true}`, `{"cell":[0,0],"digit":7,"is":true}`,
	`{"cell":[0,0],"digit":1}`, `{"cell":[0,0],"digit":1,"is":true,"x":1}`, `{"cells":[],"digit":1,"is":true}`}
