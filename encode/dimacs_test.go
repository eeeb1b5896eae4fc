package encode_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

func ExampleFormula_WriteDIMACS() {
	f := encode.NewFormula()
	a := f.New("a")
	b := f.New("cell(1,2)=3")
	t := f.Aux("t")
	f.Add(a, b)
	f.Add(-a, t)
	f.Add(-t, -b)
	f.WriteDIMACS(os.Stdout, true)
	// Output:
	// p cnf 3 3
	// c var 1 a
	// c var 2 cell(1,2)=3
	// c aux 3 t
	// 1 2 0
	// -1 3 0
	// -3 -2 0
}

func ExampleReadDIMACS() {
	in := "c var 1 rain\nc var 2 wet\np cnf 2 2\n-1 2 0\n1 0\n"
	f, info, err := encode.ReadDIMACS(strings.NewReader(in), true)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(f.NumVars(), f.NumClauses(), len(info.Warnings))
	fmt.Println(f.ClauseString(f.Clause(0)))
	// Output:
	// 2 2 0
	// (-rain ∨ wet)
}

// sample builds a formula with every kind of variable name and a native
// cardinality constraint.
func sample() *encode.Formula {
	f := encode.NewFormula()
	var xs []encode.Lit
	for i := 0; i < 5; i++ {
		xs = append(xs, f.New(fmt.Sprintf("x(%d)", i)))
	}
	odd := []encode.Lit{
		f.New("zebra.owner(Norwegian)=house 1"), // spaces
		f.New(""),                               // empty
		f.New("\"quoted\""),
		f.New("line\nbreak"),
		f.New(" padded "),
	}
	t := f.Aux("t")
	blk := f.AuxBlock("blk", 3)
	f.Add(xs[0], xs[1], -t)
	f.Add(blk, -(blk + 2), odd[0])
	f.Add(odd...)
	f.Add() // the empty clause
	f.Add(-odd[1], -odd[2])
	f.AddAtLeast(xs, 2)
	f.Add(encode.Lit(f.NumVars() + 2)) // grows anonymous variables x<v>
	return f
}

func TestDIMACSRoundTrip(t *testing.T) {
	for _, names := range []bool{true, false} {
		t.Run(fmt.Sprint("names=", names), func(t *testing.T) {
			f := sample()
			var buf bytes.Buffer
			if err := f.WriteDIMACS(&buf, names); err != nil {
				t.Fatal(err)
			}
			g, info, err := encode.ReadDIMACS(bytes.NewReader(buf.Bytes()), true)
			if err != nil {
				t.Fatalf("%v\n%s", err, buf.String())
			}
			want := f.Lowered(encode.Totalizer)
			if want == f || want.NumVars() <= f.NumVars() {
				t.Fatal("the native constraint was not lowered")
			}
			if len(info.Warnings) != 0 {
				t.Errorf("warnings: %v", info.Warnings)
			}
			if g.NumVars() != want.NumVars() || g.NumClauses() != want.NumClauses() || len(g.Cards()) != 0 {
				t.Fatalf("got %d vars %d clauses, want %d %d", g.NumVars(), g.NumClauses(), want.NumVars(), want.NumClauses())
			}
			for i := range want.NumClauses() {
				if !slices.Equal(g.Clause(i), want.Clause(i)) {
					t.Errorf("clause %d: got %v want %v", i, g.Clause(i), want.Clause(i))
				}
			}
			for v := 1; v <= want.NumVars(); v++ {
				wn, wa := want.Name(v), want.IsAux(v)
				if !names {
					wn, wa = fmt.Sprintf("x%d", v), false
				}
				if g.Name(v) != wn || g.IsAux(v) != wa {
					t.Errorf("variable %d: got %q aux=%v, want %q aux=%v", v, g.Name(v), g.IsAux(v), wn, wa)
				}
			}
			// writing the read formula again gives the same bytes
			var again bytes.Buffer
			if err := g.WriteDIMACS(&again, names); err != nil {
				t.Fatal(err)
			}
			if again.String() != buf.String() {
				t.Errorf("second round differs:\n%s\n---\n%s", buf.String(), again.String())
			}
		})
	}
}

// The lowered output keeps the formula's meaning: over the primary
// variables of a small formula, "some extension satisfies the DIMACS
// formula" holds exactly when the original (with its native constraint)
// is satisfied, checked by brute force.
func TestDIMACSLoweringBruteForce(t *testing.T) {
	f := encode.NewFormula()
	var xs []encode.Lit
	for i := 0; i < 4; i++ {
		xs = append(xs, f.New(fmt.Sprint("x", i)))
	}
	f.AddAtLeast(xs, 2)
	f.Add(-xs[0], -xs[3])
	var buf bytes.Buffer
	if err := f.WriteDIMACS(&buf, true); err != nil {
		t.Fatal(err)
	}
	g, _, err := encode.ReadDIMACS(&buf, true)
	if err != nil {
		t.Fatal(err)
	}
	n, m := f.NumVars(), g.NumVars()
	if m-n > 16 {
		t.Fatalf("too many auxiliary variables for brute force: %d", m-n)
	}
	for a := 0; a < 1<<n; a++ {
		mf := make(encode.Model, n+1)
		for v := 1; v <= n; v++ {
			mf[v] = a>>(v-1)&1 == 1
		}
		want := f.Check(mf) == nil
		got := false
		for e := 0; e < 1<<(m-n) && !got; e++ {
			mg := make(encode.Model, m+1)
			copy(mg, mf)
			for v := n + 1; v <= m; v++ {
				mg[v] = e>>(v-n-1)&1 == 1
			}
			got = g.Check(mg) == nil
		}
		if got != want {
			t.Errorf("assignment %04b: DIMACS formula satisfiable=%v, original %v", a, got, want)
		}
	}
}

func TestReadDIMACS(t *testing.T) {
	tests := []struct {
		name, in        string
		lenient, strict string // "=": same as lenient
	}{
		{"empty formula", "p cnf 0 0\n", "0 vars:", "="},
		{"empty clause", "p cnf 2 2\n1 -2 0\n0\n", "2 vars: (x1 ∨ -x2) ()", "="},
		{"unused declared variables", "p cnf 5 1\n1 0\n", "5 vars: (x1)", "="},
		{"no header", "1 -3 0\n", "3 vars: (x1 ∨ -x3) W:1:1: warning: clause before any \"p cnf\" header (at \"1\")",
			"E:1:1: clause before any \"p cnf\" header (at \"1\")"},
		{"beyond header", "p cnf 2 1\n1 -4 0\n", "4 vars: (x1 ∨ -x4) W:2:3: warning: variable 4 beyond the 2 declared in the header (at \"-4\")",
			"E:2:3: variable 4 beyond the 2 declared in the header (at \"-4\")"},
		{"names", "p cnf 3 1\nc var 1 a b\nc aux 3 t[0]\nc some other comment\n1 2 -3 0\n", "3 vars: (a b ∨ x2 ∨ -t[0]*)", "="},
		{"malformed naming comments are comments", "p cnf 2 1\nc var x a\nc var 1\nc var 0 z\nc var  1 y\n1 2 0\n", "2 vars: (x1 ∨ x2)", "="},
		{"name beyond", "p cnf 2 1\nc var 3 z\n1 2 0\n", "2 vars: (x1 ∨ x2) W:2:1: warning: name for variable 3, beyond the formula's 2 variables (at \"c var 3\")",
			"E:2:1: name for variable 3, beyond the formula's 2 variables (at \"c var 3\")"},
		{"second name", "p cnf 2 1\nc var 1 a\nc aux 1 b\n1 2 0\n", "2 vars: (b* ∨ x2) W:3:1: warning: second name for variable 1 (the first is on line 2) (at \"c aux 1\")",
			"E:3:1: second name for variable 1 (the first is on line 2) (at \"c aux 1\")"},
		{"too many variables", "p cnf 16777217 0\n", "E:1:7: the header declares more variables than the limit of 16777216 (at \"16777217\")", "="},
		{"literal beyond the limit", "1 -16777217 0\n", "E:1:3: variable 16777217 beyond the limit of 16777216 variables (at \"-16777217\")",
			"E:1:1: clause before any \"p cnf\" header (at \"1\")"},
		{"literal beyond the limit after a header", "p cnf 1 1\n1 -16777217 0\n",
			"E:2:3: variable 16777217 beyond the limit of 16777216 variables (at \"-16777217\")", "="},
		{"syntax error", "p cnf 2 1\n1 two 0\n", "E:2:3: not a number (at \"two\")", "="},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, strict := range []bool{false, true} {
				want := tt.lenient
				if strict && tt.strict != "=" {
					want = tt.strict
				}
				f, info, err := encode.ReadDIMACS(strings.NewReader(tt.in), strict)
				var got string
				if err != nil {
					got = "E:" + err.Error()
				} else {
					got = fmt.Sprintf("%d vars:", f.NumVars())
					for i := range f.NumClauses() {
						c := f.ClauseString(f.Clause(i))
						for v := 1; v <= f.NumVars(); v++ {
							if f.IsAux(v) {
								c = strings.ReplaceAll(c, f.Name(v), f.Name(v)+"*")
							}
						}
						got += " " + c
					}
					for _, w := range info.Warnings {
						got += " W:" + w.String()
					}
				}
				if got != want {
					t.Errorf("strict=%v:\n got %s\nwant %s", strict, got, want)
				}
			}
		})
	}
}

func TestReadDIMACSInfo(t *testing.T) {
	_, info, err := encode.ReadDIMACS(strings.NewReader("p cnf 3 2\n1 0\n2 3 0\n%\n0\n"), true)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(info) != fmt.Sprint(dimacs.Info{HeaderVars: 3, HeaderClauses: 2, Vars: 3, Clauses: 2, EndLine: 4}) {
		t.Errorf("info %+v", info)
	}
}

func TestWriteDIMACSEdgeCases(t *testing.T) {
	empty := encode.NewFormula()
	unsat := encode.NewFormula()
	unsat.Add()
	for _, tt := range []struct {
		f    *encode.Formula
		want string
	}{
		{empty, "p cnf 0 0\n"},
		{unsat, "p cnf 0 1\n0\n"},
	} {
		var b bytes.Buffer
		if err := tt.f.WriteDIMACS(&b, true); err != nil || b.String() != tt.want {
			t.Errorf("got %q, %v; want %q", b.String(), err, tt.want)
		}
		g, _, err := encode.ReadDIMACS(&b, true)
		if err != nil || g.NumVars() != tt.f.NumVars() || g.NumClauses() != tt.f.NumClauses() {
			t.Errorf("read back %q: %v", tt.want, err)
		}
	}
	if err := unsat.WriteDIMACS(failWriter{}, false); err == nil {
		t.Error("write error lost")
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, os.ErrClosed }

// FuzzReadDIMACS: any input either fails with a positioned error or gives
// a formula that survives WriteDIMACS / ReadDIMACS unchanged, names included.
func FuzzReadDIMACS(f *testing.F) {
	for _, s := range []string{"p cnf 2 1\nc var 1 a b\nc aux 2 \"q\\n\"\n1 -2 0\n", "c var 1 x\n1 0\n",
		"p cnf 3 2\nc var 3 x\nc var 3 y\n1 0\n0\n", "p cnf 1 1\nc var 2 z\n1 0\n%\n0\n"} {
		f.Add([]byte(s), false)
		f.Add([]byte(s), true)
	}
	f.Fuzz(func(t *testing.T, data []byte, strict bool) {
		// Millions of variables are legal but make a slow fuzz input.
		if info, err := dimacs.Read(bytes.NewReader(data), nil, dimacs.Options{}); err == nil && info.NumVars() > 1<<16 {
			return
		}
		g, _, err := encode.ReadDIMACS(bytes.NewReader(data), strict)
		if err != nil {
			var pe *srcpos.Error
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 {
				t.Fatalf("unpositioned error %v", err)
			}
			return
		}
		var buf bytes.Buffer
		if err := g.WriteDIMACS(&buf, true); err != nil {
			t.Fatal(err)
		}
		h, info, err := encode.ReadDIMACS(&buf, true)
		if err != nil || len(info.Warnings) > 0 {
			t.Fatalf("round trip: %v %v\n%s", err, info.Warnings, buf.String())
		}
		if h.NumVars() != g.NumVars() || h.NumClauses() != g.NumClauses() {
			t.Fatal("sizes differ")
		}
		for i := range g.NumClauses() {
			if !slices.Equal(g.Clause(i), h.Clause(i)) {
				t.Fatalf("clause %d differs", i)
			}
		}
		for v := 1; v <= g.NumVars(); v++ {
			if g.Name(v) != h.Name(v) || g.IsAux(v) != h.IsAux(v) {
				t.Fatalf("variable %d: %q/%v became %q/%v", v, g.Name(v), g.IsAux(v), h.Name(v), h.IsAux(v))
			}
		}
	})
}
