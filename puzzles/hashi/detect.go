package hashi

import (
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/internal/lazyre"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Tatham's game IDs: "WxH[params]:desc"; Bridges' have an m parameter,
// Rectangles' none. Compiled on first use (docs/performance.md).
var (
	tathamIDLine    = &lazyre.Regexp{Expr: `^\d+x\d+([A-Za-z][0-9.]*)*:`}
	tathamBridgesID = &lazyre.Regexp{Expr: `^\d+x\d+[^:]*m\d`}
)

// jankoNames are the names janko.at blocks give Hashi.
var jankoNames = []string{"hashi", "hashiwokakero", "bridges"}

// Looks tells Hashi's files by their first content line
// (puzzle.Detector): JSON with "islands", a puzz.link URL of Hashi, a
// janko.at block of Hashi, a Tatham game ID with an m parameter.
func (kind) Looks(data []byte) (string, bool) {
	line := puzzle.FirstLine(data)
	switch {
	case line == "":
		return "", false
	case line[0] == '{' || line[0] == '[':
		return "json", strings.Contains(string(data), `"islands"`)
	case puzzlink.Looks([]byte(line)):
		return "puzzlink", puzzLinkGenre.Is(puzzlink.URLKind(line))
	case strings.EqualFold(line, "begin"):
		return "janko", slices.ContainsFunc(janko.BlockPuzzles(data), func(n string) bool { return slices.Contains(jankoNames, n) })
	case tathamIDLine.Re().MatchString(line):
		return "tatham", tathamBridgesID.Re().MatchString(line)
	}
	return "", false
}

// Named tells Hashi's files by their names (puzzle.Namer): a CLLV .has
// file whatever it holds; a text grid (not JSON) in a .hashi file, or
// in a .txt or .grid file under a directory named hashi, hashiwokakero
// or bridges.
func (kind) Named(path string, head []byte) (sure, maybe bool) {
	if puzzle.HasExt(path, ".has") {
		return true, false
	}
	if line := puzzle.FirstLine(head); line == "" || line[0] == '{' || line[0] == '[' {
		return false, false
	}
	return false, puzzle.HasExt(path, ".hashi") || puzzle.HasExt(path, ".txt", ".grid") && puzzle.InDir(path, jankoNames...)
}
