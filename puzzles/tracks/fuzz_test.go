package tracks

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	"6x6:r6a9nA,4,6,3,2,2,S3,2,2,4,S6,3,3", "8x8:zh3e6u9a,4,4,5,5,2,1,S2,2,2,3,4,3,4,S3,4,2", "tracks:4x4:5kAc,S3,3,3,3,S2,3,4,3",
	"6 6\n4 6 3 2 2 3\n2 - - - - - -\n2 - - - - - -\n4 - - - - - -\n6 nw - se - - -\n3 - - - - - -\n3 - - - - - ns\n",
	"  4 6 3 2 2 3\n2 . . . . . .\n2 . . . . . .\n4 . . . . . .\n6 ┘ . ┌ . . .\n3 . . . . . .\n3 . . . . . │\n",
	`{"puzzle":"tracks","rows":2,"cols":2,"row_counts":[1,1],"col_counts":[1,1],"ends":[{"cell":[0,0],"dir":"w"},{"cell":[1,1],"dir":"s"}]}`,
}

// FuzzParse: every reader returns valid puzzles or a positioned error,
// never panics.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatJSON, FormatTatham, FormatJanko, FormatText, FormatAuto} {
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
