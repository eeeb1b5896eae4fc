package explain

import (
	"errors"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// A fact the puzzle does not have is reported at its place in the --from
// file, in each of the file's three forms.
func TestLocateFact(t *testing.T) {
	for _, tc := range []struct {
		name, data string
		n          int
		line, col  int
	}{
		{"array", "[{\"a\":1},\n {\"a\":2}]", 2, 2, 2},
		{"facts", "{\"facts\":[{\"a\":1},\n  {\"a\":2}]}", 2, 2, 3},
		{"steps", "{\"steps\":[{\"n\":1,\"facts\":[{\"a\":1},{\"a\":2}]},\n{\"n\":2,\"facts\":[{\"a\":3}]}]}", 3, 2, 17},
		{"bom", "\xef\xbb\xbf[{\"a\":1}]", 1, 1, 5},
	} {
		err := LocateFact(&FactError{N: tc.n, Err: errors.New("no such fact")}, "f.json", []byte(tc.data))
		var pe *srcpos.Error
		if !errors.As(err, &pe) || pe.Line != tc.line || pe.Col != tc.col || !strings.Contains(err.Error(), "f.json:") {
			t.Errorf("%s: %v, want f.json:%d:%d", tc.name, err, tc.line, tc.col)
		}
	}
	if err := LocateFact(&FactError{N: 9, Err: errors.New("x")}, "f.json", []byte("[]")); err.Error() != "--from: fact 9: x" {
		t.Errorf("a fact not in the file: %v", err)
	}
}
