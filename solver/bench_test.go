package solver

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/encode"
)

var (
	benchCNF     = flag.String("cnfdir", "", "BenchmarkSolveSet: solve every *.cnf in this directory instead of the generated set")
	benchTimeout = flag.Duration("solvetimeout", 60*time.Second, "BenchmarkSolveSet: time limit per solve")
)

// benchBackends are the backends benchmarks compare; a missing external
// solver is left out (benchmarks measure, tests enforce).
func benchBackends(b *testing.B) []backend {
	bs := []backend{
		{name: "gophersat", s: Gophersat{}},
		{name: "gophersat-worker", s: Gophersat{}, deadline: true},
		{name: "cdcl", s: CDCL{}},
	}
	for _, p := range Profiles {
		if s, err := Lookup(p.Name); err == nil {
			bs = append(bs, backend{name: p.Name, s: s, deadline: true})
		}
	}
	return bs
}

// BenchmarkTiny is the per-call overhead of each backend: one solve of a
// 3-variable formula (for external solvers and the worker: a process
// start, the DIMACS round trip and the model check).
func BenchmarkTiny(b *testing.B) {
	f := encode.NewFormula()
	f.Add(1, -2)
	f.Add(2, 3)
	f.Add(-1, -3)
	for _, be := range benchBackends(b) {
		b.Run(be.name, func(b *testing.B) {
			for b.Loop() {
				ctx, cancel := be.ctx()
				res, err := Solve(ctx, be.s, f)
				cancel()
				if err != nil || res.Status != Sat {
					b.Fatal(res.Status, err)
				}
			}
		})
	}
}

// benchInstance is one formula of the shared set.
type benchInstance struct {
	name string
	f    *encode.Formula
}

// benchSet is the shared instance set: random 3-SAT at the threshold
// (ratio 4.26, fixed seeds) and pigeonhole formulas, or every *.cnf of
// -cnfdir.
func benchSet(b *testing.B) []benchInstance {
	if *benchCNF != "" {
		paths, _ := filepath.Glob(filepath.Join(*benchCNF, "*.cnf"))
		sort.Strings(paths)
		var set []benchInstance
		for _, p := range paths {
			fh, err := os.Open(p)
			if err != nil {
				b.Fatal(err)
			}
			f, _, err := ReadFormula(fh, dimacs.Options{})
			fh.Close()
			if err != nil {
				b.Fatal(err)
			}
			set = append(set, benchInstance{filepath.Base(p), f})
		}
		return set
	}
	var set []benchInstance
	for _, n := range []int{150, 200, 250} {
		for seed := uint64(1); seed <= 2; seed++ {
			set = append(set, benchInstance{fmt.Sprintf("rand3-n%d-s%d", n, seed), random3SAT(n, 4.26, seed)})
		}
	}
	for _, h := range []int{7, 8} {
		set = append(set, benchInstance{fmt.Sprintf("php%d-%d", h+1, h), pigeonhole(h)})
	}
	return set
}

// random3SAT is a uniform random 3-SAT formula with round(ratio*n)
// clauses of 3 distinct variables.
func random3SAT(n int, ratio float64, seed uint64) *encode.Formula {
	r := rand.New(rand.NewPCG(seed, uint64(n)))
	f := varsFormula(n)
	m := int(ratio*float64(n) + 0.5)
	for i := 0; i < m; i++ {
		var c []encode.Lit
		for len(c) < 3 {
			v := encode.Lit(1 + r.IntN(n))
			dup := false
			for _, l := range c {
				dup = dup || l.Var() == v.Var()
			}
			if dup {
				continue
			}
			if r.IntN(2) == 0 {
				v = -v
			}
			c = append(c, v)
		}
		f.AddClause(c)
	}
	return f
}

// BenchmarkSolveSet solves the shared set with every backend (each
// instance once per iteration; run with -benchtime=1x). Answers are
// cross-checked: all backends must agree.
func BenchmarkSolveSet(b *testing.B) {
	set := benchSet(b)
	answers := map[string]Status{}
	for _, be := range benchBackends(b) {
		for _, in := range set {
			b.Run(be.name+"/"+in.name, func(b *testing.B) {
				for b.Loop() {
					ctx, cancel := context.WithTimeout(context.Background(), *benchTimeout)
					if !be.deadline {
						cancel()
						ctx, cancel = context.WithCancel(context.Background())
					}
					res, err := Solve(ctx, be.s, in.f)
					cancel()
					if err != nil {
						b.Fatal(err)
					}
					if res.Status == Unknown {
						b.ReportMetric(1, "timeouts")
						continue
					}
					if prev, ok := answers[in.name]; ok && prev != res.Status {
						b.Fatalf("%s says %v, another backend %v", be.name, res.Status, prev)
					}
					answers[in.name] = res.Status
					b.ReportMetric(float64(res.Status), "status(10=SAT,20=UNSAT)")
					if res.Stats.Conflicts >= 0 {
						b.ReportMetric(float64(res.Stats.Conflicts), "conflicts")
					}
				}
			})
		}
	}
	var lines []string
	for _, in := range set {
		lines = append(lines, fmt.Sprintf("%s=%v", in.name, answers[in.name]))
	}
	b.Logf("answers: %s", strings.Join(lines, " "))
}
