// Package kinds lists the puzzle kinds every command knows. A new puzzle
// is one package implementing puzzle.Kind plus one line in All.
package kinds

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	gensudoku "github.com/puzzlesat/puzzlesat/puzzles/sudoku/gen"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
)

// All lists the kinds in the order help texts show them.
func All() []puzzle.Kind {
	return []puzzle.Kind{
		hashi.Kind,
		shikaku.Kind,
		gensudoku.Kind,
		zebra.Kind,
	}
}

// Lookup finds a kind by name (case-insensitive).
func Lookup(name string) (puzzle.Kind, error) {
	var names []string
	for _, k := range All() {
		if strings.EqualFold(k.Name(), name) {
			return k, nil
		}
		names = append(names, k.Name())
	}
	return nil, fmt.Errorf("unknown puzzle kind %q (want %s)", name, enum.Or(names))
}
