package zebra

import (
	"encoding/json"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/internal/lazyre"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// The native language's first lines: "houses 5", "houses: 5",
// "positions House: a, b", "Color: red, green, ..."; and a Tatham game
// ID ("WxH...:"), which is not one. Compiled on first use
// (docs/performance.md).
var (
	nativeLine   = &lazyre.Regexp{Expr: `^(?i:houses\s*:?\s*\d+\s*(#.*)?$|[A-Za-z][^:#]*:[^,#]+,)`}
	tathamIDLine = &lazyre.Regexp{Expr: `^\d+x\d+([A-Za-z][0-9.]*)*:`}
)

// Looks tells zebra files by their first content line (puzzle.Detector):
// JSON with "categories" or "puzzle" (the JSON form, ZebraLogic's JSONL)
// but none of the grid puzzles' keys, or the native language's
// declarations.
func (k kind) Looks(data []byte) (string, bool) {
	line := puzzle.FirstLine(data)
	switch {
	case line == "":
		return "", false
	case line[0] == '{' || line[0] == '[':
		h := string(data)
		if strings.Contains(h, `"islands"`) || strings.Contains(h, `"rooms"`) || strings.Contains(h, `"shikaku"`) ||
			!strings.Contains(h, `"categories"`) && !strings.Contains(h, `"puzzle"`) || namesOtherKind(line) {
			return "", false
		}
		for _, f := range k.Formats() {
			if f.Detect != nil && f.Detect(data) {
				return f.Name, true
			}
		}
		return "", true
	case puzzlink.Looks([]byte(line)), tathamIDLine.Re().MatchString(line):
		return "", false
	case LooksLikeZebraLogicText(data):
		return "zebralogic", true
	}
	return "native", nativeLine.Re().MatchString(line)
}

// Named tells zebra files by their names (puzzle.Namer): a .zebra file
// holds the native language whatever it looks like.
func (kind) Named(path string, _ []byte) (sure, maybe bool) {
	return puzzle.HasExt(path, ".zebra"), false
}

// namesOtherKind reports whether a JSON line's "puzzle" is a kind's name
// other than zebra's (the JSON output of every kind starts so:
// {"puzzle":"sudoku",...}); ZebraLogic's "puzzle" is the puzzle's text.
func namesOtherKind(line string) bool {
	var head struct {
		Puzzle any `json:"puzzle"`
	}
	if json.Unmarshal([]byte(line), &head) != nil {
		return false
	}
	name, ok := head.Puzzle.(string)
	return ok && name != "zebra" && name != "" && !strings.ContainsAny(name, " \n.")
}
