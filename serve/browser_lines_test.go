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

// clickSegment clicks the middle of the segment between dots a and b of
// a "dots" board (40-pixel lattice, 20-pixel margin).
func (p *page) clickSegment(a, b [2]int, right bool) {
	p.t.Helper()
	p.waitJS(`document.querySelector('#board.playable svg') !== null`)
	xy := eval[[]float64](p, fmt.Sprintf(`(() => {
		const s = document.querySelector('#board svg');
		const a = new DOMPoint(40 + (%d + %d) * 20, 40 + (%d + %d) * 20).matrixTransform(s.getScreenCTM());
		return [a.x, a.y]; })()`, a[1], b[1], a[0], b[0]))
	if right {
		p.do(chromedp.MouseClickXY(xy[0], xy[1], chromedp.ButtonRight))
		return
	}
	p.do(chromedp.MouseClickXY(xy[0], xy[1]))
}

// TestPagePlayLines plays a Slitherlink (a board whose moves are
// lines): a hint is applied as lines; four lines round a 3 are a
// conflict drawn on the board; a right-click crosses a segment out; the
// solution's segments, clicked, solve it.
func TestPagePlayLines(t *testing.T) {
	p := newPage(t, 1280, 1000)
	text := readFile(t, "../examples/slitherlink/tatham5x5.txt")
	p.setPuzzle("slitherlink", text)
	p.waitJS(`document.getElementById('input-info').textContent.includes('Slitherlink')`)
	k, _ := kinds.Lookup("slitherlink")
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
		t.Fatal("no lines in the solution's board")
	}
	p.do(chromedp.Click(chromedp.ID("hint")))
	p.waitJS(`document.getElementById('status').textContent.startsWith('Hint')`)
	p.do(chromedp.Click(chromedp.ID("hint-apply")))
	p.waitJS(`document.querySelectorAll('#board .play-line, #board .play-cross').length > 0 && document.getElementById('status').textContent.includes('No rule broken')`)
	p.do(chromedp.Click(chromedp.ID("reset")))
	p.waitJS(`document.querySelectorAll('#board .play-line, #board .play-cross').length === 0`)
	// The first puzzle's top-left cell is a 3: four lines round it.
	for _, s := range [][2][2]int{{{0, 0}, {0, 1}}, {{0, 0}, {1, 0}}, {{0, 1}, {1, 1}}, {{1, 0}, {1, 1}}} {
		p.clickSegment(s[0], s[1], false)
	}
	p.waitJS(`document.getElementById('status').textContent.includes('breaks') && document.querySelectorAll('#board .bad-ring').length >= 1`)
	p.screenshot("slitherlink-conflict")
	p.do(chromedp.Click(chromedp.ID("reset")))
	p.waitJS(`document.querySelectorAll('#board .play-line').length === 0`)
	p.clickSegment([2]int{2, 0}, [2]int{2, 1}, true)
	p.waitJS(`document.querySelectorAll('#board .play-cross').length === 1`)
	p.clickSegment([2]int{2, 0}, [2]int{2, 1}, true) // cross -> line
	p.clickSegment([2]int{2, 0}, [2]int{2, 1}, true) // line -> nothing
	p.waitJS(`document.querySelectorAll('#board .play-cross, #board .play-line').length === 0`)
	for _, l := range lines {
		p.clickSegment(l.From, l.To, false)
	}
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved!')`)
	if n := eval[int](p, `document.querySelectorAll('#board .play-line').length`); n != len(lines) {
		t.Errorf("%d lines drawn, want %d", n, len(lines))
	}
	p.screenshot("slitherlink-solved")
}

// TestPagePlayMasyu plays a Masyu on the same lines player: its black
// pearls are drawn filled, and the solution's segments, clicked between
// cell centres, solve it.
func TestPagePlayMasyu(t *testing.T) {
	p := newPage(t, 1280, 1000)
	text := readFile(t, "../examples/masyu/tatham6x6.txt")
	p.setPuzzle("masyu", text)
	p.waitJS(`document.getElementById('input-info').textContent.includes('Masyu')`)
	k, _ := kinds.Lookup("masyu")
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
	p.waitJS(`document.querySelectorAll('#board circle[fill="black"]').length > 0`)
	lines := solved.State().Lines
	for _, l := range lines {
		p.clickSegment(l.From, l.To, false)
	}
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved!')`)
	p.screenshot("masyu-solved")
}
