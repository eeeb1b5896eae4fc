package encode

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestLit(t *testing.T) {
	for _, tc := range []struct {
		l   Lit
		v   int
		pos bool
	}{{3, 3, true}, {-3, 3, false}, {1, 1, true}} {
		if tc.l.Var() != tc.v || tc.l.Positive() != tc.pos || tc.l.Not() != -tc.l || tc.l.Not().Not() != tc.l {
			t.Errorf("Lit(%d): Var %d Positive %v Not %d", tc.l, tc.l.Var(), tc.l.Positive(), tc.l.Not())
		}
	}
	m := Model{false, true, false}
	for _, tc := range []struct {
		l    Lit
		want bool
	}{{1, true}, {-1, false}, {2, false}, {-2, true}, {7, false}, {-7, true}} {
		if got := m.Value(tc.l); got != tc.want {
			t.Errorf("Model.Value(%d) = %v, want %v", tc.l, got, tc.want)
		}
	}
}

func TestVarsNames(t *testing.T) {
	var vs Vars
	a := vs.New("hashi.edge(2,3)-(2,7)>=2")
	x := vs.Aux("tmp")
	blk := vs.AuxBlock("blk", 3)
	for _, tc := range []struct {
		v    int
		name string
		aux  bool
	}{
		{a.Var(), "hashi.edge(2,3)-(2,7)>=2", false},
		{x.Var(), "tmp", true},
		{blk.Var(), "blk[0]", true},
		{blk.Var() + 2, "blk[2]", true},
		{0, "x0", false},
		{99, "x99", false},
	} {
		if got := vs.Name(tc.v); got != tc.name {
			t.Errorf("Name(%d) = %q, want %q", tc.v, got, tc.name)
		}
		if got := vs.IsAux(tc.v); got != tc.aux {
			t.Errorf("IsAux(%d) = %v, want %v", tc.v, got, tc.aux)
		}
	}
	if vs.NumVars() != 5 || vs.NumAux() != 4 {
		t.Errorf("NumVars %d NumAux %d, want 5, 4", vs.NumVars(), vs.NumAux())
	}
	if got := vs.LitString(-a); got != "-hashi.edge(2,3)-(2,7)>=2" {
		t.Errorf("LitString = %q", got)
	}
	if got := vs.ClauseString([]Lit{a, -x}); got != "(hashi.edge(2,3)-(2,7)>=2 ∨ -tmp)" {
		t.Errorf("ClauseString = %q", got)
	}
}

func TestFormulaClauses(t *testing.T) {
	f := NewFormula()
	a, b := f.New("a"), f.New("b")
	f.Add(a, b)
	c := []Lit{-a, 5} // variable 5 is beyond the allocated ones
	f.AddClause(c)
	c[0] = 4 // the formula keeps its own copy
	f.Add()
	if f.NumClauses() != 3 || f.NumLiterals() != 4 || f.NumVars() != 5 {
		t.Fatalf("NumClauses %d NumLiterals %d NumVars %d", f.NumClauses(), f.NumLiterals(), f.NumVars())
	}
	if got := fmt.Sprint(f.Clause(1)); got != "[-1 5]" {
		t.Errorf("Clause(1) = %s", got)
	}
	if f.Name(5) != "x5" || f.IsAux(5) {
		t.Errorf("anonymous variable 5: %q aux=%v", f.Name(5), f.IsAux(5))
	}
	var seen []string
	f.Each(1, func(cl []Lit) { seen = append(seen, fmt.Sprint(cl)) })
	if got := strings.Join(seen, " "); got != "[-1 5] []" {
		t.Errorf("Each(1) saw %s", got)
	}
}

func TestFormulaCheck(t *testing.T) {
	f := NewFormula()
	a, b, c := f.New("cell(1,1)"), f.New("cell(1,2)"), f.New("cell(2,1)")
	f.Add(a, b)
	f.Add(-a, -c)
	f.AddAtLeast([]Lit{a, b, c}, 2)
	for _, tc := range []struct {
		m    Model
		want string // "" for no error
	}{
		{Model{false, true, true, false}, ""},
		{Model{false, true, false, true}, "model violates clause 2 [-1 -3]: (-cell(1,1) ∨ -cell(2,1))"},
		{Model{false, false, false, true}, "model violates clause 1 [1 2]: (cell(1,1) ∨ cell(1,2))"},
		{Model{false, false, true, false}, "model violates cardinality constraint 0: at least 2 of (cell(1,1) ∨ cell(1,2) ∨ cell(2,1)) (1 true)"},
	} {
		err := f.Check(tc.m)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("Check(%v) = %v, want nil", tc.m, err)
		case tc.want != "" && (err == nil || err.Error() != tc.want):
			t.Errorf("Check(%v) = %v, want %s", tc.m, err, tc.want)
		}
		var ve *ViolationError
		if err != nil && !errors.As(err, &ve) {
			t.Errorf("Check error %T is not a *ViolationError", err)
		}
	}
}

func TestCounter(t *testing.T) {
	var c Counter
	var vs Vars
	lits := []Lit{vs.New("a"), vs.New("b"), vs.New("c")}
	b := Builder{Vars: &vs, Out: &c}
	b.Clause(lits...)
	b.Implies(lits[0], lits[1])
	b.ImpliesOr(lits[0], lits[1], lits[2])
	b.AtMostOne(lits) // pairwise: 3 binary clauses
	if c.Clauses != 6 || c.Literals != 3+2+3+6 {
		t.Errorf("Counter = %+v, want 6 clauses, 14 literals", c)
	}
	// A Counter is not a CardSink: native constraints become totalizers.
	var n Counter
	nb := Builder{Vars: &vs, Out: &n, Card: Native}
	nb.AtMost(append(lits, vs.New("d")), 2)
	if n.Clauses == 0 || vs.NumAux() == 0 {
		t.Errorf("native at-most-2 into a Counter: %+v, %d aux", n, vs.NumAux())
	}
}

func TestBuilderHelpers(t *testing.T) {
	f := NewFormula()
	a, b, c := f.New("a"), f.New("b"), f.New("c")
	bl := NewBuilder(f, Binomial, Pairwise)
	bl.Implies(a, b)
	bl.ImpliesOr(b, a, c)
	bl.AtLeastOne([]Lit{a, c})
	got := []string{}
	f.Each(0, func(cl []Lit) { got = append(got, f.ClauseString(cl)) })
	want := "(-a ∨ b) (-b ∨ a ∨ c) (a ∨ c)"
	if strings.Join(got, " ") != want {
		t.Errorf("clauses %s, want %s", strings.Join(got, " "), want)
	}
}

// Lowered replaces native constraints by clauses of any encoding and the
// result is equisatisfiable on the original variables: an assignment of
// them extends to a model of the lowered formula exactly when it is a model
// of the native one (checked with Formula.Check).
func TestLowered(t *testing.T) {
	f := NewFormula()
	var xs []Lit
	for i := 0; i < 6; i++ {
		xs = append(xs, f.New(fmt.Sprintf("x%d", i)))
	}
	f.Add(xs[0], xs[5])
	b := NewBuilder(f, Native, Pairwise)
	b.AtMost(xs[:5], 2)
	b.AtLeast(xs[1:], 2)
	b.Exactly(xs[2:], 2)
	if len(f.Cards()) != 4 {
		t.Fatalf("%d native constraints, want 4", len(f.Cards()))
	}
	if f.NumVars() != 6 {
		t.Fatalf("native constraints allocated variables")
	}
	if NewFormula().Lowered(Totalizer).NumClauses() != 0 {
		t.Fatal("lowering an empty formula")
	}
	for _, enc := range CardEncodings() {
		g := f.Lowered(enc)
		if len(g.Cards()) != 0 || len(f.Cards()) != 4 || f.NumVars() != 6 {
			t.Fatalf("%v: Lowered changed the original or kept native constraints", enc)
		}
		for v := 1; v <= 6; v++ {
			if g.Name(v) != f.Name(v) {
				t.Fatalf("%v: variable %d renamed", enc, v)
			}
		}
		c := cnfOf(g)
		for mask := 0; mask < 1<<6; mask++ {
			m := make(Model, 7)
			a := c.newAssignment()
			for i := 0; i < 6; i++ {
				m[i+1] = mask&(1<<i) != 0
				a[i+1] = -1
				if m[i+1] {
					a[i+1] = 1
				}
			}
			want := f.Check(m) == nil
			if got := c.satisfiable(a); got != want {
				t.Fatalf("%v: inputs %06b: lowered satisfiable=%v, native model=%v", enc, mask, got, want)
			}
		}
	}
}

// Anonymous variables cost no memory until a named variable follows them
// (issue 17: "p cnf 9999999 1 / 9999999 0", 26 bytes, took 1.2 GB in
// dimacs check, a formatted name per variable).
func TestAnonymousVariablesAreFree(t *testing.T) {
	f := NewFormula()
	f.Grow(5_000_000)
	f.Add(9_999_999)
	if f.NumVars() != 9_999_999 || len(f.info) != 0 {
		t.Fatalf("NumVars %d, %d VarInfo entries", f.NumVars(), len(f.info))
	}
	if got := f.Name(9_999_999); got != "x9999999" {
		t.Errorf("Name = %q", got)
	}
	if f.IsAux(7) || f.NumAux() != 0 {
		t.Errorf("anonymous variables are auxiliary")
	}
	// A named variable after them numbers on, and the ones before keep
	// their "x<v>" names.
	g := NewFormula()
	g.Add(3)
	a := g.New("a")
	x := g.Aux("t")
	if a != 4 || x != 5 || g.Name(2) != "x2" || g.Name(4) != "a" || !g.IsAux(5) || g.IsAux(3) {
		t.Errorf("a=%d x=%d names %q %q", a, x, g.Name(2), g.Name(4))
	}
	// An empty name stays empty (it is not taken for an anonymous one).
	h := NewFormula()
	h.New("")
	if h.Name(1) != "" {
		t.Errorf("empty name = %q", h.Name(1))
	}
}
