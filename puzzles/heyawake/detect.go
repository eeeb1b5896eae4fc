package heyawake

import (
	"bytes"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Looks reports whether data is a heyawake in a format no other kind
// shares (puzzle.Detector): a puzz.link heyawake URL, or JSON naming the
// puzzle "heyawake". janko and text grids are left to the caller: other
// genres write them alike.
func (Heyawake) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatPuzzLink:
		if puzzLinkGenre.Is(puzzlink.URLKind(puzzle.FirstLine(data))) {
			return "puzzlink", true
		}
	case FormatJSON:
		if bytes.Contains(data, []byte(`"heyawake"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	}
	return "", false
}
