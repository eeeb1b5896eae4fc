package binairo

import (
	"bytes"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Looks reports whether data is a binairo in a format no other kind
// shares (puzzle.Detector): JSON naming the puzzle "binairo", or Unruly
// game IDs whose first one reads (even sides of 6 or more, letters only,
// exactly as long as the grid). janko and text grids are left to the
// caller: other grid genres write them alike.
func (Binairo) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatJSON:
		if bytes.Contains(data, []byte(`"binairo"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	case FormatTatham:
		line := puzzle.FirstLine(data)
		if p, err := parseTathamID(line, 1, 1); err == nil && p.Validate() == nil && !strings.Contains(line, "#") {
			return "tatham", true
		}
	}
	return "", false
}
