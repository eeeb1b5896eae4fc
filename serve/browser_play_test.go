package serve

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"

	cdpinput "github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestPageHintOnHalfPlayedHashi (issue 30 item 7): on a Hashi with
// bridges drawn, a hint names one move, in 1-based coordinates, that is
// not drawn yet; "Apply the hint" draws that move only; an island whose
// bridges are all drawn is greyed.
func TestPageHintOnHalfPlayedHashi(t *testing.T) {
	p := newPage(t, 1280, 900)
	p.setPuzzle("hashi", readFile(t, "../examples/hashi/tatham-7x7.txt"))
	p.waitJS(`document.getElementById('input-info').textContent.includes('9 islands')`)
	// Half-play: three hints applied, one move each.
	for i := 1; i <= 3; i++ {
		p.do(chromedp.Click(chromedp.ID("hint")))
		p.waitJS(`document.getElementById('status').textContent.startsWith('Hint') && !document.getElementById('hint-apply').hidden`)
		p.do(chromedp.Click(chromedp.ID("hint-apply")))
		p.waitJS(`document.getElementById('hint-apply').hidden && document.getElementById('status').textContent.includes('No rule broken')`)
	}
	drawn := eval[[][]int](p, `[...document.querySelectorAll('#board .play-bridge')].map(l => [+l.getAttribute('x1'), +l.getAttribute('y1'), +l.getAttribute('x2'), +l.getAttribute('y2')])`)
	p.do(chromedp.Click(chromedp.ID("hint")))
	p.waitJS(`document.getElementById('status').textContent.startsWith('Hint')`)
	words := p.text("step-count")
	m := regexp.MustCompile(`^Hint: (?:draw|make it) (a line|2 lines) between \((\d),(\d)\) and \((\d),(\d)\)$`).FindStringSubmatch(words)
	if m == nil {
		t.Fatalf("hint %q: want one move in the player's coordinates", words)
	}
	n := func(i int) int { v, _ := strconv.Atoi(m[i]); return v }
	r1, c1, r2, c2 := n(2), n(3), n(4), n(5)
	if min(r1, c1, r2, c2) < 1 || max(r1, c1, r2, c2) > 7 {
		t.Errorf("hint %q: not 1-based on a 7x7 board", words)
	}
	// The move is not one already drawn: no bridge of the player's
	// joins those centres (40-pixel lattice, 20-pixel margin, 1-based).
	x := func(c int) int { return 20 + (c-1)*40 + 20 }
	for _, l := range drawn {
		if (l[0]-x(c1))*(l[0]-x(c1))+(l[1]-x(r1))*(l[1]-x(r1)) < 64 && (l[2]-x(c2))*(l[2]-x(c2))+(l[3]-x(r2))*(l[3]-x(r2)) < 64 && m[1] == "a line" {
			t.Errorf("hint %q: that bridge is drawn", words)
		}
	}
	if k := eval[int](p, `document.querySelectorAll('#board .hint-edge').length`); k != 1 {
		t.Errorf("%d moves highlighted, want 1", k)
	}
	if !regexp.MustCompile(`\(\d,\d\)`).MatchString(p.text("step-text")) || regexp.MustCompile(`\(0,|,0\)`).MatchString(p.text("step-text")) {
		t.Errorf("reason %q: want 1-based cells", p.text("step-text"))
	}
	before := len(drawn)
	p.do(chromedp.Click(chromedp.ID("hint-apply")))
	p.waitJS(`document.getElementById('hint-apply').hidden`)
	if after := eval[int](p, `document.querySelectorAll('#board .play-bridge').length`); after-before < 1 || after-before > 2 {
		t.Errorf("applying one move drew %d lines", after-before)
	}
	// Islands with all their bridges are greyed.
	p.waitJS(`document.querySelectorAll('#board .met-text').length > 0`)
}

// TestPageUndoReloadKeyboardReveal plays a 6x6 Sudoku from the keyboard
// (arrows move the cursor, digits write), undoes and redoes with the keys
// and the buttons, reloads (the puzzle and the board come back, the
// address is the permalink), and reveals the solution only once asked to
// confirm (issue 30 item 8).
func TestPageUndoReloadKeyboardReveal(t *testing.T) {
	p := newPage(t, 1280, 1000)
	p.do(chromedp.SetValue(chromedp.ID("example"), "sudoku-x6"))
	eval[chromedp.Void](p, `document.getElementById('example').dispatchEvent(new Event('change'))`)
	p.waitJS(`document.getElementById('input-info').textContent.includes('Sudoku') && document.querySelector('#board.playable') !== null`)
	values := `document.querySelectorAll('#board .play-value').length`
	// The keys go to a settled page: no read, check or link call under way
	// (a late answer must not be mistaken for a lost key on a busy machine).
	settled := `document.body.dataset.calls === '0'`
	p.waitJS(settled)
	// (0,0) and (0,1) are empty: the first arrow shows the cursor at (0,0).
	p.do(chromedp.KeyEvent(kb.ArrowDown), chromedp.KeyEvent("4"))
	p.waitJS(values + ` === 1 && ` + settled)
	p.do(chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent("5"))
	p.waitJS(values + ` === 2 && document.querySelector('#board .sel-cell') !== null && ` + settled)
	ctrl := chromedp.KeyModifiers(chromedp.ModifierCtrl)
	p.do(chromedp.KeyEvent("z", ctrl))
	p.waitJS(values + ` === 1`)
	p.do(chromedp.KeyEvent("y", ctrl))
	p.waitJS(values + ` === 2`)
	p.do(chromedp.Click(chromedp.ID("undo")))
	p.waitJS(values + ` === 1 && !document.getElementById('redo').disabled`)
	p.waitJS(`location.hash.startsWith('#puzzle=')`)
	link := eval[string](p, `location.href`)
	p.do(chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)))
	p.waitJS(values + ` === 1 && document.getElementById('input-info').textContent.includes('Sudoku') && !document.getElementById('redo').disabled`)
	if got := eval[string](p, `location.href`); got != link {
		t.Errorf("address after reload %q, want %q", got, link)
	}
	// Reveal asks first; the solution shows once confirmed.
	p.do(chromedp.Click(chromedp.ID("solve")))
	p.waitJS(`document.getElementById('reveal-yes') !== null`)
	if eval[bool](p, `document.getElementById('mode-solution').classList.contains('active')`) {
		t.Error("the solution shows before the player confirms")
	}
	p.do(chromedp.Click(chromedp.ID("reveal-yes")))
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved') && document.getElementById('mode-solution').classList.contains('active')`)
}

// dragDots drags the mouse through dots of a "dots" board (40-pixel
// lattice, 20-pixel margin), pressed at the first and released at the
// last.
func (p *page) dragDots(dots ...[2]int) {
	p.t.Helper()
	p.waitJS(`document.querySelector('#board.playable svg') !== null`)
	js := "["
	for _, d := range dots {
		js += fmt.Sprintf("[%d,%d],", d[0], d[1])
	}
	pts := eval[[][2]float64](p, `(() => { const m = document.querySelector('#board svg').getScreenCTM();
		return `+js+`].map(([r, c]) => { const a = new DOMPoint(40 + c * 40, 40 + r * 40).matrixTransform(m); return [a.x, a.y]; }); })()`)
	acts := []chromedp.Action[chromedp.Void]{chromedp.MouseEvent(cdpinput.DispatchMouseEventTypeMouseMoved, pts[0][0], pts[0][1]),
		chromedp.MouseEvent(cdpinput.DispatchMouseEventTypeMousePressed, pts[0][0], pts[0][1], chromedp.ButtonLeft, chromedp.ClickCount(1))}
	for _, pt := range pts[1:] {
		acts = append(acts, chromedp.MouseEvent(cdpinput.DispatchMouseEventTypeMouseMoved, pt[0], pt[1], chromedp.ButtonLeft))
	}
	last := pts[len(pts)-1]
	acts = append(acts, chromedp.MouseEvent(cdpinput.DispatchMouseEventTypeMouseReleased, last[0], last[1], chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.do(acts...)
}

// TestPageDrag draws by dragging (issue 30 item 8): a drag through three
// dots of a Slitherlink draws two segments (one undo takes both back); a
// drag from one Hashi island to the next draws a bridge.
func TestPageDrag(t *testing.T) {
	p := newPage(t, 1280, 1000)
	p.setPuzzle("slitherlink", readFile(t, "../examples/slitherlink/tatham5x5.txt"))
	p.waitJS(`document.getElementById('input-info').textContent.includes('Slitherlink')`)
	p.dragDots([2]int{0, 0}, [2]int{0, 1}, [2]int{0, 2})
	p.waitJS(`document.querySelectorAll('#board .play-line').length === 2`)
	p.do(chromedp.Click(chromedp.ID("undo")))
	p.waitJS(`document.querySelectorAll('#board .play-line').length === 0`)
	// four-twos: islands at the corners of a 3x3 grid.
	p.setPuzzle("hashi", readFile(t, "../examples/hashi/four-twos.grid"))
	p.waitJS(`document.getElementById('input-info').textContent.includes('Hashi')`)
	p.dragDots([2]int{0, 0}, [2]int{0, 1}, [2]int{0, 2})
	p.waitJS(`document.querySelectorAll('#board .play-bridge').length === 1`)
}

// TestPageTentsCountGreyed (issue 30 item 8): a tent placed completes its
// column's count, and the page greys that count outside the grid.
func TestPageTentsCountGreyed(t *testing.T) {
	p := newPage(t, 1280, 900)
	p.setPuzzle("tents", "1 5\n0 1 0 0 1\n2\nx - - x -\n")
	p.clickCell(0, 1)
	p.waitJS(`[...document.querySelectorAll('#board .met-text')].some((t) => t.textContent === '1')`)
}
