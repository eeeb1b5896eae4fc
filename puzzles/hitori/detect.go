package hitori

import (
	"bytes"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Looks reports whether data is a hitori in a format no other kind
// shares (puzzle.Detector): a puzz.link hitori URL, JSON naming the
// puzzle "hitori" or giving "numbers", or Singles game IDs whose first
// one reads as a Singles puzzle (one character per cell, every number
// between 1 and the larger side). janko and text grids are left to the
// caller: other genres write them alike.
func (Hitori) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatPuzzLink:
		return "puzzlink", true
	case FormatJSON:
		if bytes.Contains(data, []byte(`"hitori"`)) || bytes.Contains(data, []byte(`"numbers"`)) {
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
