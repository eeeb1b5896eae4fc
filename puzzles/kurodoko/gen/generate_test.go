package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/kurodoko"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestGenerate: generated puzzles at Tatham's sizes have exactly one
// solution, and the same seed gives the same puzzle.
func TestGenerate(t *testing.T) {
	sizes := []string{"5x5", "9x6", "7x7"}
	if !testing.Short() {
		sizes = append(sizes, "12x12")
	}
	for i, size := range sizes {
		settings := map[string]string{"size": size}
		if i == 1 {
			settings["difficulty"] = "easy"
		}
		g, err := Kind.(puzzle.Generator).Generate(context.Background(), settings, uint64(7+i))
		if err != nil {
			t.Fatalf("%s: %v", size, err)
		}
		p := g.Puzzle.(*kurodoko.Puzzle)
		r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
			solve.Options{Solver: solver.Gophersat{}, Count: 2})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != puzzle.Solved || r.Count != 1 || !r.Complete {
			t.Errorf("%s: %v with %d solutions", size, r.Status, r.Count)
		}
		again, err := Kind.(puzzle.Generator).Generate(context.Background(), settings, uint64(7+i))
		if err != nil {
			t.Fatal(err)
		}
		id1, _ := kurodoko.TathamID(p)
		id2, _ := kurodoko.TathamID(again.Puzzle.(*kurodoko.Puzzle))
		if id1 != id2 {
			t.Errorf("%s: seed %d gives %s, then %s", size, 7+i, id1, id2)
		}
	}
	if err := Kind.(puzzle.Generator).CheckSettings(map[string]string{"size": "0x3"}); err == nil {
		t.Errorf("size 0x3: no error")
	}
}

// TestShortcutsSamePuzzles: Support and Other only spare uniqueness
// calls: without them the same seeds give the same puzzles.
func TestShortcutsSamePuzzles(t *testing.T) {
	k := Kind.(kind)
	others := 0
	for _, size := range []string{"7x7", "9x6"} {
		g, err := generate.ReadGrid(k, k.GenerateOptions(), map[string]string{"size": size})
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 6; seed++ {
			with := k.source(g)
			without := with
			without.Support, without.Other = nil, nil
			a, err := generate.FromSolution(context.Background(), with, g.From(seed))
			if err != nil {
				t.Fatal(err)
			}
			b, err := generate.FromSolution(context.Background(), without, g.From(seed))
			if err != nil {
				t.Fatal(err)
			}
			ida, _ := kurodoko.TathamID(a.Puzzle.(*kurodoko.Puzzle))
			idb, _ := kurodoko.TathamID(b.Puzzle.(*kurodoko.Puzzle))
			if ida != idb {
				t.Errorf("%s seed %d: %s with the shortcuts, %s without", size, seed, ida, idb)
			}
			if a.Stats.Calls > b.Stats.Calls {
				t.Errorf("%s seed %d: %d calls with the shortcuts, %d without", size, seed, a.Stats.Calls, b.Stats.Calls)
			}
			others += a.Stats.Others
		}
	}
	if others == 0 {
		t.Errorf("Other never found a second solution")
	}
}
