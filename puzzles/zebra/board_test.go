package zebra

import (
	"os"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TestBoardLayout: one row per value of each category in order, one
// column per house, labels; a solution marks exactly one cell per row
// and per category and house, where Pos says.
func TestBoardLayout(t *testing.T) {
	data, err := os.ReadFile("testdata/zebra1962.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := ParseBytes(data)
	if err != nil {
		t.Fatal(err)
	}
	sols, _ := solveAll(t, p, Options{}, 1)
	b, err := Kind.(puzzle.Boarder).Board(p, puzzle.View{Solution: sols[0]})
	if err != nil {
		t.Fatal(err)
	}
	n := p.N()
	if b.Rows != len(p.Categories)*n || b.Cols != n || len(b.RowLabels) != b.Rows || len(b.ColLabels) != n {
		t.Fatalf("board %dx%d, %d row labels, %d column labels", b.Rows, b.Cols, len(b.RowLabels), len(b.ColLabels))
	}
	yes := map[[2]int]bool{}
	for _, c := range b.Cells {
		yes[c.At] = true
	}
	for c, cat := range p.Categories {
		for v, name := range cat.Values {
			r := c*n + v
			if b.RowLabels[r] != name || p.BoardRow(c, v) != r {
				t.Errorf("row %d: label %q, want %q", r, b.RowLabels[r], name)
			}
			for h := 0; h < n; h++ {
				if yes[[2]int{r, h}] != (sols[0].Pos[c][v] == h) {
					t.Errorf("%s at house %d: marked %v", name, h, yes[[2]int{r, h}])
				}
			}
		}
	}
	for h, l := range b.ColLabels {
		if l != p.Positions.Values[h] {
			t.Errorf("column %d: label %q", h, l)
		}
	}
}
