package numberlink

import (
	"strings"
	"testing"
)

// TestEdit: a number goes in a cell and reads back; its first end alone
// reads (a lone end: no solution, Reason says so) and its second makes
// the pair; a third is refused, as is a grid left without numbers; the
// click cycle offers one number more than the largest.
func TestEdit(t *testing.T) {
	p := mustParse(t, "3 3\n1 - -\n- - -\n- - 1\n", FormatJanko)[0]
	k := Numberlink{}
	if vs := k.ClueValues(p); len(vs) != 2 || vs[1].Value != "2" {
		t.Errorf("ClueValues %v, want 1, 2", vs)
	}
	q, err := k.SetClue(p, [2]int{0, 2}, "2")
	if err != nil {
		t.Fatal(err)
	}
	if r := k.Reason(q); !strings.Contains(r, "number 2 at row 1, column 3 has no partner") {
		t.Errorf("Reason with a lone end: %q", r)
	}
	if q, err = k.SetClue(q, [2]int{2, 0}, " 2 "); err != nil {
		t.Fatal(err)
	}
	if got, _ := k.ClueAt(q, [2]int{2, 0}); got != "2" || k.Reason(q) != "" {
		t.Errorf("the pair's second end: %q, reason %q", got, k.Reason(q))
	}
	for _, c := range []struct {
		at        [2]int
		in, want  string
		wantError string
	}{
		{[2]int{1, 1}, "1", "", "in two cells already"},
		{[2]int{1, 1}, "0", "", "not a number"},
		{[2]int{1, 1}, "10000", "", "not a number"},
		{[2]int{3, 0}, "1", "", "no cell"},
		{[2]int{1, 1}, "417", "417", ""},
		{[2]int{0, 0}, "", "", ""},
	} {
		r, err := k.SetClue(q, c.at, c.in)
		if c.wantError != "" {
			if err == nil || !strings.Contains(err.Error(), c.wantError) {
				t.Errorf("%v %q: %v, want %q", c.at, c.in, err, c.wantError)
			}
			continue
		}
		if err != nil {
			t.Errorf("%v %q: %v", c.at, c.in, err)
		} else if got, _ := k.ClueAt(r, c.at); got != c.want {
			t.Errorf("%v %q reads back %q", c.at, c.in, got)
		}
	}
	one := mustParse(t, "2 2\n1 -\n- 1\n", FormatJanko)[0]
	z, _ := k.SetClue(one, [2]int{0, 0}, "")
	if _, err := k.SetClue(z, [2]int{1, 1}, ""); err == nil || !strings.Contains(err.Error(), "no numbers") {
		t.Errorf("a grid without numbers: %v", err)
	}
}
