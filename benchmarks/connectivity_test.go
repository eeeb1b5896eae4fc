package benchmarks

import (
	"os"
	"path/filepath"
	"testing"
)

// TestConnectivityPreset runs the connectivity preset's sweep (`make
// connectivity`: every --connectivity method, one sweep per genre with
// --kind) on the tiny instances of testdata/connectivity with cdcl: every
// method that applies is planned, and every run but flow's finds the
// unique checked solution.
func TestConnectivityPreset(t *testing.T) {
	methods := []string{"lazy", "eager", "tree", "distance", "flow", "elimination"}
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
			want := len(methods)
			if kind == "hashi" {
				want = 2 // lazy, eager: Hashi keeps its own connectivity
			}
			if len(ran) != want {
				t.Errorf("%d methods planned (%v), want %d", len(ran), ran, want)
			}
		})
	}
	if genres < 9 {
		t.Errorf("%d genres in testdata/connectivity, want 9", genres)
	}
}
