package serve

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestPagePlayStarBattle plays a Star Battle on the drawn board: two
// touching stars are a conflict drawn on the board; a click on each star
// of the solution (from the board of the command's solution) solves it.
func TestPagePlayStarBattle(t *testing.T) {
	p := newPage(t, 1280, 1000)
	p.do(chromedp.SetValue(chromedp.ID("example"), "starbattle-gen8"))
	eval[chromedp.Void](p, `document.getElementById('example').dispatchEvent(new Event('change'))`)
	p.waitJS(`document.getElementById('input-info').textContent.includes('8 regions')`)
	k, _ := kinds.Lookup("starbattle")
	items, err := puzzle.Read(k, puzzle.Source{Name: sourceName, Data: []byte(readFile(t, "../examples/starbattle/gen8.txt"))}, "")
	if err != nil {
		t.Fatal(err)
	}
	res, err := solve.One(context.Background(), k, items[0], solve.Options{Solver: solver.CDCL{}})
	if err != nil {
		t.Fatal(err)
	}
	solved, err := k.(puzzle.Boarder).Board(items[0].Puzzle, puzzle.View{Solution: res.First()})
	if err != nil {
		t.Fatal(err)
	}
	stars := solved.State().Cells
	if len(stars) != 8 {
		t.Fatalf("%d stars in the solution's state, want 8", len(stars))
	}
	// Two touching stars.
	p.clickCell(0, 0)
	p.clickCell(1, 1)
	p.waitJS(`document.getElementById('status').textContent.includes('breaks') && document.querySelectorAll('#board .bad-cell').length >= 2`)
	p.screenshot("starbattle-conflict")
	p.do(chromedp.Click(chromedp.ID("reset")))
	p.waitJS(`!document.getElementById('status').textContent.includes('breaks')`)
	for _, c := range stars {
		p.clickCell(c.Cell[0], c.Cell[1])
	}
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved!')`)
	p.screenshot("starbattle-solved")
}
