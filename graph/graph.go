// Package graph provides undirected multigraphs with connected components,
// bridges and articulation points, plus a union-find (DSU) for incremental
// connectivity. It depends on the standard library only.
//
// # Definitions
//
// A Graph has vertices 0..N-1 and edges with ids 0..M-1 in insertion order.
// It is a multigraph: several edges may join the same two vertices
// (parallel edges) and an edge may join a vertex to itself (a self-loop).
//
//   - A connected component is a maximal set of vertices that are pairwise
//     joined by paths. An isolated vertex is a component on its own.
//   - A bridge (cut edge) is an edge whose removal increases the number of
//     components, i.e. disconnects its two endpoints. An edge is a bridge
//     exactly when it lies on no cycle. So a self-loop is never a bridge, and
//     an edge with a parallel twin is never a bridge (the two edges form a
//     cycle of length 2).
//   - An articulation point (cut vertex) is a vertex whose removal, together
//     with its edges, increases the number of components. An isolated vertex
//     or a leaf is never one; parallel edges and self-loops do not matter.
//
// # Algorithm: Tarjan's lowlink
//
// Bridges and ArticulationPoints run one depth-first search from each
// unvisited vertex. Every vertex v gets its discovery time disc[v] (the order
// in which the search first reaches it), and
//
//	low[v] = min( disc[v],
//	              disc[w] for every non-tree edge v-w,
//	              low[c]  for every DFS child c of v )
//
// which is the earliest discovered vertex reachable from v's DFS subtree by
// following tree edges down and then at most one non-tree edge. An undirected
// DFS has no cross edges, so every non-tree edge goes to an ancestor or a
// descendant, and:
//
//   - the tree edge p-c is a bridge iff low[c] > disc[p]: nothing in c's
//     subtree reaches p or above without that edge;
//   - a non-root vertex p is an articulation point iff it has a child c
//     with low[c] >= disc[p]: c's subtree hangs on p alone;
//   - the root of a DFS tree is an articulation point iff it has at least
//     two DFS children.
//
// Multigraphs need one care: when the search stands at c, having arrived
// through edge e from p, it must ignore e itself but NOT the other edges to
// p. Skipping by edge id (not by parent vertex) makes a parallel edge p-c a
// back edge, so low[c] <= disc[p] and p-c is correctly not a bridge.
// Self-loops give low[v] <= disc[v], which changes nothing.
//
// The search is iterative, with an explicit stack of (vertex, next adjacency
// position, edge it came through), so a 100,000-vertex path does not exhaust
// the goroutine stack. Time and memory are O(V+E). Components is a plain
// iterative graph search, also O(V+E). The DSU uses union by size and path
// halving: near-constant amortized time per operation.
//
// # How Hashi uses this
//
// In Hashi (Hashiwokakero) the islands are vertices and every pair of
// islands that may be joined gets a candidate edge; a solution chooses 0, 1
// or 2 bridges (the puzzle's bridges) on each candidate edge and must connect
// all islands. Two deductions follow from this package:
//
//   - If the candidate graph (all edges still allowed to carry a bridge) is
//     disconnected, the puzzle is unsatisfiable.
//   - If a candidate edge is a bridge of the candidate graph in the graph
//     sense, every connected solution uses it: removing it would split the
//     islands into two non-empty groups with no other candidate edge between
//     them. So that edge must carry at least one puzzle bridge (a unit clause).
//     Likewise, an island that is an articulation point of the candidate
//     graph must use at least one candidate edge into each of the parts its
//     removal separates (each part holds islands that must reach the rest).
//
// Connectivity itself is usually encoded lazily: solve without it, take the
// edges the model uses, compute their components (ComponentsOf, or a DSU),
// and if there is more than one, add a clause saying that some candidate edge
// leaving one component (CutEdges) must be used; repeat.
package graph

import "fmt"

// Half is one end of an edge as seen from a vertex: the vertex at the other
// end and the edge id. A self-loop on v appears twice in v's adjacency.
type Half struct {
	To, ID int
}

// Graph is an undirected multigraph on vertices 0..N-1. Edges have ids
// 0..M-1 in insertion order; parallel edges and self-loops are allowed.
// A Graph is safe for concurrent reads; AddEdge must not run concurrently
// with anything else.
type Graph struct {
	n     int
	edges [][2]int
	adj   [][]Half
}

// New returns a graph with n vertices and no edges. It panics if n < 0.
func New(n int) *Graph {
	if n < 0 {
		panic(fmt.Sprintf("graph.New: negative vertex count %d", n))
	}
	return &Graph{n: n, adj: make([][]Half, n)}
}

// N is the number of vertices.
func (g *Graph) N() int { return g.n }

// M is the number of edges.
func (g *Graph) M() int { return len(g.edges) }

// AddEdge adds the edge u-v and returns its id. It panics if u or v is not a
// vertex.
func (g *Graph) AddEdge(u, v int) int {
	if u < 0 || u >= g.n || v < 0 || v >= g.n {
		panic(fmt.Sprintf("graph.AddEdge(%d, %d): vertex out of range [0,%d)", u, v, g.n))
	}
	id := len(g.edges)
	g.edges = append(g.edges, [2]int{u, v})
	g.adj[u] = append(firstHalves(g.adj[u]), Half{v, id})
	g.adj[v] = append(firstHalves(g.adj[v]), Half{u, id})
	return id
}

// firstHalves gives an empty neighbour list room for 4 (the degree of a
// grid puzzle's island) at once, instead of growing 1, 2, 4: a third of
// the allocations when a graph is built edge by edge.
func firstHalves(hs []Half) []Half {
	if cap(hs) == 0 {
		return make([]Half, 0, 4)
	}
	return hs
}

// Edge returns the endpoints of edge id, in the order given to AddEdge.
func (g *Graph) Edge(id int) (u, v int) { return g.edges[id][0], g.edges[id][1] }

// Other returns the endpoint of edge id that is not v (v itself for a
// self-loop). v must be an endpoint of id.
func (g *Graph) Other(id, v int) int {
	e := g.edges[id]
	if e[0] == v {
		return e[1]
	}
	return e[0]
}

// Neighbors returns the half-edges at v in insertion order. The slice is
// owned by the graph: do not modify it.
func (g *Graph) Neighbors(v int) []Half { return g.adj[v] }

// Degree is the number of edge ends at v (a self-loop counts twice).
func (g *Graph) Degree(v int) int { return len(g.adj[v]) }

// Components labels each vertex with its component (0..count-1, numbered
// in order of their smallest vertex).
func (g *Graph) Components() (comp []int, count int) {
	return g.components(nil)
}

// ComponentsOf is Components of the spanning subgraph that has all vertices
// but only the edges listed (ids; duplicates are harmless). It panics on an
// id that is not an edge.
func (g *Graph) ComponentsOf(edges []int) (comp []int, count int) {
	keep := make([]bool, len(g.edges))
	for _, id := range edges {
		keep[id] = true
	}
	return g.components(keep)
}

// components labels components using only the edges with keep[id] (all
// edges if keep is nil).
func (g *Graph) components(keep []bool) ([]int, int) {
	comp := make([]int, g.n)
	for i := range comp {
		comp[i] = -1
	}
	count := 0
	stack := make([]int, 0, 16)
	for s := 0; s < g.n; s++ {
		if comp[s] >= 0 {
			continue
		}
		comp[s] = count
		stack = append(stack[:0], s)
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, h := range g.adj[v] {
				if keep != nil && !keep[h.ID] {
					continue
				}
				if comp[h.To] < 0 {
					comp[h.To] = count
					stack = append(stack, h.To)
				}
			}
		}
		count++
	}
	return comp, count
}

// Connected reports whether the graph has at most one component (the empty
// graph and a single vertex are connected).
func (g *Graph) Connected() bool {
	_, c := g.Components()
	return c <= 1
}

// CutEdges returns, ascending, the ids of the edges with exactly one endpoint
// v such that in[v] (len(in) must be N). With in marking one component of a
// subgraph, these are the edges that could reconnect it to the rest.
func (g *Graph) CutEdges(in []bool) []int {
	if len(in) != g.n {
		panic(fmt.Sprintf("graph.CutEdges: len(in) = %d, want %d", len(in), g.n))
	}
	var out []int
	for id, e := range g.edges {
		if in[e[0]] != in[e[1]] {
			out = append(out, id)
		}
	}
	return out
}

// IsForest reports whether the graph has no cycle. A self-loop or a pair of
// parallel edges is a cycle.
func (g *Graph) IsForest() bool {
	_, c := g.Components()
	// A graph is a forest iff M = N - components.
	return len(g.edges) == g.n-c
}

// HasCycle reports whether the graph has a cycle (including self-loops and
// parallel edges). It is !IsForest().
func (g *Graph) HasCycle() bool { return !g.IsForest() }

// Bridges returns the ids of the edges whose removal disconnects their
// endpoints, ascending. A parallel edge or a self-loop is never a bridge.
func (g *Graph) Bridges() []int {
	bridges, _ := g.tarjan(true, false)
	return bridges
}

// ArticulationPoints returns the vertices whose removal increases the
// number of components, ascending.
func (g *Graph) ArticulationPoints() []int {
	_, cut := g.tarjan(false, true)
	return cut
}

// BridgesAndArticulationPoints returns Bridges() and ArticulationPoints()
// from a single search.
func (g *Graph) BridgesAndArticulationPoints() (bridges, points []int) {
	return g.tarjan(true, true)
}

// frame is one entry of the explicit DFS stack.
type frame struct {
	v    int // vertex
	next int // next position in adj[v] to examine
	via  int // edge id we arrived through; -1 for a root
}

// tarjan runs the iterative lowlink DFS and returns the bridges and/or
// articulation points, each ascending.
func (g *Graph) tarjan(wantBridges, wantPoints bool) (bridges, points []int) {
	t := &tarjanRun{g: g, disc: make([]int, g.n), low: make([]int, g.n), stack: make([]frame, 0, 64)}
	if wantPoints {
		t.isCut = make([]bool, g.n)
	}
	if wantBridges {
		t.isBridge = make([]bool, len(g.edges))
	}
	for root := 0; root < g.n; root++ {
		if t.disc[root] == 0 {
			t.search(root)
		}
	}
	// Collect by scanning the marks: ascending without an O(B log B) sort.
	if wantBridges {
		bridges = []int{}
		for id, b := range t.isBridge {
			if b {
				bridges = append(bridges, id)
			}
		}
	}
	if wantPoints {
		points = []int{}
		for v, c := range t.isCut {
			if c {
				points = append(points, v)
			}
		}
	}
	return bridges, points
}

// tarjanRun is the state of one lowlink DFS; isCut and isBridge are nil
// when not asked for.
type tarjanRun struct {
	g               *Graph
	disc, low       []int // discovery time + 1 (0 = unvisited), lowlink
	isCut, isBridge []bool
	stack           []frame
	time            int
}

// search runs the DFS of root's component with an explicit stack.
func (t *tarjanRun) search(root int) {
	t.time++
	t.disc[root], t.low[root] = t.time, t.time
	rootChildren := 0
	t.stack = append(t.stack[:0], frame{root, 0, -1})
	for len(t.stack) > 0 {
		top := &t.stack[len(t.stack)-1]
		if w, via, ok := t.advance(top); ok {
			// tree edge: descend into w (top is stale now)
			t.time++
			t.disc[w], t.low[w] = t.time, t.time
			if top.v == root {
				rootChildren++
			}
			t.stack = append(t.stack, frame{w, 0, via})
			continue
		}
		// top.v is finished: pop it and report to its parent.
		v, via := top.v, top.via
		t.stack = t.stack[:len(t.stack)-1]
		if len(t.stack) == 0 {
			break
		}
		p := t.stack[len(t.stack)-1].v
		t.low[p] = min(t.low[p], t.low[v])
		if t.isBridge != nil && t.low[v] > t.disc[p] {
			t.isBridge[via] = true
		}
		if t.isCut != nil && p != root && t.low[v] >= t.disc[p] {
			t.isCut[p] = true
		}
	}
	if t.isCut != nil && rootChildren >= 2 {
		t.isCut[root] = true
	}
}

// advance scans top's remaining edges, lowering its lowlink over back
// edges, until it finds an unvisited neighbour (returned with the edge
// id) or runs out (ok false).
func (t *tarjanRun) advance(top *frame) (w, via int, ok bool) {
	v := top.v
	adj := t.g.adj[v]
	for top.next < len(adj) {
		h := adj[top.next]
		top.next++
		if h.ID == top.via {
			continue // the edge we came through, and only that one
		}
		if t.disc[h.To] == 0 {
			return h.To, h.ID, true
		}
		t.low[v] = min(t.low[v], t.disc[h.To]) // back edge (or parallel edge / self-loop)
	}
	return 0, 0, false
}

// DSU is a disjoint-set union (union-find) over elements 0..n-1, with union
// by size and path halving. It suits incremental connectivity, e.g. merging
// the endpoints of the edges a Hashi model uses and asking whether all
// islands ended up in one set. The zero value is an empty DSU; use NewDSU.
type DSU struct {
	parent []int
	size   []int
	sets   int
}

// NewDSU returns n singleton sets.
func NewDSU(n int) *DSU {
	if n < 0 {
		panic(fmt.Sprintf("graph.NewDSU: negative size %d", n))
	}
	d := &DSU{parent: make([]int, n), size: make([]int, n), sets: n}
	for i := range d.parent {
		d.parent[i] = i
		d.size[i] = 1
	}
	return d
}

// Len is the number of elements.
func (d *DSU) Len() int { return len(d.parent) }

// Find returns the representative of x's set.
func (d *DSU) Find(x int) int {
	for d.parent[x] != x {
		d.parent[x] = d.parent[d.parent[x]]
		x = d.parent[x]
	}
	return x
}

// Union merges the sets of x and y and reports whether they were different.
func (d *DSU) Union(x, y int) bool {
	rx, ry := d.Find(x), d.Find(y)
	if rx == ry {
		return false
	}
	if d.size[rx] < d.size[ry] {
		rx, ry = ry, rx
	}
	d.parent[ry] = rx
	d.size[rx] += d.size[ry]
	d.sets--
	return true
}

// Same reports whether x and y are in the same set.
func (d *DSU) Same(x, y int) bool { return d.Find(x) == d.Find(y) }

// Size is the number of elements in x's set.
func (d *DSU) Size(x int) int { return d.size[d.Find(x)] }

// Sets is the current number of disjoint sets.
func (d *DSU) Sets() int { return d.sets }
