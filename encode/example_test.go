package encode_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
)

// Encode "exactly 2 of 4 cells are black" with the sequential counter and
// print the clauses with the variables' names.
func ExampleBuilder_Exactly() {
	f := encode.NewFormula()
	var cells []encode.Lit
	for i := 1; i <= 4; i++ {
		cells = append(cells, f.New(fmt.Sprintf("black(%d)", i)))
	}
	b := encode.NewBuilder(f, encode.SeqCounter, encode.Pairwise)
	b.Exactly(cells, 2)
	f.Each(0, func(c []encode.Lit) { fmt.Println(f.ClauseString(c)) })
	fmt.Println(f.NumVars()-len(cells), "auxiliary variables,", f.NumClauses(), "clauses")
	// Output:
	// (-black(1) ∨ seqcounter#1.s[0])
	// (-seqcounter#1.s[0] ∨ black(1))
	// (-seqcounter#1.s[0] ∨ seqcounter#1.s[1])
	// (-black(2) ∨ seqcounter#1.s[1])
	// (-seqcounter#1.s[1] ∨ seqcounter#1.s[0] ∨ black(2))
	// (-black(2) ∨ -seqcounter#1.s[0] ∨ seqcounter#1.s[2])
	// (-seqcounter#1.s[2] ∨ black(2))
	// (-seqcounter#1.s[2] ∨ seqcounter#1.s[0])
	// (seqcounter#1.s[1] ∨ black(3))
	// (-seqcounter#1.s[2] ∨ seqcounter#1.s[3])
	// (-black(3) ∨ -seqcounter#1.s[1] ∨ seqcounter#1.s[3])
	// (-seqcounter#1.s[3] ∨ seqcounter#1.s[2] ∨ black(3))
	// (-seqcounter#1.s[3] ∨ seqcounter#1.s[1])
	// (-black(3) ∨ -seqcounter#1.s[2])
	// (seqcounter#1.s[3] ∨ black(4))
	// (-black(4) ∨ -seqcounter#1.s[3])
	// 4 auxiliary variables, 16 clauses
}

// Measure an encoding without building it: a Counter is a Sink that only
// counts (Native falls back to the totalizer on a plain Sink).
func ExampleCounter() {
	for _, enc := range encode.CardEncodings() {
		if enc == encode.Binomial || enc == encode.CardPairwise {
			continue // C(128,5) clauses
		}
		var vs encode.Vars
		lits := make([]encode.Lit, 128)
		for i := range lits {
			lits[i] = vs.New("x")
		}
		var cnt encode.Counter
		b := encode.Builder{Vars: &vs, Out: &cnt, Card: enc}
		b.AtMost(lits, 4)
		fmt.Printf("%-10s %4d aux %5d clauses\n", enc, vs.NumAux(), cnt.Clauses)
	}
	// Output:
	// seqcounter  496 aux  1112 clauses
	// totalizer   411 aux  1037 clauses
	// cardnet    1208 aux  1813 clauses
	// native      411 aux  1037 clauses
	// sortnetwrk 2942 aux  4414 clauses
	// bitwise     411 aux  1037 clauses
	// ladder      496 aux  1112 clauses
	// mtotalizer  586 aux  2905 clauses
	// kmtotalizer  444 aux  1197 clauses
}

// A formula keeps native cardinality constraints for gophersat; Lowered
// turns them into clauses for a DIMACS file, and Check names what a model
// breaks.
func ExampleFormula_Lowered() {
	f := encode.NewFormula()
	a, b, c := f.New("a"), f.New("b"), f.New("c")
	encode.NewBuilder(f, encode.Native, encode.Pairwise).AtLeast([]encode.Lit{a, b, c}, 2)
	fmt.Println(len(f.Cards()), "native,", f.NumClauses(), "clauses")
	g := f.Lowered(encode.Totalizer)
	fmt.Println(len(g.Cards()), "native,", g.NumClauses(), "clauses,", g.NumAux(), "auxiliary variables")
	fmt.Println(f.Check(encode.Model{false, true, false, false}))
	// Output:
	// 1 native, 0 clauses
	// 0 native, 7 clauses, 4 auxiliary variables
	// model violates cardinality constraint 0: at least 2 of (a ∨ b ∨ c) (1 true)
}
