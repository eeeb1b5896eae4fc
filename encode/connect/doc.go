// Package connect encodes connectivity constraints into CNF, with several
// encodings behind one string, the value of a genre's --connectivity
// option:
//
//   - [Connected]: the chosen vertices of a graph form one connected
//     subgraph (Nurikabe's walls, Hitori's unshaded cells);
//   - [SingleCycle]: the chosen edges form one connected set, which with
//     the genre's own degree 0-or-2 rule is a single loop (Slitherlink,
//     Masyu).
//
// [Methods] lists the methods that apply to a [Constraint], the default
// first; [Option] gives the option's declaration for a genre to convert
// into a puzzle.Option. A method that does not apply is an error naming
// those that do.
//
// A method is lazy or complete. lazy returns a [Refine]: the solve loop
// calls it on each model and adds the cuts it returns until a model keeps
// the constraint (put it into encode.Problem.Refine; [Join] combines
// several). Every cut holds in every solution, so a loop that enumerates
// solutions may keep them all. The complete methods add clauses to the
// Builder and return a nil Refine.
//
// # lazy
//
// No variables, no clauses up front. Connected: for a model, take the
// components of the in-vertices; for each component C, pick a ∈ C and b
// in another component (an always-in vertex when there is one: its
// literal drops out), and add
//
//	¬in[a] ∨ ¬in[b] ∨ ⋁ in[s], s ∈ S,
//
// where S ⊆ N(C), the neighbours of C, separates C from b: S is the part
// of N(C) adjacent to R, b's component once N(C) is removed. Any path from
// a to b enters R through S, so the cut holds in every connected solution;
// S is all out in the model, so the cut removes it. k components give k
// cuts of at most |N(C)|+2 literals.
//
// SingleCycle: the same with edges. For each component of the chosen
// edges, vertex set S, with e1 one of its edges and e2 an edge of another
// component, the subtour cut
//
//	¬edge[e1] ∨ ¬edge[e2] ∨ ⋁ edge[f], f ∈ δ(R) ⊆ δ(S),
//
// δ(X) being the edges with exactly one end in X and R the component of
// e2's ends once S is removed. It says "two chosen edges in different
// places need a chosen edge crossing between them", which holds for every
// connected choice of edges, single cycles included; edges inside S
// (chords) are rightly left out. "Not all of this cycle's edges" would
// be valid too under the degree rule but cuts off one cycle at a time.
//
// Unit propagation on the cuts alone derives what each cut says once all
// but one of its literals is false: a vertex (edge) that is the last way
// out of a region holding in-vertices (chosen edges) is forced in.
package connect
