// Package gen generates Light Up puzzles (see Kind).
package gen

import "github.com/puzzlesat/puzzlesat/puzzles/akari"

// Kind is Light Up's kind with its generator.
var Kind = Gen{}

// Gen embeds the genre's kind and adds puzzle.Generator.
type Gen struct{ akari.Akari }
