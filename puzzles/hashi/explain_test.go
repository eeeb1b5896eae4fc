package hashi

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TestExplainingFacts checks Hashi's fact reader: every literal reads as
// one edge's range, which Parse reads back (ends in either order) to the
// same literals; literals of one edge merge into one range; bad facts
// are errors saying why.
func TestExplainingFacts(t *testing.T) {
	p := mustParse(t, "2.2\n...\n2.2\n")
	enc, err := Kind.Encode(p, puzzle.Options{Explain: true})
	if err != nil {
		t.Fatal(err)
	}
	r := Kind.(puzzle.Explainer).Explaining(p, enc)
	if got := r.ClueWords(enc.Clues[0]); got != "island (0,0) needs 2 bridges" {
		t.Errorf("ClueWords = %q", got)
	}
	if rs := r.Rules(); len(rs) != 5 || rs[1] != "at most 2 bridges join two islands" {
		t.Errorf("Rules = %q", rs)
	}
	for _, v := range enc.Facts {
		for _, l := range []encode.Lit{v, -v} {
			st := r.Group([]encode.Lit{l})
			if len(st) != 1 || !slices.Equal(st[0].Lits, []encode.Lit{l}) {
				t.Fatalf("Group(%d) = %+v", l, st)
			}
			fj := st[0].JSON.(FactJSON)
			for _, raw := range []FactJSON{fj, {From: fj.To, To: fj.From, Min: fj.Min, Max: fj.Max}} {
				b, _ := json.Marshal(raw)
				back, err := r.Parse(b)
				if err != nil {
					t.Fatalf("Parse(%s): %v", b, err)
				}
				if !slices.Equal(back.Lits, st[0].Lits) || back.Text != st[0].Text {
					t.Errorf("Parse(%s) = %v %q, want %v %q", b, back.Lits, back.Text, st[0].Lits, st[0].Text)
				}
			}
		}
	}
	// (0,0)-(0,2) at least 1 and at most 1: one fact "= 1".
	raw := `{"from":[0,0],"to":[0,2],"min":1,"max":1}`
	st, err := r.Parse(json.RawMessage(raw))
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Lits) != 2 || st.Text != "bridge (0,0)-(0,2) = 1" {
		t.Errorf("Parse(%s) = %v %q", raw, st.Lits, st.Text)
	}
	if g := r.Group(st.Lits); len(g) != 1 || g[0].Text != st.Text || r.Say(g) != st.Text {
		t.Errorf("Group(%v) = %+v", st.Lits, g)
	}
	for raw, want := range map[string]string{
		`{"from":[0,0],"to":[0,2],"min":1}`:               `needs "from", "to", "min" and "max"`,
		`{"from":[0,0],"to":[0,2],"min":1,"max":1,"x":1}`: `unknown field "x"`,
		`{"from":[0,0],"to":[2,2],"min":1,"max":1}`:       "no possible bridge joins (0,0) and (2,2)",
		`{"from":[0,0],"to":[0,2],"min":2,"max":1}`:       "want 0 <= min <= max <= 2",
		`{"from":[0,0],"to":[0,2],"min":0,"max":2}`:       "says nothing",
	} {
		if _, err := r.Parse(json.RawMessage(raw)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%s): %v, want %q", raw, err, want)
		}
	}
}
