package serve

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// dotPoints are the screen points of a "dots" board (40-pixel lattice,
// 20-pixel margin) at lattice coordinates [row, col] (halves between
// dots), read in one call.
func (p *page) dotPoints(at [][2]float64) [][2]float64 {
	p.t.Helper()
	p.waitJS(`document.querySelector('#board.playable svg') !== null`)
	js, _ := json.Marshal(at)
	return eval[[][2]float64](p, `(() => {
		const m = document.querySelector('#board svg').getScreenCTM();
		return `+string(js)+`.map(([r, c]) => { const a = new DOMPoint(40 + c * 40, 40 + r * 40).matrixTransform(m); return [a.x, a.y]; }); })()`)
}

// rightClick right-clicks a screen point.
func (p *page) rightClick(xy [2]float64) {
	p.t.Helper()
	p.do(chromedp.MouseClickXY(xy[0], xy[1], chromedp.ButtonRight))
}

// TestPagePlayYajilin plays a Yajilin, a board whose moves are both
// cells and lines: a hint is applied; a click on a dot shades its cell
// (a second click dots it, a right-click goes back), a click on a clue
// cell changes nothing, a click between two dots draws a segment; the
// solution's shaded cells and segments, clicked in one batch, solve it.
func TestPagePlayYajilin(t *testing.T) {
	p := newPage(t, 1280, 1000)
	text := readFile(t, "../examples/yajilin/small5x5.json")
	p.setPuzzle("yajilin", text)
	p.waitJS(`document.getElementById('input-info').textContent.includes('Yajilin')`)
	k, _ := kinds.Lookup("yajilin")
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
	st := solved.State()
	var shaded [][2]int
	for _, c := range st.Cells {
		if c.Value == "shaded" {
			shaded = append(shaded, c.Cell)
		}
	}
	if len(shaded) == 0 || len(st.Lines) == 0 {
		t.Fatalf("the solution's board has %d shaded cells and %d lines", len(shaded), len(st.Lines))
	}
	// A hint is applied as the player's cells and lines.
	p.do(chromedp.Click(chromedp.ID("hint")))
	p.waitJS(`document.getElementById('status').textContent.startsWith('Hint')`)
	p.do(chromedp.Click(chromedp.ID("hint-apply")))
	p.waitJS(`document.querySelectorAll('#board .play-shade, #board .play-mark, #board .play-line, #board .play-cross').length > 0 && document.getElementById('status').textContent.includes('No rule broken')`)
	p.do(chromedp.Click(chromedp.ID("reset")))
	p.waitJS(`document.querySelectorAll('#board .play-shade, #board .play-mark, #board .play-line, #board .play-cross').length === 0`)
	// A cell: shaded, dotted, back to shaded with a right-click.
	first := p.dotPoints([][2]float64{{float64(shaded[0][0]), float64(shaded[0][1])}})[0]
	p.clickMany([][2]float64{first}, []int{2})
	p.waitJS(`document.querySelectorAll('#board .play-mark').length === 1 && document.querySelectorAll('#board .play-shade').length === 0`)
	p.rightClick(first)
	p.waitJS(`document.querySelectorAll('#board .play-shade').length === 1`)
	// The clue cell (1,1) cannot be shaded: its click changes nothing.
	at := [][2]float64{{1, 1}}
	counts := []int{1}
	for _, c := range shaded[1:] {
		at = append(at, [2]float64{float64(c[0]), float64(c[1])})
		counts = append(counts, 1)
	}
	for _, l := range st.Lines {
		at = append(at, [2]float64{float64(l.From[0]+l.To[0]) / 2, float64(l.From[1]+l.To[1]) / 2})
		counts = append(counts, 1)
	}
	p.clickMany(p.dotPoints(at), counts)
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved!')`)
	if n := eval[int](p, `document.querySelectorAll('#board .play-line').length`); n != len(st.Lines) {
		t.Errorf("%d lines drawn, want %d", n, len(st.Lines))
	}
	if n := eval[int](p, `document.querySelectorAll('#board .play-shade').length`); n != len(shaded) {
		t.Errorf("%d cells shaded, want %d", n, len(shaded))
	}
	p.screenshot("yajilin-solved")
}
