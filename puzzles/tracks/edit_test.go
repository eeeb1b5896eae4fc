package tracks

import (
	"strings"
	"testing"
)

// TestEdit: the board's ring holds the counts, its inner points the
// pieces; an end moves only when asked ("!"), an end's cell cleared
// keeps a bare end, and what the puzzle cannot hold is refused.
func TestEdit(t *testing.T) {
	p := mustParse(t, "3 3\n1 2 3\n2 - - -\n- w - -\n3 - s -\n", FormatJanko)[0]
	k := Tracks{}
	for _, c := range []struct {
		at        [2]int
		in, want  string
		wantError string
	}{
		{[2]int{0, 1}, "2", "2", ""},   // column 0's count
		{[2]int{2, 0}, "3", "3", ""},   // row 1's count
		{[2]int{1, 0}, "", "", ""},     // row 0's count taken away
		{[2]int{2, 2}, "se", "se", ""}, // a piece in cell (1,1)
		{[2]int{2, 2}, "┘", "nw", ""},
		{[2]int{2, 1}, "we", "ew", ""},  // letters in the order n s e w  // the end at (1,0) gets its piece
		{[2]int{2, 1}, "", "w", ""},     // and loses it: a bare end
		{[2]int{1, 2}, "ns!", "ns", ""}, // moves the nearer end (a tie: the first, (1,0))
		{[2]int{1, 2}, "ns", "", "two ends already"},
		{[2]int{2, 1}, "ns", "", "is an end of the track"},
		{[2]int{0, 0}, "1", "", "corner"},
		{[2]int{0, 1}, "4", "", "not a count 0 to 3"},
		{[2]int{2, 2}, "n", "", "points one way"},
		{[2]int{2, 2}, "x", "", "not a piece"},
		{[2]int{1, 3}, "ne!", "", "leaves the grid twice"},
		{[2]int{4, 1}, "", "", "no point"},
	} {
		q, err := k.SetClue(p, c.at, c.in)
		if c.wantError != "" {
			if err == nil || !strings.Contains(err.Error(), c.wantError) {
				t.Errorf("%v %q: %v, want %q", c.at, c.in, err, c.wantError)
			}
			continue
		}
		if err != nil {
			t.Errorf("%v %q: %v", c.at, c.in, err)
			continue
		}
		if got, _ := k.ClueAt(q, c.at); got != c.want {
			t.Errorf("%v %q reads back %q, want %q", c.at, c.in, got, c.want)
		}
	}
	q, err := k.SetClue(p, [2]int{1, 2}, "ns!")
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := k.ClueAt(q, [2]int{2, 1}); got != "" {
		t.Errorf("the nearer end (1,0) was not moved: %q", got)
	}
	if got, _ := k.ClueAt(q, [2]int{3, 2}); got != "s" {
		t.Errorf("the other end (2,1) moved: %q", got)
	}
	if got, _ := k.ClueAt(p, [2]int{2, 1}); got != "w" {
		t.Errorf("the given puzzle changed: %q", got)
	}
}

// FuzzSetClue: any typed value at any point of the board never panics,
// and an accepted one leaves a puzzle that Validate takes and that
// writes and reads back in the janko form.
func FuzzSetClue(f *testing.F) {
	for _, s := range []string{"", "2", "nw", "we!", "┘", "n", "ns!", "x", "7", "-1"} {
		f.Add(s, 2, 1)
	}
	p := mustParse(f, "3 3\n1 2 3\n2 - - -\n- w - -\n3 - s -\n", FormatJanko)[0]
	f.Fuzz(func(t *testing.T, s string, r, c int) {
		q, err := Tracks{}.SetClue(p, [2]int{r, c}, s)
		if err != nil {
			return
		}
		qp := q.(*Puzzle)
		if err := qp.Validate(); err != nil {
			t.Fatalf("%q at (%d,%d): %v", s, r, c, err)
		}
		if _, err := Parse("back", []byte(Plain(qp)), FormatJanko); err != nil {
			t.Fatalf("%q at (%d,%d): %v\n%s", s, r, c, err, Plain(qp))
		}
	})
}
