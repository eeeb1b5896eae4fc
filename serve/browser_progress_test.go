package serve

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// longNumberlink is a 24x24 Numberlink with 14 pairs at random cells
// (seeded): the cdcl engine works on it for minutes (over 200,000
// conflicts in 30 s), a long solve made here rather than bundled.
func longNumberlink() string {
	const n = 24
	r := rand.New(rand.NewPCG(1, 2))
	g := make([]string, n*n)
	for i := range g {
		g[i] = "-"
	}
	for i, c := range r.Perm(n * n)[:28] {
		g[c] = fmt.Sprint(i/2 + 1)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", n, n)
	for row := range n {
		b.WriteString(strings.Join(g[row*n:(row+1)*n], " ") + "\n")
	}
	return b.String()
}

// TestPageProgress: a long solve on the served page shows its progress
// beside Stop (the time, then the engine's conflicts polled from
// /api/progress); Stop ends it within a second and hides both, and the
// server's solve is cancelled (its progress token finishes).
func TestPageProgress(t *testing.T) {
	p := newPage(t, 1280, 1000)
	p.setPuzzle("numberlink", longNumberlink())
	p.waitJS(`document.getElementById('input-info').textContent.includes('14 pairs')`)
	p.do(chromedp.Click(chromedp.ID("solve")))
	p.waitJS(`!document.getElementById('progress').hidden && document.getElementById('progress').textContent.includes('conflicts')`)
	t.Logf("progress: %s", eval[string](p, `document.getElementById('progress').textContent`))
	// The click ends the call at once (the page hides Stop and the
	// progress in the same task); the bound on the whole exchange with
	// the browser is TestStaticStop's, for a loaded machine.
	start := time.Now()
	if hidden := eval[bool](p, `(() => { document.getElementById('stop').click(); return document.getElementById('stop').hidden && document.getElementById('progress').hidden })()`); !hidden {
		t.Error("Stop and the progress still shown after the click")
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("Stop took %v", d)
	}
	// The server cancelled the solve: its call under the page's token
	// ends.
	start = time.Now()
	p.waitJS(`fetch('/api/progress?id=' + document.body.dataset.progress).then((r) => r.json()).then((j) => { window.__done = j.done }), window.__done === true`)
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the server's solve ended %v after Stop", d)
	}
}
