package gen

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
)

// grid is the variable layout of zebra.Encode (zebra.PrimaryVar): M
// categories of N values over N positions. These are the primary
// variables; clue encodings may add auxiliary variables after them.
type grid struct{ M, N int }

func (g grid) x(r zebra.Ref, h int) encode.Lit { return zebra.PrimaryVar(g.N, r, h) }

func (g grid) numPrimary() int { return g.M * g.N * g.N }

// holds evaluates clue c on a solution given as pos[cat][val] = position
// (0-based), N positions: the zebra package's one clue evaluator, which
// shares no code with the encoder.
func holds(c zebra.Clue, pos [][]int, n int) bool { return zebra.HoldsAt(c, pos, n) }
