package solver_test

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Solve a formula with the embedded gophersat, then print the answer in
// the SAT-competition format.
func Example() {
	f := encode.NewFormula()
	a, b, c := f.New("a"), f.New("b"), f.New("c")
	f.Add(a, b)
	f.Add(-a, c)
	f.Add(-b, -c)
	f.Add(-c)
	f.AddAtLeast([]encode.Lit{a, b, c}, 1) // a native cardinality constraint

	res, err := solver.Solve(context.Background(), solver.Gophersat{}, f)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Status, res.Model.Value(a), res.Model.Value(b), res.Model.Value(c))
	res.Stats = solver.Stats{Conflicts: -1, Decisions: -1, Restarts: -1} // not printed
	solver.WriteCompetition(os.Stdout, res, f.NumVars())
	// Output:
	// SATISFIABLE false true false
	// s SATISFIABLE
	// v -1 2 -3 0
	// c wall: 0.000 s
}

// With a deadline, gophersat runs in a worker process that is killed when
// the deadline passes; the answer is then UNKNOWN.
func ExampleGophersat_timeout() {
	f := encode.NewFormula()
	f.Add(1)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	res, err := solver.Solve(ctx, solver.Gophersat{}, f)
	fmt.Println(res.Status, err)
	// Output: SATISFIABLE <nil>
}
