package generate

import (
	"context"

	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Narrow makes a layout puzzle (one whose clues are its layout: the
// regions of Norinori or LITS) unique by local search: it counts the
// puzzle's solutions up to Limit (Solutions); while there is more than
// sol, it asks Moves for changed puzzles that keep sol a solution, given
// the other solutions found, counts theirs, and takes the one with the
// fewest (the first of equals: Moves orders them by promise), until one
// has sol alone or Rounds pass. A Source.Full calls it after drawing a
// layout and its solution; FromSolution's Verify proves the result
// unique again from scratch.
type Narrow struct {
	Kind   puzzle.Kind
	Limit  int // solutions counted a puzzle (0: 20)
	Rounds int // changes made (0: 100)
	// Moves are puzzles changed from p that keep sol a solution, the
	// most promising first (others: p's solutions found besides sol).
	Moves func(p puzzle.Puzzle, sol puzzle.Solution, others []puzzle.Solution, r *rng.Rand) []puzzle.Puzzle
	// Key, optional, names a puzzle: a puzzle met before is not taken
	// again (the search would go back and forth between two).
	Key func(puzzle.Puzzle) string
}

// Run returns the puzzle made unique, or false when Rounds passed first.
func (n Narrow) Run(ctx context.Context, p puzzle.Puzzle, sol puzzle.Solution, r *rng.Rand) (puzzle.Puzzle, bool, error) {
	limit, rounds := n.Limit, n.Rounds
	if limit <= 0 {
		limit = 20
	}
	if rounds <= 0 {
		rounds = 100
	}
	cmp, _ := n.Kind.(puzzle.Comparer)
	othersOf := func(sols []puzzle.Solution) []puzzle.Solution {
		var out []puzzle.Solution
		for _, s := range sols {
			if cmp == nil || !cmp.Equal(s, sol) {
				out = append(out, s)
			}
		}
		return out
	}
	sols, err := Solutions(ctx, n.Kind, p, limit)
	if err != nil {
		return nil, false, err
	}
	others := othersOf(sols)
	seen := map[string]bool{}
	if n.Key != nil {
		seen[n.Key(p)] = true
	}
	for round := 0; round < rounds && len(others) > 0; round++ {
		if err := ctx.Err(); err != nil {
			return nil, false, err
		}
		var best puzzle.Puzzle
		var bestOthers []puzzle.Solution
		bound := limit
		for _, q := range n.Moves(p, sol, others, r) {
			if n.Key != nil {
				key := n.Key(q)
				if seen[key] {
					continue
				}
				seen[key] = true
			}
			s, err := Solutions(ctx, n.Kind, q, bound+1)
			if err != nil {
				return nil, false, err
			}
			o := othersOf(s)
			if best == nil || len(o) < len(bestOthers) {
				best, bestOthers = q, o
				bound = len(o) + 1
				if len(o) == 0 {
					break
				}
			}
		}
		if best == nil {
			return nil, false, nil
		}
		p, others = best, bestOthers
	}
	return p, len(others) == 0, nil
}
