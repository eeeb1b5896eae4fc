package cdcl_test

import (
	"bytes"
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Solving under assumptions: each call assumes its literals for that call
// only, and an UNSAT answer names the assumptions it needed.
func Example() {
	ctx := context.Background()
	s := cdcl.New(cdcl.Options{})
	s.AddClause([]encode.Lit{-1, 2}) // 1 -> 2
	s.AddClause([]encode.Lit{-2, 3}) // 2 -> 3

	fmt.Println(s.Solve(ctx, []encode.Lit{4, 1, -3}), s.Core())
	fmt.Println(s.Solve(ctx, []encode.Lit{1}), s.ModelValue(3))

	s.AddClause([]encode.Lit{-3}) // clauses can be added between calls
	fmt.Println(s.Solve(ctx, []encode.Lit{1}), s.Core())
	fmt.Println(s.Solve(ctx, nil), s.ModelValue(1))
	// Output:
	// UNSATISFIABLE [1 -3]
	// SATISFIABLE true
	// UNSATISFIABLE [1]
	// SATISFIABLE false
}

// A DRAT proof of an unsatisfiable formula: the learnt clauses, then the
// empty clause.
func Example_proof() {
	var proof bytes.Buffer
	s := cdcl.New(cdcl.Options{Proof: &proof})
	for _, c := range [][]encode.Lit{{1, 2}, {1, -2}, {-1, 2}, {-1, -2}} {
		s.AddClause(c)
	}
	fmt.Println(s.Solve(context.Background(), nil))
	fmt.Print(proof.String())
	// Output:
	// UNSATISFIABLE
	// 1 0
	// 0
}
