package generate

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Solutions are up to limit solutions of p, a puzzle of kind k (its
// encoding with default options; the lazy rule refined; each solution
// blocked on the primary variables), decoded, in the order the engine
// finds them. Generators whose puzzle is a layout (Norinori, LITS) count
// a layout's solutions up to a bound to pick the change that leaves the
// fewest.
func Solutions(ctx context.Context, k puzzle.Kind, p puzzle.Puzzle, limit int) ([]puzzle.Solution, error) {
	enc, err := k.Encode(p, puzzle.Options{})
	if err != nil {
		return nil, err
	}
	if enc.Note != "" {
		return nil, nil
	}
	ss := newSession(ctx, enc)
	var out []puzzle.Solution
	for len(out) < limit {
		m, err := ss.solve(nil)
		if err != nil {
			return nil, err
		}
		if m == nil {
			break
		}
		sol, err := enc.Decode(m)
		if err != nil {
			return nil, fmt.Errorf("decoding a solution: %w", err)
		}
		out = append(out, sol)
		ss.s.AddClause(encode.Blocking(m, enc.Primary))
	}
	return out, nil
}
