// Package gen generates Skyscrapers puzzles (Tatham's Towers) with
// exactly one solution, proved by SAT, graded easy, medium or hard.
//
// # Construction
//
// As Tatham's generator (towers.c, new_game_desc): a random Latin square
// of heights 1..N first (generate.RandomSolution: a model of the empty
// puzzle's encoding found by the CDCL engine with random phases and a
// random variable order), then every clue it shows: the count of towers
// seen from each of the 4N edge positions, and every height as a given
// digit. Then the clues go, while the rest still fix the square
// (generate.FromSolution: one incremental engine session, a selector
// per clue, each removal one call under assumptions): the given digits
// first, in a random order, then the edge counts, in a random order. A
// digit stays only where the edge counts cannot do without it, as in
// Tatham's puzzles, which show digits only when his clue removal needs
// them. For an easy or medium target a clue goes only when the engine's
// grade of the clues left stays within the target.
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
// Tatham's four levels map onto the three grades by name: easy (e) is
// easy, hard (h) is medium, extreme (x) and unreasonable (u) are hard;
// --difficulty takes his levels as his game parameters write them (de,
// dh, dx, du: his "hard" would clash with ours). The engine grades nearly all
// of his puzzles hard (the visibility clauses propagate little): his
// levels are a solver's of line-by-line deductions, see
// docs/skyscrapers.md for the confusion matrix.
package gen

import (
	"context"
	"slices"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/skyscrapers"
)

// Options are the generator's settings.
type Options struct {
	N          int
	Difficulty generate.Grade
	Grader     generate.Grader // nil: the engine's (generate.EngineGrader)
	Seed       uint64
	Tries      int // draws tried for the difficulty (0: 20, 100 for hard)
}

// Generate makes one puzzle of opt with generate.FromSolution.
func Generate(ctx context.Context, opt Options) (*generate.FromResult, error) {
	k := skyscrapers.Kind
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
			empty := skyscrapers.NewPuzzle(opt.N, opt.N)
			s, err := generate.RandomSolution(ctx, k, empty, r, 0)
			if err != nil {
				return nil, nil, err
			}
			sol := s.(*skyscrapers.Solution)
			full := Full(sol)
			if !withGivens(opt.Difficulty) {
				for i := range full.Given {
					full.Given[i] = skyscrapers.None
				}
			}
			return full, sol, nil
		},
		Fix:   fix,
		Keep:  func(full puzzle.Puzzle, kept []bool) puzzle.Puzzle { return Keep(full.(*skyscrapers.Puzzle), kept) },
		Order: order,
	}
	return generate.FromSolution(ctx, src, generate.FromOptions{Difficulty: opt.Difficulty, Grader: opt.Grader,
		Seed: opt.Seed, Tries: tries, TriesSetting: generate.MaxTries})
}

// Full is the puzzle that shows every clue of sol: the 4N edge counts
// and every height given.
func Full(sol *skyscrapers.Solution) *skyscrapers.Puzzle {
	n := sol.N
	p := skyscrapers.NewPuzzle(n, n)
	copy(p.Given, sol.Values)
	for s, side := range [][]int{p.Top, p.Bottom, p.Left, p.Right} {
		for i := range side {
			tallest, seen := 0, 0
			for _, cell := range p.Line(skyscrapers.Side(s), i) {
				if h := sol.Values[cell]; h > tallest {
					tallest, seen = h, seen+1
				}
			}
			side[i] = seen
		}
	}
	return p
}

// Keep is full with the clues kept: clue k is the k-th of the encoding's
// clues (skyscrapers.Encode with Explain): the given digits in row-major
// order, then the edge counts in ClueList's order (top, bottom, left,
// right).
func Keep(full *skyscrapers.Puzzle, kept []bool) *skyscrapers.Puzzle {
	p := *full
	p.Given = slices.Clone(full.Given)
	k := 0
	for i, v := range p.Given {
		if v != skyscrapers.None {
			if !kept[k] {
				p.Given[i] = skyscrapers.None
			}
			k++
		}
	}
	sides := []*[]int{&p.Top, &p.Bottom, &p.Left, &p.Right}
	for _, s := range sides {
		*s = slices.Clone(*s)
		for i, v := range *s {
			if v != skyscrapers.None {
				if !kept[k] {
					(*s)[i] = skyscrapers.None
				}
				k++
			}
		}
	}
	return &p
}

// withGivens says whether the full puzzle of a target shows every
// height: for easy and medium targets (the edge counts alone are rarely
// within them, and a clue only goes while the grade stays within), not
// for the others, whose full puzzle is the edge counts, with a digit
// given where a second solution differs (fix), as Tatham's.
func withGivens(g generate.Grade) bool { return g == generate.Easy || g == generate.Medium }

// fix gives the height of sol in a random cell where other differs.
func fix(full puzzle.Puzzle, sol, other puzzle.Solution, r *rng.Rand) (puzzle.Puzzle, bool) {
	p := *full.(*skyscrapers.Puzzle)
	a, b := sol.(*skyscrapers.Solution).Values, other.(*skyscrapers.Solution).Values
	var diff []int
	for i := range a {
		if a[i] != b[i] && p.Given[i] == skyscrapers.None {
			diff = append(diff, i)
		}
	}
	if len(diff) == 0 {
		return nil, false
	}
	i := diff[r.IntN(len(diff))]
	p.Given = slices.Clone(p.Given)
	p.Given[i] = a[i]
	return &p, true
}

// order tries the given digits first (a random order), then the edge
// counts (a random order).
func order(full puzzle.Puzzle, clues []puzzle.Clue, r *rng.Rand) []int {
	g := full.(*skyscrapers.Puzzle).Givens()
	out := append(make([]int, 0, len(clues)), r.Perm(g)...)
	for _, i := range r.Perm(len(clues) - g) {
		out = append(out, g+i)
	}
	return out
}
