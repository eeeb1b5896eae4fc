package futoshiki

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// FuzzParse: no input makes a reader panic; every error is positioned.
func FuzzParse(f *testing.F) {
	f.Add([]byte("5:1,0,0,0,0,5,0,0,2,0D,0,0,0L,0,0,0U,0,0L,0,0,0,0,0,0R,4,\n"))
	f.Add([]byte("4a:0D,4,0D,0D,0UD,0RD,0UDL,0U,0U,0URD,0UDL,0D,0,0UR,0UL,0U,\n"))
	f.Add([]byte(`{"size":3,"grid":["1 - -","- - -","- - -"],"right":["<.","..",".."],"down":["v..","..."]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatJSON, FormatTatham} {
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
