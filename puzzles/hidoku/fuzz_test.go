package hidoku

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// FuzzParse: no input makes a reader panic; every error is positioned.
func FuzzParse(f *testing.F) {
	f.Add([]byte("4 4\n- 11 13 -\n- - 14 15\n1 - - -\n- - 4 5\n"))
	f.Add([]byte(" - 19  -\n x  - 2\n"))
	f.Add([]byte(`{"puzzle":"hidoku","rows":2,"cols":2,"grid":["1 -","- 4"]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatJSON, FormatJanko, FormatText} {
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
					_, _ = Encode(p, Options{Prune: true})
				}
			}
		}
	})
}
