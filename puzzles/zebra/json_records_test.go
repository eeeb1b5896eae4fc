package zebra

import (
	"errors"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

func TestParseJSONRecords(t *testing.T) {
	in := `{"categories":[{"name":"A","values":["x","y"]}],"clues":[{"type":"at","args":["x"],"k":1}]}
{"id":"gen-1","seed":3,"puzzle":{"categories":[{"name":"B","values":["p","q"]}],"clues":[]},"sentences":[],"grade":"easy"}
{"id":"bad","puzzle":{"categories":[{"name":"C","values":["u","v"]}],"clues":[{"type":"same","args":["u","w"]}]}}
`
	recs, err := ParseJSONRecords([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 3 {
		t.Fatalf("%d records, want 3", len(recs))
	}
	if recs[0].Err != nil || recs[0].ID != "" || recs[0].Puzzle.Categories[0].Name != "A" {
		t.Errorf("record 1: %+v", recs[0])
	}
	if recs[1].Err != nil || recs[1].ID != "gen-1" || recs[1].Puzzle.Categories[0].Name != "B" {
		t.Errorf("record 2 (an envelope): %+v", recs[1])
	}
	var pe *srcpos.Error
	if !errors.As(recs[2].Err, &pe) {
		t.Fatalf("record 3: error %v, want a positioned error", recs[2].Err)
	}
	line3 := strings.Split(in, "\n")[2]
	if pe.Line != 3 || pe.Col != strings.Index(line3, `"w"`)+1 {
		t.Errorf("record 3: error at %d:%d, want 3:%d (%v)", pe.Line, pe.Col, strings.Index(line3, `"w"`)+1, pe)
	}
	if _, err := ParseJSONRecords([]byte(`{"categories": [`)); err == nil {
		t.Error("truncated JSON accepted")
	}
}

// FuzzParseJSONRecords: no input panics, and every record error is
// positioned inside the input.
func FuzzParseJSONRecords(f *testing.F) {
	f.Add([]byte(`{"categories":[{"name":"A","values":["x","y"]}],"clues":[]}`))
	f.Add([]byte("{\"id\":\"a\",\"puzzle\":{\"categories\":[]}}\n{\"puzzle\":{}}\n"))
	f.Add([]byte(`{"puzzle":{"categories":[{"name":"A","values":["x","y"]}],"clues":[{"type":"same","args":["x","q"]}]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		recs, _ := ParseJSONRecords(data)
		lines := strings.Count(string(data), "\n") + 1
		for _, r := range recs {
			var pe *srcpos.Error
			if errors.As(r.Err, &pe) && pe.Line > lines {
				t.Fatalf("error at line %d of a %d-line input: %v", pe.Line, lines, r.Err)
			}
			if r.Err == nil && r.Puzzle == nil {
				t.Fatal("record with neither puzzle nor error")
			}
		}
	})
}
