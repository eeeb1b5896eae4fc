package suguru

import (
	"bytes"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Looks reports whether data is a Suguru in a form no other kind of this
// project shares (puzzle.Detector): a puzz.link suguru URL, JSON naming
// the puzzle "suguru", or the text form (a region letter and a digit or
// '.' a cell) which reads. The janko form (a grid of givens, then a grid
// of region labels) is left to the caller: Jigsaw Sudoku and Country Road
// write theirs alike (and Ripple Effect, no kind here).
func (Suguru) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatPuzzLink:
		return "puzzlink", PuzzLinkGenre.Is(puzzlink.URLKind(puzzle.FirstLine(data)))
	case FormatJSON:
		if bytes.Contains(data, []byte(`"suguru"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	case FormatText:
		if _, err := Parse("", data, FormatText); err == nil {
			return "text", true
		}
	}
	return "", false
}
