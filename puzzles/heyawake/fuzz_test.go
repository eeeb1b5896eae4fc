package heyawake

import (
	"bytes"
	"errors"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	"2 2\n1 -\n- -\na a\nb b\n", "2 2\n1 -\n- -\na a\nb b\nx -\n- -\n",
	"2 3\n- - 0\n1 - -\n1 1 2\n3 3 2\n",
	"a1 a b\nc c b\n", "a b\na b\n\nab2 ab\n",
	"https://puzz.link/p?heyawake/6/6/lll155007rs12222j", "heyawake/2/2/4022",
	`{"rows":2,"cols":2,"numbers":[[1,-1],[-1,-1]],"rooms":[[1,1],[2,2]]}`,
	`{"puzzle":"heyawake","status":"solved","unique":true,"rows":2,"cols":2,"numbers":[[1,-1],[-1,-1]],"rooms":[[1,1],[2,2]],"shaded":[[0,1]],"stats":{}}`,
}

// FuzzParse: every reader returns puzzles or a positioned error, never
// panics; a puzzle read is valid.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatAuto, FormatText, FormatJSON, FormatPuzzLink, FormatJanko} {
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
		_, _ = Heyawake{}.Looks(data)
	})
}

// FuzzRoundTrip: a puzzle read (any format) and written in any format
// reads back with the same rooms and the same room numbers.
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
					if fm.Name == "puzzlink" && p.Rooms.Split() >= 0 {
						continue // pzprjs cannot say a room of two pieces
					}
					t.Fatalf("%s: %v", fm.Name, err)
				}
				back, err := Parse("back", b.Bytes(), FormatAuto)
				if err != nil {
					t.Fatalf("%s: written text does not read back: %v\n%s", fm.Name, err, b.String())
				}
				q := back[0]
				if !q.Rooms.Equal(p.Rooms) || !slices.Equal(roomNumbers(q), roomNumbers(p)) {
					t.Fatalf("%s: read back another puzzle:\n%s", fm.Name, b.String())
				}
			}
		}
	})
}

func roomNumbers(p *Puzzle) []int {
	out := make([]int, p.Rooms.N)
	for k := range out {
		out[k], _ = p.RoomNumber(k)
	}
	return out
}
