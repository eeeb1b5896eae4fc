package benchmarks

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	puzzlekinds "github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// TestConnectivityPreset runs the connectivity preset's sweep (`make
// connectivity`: every --connectivity method, one sweep per genre with
// --kind) on the tiny instances of testdata/connectivity with cdcl: every
// method the kind's --connectivity option takes is planned (native and
// the acyclicity methods leaf and hybrid too), and every run but flow's
// finds the unique checked solution.
func TestConnectivityPreset(t *testing.T) {
	methods := []string{"lazy", "eager", "tree", "distance", "flow", "elimination", "native", "leaf", "hybrid"}
	dirs, err := os.ReadDir("testdata/connectivity")
	if err != nil {
		t.Fatal(err)
	}
	genres := 0
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		genres++
		kind := d.Name()
		t.Run(kind, func(t *testing.T) {
			s := Sweep{Paths: []string{filepath.Join("testdata/connectivity", kind)}, Kind: kind,
				Options: map[string][]string{"connectivity": methods}, Solvers: []string{"cdcl"}, Unique: true}
			p, err := NewPlan(s)
			if err != nil {
				t.Fatal(err)
			}
			ran := map[string]bool{}
			for j := range p.Jobs(Shard{0, 1}) {
				ran[j.Options.String()] = true
				if j.Options["connectivity"] == "flow" {
					continue // refutes by counting: seconds even here (heyawake 8x8); encode/connect tests it
				}
				rec, _ := Execute(j)
				if rec.Status != StatusSat || rec.Check != CheckOK || rec.Unique != UniqueYes {
					t.Errorf("%s %s: status %s check %q unique %q error %q", rec.Instance, rec.Options, rec.Status, rec.Check, rec.Unique, rec.Error)
				}
			}
			k, err := puzzlekinds.Lookup(kind)
			if err != nil {
				t.Fatal(err)
			}
			want := 0
			for _, o := range k.Options() {
				if o.Name == "connectivity" {
					for _, m := range methods {
						want += btoi(slices.Contains(o.Values, m))
					}
				}
			}
			if want < 2 {
				t.Errorf("the kind takes %d of the methods", want)
			}
			if len(ran) != want {
				t.Errorf("%d methods planned (%v), want %d", len(ran), ran, want)
			}
		})
	}
	if genres < 11 {
		t.Errorf("%d genres in testdata/connectivity, want 11", genres)
	}
}
