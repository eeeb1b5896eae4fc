package serve

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
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

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/puzzle"
	pboard "github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// The page is tested in Debian's chromium (`make test` installs it when
// run as root), driven by chromedp. Every wait is for a DOM condition,
// with a generous overall limit for a loaded machine.

var shots = flag.String("shots", "", "write screenshots of the page to this directory")

// browserLimit bounds one browser test: only a hung browser reaches it (a
// test takes about 15 s alone under -race, several times that beside
// other heavy work).
const browserLimit = 3 * time.Minute

// One chromium serves the whole test binary (started by the first page,
// stopped by TestMain); each page is a tab of its own, on a server of its
// own (another origin, so no storage is shared). Starting a browser per
// test took a few seconds each on a loaded machine.
var browser struct {
	once   sync.Once
	ctx    context.Context
	err    error
	dir    string
	cancel func()
}

// sharedBrowser is the browser's context, started on first use.
func sharedBrowser(t *testing.T) context.Context {
	t.Helper()
	path := chromium(t)
	browser.once.Do(func() {
		browser.dir, browser.err = os.MkdirTemp("", "puzzlesat-chromium-")
		if browser.err != nil {
			return
		}
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(path),
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.Flag("disable-quic", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.UserDataDir(browser.dir),
			chromedp.WindowSize(1280, 1000),
		)
		actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
		bctx, cancelB := chromedp.NewContext(actx)
		browser.ctx, browser.cancel = bctx, func() { cancelB(); cancelA() }
		// The browser lives as long as the context of its first action.
		browser.err = chromedp.Do(bctx)
	})
	if browser.err != nil {
		t.Fatal("starting chromium: ", browser.err)
	}
	return browser.ctx
}

// stopBrowser stops the shared browser, if one was started.
func stopBrowser() {
	if browser.cancel != nil {
		browser.cancel()
	}
	if browser.dir != "" {
		os.RemoveAll(browser.dir)
	}
}

// chromium finds the browser: $CHROMIUM, or chromium on PATH.
func chromium(t testing.TB) string {
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
	ctx  context.Context // the tab, with the test's time limit
	tab  context.Context // the tab, without it (diagnostics after a timeout)
	url  string
	mu   sync.Mutex
	reqs []string
}

func newPage(t *testing.T, width, height int) *page {
	t.Helper()
	return newPageWith(t, Options{}, width, height)
}

// newPageWith is newPage on a server with options opt.
func newPageWith(t *testing.T, opt Options, width, height int) *page {
	t.Helper()
	_, ts := newTestServer(t, opt)
	tab, cancelC := chromedp.NewContext(sharedBrowser(t))
	ctx, cancelT := context.WithTimeout(tab, browserLimit)
	t.Cleanup(func() { cancelT(); cancelC() })
	p := &page{t: t, ctx: ctx, tab: tab, url: ts.URL}
	// The tab opens with its first action (without the time limit).
	if err := chromedp.Do(tab, chromedp.EmulateViewport(int64(width), int64(height))); err != nil {
		t.Fatal(err)
	}
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
	err := chromedp.Do(p.ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(0)))
	if err != nil {
		ctx, cancel := context.WithTimeout(p.tab, 10*time.Second)
		defer cancel()
		state, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`'status: ' + document.getElementById('status').textContent +
			'\nproblems: ' + document.getElementById('problems').textContent + '\nerror: ' + document.getElementById('error').textContent`))
		p.t.Fatalf("waiting for %s: %v\n%s", expr, err, state)
	}
}

// setPuzzle chooses the kind (as a player does in the selector: a chosen
// kind stays when the text changes) for text put into the puzzle box:
// the selector's change event reads it.
func (p *page) setPuzzle(kind, text string) {
	p.t.Helper()
	q := func(s string) string { return fmt.Sprintf("%q", s) }
	eval[chromedp.Void](p, `(() => { const ta = document.getElementById('puzzle'); ta.value = `+q(text)+`;
		document.getElementById('example').value = '';
		document.getElementById('input-info').textContent = '';
		const k = document.getElementById('kind'); k.value = `+q(kind)+`;
		k.dispatchEvent(new Event('change')); return true })()`)
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
	_, err := puzzle.ReadAll(k, puzzle.Source{Name: sourceName, Data: []byte(text)}, "")
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

// TestPagePlayShikaku draws the rooms of a 7x7 Tatham puzzle's solution
// by dragging from corner to corner, and sees the page say it is solved;
// a room over another replaces it, and a click on a room removes it.
func TestPagePlayShikaku(t *testing.T) {
	p := newPage(t, 1280, 900)
	text := readFile(t, "../examples/shikaku/tatham7x7.txt")
	p.do(chromedp.SetValue(chromedp.ID("example"), "shikaku-tatham7x7-1"))
	eval[chromedp.Void](p, `document.getElementById('example').dispatchEvent(new Event('change'))`)
	p.waitJS(`document.getElementById('input-info').textContent.includes('Shikaku')`)
	res := cliJSON(t, "shikaku", text, 1, solve.Options{Solver: solver.CDCL{}})
	rooms := res["rooms"].([]any)
	for i, r := range rooms {
		rm := r.(map[string]any)
		row, col := int(rm["row"].(float64)), int(rm["col"].(float64))
		w, h := int(rm["width"].(float64)), int(rm["height"].(float64))
		p.drag(row, col, row+h-1, col+w-1)
		p.waitJS(fmt.Sprintf(`document.querySelectorAll('#board .play-room').length === %d`, i+1))
	}
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved!')`)
	p.screenshot("shikaku-played")
	// A click on the first room removes it: no longer solved.
	first := rooms[0].(map[string]any)
	p.drag(int(first["row"].(float64)), int(first["col"].(float64)), int(first["row"].(float64)), int(first["col"].(float64)))
	p.waitJS(fmt.Sprintf(`document.querySelectorAll('#board .play-room').length === %d && !document.getElementById('status').textContent.startsWith('Solved')`, len(rooms)-1))
	// A room across the whole grid replaces every room and breaks the rules.
	p.drag(0, 0, 6, 6)
	p.waitJS(`document.querySelectorAll('#board .play-room').length === 1 && document.getElementById('status').textContent.includes('breaks')`)
}

// drag drags the mouse from the centre of cell (r1,c1) to that of (r2,c2)
// of the Shikaku board.
func (p *page) drag(r1, c1, r2, c2 int) {
	p.t.Helper()
	// The board must be playable and stand still (the same place in two
	// polls in a row): a board that moves after the points are computed,
	// as panels fill in on a loaded machine, would take the drag elsewhere.
	p.waitJS(`(() => {
		const svg = document.querySelector('#board.playable svg');
		if (!svg) return false;
		const r = JSON.stringify(svg.getBoundingClientRect());
		const same = window.__boardRect === r;
		window.__boardRect = r;
		return same; })()`)
	xy := eval[[]float64](p, fmt.Sprintf(`(() => {
		const g = document.querySelector('#board svg g[transform]');
		const w = Number(g.querySelector('g[fill="none"]').lastElementChild.getAttribute('width'));
		const cell = w / %d, m = g.getScreenCTM();
		const a = new DOMPoint((%d + 0.5) * cell, (%d + 0.5) * cell).matrixTransform(m);
		const b = new DOMPoint((%d + 0.5) * cell, (%d + 0.5) * cell).matrixTransform(m);
		return [a.x, a.y, b.x, b.y]; })()`, 7, c1, r1, c2, r2))
	p.do(chromedp.MouseEvent(chromedp.MousePressed, xy[0], xy[1], chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.MouseEvent(chromedp.MouseMoved, (xy[0]+xy[2])/2, (xy[1]+xy[3])/2, chromedp.ButtonLeft),
		chromedp.MouseEvent(chromedp.MouseMoved, xy[2], xy[3], chromedp.ButtonLeft),
		chromedp.MouseEvent(chromedp.MouseReleased, xy[2], xy[3], chromedp.ButtonLeft, chromedp.ClickCount(1)))
}

// TestPageZebra marks cells of the zebra grid on the drawn board (one
// row per value, category by category; one column per house): two
// nationalities in one house, then a clue's value in the wrong house,
// each named as a broken rule; then solves, and the board shows the
// command's solution.
func TestPageZebra(t *testing.T) {
	p := newPage(t, 1280, 1000)
	text := readFile(t, "../examples/zebra/zebra1962.txt")
	p.setPuzzle("auto", text)
	p.waitJS(`document.getElementById('input-info').textContent.includes('Zebra')`)
	// Each category has 5 values: value v of category c is row 5c+v.
	cell := func(c, v, h int) (int, int) { return 5*c + v, h }
	// Englishman (0) and Norwegian (3) both in house 1.
	p.clickCell(cell(0, 0, 0))
	p.clickCell(cell(0, 3, 0))
	p.waitJS(`document.getElementById('problems').textContent.includes('has 2 values of Nationality') && document.querySelector('#board .bad-cell') !== null`)
	// Clear the Englishman (twice more: no, then blank); the Norwegian
	// moves to house 2, which clue 9 ("Norwegian at 1") forbids.
	for _, rc := range [][3]int{{0, 0, 0}, {0, 0, 0}, {0, 3, 0}, {0, 3, 0}, {0, 3, 1}} {
		p.clickCell(cell(rc[0], rc[1], rc[2]))
	}
	p.waitJS(`document.querySelector('#clue-list li.broken') !== null && document.getElementById('problems').textContent.includes('clue 9 does not hold: Norwegian at 1')`)
	p.screenshot("zebra-play")
	// A player mid-game confirms the reveal.
	p.do(chromedp.Click(chromedp.ID("solve")))
	p.waitJS(`document.getElementById('reveal-yes') !== null`)
	p.do(chromedp.Click(chromedp.ID("reveal-yes")))
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved')`)
	// The solution's board: a dot in the row of each house's value.
	shown := eval[map[string]string](p, `(() => {
		const g = document.querySelector('#board svg g[transform]');
		const labels = [...g.querySelectorAll('text[text-anchor="end"]')].map(t => t.textContent);
		const out = {};
		for (const c of g.querySelectorAll('circle')) {
			const r = Math.floor(Number(c.getAttribute('cy')) / 36), h = Math.floor(Number(c.getAttribute('cx')) / 36);
			out[Math.floor(r / 5) + ',' + h] = labels[r];
		}
		return out; })()`)
	res := cliJSON(t, "zebra", text, 1, solve.Options{Solver: solver.CDCL{}})
	rows := res["rows"].([]any)
	for h, r := range rows {
		for c, v := range r.([]any)[1:] {
			if got := shown[fmt.Sprintf("%d,%d", c, h)]; got != v.(string) {
				t.Errorf("house %d, category %d: %q, want %q", h+1, c, got, v)
			}
		}
	}
	p.screenshot("zebra-solved")
}

// clickCell clicks the centre of cell (r, c) of a "cells" board.
func (p *page) clickCell(r, c int) {
	p.t.Helper()
	p.waitJS(`document.querySelector('#board.playable svg g[transform]') !== null`)
	xy := eval[[]float64](p, fmt.Sprintf(`(() => {
		const g = document.querySelector('#board svg g[transform]');
		const a = new DOMPoint((%d + 0.5) * 36, (%d + 0.5) * 36).matrixTransform(g.getScreenCTM());
		return [a.x, a.y]; })()`, c, r))
	p.do(chromedp.MouseClickXY(xy[0], xy[1]))
}

// cellPoints are the screen points of the centres of cells on the
// playable board, read in one call.
func (p *page) cellPoints(cells [][2]int) [][2]float64 {
	p.t.Helper()
	p.waitJS(`document.querySelector('#board.playable svg g[transform]') !== null`)
	js, _ := json.Marshal(cells)
	return eval[[][2]float64](p, `(() => {
		const m = document.querySelector('#board svg g[transform]').getScreenCTM();
		return `+string(js)+`.map(([r, c]) => { const a = new DOMPoint((c + 0.5) * 36, (r + 0.5) * 36).matrixTransform(m); return [a.x, a.y]; }); })()`)
}

// clickMany clicks each point as many times as counts says, in one
// exchange with the browser (the board stays where it is while played).
func (p *page) clickMany(pts [][2]float64, counts []int) {
	p.t.Helper()
	var acts []chromedp.Action[chromedp.Void]
	for i, xy := range pts {
		for range counts[i] {
			acts = append(acts, chromedp.MouseClickXY(xy[0], xy[1]))
		}
	}
	if len(acts) > 0 {
		p.do(acts...)
	}
}

// TestPagePlaySudoku plays a Sudoku on the drawn board with the cells
// player: a hint is applied as digits; a click selects a cell and a typed
// digit writes it; a digit
// that repeats one in its row is a conflict, drawn on the board; typing
// the solution's digits (from the board of the command's solution)
// solves it.
func TestPagePlaySudoku(t *testing.T) {
	p := newPage(t, 1280, 1000)
	p.do(chromedp.SetValue(chromedp.ID("example"), "sudoku-x6"))
	eval[chromedp.Void](p, `document.getElementById('example').dispatchEvent(new Event('change'))`)
	p.waitJS(`document.getElementById('input-info').textContent.includes('Sudoku')`)
	text := readFile(t, "../examples/sudoku/x6.json")
	k, _ := kinds.Lookup("sudoku")
	items, err := puzzle.Read(k, puzzle.Source{Name: sourceName, Data: []byte(text)}, "")
	if err != nil {
		t.Fatal(err)
	}
	res, err := solve.One(context.Background(), k, items[0], solve.Options{Solver: solver.CDCL{}})
	if err != nil {
		t.Fatal(err)
	}
	bd := k.(puzzle.Boarder)
	given, err := bd.Board(items[0].Puzzle, puzzle.View{})
	if err != nil {
		t.Fatal(err)
	}
	solved, err := bd.Board(items[0].Puzzle, puzzle.View{Solution: res.First()})
	if err != nil {
		t.Fatal(err)
	}
	fixed := map[[2]int]string{}
	for _, c := range given.Cells {
		if c.Text != "" {
			fixed[c.At] = c.Text
		}
	}
	var todo []pboard.CellState
	for _, c := range solved.State().Cells {
		if _, ok := fixed[c.Cell]; !ok {
			todo = append(todo, c)
		}
	}
	if len(fixed) == 0 || len(todo) == 0 {
		t.Fatalf("%d givens, %d cells to fill", len(fixed), len(todo))
	}
	// A hint is drawn on the board and applied as digits; then the
	// board is cleared.
	p.do(chromedp.Click(chromedp.ID("hint")))
	p.waitJS(`document.getElementById('status').textContent.startsWith('Hint') && document.querySelector('#board .hint-new-cell') !== null`)
	p.do(chromedp.Click(chromedp.ID("hint-apply")))
	p.waitJS(`document.querySelectorAll('#board .play-value').length > 0 && document.getElementById('status').textContent.includes('No rule broken')`)
	p.do(chromedp.Click(chromedp.ID("reset")))
	p.waitJS(`document.querySelectorAll('#board .play-value').length === 0`)
	// A digit repeating a given of its row: a conflict on the board.
	first := todo[0]
	repeat := ""
	for at, d := range fixed {
		if at[0] == first.Cell[0] {
			repeat = d
			break
		}
	}
	if repeat == "" {
		for _, c := range todo[1:] {
			if c.Cell[0] == first.Cell[0] {
				p.clickCell(c.Cell[0], c.Cell[1])
				p.do(chromedp.KeyEvent(c.Value))
				repeat = c.Value
				break
			}
		}
	}
	p.clickCell(first.Cell[0], first.Cell[1])
	p.do(chromedp.KeyEvent(repeat))
	p.waitJS(`document.getElementById('status').textContent.includes('breaks') && document.querySelectorAll('#board .bad-cell').length >= 2`)
	p.screenshot("sudoku-conflict")
	// Typing the solution's digits (a click, then the digit) solves it.
	for _, c := range todo {
		p.clickCell(c.Cell[0], c.Cell[1])
		p.do(chromedp.KeyEvent(c.Value))
	}
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved!')`)
	if n := eval[int](p, `document.querySelectorAll('#board .play-value').length`); n != len(todo) {
		t.Errorf("%d digits drawn, want %d", n, len(todo))
	}
	p.screenshot("sudoku-solved")
	// A given cannot be changed.
	for at := range fixed {
		p.clickCell(at[0], at[1])
		p.do(chromedp.KeyEvent("1"))
		break
	}
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved!')`)
}

// TestPageLab runs the encoding lab twice on a Shikaku puzzle with two
// models: two rows, the formula sizes of the command's JSON, and the
// clauses per constraint group the kind reports.
func TestPageLab(t *testing.T) {
	p := newPage(t, 1280, 1000)
	text := readFile(t, "../examples/shikaku/chapter.txt")
	p.setPuzzle("shikaku", text)
	p.waitJS(`document.getElementById('input-info').textContent.includes('Shikaku')`)
	p.do(chromedp.Click(chromedp.CSS("#lab summary")))
	for i, model := range []string{"partition", "redundant"} {
		p.do(chromedp.SetValue(chromedp.CSS(`#lab-options select[data-option="model"]`), model), chromedp.Click(chromedp.ID("lab-run")))
		p.waitJS(fmt.Sprintf(`document.querySelectorAll('#lab-runs tbody tr').length === %d`, i+1))
		want := cliJSON(t, "shikaku", text, 1, solve.Options{Solver: solver.CDCL{}, Encode: puzzle.Options{Settings: map[string]string{"model": model}}})
		st := want["stats"].(map[string]any)
		row := eval[[]string](p, `[...document.querySelector('#lab-runs tbody tr').cells].map(c => c.textContent)`)
		if !strings.Contains(row[0], "model="+model) || row[2] != fmt.Sprint(st["vars"]) || row[3] != fmt.Sprint(st["clauses"]) {
			t.Errorf("lab row %v, want model %s with %v variables and %v clauses", row, model, st["vars"], st["clauses"])
		}
	}
	if report := p.text("lab-report"); !strings.Contains(report, "clauses,") {
		t.Errorf("report %q: want the clauses per constraint group", report)
	}
	p.screenshot("lab")
}

// commandExplanation is what `puzzlesat explain KIND --format json
// [--steps N] [--from FACTS]` gives for text.
func commandExplanation(t *testing.T, kind, text string, steps int, from []any) *explain.Explanation {
	t.Helper()
	k, _ := kinds.Lookup(kind)
	items, err := puzzle.Read(k, puzzle.Source{Name: sourceName, Data: []byte(text)}, "")
	if err != nil {
		t.Fatal(err)
	}
	opt := explain.Options{Steps: steps}
	for _, f := range from {
		b, _ := json.Marshal(f)
		opt.From = append(opt.From, b)
	}
	ex, err := explain.Run(context.Background(), k, items[0], opt)
	if err != nil {
		t.Fatal(err)
	}
	return ex
}

// TestPageHintAndExplain asks for a hint on an empty board: one move,
// said 1-based with its reason, only that move highlighted; applies it
// (that one move is drawn); asks again and sees the islands the hint
// cites ringed; then steps through the whole explanation (1-based).
func TestPageHintAndExplain(t *testing.T) {
	p := newPage(t, 1280, 900)
	text := readFile(t, "../examples/hashi/classic.txt")
	p.setPuzzle("hashi", text)
	p.waitJS(`document.getElementById('input-info').textContent.includes('7x7')`)
	p.do(chromedp.Click(chromedp.ID("hint")))
	p.waitJS(`document.getElementById('status').textContent.startsWith('Hint')`)
	first := commandExplanation(t, "hashi", text, 1, nil)
	if got := p.text("step-text"); !strings.HasPrefix(got, explain.OneBased(first.Steps[0].Reason)+": ") || !strings.Contains(p.text("step-count"), "draw") {
		t.Errorf("hint %q (%q), want one move for the reason %q", got, p.text("step-count"), first.Steps[0].Reason)
	}
	if n := eval[int](p, `document.querySelectorAll('#board .hint-edge').length`); n != 1 {
		t.Errorf("%d moves highlighted, want 1", n)
	}
	p.do(chromedp.Click(chromedp.ID("hint-apply")))
	p.waitJS(`document.querySelectorAll('#board .play-bridge').length >= 1 && document.querySelectorAll('#board .play-bridge').length <= 2 && document.getElementById('status').textContent.includes('No rule broken')`)
	p.do(chromedp.Click(chromedp.ID("hint")))
	p.waitJS(`document.getElementById('status').textContent.startsWith('Hint')`)
	// The second hint cites an island (the first steps of this puzzle
	// are the rules' and its islands'): ringed on the board.
	p.waitJS(`document.querySelectorAll('#board .hint-edge').length === 1`)
	rings := eval[[][]float64](p, `[...document.querySelectorAll('#board .hint-ring')].map(c => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))])`)
	if len(rings) == 0 && !strings.HasPrefix(p.text("step-text"), "By the rules alone") {
		t.Errorf("second hint %q rings no island", p.text("step-text"))
	}
	p.screenshot("hint")

	all := commandExplanation(t, "hashi", text, 0, nil)
	n := len(all.Steps)
	p.do(chromedp.Click(chromedp.ID("mode-explain")))
	p.waitJS(fmt.Sprintf(`document.getElementById('step-count').textContent === 'step 1 of %d'`, n))
	p.do(chromedp.Click(chromedp.ID("step-next")), chromedp.Click(chromedp.ID("step-next")))
	p.waitJS(fmt.Sprintf(`document.getElementById('step-count').textContent === 'step 3 of %d'`, n))
	if got := p.text("step-text"); got != explain.OneBased(all.Steps[2].Text) {
		t.Errorf("step 3: %q, want %q", got, explain.OneBased(all.Steps[2].Text))
	}
	// The step's board (the server's board model) shows its new facts
	// in the highlight colour.
	p.waitJS(`document.querySelectorAll('#board svg [stroke="#e8590c"]').length > 0`)
	p.screenshot("explain")
	p.do(chromedp.Click(chromedp.ID("step-prev")))
	p.waitJS(fmt.Sprintf(`document.getElementById('step-count').textContent === 'step 2 of %d'`, n))
	for range n {
		p.do(chromedp.Click(chromedp.ID("step-next")))
	}
	p.waitJS(`document.getElementById('step-next').disabled && document.getElementById('step-note').textContent.includes('whole solution')`)
}

// TestPageGenerates makes a Hashi and a Shikaku puzzle on the page: each
// lands in the input, is read, and solves uniquely.
func TestPageGenerates(t *testing.T) {
	p := newPage(t, 1280, 900)
	p.do(chromedp.Click(chromedp.CSS("#generate-box summary")))
	for _, kind := range []string{"hashi", "shikaku"} {
		p.do(chromedp.SetValue(chromedp.ID("gen-kind"), kind))
		eval[chromedp.Void](p, `document.getElementById('gen-kind').dispatchEvent(new Event('change'))`)
		p.do(chromedp.SetValue(chromedp.ID("gen-size"), "10x10"), chromedp.SetValue(chromedp.ID("gen-seed"), "3"), chromedp.Click(chromedp.ID("gen-go")))
		p.waitJS(`document.getElementById('gen-info').textContent.startsWith('Seed 3') && document.getElementById('input-info').textContent.includes('` + map[string]string{"hashi": "Hashi", "shikaku": "Shikaku"}[kind] + ` (tatham): 10x10')`)
		p.do(chromedp.Click(chromedp.ID("solve")))
		p.waitJS(`document.getElementById('status').textContent.startsWith('Solved') && document.getElementById('status').textContent.includes('unique')`)
		if s := p.text("status"); strings.Contains(s, "not unique") {
			t.Errorf("%s: generated puzzle %q", kind, s)
		}
	}
	p.screenshot("generated")
}

// TestPageNotOffered reads a kind that offers no board, no play and no
// explanation in its words (the tests' fake kind): the page says what is
// not offered instead of failing, and its generator's fields come from
// /api/meta.
func TestPageNotOffered(t *testing.T) {
	p := newPageWith(t, Options{Kinds: append(kinds.All(), fakeKind{})}, 1280, 900)
	p.setPuzzle("fake", "fake 5x5 3 easy 1")
	p.waitJS(`document.getElementById('input-info').textContent.includes('fake 5x5')`)
	p.waitJS(`document.getElementById('board').textContent.includes('not offered') && document.getElementById('status').textContent.includes('not offered')`)
	p.do(chromedp.Click(chromedp.ID("hint")))
	p.waitJS(`document.getElementById('status').textContent.includes('not offered')`)
	if !eval[bool](p, `document.getElementById('error').hidden`) {
		t.Errorf("error shown: %q", p.text("error"))
	}
	p.do(chromedp.Click(chromedp.CSS("#generate-box summary")))
	p.do(chromedp.SetValue(chromedp.ID("gen-kind"), "fake"))
	eval[chromedp.Void](p, `document.getElementById('gen-kind').dispatchEvent(new Event('change'))`)
	p.waitJS(`document.getElementById('gen-clues') !== null && document.getElementById('gen-clues').max === '8' && document.getElementById('gen-size') !== null`)
	p.do(chromedp.SetValue(chromedp.ID("gen-clues"), "5"), chromedp.SetValue(chromedp.ID("gen-seed"), "4"), chromedp.Click(chromedp.ID("gen-go")))
	p.waitJS(`document.getElementById('gen-info').textContent.startsWith('Seed 4') && document.getElementById('puzzle').value.trim() === 'fake 5x5 5 easy 4'`)
}

// TestPagePlayBinairo plays a 6x6 Binairo on the board: three equal
// digits typed side by side are a conflict drawn on their cells; the
// solution's digits typed one by one solve it.
func TestPagePlayBinairo(t *testing.T) {
	p := newPage(t, 1280, 1000)
	p.do(chromedp.SetValue(chromedp.ID("example"), "binairo-easy6"))
	eval[chromedp.Void](p, `document.getElementById('example').dispatchEvent(new Event('change'))`)
	p.waitJS(`document.getElementById('input-info').textContent.includes('Binairo')`)
	text := readFile(t, "../examples/binairo/easy6.txt")
	k, _ := kinds.Lookup("unruly")
	items, err := puzzle.Read(k, puzzle.Source{Name: sourceName, Data: []byte(text)}, "")
	if err != nil {
		t.Fatal(err)
	}
	res, err := solve.One(context.Background(), k, items[0], solve.Options{Solver: solver.CDCL{}})
	if err != nil {
		t.Fatal(err)
	}
	bd := k.(puzzle.Boarder)
	given, err := bd.Board(items[0].Puzzle, puzzle.View{})
	if err != nil {
		t.Fatal(err)
	}
	solved, err := bd.Board(items[0].Puzzle, puzzle.View{Solution: res.First()})
	if err != nil {
		t.Fatal(err)
	}
	fixed := map[[2]int]bool{}
	for _, c := range given.Cells {
		fixed[c.At] = true
	}
	var todo []pboard.CellState
	for _, c := range solved.State().Cells {
		if !fixed[c.Cell] {
			todo = append(todo, c)
		}
	}
	// Three free cells side by side in a row, all 1: a conflict.
	var three [][2]int
	for r := 0; r < given.Rows && three == nil; r++ {
		for c := 0; c+2 < given.Cols; c++ {
			if !fixed[[2]int{r, c}] && !fixed[[2]int{r, c + 1}] && !fixed[[2]int{r, c + 2}] {
				three = [][2]int{{r, c}, {r, c + 1}, {r, c + 2}}
				break
			}
		}
	}
	if three == nil || len(todo) == 0 {
		t.Fatalf("no three free cells in a row, or nothing to fill (%d)", len(todo))
	}
	for _, at := range three {
		p.clickCell(at[0], at[1])
		p.do(chromedp.KeyEvent("1"))
	}
	p.waitJS(`document.getElementById('status').textContent.includes('breaks') && document.querySelectorAll('#board .bad-cell').length >= 3`)
	p.screenshot("binairo-conflict")
	p.do(chromedp.Click(chromedp.ID("reset")))
	p.waitJS(`document.querySelectorAll('#board .play-value').length === 0`)
	for _, c := range todo {
		p.clickCell(c.Cell[0], c.Cell[1])
		p.do(chromedp.KeyEvent(c.Value))
	}
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved!')`)
	if n := eval[int](p, `document.querySelectorAll('#board .play-value').length`); n != len(todo) {
		t.Errorf("%d digits drawn, want %d", n, len(todo))
	}
	p.screenshot("binairo-solved")
}
