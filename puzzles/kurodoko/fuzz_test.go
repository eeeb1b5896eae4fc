package kurodoko

import (
	"bytes"
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	"5x5:3122333154244114352114442", "8x8dk:6541126523162415715823482245418868341721511668355773835446718584",
	"6x4:133416314162645431616626",
	"3 3\n1 1 2\n2 3 3\n3 2 1\n", "3 3\n1 1 2\n2 3 3\n3 2 1\nx - -\n- x -\n- - -\n", "2 3\n1 - 1\n2 2 -\n",
	"1 1 2\n2 3 3\n3 2 1\n", "112\n233\n321\n\n12\n21\n",
	"https://puzz.link/p?kurodoko/3/2/1z-10.ab/\n", "kurodoko/2/2/1212",
	`{"rows":2,"cols":2,"numbers":[[1,1],[2,1]]}`,
	`{"puzzle":"kurodoko","status":"solved","unique":true,"rows":2,"cols":2,"numbers":[[1,1],[2,1]],"shaded":[[0,1]],"stats":{}}`,
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
