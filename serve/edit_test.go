package serve

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// TestStatus: /api/status answers none (with the kind's counting reason),
// one or several (with where two solutions differ and a suggested clue)
// for several genres, within its time limit.
func TestStatus(t *testing.T) {
	s, ts := newTestServer(t, Options{})
	empty4 := "4 4\n- - - -\n- - - -\n- - - -\n- - - -\n"
	cases := []struct {
		name, kind, puzzle string
		status             string
		reason             string // in the reason
		suggestCell        bool   // a clue to place with /api/edit
		suggestWords       bool   // a clue in words (puzzle.Suggester)
	}{
		{"hashi odd sum", "hashi", "2.1\n...\n1.1\n", "none", "an odd number", false, false},
		{"sudoku unique", "sudoku", exampleText(t, s, "sudoku"), "one", "", false, false},
		{"sudoku empty", "sudoku", empty4, "several", "", true, false},
		{"akari", "akari", readFile(t, "../examples/akari/small.txt"), "one", "", false, false},
		{"akari open", "akari", "3 3\n- - -\n- - -\n- - -\n", "several", "", false, false},
		{"jigsaw uneven", "jigsawsudoku", "4 4\n- - - -\n- - - -\n- - - -\n- - - -\n1 1 1 2\n1 1 2 2\n3 3 4 4\n3 3 4 4\n", "none", "region 1 has 5 cells: each region needs 4", false, false},
		{"binairo one given less", "binairo", ".....0\n.0..1.\n..0...\n.....0\n.00...\n.00...\n", "several", "", false, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out statusJSON
			if st := post(t, ts.URL+"/api/status", map[string]any{"kind": c.kind, "puzzle": c.puzzle}, &out); st != 200 {
				t.Fatalf("status %d", st)
			}
			if out.Status != c.status || !strings.Contains(out.Reason, c.reason) {
				t.Errorf("got %s (%q), want %s (%q)", out.Status, out.Reason, c.status, c.reason)
			}
			if c.status == "several" && (out.Differ == nil || out.Differ.First == out.Differ.Second) {
				t.Errorf("no place where the solutions differ: %+v", out.Differ)
			}
			if c.suggestCell && (out.Suggest == nil || out.Suggest.Cell == nil || out.Suggest.Value == "") {
				t.Errorf("no clue to place: %+v", out.Suggest)
			}
			if c.suggestWords && (out.Suggest == nil || out.Suggest.Text == "" || !out.Suggest.Unique) {
				t.Errorf("no clue in words: %+v", out.Suggest)
			}
		})
	}
}

// TestEdit: /api/edit places a given value, cycles a cell's clues with
// step, answers the edited puzzle's text in the format it was read in,
// and refuses a kind without the editor (422) or a cell off the board.
func TestEdit(t *testing.T) {
	s, ts := newTestServer(t, Options{})
	sudoku := exampleText(t, s, "sudoku")
	var out editJSON
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "sudoku", "puzzle": "4 4\n- - - -\n- - - -\n- - - -\n- - - -\n", "row": 1, "col": 2, "value": "3"}, &out); st != 200 {
		t.Fatalf("status %d", st)
	}
	if out.Clue != "3" || out.Read == nil || out.Read.Input.Format != "janko" || !strings.Contains(out.Puzzle, "- - 3 -") {
		t.Errorf("sudoku: %+v", out)
	}
	// Step: an Akari cell cycles "" -> black -> 0 ... 4 -> "".
	text := "3 3\n- - -\n- - -\n- - -\n"
	for _, want := range []string{"black", "0", "1", "2", "3", "4", ""} {
		out = editJSON{}
		if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "akari", "puzzle": text, "row": 0, "col": 0}, &out); st != 200 || out.Clue != want {
			t.Fatalf("akari step: status %d, clue %q, want %q", st, out.Clue, want)
		}
		text = out.Puzzle
	}
	out = editJSON{}
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "akari", "puzzle": text, "row": 0, "col": 0, "step": -1}, &out); st != 200 || out.Clue != "4" {
		t.Errorf("akari step -1: status %d, clue %q", st, out.Clue)
	}
	// A Tatham ID stays a Tatham ID.
	out = editJSON{}
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "sudoku", "puzzle": sudoku, "row": 0, "col": 0, "value": ""}, &out); st != 200 || out.Read.Input.Format != "tatham" {
		t.Errorf("sudoku tatham: status %d, %+v", st, out.Read)
	}
	var e errorJSON
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "galaxies", "puzzle": exampleText(t, s, "galaxies"), "row": 0, "col": 0}, &e); st != http.StatusUnprocessableEntity || !strings.Contains(e.Error, "not offered") {
		t.Errorf("galaxies: status %d, %+v", st, e)
	}
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "sudoku", "puzzle": sudoku, "row": 20, "col": 0}, &e); st != http.StatusBadRequest {
		t.Errorf("off the board: status %d, %+v", st, e)
	}
}

// TestEditGenres: Hashi's editor puts islands on the points of its dots
// board (the text grid's positions): a click on water between two
// islands makes it an island 1, then 2; an island that would see no other
// is refused. Slitherlink's clues go in the faces (edit_faces in the
// kind's meta) and Gokigen's on the dots; Hitori's numbers are changed
// or cleared in every format, Skyscrapers' counts go in the board's outer
// ring and Tents' trees in its cells.
func TestEditGenres(t *testing.T) {
	s, ts := newTestServer(t, Options{})
	text := "2.1\n...\n1.1\n"
	for _, want := range []string{"1", "2"} {
		var out editJSON
		if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "hashi", "puzzle": text, "row": 0, "col": 1}, &out); st != 200 || out.Clue != want {
			t.Fatalf("hashi step: status %d, clue %q, want %q", st, out.Clue, want)
		}
		text = out.Puzzle
	}
	if !strings.HasPrefix(text, "221\n") {
		t.Errorf("hashi: edited text %q", text)
	}
	var e errorJSON
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "hashi", "puzzle": "2.1\n...\n1.1\n", "row": 1, "col": 1, "value": "1"}, &e); st != http.StatusBadRequest || !strings.Contains(e.Error, "can never be met") {
		t.Errorf("hashi lone island: status %d, %+v", st, e)
	}
	var out editJSON
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "slitherlink", "puzzle": "2 2\n- -\n- -\n", "row": 1, "col": 1, "value": "3"}, &out); st != 200 || out.Clue != "3" || !strings.Contains(out.Puzzle, "- 3") {
		t.Errorf("slitherlink: status %d, %+v", st, out)
	}
	// Hitori: every cell holds a number; clearing one leaves pzprjs's
	// empty cell, in whichever format the kind writes it.
	for _, f := range []string{"../examples/hitori/text7x7.txt", "../examples/hitori/janko6x6.txt", "../examples/hitori/tatham5x5.txt"} {
		out = editJSON{}
		if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "hitori", "puzzle": readFile(t, f), "row": 0, "col": 0, "value": ""}, &out); st != 200 || out.Clue != "" {
			t.Errorf("hitori %s: status %d, %+v", f, st, out)
		}
		out = editJSON{}
		if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "hitori", "puzzle": readFile(t, f), "row": 0, "col": 0, "value": "2"}, &out); st != 200 || out.Clue != "2" {
			t.Errorf("hitori %s: status %d, %+v", f, st, out)
		}
	}
	// Skyscrapers: a count in the board's outer ring; the corners hold none.
	sky := exampleText(t, s, "skyscrapers")
	out = editJSON{}
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "skyscrapers", "puzzle": sky, "row": 0, "col": 1, "value": "2"}, &out); st != 200 || out.Clue != "2" {
		t.Errorf("skyscrapers: status %d, %+v", st, out)
	}
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "skyscrapers", "puzzle": sky, "row": 0, "col": 0, "value": "2"}, &e); st != http.StatusBadRequest || !strings.Contains(e.Error, "corner") {
		t.Errorf("skyscrapers corner: status %d, %+v", st, e)
	}
	// Tents: a click plants a tree, the next clears it.
	out = editJSON{}
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "tents", "puzzle": readFile(t, "../examples/tents/six.janko.txt"), "row": 0, "col": 0, "value": "tree"}, &out); st != 200 || out.Clue != "tree" {
		t.Errorf("tents: status %d, %+v", st, out)
	}
	// Yajilin: a click on a plain cell makes it a wall, the next a 0↑.
	yaj := readFile(t, "../examples/yajilin/small5x5-text.txt")
	for _, want := range []string{"wall", "0↑"} {
		out = editJSON{}
		if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "yajilin", "puzzle": yaj, "row": 0, "col": 0}, &out); st != 200 || out.Clue != want {
			t.Fatalf("yajilin step: status %d, clue %q, want %q", st, out.Clue, want)
		}
		yaj = out.Puzzle
	}
	// Gokigen's solutions differ in a face (a diagonal), not on a corner.
	var st statusJSON
	if code := post(t, ts.URL+"/api/status", map[string]any{"kind": "gokigen", "puzzle": "2 2\n- - -\n- - -\n- - -\n"}, &st); code != 200 || st.Status != "several" || st.Differ == nil || !st.Differ.Face || !strings.Contains(st.Differ.Text, "square") {
		t.Errorf("gokigen status: %d, %+v", code, st.Differ)
	}
	faces := map[string]string{}
	for _, k := range s.meta().Kinds {
		faces[k.Name] = k.EditFaces
	}
	if faces["slitherlink"] != "faces" || faces["gokigen"] != "dots" || faces["akari"] != "" {
		t.Errorf("edit_faces: %v", faces)
	}
}

// TestEditRegions: /api/edit's join moves a cell into a neighbour's
// region (Star Battle: the count of regions follows; the cell itself: a
// region of its own), keeps a room's number in its cell (Heyawake, whose
// numbers are also placed with clicks), refuses a room with two numbers
// and a Jigsaw region of the wrong size with the reason, a join that is
// not a neighbour (400) and a kind without regions (422); /api/meta says
// which kinds draw regions.
func TestEditRegions(t *testing.T) {
	s, ts := newTestServer(t, Options{})
	sb := readFile(t, "../examples/starbattle/gen6.txt")
	var out editJSON
	// (1,5) of B joins A at (1,4): B keeps its other cells.
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "starbattle", "puzzle": sb, "row": 1, "col": 5, "join": []int{1, 4}}, &out); st != 200 {
		t.Fatalf("starbattle join: status %d", st)
	}
	if !strings.Contains(out.Puzzle, "AAAAAA\nAAAAAA\n") || !strings.Contains(out.Read.Input.Summary, "6 regions") {
		t.Errorf("starbattle join: %q, %s", out.Puzzle, out.Read.Input.Summary)
	}
	// (0,0) a region of its own: 7 regions.
	out = editJSON{}
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "starbattle", "puzzle": sb, "row": 0, "col": 0, "join": []int{0, 0}}, &out); st != 200 || !strings.Contains(out.Read.Input.Summary, "7 regions") {
		t.Errorf("starbattle own region: status %d, %+v", st, out.Read)
	}
	var e errorJSON
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "starbattle", "puzzle": sb, "row": 0, "col": 0, "join": []int{1, 1}}, &e); st != http.StatusBadRequest || !strings.Contains(e.Error, "not neighbours") {
		t.Errorf("starbattle diagonal: status %d, %+v", st, e)
	}
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "starbattle", "puzzle": sb, "row": 0, "col": 0, "join": "x"}, &e); st != http.StatusBadRequest {
		t.Errorf("starbattle join x: status %d, %+v", st, e)
	}
	// Heyawake: the 1 at (3,2) (room j, one cell) joins room i on its
	// left and stays where it is; the 3 at (3,3) joining it would make a
	// room of two numbers.
	hey := readFile(t, "../examples/heyawake/gen8x8.txt")
	out = editJSON{}
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "heyawake", "puzzle": hey, "row": 3, "col": 2, "join": []int{3, 1}}, &out); st != 200 || out.Clue != "1" || len(out.Values) == 0 {
		t.Errorf("heyawake join: status %d, %+v", st, out)
	}
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "heyawake", "puzzle": hey, "row": 3, "col": 3, "join": []int{3, 2}}, &e); st != http.StatusBadRequest || !strings.Contains(e.Error, "two numbers") {
		t.Errorf("heyawake two numbers: status %d, %+v", st, e)
	}
	jig := readFile(t, "../examples/jigsawsudoku/six.janko.txt")
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "jigsawsudoku", "puzzle": jig, "row": 0, "col": 0, "join": []int{0, 0}}, &e); st != http.StatusBadRequest || !strings.Contains(e.Error, "one per digit") {
		t.Errorf("jigsaw: status %d, %+v", st, e)
	}
	// A Jigsaw cell moved to its neighbour's region: taken, regions of 5
	// and 7 cells (no solution, said by /api/status); moved back, the
	// puzzle is the original (its regions numbered in the order of their
	// first cell, as every reader numbers them).
	out = editJSON{}
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "jigsawsudoku", "puzzle": jig, "row": 0, "col": 2, "join": []int{0, 3}}, &out); st != 200 || !strings.Contains(out.Puzzle, "1 1 2 2 2 2\n") {
		t.Errorf("jigsaw move: status %d, %q", st, out.Puzzle)
	}
	back := editJSON{}
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "jigsawsudoku", "puzzle": out.Puzzle, "row": 0, "col": 2, "join": []int{0, 1}}, &back); st != 200 || back.Puzzle != strings.Replace(jig, "1 1 1 4 2 2\n3 3 4 4 4 2\n3 3 3 3 4 4\n", "1 1 1 3 2 2\n4 4 3 3 3 2\n4 4 4 4 3 3\n", 1) {
		t.Errorf("jigsaw move back: status %d, %q, want %q", st, back.Puzzle, jig)
	}
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "akari", "puzzle": "3 3\n- - -\n- - -\n- - -\n", "row": 0, "col": 0, "join": []int{0, 1}}, &e); st != http.StatusUnprocessableEntity || !strings.Contains(e.Error, "not offered") {
		t.Errorf("akari join: status %d, %+v", st, e)
	}
	meta := map[string][3]bool{}
	for _, k := range s.meta().Kinds {
		meta[k.Name] = [3]bool{k.Edit, k.EditClues, k.EditRegions}
	}
	for name, want := range map[string][3]bool{
		"starbattle": {true, false, true}, "norinori": {true, false, true}, "lits": {true, false, true},
		"heyawake": {true, true, true}, "countryroad": {true, true, true}, "suguru": {true, true, true},
		"jigsawsudoku": {true, true, true}, "sudoku": {true, true, false}, "akari": {true, true, false}, "kakuro": {true, true, false}, "galaxies": {true, false, false}, "zebra": {},
	} {
		if meta[name] != want {
			t.Errorf("meta %s: edit, edit_clues, edit_regions = %v, want %v", name, meta[name], want)
		}
	}
}

// TestEditTyped: the kinds whose clues are typed (puzzle.ClueTyper) say
// their prompt in /api/meta (edit_typed) and take a typed value through
// /api/edit: a Kakuro sum cell, a Nonogram line clue on a label (row or
// col -1), a Tracks count in the board's ring; a Numberlink number's
// first end reads and /api/status answers "none" with the reason until
// its partner is placed; a click on a Tracks count cell skips the pieces
// it refuses; the reader's refusal is a 400 with its message.
func TestEditTyped(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	var m struct {
		Kinds []kindJSON `json:"kinds"`
	}
	res, err := http.Get(ts.URL + "/api/meta")
	if err != nil {
		t.Fatal(err)
	}
	err = json.NewDecoder(res.Body).Decode(&m)
	res.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	typed := map[string]string{}
	for _, k := range m.Kinds {
		typed[k.Name] = k.EditTyped
	}
	for _, k := range []string{"kakuro", "nonogram", "tracks", "numberlink"} {
		if typed[k] == "" {
			t.Errorf("%s: no edit_typed in /api/meta", k)
		}
	}
	if typed["sudoku"] != "" {
		t.Errorf("sudoku: edit_typed %q", typed["sudoku"])
	}
	edit := func(kind, puzzle string, row, col int, value any) (editJSON, errorJSON, int) {
		var out editJSON
		var e errorJSON
		body := map[string]any{"kind": kind, "puzzle": puzzle, "row": row, "col": col}
		if value != nil {
			body["value"] = value
		}
		st := post(t, ts.URL+"/api/edit", body, &out)
		if st != 200 {
			post(t, ts.URL+"/api/edit", body, &e)
		}
		return out, e, st
	}
	kakuro := "3 3\n- 4, 3,\n,3 0 0\n,4 0 0\n"
	if out, e, st := edit("kakuro", kakuro, 0, 1, "5/"); st != 200 || out.Clue != "5/" || !strings.Contains(out.Puzzle, "5,") {
		t.Errorf("kakuro: status %d, %+v %+v", st, out, e)
	}
	if _, e, st := edit("kakuro", kakuro, 1, 1, "#"); st != http.StatusBadRequest || !strings.Contains(e.Error, "no white cell") {
		t.Errorf("kakuro refused: status %d, %+v", st, e)
	}
	// step 0 changes nothing and says the cell's clue (the page asks it
	// when its selection moves), also where clues are only typed.
	var same editJSON
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "kakuro", "puzzle": kakuro, "row": 1, "col": 0, "step": 0}, &same); st != 200 || same.Clue != "/3" || same.Puzzle != kakuro {
		t.Errorf("kakuro step 0: status %d, clue %q, puzzle %q", st, same.Clue, same.Puzzle)
	}
	nono := "5x5:4/2/2/1/3/2/1.1/1.1/3/3"
	if out, e, st := edit("nonogram", nono, 0, -1, "1 1"); st != 200 || out.Clue != "1 1" || !strings.Contains(out.Puzzle, "/1.1/1.1/1.1/") {
		t.Errorf("nonogram row: status %d, %+v %+v", st, out, e)
	}
	if out, e, st := edit("nonogram", nono, -1, 2, "3"); st != 200 || out.Clue != "3" || !strings.HasPrefix(out.Puzzle, "5x5:4/2/3/") {
		t.Errorf("nonogram column: status %d, %+v %+v", st, out, e)
	}
	if _, e, st := edit("nonogram", nono, -1, -1, "3"); st != http.StatusBadRequest {
		t.Errorf("nonogram corner: status %d, %+v", st, e)
	}
	tracks := readFile(t, "../examples/tracks/easy6x6-janko.txt")
	if out, e, st := edit("tracks", tracks, 0, 1, "5"); st != 200 || out.Clue != "5" || !strings.Contains(out.Puzzle, "\n5 6 3 2 2 3\n") {
		t.Errorf("tracks count: status %d, %+v %+v", st, out, e)
	}
	if out, e, st := edit("tracks", tracks, 0, 1, nil); st != 200 || out.Clue != "5" {
		t.Errorf("tracks count clicked (4 -> 5, the pieces skipped): status %d, %+v %+v", st, out, e)
	}
	nl := "3 3\n1 - -\n- - -\n- - 1\n"
	out, e, st := edit("numberlink", nl, 0, 2, "2")
	if st != 200 || out.Clue != "2" {
		t.Fatalf("numberlink lone end: status %d, %+v %+v", st, out, e)
	}
	var sj statusJSON
	if st := post(t, ts.URL+"/api/status", map[string]any{"kind": "numberlink", "puzzle": out.Puzzle}, &sj); st != 200 || sj.Status != "none" || !strings.Contains(sj.Reason, "no partner") {
		t.Errorf("numberlink lone end status: %d, %+v", st, sj)
	}
	out, e, st = edit("numberlink", out.Puzzle, 1, 2, "2")
	sj = statusJSON{}
	if st != 200 || post(t, ts.URL+"/api/status", map[string]any{"kind": "numberlink", "puzzle": out.Puzzle}, &sj) != 200 || sj.Status == "none" {
		t.Errorf("numberlink pair: %d %+v %+v, status %+v", st, out, e, sj)
	}
}

// TestEditHalf: /api/edit with half: true places Futoshiki's signs and
// givens and Galaxies' centres at positions of the board's doubled grid
// (the new sign is drawn on the board read back), cycles them with step,
// and the count (/api/status) follows; a kind without the half-grid
// editor is refused (422), and /api/meta says which places take clues.
func TestEditHalf(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	empty := "3:0,0,0,0,0,0,0,0,0,\n"
	var out editJSON
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "futoshiki", "puzzle": empty, "half": true, "row": 1, "col": 2}, &out); st != 200 {
		t.Fatalf("status %d", st)
	}
	if out.Clue != "<" || len(out.Values) != 2 || out.Read == nil || out.Read.Board == nil || len(out.Read.Board.Signs) != 1 || out.Read.Board.Signs[0].Text != "<" {
		t.Fatalf("futoshiki sign: %+v", out)
	}
	text := out.Puzzle
	for _, want := range []string{">", "", "<"} { // the cycle: "", <, >
		out = editJSON{}
		if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "futoshiki", "puzzle": text, "half": true, "row": 1, "col": 2}, &out); st != 200 || out.Clue != want {
			t.Fatalf("futoshiki step: status %d, clue %q, want %q", st, out.Clue, want)
		}
		text = out.Puzzle
	}
	count := func(kind, puzzle string) string {
		var st statusJSON
		if code := post(t, ts.URL+"/api/status", map[string]any{"kind": kind, "puzzle": puzzle}, &st); code != 200 {
			t.Fatalf("status %d", code)
		}
		return st.Status
	}
	if got := count("futoshiki", text); got != "several" {
		t.Errorf("3x3 with one sign: %s", got)
	}
	// Several: the suggested clue is a given at a cell's centre of the
	// doubled grid, placed with /api/edit half.
	var st statusJSON
	if code := post(t, ts.URL+"/api/status", map[string]any{"kind": "futoshiki", "puzzle": "3:0,0,0,0,3,0,0,0,0,\n"}, &st); code != 200 || st.Suggest == nil || st.Suggest.Cell == nil || !st.Suggest.Half ||
		st.Suggest.Cell[0]%2 != 1 || st.Suggest.Cell[1]%2 != 1 || st.Suggest.Value == "" {
		t.Fatalf("futoshiki suggestion: %d %+v", code, st.Suggest)
	}
	out = editJSON{}
	if code := post(t, ts.URL+"/api/edit", map[string]any{"kind": "futoshiki", "puzzle": "3:0,0,0,0,3,0,0,0,0,\n", "half": true, "row": st.Suggest.Cell[0], "col": st.Suggest.Cell[1], "value": st.Suggest.Value}, &out); code != 200 || out.Clue != st.Suggest.Value {
		t.Fatalf("placing the suggestion: %d %+v", code, out)
	}
	// 1 < 2 < 3 along the first row and 1 ^ 2 ^ 3 down the first column
	for _, at := range [][2]int{{1, 4}, {2, 1}, {4, 1}} {
		v := "<"
		if at[1] == 1 {
			v = "^"
		}
		out = editJSON{}
		if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "futoshiki", "puzzle": text, "half": true, "row": at[0], "col": at[1], "value": v}, &out); st != 200 || out.Clue != v {
			t.Fatalf("futoshiki %v: status %d, %+v", at, st, out)
		}
		text = out.Puzzle
	}
	out = editJSON{}
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "futoshiki", "puzzle": text, "half": true, "row": 3, "col": 3, "value": "3"}, &out); st != 200 || out.Clue != "3" {
		t.Fatalf("futoshiki given: status %d, %+v", st, out)
	}
	if got := count("futoshiki", out.Puzzle); got != "one" {
		t.Errorf("3x3 with four signs and a given: %s\n%s", got, out.Puzzle)
	}
	// A corner and the outline hold nothing.
	for _, at := range [][2]int{{2, 2}, {0, 1}} {
		if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "futoshiki", "puzzle": empty, "half": true, "row": at[0], "col": at[1], "value": "<"}, nil); st != 400 {
			t.Errorf("futoshiki %v: status %d, want 400", at, st)
		}
	}
	// Galaxies: a centre toggles; one centre in a 2x2 grid's corner is one solution.
	gal := "2 2\n0 -\n- -\n" // a centre in cell (0,0)
	for _, c := range []struct {
		at   [2]int
		want string
	}{{[2]int{2, 2}, "dot"}, {[2]int{1, 1}, ""}} {
		out = editJSON{}
		if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "galaxies", "puzzle": gal, "half": true, "row": c.at[0], "col": c.at[1]}, &out); st != 200 || out.Clue != c.want {
			t.Fatalf("galaxies %v: status %d, %+v", c.at, st, out)
		}
		gal = out.Puzzle
	}
	if got := count("galaxies", gal); got != "one" {
		t.Errorf("galaxies, one centre at the middle: %s\n%s", got, gal)
	}
	if st := post(t, ts.URL+"/api/edit", map[string]any{"kind": "sudoku", "puzzle": "4 4\n- - - -\n- - - -\n- - - -\n- - - -\n", "half": true, "row": 1, "col": 1}, nil); st != 422 {
		t.Errorf("sudoku half: status %d, want 422", st)
	}
	res, err := http.Get(ts.URL + "/api/meta")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var meta metaJSON
	if err := json.NewDecoder(res.Body).Decode(&meta); err != nil {
		t.Fatal(err)
	}
	for _, k := range meta.Kinds {
		want := map[string]string{"futoshiki": "centre side", "galaxies": "centre side corner"}[k.Name]
		if got := strings.Join(k.EditHalf, " "); got != want || (want != "" && !k.Board) {
			t.Errorf("%s: edit_half %q board %v, want %q", k.Name, got, k.Board, want)
		}
	}
}
