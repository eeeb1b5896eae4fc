package hashi

import (
	"context"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/solver"
)

// TestNativeConnectivity: --connectivity native (encode/connect's
// propagator in the cdcl engine) finds what lazy finds, solutions and
// uniqueness, on the bundled CLLV and Tatham puzzles, the no-loop (tree)
// puzzles included; and gophersat refuses it.
func TestNativeConnectivity(t *testing.T) {
	files := []string{"cllv_100_001.has", "cllv_200_001.has", "tatham_7x7_d2.txt", "tatham_tree.txt", "tatham_m3m4.txt"}
	if !testing.Short() {
		files = append(files, "cllv_400_001.has", "tatham_25x25.txt")
	}
	native := DefaultOptions()
	native.Connectivity = Native
	for _, file := range files {
		ps := readTestdata(t, file)
		if len(ps) > 4 {
			ps = ps[:4]
		}
		for i, p := range ps {
			want, err := Solve(context.Background(), solver.CDCL{}, p, DefaultOptions(), 2)
			if err != nil {
				t.Fatalf("%s #%d lazy: %v", file, i+1, err)
			}
			got, err := Solve(context.Background(), solver.CDCL{}, p, native, 2)
			if err != nil {
				t.Fatalf("%s #%d native: %v", file, i+1, err)
			}
			if got.Status != want.Status || got.Unique != want.Unique || got.Summary.Count != want.Summary.Count {
				t.Fatalf("%s #%d: native %v unique %d count %d, lazy %v unique %d count %d", file, i+1,
					got.Status, got.Unique, got.Summary.Count, want.Status, want.Unique, want.Summary.Count)
			}
			if want.Unique == 1 && !reflect.DeepEqual(got.Solutions, want.Solutions) {
				t.Fatalf("%s #%d: native and lazy found different solutions", file, i+1)
			}
		}
	}
	p := readTestdata(t, "cllv_100_001.has")[0]
	if _, err := Solve(context.Background(), solver.Gophersat{}, p, native, 1); err == nil {
		t.Fatal("gophersat solved with a propagator")
	}
}
