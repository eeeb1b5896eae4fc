package serve

import (
	"encoding/json"
	"testing"

	"github.com/chromedp/chromedp"
)

// A pasted puzzle is read by detection whatever the example before it
// was, and the previous puzzle's hint goes with it (issue 30, item 6): a
// Tatham Rectangles ID pasted over the opening Hashi is a Shikaku. A kind
// the player chose in the selector stays when the text changes.
func TestPagePasteDetectsTheKind(t *testing.T) {
	p := newPage(t, 1280, 900)
	p.waitJS(`document.getElementById('input-info').textContent.includes('Hashi')`)
	p.do(chromedp.Click(chromedp.ID("hint")))
	p.waitJS(`document.getElementById('status').textContent.startsWith('Hint')`)
	paste := func(text string) {
		eval[chromedp.Void](p, `(() => { const ta = document.getElementById('puzzle'); ta.value = `+jsString(text)+`;
			document.getElementById('input-info').textContent = '';
			ta.dispatchEvent(new Event('input')); return true })()`)
	}
	paste("7x7:3a6a2e4i8g3b8f4a2_3d6b")
	p.waitJS(`document.getElementById('input-info').textContent.includes('Shikaku')`)
	if k := eval[string](p, `document.getElementById('kind').value`); k != "auto" {
		t.Errorf("the kind selector says %q after a paste, want auto (detection)", k)
	}
	if eval[bool](p, `!document.getElementById('step-text').textContent.includes('bridge') && !document.getElementById('board').classList.contains('stale')`) != true {
		t.Errorf("the Hashi hint or a stale board stayed: %q", eval[string](p, `document.getElementById('step-text').textContent`))
	}
	// A chosen kind stays: the same ID forced as Hashi is Hashi's error.
	p.setPuzzle("hashi", "7x7:3a6a2e4i8g3b8f4a2_3d6b")
	p.waitJS(`document.getElementById('error').textContent !== ''`)
	if k := eval[string](p, `document.getElementById('kind').value`); k != "hashi" {
		t.Errorf("the chosen kind became %q", k)
	}
}

// On a phone the board comes before the text box (issue 30, item 11).
func TestPageBoardFirstOnAPhone(t *testing.T) {
	p := newPage(t, 400, 800)
	above := eval[bool](p, `document.querySelector('.board-panel').getBoundingClientRect().top < document.querySelector('.input-panel').getBoundingClientRect().top`)
	if !above {
		t.Error("on a 400-pixel-wide screen the text box comes before the board")
	}
	p2 := newPage(t, 1280, 900)
	if eval[bool](p2, `document.querySelector('.input-panel').getBoundingClientRect().left < document.querySelector('.board-panel').getBoundingClientRect().left`) != true {
		t.Error("on a wide screen the text box is not left of the board")
	}
}

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
