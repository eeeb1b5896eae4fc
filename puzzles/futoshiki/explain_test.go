package futoshiki

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// TestExplainer: the facts unit propagation finds from the clues read as
// grouped statements in Futoshiki's words (cells from 0), each of which
// reads back (Parse) to its literals; StateFacts' JSON reads too.
func TestExplainer(t *testing.T) {
	ps, err := ParseTatham([]byte("4:0R,0,0,0,0,0,0,0,3,0,0,2,1,4,0,0,\n"))
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	enc, err := Kind.Encode(p, puzzle.Options{Explain: true})
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, c := range enc.Clues {
		texts = append(texts, c.Text)
	}
	if !slices.Contains(texts, "the digit 3 given in (2,0)") || !slices.Contains(texts, "the sign (0,0) > (0,1)") {
		t.Fatalf("clues %q", texts)
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
	fr := Kind.(puzzle.Explainer).Explaining(p, enc)
	sts := fr.Group(lits)
	text := fr.Say(sts)
	for _, want := range []string{"digit 3 is in (2,0)", "digit 4 is in (0,0)", "digit 1 is not in (0,0), (0,1), (0,2), (1,0)"} {
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
		if len(st.Lits) == 1 {
			fact := enc.FactOf(st.Lits[0])
			if fact.Text != st.Text {
				t.Errorf("%s: %q, FactOf says %q", b, st.Text, fact.Text)
			}
			fb, _ := json.Marshal(fact.JSON)
			if string(fb) != string(b) {
				t.Errorf("JSON %s, FactOf's %s", b, fb)
			}
		}
	}
	if n != len(lits) {
		t.Errorf("statements hold %d literals, want %d", n, len(lits))
	}
	raws, err := Kind.(puzzle.StateReader).StateFacts(p, board.State{})
	if err != nil || len(raws) != p.Givens() {
		t.Fatalf("StateFacts: %d facts, %v", len(raws), err)
	}
	for _, raw := range raws {
		st, err := fr.Parse(raw)
		if err != nil || len(st.Lits) != 1 || st.Lits[0] < 0 {
			t.Errorf("state fact %s reads as %v, %v", raw, st, err)
		}
	}
	if r := fr.Rules(); len(r) != 3 || r[2] != "no digit twice in a column" {
		t.Errorf("rules %v", r)
	}
	for _, bad := range []string{`{"row":0,"col":1,"digit":1,"is":true}`, `{"row":1,"col":5,"digit":1,"is":true}`,
		`{"row":1,"col":1,"digit":5,"is":true}`, `{"row":1,"col":1,"digit":1}`, `{"row":1,"digit":1,"is":true}`,
		`{"row":1,"col":1,"digit":1,"is":true,"x":1}`, `{"cells":[],"digit":1,"is":true}`} {
		if _, err := fr.Parse(json.RawMessage(bad)); err == nil {
			t.Errorf("Parse(%s) accepted", bad)
		}
	}
}
