package serve

import (
	"regexp"
	"strings"
	"testing"

	pboard "github.com/puzzlesat/puzzlesat/puzzle/board"
)

// A hint is one move (issue 30 item 7): on a half-played Hashi it is one
// bridge the player has not drawn, said 1-based, its reason with it; a
// hint on the board that move makes is another move.
func TestHintIsOneMove(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	text := readFile(t, "../examples/hashi/tatham-7x7.txt")
	// The first puzzle's first steps say bridge (2,6)-(6,6) = 2 and
	// (6,0)-(6,6) = 2: the player has drawn the first.
	state := map[string]any{"edges": []any{map[string]any{"from": []int{2, 6}, "to": []int{6, 6}, "count": 2}}}
	var h hintJSON
	if st := post(t, ts.URL+"/api/hint", map[string]any{"kind": "hashi", "puzzle": text, "state": state}, &h); st != 200 {
		t.Fatalf("status %d", st)
	}
	if h.Status != "hint" || h.Move == nil || len(h.Move.Edges)+len(h.Move.Lines)+len(h.Move.Rooms)+len(h.Move.Cells) != 1 || len(h.Move.Edges) != 1 {
		t.Fatalf("not one move: %+v", h)
	}
	e := h.Move.Edges[0]
	if samePair(e.From, e.To, [2]int{2, 6}, [2]int{6, 6}) {
		t.Errorf("the hint is the bridge already drawn: %+v", h)
	}
	if !h.FromBoard || h.Board == nil || !strings.Contains(h.Words, cell1(e.From)) || !strings.Contains(h.Words, cell1(e.To)) || !strings.Contains(h.Text, h.Words) {
		t.Errorf("hint %+v", h)
	}
	// 1-based: no 0 coordinate in the words; every cell the text names
	// is on the 7x7 board counted from 1.
	for _, m := range regexp.MustCompile(`\((\d+),(\d+)\)`).FindAllStringSubmatch(h.Text, -1) {
		if m[1] == "0" || m[2] == "0" || len(m[1]) > 1 || m[1] > "7" || m[2] > "7" {
			t.Errorf("not 1-based: %s in %q", m[0], h.Text)
		}
	}
	news := 0
	for _, l := range h.Board.Lines {
		if l.Class == pboard.ClassNew {
			news++
		}
	}
	if news != 1 {
		t.Errorf("the hint board highlights %d new lines, want 1", news)
	}
	// Applying the move: the next hint is another move.
	state["edges"] = append(state["edges"].([]any), map[string]any{"from": e.From, "to": e.To, "count": e.Count})
	var h2 hintJSON
	if st := post(t, ts.URL+"/api/hint", map[string]any{"kind": "hashi", "puzzle": text, "state": state}, &h2); st != 200 || h2.Status != "hint" ||
		len(h2.Move.Edges) != 1 || samePair(h2.Move.Edges[0].From, h2.Move.Edges[0].To, e.From, e.To) && h2.Move.Edges[0].Count <= e.Count {
		t.Errorf("second hint: status %d, %+v", st, h2)
	}
}

// Hints for kinds of cells and rooms: a Sudoku hint puts one digit in an
// empty cell (a Futoshiki hint too); a Shikaku hint draws one room.
func TestHintCellsAndRooms(t *testing.T) {
	s, ts := newTestServer(t, Options{})
	for _, c := range []struct{ kind, want string }{{"sudoku", "cells"}, {"shikaku", "rooms"}, {"futoshiki", "cells"}} {
		var h hintJSON
		if st := post(t, ts.URL+"/api/hint", map[string]any{"kind": c.kind, "puzzle": exampleText(t, s, c.kind)}, &h); st != 200 || h.Status != "hint" {
			t.Errorf("%s: status %d, %+v", c.kind, st, h)
			continue
		}
		n := map[string]int{"cells": len(h.Move.Cells), "rooms": len(h.Move.Rooms)}
		if n[c.want] != 1 || len(h.Move.Cells)+len(h.Move.Rooms)+len(h.Move.Edges)+len(h.Move.Lines) != 1 {
			t.Errorf("%s: move %+v", c.kind, h.Move)
		}
		if c.kind == "futoshiki" && len(h.Move.Cells) == 1 && !strings.Contains(h.Fact, cell1(h.Move.Cells[0].Cell)) {
			t.Errorf("futoshiki: the fact %q is not about the move's cell %s", h.Fact, cell1(h.Move.Cells[0].Cell))
		}
		t.Logf("%s: %s", c.kind, h.Text)
	}
}

// /api/check says which clues the board completes: an island with all
// its bridges is "met" (the page greys it).
func TestCheckMet(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	text := readFile(t, "../examples/hashi/tatham-7x7.txt")
	state := map[string]any{"edges": []any{map[string]any{"from": []int{2, 6}, "to": []int{6, 6}, "count": 2}}}
	var v struct {
		Status string   `json:"status"`
		Met    [][2]int `json:"met"`
	}
	if st := post(t, ts.URL+"/api/check", map[string]any{"kind": "hashi", "puzzle": text, "state": state}, &v); st != 200 || v.Status != "playing" || len(v.Met) != 1 || v.Met[0] != [2]int{2, 6} {
		t.Errorf("status %d, %+v: want island (2,6) met", st, v)
	}
}
