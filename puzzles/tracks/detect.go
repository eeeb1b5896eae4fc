package tracks

import (
	"bytes"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Looks reports whether data is a Tracks puzzle in a format no other
// kind shares (puzzle.Detector): JSON naming the puzzle "tracks", or a
// Tracks game ID (its first line reads as one: a size, pieces and runs,
// then the counts with their two S marks). Plain and text grids are left
// to the caller.
func (Tracks) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatJSON:
		if bytes.Contains(data, []byte(`"tracks"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	case FormatTatham:
		if _, err := ParseTatham([]byte(puzzle.FirstLine(puzzle.TrimBOM(data)))); err == nil {
			return "tatham", true
		}
	}
	return "", false
}
