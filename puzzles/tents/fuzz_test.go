package tents

import (
	"bytes"
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	"8x8:djad_jcaejc_a,0,2,2,1,0,3,0,4,2,1,1,2,1,2,1,2",
	"5x7:ebceadbf,2,1,1,0,3,1,2,0,1,1,1,1",
	"https://puzz.link/p?tents/5/5/3g2j1hk1322313",
	"https://puzz.link/p?tents/13/13/23g3g1i333g2j2g2j3i1517617151695114b322hi33g00100100e",
	"6 6\n1 1 2 0 2 1\n3 0 1 1 1 1\n- x - x - -\n- - - - x -\n- - - - - x\n- - - - - -\n- - x - x -\nx - - - - -\n",
	"  2 1 1 0 3\n1 . . . . .\n2 T . . T .\n0 . . T . .\n1 . . . T .\n1 T . . . .\n1 T . . T .\n1 . . . . .\n",
	"  1 - 1\n1 T A .\n- . . .\n",
	`{"puzzle":"tents","rows":1,"cols":3,"colCounts":[0,1,null],"rowCounts":[1],"grid":["T.."]}`,
	`{"puzzle":"tents","status":"solved","unique":true,"rows":1,"cols":3,"colCounts":[0,1,0],"rowCounts":[1],"grid":["T.."],"tents":["TA."],"stats":{}}`,
}

// FuzzParse: every reader returns puzzles or a positioned error, never
// panics; a puzzle read is valid.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatTatham, FormatText, FormatJSON, FormatPuzzLink, FormatJanko, Detect(data)} {
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
	})
}

// FuzzRoundTrip: a puzzle read and written in any format that can
// express it reads back the same.
func FuzzRoundTrip(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		items, err := puzzle.Read(Kind, puzzle.Source{Name: "fuzz", Data: []byte(s)}, "auto")
		if err != nil {
			return
		}
		for _, it := range items {
			if it.Err != nil {
				continue
			}
			p := it.Puzzle.(*Puzzle)
			if p.Rows*p.Cols > 10000 {
				continue
			}
			for _, fm := range Kind.Formats() {
				var b bytes.Buffer
				if err := fm.Write(&b, p); err != nil {
					continue
				}
				qs, err := Parse("rt", b.Bytes(), Detect(b.Bytes()))
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
