package slitherlink

import (
	"bytes"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Looks reports whether data is a Slitherlink in a format no other kind
// shares (puzzle.Detector): a puzz.link slither URL, JSON naming the
// puzzle "slitherlink", or a Loopy game ID ("WxHtT:": the grid type
// names Loopy; other grid types are Loopy's too, and the reader then
// says it plays square grids only). janko and text grids are left to the
// caller: other genres write them alike.
func (Slitherlink) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatPuzzLink:
		return "puzzlink", true
	case FormatJSON:
		if bytes.Contains(data, []byte(`"slitherlink"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	case FormatTatham:
		if m := tathamRe.Re().FindStringSubmatch(strings.TrimPrefix(puzzle.FirstLine(data), "loopy:")); m != nil && m[3] != "" {
			return "tatham", true
		}
	}
	return "", false
}
