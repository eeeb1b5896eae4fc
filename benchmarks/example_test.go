package benchmarks_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/benchmarks"
)

// Shards split a sweep round-robin by job index: every job lands in exactly
// one shard, whatever machine computes the split.
func ExampleShard_Has() {
	const jobs = 8
	for i := 0; i < 3; i++ {
		sh, _ := benchmarks.ParseShard(fmt.Sprintf("%d/3", i))
		fmt.Print(sh, ":")
		for j := 0; j < jobs; j++ {
			if sh.Has(j) {
				fmt.Print(" ", j)
			}
		}
		fmt.Println()
	}
	// Output:
	// 0/3: 0 3 6
	// 1/3: 1 4 7
	// 2/3: 2 5
}

// A report is computed from records alone: PAR-2 charges the unsolved
// instance twice the timeout.
func ExampleGroup_Stats() {
	recs := []benchmarks.Record{
		{Job: 0, Of: 3, Instance: "a.cnf", Kind: "dimacs", Solver: "gophersat", Repeat: 1, Status: "SAT", Check: "ok", Timeout: 10, Wall: 1.5, Vars: 3, Clauses: 2},
		{Job: 1, Of: 3, Instance: "b.cnf", Kind: "dimacs", Solver: "gophersat", Repeat: 1, Status: "UNSAT", Timeout: 10, Wall: 0.5, Vars: 1, Clauses: 2},
		{Job: 2, Of: 3, Instance: "c.cnf", Kind: "dimacs", Solver: "gophersat", Repeat: 1, Status: "UNKNOWN", Timeout: 10, Wall: 10},
	}
	st := benchmarks.NewReport(recs).Groups[0].Stats()
	fmt.Printf("solved %d of %d, PAR-2 %.1f s, median %.1f s\n", st.Solved, st.Instances, st.PAR2Sum, st.Median)
	// Output:
	// solved 2 of 3, PAR-2 22.0 s, median 1.0 s
}
