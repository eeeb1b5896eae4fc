package galaxies

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// TestPlay: the board of the solution reads as a solved state and its
// facts are every cell in its galaxy; no walls is playing (one region,
// many dots); a wall through a dot, a region with no dot, and a
// lopsided region are broken; the board draws the dots.
func TestPlay(t *testing.T) {
	data, err := os.ReadFile("../../examples/galaxies/unreasonable7x7.json")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Parse("x.json", data, FormatJSON)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	r := solveOne(t, p, nil)
	b, err := Kind.(puzzle.Boarder).Board(p, puzzle.View{Solution: r.First()})
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Dots) != len(p.Dots) || b.Rows != 8 || !strings.Contains(board.SVG(b), "<circle") {
		t.Fatalf("board: %d dots, %d rows", len(b.Dots), b.Rows)
	}
	st := b.State()
	v, err := Galaxies{}.CheckState(p, st)
	if err != nil || v.Status != "solved" {
		t.Fatalf("solution's board: %+v, %v", v, err)
	}
	facts, err := Galaxies{}.StateFacts(p, st)
	if err != nil || len(facts) != 49 {
		t.Fatalf("facts: %d, %v", len(facts), err)
	}
	var f FactJSON
	if err := json.Unmarshal(facts[0], &f); err != nil || !f.In {
		t.Fatalf("fact %s: %v", facts[0], err)
	}
	v, err = Galaxies{}.CheckState(p, board.State{})
	if err != nil || v.Status != "playing" {
		t.Fatalf("empty: %+v, %v", v, err)
	}
	// The dot [0.5,1] sits between (0,1) and (1,1): a wall under (0,1).
	v, err = Galaxies{}.CheckState(p, board.State{Lines: []board.LineState{{From: [2]int{1, 1}, To: [2]int{1, 2}}}})
	if err != nil || v.Status != "broken" || !strings.Contains(v.Problems[0].Text, "wall runs through") {
		t.Fatalf("wall through a dot: %+v, %v", v, err)
	}
	// A box round cell (3,3) (no dot in it) and round (0,0)..(1,0), whose
	// dot (1,0) is not its centre.
	box := func(r0, c0, r1, c1 int) []board.LineState {
		return []board.LineState{
			{From: [2]int{r0, c0}, To: [2]int{r0, c1}}, {From: [2]int{r1, c0}, To: [2]int{r1, c1}},
			{From: [2]int{r0, c0}, To: [2]int{r1, c0}}, {From: [2]int{r0, c1}, To: [2]int{r1, c1}}}
	}
	var lines []board.LineState
	for _, seg := range [][]board.LineState{box(3, 3, 4, 4), box(0, 0, 2, 1)} {
		for _, s := range seg {
			if s.From[1] == s.To[1] && s.From[0]+1 < s.To[0] {
				for i := s.From[0]; i < s.To[0]; i++ {
					lines = append(lines, board.LineState{From: [2]int{i, s.From[1]}, To: [2]int{i + 1, s.From[1]}})
				}
				continue
			}
			lines = append(lines, s)
		}
	}
	v, err = Galaxies{}.CheckState(p, board.State{Lines: lines})
	if err != nil || v.Status != "broken" || len(v.Problems) != 2 {
		t.Fatalf("boxes: %+v, %v", v, err)
	}
	if _, err := (Galaxies{}).CheckState(p, board.State{Lines: []board.LineState{{From: [2]int{0, 0}, To: [2]int{1, 1}}}}); err == nil {
		t.Fatal("a diagonal segment was accepted")
	}
}

// TestExplainBoard: an explanation's view fills the cells whose galaxy is
// known, highlights the new ones, and walls off known neighbours of
// different galaxies.
func TestExplainBoard(t *testing.T) {
	ps, err := Parse("x.json", []byte(`{"rows":2,"cols":2,"dots":[[0,0.5],[1,0.5]]}`), FormatJSON)
	if err != nil {
		t.Fatal(err)
	}
	enc, err := Kind.Encode(ps[0], puzzle.Options{Explain: true})
	if err != nil {
		t.Fatal(err)
	}
	known := map[encode.Lit]bool{}
	var newLit encode.Lit
	for _, l := range enc.Facts {
		f, ok := enc.FactOf(l).JSON.(FactJSON)
		if !ok {
			continue // a wall fact
		}
		if f.Cell[1] == 0 && f.Dot == f.Cell[0] {
			known[l] = true
			newLit = l
		}
	}
	b, err := Kind.(puzzle.Boarder).Board(ps[0], puzzle.View{Enc: enc, Known: known, New: []encode.Lit{newLit}})
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Cells) != 2 || len(b.Lines) != 1 || b.Lines[0].From != [2]int{1, 0} || b.Lines[0].To != [2]int{1, 1} {
		t.Fatalf("cells %+v lines %+v", b.Cells, b.Lines)
	}
}

// TestWallFacts: with Explain the encoding has a wall fact per pair of
// neighbours, worded as the cell facts are (row, column from 0).
func TestWallFacts(t *testing.T) {
	ps, err := Parse("x.json", []byte(`{"rows":2,"cols":2,"dots":[[0,0.5],[1,0.5]]}`), FormatJSON)
	if err != nil {
		t.Fatal(err)
	}
	enc, err := Kind.Encode(ps[0], puzzle.Options{Explain: true})
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, l := range enc.Facts {
		if _, ok := enc.FactOf(l).JSON.(WallFactJSON); ok {
			texts = append(texts, enc.FactOf(l).Text, enc.FactOf(-l).Text)
		}
	}
	want := []string{
		"there is a wall between (0,0) and (0,1)", "there is no wall between (0,0) and (0,1)",
		"there is a wall between (0,0) and (1,0)", "there is no wall between (0,0) and (1,0)",
		"there is a wall between (0,1) and (1,1)", "there is no wall between (0,1) and (1,1)",
		"there is a wall between (1,0) and (1,1)", "there is no wall between (1,0) and (1,1)",
	}
	if strings.Join(texts, "\n") != strings.Join(want, "\n") {
		t.Fatalf("wall facts:\n%s", strings.Join(texts, "\n"))
	}
	plain, err := Kind.Encode(ps[0], puzzle.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(plain.Facts) != len(plain.Problem.Primary) {
		t.Fatalf("without Explain: %d facts, %d primary", len(plain.Facts), len(plain.Problem.Primary))
	}
}
