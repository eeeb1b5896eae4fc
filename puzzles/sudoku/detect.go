package sudoku

import (
	"bytes"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Looks reports whether data is a sudoku in a format no other kind
// shares (puzzle.Detector): a puzz.link sudoku URL, JSON naming the
// puzzle "sudoku" or giving "givens", or Solo game IDs whose first one
// reads as a sudoku (a Rectangles ID "3x3:..." describes 9 cells, a Solo
// one 81, so the grid's length tells them apart). janko and text grids
// are left to the caller: Hashi and Shikaku write them alike.
func (Sudoku) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatPuzzLink:
		return "puzzlink", true
	case FormatJSON:
		if bytes.Contains(data, []byte(`"`+JigsawName+`"`)) {
			break
		}
		if bytes.Contains(data, []byte(`"sudoku"`)) || bytes.Contains(data, []byte(`"givens"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	case FormatTatham:
		line := puzzle.FirstLine(data)
		// A jigsaw layout ("9j:...") is Jigsaw Sudoku's to claim; sudoku
		// reads it all the same when named.
		if p, err := parseTathamID(line, 1, 1); err == nil && p.Validate() == nil && !p.Jigsaw() && !strings.Contains(line, "#") {
			return "tatham", true
		}
	}
	return "", false
}

// jsonNames reports whether JSON data names the puzzle kind.
func jsonNames(data []byte, kind string) bool {
	return bytes.Contains(data, []byte(`"`+kind+`"`))
}
