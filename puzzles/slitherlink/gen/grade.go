package gen

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/graph"
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
	count := make([]int, p.NumPoints()) // lines per component root
	d := graph.NewDSU(p.NumPoints())
	return func(value func(encode.Lit) int8) ([]encode.Lit, bool) {
		d = graph.NewDSU(p.NumPoints())
		clear(count)
		lines := 0
		closed := -1
		for e := 0; e < ne; e++ {
			if value(encode.Lit(e+1)) == 1 {
				lines++
				if !d.Union(ends[e][0], ends[e][1]) {
					closed = ends[e][0]
				}
			}
		}
		if lines == 0 {
			return nil, false
		}
		for e := 0; e < ne; e++ {
			if value(encode.Lit(e+1)) == 1 {
				count[d.Find(ends[e][0])]++
			}
		}
		var forced []encode.Lit
		if closed >= 0 {
			if count[d.Find(closed)] != lines {
				return nil, true
			}
			for e := 0; e < ne; e++ {
				if value(encode.Lit(e+1)) == 0 {
					forced = append(forced, -encode.Lit(e+1))
				}
			}
			return forced, false
		}
		for e := 0; e < ne; e++ {
			if value(encode.Lit(e+1)) != 0 {
				continue
			}
			u := d.Find(ends[e][0])
			if u == d.Find(ends[e][1]) && count[u] > 0 && count[u] != lines {
				forced = append(forced, -encode.Lit(e+1))
			}
		}
		return forced, false
	}
}
