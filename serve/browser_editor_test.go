package serve

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestPageEditor: a setter edits an empty 4x4 Sudoku into a unique
// puzzle in the Edit mode: a click places a digit, then each suggested
// clue is placed with one click until the page says one solution; the
// text box holds the edited puzzle. A Hashi (no editor on its board)
// says placing clues is not offered, and why it has no solution; an
// Akari's explanation gives its counting reason first.
func TestPageEditor(t *testing.T) {
	p := newPage(t, 1280, 1000)
	p.setPuzzle("sudoku", "4 4\n- - - -\n- - - -\n- - - -\n- - - -\n")
	p.waitJS(`document.getElementById('input-info').textContent.includes('0 givens')`)
	p.do(chromedp.Click(chromedp.ID("mode-edit")))
	p.waitJS(`document.getElementById('status').textContent.includes('several solutions')`)
	// A click on cell (0,0) places its first clue, 1.
	p.waitJS(`document.querySelector('#board svg.editing g[transform]') !== null`)
	xy := eval[[]float64](p, `(() => {
		const g = document.querySelector('#board svg g[transform]');
		const a = new DOMPoint(18, 18).matrixTransform(g.getScreenCTM());
		return [a.x, a.y]; })()`)
	p.do(chromedp.MouseClickXY(xy[0], xy[1]))
	p.waitJS(`document.getElementById('puzzle').value.startsWith('4 4\n1 - - -')`)
	for i := 0; ; i++ {
		p.waitJS(`document.getElementById('status').classList.contains('good') || document.getElementById('edit-suggest') !== null`)
		if eval[bool](p, `document.getElementById('status').classList.contains('good')`) {
			break
		}
		if i == 16 {
			t.Fatalf("still several solutions after %d suggested clues: %s", i, p.text("status"))
		}
		before := eval[string](p, `document.getElementById('puzzle').value`)
		eval[chromedp.Void](p, `document.getElementById('edit-suggest').click()`)
		p.waitJS(fmt.Sprintf(`document.getElementById('puzzle').value !== %q`, before))
	}
	p.waitJS(`document.getElementById('mode-edit').classList.contains('active') && document.getElementById('status').textContent.includes('exactly one solution')`)
	givens := eval[int](p, `(document.getElementById('puzzle').value.slice(4).match(/[1-4]/g) || []).length`)
	t.Logf("unique with %d givens:\n%s", givens, eval[string](p, `document.getElementById('puzzle').value`))
	p.screenshot("editor-sudoku-unique")

	// Hashi places islands on the dots: a click on the point between
	// the top two islands makes it an island 1 (and the sum even).
	p.setPuzzle("hashi", "2.1\n...\n1.1\n")
	p.waitJS(`document.getElementById('status').textContent.includes('an odd number') && !document.getElementById('status').textContent.includes('not offered')`)
	p.waitJS(`document.querySelector('#board svg.editing') !== null`)
	p.do(chromedp.MouseClickXY(dotsXY(p, 0, 1, -12)))
	p.waitJS(`document.getElementById('puzzle').value.startsWith('211')`)
	// Slitherlink's clues go in the faces: a click in the middle of the
	// face right of and below dot (1,1) gives cell (1,1) a 0.
	p.setPuzzle("slitherlink", "3 3\n- - -\n- - -\n- - -\n")
	p.waitJS(`window.puzzlesatPage.S.read.input.kind === 'slitherlink' && document.querySelector('#board svg.editing') !== null && document.getElementById('status').textContent.includes('several')`)
	p.do(chromedp.MouseClickXY(dotsXY(p, 1, 1, 20)))
	p.waitJS(`document.getElementById('puzzle').value.includes('\n- 0 -\n')`)
	// Gokigen's clues go on the corners, though its play moves use the
	// faces: a click up and left of dot (1,1), in face (0,0), is the dot's.
	p.setPuzzle("gokigen", "2 2\n- - -\n- - -\n- - -\n")
	p.waitJS(`document.querySelector('#board svg.editing') !== null && document.getElementById('status').textContent.includes('differ at the square') && window.puzzlesatPage.S.read.input.kind === 'gokigen'`)
	p.do(chromedp.MouseClickXY(dotsXY(p, 1, 1, -12)))
	p.waitJS(`document.getElementById('puzzle').value.includes('\n- 0 -\n')`)
	p.setPuzzle("zebra", readFile(t, "../examples/zebra/zebra1962.txt")) // zebra: its clues are sentences
	p.waitJS(`document.getElementById('status').textContent.includes('not offered')`)
	// The Explanation tab gives the counting reason before the clues
	// that clash.
	p.setPuzzle("akari", "3 3\n4 - -\n- - -\n- - -\n")
	p.waitJS(`document.getElementById('status').textContent.includes('has 2 white neighbours')`)
	p.do(chromedp.Click(chromedp.ID("mode-explain")))
	p.waitJS(`document.getElementById('step-text').textContent.includes('no solution. The 4 at row 1, column 1 needs 4 lights') && !document.getElementById('mode-edit').classList.contains('active')`)
}

// dotsXY is the screen position of dot (r, c) of the page's "dots" board
// moved d units right and down (20: the middle of the face right of and
// below it), as app.js lays it out: dots 40 units apart from (40, 40).
func dotsXY(p *page, r, c, d int) (float64, float64) {
	xy := eval[[]float64](p, fmt.Sprintf(`(() => {
		const s = document.querySelector('#board svg.editing');
		const a = new DOMPoint(40 + %d * 40 + %d, 40 + %d * 40 + %d).matrixTransform(s.getScreenCTM());
		return [a.x, a.y]; })()`, c, d, r, d))
	return xy[0], xy[1]
}

// TestPageEditorTyped: typed clues (puzzle.ClueTyper). A click on a
// Kakuro cell cycles it white/black and opens the clue field (#edit-clue,
// the kind's prompt as placeholder); typing sums and Enter places them;
// a refused clue shows the reader's message; Escape closes the field. A
// click on a Nonogram row's label opens the field for that row's clue; a
// click on a Tracks count point cycles the count.
func TestPageEditorTyped(t *testing.T) {
	p := newPage(t, 1280, 1000)
	p.setPuzzle("kakuro", "3 3\n- 4, 3,\n,3 0 0\n,4 0 0\n")
	p.waitJS(`window.puzzlesatPage.S.read && window.puzzlesatPage.S.read.input.kind === 'kakuro'`)
	p.do(chromedp.Click(chromedp.ID("mode-edit")))
	p.waitJS(`document.querySelector('#board svg.editing g[transform]') !== null && document.getElementById('status').textContent.includes('one solution')`)
	// A click on cell (0,0), black without sums, makes it white... and
	// back: the field opens with the cell's clue.
	xy := eval[[]float64](p, `(() => {
		const g = document.querySelector('#board svg g[transform]');
		const a = new DOMPoint(18, 18).matrixTransform(g.getScreenCTM());
		return [a.x, a.y]; })()`)
	p.do(chromedp.MouseClickXY(xy[0], xy[1]))
	p.waitJS(`document.getElementById('edit-clue') !== null && !document.getElementById('edit-clue').hidden && document.getElementById('edit-clue').placeholder.includes('16/7')`)
	p.waitJS(`document.getElementById('puzzle').value.startsWith('3 3\n0 4, 3,')`)
	// Typed: a white cell (0,0) cannot take a sum without a run after it.
	eval[chromedp.Void](p, `(() => { const f = document.getElementById('edit-clue'); f.value = '7/'; f.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true})); })()`)
	p.waitJS(`document.getElementById('status').textContent.includes('cannot go there') && document.getElementById('status').textContent.includes('no white cell below')`)
	eval[chromedp.Void](p, `(() => { const f = document.getElementById('edit-clue'); f.value = '#'; f.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true})); })()`)
	p.waitJS(`document.getElementById('puzzle').value.startsWith('3 3\n- 4, 3,')`)
	eval[chromedp.Void](p, `(() => { const f = document.getElementById('edit-clue'); f.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true})); })()`)
	p.waitJS(`document.getElementById('edit-clue').hidden`)
	p.screenshot("editor-kakuro-typed")

	// Nonogram: a click left of row 0 is its label.
	p.setPuzzle("nonogram", "5x5:4/2/2/1/3/2/1.1/1.1/3/3")
	p.waitJS(`window.puzzlesatPage.S.read && window.puzzlesatPage.S.read.input.kind === 'nonogram' && document.querySelector('#board svg.editing g[transform]') !== null`)
	xy = eval[[]float64](p, `(() => {
		const g = document.querySelector('#board svg g[transform]');
		const a = new DOMPoint(-12, 18).matrixTransform(g.getScreenCTM());
		return [a.x, a.y]; })()`)
	p.do(chromedp.MouseClickXY(xy[0], xy[1]))
	// The click cycles the row's clue 2 -> 3 (and the totals differ).
	p.waitJS(`!document.getElementById('edit-clue').hidden && document.getElementById('edit-clue').placeholder.includes('3 1 2') && document.getElementById('edit-clue').value === '3'`)
	p.waitJS(`document.getElementById('status').textContent.includes('row clues add up to 13')`)
	eval[chromedp.Void](p, `(() => { const f = document.getElementById('edit-clue'); f.value = '1 1'; f.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true})); })()`)
	p.waitJS(`document.getElementById('puzzle').value.trim() === '5x5:4/2/2/1/3/1.1/1.1/1.1/3/3'`)
	p.screenshot("editor-nonogram-typed")

	// Tracks: the first row of its dots board holds the column counts; a
	// click on point (0,1) cycles column 0's count 4 -> 5 (the pieces,
	// which a count point refuses, skipped).
	p.setPuzzle("tracks", readFile(t, "../examples/tracks/easy6x6-janko.txt"))
	p.waitJS(`window.puzzlesatPage.S.read && window.puzzlesatPage.S.read.input.kind === 'tracks' && document.querySelector('#board svg.editing') !== null`)
	p.do(chromedp.MouseClickXY(dotsXY(p, 0, 1, 0)))
	p.waitJS(`document.getElementById('puzzle').value.includes('\n5 6 3 2 2 3\n') && document.getElementById('edit-clue').value === '5'`)
}
