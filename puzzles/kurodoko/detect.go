package kurodoko

import (
	"bytes"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Looks reports whether data is a kurodoko in a format no other kind
// shares (puzzle.Detector): a puzz.link kurodoko URL, JSON naming the
// puzzle "kurodoko" (a bare "numbers" grid is Hitori's as much), or Range game IDs whose first
// one reads as a Range puzzle (Rectangles' IDs look alike: Shikaku,
// earlier in the registry, claims those whose numbers sum to the grid's
// area). janko and text grids are left to the
// caller: other genres write them alike.
func (Kurodoko) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatPuzzLink:
		return "puzzlink", true
	case FormatJSON:
		if bytes.Contains(data, []byte(`"kurodoko"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	case FormatTatham:
		line := puzzle.FirstLine(data)
		if p, err := parseTathamID(line, 1); err == nil && p.Validate() == nil && !strings.Contains(line, "#") {
			return "tatham", true
		}
	}
	return "", false
}
