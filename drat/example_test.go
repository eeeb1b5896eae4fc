package drat_test

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/drat"
)

// The four clauses over x1 and x2 exclude every assignment. The proof
// derives the unit x1 (RUP: assuming ¬x1, the clauses x1∨x2 and x1∨¬x2
// conflict), and then the empty clause.
func ExampleCheck() {
	cnf := "p cnf 2 4\n1 2 0\n1 -2 0\n-1 2 0\n-1 -2 0\n"
	proof := "1 0\n0\n"
	res, err := drat.Check(strings.NewReader(cnf), strings.NewReader(proof), drat.Options{})
	fmt.Println(err, res.Format, res.Lemmas, res.Checked, res.Core)

	// The unit -1 does not follow: "proof rejected".
	_, err = drat.Check(strings.NewReader("p cnf 2 2\n-1 2 0\n-2 0\n"), strings.NewReader("1 0\n0\n"), drat.Options{})
	fmt.Println(err)
	// Output:
	// <nil> text 1 1 4
	// proof rejected: 1:1: lemma 1 0: every literal of the lemma is false by unit propagation, which finds no conflict: it is neither RUP nor RAT
}

func ExampleChecker() {
	c := drat.NewChecker(drat.Options{})
	for _, cl := range [][]int{{1, 2}, {1, -2}, {-1, 2}, {-1, -2}} {
		c.AddClause(cl)
	}
	// A binary proof: 'a', the literal 1 coded as 2, the terminating 0.
	res, err := c.Verify(strings.NewReader("a\x02\x00"))
	fmt.Println(err, res.Format, res.Checked)
	// Output:
	// <nil> binary 1
}
