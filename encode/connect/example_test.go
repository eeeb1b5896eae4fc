package connect_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/graph"
)

// A path a-b-c: with b out, a and c in, the lazy method's cut says "a and c
// both in need b in".
func ExampleConnected() {
	g := graph.New(3)
	g.AddEdge(0, 1)
	g.AddEdge(1, 2)
	f := encode.NewFormula()
	in := []encode.Lit{f.Vars.New("a"), f.Vars.New("b"), f.Vars.New("c")}
	b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)

	refine, _ := connect.Connected(b, g, in, "lazy")
	model := encode.Model{false, true, false, true} // a, ¬b, c
	for _, cut := range refine(model) {
		fmt.Println(f.Vars.ClauseString(cut))
	}

	_, err := connect.Connected(b, g, in, "leaf")
	fmt.Println(err)
	fmt.Println(connect.Option(connect.Vertices).Values)
	// Output:
	// (-a ∨ -c ∨ b)
	// --connectivity "leaf" does not apply to connected vertices; use one of: lazy, eager, tree, distance, flow, elimination, native
	// [lazy eager tree distance flow elimination native]
}
