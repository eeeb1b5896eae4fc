package solve_test

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Enumerate counts the solutions on the primary variables.
func ExampleEnumerate() {
	f := encode.NewFormula()
	x, y := f.New("x"), f.New("y")
	f.Add(x, y)
	sum, err := solve.Enumerate(context.Background(), solver.Gophersat{}, solve.Problem{Formula: f, Primary: []encode.Lit{x, y}}, 10, nil)
	fmt.Println(sum.Count, sum.Complete, sum.Unique(), err)
	// Output: 3 true not unique <nil>
}
