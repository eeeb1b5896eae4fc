// Package graph: undirected multigraphs with connected components, Tarjan's
// bridges and articulation points (iterative).
//
// TODO(graph): implement; this file fixes the API.
package graph

// Graph is an undirected multigraph on vertices 0..N-1. Edges have ids
// 0..M-1 in insertion order; parallel edges and self-loops are allowed.
type Graph struct {
	n     int
	edges [][2]int
}

// New returns a graph with n vertices and no edges.
func New(n int) *Graph { return &Graph{n: n} }

// N is the number of vertices.
func (g *Graph) N() int { return g.n }

// M is the number of edges.
func (g *Graph) M() int { return len(g.edges) }

// AddEdge adds the edge u-v and returns its id.
func (g *Graph) AddEdge(u, v int) int {
	g.edges = append(g.edges, [2]int{u, v})
	return len(g.edges) - 1
}

// Edge returns the endpoints of edge id.
func (g *Graph) Edge(id int) (u, v int) { return g.edges[id][0], g.edges[id][1] }

// Components labels each vertex with its component (0..count-1, numbered
// in order of their smallest vertex).
func (g *Graph) Components() (comp []int, count int) { panic("TODO") }

// Bridges returns the ids of the edges whose removal disconnects their
// endpoints, ascending. A parallel edge is never a bridge.
func (g *Graph) Bridges() []int { panic("TODO") }

// ArticulationPoints returns the vertices whose removal increases the
// number of components, ascending.
func (g *Graph) ArticulationPoints() []int { panic("TODO") }
