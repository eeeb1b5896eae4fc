package serve

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestPageEditorHalf: the setter's editor places clues at half steps of
// the board (puzzle.HalfEditor). In a 3x3 Futoshiki with a 3 in the
// middle (several solutions), a click on the side between the first two
// cells places a "<", drawn between them, and the count becomes one
// solution. In a 2x2 Galaxies with one centre in the middle (one
// solution), a click in the first cell places a second centre there and
// the count becomes no solution. An empty 3x3 Futoshiki is made unique
// with the suggested givens' "Place it".
func TestPageEditorHalf(t *testing.T) {
	p := newPage(t, 1280, 1000)
	p.setPuzzle("futoshiki", "3:0,0,0,0,3,0,0,0,0,\n")
	p.waitJS(`window.puzzlesatPage.S.read && window.puzzlesatPage.S.read.input.kind === 'futoshiki'`)
	p.do(chromedp.Click(chromedp.ID("mode-edit")))
	p.waitJS(`document.getElementById('status').textContent.includes('several solutions') && document.querySelector('#board svg.editing g[transform]') !== null`)
	// the side between cells (0,0) and (0,1): x 36, y 18 in the board's group
	xy := eval[[]float64](p, `(() => {
		const g = document.querySelector('#board svg g[transform]');
		const a = new DOMPoint(35, 20).matrixTransform(g.getScreenCTM());
		return [a.x, a.y]; })()`)
	p.do(chromedp.MouseClickXY(xy[0], xy[1]))
	p.waitJS(`document.getElementById('puzzle').value.startsWith('3:0,0L,')`)
	p.waitJS(`document.querySelector('#board svg .board-sign') !== null && document.querySelector('#board svg .board-sign').textContent.startsWith('<')`)
	p.waitJS(`document.getElementById('status').textContent.includes('exactly one solution')`)
	p.screenshot("editor-futoshiki-sign")

	p.setPuzzle("galaxies", "2 2\n3 -\n- -\n")
	p.waitJS(`window.puzzlesatPage.S.read && window.puzzlesatPage.S.read.input.kind === 'galaxies' && document.querySelector('#board svg.editing') !== null && document.getElementById('status').textContent.includes('exactly one solution')`)
	p.do(chromedp.MouseClickXY(dotsXY(p, 0, 0, 18))) // near the centre of cell (0,0)
	p.waitJS(`document.getElementById('puzzle').value !== '2 2\n3 -\n- -\n' && window.puzzlesatPage.S.read.board.dots.length === 2`)
	p.waitJS(`document.getElementById('status').textContent.includes('no solution')`)
	p.screenshot("editor-galaxies-centre")

	// An empty 3x3 Futoshiki becomes unique by placing the suggested
	// givens (at cells' centres of the doubled grid), one click each.
	p.setPuzzle("futoshiki", "3:0,0,0,0,0,0,0,0,0,\n")
	p.waitJS(`window.puzzlesatPage.S.read && window.puzzlesatPage.S.read.input.kind === 'futoshiki' && document.querySelector('#board svg.editing') !== null`)
	for i := 0; ; i++ {
		p.waitJS(`document.getElementById('status').classList.contains('good') || document.getElementById('edit-suggest') !== null`)
		if eval[bool](p, `document.getElementById('status').classList.contains('good')`) {
			break
		}
		if i == 9 {
			t.Fatalf("still several solutions after %d suggested clues: %s", i, p.text("status"))
		}
		before := eval[string](p, `document.getElementById('puzzle').value`)
		eval[chromedp.Void](p, `document.getElementById('edit-suggest').click()`)
		p.waitJS(fmt.Sprintf(`document.getElementById('puzzle').value !== %q`, before))
	}
	t.Logf("unique: %s", eval[string](p, `document.getElementById('puzzle').value`))
}
