package solver

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// sparse is "p cnf 9999999 2 / 9999999 0 / -5000000 -9999999 3 0": ten
// million variables, three used.
func sparse() *encode.Formula {
	f := encode.NewFormula()
	f.Grow(9_999_999)
	f.Add(9_999_999)
	f.Add(-5_000_000, -9_999_999, 3)
	return f
}

// A formula that declares far more variables than it uses reaches every
// backend with only the used ones (issue 17 defect 4: 4.5 GB and 55 s
// with gophersat for 26 bytes of DIMACS), and the model comes back in the
// formula's numbering.
func TestSparseFormulaRenumbered(t *testing.T) {
	f := sparse()
	for _, b := range allBackends(t) {
		ctx, cancel := b.ctx()
		res, err := Solve(ctx, b.s, f)
		cancel()
		if err != nil || res.Status != Sat {
			t.Fatalf("%s: %v %v", b.name, res.Status, err)
		}
		if len(res.Model) != 10_000_000 || !res.Model[9_999_999] || f.Check(res.Model) != nil {
			t.Errorf("%s: model of %d values, x9999999=%v, check %v", b.name, len(res.Model)-1, res.Model[9_999_999], f.Check(res.Model))
		}
	}
	// What the solver is given: a header with the three used variables.
	e := NewExternal(Generic, fake(t, "header.sh"))
	e.TempDir = t.TempDir()
	hdr := filepath.Join(t.TempDir(), "header")
	e.env = []string{"PUZZLESAT_TEST_HEADER=" + hdr}
	g := encode.NewFormula()
	g.Grow(9_999_999)
	g.Add(9_999_999)
	res, err := Solve(t.Context(), e, g)
	if err != nil || res.Status != Sat || !res.Model[9_999_999] {
		t.Fatalf("%v %v", res.Status, err)
	}
	b, _ := os.ReadFile(hdr)
	if got := strings.TrimSpace(string(b)); got != "p cnf 1 1" {
		t.Errorf("the solver got header %q, want \"p cnf 1 1\"", got)
	}
}

// compactFormula leaves dense formulas alone and keeps the order of the
// variables it renumbers.
func TestCompactFormula(t *testing.T) {
	f := encode.NewFormula()
	f.Grow(100_000)
	for v := 1; v <= 60_000; v++ {
		f.Add(encode.Lit(v))
	}
	if g, _ := compactFormula(f); g != nil {
		t.Errorf("a formula using 60%% of its variables was renumbered")
	}
	g, c := compactFormula(sparse())
	if g == nil || g.NumVars() != 3 {
		t.Fatalf("renumbered to %v", g)
	}
	if got := g.Clause(1); got[0] != -2 || got[1] != -3 || got[2] != 1 {
		t.Errorf("clause 2 renumbered to %v, want [-2 -3 1]", got)
	}
	m := c.expand(encode.Model{false, true, false, true}, 9_999_999)
	if !m[3] || m[5_000_000] || !m[9_999_999] {
		t.Errorf("expand: x3=%v x5000000=%v x9999999=%v", m[3], m[5_000_000], m[9_999_999])
	}
}
