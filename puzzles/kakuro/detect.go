package kakuro

import (
	"bytes"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
)

// Looks reports whether data is a Kakuro in a form no other kind shares
// (puzzle.Detector): a puzz.link kakuro URL, JSON naming the puzzle
// "kakuro", the text form or a janko grid which reads and holds a sum
// ("16,7" or "\7"): the sums are Kakuro's own.
func (Kakuro) Looks(data []byte) (string, bool) {
	switch f := Detect(data); f {
	case FormatPuzzLink:
		return "puzzlink", PuzzLinkGenre.Is(puzzlink.URLKind(firstLine(data)))
	case FormatJSON:
		if bytes.Contains(data, []byte(`"kakuro"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	case FormatText, FormatJanko:
		sep := ","
		if f == FormatText {
			sep = `\`
		}
		if ps, err := Parse("", data, f); err == nil && len(ps) > 0 && strings.Contains(string(data), sep) {
			if f == FormatText {
				return "text", true
			}
			return "janko", true
		}
	}
	return "", false
}
