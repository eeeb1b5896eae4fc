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

// solvedCells are the player's cell values of an example's solution.
func solvedCells(t *testing.T, kind, file string) map[[2]int]string {
	t.Helper()
	k, _ := kinds.Lookup(kind)
	items, err := puzzle.Read(k, puzzle.Source{Name: sourceName, Data: []byte(readFile(t, file))}, "")
	if err != nil {
		t.Fatal(err)
	}
	res, err := solve.One(context.Background(), k, items[0], solve.Options{Solver: solver.CDCL{}})
	if err != nil {
		t.Fatal(err)
	}
	b, err := k.(puzzle.Boarder).Board(items[0].Puzzle, puzzle.View{Solution: res.First()})
	if err != nil {
		t.Fatal(err)
	}
	out := map[[2]int]string{}
	for _, c := range b.State().Cells {
		out[c.Cell] = c.Value
	}
	return out
}

// TestPageMetKenKen: the cage targets are drawn in their clue cells'
// corners; the first cage (3+ over (1,1) and (1,2)) written with the
// solution's digits greys its target, and only that one.
func TestPageMetKenKen(t *testing.T) {
	p := newPage(t, 1280, 1000)
	p.do(chromedp.SetValue(chromedp.ID("example"), "kenken-four.janko"))
	eval[chromedp.Void](p, `document.getElementById('example').dispatchEvent(new Event('change'))`)
	p.waitJS(`document.querySelector('#board.playable svg text[font-size="10"]') !== null`)
	corners := eval[[]string](p, `[...document.querySelectorAll('#board svg text')].filter((t) => t.getAttribute('font-size') === '10').map((t) => t.textContent)`)
	if len(corners) != 9 || corners[0] != "3+" {
		t.Fatalf("corner labels %q, want the 9 cages' targets", corners)
	}
	digit := solvedCells(t, "kenken", "../examples/kenken/four.janko.txt")
	for _, rc := range [][2]int{{0, 0}, {0, 1}} {
		p.clickCell(rc[0], rc[1])
		p.do(chromedp.KeyEvent(digit[rc]))
	}
	p.waitJS(`[...document.querySelectorAll('#board .met-corner-text')].map((t) => t.textContent).join() === '3+'`)
	p.screenshot("kenken-met")
}

// TestPageMetStarBattle: one star of the solution greys a bar beside its
// row and above its column and dims its region's cells; a second star
// touching it takes them away.
func TestPageMetStarBattle(t *testing.T) {
	p := newPage(t, 1280, 1000)
	p.do(chromedp.SetValue(chromedp.ID("example"), "starbattle-gen8"))
	eval[chromedp.Void](p, `document.getElementById('example').dispatchEvent(new Event('change'))`)
	p.waitJS(`document.getElementById('input-info').textContent.includes('8 regions')`)
	var star [2]int
	for rc := range solvedCells(t, "starbattle", "../examples/starbattle/gen8.txt") {
		star = rc
		break
	}
	p.clickCell(star[0], star[1])
	p.waitJS(`document.querySelectorAll('#board .met-bar').length === 2 && document.querySelectorAll('#board .met-cell').length >= 1`)
	p.screenshot("starbattle-met")
	r, c := star[0]+1, star[1]+1
	if r == 8 {
		r = star[0] - 1
	}
	if c == 8 {
		c = star[1] - 1
	}
	p.clickCell(r, c)
	p.waitJS(fmt.Sprintf(`document.getElementById('status').textContent.includes('breaks') && document.querySelectorAll('#board .met-bar, #board .met-cell').length === 0 /* %d,%d */`, r, c))
}
