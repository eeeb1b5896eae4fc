package numberlink

import (
	"bytes"
)

// Looks reports whether data is a Numberlink in a format no other kind
// shares (puzzle.Detector): a puzz.link numlin URL, or JSON naming the
// puzzle "numberlink". janko and text grids are left to the caller:
// other genres write them alike.
func (Numberlink) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatPuzzLink:
		return "puzzlink", true
	case FormatJSON:
		if bytes.Contains(data, []byte(`"numberlink"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	}
	return "", false
}
