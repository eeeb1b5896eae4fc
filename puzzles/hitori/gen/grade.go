package gen

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hitori"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Grader is the engine grader of Hitori puzzles (generate.Levels) on the
// encoding's clauses (a repeated number, adjacency) with connectivity as
// a Rule (ConnectivityRule) and the facts the numbers' patterns give
// (patternUnits), which is what a solver by hand does first:
// a shaded cell's neighbours are unshaded; an unshaded number shades the
// same number elsewhere in its row and column; a cell whose shading
// would cut the unshaded cells apart is unshaded. So
//
//   - easy: that propagation from the numbers shades every cell;
//   - medium: one round of case analysis does (failed-literal probing:
//     "if this cell were shaded, ... would be cut off");
//   - hard: case analyses that rest on others, or search.
type Grader struct{}

// Grade grades p (a *hitori.Puzzle).
func (g Grader) Grade(pz puzzle.Puzzle) (generate.Report, error) {
	return g.GradeUpto(pz, generate.Any)
}

// GradeUpto grades p, stopping once its grade is known to exceed upto
// (generate.UptoGrader).
func (Grader) GradeUpto(pz puzzle.Puzzle, upto generate.Grade) (generate.Report, error) {
	p, ok := pz.(*hitori.Puzzle)
	if !ok {
		return generate.Report{}, fmt.Errorf("hitori grader: not a hitori: %T", pz)
	}
	if err := p.Validate(); err != nil {
		return generate.Report{}, err
	}
	if upto == generate.Hard {
		upto = generate.Any
	}
	s := rulesEngine(p)
	for _, u := range patternUnits(p) {
		s.AddClause([]encode.Lit{u})
	}
	prim := make([]encode.Lit, p.Rows*p.Cols)
	for i := range prim {
		prim[i] = encode.Lit(i + 1)
	}
	lv := generate.Levels{S: s, Primary: prim, Rule: ConnectivityRule(p), Upto: upto}
	return lv.Run()
}

// rulesEngine is a CDCL engine holding the clauses of hitori.Encode with
// its default options (pairwise at-most-one), without the formula and
// the variables' names: the grader runs on every numbering tried. Its
// variables are the shading literals s(i) = 1+i.
func rulesEngine(p *hitori.Puzzle) *cdcl.Solver {
	s := cdcl.New(cdcl.Options{})
	n := p.Rows * p.Cols
	s.EnsureVars(n)
	_, lines := p.Lines()
	var c [2]encode.Lit
	for _, l := range lines {
		for a := 0; a < len(l); a++ {
			v := p.Nums[l[a]]
			if v == 0 {
				continue
			}
			for b := a + 1; b < len(l); b++ {
				if p.Nums[l[b]] == v {
					c[0], c[1] = encode.Lit(1+l[a]), encode.Lit(1+l[b])
					s.AddClause(c[:])
				}
			}
		}
	}
	for i := 0; i < n; i++ {
		if (i+1)%p.Cols != 0 {
			c[0], c[1] = -encode.Lit(1+i), -encode.Lit(2+i)
			s.AddClause(c[:])
		}
		if i+p.Cols < n {
			c[0], c[1] = -encode.Lit(1+i), -encode.Lit(1+i+p.Cols)
			s.AddClause(c[:])
		}
	}
	return s
}

// patternUnits are the facts a player reads off the numbers before any
// reasoning (Singles' solver starts with them too): in a row or column,
// a cell between two equal numbers is unshaded (were it shaded, both
// would stay unshaded); a number equal to two adjacent equal numbers is
// shaded (one of the two stays unshaded).
func patternUnits(p *hitori.Puzzle) []encode.Lit {
	var out []encode.Lit
	_, lines := p.Lines()
	for _, l := range lines {
		for k := 0; k+2 < len(l); k++ {
			if v := p.Nums[l[k]]; v != 0 && v == p.Nums[l[k+2]] {
				out = append(out, -encode.Lit(1+l[k+1]))
			}
		}
		for k := 0; k+1 < len(l); k++ {
			v := p.Nums[l[k]]
			if v == 0 || v != p.Nums[l[k+1]] {
				continue
			}
			for j, i := range l {
				if j != k && j != k+1 && p.Nums[i] == v {
					out = append(out, encode.Lit(1+i))
				}
			}
		}
	}
	return out
}

// engine loads e's clauses into a new CDCL engine.
func engine(e *hitori.Encoding) *cdcl.Solver {
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(e.Formula.Vars.NumVars())
	e.Formula.Each(0, func(c []encode.Lit) { s.AddClause(c) })
	return s
}

// ConnectivityRule is "the unshaded cells are connected" as a
// generate.Rule over the shading literals s(i) = 1+i: with the cells not
// known shaded as a graph, unshaded cells in two of its parts are a
// conflict; an open cell in a part without unshaded cells, when another
// part has some, is shaded; an open cell whose removal separates
// unshaded cells (an articulation point between them) is unshaded.
func ConnectivityRule(p *hitori.Puzzle) generate.Rule {
	R, C := p.Rows, p.Cols
	n := R * C
	disc := make([]int32, n)
	low := make([]int32, n)
	cnt := make([]int32, n) // unshaded cells in the DFS subtree
	comp := make([]int32, n)
	return func(value func(encode.Lit) int8) ([]encode.Lit, bool) {
		val := func(i int) int8 { return value(encode.Lit(1 + i)) } // 1 shaded, -1 unshaded
		for i := range disc {
			disc[i], comp[i] = 0, -1
		}
		var forced []encode.Lit
		time := int32(0)
		var compUnshaded []int32
		var nbrs [4]int
		neighbours := func(v int) []int {
			k := 0
			r, c := v/C, v%C
			if r > 0 {
				nbrs[k] = v - C
				k++
			}
			if r+1 < R {
				nbrs[k] = v + C
				k++
			}
			if c > 0 {
				nbrs[k] = v - 1
				k++
			}
			if c+1 < C {
				nbrs[k] = v + 1
				k++
			}
			return nbrs[:k]
		}
		// Pass 1: components and their unshaded counts.
		var stack []int
		for i := 0; i < n; i++ {
			if val(i) == 1 || comp[i] >= 0 {
				continue
			}
			id := int32(len(compUnshaded))
			compUnshaded = append(compUnshaded, 0)
			comp[i] = id
			stack = append(stack[:0], i)
			for len(stack) > 0 {
				v := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if val(v) == -1 {
					compUnshaded[id]++
				}
				for _, w := range neighbours(v) {
					if val(w) != 1 && comp[w] < 0 {
						comp[w] = id
						stack = append(stack, w)
					}
				}
			}
		}
		withU := 0
		for _, u := range compUnshaded {
			if u > 0 {
				withU++
			}
		}
		if withU > 1 {
			return nil, true
		}
		if withU == 1 {
			for i := 0; i < n; i++ {
				if val(i) == 0 && compUnshaded[comp[i]] == 0 {
					forced = append(forced, encode.Lit(1+i))
				}
			}
		}
		// Pass 2: articulation points between unshaded cells (Tarjan,
		// iterative), in the component that has them.
		type frame struct{ v, parent, k int }
		for root := 0; root < n; root++ {
			if val(root) == 1 || disc[root] != 0 || compUnshaded[comp[root]] < 2 {
				continue
			}
			total := compUnshaded[comp[root]]
			time++
			disc[root], low[root] = time, time
			cnt[root] = 0
			if val(root) == -1 {
				cnt[root] = 1
			}
			fs := []frame{{root, -1, 0}}
			for len(fs) > 0 {
				f := &fs[len(fs)-1]
				ns := neighbours(f.v)
				if f.k < len(ns) {
					w := ns[f.k]
					f.k++
					if val(w) == 1 || w == f.parent {
						continue
					}
					if disc[w] != 0 {
						low[f.v] = min(low[f.v], disc[w])
						continue
					}
					time++
					disc[w], low[w] = time, time
					cnt[w] = 0
					if val(w) == -1 {
						cnt[w] = 1
					}
					fs = append(fs, frame{w, f.v, 0})
					continue
				}
				v, parent := f.v, f.parent
				fs = fs[:len(fs)-1]
				if parent < 0 {
					continue
				}
				low[parent] = min(low[parent], low[v])
				cnt[parent] += cnt[v]
				// parent separates v's subtree from the rest.
				if low[v] >= disc[parent] && val(parent) == 0 && cnt[v] > 0 && total-cnt[v] > 0 {
					forced = append(forced, -encode.Lit(1+parent))
				}
			}
		}
		return forced, false
	}
}
