package serve

import (
	"context"
	"encoding/json"
	"errors"
	"encoding/xml"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/puzzlesat/puzzlesat/encode/hashi"
	"github.com/puzzlesat/puzzlesat/encode/kinds"
	"github.com/puzzlesat/puzzlesat/encode/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// The page is tested in Debian's chromium (`make test` installs it when
// run as root), driven by chromedp. Every wait is for a DOM condition,
// with a generous overall limit for a loaded machine.

var shots = flag.String("shots", "", "write screenshots of the page to this directory")

// browserLimit bounds one browser test.
const browserLimit = 3 * time.Minute

// chromium finds the browser: $CHROMIUM, or chromium on PATH.
func chromium(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Fatal("chromium not found: install it (sudo apt-get install chromium; `make test` does as root) or set $CHROMIUM")
	return ""
}

// page is a browser tab on a test server, recording every URL it asks for.
type page struct {
	t    *testing.T
	ctx  context.Context
	url  string
	mu   sync.Mutex
	reqs []string
}

func newPage(t *testing.T, width, height int) *page {
	t.Helper()
	_, ts := newTestServer(t, Options{})
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium(t)),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(width, height),
	)
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	ctx, cancelT := context.WithTimeout(ctx, browserLimit)
	t.Cleanup(func() { cancelT(); cancelC(); cancelA() })
	p := &page{t: t, ctx: ctx, url: ts.URL}
	p.do() // starts the browser
	requests := chromedp.Events(ctx, network.RequestWillBeSent)
	go func() {
		for ev, err := range requests {
			if err != nil {
				return
			}
			p.mu.Lock()
			p.reqs = append(p.reqs, ev.Request.URL)
			p.mu.Unlock()
		}
	}()
	p.do(chromedp.Navigate(ts.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)))
	return p
}

func (p *page) do(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		p.t.Fatal(err)
	}
}

// eval runs JavaScript and returns its value as a T.
func eval[T any](p *page, js string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](js))
	if err != nil {
		p.t.Fatal(err)
	}
	return v
}

// text is the text of the element with this id.
func (p *page) text(id string) string {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Text(chromedp.ID(id)))
	if err != nil {
		p.t.Fatal(err)
	}
	return v
}

// waitJS waits until the JavaScript expression is true (no limit of its
// own: the test's context bounds it).
func (p *page) waitJS(expr string) {
	p.t.Helper()
	p.do(chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(0)))
}

// setPuzzle types text into the puzzle box (as a paste: one input event)
// and waits until the page has read it.
func (p *page) setPuzzle(kind, text string) {
	p.t.Helper()
	q := func(s string) string { return fmt.Sprintf("%q", s) }
	eval[chromedp.Void](p, `(() => { const k = document.getElementById('kind'); k.value = `+q(kind)+`;
		const ta = document.getElementById('puzzle'); ta.value = `+q(text)+`;
		document.getElementById('input-info').textContent = '';
		ta.dispatchEvent(new Event('input')); return true })()`)
}

// offServer lists the URLs the page asked for outside the server.
func (p *page) offServer() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []string
	for _, u := range p.reqs {
		if !strings.HasPrefix(u, p.url+"/") && !strings.HasPrefix(u, "data:") && !strings.HasPrefix(u, "blob:") {
			out = append(out, u)
		}
	}
	return out
}

func (p *page) screenshot(name string) {
	p.t.Helper()
	if *shots == "" {
		return
	}
	buf, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*shots, name+".png"), buf, 0o644); err != nil {
		p.t.Fatal(err)
	}
}

// svgBridges reads the bridges drawn in the board's SVG: the renderer's
// islands (circles, in the puzzle's order) and bridge lines (stroke
// #1f3a93), each line matched to the islands its ends are nearest to.
func svgBridges(t *testing.T, svg string, p *hashi.Puzzle) map[[2][2]int]int {
	t.Helper()
	type line struct {
		X1 float64 `xml:"x1,attr"`
		Y1 float64 `xml:"y1,attr"`
		X2 float64 `xml:"x2,attr"`
		Y2 float64 `xml:"y2,attr"`
	}
	var doc struct {
		Groups []struct {
			Stroke  string `xml:"stroke,attr"`
			Lines   []line `xml:"line"`
			Circles []struct {
				CX float64 `xml:"cx,attr"`
				CY float64 `xml:"cy,attr"`
			} `xml:"circle"`
		} `xml:"g"`
	}
	d := xml.NewDecoder(strings.NewReader(svg))
	d.Strict = false
	if err := d.Decode(&doc); err != nil {
		t.Fatalf("board SVG: %v", err)
	}
	var centres [][2]float64
	var lines []line
	for _, g := range doc.Groups {
		for _, c := range g.Circles {
			centres = append(centres, [2]float64{c.CX, c.CY})
		}
		if g.Stroke == "#1f3a93" {
			lines = append(lines, g.Lines...)
		}
	}
	if len(centres) != len(p.Islands) {
		t.Fatalf("%d islands drawn, want %d", len(centres), len(p.Islands))
	}
	nearest := func(x, y float64) [2]int {
		best, bd := 0, math.Inf(1)
		for i, c := range centres {
			if d := math.Hypot(c[0]-x, c[1]-y); d < bd {
				best, bd = i, d
			}
		}
		return [2]int{p.Islands[best].Row, p.Islands[best].Col}
	}
	out := map[[2][2]int]int{}
	for _, l := range lines {
		a, b := nearest(l.X1, l.Y1), nearest(l.X2, l.Y2)
		out[[2][2]int{a, b}]++
	}
	return out
}

// commandBridges are the bridges of `puzzlesat solve hashi --format
// json` for text, as counts by pair.
func commandBridges(t *testing.T, text string) (*hashi.Puzzle, map[[2][2]int]int) {
	t.Helper()
	k, _ := kinds.Lookup("hashi")
	items, err := puzzle.Read(k, puzzle.Source{Name: sourceName, Data: []byte(text)}, "")
	if err != nil {
		t.Fatal(err)
	}
	r, err := solve.One(context.Background(), k, items[0], solve.Options{Solver: solver.CDCL{}})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := k.Render(&b, r, "json"); err != nil {
		t.Fatal(err)
	}
	var out hashi.JSONOutput
	if err := json.Unmarshal([]byte(b.String()), &out); err != nil {
		t.Fatal(err)
	}
	m := map[[2][2]int]int{}
	for _, br := range out.Bridges {
		m[[2][2]int{br.From, br.To}] = br.Count
	}
	return items[0].Puzzle.(*hashi.Puzzle), m
}

func TestPageSolvesTathamAndPuzzLink(t *testing.T) {
	p := newPage(t, 1280, 900)
	p.screenshot("opening")
	for _, tc := range []struct{ name, text, format string }{
		{"tatham", "7x7m2:2d1b2b3a3i2a5a5a2a4a2h3b5b3", "tatham"},
		{"puzzlink", "https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2", "puzzlink"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p.t = t
			p.setPuzzle("auto", tc.text)
			p.waitJS(`document.getElementById('input-info').textContent.includes('(` + tc.format + `)')`)
			p.do(chromedp.Click(chromedp.ID("solve")))
			p.waitJS(`document.getElementById('status').textContent.startsWith('Solved')`)
			svg, err := chromedp.Run(p.ctx, chromedp.OuterHTML(chromedp.CSS("#board svg")))
			if err != nil {
				t.Fatal(err)
			}
			pz, want := commandBridges(t, tc.text)
			got := svgBridges(t, svg, pz)
			if fmt.Sprint(sortedPairs(got)) != fmt.Sprint(sortedPairs(want)) {
				t.Errorf("bridges drawn\n %v\nthe command's JSON\n %v", sortedPairs(got), sortedPairs(want))
			}
			if status := p.text("status"); !strings.Contains(status, "unique") {
				t.Errorf("status %q: want the uniqueness answer", status)
			}
			p.screenshot("solved-" + tc.name)
		})
	}
	if off := p.offServer(); len(off) > 0 {
		t.Errorf("the page asked for URLs outside the server: %v", off)
	}
}

func sortedPairs(m map[[2][2]int]int) []string {
	var out []string
	for k, v := range m {
		out = append(out, fmt.Sprintf("%v-%v:%d", k[0], k[1], v))
	}
	sort.Strings(out)
	return out
}

// TestPagePlayHashi plays the classic 7x7 to the end by clicking between
// islands, as many times as the solution has bridges, and sees the page
// say it is solved; one click too many breaks a rule.
func TestPagePlayHashi(t *testing.T) {
	p := newPage(t, 1280, 900)
	text := readFile(t, "../examples/hashi/classic.txt")
	p.setPuzzle("hashi", text)
	p.waitJS(`document.getElementById('input-info').textContent.includes('7x7')`)
	pz, want := commandBridges(t, text)
	index := map[[2]int]int{}
	for i, is := range pz.Islands {
		index[[2]int{is.Row, is.Col}] = i
	}
	clicks := 0
	for _, pair := range sortedKeys(want) {
		for range want[pair] {
			p.clickBetween(index[pair[0]], index[pair[1]])
			clicks++
			p.waitJS(fmt.Sprintf(`document.querySelectorAll('#board .play-bridge').length === %d`, clicks))
		}
	}
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved!')`)
	p.screenshot("played")
	// A third bridge between the islands of a double one is no bridge
	// (0..M, back to 0): the status goes back to playing; a second click
	// between a single pair breaks the islands' numbers.
	for _, pair := range sortedKeys(want) {
		if want[pair] == 1 {
			p.clickBetween(index[pair[0]], index[pair[1]])
			p.waitJS(`document.getElementById('status').textContent.includes('breaks')`)
			break
		}
	}
	if problems := p.text("problems"); !strings.Contains(problems, "more than its") {
		t.Errorf("problems %q", problems)
	}
	p.screenshot("broken")
}

func sortedKeys(m map[[2][2]int]int) [][2][2]int {
	var out [][2][2]int
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return fmt.Sprint(out[i]) < fmt.Sprint(out[j]) })
	return out
}

// clickBetween clicks the middle of the line between islands a and b
// (indexes into the puzzle's islands, the order the renderer draws them).
func (p *page) clickBetween(a, b int) {
	p.t.Helper()
	xy := eval[[]float64](p, fmt.Sprintf(`(() => { const c = document.querySelectorAll('#board svg circle');
		const r1 = c[%d].getBoundingClientRect(), r2 = c[%d].getBoundingClientRect();
		return [(r1.left + r1.right + r2.left + r2.right) / 4, (r1.top + r1.bottom + r2.top + r2.bottom) / 4]; })()`, a, b))
	p.do(chromedp.MouseClickXY(xy[0], xy[1]))
}

func TestPageShowsPositionedErrors(t *testing.T) {
	p := newPage(t, 1280, 900)
	text := "7x7m2:a3d4b2b3a1g4c3i2b1b3e4\n7x7m2:a3d!"
	p.setPuzzle("hashi", text)
	p.waitJS(`!document.getElementById('error').hidden`)
	shown := p.text("error")
	k, _ := kinds.Lookup("hashi")
	_, err := puzzle.Read(k, puzzle.Source{Name: sourceName, Data: []byte(text)}, "")
	var pe *srcpos.Error
	errors.As(err, &pe)
	if pe == nil || !strings.Contains(shown, pe.Pretty()) || !strings.Contains(shown, "show line 2, column 10") {
		t.Errorf("error shown:\n%s\nwant the command's:\n%v", shown, err)
	}
	p.do(chromedp.Click(chromedp.CSS("#error a")))
	sel := eval[[]int](p, `[document.getElementById('puzzle').selectionStart, document.getElementById('puzzle').selectionEnd]`)
	if off := strings.Index(text, "!"); len(sel) != 2 || sel[0] != off {
		t.Errorf("selection %v, want it at the offending text (offset %d)", sel, off)
	}
	p.screenshot("error")
	// Mending the input clears the error.
	p.setPuzzle("hashi", "7x7m2:a3d4b2b3a1g4c3i2b1b3e4")
	p.waitJS(`document.getElementById('error').hidden && document.getElementById('input-info').textContent.includes('7x7')`)
}
