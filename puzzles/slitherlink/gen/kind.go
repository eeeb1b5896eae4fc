// Package gen makes Slitherlink puzzles.
package gen

import "github.com/puzzlesat/puzzlesat/puzzles/slitherlink"

// Kind is Slitherlink with its generator.
var Kind = Gen{}

// Gen is the type of Kind.
type Gen struct{ slitherlink.Slitherlink }
