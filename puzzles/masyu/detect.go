package masyu

import (
	"bytes"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Looks reports whether data is a Masyu in a format no other kind shares
// (puzzle.Detector): a puzz.link mashu URL, JSON naming the puzzle
// "masyu", or a Pearl game ID ("WxH:" then only B, W and run letters,
// with a pearl). janko and text grids are left to the caller: other
// genres write them alike.
func (Masyu) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatPuzzLink:
		return "puzzlink", true
	case FormatJSON:
		if bytes.Contains(data, []byte(`"masyu"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	case FormatTatham:
		line := strings.TrimPrefix(puzzle.FirstLine(data), "pearl:")
		if m := tathamRe.Re().FindStringIndex(line); m != nil {
			desc := line[m[1]:]
			if desc != "" && strings.Trim(desc, "abcdefghijklmnopqrstuvwxyzBW") == "" && strings.ContainsAny(desc, "BW") {
				return "tatham", true
			}
		}
	}
	return "", false
}
