package gen

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/slitherlink"
)

// Grader grades slitherlinks on the engine (generate.Levels on the
// encoding, with the no-early-loop rule of Rule): easy when propagation
// alone fixes every edge, medium when one round of failed-literal
// probing does, hard otherwise.
type Grader struct{}

// Grade grades p in full.
func (g Grader) Grade(p puzzle.Puzzle) (generate.Report, error) { return g.GradeUpto(p, generate.Any) }

// GradeUpto stops once the grade is known to exceed upto (Bound).
func (Grader) GradeUpto(pz puzzle.Puzzle, upto generate.Grade) (generate.Report, error) {
	p, ok := pz.(*slitherlink.Puzzle)
	if !ok {
		return generate.Report{}, fmt.Errorf("slitherlink grader: not a slitherlink: %T", pz)
	}
	e, err := slitherlink.Encode(p, slitherlink.Options{})
	if err != nil {
		return generate.Report{}, err
	}
	primary := make([]encode.Lit, p.NumEdges())
	for i := range primary {
		primary[i] = e.Lit(i)
	}
	if upto == generate.Hard {
		upto = generate.Any
	}
	lv := generate.Levels{S: engine(e.Formula), Primary: primary, Upto: upto, Rule: Rule(p)}
	return lv.Run()
}

// Rule is the one-loop rule as the engine's grader reasons with it: the
// lines known form paths and loops; a closed loop beside other lines is
// a conflict; an open edge joining the two ends of one path while lines
// lie outside that path is crossed out (it would close a loop too
// early).
func Rule(p *slitherlink.Puzzle) generate.Rule {
	ne := p.NumEdges()
	ends := make([][2]int, ne)
	for e := 0; e < ne; e++ {
		a, b := p.EdgeEnds(e)
		ends[e] = [2]int{p.Point(a[0], a[1]), p.Point(b[0], b[1])}
	}
	np := p.NumPoints()
	count := make([]int, np) // lines per component root
	parent := make([]int, np)
	vals := make([]int8, ne)
	find := func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	return func(value func(encode.Lit) int8) ([]encode.Lit, bool) {
		for i := range parent {
			parent[i] = i
		}
		clear(count)
		lines := 0
		closed := -1
		for e := 0; e < ne; e++ {
			vals[e] = value(encode.Lit(e + 1))
			if vals[e] == 1 {
				lines++
				a, b := find(ends[e][0]), find(ends[e][1])
				if a == b {
					closed = a
				} else {
					parent[a] = b
				}
			}
		}
		if lines == 0 {
			return nil, false
		}
		for e := 0; e < ne; e++ {
			if vals[e] == 1 {
				count[find(ends[e][0])]++
			}
		}
		var forced []encode.Lit
		if closed >= 0 {
			if count[find(closed)] != lines {
				return nil, true
			}
			for e := 0; e < ne; e++ {
				if vals[e] == 0 {
					forced = append(forced, -encode.Lit(e+1))
				}
			}
			return forced, false
		}
		for e := 0; e < ne; e++ {
			if vals[e] != 0 {
				continue
			}
			u := find(ends[e][0])
			if u == find(ends[e][1]) && count[u] > 0 && count[u] != lines {
				forced = append(forced, -encode.Lit(e+1))
			}
		}
		return forced, false
	}
}
