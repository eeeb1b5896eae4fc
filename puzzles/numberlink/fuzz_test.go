package numberlink

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	"5 5\n- 1 - - 2\n- 2 - - 3\n- 4 3 - 1\n- - - 4 -\n- - - - -\n",
	". 1 . . 2\n. 2 . . 3\n. 4 3 . 1\n. . . 4 .\n. . . . .\n",
	"https://puzz.link/p?numlin/5/5/g1h2g2h3g43g1i4l",
	`{"puzzle":"numberlink","rows":2,"cols":2,"grid":[[1,0],[0,1]]}`,
	`{"puzzle":"numberlink","rows":2,"cols":2,"grid":[[1,1],[0,0]],"paths":[[[0,0],[0,1]]]}`,
	"2 3\n1 - 1\n- - -\n", "10 . 10\n. . .\n",
}

// FuzzParse: every reader returns valid puzzles or a positioned error,
// never panics.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatAuto, FormatJSON, FormatPuzzLink, FormatJanko, FormatText} {
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
