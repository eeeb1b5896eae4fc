package shikaku

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// solveWith solves p through the one solve loop (package solve), as the
// commands do: up to limit solutions (2 answers the uniqueness question),
// every one decoded and checked.
func solveWith(ctx context.Context, s solver.Solver, p *Puzzle, opt Options, limit int) (*puzzle.Result, error) {
	return solve.One(ctx, Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: s, Encode: puzzle.Options{Settings: opt.settings(), Explain: opt.Explain}, Count: limit})
}

// solveOne is solveWith with gophersat, failing the test on an error.
func solveOne(t testing.TB, p *Puzzle, opt Options, limit int) *puzzle.Result {
	t.Helper()
	r, err := solveWith(context.Background(), solver.Gophersat{}, p, opt, limit)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// solutions are r's solutions as *Solution.
func solutions(r *puzzle.Result) []*Solution {
	out := make([]*Solution, len(r.Solutions))
	for i, s := range r.Solutions {
		out[i] = s.(*Solution)
	}
	return out
}

// settingsOnly are encoding options from settings.
func settingsOnly(s map[string]string) puzzle.Options { return puzzle.Options{Settings: s} }

// explainSettings are settings with Explain.
func explainSettings(s map[string]string) puzzle.Options {
	return puzzle.Options{Settings: s, Explain: true}
}
