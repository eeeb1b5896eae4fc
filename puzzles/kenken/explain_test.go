package kenken

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
	data, err := os.ReadFile("../../examples/kenken/tatham6.txt")
	if err != nil {
		t.Fatal(err)
	}
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "../../examples/kenken/tatham6.txt", Data: data}, "")
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

var badFacts = []string{`{"cell":[0,9],"digit":1,"is":true}`, `{"cell":[0,0],"digit":7,"is":true}`,
	`{"cell":[0,0],"digit":1}`, `{"cell":[0,0],"digit":1,"is":true,"x":1}`, `{"cells":[],"digit":1,"is":true}`}
