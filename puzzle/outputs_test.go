package puzzle_test

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// drawnKind draws SVG; moreKind also declares a solution format.
type (
	drawnKind struct{ rowKind }
	moreKind  struct{ drawnKind }
)

func (drawnKind) DrawsSVG() bool             { return true }
func (moreKind) MoreOutputFormats() []string { return []string{"janko"} }

// TestOutputFormats: text and json for every kind, svg for a Drawer, then
// an Outputter's own formats; BaseOutputFormats leaves those out.
func TestOutputFormats(t *testing.T) {
	for _, tc := range []struct {
		k          puzzle.Kind
		all, based string
	}{
		{rowKind{}, "text,json", "text,json"},
		{drawnKind{}, "text,json,svg", "text,json,svg"},
		{moreKind{}, "text,json,svg,janko", "text,json,svg"},
	} {
		if got := strings.Join(puzzle.OutputFormats(tc.k), ","); got != tc.all {
			t.Errorf("%T: OutputFormats = %s, want %s", tc.k, got, tc.all)
		}
		if got := strings.Join(puzzle.BaseOutputFormats(tc.k), ","); got != tc.based {
			t.Errorf("%T: BaseOutputFormats = %s, want %s", tc.k, got, tc.based)
		}
	}
}
