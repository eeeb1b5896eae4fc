package nonogram

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TestExplainerParseBad: the fact reader refuses facts outside the grid,
// out of range, incomplete or with unknown keys (the conformance suite
// reads every statement of the bundled examples back; the golden words
// are explain/testdata/golden/words-*.txt).
func TestExplainerParseBad(t *testing.T) {
	data, err := os.ReadFile("../../examples/nonogram/heart10x10.txt")
	if err != nil {
		t.Fatal(err)
	}
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "../../examples/nonogram/heart10x10.txt", Data: data}, "")
	if err != nil || len(items) == 0 || items[0].Err != nil {
		t.Fatalf("%v %v", err, items)
	}
	enc, err := Kind.Encode(items[0].Puzzle, puzzle.Options{Explain: true})
	if err != nil {
		t.Fatal(err)
	}
	fr := Kind.(puzzle.Explainer).Explaining(items[0].Puzzle, enc)
	for _, bad := range badFacts {
		if _, err := fr.Parse(json.RawMessage(bad)); err == nil {
			t.Errorf("Parse(%s) accepted", bad)
		}
	}
}

var badFacts = []string{`{"cell":[0,10],"shaded":true}`, `{"cell":[-1,0],"shaded":true}`, `{"cell":[0,0]}`,
	`{"cells":[],"shaded":true}`, `{"cell":[0,0],"shaded":true,"x":1}`}

// FuzzExplainerParse: the fact reader never panics on a player's fact and
// states no literal outside the grid.
func FuzzExplainerParse(f *testing.F) {
	data, err := os.ReadFile("../../examples/nonogram/tatham5x5.txt")
	if err != nil {
		f.Fatal(err)
	}
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "tatham5x5.txt", Data: data}, "")
	if err != nil || len(items) == 0 || items[0].Err != nil {
		f.Fatalf("%v %v", err, items)
	}
	p := items[0].Puzzle.(*Puzzle)
	enc, err := Kind.Encode(p, puzzle.Options{Explain: true})
	if err != nil {
		f.Fatal(err)
	}
	fr := Kind.(puzzle.Explainer).Explaining(p, enc)
	for _, s := range append([]string{`{"cell":[1,2],"shaded":true}`, `{"cells":[[0,0],[0,1]],"shaded":false}`}, badFacts...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		st, err := fr.Parse(json.RawMessage(s))
		if err != nil {
			return
		}
		for _, l := range st.Lits {
			if v := int(l.Var()); v < 1 || v > p.Rows*p.Cols {
				t.Fatalf("%s: literal %d outside the grid", s, l)
			}
		}
	})
}
