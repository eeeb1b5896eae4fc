package gokigen

import (
	"bytes"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Looks reports whether data is a Gokigen Naname in a format no other
// kind shares (puzzle.Detector): a puzz.link gokigen URL, JSON naming the
// puzzle "gokigen" or giving "corners", or a Slant game ID whose first
// line reads (a description over the corners, clues 0-4). janko and text
// grids are left to the caller: other genres write them alike.
func (Gokigen) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatPuzzLink:
		return "puzzlink", true
	case FormatJSON:
		if bytes.Contains(data, []byte(`"gokigen"`)) || bytes.Contains(data, []byte(`"corners"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	case FormatTatham:
		if p, err := parseTathamID(puzzle.FirstLine(data), 1); err == nil && p.Validate() == nil {
			return "tatham", true
		}
	}
	return "", false
}
