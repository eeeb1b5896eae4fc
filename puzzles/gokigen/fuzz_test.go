package gokigen

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	"5x5:b111a0a3b0a1g24a1f0a0b", "8x8dh:d11c0a212a23f31b132c231a11a2a3b1a3a21a3a1c1a32a1a23a1a1j",
	"https://puzz.link/p?gokigen/4/4/iaegcgcj6a", "https://puzz.link/p?gokigen/2/2/zz",
	"4 4\n- - - 0 -\n- 4 - - -\n2 - - - 2\n- - - - -\n- 1 - 0 -\n",
	"2 2\n1 - 1\n- - -\n1 - 1\n\\ /\n/ \\\n", "...0.\n.4...\n2...2\n.....\n.1.0.\n\n1.\n.1\n",
	`{"puzzle":"gokigen","rows":1,"cols":1,"corners":["1.",".."]}`,
	`{"puzzle":"gokigen","rows":1,"cols":2,"corners":["1..","..."],"status":"solved","cells":["\\/"]}`,
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
