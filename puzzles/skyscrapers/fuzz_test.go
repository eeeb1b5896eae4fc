package skyscrapers

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// FuzzParse: no input makes a reader panic; every error is positioned.
func FuzzParse(f *testing.F) {
	f.Add([]byte("4 4 4\n- 2 - -\n- - - -\n1 - - -\n- - - 3\n- - - -\n- - - -\n- 2 - -\n- - - -\n"))
	f.Add([]byte("5:3/3/3/2/1/2/1/2/4/4/4/3/1/3/2/1/2/2/2/3\n"))
	f.Add([]byte("https://puzz.link/p?skyscrapers/5/5/g2l2g43l35\n"))
	f.Add([]byte("6:///3/1//2/3//////3/3/////2//3/2/,t5a2e1g\n"))
	f.Add([]byte(`{"size":3,"top":[null,2,null],"bottom":null,"left":null,"right":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatJSON, FormatJanko, FormatTatham, FormatPuzzLink} {
			ps, err := parse("f", data, fm)
			if err != nil {
				var pe *srcpos.Error
				if !errors.As(err, &pe) {
					t.Fatalf("%v: %T %v", fm, err, err)
				}
				continue
			}
			for _, p := range ps {
				if p.Validate() == nil && p.N <= 6 {
					_, _ = Encode(p, Options{})
				}
			}
		}
	})
}
