package suguru

import (
	"bytes"
	"errors"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	pzprURL,
	smallJanko,
	smallJanko + "1 2 1\n3 4 2\n",
	"A1 A. B.\nA. A. B2\n",
	`{"puzzle":"suguru","rows":2,"cols":2,"givens":[[1,0],[0,0]],"regions":[[1,1],[2,2]]}`,
	"https://puzz.link/p?suguru/4/4/", "suguru/4/4/zzz",
}

// FuzzParse: every reader returns puzzles or a positioned error, never
// panics; a puzzle read is valid.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatAuto, FormatJanko, FormatText, FormatJSON, FormatPuzzLink} {
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

// FuzzRoundTrip: a puzzle read and written in any format that can express
// it reads back the same.
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

func samePuzzle(a, b *Puzzle) bool {
	return a.Rows == b.Rows && a.Cols == b.Cols && a.Regions.Equal(b.Regions) && slices.Equal(a.Givens, b.Givens)
}
