package galaxies

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	"7x7:tzkrznftzbc", "5x5:mfsffmcg", "7x7:Afdwhwzsfvgr", "https://puzz.link/p?tentaisho/7/7/p8eic8eten8ezuaehem88e",
	"3 3\n0 - 1\n- 3 -\n- - -\n", "3 3\n- - -\n- 0 -\n- - -\n1 1 1\n1 1 1\n1 1 1\n",
	"+-+-+\n|o  |\n+ + +\n|  o|\n+-+-+\n", "+-+\n|*|\n+-+\n\n+-+-+\n| o |\n+-+-+\n",
	`{"puzzle":"galaxies","rows":2,"cols":2,"dots":[[0.5,0.5]]}`,
	`{"puzzle":"galaxies","rows":1,"cols":2,"dots":[[0,0],[0,1]],"black":[1],"status":"solved","regions":[[0,1]]}`,
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
