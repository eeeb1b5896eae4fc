package shikaku

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// roomsKey is a canonical form of a partition: its rectangles, sorted.
func roomsKey(rs []Rect) string {
	ss := make([]string, len(rs))
	for i, r := range rs {
		ss[i] = r.String()
	}
	slices.Sort(ss)
	return strings.Join(ss, " ")
}

// explainOptions cycle through the models and exactly-one encodings.
var explainOptions = []Options{
	{Explain: true}, {Explain: true, Model: Redundant}, {Explain: true, AMO: encode.Ladder},
	{Explain: true, UseCard: true, Card: encode.Totalizer}, {Explain: true, UseCard: true, Card: encode.Native},
	{Explain: true, Model: Channel, AMO: encode.Commander}, {Explain: true, UseCard: true, Card: encode.Binomial},
}

// TestExplainBruteForce checks the explanation encoding against brute
// force on small random puzzles (many of them impossible or ambiguous):
// with every selector assumed true its solutions are exactly the
// puzzle's; with some selectors assumed false they are exactly those of
// the puzzle where those clues have unknown area (a room of any area
// holding the clue and no other). In every solution the facts (the
// cell-room variables) say which room holds each cell.
func TestExplainBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	const limit = 200
	runs, allOn, gained, unsat, many := 0, 0, 0, 0, 0
	for trial := 0; trial < 600; trial++ {
		p := randomPuzzle(rng, 1+rng.Intn(6), 1+rng.Intn(5), trial%2 == 1)
		unknown := map[int]bool{}
		if trial%3 != 0 {
			unknown[rng.Intn(len(p.Clues))] = true
			for k := range p.Clues {
				if rng.Intn(4) == 0 {
					unknown[k] = true
				}
			}
		}
		want := map[string]bool{}
		n := bruteSolve(p, unknown, limit+1, func(rs []Rect) { want[roomsKey(rs)] = true })
		opt := explainOptions[trial%len(explainOptions)]
		got, complete := explainSolutions(t, p, opt, unknown, limit+1)
		name := fmt.Sprintf("%s%v unknown %v", p, opt, unknown)
		if n > limit {
			if complete {
				t.Fatalf("%s: brute force finds more than %d solutions, SAT %d", name, limit, len(got))
			}
			many++
			continue
		}
		if !complete || len(got) != len(want) {
			t.Fatalf("%s: SAT finds %d solutions (complete %v), brute force %d", name, len(got), complete, len(want))
		}
		for k := range want {
			if !got[k] {
				t.Fatalf("%s: SAT misses %s", name, k)
			}
		}
		runs++
		switch {
		case len(unknown) == 0:
			allOn++
		case n > bruteCount(p, limit+1):
			gained++
		}
		if n == 0 {
			unsat++
		}
	}
	report := fmt.Sprintf("%d runs compared (%d more with over %d solutions), %d with every selector on, %d where unknown areas add solutions, %d without solution",
		runs, many, limit, allOn, gained, unsat)
	if allOn < 100 || gained < 80 || unsat < 50 {
		t.Fatal("weak test: " + report)
	}
	t.Log(report)
}

// explainSolutions enumerates, up to limit, the solutions of p's
// explanation encoding with the selectors of the unknown clues assumed
// false and the others true (as unit clauses), and checks the facts of
// each.
func explainSolutions(t *testing.T, p *Puzzle, opt Options, unknown map[int]bool, limit int) (map[string]bool, bool) {
	t.Helper()
	e, err := Encode(p, opt)
	if err != nil {
		t.Fatalf("%s%v: %v", p, opt, err)
	}
	if e.Options.Model < Channel || len(e.Clues) != len(p.Clues) {
		t.Fatalf("%v: model %v, %d selectors for %d clues", opt, e.Options.Model, len(e.Clues), len(p.Clues))
	}
	for k, c := range e.Clues {
		if unknown[k] {
			e.Formula.Add(-c.Selector)
		} else {
			e.Formula.Add(c.Selector)
		}
	}
	got := map[string]bool{}
	pr := encode.Problem{Formula: e.Formula, Primary: e.Primary()}
	sum, err := solve.Enumerate(context.Background(), solver.Gophersat{}, pr, limit, func(m encode.Model) error {
		s, err := e.Decode(m)
		if err != nil {
			return err
		}
		rs := make([]Rect, len(s.Rooms))
		for k, rm := range s.Rooms {
			rs[k] = Rect{Row: rm.Row, Col: rm.Col, W: rm.Width, H: rm.Height}
			if !rs[k].Contains(p.Clues[k].Row, p.Clues[k].Col) {
				return fmt.Errorf("room %v misses its clue", rs[k])
			}
		}
		for cell, ws := range e.W {
			for _, w := range ws {
				if in := rs[w.Room].Contains(cell/p.Width, cell%p.Width); m.Value(w.Lit) != in {
					return fmt.Errorf("fact %q is %v, the room is %v", e.Fact(w.Lit).Text, m.Value(w.Lit), rs[w.Room])
				}
			}
		}
		got[roomsKey(rs)] = true
		return nil
	})
	if err != nil {
		t.Fatalf("%s%v: %v", p, opt, err)
	}
	return got, sum.Complete
}

// TestExplainFactsAndClues: the facts are the cell-room variables, named
// as a person reads them, and every clue has a selector.
func TestExplainFactsAndClues(t *testing.T) {
	ps, err := Parse("", []byte("3..\n..4\n2..\n"), FormatText)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	pe, err := Kind.Encode(p, explainSettings(map[string]string{"model": "partition", "amo": "ladder"}))
	if err != nil {
		t.Fatal(err)
	}
	if pe.Settings["model"] != "channel" || pe.Settings["amo"] != "ladder" {
		t.Fatalf("settings %v: want the channel model (explain needs the view) and ladder", pe.Settings)
	}
	e, _ := Encode(p, Options{Explain: true, AMO: encode.Ladder})
	nw := 0
	for _, ws := range e.W {
		nw += len(ws)
	}
	if len(pe.Facts) != nw {
		t.Fatalf("%d facts, %d cell-room variables", len(pe.Facts), nw)
	}
	js := func(v any) string {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	var lit encode.Lit
	for _, w := range e.W[2*3+1] { // cell (2,1)
		if w.Room == 2 { // the clue 2 at (2,0)
			lit = w.Lit
		}
	}
	for _, tc := range []struct {
		lit        encode.Lit
		text, json string
	}{
		{lit, "cell (2,1) belongs to the room of the clue at (2,0)", `{"cell":[2,1],"clue":[2,0],"holds":true}`},
		{-lit, "cell (2,1) does not belong to the room of the clue at (2,0)", `{"cell":[2,1],"clue":[2,0],"holds":false}`},
		{e.Z[0][0], "the room of the clue at (0,0) is the 1x1 rectangle at (0,0)", `{"clue":[0,0],"rect":[0,0,1,1],"holds":true}`},
		{-e.Z[1][2], "the room of the clue at (1,2) is not the 1x2 rectangle at (1,2)", `{"clue":[1,2],"rect":[1,2,1,2],"holds":false}`},
		{e.Clues[0].Selector, "variable " + fmt.Sprint(e.Clues[0].Selector), "null"},
	} {
		f := pe.FactOf(tc.lit)
		if f.Lit != tc.lit || f.Text != tc.text || js(f.JSON) != tc.json {
			t.Errorf("fact %d: %q %s, want %q %s", tc.lit, f.Text, js(f.JSON), tc.text, tc.json)
		}
	}
	want := []string{
		`the room of the clue at (0,0) has area 3 {"clue":[0,0],"area":3}`,
		`the room of the clue at (1,2) has area 4 {"clue":[1,2],"area":4}`,
		`the room of the clue at (2,0) has area 2 {"clue":[2,0],"area":2}`,
	}
	if len(pe.Clues) != len(want) {
		t.Fatalf("%d clues", len(pe.Clues))
	}
	for i, c := range pe.Clues {
		if got := c.Text + " " + js(c.JSON); got != want[i] || c.Selector == 0 {
			t.Errorf("clue %d: %s (selector %d), want %s", i, got, c.Selector, want[i])
		}
	}
	// Without explain: no selectors; facts only where the model has the view.
	for model, facts := range map[string]bool{"partition": false, "channel": true, "redundant": true} {
		pe, err := Kind.Encode(p, explainSettings(map[string]string{"model": model}))
		if err != nil {
			t.Fatal(err)
		}
		pe2, _ := Kind.Encode(p, settingsOnly(map[string]string{"model": model}))
		if len(pe2.Clues) != 0 || (len(pe2.Facts) > 0) != facts || len(pe.Clues) != 3 {
			t.Errorf("%s: %d clues, %d facts without explain; %d clues with", model, len(pe2.Clues), len(pe2.Facts), len(pe.Clues))
		}
	}
}

// TestExplainKeepsImpossiblePuzzles: the explanation encoding does not
// refuse a puzzle whose clues cannot all hold (a diagnosis needs it):
// with every selector on it has no solution, with the right clue unknown
// it has one.
func TestExplainKeepsImpossiblePuzzles(t *testing.T) {
	ps, err := Parse("", []byte("3 3\n3..\n..4\n...\n"), FormatText)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	if e, err := Encode(p, Options{}); err != nil || e.Infeasible == nil {
		t.Fatalf("without explain: %v, reason %v", err, e.Infeasible)
	}
	if got, _ := explainSolutions(t, p, Options{Explain: true}, nil, 10); len(got) != 0 {
		t.Fatalf("every clue on: %d solutions", len(got))
	}
	// The 4 at (1,2) of unknown area: its room has area 6, beside or
	// below the 3.
	got, _ := explainSolutions(t, p, Options{Explain: true}, map[int]bool{1: true}, 10)
	if len(got) != 2 || !got["(0,0,1x3) (0,1,2x3)"] || !got["(0,0,3x1) (1,0,3x2)"] {
		t.Fatalf("clue 4 unknown: %v", got)
	}
}
