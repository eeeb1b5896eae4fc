package akari

import (
	"bytes"
	"errors"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	"7x7:c3lBaBbBeBb1a3l0c\n7x7:aB1hBa2a0d1gBd0a1a0hBBa\n",
	"10x10b20s2d1:1hBa1a2a2bBn2b0aBb2pBb1a1bBnBbBa3aBaBh2",
	"6 6\n- x - 0 - -\n- - - - - 1\n1 - - - - -\n- - - - - x\n3 - - - - -\n- - 1 - x -\n",
	"begin\nrows 2\ncols 3\nproblem\n- 1 -\nx - -\nsolution\no 1 -\nx - o\nend\n",
	"...0.\n3....\n..1..\n....2\n.#...\n",
	"https://puzz.link/p?akari/6/6/g.gak1bn.dk6.g\n",
	`{"puzzle":"akari","rows":2,"cols":3,"grid":[".1.","#.."],"lights":[[0,0],[1,2]]}`,
	`[{"grid":["..","#1"]}]`,
}

// FuzzParse: every reader returns puzzles or a positioned error, never
// panics; a puzzle read is valid.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatAuto, FormatTatham, FormatText, FormatJSON, FormatPuzzLink, FormatJanko} {
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

// FuzzRoundTrip: a puzzle read (any format) and written in any format
// reads back the same.
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
				if len(qs) != 1 || qs[0].Rows != p.Rows || !slices.Equal(qs[0].Cells, p.Cells) {
					t.Fatalf("%s writes %q, which reads back differently", fm.Name, b.String())
				}
			}
		}
	})
}
