// Package kinds lists the puzzle kinds every command knows. A new puzzle
// is one package implementing puzzle.Kind plus one line in All.
package kinds

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/puzzle"
	genakari "github.com/puzzlesat/puzzlesat/puzzles/akari/gen"
	genhashi "github.com/puzzlesat/puzzlesat/puzzles/hashi/gen"
	"github.com/puzzlesat/puzzlesat/puzzles/nurikabe"
	genshikaku "github.com/puzzlesat/puzzlesat/puzzles/shikaku/gen"
	gensudoku "github.com/puzzlesat/puzzlesat/puzzles/sudoku/gen"
	gentents "github.com/puzzlesat/puzzlesat/puzzles/tents/gen"
	genzebra "github.com/puzzlesat/puzzlesat/puzzles/zebra/gen"
)

// All lists the kinds in the order help texts show them. Each is its
// genre's kind with its generator (puzzles/GENRE/gen), which embeds the
// genre's own kind (puzzles/GENRE) and so has all its capabilities.
func All() []puzzle.Kind {
	return []puzzle.Kind{
		genhashi.Kind,
		genshikaku.Kind,
		gensudoku.Kind,
		gentents.Kind,
		genzebra.Kind,
		genakari.Kind,
		nurikabe.Kind,
	}
}

// Lookup finds a kind by name (case-insensitive).
func Lookup(name string) (puzzle.Kind, error) {
	var names []string
	for _, k := range All() {
		if puzzle.Named(k, name) {
			return k, nil
		}
		names = append(names, k.Name())
	}
	return nil, fmt.Errorf("unknown puzzle kind %q (want %s)", name, enum.Or(names))
}
