package zebra

import (
	"bytes"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// roundTrip writes p in every format of Kind that takes it and reads it
// back by name and by detection: the same puzzle every time.
func roundTrip(t *testing.T, p *Puzzle) map[string]string {
	t.Helper()
	refused := map[string]string{}
	for _, f := range Kind.Formats() {
		var b bytes.Buffer
		if err := f.Write(&b, p); err != nil {
			refused[f.Name] = err.Error()
			continue
		}
		for _, how := range []string{f.Name, "auto"} {
			items, err := puzzle.Read(Kind, puzzle.Source{Name: "rt", Data: b.Bytes()}, how)
			if err != nil || len(items) != 1 || items[0].Err != nil {
				t.Fatalf("%s as %s does not read back (%s): %v %v\n%s", p.Name, f.Name, how, err, items, b.String())
			}
			if q := items[0].Puzzle.(*Puzzle); !p.Same(q) {
				t.Fatalf("%s as %s reads back (%s) as another puzzle\n%s", p.Name, f.Name, how, b.String())
			}
		}
	}
	return refused
}

// TestFormatsRoundTrip: random puzzles of every clue kind, and the 1962
// puzzle, go through json, native and zebralogic unchanged.
func TestFormatsRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 60; i++ {
		p, _ := randomPuzzle(rng, 2+rng.IntN(6), 1+rng.IntN(5), 8, i%2 == 0)
		if got := roundTrip(t, p); len(got) > 0 && got["zebralogic"] == "" {
			t.Fatalf("refused: %v", got)
		}
	}
	data, err := os.ReadFile("testdata/zebra1962.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := ParseBytes(data)
	if err != nil {
		t.Fatal(err)
	}
	got := roundTrip(t, p)
	if msg, ok := got["zebralogic"]; ok && !strings.Contains(msg, "cannot express") {
		t.Errorf("zebralogic: %s", msg)
	}
}

// FuzzFormatsRoundTrip: whatever reads as a zebra puzzle writes, in every
// format that takes it, to text that reads back as the same puzzle.
func FuzzFormatsRoundTrip(f *testing.F) {
	data, _ := os.ReadFile("testdata/zebra1962.txt")
	f.Add(string(data))
	f.Add("houses: 2\nA: x, y\nB: p, q\n(x = p) or (x at 2)\nLessThan(x, q)\n1 between x and y\nx either p or q\n")
	f.Add(`{"categories":[{"name":"A","values":["x","y"]},{"name":"B","values":["p","q"]}],"clues":[{"type":"anyof","any":[{"type":"same","args":["x","p"]},{"type":"at","args":["y"],"k":1}]}]}`)
	f.Fuzz(func(t *testing.T, s string) {
		items, err := puzzle.Read(Kind, puzzle.Source{Name: "fuzz", Data: []byte(s)}, "auto")
		if err != nil {
			return
		}
		for _, it := range items {
			if p, ok := it.Puzzle.(*Puzzle); ok && p.N() <= 8 && len(p.Clues) <= 40 {
				roundTrip(t, p)
			}
		}
	})
}
