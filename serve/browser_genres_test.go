package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/puzzlesat/puzzlesat/examples"
	"github.com/puzzlesat/puzzlesat/puzzle"
	pboard "github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestPagePlayEveryCellsGenre plays, for every registered genre whose
// board is played with cell values alone (shading, lights, stars, tents,
// digits: moves.cells and nothing else), its first example on the page to
// the end with a player's clicks: the solution's board state (from the
// command's solution) gives each cell's value, and a cell gets as many
// clicks as it takes to cycle from blank to that value. The page must say
// "Solved!". A genre played otherwise (lines, bridges, rooms) has a test
// of its own; the test says which genres it played.
func TestPagePlayEveryCellsGenre(t *testing.T) {
	var played []string
	// One page plays every genre, one after another, each chosen in the
	// examples menu as a player does (a server and a page load per genre
	// cost about as much as playing the small ones).
	p := newPage(t, 1280, 1000)
	for _, k := range kinds.All() {
		bd, ok := k.(puzzle.Boarder)
		if _, plays := k.(puzzle.Player); !ok || !plays {
			continue
		}
		exs, err := examples.List(k.Name())
		if err != nil || len(exs) == 0 {
			continue
		}
		// The example with the fewest cells: every genre is played, and
		// the clicks cost time on a loaded machine.
		var ex examples.Example
		var item puzzle.Item
		var given *pboard.Board
		for _, e := range exs {
			text, err := e.Text()
			if err != nil {
				t.Fatal(err)
			}
			items, err := puzzle.Read(k, puzzle.Source{Name: sourceName, Data: []byte(text)}, "")
			if err != nil {
				t.Fatalf("%s: %v", e.ID, err)
			}
			it := items[max(e.Index, 1)-1]
			b, err := bd.Board(it.Puzzle, puzzle.View{})
			if err != nil {
				t.Fatalf("%s: %v", e.ID, err)
			}
			if given == nil || b.Rows*b.Cols < given.Rows*given.Cols {
				ex, item, given = e, it, b
			}
		}
		if !cellsOnly(t, given.Moves) {
			continue
		}
		t.Run(k.Name(), func(t *testing.T) {
			res, err := solve.One(context.Background(), k, item, solve.Options{Solver: solver.CDCL{}})
			if err != nil || res.Status != puzzle.Solved {
				t.Fatalf("%s: %v %v", ex.ID, res, err)
			}
			solved, err := bd.Board(item.Puzzle, puzzle.View{Solution: res.First()})
			if err != nil {
				t.Fatal(err)
			}
			fixed := map[[2]int]bool{}
			for _, c := range given.Cells {
				if (c.Text != "" && !given.Moves.Over) || c.Mark != "" || c.Shade {
					fixed[c.At] = true
				}
			}
			var values []string
			for _, v := range given.Moves.Cells {
				values = append(values, v.Value)
			}
			// Each genre has the time limit a test has.
			ctx, cancel := context.WithTimeout(p.tab, browserLimit)
			p.t, p.ctx = t, ctx
			defer cancel()
			// The info line is cleared first: the board and status of
			// the genre played before stay until this example is read.
			p.do(chromedp.SetValue(chromedp.ID("example"), ex.ID))
			eval[chromedp.Void](p, `document.getElementById('input-info').textContent = '', document.getElementById('example').dispatchEvent(new Event('change'))`)
			p.waitJS(`document.getElementById('input-info').textContent.startsWith('Read as ') && document.querySelector('#board.playable') !== null`)
			// Every cell gets the clicks that cycle it from blank to its
			// value, all in one go; then the board is read once, and a
			// cell the page draws otherwise (a click a loaded machine
			// dropped) is clicked one at a time until it is right.
			var cells [][2]int
			var counts []int
			want := map[[2]int]string{}
			for _, c := range solved.State().Cells {
				i := slices.Index(values, c.Value)
				if i < 0 {
					t.Fatalf("the solution's cell %v holds %q, which the board's moves %v do not offer", c.Cell, c.Value, values)
				}
				if fixed[c.Cell] {
					continue // the puzzle fills it: a given digit, a black cell
				}
				cells, counts = append(cells, c.Cell), append(counts, i+1)
				want[c.Cell] = playSig(given.Moves.Cells[i])
			}
			p.clickMany(p.cellPoints(cells), counts)
			clicks := 0
			for _, n := range counts {
				clicks += n
			}
			drawn := playedSigs(p, cells)
			for k, cell := range cells {
				for try := 0; drawn[k] != want[cell]; try++ {
					if try > 2*(len(values)+1) {
						t.Fatalf("cell %v: the page draws %q, want %q", cell, drawn[k], want[cell])
					}
					p.clickCell(cell[0], cell[1])
					clicks++
					drawn[k] = playedSig(p, cell)
				}
			}
			p.waitJS(`document.getElementById('status').textContent.startsWith('Solved!')`)
			p.screenshot(k.Name() + "-solved")
			t.Logf("%s (%s): solved with %d clicks", k.Name(), ex.ID, clicks)
		})
		played = append(played, k.Name())
	}
	if len(played) == 0 {
		t.Fatal("no genre is played with cell values alone")
	}
	t.Logf("played to the end: %s", strings.Join(played, ", "))
}

// cellsOnly reports whether m offers cell values and no other move.
func cellsOnly(t *testing.T, m *pboard.Moves) bool {
	if m == nil || len(m.Cells) == 0 {
		return false
	}
	m2 := *m
	m2.Over = false // a flag of the cell moves, not a move of its own
	m = &m2
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(b, &fields); err != nil {
		t.Fatal(err)
	}
	return len(fields) == 1
}

// playSig is how the page draws a player's value in a cell (see drawPlay
// in app.js): a shaded box, a text, or a mark.
func playSig(v pboard.CellValue) string {
	switch {
	case v.Shade:
		return "shade"
	case v.Text != "":
		return "text:" + v.Text
	}
	return "mark"
}

// playedSig is what the page draws for the player in cell rc ("" for
// nothing), in playSig's terms.
// playedSigs is playedSig of each cell, read in one call.
func playedSigs(p *page, cells [][2]int) []string {
	js, _ := json.Marshal(cells)
	return eval[[]string](p, `(() => `+string(js)+`.map(([r, c]) => {
		const el = document.querySelector('#board [data-cell="' + r + ',' + c + '"]');
		if (!el) return '';
		if (el.classList.contains('play-shade')) return 'shade';
		if (el.classList.contains('play-value')) return 'text:' + el.textContent;
		return 'mark'; }))()`)
}

func playedSig(p *page, rc [2]int) string {
	return eval[string](p, fmt.Sprintf(`(() => {
		const el = document.querySelector('#board [data-cell="%d,%d"]');
		if (!el) return '';
		if (el.classList.contains('play-shade')) return 'shade';
		if (el.classList.contains('play-value')) return 'text:' + el.textContent;
		return 'mark'; })()`, rc[0], rc[1]))
}
