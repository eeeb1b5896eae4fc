package kurodoko

import (
	"bytes"
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	"5x5:c5b8e4e3b7c", "9x6:h9a5d4a5a6n9a2a9d7a9h", "5x5:c3d6_6e8_7d5c", "3x3:i", "2x2:1_2_3_4",
	"3 3\n1 - 2\n- - -\n3 - -\n", "3 3\n- - 2\n- - -\n3 - -\nx - -\n- x -\n- - -\n", "2 3\n1 - 1\n2 2 -\n",
	"1 - 2\n- 3 -\n", "1.2\n.3.\n\n12\n21\n",
	"https://puzz.link/p?kurodoko/3/2/1g-10ab\n", "kurodoko/2/2/1g2",
	`{"rows":2,"cols":2,"numbers":[[1,0],[0,3]]}`,
	`{"puzzle":"kurodoko","status":"solved","unique":true,"rows":2,"cols":2,"numbers":[[0,3],[3,0]],"shaded":[[0,0]],"stats":{}}`,
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
		_, _ = Kurodoko{}.Looks(data)
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
				back, err := Parse("back", b.Bytes(), FormatAuto)
				if fm.Name == "text" {
					back, err = Parse("back", b.Bytes(), FormatText)
				}
				if err != nil {
					t.Fatalf("%s: written text does not read back: %v\n%s", fm.Name, err, b.String())
				}
				q := back[0]
				if q.Rows != p.Rows || q.Cols != p.Cols || !equalInts(q.Nums, p.Nums) {
					t.Fatalf("%s: read back another puzzle:\n%s", fm.Name, b.String())
				}
			}
		}
	})
}
