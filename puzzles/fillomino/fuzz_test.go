package fillomino

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// FuzzParse: no input makes a reader panic; every error is positioned.
func FuzzParse(f *testing.F) {
	f.Add([]byte("5 5\n3 - - 5 -\n- 1 - - 2\n- 4 - 2 -\n4 - - 3 -\n- 4 - - 4\n"))
	f.Add([]byte("5x5:b2a2c3b3f4d35\n"))
	f.Add([]byte("https://puzz.link/p?fillomino/6/6/i3442h6g46h1g6g44g66g44g661g3h2\n"))
	f.Add([]byte("3..5.\n.1..2\n"))
	f.Add([]byte(`{"puzzle":"fillomino","rows":2,"cols":2,"grid":["1 -","- 3"]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatJSON, FormatJanko, FormatText, FormatTatham, FormatPuzzLink} {
			ps, err := parse("f", data, fm)
			if err != nil {
				var pe *srcpos.Error
				if !errors.As(err, &pe) {
					t.Fatalf("%v: %T %v", fm, err, err)
				}
				continue
			}
			for _, p := range ps {
				if p.Validate() == nil && len(p.Given) <= 25 {
					_, _ = Encode(p, Options{})
				}
			}
		}
	})
}
