package slitherlink

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	"5x5t0:3h3a2203c232222a", "7x7t1:abc", "https://puzz.link/p?slither/3/2/1g2a", "https://puzz.link/p?slither/4/1/7c",
	"4 6\n- 2 2 2 2 -\n1 - 2 1 - 2\n- - - 1 2 -\n- 2 - 2 - 3\n", ".2222.\n1.21.2\n\n3?\n..\n",
	`{"puzzle":"slitherlink","rows":2,"cols":2,"clues":["3.",".."]}`,
	`{"puzzle":"slitherlink","rows":1,"cols":1,"clues":["4"],"status":"solved","loop":[[0,0],[0,1],[1,1],[1,0]]}`,
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
