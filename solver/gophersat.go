package solver

import (
	"context"
	"sync"
	"time"

	gs "github.com/crillab/gophersat/solver"

	"github.com/puzzlesat/puzzlesat/encode"
)

// gophersatMu serializes in-process gophersat solves: gophersat v1.4.0
// shares a package-level literal buffer between all solvers.
var gophersatMu sync.Mutex

// Gophersat is the in-process backend (github.com/crillab/gophersat).
type Gophersat struct{}

// Name implements Solver.
func (Gophersat) Name() string { return "gophersat" }

// Open implements Solver.
func (Gophersat) Open(f *encode.Formula) (Session, error) {
	return &gophersatSession{f: f}, nil
}

type gophersatSession struct {
	f     *encode.Formula
	s     *gs.Solver
	seen  int // clauses of f already given to s
	unsat bool
}

func (g *gophersatSession) Solve(ctx context.Context) (Result, error) {
	gophersatMu.Lock()
	defer gophersatMu.Unlock()
	start := time.Now()
	if g.s == nil {
		// TODO(solver): native cards, worker process when ctx has a deadline.
		var constrs []gs.CardConstr
		g.f.Each(0, func(c []encode.Lit) {
			constrs = append(constrs, gs.CardConstr{Lits: ints(c), AtLeast: 1})
		})
		for _, cd := range g.f.Cards() {
			constrs = append(constrs, gs.CardConstr{Lits: ints(cd.Lits), AtLeast: cd.K})
		}
		g.seen = g.f.NumClauses()
		pb := gs.ParseCardConstrs(constrs)
		g.s = gs.New(pb)
	} else {
		g.f.Each(g.seen, func(c []encode.Lit) {
			lits := make([]gs.Lit, len(c))
			for i, l := range c {
				lits[i] = gs.IntToLit(int32(l))
			}
			g.s.AppendClause(gs.NewClause(lits))
		})
		g.seen = g.f.NumClauses()
	}
	st := g.s.Solve()
	res := Result{Stats: Stats{Wall: time.Since(start), Conflicts: int64(g.s.Stats.NbConflicts), Decisions: int64(g.s.Stats.NbDecisions), Restarts: int64(g.s.Stats.NbRestarts)}}
	switch st {
	case gs.Sat:
		m := g.s.Model()
		res.Model = make(encode.Model, g.f.NumVars()+1)
		copy(res.Model[1:], m)
		if err := g.f.Check(res.Model); err != nil {
			return Result{}, err
		}
		res.Status = Sat
	case gs.Unsat:
		res.Status = Unsat
	}
	return res, nil
}

func (g *gophersatSession) Close() error { return nil }

func ints(c []encode.Lit) []int {
	out := make([]int, len(c))
	for i, l := range c {
		out[i] = int(l)
	}
	return out
}
