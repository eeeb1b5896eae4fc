package tents

import (
	"bytes"
)

// Looks reports whether data is a Tents puzzle in a format it can tell
// apart from other kinds' (puzzle.Detector): a puzz.link tents URL; JSON
// naming the puzzle "tents"; a Tatham ID whose first line reads as a
// Tents ID (runs of letters, then exactly W+H counts); a janko grid with
// its two lines of counts before the grid. Text grids are left to the
// caller.
func (Tents) Looks(data []byte) (string, bool) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	switch f := Detect(data); f {
	case FormatPuzzLink:
		return "puzzlink", true
	case FormatJSON:
		if bytes.Contains(data, []byte(`"tents"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	case FormatTatham:
		ls, nums := contentLines(data, 1)
		if _, err := parseTathamLine(ls[0], nums[0]); err == nil {
			return "tatham", true
		}
	case FormatJanko:
		if _, err := ParseJanko(data); err == nil {
			return "janko", true
		}
	}
	return "", false
}
