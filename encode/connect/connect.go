package connect

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

// Constraint names what is constrained: the methods that apply depend on it.
type Constraint int

const (
	// Vertices: the chosen vertices form one connected subgraph ([Connected]).
	Vertices Constraint = iota
	// Cycle: the chosen edges form one connected set, with the caller's
	// degree 0-or-2 rule at most one cycle ([SingleCycle]).
	Cycle
	// Forest: the chosen edges form no cycle ([Acyclic]).
	Forest
)

func (c Constraint) String() string {
	switch c {
	case Vertices:
		return "connected vertices"
	case Cycle:
		return "single cycle"
	case Forest:
		return "no cycle"
	}
	return fmt.Sprintf("connect.Constraint(%d)", int(c))
}

// Refine inspects a model and returns clauses that cut it off when it breaks
// the constraint; nil or empty when the model keeps it. Every clause it
// returns holds in every solution, so a solve loop may keep them all.
// Complete CNF methods return a nil Refine. A Refine keeps no state
// between calls: several goroutines may call it at once.
type Refine func(m encode.Model) [][]encode.Lit

// Join is one Refine that returns the cuts of all of rs (nil entries are
// skipped); nil when every one is nil.
func Join(rs ...Refine) Refine {
	var live []Refine
	for _, r := range rs {
		if r != nil {
			live = append(live, r)
		}
	}
	switch len(live) {
	case 0:
		return nil
	case 1:
		return live[0]
	}
	return func(m encode.Model) [][]encode.Lit {
		var cuts [][]encode.Lit
		for _, r := range live {
			cuts = append(cuts, r(m)...)
		}
		return cuts
	}
}

// methods lists, per constraint, the values of --connectivity that apply;
// the first is the default.
var methods = map[Constraint][]string{
	Vertices: {"lazy", "eager", "tree", "distance", "flow", "elimination", "native"},
	Cycle:    {"lazy", "eager", "tree", "distance", "flow", "elimination", "native"},
	Forest:   {"lazy", "leaf", "hybrid"},
}

// Methods lists the values of the --connectivity option that apply to
// kind; the first, "lazy", is the default.
func Methods(kind Constraint) []string {
	return append([]string(nil), methods[kind]...)
}

// OptionSpec is the --connectivity option of a genre, shaped like
// puzzle.Option (same fields in the same order), so that a genre declares
// it with a conversion:
//
//	puzzle.Option(connect.Option(connect.Vertices))
//
// and reads it with o.Get("connectivity", connect.Option(kind).Default).
type OptionSpec struct {
	Name    string
	Usage   string
	Values  []string
	Default string
	// Complete is puzzle.Option's (the default of encode and decode where
	// set); "" keeps Default there too.
	Complete string
}

// Option is the --connectivity option for kind.
func Option(kind Constraint) OptionSpec {
	ms := Methods(kind)
	if len(ms) == 0 {
		return OptionSpec{Name: "connectivity"}
	}
	return OptionSpec{
		Name:    "connectivity",
		Usage:   "encoding of the " + kind.String() + " rule: lazy (cuts while solving), eager (lazy and facts forced from the givens), tree, distance, flow, elimination (complete CNF), native (a propagator in the cdcl engine)",
		Values:  ms,
		Default: ms[0],
	}
}

// checkMethod returns an error naming the methods that apply when method
// is not one of them.
func checkMethod(kind Constraint, method string) error {
	for _, m := range methods[kind] {
		if m == method {
			return nil
		}
	}
	return fmt.Errorf("--connectivity %q does not apply to %s; use one of: %s", method, kind, strings.Join(methods[kind], ", "))
}

// Connected constrains the vertices v of g with in[v] true to form one
// connected subgraph of g (a path of in-vertices joins any two of them).
// in[v] == 0 means v is always in. No in-vertex at all counts as
// connected. len(in) must be g.N(). method is one of Methods(Vertices);
// lazy returns the Refine that adds the cuts (and does not use b), eager
// the same after adding forced facts to b, the others add complete CNF to
// b and return nil. g must not change afterwards: the Refine keeps it.
func Connected(b *encode.Builder, g *graph.Graph, in []encode.Lit, method string) (Refine, error) {
	if len(in) != g.N() {
		return nil, fmt.Errorf("connect.Connected: %d in-literals for %d vertices", len(in), g.N())
	}
	if err := checkMethod(Vertices, method); err != nil {
		return nil, err
	}
	switch method {
	case "lazy":
		return lazyConnected(g, in), nil
	case "eager":
		forceConnected(b, g, in)
		return lazyConnected(g, in), nil
	case "tree":
		treeConnected(b, g, in, nil)
	case "distance":
		distanceConnected(b, g, in, false)
	case "flow":
		flowConnected(b, g, in)
	case "elimination":
		elimination(b, g, in, nil)
	case "native":
		return nil, native(b, g, in, Vertices)
	}
	return nil, nil
}

// SingleCycle constrains the edges e of g with edge[e] true to form one
// connected set (any two share a path of chosen edges); with the caller's
// rule that every vertex has 0 or 2 chosen edges, that is at most one
// cycle. The caller adds that degree rule and, where the puzzle wants a
// loop, "at least one edge". edge[e] == 0 means e is always chosen.
// len(edge) must be g.M(). method is one of Methods(Cycle).
func SingleCycle(b *encode.Builder, g *graph.Graph, edge []encode.Lit, method string) (Refine, error) {
	if len(edge) != g.M() {
		return nil, fmt.Errorf("connect.SingleCycle: %d edge literals for %d edges", len(edge), g.M())
	}
	if err := checkMethod(Cycle, method); err != nil {
		return nil, err
	}
	switch method {
	case "lazy":
		return lazyCycle(g, edge), nil
	case "eager":
		forceCycle(b, g, edge)
		return lazyCycle(g, edge), nil
	case "tree":
		// The touched vertices, connected through chosen edges.
		avail := constants(edge)
		treeConnected(b, g, touched(b, g, avail, "connect.tree.on"), avail)
	case "distance":
		// The chosen edges, connected as vertices of the line graph.
		distanceConnected(b, lineGraph(g), edge, false)
	case "flow":
		flowConnected(b, lineGraph(g), edge)
	case "elimination":
		avail := constants(edge)
		elimination(b, g, touched(b, g, avail, "connect.elimination.on"), avail)
	case "native":
		return nil, native(b, g, edge, Cycle)
	}
	return nil, nil
}

// touched returns on[v] ⇔ ⋁ avail[e] over the edges e at v (tru for a
// vertex with an always-chosen edge, fls for one without edges): a
// variable named name and deg(v)+1 clauses per other vertex.
func touched(b *encode.Builder, g *graph.Graph, avail []encode.Lit, name string) []encode.Lit {
	c := &cnf{b: b}
	on := make([]encode.Lit, g.N())
	for v := range on {
		on[v] = fls
		var inc []encode.Lit
		for _, h := range g.Neighbors(v) {
			if avail[h.ID] == tru {
				on[v] = tru
			}
			inc = append(inc, avail[h.ID])
		}
		if on[v] == tru || len(inc) == 0 {
			continue
		}
		on[v] = c.aux(name, 1)[0]
		for _, l := range inc {
			c.add(-l, on[v])
		}
		c.add(append([]encode.Lit{-on[v]}, inc...)...)
	}
	return on
}

// lineGraph has a vertex per edge of g and an edge between two edges of g
// that share an end (once per pair, self-loops ignored).
func lineGraph(g *graph.Graph) *graph.Graph {
	lg := graph.New(g.M())
	seen := map[[2]int]bool{}
	for v := 0; v < g.N(); v++ {
		hs := g.Neighbors(v)
		for i, h := range hs {
			for _, k := range hs[i+1:] {
				a, c := h.ID, k.ID
				if a == c {
					continue
				}
				if a > c {
					a, c = c, a
				}
				if !seen[[2]int{a, c}] {
					seen[[2]int{a, c}] = true
					lg.AddEdge(a, c)
				}
			}
		}
	}
	return lg
}
