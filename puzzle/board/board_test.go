package board

import (
	"encoding/json"
	"encoding/xml"
	"io"
	"reflect"
	"strings"
	"testing"
)

// TestSVGWellFormed: every item kind, both grids, comes out as
// well-formed XML; the JSON form reads back the same.
func TestSVGWellFormed(t *testing.T) {
	items := Board{Rows: 3, Cols: 4, Title: "1. a <step> & more",
		RowLabels: []string{"red", "green", "blue"}, ColLabels: []string{"1", "2", "3", "4"},
		Cells: []Cell{{At: [2]int{0, 0}, Text: "3", Circle: true, Class: ClassClue}, {At: [2]int{1, 1}, Fill: 2},
			{At: [2]int{1, 2}, Shade: true}, {At: [2]int{2, 0}, Mark: MarkBox, Class: ClassNew, Title: "x<y"},
			{At: [2]int{2, 1}, Mark: MarkCross}, {At: [2]int{2, 2}, Mark: MarkDot, Class: ClassUsed}},
		Lines: []Line{{From: [2]int{0, 0}, To: [2]int{0, 3}, N: 2}, {From: [2]int{0, 0}, To: [2]int{2, 0}, N: 0, Max: 1, Class: ClassNew},
			{From: [2]int{0, 3}, To: [2]int{2, 3}, Class: ClassUsed, Title: "no bridge"}},
		Rooms: []Room{{Row: 0, Col: 0, Width: 2, Height: 1, Fill: 1, Class: ClassBad}},
		Walls: []Wall{{At: [2]int{0, 0}, Side: "r"}, {At: [2]int{0, 1}, Side: "b", Class: ClassNew}},
		Moves: &Moves{Edges: &EdgeMoves{Max: 2}, Rooms: true, Cells: []CellValue{{Value: "yes", Mark: MarkDot}}}}
	for _, grid := range []string{GridCells, GridDots} {
		b := items
		b.Grid = grid
		svg := SVG(&b)
		d := xml.NewDecoder(strings.NewReader(svg))
		for {
			_, err := d.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v\n%s", grid, err, svg)
			}
		}
		for _, want := range []string{"<title>1. a &lt;step&gt; &amp; more</title>", ">blue</text>", Colour(ClassNew)} {
			if grid == GridDots && want == ">blue</text>" {
				continue
			}
			if !strings.Contains(svg, want) {
				t.Errorf("%s: no %q in\n%s", grid, want, svg)
			}
		}
		js, err := json.Marshal(&b)
		if err != nil {
			t.Fatal(err)
		}
		var back Board
		if err := json.Unmarshal(js, &back); err != nil || !reflect.DeepEqual(back, b) {
			t.Errorf("%s: JSON round trip: %v\n%s", grid, err, js)
		}
	}
}
