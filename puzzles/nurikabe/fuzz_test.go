package nurikabe

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

var fuzzSeeds = []string{
	"4 4\n3 - - -\n- - - 1\n- - - -\n- - - -\n",
	"2 2\n1 -\n- x\n1 -\n- x\n",
	".....\n.1.5.\n.....\n....1\n.....\n",
	"https://puzz.link/p?nurikabe/7/7/1g2i2m1p4g3g2n1g1k1h\n",
	`{"puzzle":"nurikabe","rows":1,"cols":2,"grid":[[1,0]],"shaded":[[0,1]]}`,
	`[{"rows":1,"cols":1,"grid":[[1]]}]`,
}

// FuzzParse: every reader returns puzzles or a positioned error, never
// panics; a puzzle read passes Validate or says why not.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatAuto, FormatText, FormatJSON, FormatPuzzLink, FormatJanko} {
			ps, err := parse("fuzz", data, fm)
			if err != nil {
				var pe *srcpos.Error
				if !errors.As(err, &pe) {
					t.Fatalf("%v: not a positioned error: %v", fm, err)
				}
				continue
			}
			for _, p := range ps {
				if err := p.Validate(); err == nil && len(p.Cells) != p.Rows*p.Cols {
					t.Fatalf("valid puzzle with %d cells for %dx%d", len(p.Cells), p.Rows, p.Cols)
				}
			}
		}
	})
}
