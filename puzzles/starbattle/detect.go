package starbattle

import (
	"bytes"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Looks reports whether data is a Star Battle in a form no other kind
// shares (puzzle.Detector): a puzz.link starbattle URL, JSON naming the
// puzzle "starbattle" or giving "stars", a text form ("stars N" first),
// or a janko grid whose header has three numbers (ROWS COLS STARS) and
// which reads.
func (StarBattle) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatPuzzLink:
		return "puzzlink", PuzzLinkGenre.Is(puzzlink.URLKind(puzzle.FirstLine(data)))
	case FormatJSON:
		if bytes.Contains(data, []byte(`"starbattle"`)) || bytes.Contains(data, []byte(`"stars"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	case FormatText:
		if _, err := ParseText(data); err == nil {
			return "text", true
		}
	case FormatJanko:
		if len(strings.Fields(puzzle.FirstLine(data))) == 3 {
			if _, err := Parse("", data, FormatJanko); err == nil {
				return "janko", true
			}
		}
	}
	return "", false
}
