package kenken

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
	"github.com/puzzlesat/puzzlesat/solve"
)

// three is a 3x3 KenKen: the first row a 6+ cage, the other six cells a
// 12+ cage (every digit twice).
const three = "3 3\n6+ . .\n12+ . .\n. . .\n1 1 1\n2 2 2\n2 2 2\n"

func editRead(t *testing.T, k puzzle.Kind, text string) *Puzzle {
	t.Helper()
	items, err := puzzle.Read(k, puzzle.Source{Name: "edit", Data: []byte(text)}, "janko")
	if err != nil || len(items) != 1 || items[0].Err != nil {
		t.Fatalf("reading %q: %v %v", text, err, items)
	}
	return items[0].Puzzle.(*Puzzle)
}

// clues are the ClueAt of every cell, "r,c=clue" for the clued ones.
func clues(t *testing.T, k puzzle.Kind, p puzzle.Puzzle) []string {
	t.Helper()
	ed := k.(puzzle.ClueTyper)
	var out []string
	n := p.(*Puzzle).N
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			v, err := ed.ClueAt(p, [2]int{r, c})
			if err != nil {
				t.Fatal(err)
			}
			if v != "" {
				out = append(out, strings.Join([]string{string(rune('0' + r)), string(rune('0' + c)), v}, ","))
			}
		}
	}
	return out
}

// editRoundTrip: q written in each format the kind writes it in reads
// back with the same cages and clues; a Tatham ID refuses a cage without
// target, saying so.
func editRoundTrip(t *testing.T, k puzzle.Kind, q puzzle.Puzzle) {
	t.Helper()
	re := k.(puzzle.RegionEditor)
	want, _ := re.Regions(q)
	noTarget := slices.ContainsFunc(q.(*Puzzle).Cages, func(c Cage) bool { return c.Op == NoTarget })
	for _, f := range k.Formats() {
		var b bytes.Buffer
		if err := puzzle.Write(k, &b, q, f.Name); err != nil {
			if f.Name == "tatham" && (noTarget && strings.Contains(err.Error(), "every cage") || strings.Contains(err.Error(), "no Keen form")) {
				continue
			}
			t.Errorf("writing %s: %v", f.Name, err)
			continue
		}
		items, err := puzzle.Read(k, puzzle.Source{Name: "edited", Data: b.Bytes()}, f.Name)
		if err != nil || len(items) != 1 || items[0].Err != nil {
			t.Errorf("%s does not read back: %v %v\n%s", f.Name, err, items, b.String())
			continue
		}
		got, _ := re.Regions(items[0].Puzzle)
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("%s: cages %v read back as %v", f.Name, want, got)
		}
		if a, b := clues(t, k, q), clues(t, k, items[0].Puzzle); !slices.Equal(a, b) {
			t.Errorf("%s: clues %v read back as %v", f.Name, a, b)
		}
	}
}

// count is "none", "one" or "several".
func count(t *testing.T, k puzzle.Kind, p puzzle.Puzzle) string {
	t.Helper()
	r, err := solve.One(t.Context(), k, puzzle.Item{Puzzle: p, Info: p.(*Puzzle).Info()}, solve.Options{Unique: true, Count: 2})
	if err != nil {
		t.Fatalf("count: %v", err)
	}
	switch {
	case r.Status == puzzle.Unsatisfiable:
		return "none"
	case r.Status == puzzle.Solved && r.Unique == puzzle.UniqueYes:
		return "one"
	case r.Status == puzzle.Solved && r.Unique == puzzle.UniqueNo:
		return "several"
	}
	return r.Status.String()
}

// TestEditCages: moving a cell between cages (edit.Join, then
// SetRegions) keeps each target with its cage, in the cage's first cell;
// a new cage has no target; a target the new cage cannot hold is refused
// with the reason; the result reads back from every format and counts.
func TestEditCages(t *testing.T) {
	for _, tc := range []struct {
		name   string
		kind   puzzle.Kind
		text   string
		at, to [2]int
		err    string   // refused, saying this
		clues  []string // "r,c,clue" of the edited puzzle (0-based)
		cages  int
		count  string
		reason string // the kind's Reason for none
	}{
		{name: "one-cell cage into 5+", kind: Kind, text: four, at: [2]int{3, 1}, to: [2]int{2, 1},
			clues: []string{"0,0,3+", "0,2,12*", "1,0,1-", "1,3,2/", "2,0,2/", "2,1,5+", "3,2,4", "3,3,3"}, cages: 8, count: "none"},
		{name: "cell of 12* into 2/", kind: Kind, text: four, at: [2]int{1, 2}, to: [2]int{1, 3},
			err: "a / cage has two cells, this one has 3"},
		{name: "anchor of 2/ into 12*", kind: Kind, text: four, at: [2]int{1, 3}, to: [2]int{0, 3},
			err: "a / cage has two cells, this one has 1"},
		{name: "cell of 12* alone", kind: Kind, text: four, at: [2]int{1, 2}, to: [2]int{1, 2},
			clues: []string{"0,0,3+", "0,2,12*", "1,0,1-", "1,3,2/", "2,0,2/", "2,1,5+", "3,1,1", "3,2,4", "3,3,3"}, cages: 10, count: "one"},
		{name: "anchor moves with its cage", kind: Kind, text: three, at: [2]int{0, 0}, to: [2]int{1, 0},
			clues: []string{"0,0,12+", "0,1,6+"}, cages: 2, count: "none"},
		{name: "12* split: the first part keeps it", kind: Kind, text: four, at: [2]int{0, 2}, to: [2]int{0, 1},
			clues: []string{"0,0,3+", "0,3,12", "1,0,1-", "1,3,2/", "2,0,2/", "2,1,5+", "3,1,1", "3,2,4", "3,3,3"}, cages: 10,
			count: "none", reason: "target 12 is not a digit"},
		{name: "killer: digit into a sum cage", kind: KillerKind, text: killer4, at: [2]int{0, 0}, to: [2]int{0, 1},
			clues: []string{"0,0,5", "0,3,6", "1,0,3", "1,1,5", "2,0,6", "2,1,4", "2,2,7", "3,2,3"}, cages: 8, count: "none", reason: "sum 5"},
		{name: "killer: two digits joined", kind: KillerKind, text: killer4, at: [2]int{1, 0}, to: [2]int{0, 0},
			clues: []string{"0,0,1", "0,1,5", "0,3,6", "1,1,5", "2,0,6", "2,1,4", "2,2,7", "3,2,3"}, cages: 8,
			count: "none", reason: "1"},
		{name: "killer: a cell alone", kind: KillerKind, text: killer4, at: [2]int{2, 3}, to: [2]int{2, 3},
			clues: []string{"0,0,1", "0,1,5", "0,3,6", "1,0,3", "1,1,5", "2,0,6", "2,1,4", "2,2,7", "3,2,3"}, cages: 10, count: "none", reason: "target 7 is not a digit"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := editRead(t, tc.kind, tc.text)
			re := tc.kind.(puzzle.RegionEditor)
			regs, err := re.Regions(p)
			if err != nil {
				t.Fatal(err)
			}
			joined, err := edit.Join(regs, tc.at, tc.to)
			if err != nil {
				t.Fatal(err)
			}
			before := clues(t, tc.kind, p)
			q, err := re.SetRegions(p, joined)
			if !slices.Equal(before, clues(t, tc.kind, p)) {
				t.Errorf("SetRegions changed the puzzle it got")
			}
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want one saying %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := clues(t, tc.kind, q); !slices.Equal(got, tc.clues) {
				t.Errorf("clues %v, want %v", got, tc.clues)
			}
			if got := len(q.(*Puzzle).Cages); got != tc.cages {
				t.Errorf("%d cages, want %d", got, tc.cages)
			}
			got, _ := re.Regions(q)
			if !slices.EqualFunc(got, edit.Renumber(joined), slices.Equal) {
				t.Errorf("regions %v, want %v", got, joined)
			}
			editRoundTrip(t, tc.kind, q)
			if c := count(t, tc.kind, q); c != tc.count {
				t.Errorf("count %s, want %s", c, tc.count)
			}
			if tc.reason != "" {
				if r := tc.kind.(puzzle.Reasoner).Reason(q); !strings.Contains(r, tc.reason) {
					t.Errorf("reason %q, want one saying %q", r, tc.reason)
				}
			}
		})
	}
}

// TestEditTargets: a typed target goes in its cage's anchor, reads back
// as the board writes it, and from every format; a target the cage
// cannot hold, a cell that is not an anchor and a text that is no
// target are refused with the reason; an empty value leaves the cage
// without target, which the count treats as no constraint.
func TestEditTargets(t *testing.T) {
	for _, tc := range []struct {
		name  string
		kind  puzzle.Kind
		text  string
		at    [2]int
		value string
		want  string // ClueAt after, or the error's words
		err   bool
		count string
	}{
		{"sum", Kind, four, [2]int{0, 0}, "4+", "4+", false, "none"},
		{"product as x", Kind, four, [2]int{0, 2}, "24x", "24*", false, "none"},
		{"product as *", Kind, four, [2]int{0, 2}, "12*", "12*", false, "one"},
		{"bare number", Kind, four, [2]int{0, 2}, "24", "24", false, "none"},
		{"one-cell digit", Kind, four, [2]int{3, 1}, "2", "2", false, "none"},
		{"one-cell sum is its digit", Kind, four, [2]int{3, 1}, "1+", "1", false, "one"},
		{"no target", Kind, four, [2]int{0, 2}, "", "", false, "one"},
		{"no target: several", Kind, three, [2]int{1, 0}, "", "", false, "several"},
		{"difference of three cells", Kind, four, [2]int{0, 2}, "1-", "a - cage has two cells, this one has 3", true, ""},
		{"quotient of one cell", Kind, four, [2]int{3, 1}, "2/", "a / cage has two cells, this one has 1", true, ""},
		{"not an anchor", Kind, four, [2]int{0, 1}, "3+", "goes in its anchor (1,1)", true, ""},
		{"not a target", Kind, four, [2]int{0, 0}, "3%", "is not a target", true, ""},
		{"question mark", Kind, four, [2]int{0, 0}, "?", "is not a target", true, ""},
		{"off the board", Kind, four, [2]int{4, 0}, "3+", "no cell (5,1)", true, ""},
		{"killer sum", KillerKind, killer4, [2]int{0, 1}, "4", "4", false, "none"},
		{"killer sum with +", KillerKind, killer4, [2]int{0, 1}, "5+", "5", false, "one"},
		{"killer no sum", KillerKind, killer4, [2]int{0, 1}, "", "", false, "one"},
		{"killer product", KillerKind, killer4, [2]int{0, 1}, "6*", "a Killer Sudoku cage is a sum", true, ""},
		{"killer not an anchor", KillerKind, killer4, [2]int{0, 2}, "5", "goes in its anchor (1,2)", true, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := editRead(t, tc.kind, tc.text)
			ed := tc.kind.(puzzle.ClueTyper)
			if ed.TypedClue(p) == "" {
				t.Error("TypedClue says nothing")
			}
			before := clues(t, tc.kind, p)
			q, err := ed.SetClue(p, tc.at, tc.value)
			if !slices.Equal(before, clues(t, tc.kind, p)) {
				t.Errorf("SetClue changed the puzzle it got")
			}
			if tc.err {
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("error %v, want one saying %q", err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got, err := ed.ClueAt(q, tc.at); err != nil || got != tc.want {
				t.Errorf("ClueAt = %q, %v, want %q", got, err, tc.want)
			}
			if q.(*Puzzle).Reference() != nil {
				t.Error("the edited puzzle keeps the old reference solution")
			}
			editRoundTrip(t, tc.kind, q)
			if c := count(t, tc.kind, q); c != tc.count {
				t.Errorf("count %s, want %s", c, tc.count)
			}
			b, err := tc.kind.(puzzle.Boarder).Board(q, puzzle.View{})
			if err != nil {
				t.Fatal(err)
			}
			title := ""
			for _, c := range b.Cells {
				if c.At == tc.at {
					title = c.Title
				}
			}
			if want := cmpOr(tc.want, "?"); title != want {
				t.Errorf("the board draws %q at %v, want %q", title, tc.at, want)
			}
		})
	}
}

func cmpOr(s, or string) string {
	if s == "" {
		return or
	}
	return s
}

// FuzzEdit: on any puzzle the readers accept, moving a cell (edit.Join,
// SetRegions) and typing any text in a cell never panics, and an accepted
// edit is a valid puzzle that reads back from its janko form.
func FuzzEdit(f *testing.F) {
	f.Add([]byte(four), false, uint8(13), uint8(9), "4+")
	f.Add([]byte(three), false, uint8(0), uint8(3), "")
	f.Add([]byte(killer4), true, uint8(0), uint8(1), "12")
	f.Add([]byte("2 2\n? .\n3 .\n1 1\n2 2\n"), false, uint8(2), uint8(2), "2/")
	f.Fuzz(func(t *testing.T, data []byte, killer bool, cell, dir uint8, value string) {
		ps, err := Parse("fuzz", data, FormatAuto, killer)
		if err != nil || len(ps) == 0 || ps[0].N > 6 {
			return
		}
		k := Cages{Killer: killer}
		p := ps[0]
		n := p.N
		at := [2]int{int(cell) / n % n, int(cell) % n}
		d := [][2]int{{0, 0}, {0, 1}, {1, 0}, {0, -1}, {-1, 0}}[int(dir)%5]
		to := [2]int{at[0] + d[0], at[1] + d[1]}
		var edited []puzzle.Puzzle
		if regs, err := k.Regions(p); err != nil {
			t.Fatal(err)
		} else if joined, err := edit.Join(regs, at, to); err == nil {
			if q, err := k.SetRegions(p, joined); err == nil {
				edited = append(edited, q)
			}
		}
		if q, err := k.SetClue(p, at, value); err == nil {
			edited = append(edited, q)
		}
		for _, q := range edited {
			qp := q.(*Puzzle)
			if err := qp.Validate(); err != nil {
				t.Fatalf("an edit gave an invalid puzzle: %v", err)
			}
			var b bytes.Buffer
			if err := writeJanko(&b, qp); err != nil {
				t.Fatal(err)
			}
			if _, err := Parse("back", b.Bytes(), FormatJanko, killer); err != nil {
				t.Fatalf("the edited puzzle does not read back: %v\n%s", err, b.String())
			}
		}
	})
}

// TestLargeCage: a cage a setter draws over the whole grid is counted
// at once: a sum falls back from the table to a pseudo-Boolean sum when
// its tuples are too many to search, and a product says why it cannot
// be encoded, without searching for seconds.
func TestLargeCage(t *testing.T) {
	var b strings.Builder
	b.WriteString("6 6\n")
	for r := 0; r < 6; r++ {
		b.WriteString(". . . . . .\n")
	}
	for r := 0; r < 6; r++ {
		b.WriteString("1 1 1 1 1 1\n")
	}
	for _, tc := range []struct{ clue, want string }{{"126+", "several"}, {"126", "error"}, {"?", "several"}} {
		text := strings.Replace(b.String(), ".", tc.clue, 1)
		p := editRead(t, Kind, text)
		start := time.Now()
		r, err := solve.One(t.Context(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()}, solve.Options{Unique: true, Count: 2})
		got := "error"
		if err == nil {
			got = map[puzzle.Status]string{puzzle.Unsatisfiable: "none", puzzle.Solved: "several"}[r.Status]
		} else if !strings.Contains(err.Error(), "partial digit tuples") {
			t.Errorf("%s: %v", tc.clue, err)
		}
		if got != tc.want {
			t.Errorf("%s: %s, want %s (%v)", tc.clue, got, tc.want, err)
		}
		if d := time.Since(start); d > 10*time.Second {
			t.Errorf("%s: %v", tc.clue, d)
		}
	}
}

// TestSuggestions: a puzzle whose cages have no target yet: every
// suggestion holds in the solution it came from, one of them makes the
// puzzle unique, and a bare number's suggestions are its operations
// that make it.
func TestSuggestions(t *testing.T) {
	p := editRead(t, Kind, "2 2\n? ?\n. .\n1 2\n2 2\n")
	r, err := solve.One(t.Context(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()}, solve.Options{Count: 2})
	if err != nil || r.Count != 2 {
		t.Fatalf("%v solutions, %v", r, err)
	}
	a, b := r.Solutions[0], r.Solutions[1]
	ss := Kind.(puzzle.Suggester).Suggestions(p, a)
	if len(ss) != 3 { // (1,1)'s digit; the L's sum and product
		t.Errorf("%d suggestions", len(ss))
	}
	fixes := 0
	for _, s := range ss {
		if !s.Holds(a) {
			t.Errorf("%v does not hold in its own solution", s)
		}
		if s.Holds(b) {
			continue
		}
		if c := count(t, Kind, s.Puzzle()); c == "one" {
			fixes++
		}
	}
	if fixes == 0 {
		t.Error("no suggestion makes the puzzle unique")
	}
	if clue, text := ss[0].Words(); !strings.HasSuffix(clue, " at (1,1)") || !strings.Contains(text, "the digit") {
		t.Errorf("words %q, %q", clue, text)
	}
	q := editRead(t, Kind, "2 2\n2 .\n3 .\n1 1\n2 2\n")
	r, err = solve.One(t.Context(), Kind, puzzle.Item{Puzzle: q, Info: q.Info()}, solve.Options{Count: 1})
	if err != nil || r.Count != 1 {
		t.Fatalf("%v solutions, %v", r, err)
	}
	var got []string
	for _, s := range Kind.(puzzle.Suggester).Suggestions(q, r.Solutions[0]) {
		clue, _ := s.Words()
		got = append(got, clue)
	}
	if want := []string{"2/ at (1,1)", "2* at (1,1)", "3+ at (2,1)"}; !slices.Equal(got, want) {
		t.Errorf("bare numbers on two cells: suggestions %v, want %v", got, want)
	}
}
