package gen

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/starbattle"
)

// Kind is Star Battle with its generator: every capability of
// starbattle.Kind plus puzzle.Generator (the registry lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ starbattle.StarBattle }
