package graph_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/graph"
)

// Two triangles joined by one edge (the "barbell"): that edge is the only
// bridge and its endpoints are the articulation points.
func ExampleGraph_Bridges() {
	g := graph.New(6)
	for _, e := range [][2]int{{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 4}, {4, 5}, {5, 3}} {
		g.AddEdge(e[0], e[1])
	}
	fmt.Println("bridges:", g.Bridges())
	u, v := g.Edge(3)
	fmt.Println("edge 3:", u, v)
	fmt.Println("articulation points:", g.ArticulationPoints())
	// Output:
	// bridges: [3]
	// edge 3: 2 3
	// articulation points: [2 3]
}

// A parallel edge is never a bridge: doubling the edge 1-2 of a path leaves
// only 0-1 as a bridge, but 1 still separates 0 from 2.
func ExampleGraph_Bridges_parallel() {
	g := graph.New(3)
	g.AddEdge(0, 1)
	g.AddEdge(1, 2)
	g.AddEdge(2, 1)
	fmt.Println(g.Bridges(), g.ArticulationPoints())
	// Output:
	// [0] [1]
}

func ExampleGraph_Components() {
	g := graph.New(5)
	g.AddEdge(3, 4)
	g.AddEdge(0, 2)
	comp, count := g.Components()
	fmt.Println(comp, count)
	// Output:
	// [0 1 0 2 2] 3
}

// The lazy connectivity step of a Hashi encoding: the model uses edges 0 and
// 2; their components show the islands are not yet connected, and CutEdges
// lists the candidate edges that leave the first component, at least one of
// which every solution must use.
func ExampleGraph_ComponentsOf() {
	g := graph.New(4)
	g.AddEdge(0, 1) // 0
	g.AddEdge(1, 2) // 1
	g.AddEdge(2, 3) // 2
	g.AddEdge(3, 0) // 3
	comp, count := g.ComponentsOf([]int{0, 2})
	fmt.Println(comp, count)
	in := make([]bool, g.N())
	for v, c := range comp {
		in[v] = c == 0
	}
	fmt.Println(g.CutEdges(in))
	// Output:
	// [0 0 1 1] 2
	// [1 3]
}

func ExampleDSU() {
	d := graph.NewDSU(4)
	d.Union(0, 1)
	d.Union(2, 3)
	fmt.Println(d.Sets(), d.Same(0, 1), d.Same(1, 2))
	d.Union(1, 3)
	fmt.Println(d.Sets(), d.Size(0))
	// Output:
	// 2 true false
	// 1 4
}
