package shikaku

import (
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/internal/lazyre"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Tatham's game IDs: "WxH[params]:desc"; Rectangles' have no m
// parameter (Bridges' do). Compiled on first use (docs/performance.md).
var (
	tathamIDLine    = &lazyre.Regexp{Expr: `^\d+x\d+([A-Za-z][0-9.]*)*:`}
	tathamBridgesID = &lazyre.Regexp{Expr: `^\d+x\d+[^:]*m\d`}
)

// jankoNames are the names janko.at blocks give Shikaku.
var jankoNames = []string{"sikaku", "shikaku"}

// Looks tells Shikaku's files by their first content line
// (puzzle.Detector): JSON with "rooms" or "shikaku" (and no "islands"),
// a puzz.link URL of Shikaku, a janko.at block of Shikaku, a Tatham game
// ID without an m parameter whose description fits its grid and whose
// numbers sum to its area.
func (kind) Looks(data []byte) (string, bool) {
	line := puzzle.FirstLine(data)
	switch {
	case line == "":
		return "", false
	case line[0] == '{' || line[0] == '[':
		h := string(data)
		if k := puzzle.JSONKind(data); k != "" {
			return "json", k == "shikaku"
		}
		return "json", !strings.Contains(h, `"islands"`) && (strings.Contains(h, `"rooms"`) || strings.Contains(h, `"shikaku"`))
	case puzzlink.Looks([]byte(line)):
		return "puzzlink", puzzLinkGenre.Is(puzzlink.URLKind(line))
	case strings.EqualFold(line, "begin"):
		return "janko", slices.ContainsFunc(janko.BlockPuzzles(data), func(n string) bool { return slices.Contains(jankoNames, n) })
	case tathamIDLine.Re().MatchString(line):
		// Solo's IDs look alike ("3x3:..."): the description must give
		// exactly the grid's cells.
		if tathamBridgesID.Re().MatchString(line) {
			return "tatham", false
		}
		// Range's IDs (Kurodoko) are written alike: a Rectangles ID's
		// numbers are the areas of rooms that tile the grid, so they sum
		// to W·H.
		p, err := parseTathamID(line, 1, 0)
		if err != nil {
			return "tatham", false
		}
		sum := 0
		for _, c := range p.Clues {
			sum += c.N
		}
		return "tatham", sum == p.Width*p.Height
	}
	return "", false
}

// Named tells Shikaku's files by their names (puzzle.Namer), when their
// content does not: JSON in a .json file (Shikaku's JSON has neither
// "islands" nor "categories"), a text grid in a .shikaku file, or in a
// .txt or .grid file under a directory named shikaku, rect or
// rectangles.
func (kind) Named(path string, head []byte) (sure, maybe bool) {
	line := puzzle.FirstLine(head)
	switch {
	case line == "":
		return false, false
	case line[0] == '{' || line[0] == '[':
		return false, puzzle.HasExt(path, ".json")
	}
	return false, puzzle.HasExt(path, ".shikaku") || puzzle.HasExt(path, ".txt", ".grid") && puzzle.InDir(path, "shikaku", "rect", "rectangles")
}
