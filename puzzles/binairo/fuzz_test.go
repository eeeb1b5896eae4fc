package binairo

import (
	"bytes"
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	"8x8:bfFKBECcBaLBFAc", "10x10u:abreCCbCfCicCBFAdQAde", "6x10:cfbafcAcdIEcEcCAc", "8x8dn:zzaa",
	".....0\n.0..1.\n..0..1\n.....0\n.00...\n.00...\n", "distinct\n1.\n..\n",
	"8 8\n2 - - - 2 - - 1\n- 1 - - - 2 - -\n- - 2 - 2 - - -\n2 1 - - - - - 1\n- - - - - - - -\n1 1 - - 2 1 - -\n- - - - - - - 2\n2 - 2 - 2 2 - -\n",
	`{"puzzle":"binairo","rows":6,"cols":6,"distinct":true,"givens":["0...0.","0.0...","......",".0..1.","1.....",".....1"]}`,
	`{"puzzle":"binairo","status":"solved","unique":true,"rows":2,"cols":2,"givens":["1.",".."],"grid":["10","01"],"stats":{}}`,
}

// FuzzParse: every reader returns puzzles or a positioned error, never
// panics; a puzzle read is valid.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatAuto, FormatTatham, FormatText, FormatJSON, FormatJanko} {
			ps, err := Parse("fuzz", data, fm)
			if err != nil {
				var pe *srcpos.Error
				if !errors.As(err, &pe) {
					t.Fatalf("%v: not a positioned error: %v", fm, err)
				}
				continue
			}
			for _, p := range ps {
				if err := p.Validate(); err != nil {
					t.Fatalf("%v: Parse returned an invalid puzzle: %v", fm, err)
				}
			}
		}
		_, _ = ParseJankoSolution(data)
	})
}

// FuzzRoundTrip: a puzzle read (any format) and written in any format
// that can express it reads back the same.
func FuzzRoundTrip(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		items, err := puzzle.Read(Kind, puzzle.Source{Name: "fuzz", Data: []byte(s)}, "auto")
		if err != nil {
			var pe *srcpos.Error
			if !errors.As(err, &pe) {
				t.Fatalf("not a positioned error: %v", err)
			}
			return
		}
		for _, it := range items {
			if it.Err != nil {
				continue
			}
			p := it.Puzzle.(*Puzzle)
			for _, fm := range Kind.Formats() {
				var b bytes.Buffer
				if err := fm.Write(&b, p); err != nil {
					continue
				}
				qs, err := Parse("rt", b.Bytes(), FormatAuto)
				if err != nil {
					t.Fatalf("%s writes %q, which reads as: %v", fm.Name, b.String(), err)
				}
				if len(qs) != 1 || !samePuzzle(p, qs[0]) {
					t.Fatalf("%s writes %q, which reads back differently", fm.Name, b.String())
				}
			}
		}
	})
}
