package serve

import (
	"fmt"
	"testing"

	cdpinput "github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestPageEditRegions: in the Edit mode a setter draws Star Battle's
// regions. A drag from (4,0) (region C) through (5,0) and (5,1) (region
// F, its only cells) joins F to C: 5 regions, and the count says no
// solution (6 rows of a star, 5 regions); a double-click makes (0,0) a
// region of its own: 6 regions again. Heyawake keeps its click for the
// room numbers.
func TestPageEditRegions(t *testing.T) {
	p := newPage(t, 1280, 1000)
	p.setPuzzle("starbattle", "stars 1\nAAAAAA\nAAAAAB\nCCCCAB\nCCDDEB\nCEEEEB\nFFEEEE\n")
	p.waitJS(`document.getElementById('input-info').textContent.includes('6 regions')`)
	p.do(chromedp.Click(chromedp.ID("mode-edit")))
	p.waitJS(`document.getElementById('status').textContent.includes('Drag from a cell') && document.querySelector('#status .pill') !== null`)
	before := p.text("status")
	pts := regionCells(p, [2]int{4, 0}, [2]int{5, 0}, [2]int{5, 1})
	left := func(q *cdpinput.DispatchMouseEventParams) { q.Button, q.Buttons = cdpinput.MouseButtonLeft, 1 }
	acts := []chromedp.Action[chromedp.Void]{
		chromedp.MouseEvent(cdpinput.DispatchMouseEventTypeMouseMoved, pts[0][0], pts[0][1]),
		chromedp.MouseEvent(cdpinput.DispatchMouseEventTypeMousePressed, pts[0][0], pts[0][1], left, chromedp.ClickCount(1)),
	}
	for _, pt := range pts[1:] {
		acts = append(acts, chromedp.MouseEvent(cdpinput.DispatchMouseEventTypeMouseMoved, pt[0], pt[1], left))
	}
	last := pts[len(pts)-1]
	acts = append(acts, chromedp.MouseEvent(cdpinput.DispatchMouseEventTypeMouseReleased, last[0], last[1], left, chromedp.ClickCount(1)))
	p.do(acts...)
	p.waitJS(`document.getElementById('input-info').textContent.includes('5 regions') && document.getElementById('status').textContent.includes('no solution')`)
	if after := p.text("status"); after == before {
		t.Errorf("the count did not change: %s", after)
	}
	p.screenshot("editor-regions-joined")
	// A double-click: (0,0) a region of its own.
	xy := regionCells(p, [2]int{0, 0})[0]
	p.do(chromedp.MouseClickXY(xy[0], xy[1], chromedp.ClickCount(2)))
	p.waitJS(`document.getElementById('input-info').textContent.includes('6 regions') && document.getElementById('mode-edit').classList.contains('active')`)

	// Heyawake: the intro says both; a click still places a number.
	p.setPuzzle("heyawake", "2 2\n- -\n- -\n1 1\n2 2\n")
	p.waitJS(`document.getElementById('status').textContent.includes('Drag from a cell') && document.getElementById('status').textContent.includes('cycle its clue')`)
	xy = regionCells(p, [2]int{1, 1})[0]
	p.do(chromedp.MouseClickXY(xy[0], xy[1]))
	p.waitJS(`document.getElementById('puzzle').value.startsWith('2 2\n- -\n- 0\n')`)
}

// regionCells are the screen points of the centres of cells of the board
// in the Edit mode (36-unit cells).
func regionCells(p *page, cells ...[2]int) [][2]float64 {
	p.t.Helper()
	p.waitJS(`document.querySelector('#board svg.editing g[transform]') !== null`)
	js := "["
	for _, c := range cells {
		js += fmt.Sprintf("[%d,%d],", c[0], c[1])
	}
	return eval[[][2]float64](p, `(() => { const g = document.querySelector('#board svg g[transform]');
		return `+js+`].map(([r, c]) => { const a = new DOMPoint((c + 0.5) * 36, (r + 0.5) * 36).matrixTransform(g.getScreenCTM()); return [a.x, a.y]; }); })()`)
}
