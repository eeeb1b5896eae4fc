package norinori

import (
	"bytes"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Looks reports whether data is a Norinori in a form no other kind
// shares (puzzle.Detector): a puzz.link norinori URL, JSON naming the
// puzzle "norinori", or a janko grid of two grids (an empty one of '-',
// then the regions) which reads. A grid of region letters alone is as
// much a LITS: not claimed.
func (Norinori) Looks(data []byte) (string, bool) {
	switch Detect(data) {
	case FormatPuzzLink:
		return "puzzlink", PuzzLinkGenre.Is(puzzlink.URLKind(puzzle.FirstLine(data)))
	case FormatJSON:
		if bytes.Contains(data, []byte(`"norinori"`)) {
			if _, err := ParseJSON(data); err == nil {
				return "json", true
			}
		}
	case FormatJanko:
		if len(strings.Fields(puzzle.FirstLine(data))) == 2 {
			if ps, err := Parse("", data, FormatJanko); err == nil && emptyGridFirst(data) && len(ps) > 0 {
				return "janko", true
			}
		}
	}
	return "", false
}

// emptyGridFirst reports whether the line after data's header is all '-'
// (the empty puzzle grid the dataset's Norinori give before the regions).
func emptyGridFirst(data []byte) bool {
	n := 0
	for _, l := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(l)
		if t == "" || t[0] == '#' {
			continue
		}
		if n++; n == 2 {
			for _, f := range strings.Fields(t) {
				if f != "-" {
					return false
				}
			}
			return true
		}
	}
	return false
}
