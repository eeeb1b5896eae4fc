package regions_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/shape/regions"
)

// A genre reads its region grid after its own grid with the same
// janko.Scanner, then writes the regions as pzprjs borders.
func ExampleScan() {
	sc := janko.NewScanner([]byte("3 3\na a b\nc a b\nc c @\n"))
	head, _ := sc.Header(2, 2)
	g, _, err := regions.Scan(sc, head[0], head[1], "region grid", "@")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.N, g.Of, g.Cells(0))
	v, h := g.Borders()
	fmt.Println(puzzlink.EncodeBorder(3, 3, v, h))
	_, _, err = regions.Scan(janko.NewScanner([]byte("a b a\n")), 1, 3, "region grid")
	fmt.Println(err)
	// Output:
	// 3 [0 0 1 2 0 1 2 2 -1] [0 1 4]
	// eghg
	// 1:5: region "a" is not connected: (0,2) is cut off from its other cells (at "a")
}
