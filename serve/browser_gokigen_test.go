package serve

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// clickFace clicks the face right of and below dot (r,c) of a "dots"
// board (moves.faces: Gokigen Naname's cells between its corners).
func (p *page) clickFace(r, c int) {
	p.t.Helper()
	p.waitJS(`document.querySelector('#board.playable svg') !== null`)
	xy := eval[[]float64](p, fmt.Sprintf(`(() => {
		const svg = document.querySelector('#board svg');
		const a = new DOMPoint(20 + (%d + 1) * 40, 20 + (%d + 1) * 40).matrixTransform(svg.getScreenCTM());
		return [a.x, a.y]; })()`, c, r))
	p.do(chromedp.MouseClickXY(xy[0], xy[1]))
}

// TestPagePlayGokigen plays a Gokigen Naname on the faces of a dots
// board (moves.faces): a click in a face cycles nothing, '\', '/'; a
// diagonal touching a 0 is a conflict ringed at its corner; the
// solution's diagonals, clicked in, solve it.
func TestPagePlayGokigen(t *testing.T) {
	p := newPage(t, 1280, 1000)
	text := readFile(t, "../examples/gokigen/pzprjs4x4.json")
	p.setPuzzle("gokigen", text)
	p.waitJS(`document.getElementById('input-info').textContent.includes('Gokigen')`)
	k, _ := kinds.Lookup("gokigen")
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
	// Cell (0,2) with '/' touches the 0 at corner (0,3): two clicks.
	p.clickFace(0, 2)
	p.waitJS(`document.querySelector('#board [data-cell="0,2"]') !== null`)
	p.clickFace(0, 2)
	p.waitJS(`document.getElementById('status').textContent.includes('breaks') && document.querySelectorAll('#board .bad-ring').length >= 1`)
	p.screenshot("gokigen-conflict")
	p.do(chromedp.Click(chromedp.ID("reset")))
	p.waitJS(`document.querySelectorAll('#board [data-cell]').length === 0`)
	for _, c := range solved.State().Cells {
		clicks := 1
		if c.Value == "/" {
			clicks = 2
		}
		for range clicks {
			p.clickFace(c.Cell[0], c.Cell[1])
		}
	}
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved!')`)
	p.screenshot("gokigen-solved")
}
