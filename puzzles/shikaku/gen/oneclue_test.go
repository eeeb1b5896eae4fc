package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
)

// solutions enumerates every solution of a small puzzle by brute force:
// one rectangle per clue among its patterns, covering every cell once.
func solutions(p *shikaku.Puzzle) [][]int32 {
	pats := shikaku.Patterns(p)
	w := p.Width
	room := make([]int32, p.Width*p.Height)
	for i := range room {
		room[i] = -1
	}
	var out [][]int32
	var rec func(k int)
	rec = func(k int) {
		if k == len(pats) {
			for _, r := range room {
				if r < 0 {
					return
				}
			}
			out = append(out, append([]int32(nil), room...))
			return
		}
		for _, r := range pats[k] {
			free := true
			for y := r.Row; y < r.Row+r.H && free; y++ {
				for x := r.Col; x < r.Col+r.W; x++ {
					if room[y*w+x] >= 0 {
						free = false
						break
					}
				}
			}
			if !free {
				continue
			}
			set := func(v int32) {
				for y := r.Row; y < r.Row+r.H; y++ {
					for x := r.Col; x < r.Col+r.W; x++ {
						room[y*w+x] = v
					}
				}
			}
			set(int32(k))
			rec(k + 1)
			set(-1)
		}
	}
	rec(0)
	return out
}

// Every room the one-clue closure places holds in every solution, and a
// conflict means there is none, on random partitions of small grids with
// random clue cells (unique or not: brute force enumerates them all).
func TestOneClueSound(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 100
	}
	r := rng.New(7)
	solved, conflicts := 0, 0
	for it := 0; it < n; it++ {
		w, h := 3+r.IntN(4), 3+r.IntN(3)
		pt, ok := tile(r, w, h, 1, 6)
		if !ok {
			continue
		}
		p, _ := pt.puzzle(pt.randomClues(r))
		if it%5 == 0 { // now and then a clue off by one: maybe no solution
			k := r.IntN(len(p.Clues))
			p.Clues[k].N = max(1, p.Clues[k].N+1-2*r.IntN(2))
		}
		sols := solutions(p)
		c := newClosure(p)
		s, ok := c.run()
		if !ok {
			conflicts++
			if len(sols) > 0 {
				t.Fatalf("%s: the closure finds a conflict, but there are %d solutions", shikaku.TathamID(p), len(sols))
			}
			continue
		}
		if s {
			solved++
		}
		for _, sol := range sols {
			for cell, rm := range c.room {
				if rm >= 0 && sol[cell] != rm {
					t.Fatalf("%s: the closure puts cell %d in room %d, a solution in %d", shikaku.TathamID(p), cell, rm, sol[cell])
				}
			}
			for cell := range c.room {
				if k := sol[cell]; c.covers(cell, int(k)) == 0 {
					t.Fatalf("%s: the closure rules out room %d for cell %d, which a solution gives it", shikaku.TathamID(p), k, cell)
				}
			}
		}
	}
	t.Logf("%d puzzles: %d solved by the closure, %d conflicts", n, solved, conflicts)
}

// A puzzle the closure solves is easy by the explanations (its grade-only
// explanation's steps have at most one clue), on puzzles the engine does
// not solve (the engine grader's medium and hard ones) and on others.
func TestOneClueEasyIsExplainEasy(t *testing.T) {
	seeds := uint64(6)
	if testing.Short() {
		seeds = 2
	}
	solved := 0
	for _, size := range [][2]int{{7, 7}, {10, 10}, {13, 9}, {15, 15}} {
		for _, g := range []generate.Grade{generate.Any, generate.Medium} {
			for seed := uint64(1); seed <= seeds; seed++ {
				res, err := Generate(context.Background(), Options{Width: size[0], Height: size[1], Difficulty: g, Seed: seed, Grader: Grader{}})
				if err != nil {
					continue
				}
				p := res.Puzzle
				s, ok := newClosure(p).run()
				if !ok {
					t.Fatalf("%s: a conflict in a unique puzzle", shikaku.TathamID(p))
				}
				if !s {
					continue
				}
				solved++
				ex, err := explain.Run(context.Background(), shikaku.Kind, puzzle.Item{Puzzle: p}, explain.Options{GradeOnly: true})
				if err != nil {
					t.Fatal(err)
				}
				if ex.Difficulty.MaxClues > 1 {
					t.Errorf("%dx%d %s seed %d %s: solved by the closure, but a step needs %d clues", size[0], size[1], g, seed,
						shikaku.TathamID(p), ex.Difficulty.MaxClues)
				}
			}
		}
	}
	if solved == 0 {
		t.Error("the closure solved none")
	}
	t.Logf("%d solved by the closure", solved)
}
