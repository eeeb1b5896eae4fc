package serve

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestPagePlayCountryRoad plays a Country Road on the lines player: its
// regions are drawn as walls on the dots board, and the solution's
// segments, clicked between cell centres, solve it.
func TestPagePlayCountryRoad(t *testing.T) {
	p := newPage(t, 1280, 1000)
	text := readFile(t, "../examples/countryroad/pzprjs5x5.txt")
	p.setPuzzle("countryroad", text)
	p.waitJS(`document.getElementById('input-info').textContent.includes('Countryroad')`)
	k, _ := kinds.Lookup("countryroad")
	items, err := puzzle.Read(k, puzzle.Source{Name: sourceName, Data: []byte(text)}, "")
	if err != nil {
		t.Fatal(err)
	}
	res, err := solve.One(context.Background(), k, items[0], solve.Options{Solver: solver.CDCL{}})
	if err != nil {
		t.Fatal(err)
	}
	solved, err := k.(puzzle.Boarder).Board(items[0].Puzzle, puzzle.View{Solution: res.First()})
	if err != nil {
		t.Fatal(err)
	}
	p.waitJS(`document.querySelectorAll('#board g[stroke="black"] line').length >= 10`)
	for _, l := range solved.State().Lines {
		p.clickSegment(l.From, l.To, false)
	}
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved!')`)
	p.screenshot("countryroad-solved")
}
