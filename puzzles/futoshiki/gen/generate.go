// Package gen generates Futoshiki puzzles (Tatham's Unequal, its
// adjacent mode too) with exactly one solution, proved by SAT, graded
// easy, medium or hard.
//
// # Construction
//
// A random Latin square first (generate.RandomSolution on the empty
// puzzle without signs: the CDCL engine with random phases and a random
// variable order), then every clue it shows: every value given and a
// sign between every two neighbours (> or <); in adjacent mode a bar
// between every two neighbours that differ by 1, and none elsewhere.
// Then the clues go, in a random order, while the rest still fix the
// square (generate.FromSolution: one incremental engine session, a
// selector per clue, each removal one call under assumptions). In
// adjacent mode only the given values go: a missing bar says that two
// neighbours do not differ by 1, so every bar and every gap is a clue
// that stays (as in Tatham's adjacent puzzles, which show all of them).
// For an easy or medium target a clue goes only when the engine's grade
// of the clues left stays within the target.
//
// # Grades
//
// The grade is the grader's: by default the engine's (generate.EngineGrader
// on the genre's encoding: easy when propagation from the clues fixes the
// square, medium when one round of failed-literal probing does, hard
// otherwise), or the explanations' with --grade-by explain (the most
// clues one step needs: 1 easy, 2 medium, 3 or more hard). The engine is
// the default because the explanations grade nearly every puzzle easy:
// a step combines one clue with the facts found before, and the Latin
// square's rules are no clue (88 of 90 of Tatham's 5x5 Towers puzzles
// at levels hard to unreasonable, and 88 of 90 5x5 Unequal puzzles at
// tricky to recursive, are easy by the explanations).
//
// Tatham's five levels map onto the three grades as the engine grades
// his puzzles (docs/futoshiki.md): trivial (t) and easy (e) are easy,
// tricky (k) and extreme (x) medium, recursive (r), which the engine
// grades medium too, asks for hard; --difficulty takes his levels as his
// game parameters write them (dt, de, dk, dx, dr).
package gen

import (
	"context"
	"slices"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/futoshiki"
)

// Options are the generator's settings.
type Options struct {
	N          int
	Adjacent   bool // Tatham's adjacent mode: bars where neighbours differ by 1
	Difficulty generate.Grade
	Grader     generate.Grader // nil: the engine's (generate.EngineGrader)
	Seed       uint64
	Tries      int // draws tried for the difficulty (0: 20, 100 for hard)
}

// Generate makes one puzzle of opt with generate.FromSolution.
func Generate(ctx context.Context, opt Options) (*generate.FromResult, error) {
	k := futoshiki.Kind
	if opt.Grader == nil {
		opt.Grader = generate.EngineGrader{Kind: k}
	}
	tries := opt.Tries
	if tries <= 0 {
		tries = 20
		if opt.Difficulty == generate.Hard {
			tries = 100
		}
	}
	src := generate.Source{
		Kind: k,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			s, err := generate.RandomSolution(ctx, k, futoshiki.NewPuzzle(opt.N), r, 0)
			if err != nil {
				return nil, nil, err
			}
			sol := s.(*futoshiki.Solution)
			return Full(sol, opt.Adjacent), sol, nil
		},
		Keep: func(full puzzle.Puzzle, kept []bool) puzzle.Puzzle { return Keep(full.(*futoshiki.Puzzle), kept) },
	}
	if opt.Adjacent {
		src.Order = givensOnly
	}
	return generate.FromSolution(ctx, src, generate.FromOptions{Difficulty: opt.Difficulty, Grader: opt.Grader,
		Seed: opt.Seed, Tries: tries, TriesSetting: generate.MaxTries})
}

// Full is the puzzle that shows every clue of sol: every value given,
// and a sign between every two neighbours (adjacent: a bar where they
// differ by 1).
func Full(sol *futoshiki.Solution, adjacent bool) *futoshiki.Puzzle {
	n := sol.N
	p := futoshiki.NewPuzzle(n)
	p.Adjacent = adjacent
	copy(p.Given, sol.Values)
	rel := func(a, b int) futoshiki.Rel {
		va, vb := sol.Values[a], sol.Values[b]
		switch {
		case adjacent && (va-vb == 1 || vb-va == 1):
			return futoshiki.Next
		case adjacent:
			return futoshiki.NoRel
		case va > vb:
			return futoshiki.Greater
		}
		return futoshiki.Less
	}
	for i := 0; i < n*n; i++ {
		if i%n < n-1 {
			p.Right[i] = rel(i, i+1)
		}
		if i/n < n-1 {
			p.Down[i] = rel(i, i+n)
		}
	}
	return p
}

// Keep is full with the clues kept: clue k is the k-th of the encoding's
// clues (futoshiki.Encode with Explain): the given values in row-major
// order, then the signs in Pairs' order (each cell's right sign, then
// its lower one).
func Keep(full *futoshiki.Puzzle, kept []bool) *futoshiki.Puzzle {
	p := *full
	p.Given, p.Right, p.Down = slices.Clone(full.Given), slices.Clone(full.Right), slices.Clone(full.Down)
	k := 0
	for i, v := range p.Given {
		if v != futoshiki.None {
			if !kept[k] {
				p.Given[i] = futoshiki.None
			}
			k++
		}
	}
	n := p.N
	for i := 0; i < n*n; i++ {
		for _, rel := range []*futoshiki.Rel{&p.Right[i], &p.Down[i]} {
			if *rel != futoshiki.NoRel {
				if !kept[k] {
					*rel = futoshiki.NoRel
				}
				k++
			}
		}
	}
	return &p
}

// givensOnly tries the given values in a random order; the bars stay.
func givensOnly(full puzzle.Puzzle, clues []puzzle.Clue, r *rng.Rand) []int {
	return r.Perm(full.(*futoshiki.Puzzle).Givens())
}
