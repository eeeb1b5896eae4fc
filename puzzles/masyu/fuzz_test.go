package masyu

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	"6x6:cWWdBbBeBbBaBbWhB", "8x8dtn:cBaWaBbBhBaWbWeBaWBiWWiWWaWbWc", "https://puzz.link/p?mashu/6/6/1063000i3000",
	"https://puzz.link/p?mashu/7/7/j000d9c0007039i0i", "6 6\n- - - - - -\n- - - - - w\n- b - w b -\n- b w - b -\nw - - - - -\n- - - - - -\n",
	"3 3\n1 - 2\n- - -\n2 - 1\n", "b.w....\n.....ww\n\nww\n..\n",
	`{"puzzle":"masyu","rows":2,"cols":2,"pearls":["w.",".."]}`,
	`{"puzzle":"masyu","rows":2,"cols":2,"pearls":["..",".."],"status":"solved","loop":[[0,0],[0,1],[1,1],[1,0]]}`,
}

// FuzzParse: every reader returns valid puzzles or a positioned error,
// never panics.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatJSON, FormatPuzzLink, FormatTatham, FormatJanko, FormatText} {
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
