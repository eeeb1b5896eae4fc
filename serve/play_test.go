package serve

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

func check(t *testing.T, url string, body map[string]any) checkJSON {
	t.Helper()
	var out checkJSON
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
	mark := func(cat, val string, house int, yes bool) map[string]any {
		return map[string]any{"category": cat, "value": val, "house": house, "holds": yes}
	}
	cases := []struct {
		name, puzzle, kind string
		state              map[string]any
		status, text       string
	}{
		{"empty", twos, "hashi", map[string]any{"bridges": []any{}}, "playing", ""},
		{"the 4-cycle", twos, "hashi", map[string]any{"bridges": []any{br(0, 0, 0, 2, 1), br(0, 0, 2, 0, 1), br(0, 2, 2, 2, 1), br(2, 0, 2, 2, 1)}}, "solved", ""},
		{"too many", twos, "hashi", map[string]any{"bridges": []any{br(0, 0, 0, 2, 2), br(0, 0, 2, 0, 1)}}, "broken", "more than its 2"},
		{"cut off", twos, "hashi", map[string]any{"bridges": []any{br(0, 0, 0, 2, 2)}}, "broken", "cut off"},
		{"more than M", twos, "hashi", map[string]any{"bridges": []any{br(0, 0, 0, 2, 3)}}, "broken", "at most 2"},
		{"diagonal", twos, "hashi", map[string]any{"bridges": []any{br(0, 0, 2, 2, 1)}}, "broken", "not a bridge"},
		{"loop in a tree", tree, "hashi", map[string]any{"bridges": []any{br(0, 0, 0, 2, 1), br(0, 0, 2, 0, 1), br(0, 2, 2, 2, 1), br(2, 0, 2, 2, 1)}}, "broken", "closes a loop"},
		{"shikaku solved", small, "shikaku", map[string]any{"rooms": []any{room(0, 0, 3, 1), room(1, 1, 2, 2), room(1, 0, 1, 2)}}, "solved", ""},
		{"shikaku area", small, "shikaku", map[string]any{"rooms": []any{room(0, 0, 2, 1)}}, "broken", "has 2 cells"},
		{"shikaku two clues", small, "shikaku", map[string]any{"rooms": []any{room(0, 0, 3, 2)}}, "broken", "holds 2 clues"},
		{"shikaku no clue", small, "shikaku", map[string]any{"rooms": []any{room(1, 1, 1, 1)}}, "broken", "holds no clue"},
		{"shikaku overlap", small, "shikaku", map[string]any{"rooms": []any{room(0, 0, 3, 1), room(0, 0, 1, 2)}}, "broken", "overlap"},
		{"shikaku outside", small, "shikaku", map[string]any{"rooms": []any{room(2, 2, 2, 2)}}, "broken", "not inside"},
		{"zebra two places", zebra1962, "zebra", map[string]any{"marks": []any{mark("Nationality", "Norwegian", 1, true), mark("Nationality", "Norwegian", 2, true)}}, "broken", "in 2 places"},
		{"zebra no place", zebra1962, "zebra", map[string]any{"marks": []any{mark("Color", "red", 1, false), mark("Color", "red", 2, false), mark("Color", "red", 3, false), mark("Color", "red", 4, false), mark("Color", "red", 5, false)}}, "broken", "no place left"},
		{"zebra clue", zebra1962, "zebra", map[string]any{"marks": []any{mark("Drink", "milk", 2, true)}}, "broken", "clue 8 does not hold: milk at 3"},
		{"zebra fine", zebra1962, "zebra", map[string]any{"marks": []any{mark("Drink", "milk", 3, true), mark("Drink", "milk", 2, false)}}, "playing", ""},
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
	var e errorJSON
	if st := post(t, ts.URL+"/api/check", map[string]any{"kind": "zebra", "puzzle": zebra1962, "state": map[string]any{"marks": []any{mark("Colour", "red", 1, true)}}}, &e); st != 400 || !strings.Contains(e.Error, "no category") {
		t.Errorf("unknown category: status %d, %q", st, e.Error)
	}
}

// TestCheckNeverBlamesPartOfTheSolution checks every bundled example
// with one solution: random parts of the solution are never "broken",
// and the whole of it is "solved" (which the kind's own Check decides).
func TestCheckNeverBlamesPartOfTheSolution(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	rng := rand.New(rand.NewPCG(1, 2))
	checked := 0
	for _, ex := range catalogue {
		text, err := ex.text()
		if err != nil {
			t.Fatal(err)
		}
		k, _ := kinds.Lookup(ex.kind)
		items, err := puzzle.Read(k, puzzle.Source{Name: sourceName, Data: []byte(text)}, "")
		if err != nil {
			t.Fatal(err)
		}
		it := items[max(ex.index, 1)-1]
		r, err := solve.One(context.Background(), k, it, solve.Options{Solver: solver.CDCL{}, Unique: true})
		if err != nil {
			t.Fatal(err)
		}
		if r.Unique != puzzle.UniqueYes {
			continue
		}
		checked++
		parts := solutionParts(it.Puzzle, r.First())
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
			body := map[string]any{"kind": ex.kind, "puzzle": text, "index": max(ex.index, 1), "state": stateOf(ex.kind, keep)}
			out := check(t, ts.URL, body)
			want := "playing"
			if len(keep) == len(parts) {
				want = "solved"
			}
			if out.Status != want && !(want == "playing" && out.Status == "solved") {
				t.Errorf("%s: %d of %d parts of the solution: %s %v, want %s", ex.id, len(keep), len(parts), out.Status, out.Problems, want)
				break
			}
		}
	}
	if checked < 10 {
		t.Errorf("%d examples with one solution checked, want every one (at least 10)", checked)
	}
}

// solutionParts are the pieces a player puts down: bridges, rooms, marks
// (a zebra solution's yes and no marks).
func solutionParts(p puzzle.Puzzle, sol puzzle.Solution) []any {
	var out []any
	switch s := sol.(type) {
	case *hashi.Solution:
		for _, b := range s.Bridges {
			out = append(out, b)
		}
	case *shikaku.Solution:
		for _, rm := range s.Rooms {
			out = append(out, stateRoom{Row: rm.Row, Col: rm.Col, Width: rm.Width, Height: rm.Height})
		}
	case *zebra.Solution:
		z := p.(*zebra.Puzzle)
		for c, cat := range z.Categories {
			for v, val := range cat.Values {
				for h := range z.N() {
					out = append(out, zebraMark{Category: cat.Name, Value: val, House: h + 1, Holds: s.Pos[c][v] == h})
				}
			}
		}
	}
	return out
}

func stateOf(kind string, parts []any) json.RawMessage {
	name := map[string]string{"hashi": "bridges", "shikaku": "rooms", "zebra": "marks"}[kind]
	if parts == nil {
		parts = []any{}
	}
	b, _ := json.Marshal(map[string]any{name: parts})
	return b
}
