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

// TestPagePlayGalaxies plays a Galaxies puzzle: its dots are drawn (the
// board's dots, at half steps), walls are lines between the cells'
// corners; a wall through a dot is a conflict; the solution's walls,
// clicked in, solve it.
func TestPagePlayGalaxies(t *testing.T) {
	p := newPage(t, 1280, 1000)
	text := readFile(t, "../examples/galaxies/unreasonable7x7.json")
	p.setPuzzle("galaxies", text)
	p.waitJS(`document.getElementById('input-info').textContent.includes('Galaxies')`)
	k, _ := kinds.Lookup("galaxies")
	items, err := puzzle.Read(k, puzzle.Source{Name: sourceName, Data: []byte(text)}, "")
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
	lines := solved.State().Lines
	if len(lines) == 0 {
		t.Fatal("no walls in the solution's board")
	}
	p.waitJS(`document.querySelectorAll('#board .board-dot').length === 14`)
	// The dot at row 0.5, column 1 sits on the wall under cell (0,1).
	p.clickSegment([2]int{1, 1}, [2]int{1, 2}, false)
	p.waitJS(`document.getElementById('status').textContent.includes('breaks')`)
	p.screenshot("galaxies-conflict")
	p.do(chromedp.Click(chromedp.ID("reset")))
	p.waitJS(`!document.getElementById('status').textContent.includes('breaks')`)
	for _, l := range lines {
		p.clickSegment(l.From, l.To, false)
	}
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved!')`)
	p.screenshot("galaxies-solved")
}
