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
			{At: [2]int{2, 1}, Mark: MarkCross}, {At: [2]int{2, 2}, Mark: MarkDot, Class: ClassUsed},
			{At: [2]int{1, 3}, Shade: true, Split: true, Low: "16", High: "<7>", Title: "sums"}},
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
		for _, want := range []string{"<title>1. a &lt;step&gt; &amp; more</title>", ">blue</text>", Colour(ClassNew), ">16</text>", "&lt;7&gt;</text>"} {
			if grid == GridDots && (want == ">blue</text>" || strings.Contains(want, "7") || want == ">16</text>") {
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

// TestState: a board's state is its known lines, its rooms and the cells
// that show a value of its moves (by text, or by mark).
func TestState(t *testing.T) {
	b := &Board{Rows: 3, Cols: 3,
		Lines: []Line{{From: [2]int{0, 0}, To: [2]int{0, 2}, N: 2}, {From: [2]int{0, 0}, To: [2]int{2, 0}, N: 1, Max: 2}, {From: [2]int{2, 0}, To: [2]int{2, 2}, N: 1, Max: 1}},
		Rooms: []Room{{Row: 1, Col: 1, Width: 2, Height: 1, Fill: 3}},
		Cells: []Cell{{At: [2]int{0, 1}, Text: "7"}, {At: [2]int{1, 0}, Mark: MarkDot}, {At: [2]int{2, 1}, Text: "x"}, {At: [2]int{2, 2}, Fill: 2}},
		Moves: &Moves{Cells: []CellValue{{Value: "7", Text: "7"}, {Value: "yes", Mark: MarkDot}}},
	}
	st := b.State()
	want := State{
		Edges: []EdgeState{{From: [2]int{0, 0}, To: [2]int{0, 2}, Count: 2}, {From: [2]int{2, 0}, To: [2]int{2, 2}, Count: 1}},
		Rooms: []RoomState{{Row: 1, Col: 1, Width: 2, Height: 1}},
		Cells: []CellState{{Cell: [2]int{0, 1}, Value: "7"}, {Cell: [2]int{1, 0}, Value: "yes"}},
	}
	if !reflect.DeepEqual(st, want) {
		t.Errorf("State() = %+v, want %+v", st, want)
	}
}

// TestLinesState: a board whose moves are Lines gives its lines and its
// crosses as the state's Lines (not Edges); faces and crosses draw.
func TestLinesState(t *testing.T) {
	b := &Board{Rows: 2, Cols: 3, Grid: GridDots, Moves: &Moves{Lines: true},
		Cells: []Cell{{At: [2]int{0, 0}, Face: true, Text: "3"}},
		Lines: []Line{{From: [2]int{0, 0}, To: [2]int{0, 1}, N: 1}, {From: [2]int{0, 1}, To: [2]int{0, 2}, Cross: true}, {From: [2]int{1, 0}, To: [2]int{1, 1}}}}
	st := b.State()
	want := []LineState{{From: [2]int{0, 0}, To: [2]int{0, 1}}, {From: [2]int{0, 1}, To: [2]int{0, 2}, Cross: true}}
	if len(st.Edges) != 0 || len(st.Lines) != 2 || st.Lines[0] != want[0] || st.Lines[1] != want[1] {
		t.Errorf("state %+v", st)
	}
	svg := SVG(b)
	if !strings.Contains(svg, `<text x="60" y="60">3</text>`) || !strings.Contains(svg, "<path d=") {
		t.Errorf("svg:\n%s", svg)
	}
}
