package yajilin

import (
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// FuzzParsePuzzLink: the puzz.link reader (and the others, on URLs)
// returns valid puzzles or a positioned error, never panics.
func FuzzParsePuzzLink(f *testing.F) {
	for _, s := range []string{"https://puzz.link/p?yajilin/5/5/m32j10", "https://puzz.link/p?yajilin/b/4/4/0.a20.g41",
		"http://pzv.jp/p.html?yajirin/3/3/-1abc", "yajilin/2/2/59f", "https://puzz.link/p?yajilin/3/3/+z"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatJSON, FormatPuzzLink, FormatJanko, FormatText} {
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
