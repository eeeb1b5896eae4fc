package akari

import (
	"bytes"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Looks reports whether data is a Light Up in a format no other kind
// shares (puzzle.Detector): a puzz.link akari or lightup URL, JSON naming
// the puzzle "akari", a Tatham ID whose first one reads as a Light Up
// with a black cell ('B': Tatham's other genres write no 'B'), or a
// janko grid with an 'x' token (a black cell) and nothing but '-', 'x'
// and 0-4. Text grids are left to the caller.
func (Akari) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatPuzzLink:
		return "puzzlink", true
	case FormatJSON:
		if bytes.Contains(data, []byte(`"akari"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	case FormatTatham:
		line := puzzle.FirstLine(data)
		_, desc, _ := strings.Cut(line, ":")
		if p, err := parseTathamID(line, 1, 1); err == nil && p.Validate() == nil && strings.Contains(desc, "B") {
			return "tatham", true
		}
	case FormatJanko:
		ps, err := ParseJanko(data)
		if err != nil || len(ps) == 0 {
			return "", false
		}
		for _, v := range ps[0].Cells {
			if v == Black {
				return "janko", true
			}
		}
	}
	return "", false
}
