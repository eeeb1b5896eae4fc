package suguru

import (
	"bytes"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
)

// Looks reports whether data is a Suguru in a form no other kind of this
// project shares (puzzle.Detector): a puzz.link suguru URL, JSON naming
// the puzzle "suguru", the text form (a region letter and a digit or
// '.' a cell) which reads, or a janko grid of givens (digits and '-') then a
// grid of region labels, which reads with every given within its region.
// (Ripple Effect's janko form is the same; it is no kind here.)
func (Suguru) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatPuzzLink:
		return "puzzlink", PuzzLinkGenre.Is(puzzlink.URLKind(puzzle.FirstLine(data)))
	case FormatJSON:
		if bytes.Contains(data, []byte(`"suguru"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	case FormatText:
		if _, err := Parse("", data, FormatText); err == nil {
			return "text", true
		}
	case FormatJanko:
		if len(strings.Fields(puzzle.FirstLine(data))) == 2 {
			if ps, err := Parse("", data, FormatJanko); err == nil && len(ps) > 0 {
				for _, p := range ps {
					if p.Note() != "" {
						return "", false
					}
				}
				return "janko", true
			}
		}
	}
	return "", false
}
