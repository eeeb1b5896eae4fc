package kinds

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TestLookupAliases: a kind is found by its name and by every alias, in
// any case, and no two kinds share a name or an alias.
func TestLookupAliases(t *testing.T) {
	seen := map[string]string{}
	for _, k := range All() {
		for _, name := range append([]string{k.Name()}, puzzle.Aliases(k)...) {
			if other, dup := seen[strings.ToLower(name)]; dup {
				t.Errorf("%q names both %s and %s", name, other, k.Name())
			}
			seen[strings.ToLower(name)] = k.Name()
			for _, n := range []string{name, strings.ToUpper(name)} {
				got, err := Lookup(n)
				if err != nil || got.Name() != k.Name() {
					t.Errorf("Lookup(%q) = %v, %v; want %s", n, got, err, k.Name())
				}
			}
		}
	}
	if _, err := Lookup("nosuchgenre"); err == nil {
		t.Error("Lookup of an unknown name succeeded")
	}
}
