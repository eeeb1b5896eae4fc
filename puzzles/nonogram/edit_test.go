package nonogram

import (
	"slices"
	"strings"
	"testing"
)

// TestEdit: the clues are the labels [r,-1] and [-1,c]; a typed clue
// ("3 1", "1.1", "0", "") reads back from ClueAt, the grid's cells hold
// none, and what is no clue is refused.
func TestEdit(t *testing.T) {
	ps, err := parse("t", []byte("5x5:4/2/2/1/3/2/1.1/1.1/3/3"), FormatTatham)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	k := Nonogram{}
	for _, c := range []struct {
		at        [2]int
		in, want  string
		wantError string
	}{
		{[2]int{0, -1}, "3 1", "3 1", ""},
		{[2]int{-1, 4}, "1.1", "1 1", ""},
		{[2]int{-1, 0}, "1, 2", "1 2", ""},
		{[2]int{2, -1}, "0", "", ""},
		{[2]int{2, -1}, "", "", ""},
		{[2]int{4, -1}, "9", "9", ""}, // too long for its line: read, no solution (Reason)
		{[2]int{1, 1}, "1", "", "labels"},
		{[2]int{5, -1}, "1", "", "no label"},
		{[2]int{-1, -1}, "1", "", "no label"},
		{[2]int{0, -1}, "1 x", "", "not a run length"},
		{[2]int{0, -1}, "1 0", "", "not a run length"},
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
	if got, _ := k.ClueAt(p, [2]int{0, -1}); got != "2" {
		t.Errorf("the given puzzle changed: row 0 is %q", got)
	}
	q, _ := k.SetClue(p, [2]int{4, -1}, "9")
	if r := k.Reason(q); r == "" {
		t.Errorf("no reason for a run of 9 in a line of 5")
	}
}

// FuzzParseLineClue: a typed line clue never panics, and its ClueString
// reads back as the same runs.
func FuzzParseLineClue(f *testing.F) {
	for _, s := range []string{"", "0", "3 1 2", "1.1", "1, 2", "1 0", "x", "101"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cl, err := ParseLineClue(s)
		if err != nil {
			return
		}
		back, err := ParseLineClue(ClueString(cl))
		if err != nil || !slices.Equal(back, cl) {
			t.Fatalf("%q: %v written %q reads %v, %v", s, cl, ClueString(cl), back, err)
		}
	})
}
