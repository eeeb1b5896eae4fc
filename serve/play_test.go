package serve

import (
	"context"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	pboard "github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

func check(t *testing.T, url string, body map[string]any) puzzle.Verdict {
	t.Helper()
	var out puzzle.Verdict
	if st := post(t, url+"/api/check", body, &out); st != http.StatusOK {
		t.Fatalf("status %d", st)
	}
	return out
}

func TestCheckFindsBrokenRules(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	twos := readFile(t, "../examples/hashi/four-twos.grid")
	tree := readFile(t, "../examples/hashi/tree.json")
	small := readFile(t, "../examples/shikaku/small.txt")
	zebra1962 := readFile(t, "../examples/zebra/zebra1962.txt")
	br := func(r1, c1, r2, c2, k int) map[string]any {
		return map[string]any{"from": []int{r1, c1}, "to": []int{r2, c2}, "count": k}
	}
	room := func(r, c, w, h int) map[string]any {
		return map[string]any{"row": r, "col": c, "width": w, "height": h}
	}
	// mark is a cell of zebra's grid: the row of value val of category
	// cat, the column of house, "yes" or "no".
	z := readZebra(t, zebra1962)
	mark := func(cat, val string, house int, yes bool) map[string]any {
		c := slices.IndexFunc(z.Categories, func(x zebra.Category) bool { return x.Name == cat })
		v := z.Categories[c].Index(val)
		if c < 0 || v < 0 {
			t.Fatalf("no %s %s", cat, val)
		}
		value := "no"
		if yes {
			value = "yes"
		}
		return map[string]any{"cell": []int{c*z.N() + v, house - 1}, "value": value}
	}
	cases := []struct {
		name, puzzle, kind string
		state              map[string]any
		status, text       string
	}{
		{"empty", twos, "hashi", map[string]any{"edges": []any{}}, "playing", ""},
		{"the 4-cycle", twos, "hashi", map[string]any{"edges": []any{br(0, 0, 0, 2, 1), br(0, 0, 2, 0, 1), br(0, 2, 2, 2, 1), br(2, 0, 2, 2, 1)}}, "solved", ""},
		{"too many", twos, "hashi", map[string]any{"edges": []any{br(0, 0, 0, 2, 2), br(0, 0, 2, 0, 1)}}, "broken", "more than its 2"},
		{"cut off", twos, "hashi", map[string]any{"edges": []any{br(0, 0, 0, 2, 2)}}, "broken", "cut off"},
		{"more than M", twos, "hashi", map[string]any{"edges": []any{br(0, 0, 0, 2, 3)}}, "broken", "at most 2"},
		{"diagonal", twos, "hashi", map[string]any{"edges": []any{br(0, 0, 2, 2, 1)}}, "broken", "not a bridge"},
		{"loop in a tree", tree, "hashi", map[string]any{"edges": []any{br(0, 0, 0, 2, 1), br(0, 0, 2, 0, 1), br(0, 2, 2, 2, 1), br(2, 0, 2, 2, 1)}}, "broken", "closes a loop"},
		{"shikaku solved", small, "shikaku", map[string]any{"rooms": []any{room(0, 0, 3, 1), room(1, 1, 2, 2), room(1, 0, 1, 2)}}, "solved", ""},
		{"shikaku area", small, "shikaku", map[string]any{"rooms": []any{room(0, 0, 2, 1)}}, "broken", "has 2 cells"},
		{"shikaku two clues", small, "shikaku", map[string]any{"rooms": []any{room(0, 0, 3, 2)}}, "broken", "holds 2 clues"},
		{"shikaku no clue", small, "shikaku", map[string]any{"rooms": []any{room(1, 1, 1, 1)}}, "broken", "holds no clue"},
		{"shikaku overlap", small, "shikaku", map[string]any{"rooms": []any{room(0, 0, 3, 1), room(0, 0, 1, 2)}}, "broken", "overlap"},
		{"shikaku outside", small, "shikaku", map[string]any{"rooms": []any{room(2, 2, 2, 2)}}, "broken", "not inside"},
		{"zebra two places", zebra1962, "zebra", map[string]any{"cells": []any{mark("Nationality", "Norwegian", 1, true), mark("Nationality", "Norwegian", 2, true)}}, "broken", "in 2 places"},
		{"zebra no place", zebra1962, "zebra", map[string]any{"cells": []any{mark("Color", "red", 1, false), mark("Color", "red", 2, false), mark("Color", "red", 3, false), mark("Color", "red", 4, false), mark("Color", "red", 5, false)}}, "broken", "no place left"},
		{"zebra clue", zebra1962, "zebra", map[string]any{"cells": []any{mark("Drink", "milk", 2, true)}}, "broken", "clue 8 does not hold: milk at 3"},
		{"zebra fine", zebra1962, "zebra", map[string]any{"cells": []any{mark("Drink", "milk", 3, true), mark("Drink", "milk", 2, false)}}, "playing", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out := check(t, ts.URL, map[string]any{"kind": tc.kind, "puzzle": tc.puzzle, "state": tc.state})
			text := ""
			for _, p := range out.Problems {
				text += p.Text + "\n"
			}
			if out.Status != tc.status || !strings.Contains(text, tc.text) {
				t.Errorf("status %s, problems %q; want %s with %q", out.Status, text, tc.status, tc.text)
			}
		})
	}
	bad := []struct {
		name, puzzle, kind string
		state              any
		text               string
	}{
		{"outside zebra's grid", zebra1962, "zebra", map[string]any{"cells": []any{map[string]any{"cell": []int{25, 0}, "value": "yes"}}}, "outside the grid"},
		{"zebra value", zebra1962, "zebra", map[string]any{"cells": []any{map[string]any{"cell": []int{0, 0}, "value": "maybe"}}}, `want "yes" or "no"`},
		{"zebra twice", zebra1962, "zebra", map[string]any{"cells": []any{mark("Drink", "milk", 3, true), mark("Drink", "milk", 3, false)}}, "given twice"},
		{"zebra rooms", zebra1962, "zebra", map[string]any{"rooms": []any{room(0, 0, 1, 1)}}, "not rooms"},
		{"hashi rooms", twos, "hashi", map[string]any{"rooms": []any{room(0, 0, 1, 1)}}, "hashi states have edges (bridges), not rooms"},
		{"shikaku edges", small, "shikaku", map[string]any{"edges": []any{br(0, 0, 0, 2, 1)}}, "not edges"},
		{"unknown part", twos, "hashi", map[string]any{"bridges": []any{br(0, 0, 0, 2, 1)}}, `unknown field "bridges"`},
		{"no state", twos, "hashi", nil, `needs "state"`},
		{"not an object", twos, "hashi", []int{1}, "state:"},
	}
	for _, tc := range bad {
		t.Run(tc.name, func(t *testing.T) {
			body := map[string]any{"kind": tc.kind, "puzzle": tc.puzzle}
			if tc.state != nil {
				body["state"] = tc.state
			}
			var e errorJSON
			if st := post(t, ts.URL+"/api/check", body, &e); st != 400 || !strings.Contains(e.Error, tc.text) {
				t.Errorf("status %d, %q; want 400 with %q", st, e.Error, tc.text)
			}
		})
	}
}

func readZebra(t *testing.T, text string) *zebra.Puzzle {
	t.Helper()
	items, err := puzzle.ReadAll(zebra.Kind, puzzle.Source{Name: "zebra", Data: []byte(text)}, "")
	if err != nil {
		t.Fatal(err)
	}
	return items[0].Puzzle.(*zebra.Puzzle)
}

// TestCheckNotOffered: a kind without puzzle.Player is not played (400,
// never 500), and meta says so.
func TestCheckNotOffered(t *testing.T) {
	s, ts := newTestServer(t, Options{Kinds: append(kinds.All(), fakeKind{})})
	var e errorJSON
	if st := post(t, ts.URL+"/api/check", map[string]any{"kind": "fake", "puzzle": "fake 3", "state": map[string]any{}}, &e); st != 400 || e.Error != "fake puzzles cannot be played here" {
		t.Errorf("status %d, %q", st, e.Error)
	}
	for _, k := range s.meta().Kinds {
		kind, err := kinds.Lookup(k.Name)
		_, plays := kind.(puzzle.Player)
		if k.Play != (err == nil && plays) {
			t.Errorf("%s: play %v", k.Name, k.Play)
		}
	}
}

// TestCheckNeverBlamesPartOfTheSolution checks every bundled example
// with one solution: random parts of the solution are never "broken",
// and the whole of it is "solved" (which the kind's own Check decides).
func TestCheckNeverBlamesPartOfTheSolution(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	checked := 0
	s, ts := newTestServer(t, Options{})
	for _, ex := range s.examples {
		text, err := ex.Text()
		if err != nil {
			t.Fatal(err)
		}
		k, _ := kinds.Lookup(ex.Kind)
		if _, plays := k.(puzzle.Player); !plays {
			continue // not played on the page (TestCheckNotOffered)
		}
		items, err := puzzle.Read(k, puzzle.Source{Name: sourceName, Data: []byte(text)}, "")
		if err != nil {
			t.Fatal(err)
		}
		it := items[max(ex.Index, 1)-1]
		r, err := solve.One(context.Background(), k, it, solve.Options{Solver: solver.CDCL{}, Unique: true})
		if err != nil {
			t.Fatal(err)
		}
		if r.Unique != puzzle.UniqueYes {
			continue
		}
		checked++
		parts := solutionParts(t, k, it.Puzzle, r.First())
		for trial := range 20 {
			keep := parts
			if trial > 0 {
				keep = nil
				for _, p := range parts {
					if rng.IntN(2) == 0 {
						keep = append(keep, p)
					}
				}
			}
			body := map[string]any{"kind": ex.Kind, "puzzle": text, "index": max(ex.Index, 1), "state": stateOf(keep)}
			out := check(t, ts.URL, body)
			want := "playing"
			if len(keep) == len(parts) {
				want = "solved"
			}
			if out.Status != want && !(want == "playing" && out.Status == "solved") {
				t.Errorf("%s: %d of %d parts of the solution: %s %v, want %s", ex.ID, len(keep), len(parts), out.Status, out.Problems, want)
				break
			}
		}
	}
	if checked < 10 {
		t.Errorf("%d examples with one solution checked, want every one (at least 10)", checked)
	}
}

// solutionParts are the pieces a player puts down, as parts of a
// board.State: the state the kind's board of the solution shows
// (board.State: edges, rooms, cells, lines).
func solutionParts(t *testing.T, k puzzle.Kind, p puzzle.Puzzle, sol puzzle.Solution) []any {
	t.Helper()
	bd, ok := k.(puzzle.Boarder)
	if !ok {
		t.Fatalf("%s: no board", k.Name())
	}
	b, err := bd.Board(p, puzzle.View{Solution: sol})
	if err != nil {
		t.Fatal(err)
	}
	st := b.State()
	var out []any
	for _, e := range st.Edges {
		out = append(out, e)
	}
	for _, r := range st.Rooms {
		out = append(out, r)
	}
	for _, c := range st.Cells {
		out = append(out, c)
	}
	for _, l := range st.Lines {
		out = append(out, l)
	}
	return out
}

func stateOf(parts []any) pboard.State {
	var st pboard.State
	for _, p := range parts {
		switch p := p.(type) {
		case pboard.EdgeState:
			st.Edges = append(st.Edges, p)
		case pboard.RoomState:
			st.Rooms = append(st.Rooms, p)
		case pboard.CellState:
			st.Cells = append(st.Cells, p)
		case pboard.LineState:
			st.Lines = append(st.Lines, p)
		}
	}
	return st
}
