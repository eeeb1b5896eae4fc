package galaxies

import "testing"

// TestHalfEdit: a centre toggles at any half step inside the grid (cell,
// side, corner); the outline holds none; the last centre cannot go.
func TestHalfEdit(t *testing.T) {
	k := Galaxies{}
	p := &Puzzle{Rows: 3, Cols: 4, Dots: []Dot{{Y: 3, X: 3}}}
	for _, c := range []struct {
		at  [2]int
		ok  bool
		was string
	}{
		{[2]int{1, 1}, true, ""}, // centre of (0,0)
		{[2]int{1, 2}, true, ""}, // side of (0,0) and (0,1)
		{[2]int{2, 2}, true, ""}, // corner
		{[2]int{5, 7}, true, ""}, // the last cell's centre
		{[2]int{3, 3}, false, "dot"},
		{[2]int{0, 1}, false, ""}, // the outline
		{[2]int{6, 1}, false, ""},
		{[2]int{1, 8}, false, ""},
	} {
		vs := k.HalfClueValues(p, c.at)
		got, err := k.HalfClueAt(p, c.at)
		inside := c.at[0] >= 1 && c.at[1] >= 1 && c.at[0] <= 5 && c.at[1] <= 7
		if inside != (err == nil) || inside != (len(vs) == 1) || got != c.was {
			t.Errorf("%v: values %v, clue %q, %v", c.at, vs, got, err)
		}
		q, err := k.SetHalfClue(p, c.at, "dot")
		if (err == nil) != inside {
			t.Errorf("%v: set: %v", c.at, err)
			continue
		}
		if err != nil {
			continue
		}
		if got, _ := k.HalfClueAt(q, c.at); got != "dot" {
			t.Errorf("%v: placed, reads %q", c.at, got)
		}
		z, err := k.SetHalfClue(q, c.at, "")
		if c.ok != (err == nil) {
			t.Errorf("%v: removing: %v", c.at, err)
		}
		if err == nil {
			if got, _ := k.HalfClueAt(z, c.at); got != "" || len(z.(*Puzzle).Dots) != len(q.(*Puzzle).Dots)-1 {
				t.Errorf("%v: removed, reads %q", c.at, got)
			}
		}
		if len(p.Dots) != 1 {
			t.Fatalf("the puzzle given changed: %v", p.Dots)
		}
	}
	// dots stay sorted by place
	q, _ := k.SetHalfClue(p, [2]int{1, 1}, "dot")
	if d := q.(*Puzzle).Dots; d[0] != (Dot{Y: 1, X: 1}) {
		t.Errorf("dots %v", d)
	}
	if _, err := k.SetHalfClue(p, [2]int{1, 1}, "star"); err == nil {
		t.Error("a value not a centre is no error")
	}
}

// TestReason: two centres touching one cell is the reason; one is none.
func TestReason(t *testing.T) {
	p := &Puzzle{Rows: 2, Cols: 2, Dots: []Dot{{Y: 1, X: 1}, {Y: 2, X: 2}}}
	if got := (Galaxies{}).Reason(p); got != "the dot in (0,0) and the dot at the corner of (0,0) and (1,1) both touch cell (0,0), which can be in one galaxy only" {
		t.Errorf("Reason = %q", got)
	}
	if got := (Galaxies{}).Reason(&Puzzle{Rows: 2, Cols: 2, Dots: []Dot{{Y: 2, X: 2}}}); got != "" {
		t.Errorf("Reason of a fine puzzle = %q", got)
	}
}
