package countryroad

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	pzprjsURL, jankoWithSolution,
	"5 5\n- - - - -\n- - - - -\n- - - - -\n- - - - -\n- - - - -\n1 1 1 1 1\n2 2 4 7 7\n3 2 4 7 8\n4 4 4 6 8\n5 6 6 6 8\n",
	"a3 a b\nc c b\n\na b\n",
	`{"puzzle":"countryroad","rows":2,"cols":2,"numbers":[[2,-1],[-1,-1]],"regions":[[1,1],[2,2]]}`,
	`{"puzzle":"countryroad","rows":2,"cols":2,"numbers":[[-1,-1],[-1,-1]],"regions":[[1,1],[2,2]],"status":"solved","loop":[[0,0],[0,1],[1,1],[1,0]]}`,
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
				if p.ref != nil {
					_ = Check(p, p.ref)
				}
			}
		}
	})
}
