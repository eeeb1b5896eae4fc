// Package kinds lists the puzzle kinds every command knows. A new puzzle
// is one package implementing puzzle.Kind plus one line in All.
package kinds

import (
	"fmt"

	genakari "github.com/puzzlesat/puzzlesat/puzzles/akari/gen"
	genbinairo "github.com/puzzlesat/puzzlesat/puzzles/binairo/gen"
	gencountryroad "github.com/puzzlesat/puzzlesat/puzzles/countryroad/gen"
	genfillomino "github.com/puzzlesat/puzzlesat/puzzles/fillomino/gen"
	genfutoshiki "github.com/puzzlesat/puzzlesat/puzzles/futoshiki/gen"
	gengalaxies "github.com/puzzlesat/puzzlesat/puzzles/galaxies/gen"
	gengokigen "github.com/puzzlesat/puzzlesat/puzzles/gokigen/gen"
	genhashi "github.com/puzzlesat/puzzlesat/puzzles/hashi/gen"
	genheyawake "github.com/puzzlesat/puzzlesat/puzzles/heyawake/gen"
	genhidoku "github.com/puzzlesat/puzzlesat/puzzles/hidoku/gen"
	genhitori "github.com/puzzlesat/puzzlesat/puzzles/hitori/gen"
	genkakuro "github.com/puzzlesat/puzzlesat/puzzles/kakuro/gen"
	genkenken "github.com/puzzlesat/puzzlesat/puzzles/kenken/gen"
	genkurodoko "github.com/puzzlesat/puzzlesat/puzzles/kurodoko/gen"
	genlits "github.com/puzzlesat/puzzlesat/puzzles/lits/gen"
	genmasyu "github.com/puzzlesat/puzzlesat/puzzles/masyu/gen"
	gennonogram "github.com/puzzlesat/puzzlesat/puzzles/nonogram/gen"
	gennorinori "github.com/puzzlesat/puzzlesat/puzzles/norinori/gen"
	gennumberlink "github.com/puzzlesat/puzzlesat/puzzles/numberlink/gen"
	gennurikabe "github.com/puzzlesat/puzzlesat/puzzles/nurikabe/gen"
	genshikaku "github.com/puzzlesat/puzzlesat/puzzles/shikaku/gen"
	genskyscrapers "github.com/puzzlesat/puzzlesat/puzzles/skyscrapers/gen"
	genslitherlink "github.com/puzzlesat/puzzlesat/puzzles/slitherlink/gen"
	genstarbattle "github.com/puzzlesat/puzzlesat/puzzles/starbattle/gen"
	gensudoku "github.com/puzzlesat/puzzlesat/puzzles/sudoku/gen"
	gensuguru "github.com/puzzlesat/puzzlesat/puzzles/suguru/gen"
	gentents "github.com/puzzlesat/puzzlesat/puzzles/tents/gen"
	gentracks "github.com/puzzlesat/puzzlesat/puzzles/tracks/gen"
	genyajilin "github.com/puzzlesat/puzzlesat/puzzles/yajilin/gen"
	genzebra "github.com/puzzlesat/puzzlesat/puzzles/zebra/gen"

	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// All lists the kinds in the order help texts show them. Each is its
// genre's kind with its generator (puzzles/GENRE/gen), which embeds the
// genre's own kind (puzzles/GENRE) and so has all its capabilities.
func All() []puzzle.Kind {
	return []puzzle.Kind{
		genhashi.Kind,
		genshikaku.Kind,
		gensudoku.Kind,
		gensudoku.JigsawKind,
		gentents.Kind,
		genstarbattle.Kind,
		genslitherlink.Kind,
		genzebra.Kind,
		genakari.Kind,
		genhitori.Kind,
		genbinairo.Kind,
		genskyscrapers.Kind,
		genfutoshiki.Kind,
		genkurodoko.Kind,
		gennorinori.Kind,
		genlits.Kind,
		genheyawake.Kind,
		genkenken.Kind,
		genkenken.KillerKind,
		gennonogram.Kind,
		gennurikabe.Kind,
		gensuguru.Kind,
		genkakuro.Kind,
		genmasyu.Kind,
		genyajilin.Kind,
		genhidoku.Kind,
		genfillomino.Kind,
		gengokigen.Kind,
		gencountryroad.Kind,
		gentracks.Kind,
		gengalaxies.Kind,
		gennumberlink.Kind,
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
