package fillomino

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
)

// The merged encoding of large numbers (Options.Large "merged", the
// default when solving): K is the largest given number, and a cell holds
// 1..K or "large", one variable for every number above K. A large
// polyomino holds no given (each given is at most K), so a group of
// large cells is a union of polyominoes of more than K cells each: the
// lazy rule asks each group for more than K cells. Every model is then a
// solution: each group of large cells one polyomino of its size, which
// touches only numbers up to K. The map from solutions to models loses
// only the splits of a large group into two or more polyominoes of more
// than K cells each, adjacent ones of different sizes; a group of s cells
// has one only if s >= 2K+3 (two pieces of K+1 cells would touch).
// Alternative looks for such a split in the only model (exactly, within
// a bound of splitBudget steps; beyond it Decode of its model fails
// rather than guess). The large numbers' domains, up to the largest room
// (hundreds of numbers a cell in janko.at's large puzzles), shrink to
// one variable a cell.

// splitBudget bounds the exhaustive search of Alternative (connected
// pieces tried).
const splitBudget = 2_000_000

// largeGroups are the groups (components) of cells that hold large in vs.
func (e *Encoding) largeGroups(vs []int) [][]int {
	p := e.Puzzle
	seen := make([]bool, len(vs))
	var out [][]int
	for s, v := range vs {
		if v != large || seen[s] {
			continue
		}
		seen[s] = true
		comp := []int{s}
		for q := 0; q < len(comp); q++ {
			for _, d := range p.Neighbours(comp[q]) {
				if !seen[d] && vs[d] == large {
					seen[d] = true
					comp = append(comp, d)
				}
			}
		}
		out = append(out, comp)
	}
	return out
}

// Alternative is encode.Problem.Alternative for the merged encoding: a
// second solution splitting a group of large cells of m, or nil.
func (e *Encoding) Alternative(m encode.Model) encode.Model {
	vs := e.values(m)
	groups := e.largeGroups(vs)
	for _, g := range groups {
		for _, i := range g {
			vs[i] = len(g)
		}
	}
	for _, g := range groups {
		if len(g) < 2*e.K+3 {
			continue
		}
		a, ok := e.split(g)
		if !ok {
			e.altErr = fmt.Errorf("fillomino: could not decide within %d steps whether the group of %d cells holding numbers above %d at (%d,%d) divides into two polyominoes (the merged encoding; --large each decides)",
				splitBudget, len(g), e.K, g[0]/e.Puzzle.Cols+1, g[0]%e.Puzzle.Cols+1)
		} else if a == nil {
			continue
		} else {
			for _, i := range g {
				vs[i] = len(g) - len(a)
			}
			for _, i := range a {
				vs[i] = len(a)
			}
			e.alt = vs
		}
		alt := append(slices.Clone(m), false)
		e.altLen = len(alt)
		return alt
	}
	return nil
}

// split finds a connected part A of the connected group g whose size a
// and the rest's s-a both exceed K and differ, the rest connected too:
// nil when there is none, ok false when the search ran out of steps.
func (e *Encoding) split(g []int) (a []int, ok bool) {
	p := e.Puzzle
	s := len(g)
	in := map[int]int{} // cell -> index in g
	for j, c := range g {
		in[c] = j
	}
	fits := func(n int) bool { return n > e.K && s-n > e.K && 2*n != s }
	nb := make([][]int, s)
	for j, c := range g {
		for _, d := range p.Neighbours(c) {
			if k, y := in[d]; y {
				nb[j] = append(nb[j], k)
			}
		}
	}
	// restConnected: the cells of g not in part form one component
	restConnected := func(part []bool, n int) bool {
		start := -1
		for j := range part {
			if !part[j] {
				start = j
				break
			}
		}
		seen := make([]bool, s)
		seen[start] = true
		q := []int{start}
		for h := 0; h < len(q); h++ {
			for _, k := range nb[q[h]] {
				if !seen[k] && !part[k] {
					seen[k] = true
					q = append(q, k)
				}
			}
		}
		return len(q) == s-n
	}
	cells := func(part []bool) []int {
		var out []int
		for j, b := range part {
			if b {
				out = append(out, g[j])
			}
		}
		return out
	}
	// quick: the subtrees of BFS trees from a few roots
	for _, root := range []int{0, s / 2, s - 1} {
		parent := make([]int, s)
		for j := range parent {
			parent[j] = -2
		}
		parent[root] = -1
		order := []int{root}
		for h := 0; h < len(order); h++ {
			for _, k := range nb[order[h]] {
				if parent[k] == -2 {
					parent[k] = order[h]
					order = append(order, k)
				}
			}
		}
		size := make([]int, s)
		for h := len(order) - 1; h >= 0; h-- {
			j := order[h]
			size[j]++
			if parent[j] >= 0 {
				size[parent[j]] += size[j]
			}
		}
		for _, j := range order[1:] {
			if fits(size[j]) {
				part := make([]bool, s)
				// the subtree of j: cells whose parent chain reaches j
				for _, c := range order {
					for x := c; x >= 0; x = parent[x] {
						if x == j {
							part[c] = true
							break
						}
					}
				}
				return cells(part), true
			}
		}
	}
	// exhaustive: every connected part containing cell 0 (the part or
	// the rest contains it), each once (extensions in order)
	part := make([]bool, s)
	banned := make([]bool, s)
	steps := 0
	var found []int
	var rec func(n int, ext []int) bool // false: stop
	rec = func(n int, ext []int) bool {
		if steps++; steps > splitBudget {
			return false
		}
		if fits(n) && restConnected(part, n) {
			found = cells(part)
			return false
		}
		if n >= s-e.K-1 {
			return true
		}
		var undo []int
		for h, v := range ext {
			part[v] = true
			next := slices.Clone(ext[h+1:])
			for _, k := range nb[v] {
				if !part[k] && !banned[k] && !slices.Contains(next, k) {
					next = append(next, k)
				}
			}
			more := rec(n+1, next)
			part[v] = false
			if !more {
				for _, u := range undo {
					banned[u] = false
				}
				return false
			}
			banned[v] = true
			undo = append(undo, v)
		}
		for _, u := range undo {
			banned[u] = false
		}
		return true
	}
	part[0] = true
	rec(1, slices.Clone(nb[0]))
	if found != nil {
		return found, true
	}
	return nil, steps <= splitBudget
}
