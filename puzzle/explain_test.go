package puzzle

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// TestLiteralReader checks the base reader: a literal a fact, by
// variable; --from facts matched by their JSON, keys in any order.
func TestLiteralReader(t *testing.T) {
	type fj struct {
		Cell int  `json:"cell"`
		One  bool `json:"one"`
	}
	enc := &Encoding{Facts: []encode.Lit{1, 2, 3}, FactOf: func(l encode.Lit) Fact {
		v := int(l.Var())
		if l < 0 {
			return Fact{Lit: l, Text: "cell " + string(rune('0'+v)) + " is 0", JSON: fj{v, false}}
		}
		return Fact{Lit: l, Text: "cell " + string(rune('0'+v)) + " is 1", JSON: fj{v, true}}
	}}
	r := NewLiteralReader(enc)
	g := r.Group([]encode.Lit{3, -1})
	if len(g) != 2 || !slices.Equal(g[0].Lits, []encode.Lit{-1}) || !slices.Equal(g[1].Lits, []encode.Lit{3}) {
		t.Fatalf("Group = %+v", g)
	}
	if got, want := r.Say(g), "cell 1 is 0; cell 3 is 1"; got != want {
		t.Errorf("Say = %q, want %q", got, want)
	}
	st, err := r.Parse(json.RawMessage(`{"one":false,"cell":2}`))
	if err != nil || !slices.Equal(st.Lits, []encode.Lit{-2}) || st.Text != "cell 2 is 0" {
		t.Errorf("Parse = %+v, %v", st, err)
	}
	if _, err := r.Parse(json.RawMessage(`{"cell":4,"one":true}`)); err == nil || !strings.Contains(err.Error(), "no such fact") {
		t.Errorf("Parse of an unknown fact: %v", err)
	}
	if _, err := r.Parse(json.RawMessage(`{"cell":`)); err == nil {
		t.Error("Parse of broken JSON: no error")
	}
	m := encode.Model{false, true, false, true}
	if e := r.Exact(m, []int{1, 2}); len(e) != 1 || !slices.Equal(e[0].Lits, []encode.Lit{1}) {
		t.Errorf("Exact(1,2) = %+v", e)
	}
	if e := r.Exact(m, []int{2}); len(e) != 1 || !slices.Equal(e[0].Lits, []encode.Lit{-2}) {
		t.Errorf("Exact(2) = %+v, want the false literal", e)
	}
	if r.Rules() != nil || r.ClueWords(Clue{Text: "clue"}) != "clue" || r.SolutionJSON(7) != 7 {
		t.Error("Rules, ClueWords or SolutionJSON of the base reader")
	}
}
