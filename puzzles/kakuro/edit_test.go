package kakuro

import (
	"strings"
	"testing"
)

// TestEdit: typed clues ("16/7", "/7", "16/", "#", "", "16\7") set a
// cell's colour and sums and read back from ClueAt; a sum without a
// white cell after it, a sum out of range and a cell off the board are
// refused; the given puzzle is left as it was.
func TestEdit(t *testing.T) {
	ps, err := Parse("t", []byte("3 3\n- 4, 3,\n,3 0 0\n,4 0 0\n"), FormatJanko)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	k := Kakuro{}
	for _, c := range []struct {
		at        [2]int
		in, want  string
		wantError string
	}{
		{[2]int{0, 0}, "#", "#", ""},
		{[2]int{0, 1}, "5/", "5/", ""},
		{[2]int{0, 1}, "5\\", "5/", ""},
		{[2]int{1, 0}, "/4", "/4", ""},
		{[2]int{0, 0}, "", "", ""},
		{[2]int{2, 2}, "#", "#", ""},
		{[2]int{1, 1}, "#", "", "no white cell"},
		{[2]int{1, 2}, "3/", "", "no white cell below"},
		{[2]int{0, 1}, "46/", "", "not a number 1 to 45"},
		{[2]int{0, 1}, "x", "", "not a clue"},
		{[2]int{3, 0}, "#", "", "no cell"},
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
	if got, _ := k.ClueAt(p, [2]int{0, 1}); got != "4/" {
		t.Errorf("the given puzzle changed: (0,1) is %q", got)
	}
	if got, _ := k.ClueAt(p, [2]int{1, 1}); got != "" {
		t.Errorf("a white cell reads %q", got)
	}
}

// FuzzParseClue: a typed clue never panics, and a clue read back from
// ClueText reads as the same cell.
func FuzzParseClue(f *testing.F) {
	for _, s := range []string{"", "#", "16/7", "/7", "16/", "16\\7", " 3 / 4 ", "46/", "x/y", "/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseClue(s)
		if err != nil {
			return
		}
		back, err := ParseClue(ClueText(c))
		if err != nil || back != c {
			t.Fatalf("%q: %+v written %q reads %+v, %v", s, c, ClueText(c), back, err)
		}
	})
}
