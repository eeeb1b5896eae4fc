package dimacs_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/puzzlesat/puzzlesat/dimacs"
)

type printer struct{}

func (printer) Header(vars, clauses int) error {
	fmt.Println("header:", vars, "variables,", clauses, "clauses")
	return nil
}

func (printer) Clause(lits []int) error {
	fmt.Println("clause:", lits)
	return nil
}

func ExampleRead() {
	in := "c SATLIB style\np cnf 3 3\n 1 -2\n0 2 3 0\n-3\n%\n0\n"
	info, err := dimacs.Read(strings.NewReader(in), printer{}, dimacs.Options{})
	fmt.Println("error:", err)
	for _, w := range info.Warnings {
		fmt.Println(w)
	}
	_, err = dimacs.Read(strings.NewReader(in), printer{}, dimacs.Options{Strict: true})
	fmt.Println("strict:", err)
	// Output:
	// header: 3 variables, 3 clauses
	// clause: [1 -2]
	// clause: [2 3]
	// clause: [-3]
	// error: <nil>
	// 5:1: warning: last clause is not terminated by 0 (at "-3")
	// header: 3 variables, 3 clauses
	// clause: [1 -2]
	// clause: [2 3]
	// strict: 5:1: last clause is not terminated by 0 (at "-3")
}

func ExampleWriter() {
	w := dimacs.NewWriter(os.Stdout)
	w.Comment("two clauses")
	w.Header(3, 2)
	w.VarName(1, "rain", false)
	w.VarName(3, "wet road", true)
	w.Clause([]int{1, -2})
	type lit int32
	dimacs.WriteClause(w, []lit{2, 3})
	w.Flush()
	// Output:
	// c two clauses
	// p cnf 3 2
	// c var 1 rain
	// c aux 3 wet road
	// 1 -2 0
	// 2 3 0
}

func ExampleParseOutput() {
	out, err := dimacs.ParseOutput(strings.NewReader("c cadical\ns SATISFIABLE\nv 1 -2\nv -3 0\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := out.Model(3)
	fmt.Println(out.Answer, out.Values, m, err)
	_, err = dimacs.ParseOutput(strings.NewReader("s SATISFIABLE\nv 1 two 0\n"))
	fmt.Println(err)
	// Output:
	// SATISFIABLE [1 -2 -3] [false true false false] <nil>
	// 2:5: not a number (at "two")
}

func ExampleParseMinisatResult() {
	out, err := dimacs.ParseMinisatResult(strings.NewReader("SAT\n-1 2 0\n"))
	fmt.Println(out.Answer, out.Values, err)
	out, err = dimacs.ParseMinisatResult(strings.NewReader("INDET\n"))
	fmt.Println(out.Answer, out.HasStatus, err)
	// Output:
	// SATISFIABLE [-1 2] <nil>
	// UNKNOWN true <nil>
}
