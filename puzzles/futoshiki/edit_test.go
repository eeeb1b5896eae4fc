package futoshiki

import (
	"testing"
)

// TestHalfEdit: positions of the doubled grid, what they hold and what
// setting them does.
func TestHalfEdit(t *testing.T) {
	k := Futoshiki{}
	ps := tathamExamples(t)
	p, adj := ps[0], ps[1] // 5x5; 5x5 adjacent mode
	for _, c := range []struct {
		p      *Puzzle
		at     [2]int
		values int    // len(HalfClueValues)
		set    string // value to set ("" clear)
		err    bool   // SetHalfClue fails
		check  func(q *Puzzle) bool
	}{
		{p, [2]int{1, 1}, 5, "3", false, func(q *Puzzle) bool { return q.Given[0] == 3 }},
		{p, [2]int{9, 9}, 5, "5", false, func(q *Puzzle) bool { return q.Given[24] == 5 }},
		{p, [2]int{1, 1}, 5, "6", true, nil},
		{p, [2]int{1, 2}, 2, "<", false, func(q *Puzzle) bool { return q.Right[0] == Less }},
		{p, [2]int{1, 2}, 2, ">", false, func(q *Puzzle) bool { return q.Right[0] == Greater }},
		{p, [2]int{2, 1}, 2, "^", false, func(q *Puzzle) bool { return q.Down[0] == Less }},
		{p, [2]int{4, 3}, 2, "v", false, func(q *Puzzle) bool { return q.Down[5+1] == Greater }},
		{p, [2]int{2, 1}, 2, "<", true, nil}, // an across sign on a down side
		{p, [2]int{1, 2}, 2, "|", true, nil}, // a bar outside adjacent mode
		{p, [2]int{2, 2}, 0, "<", true, nil}, // a corner
		{p, [2]int{0, 1}, 0, "1", true, nil}, // the outline
		{p, [2]int{10, 1}, 0, "1", true, nil},
		{adj, [2]int{1, 2}, 1, "|", false, func(q *Puzzle) bool { return q.Right[0] == Next }},
		{adj, [2]int{2, 1}, 1, "-", false, func(q *Puzzle) bool { return q.Down[0] == Next }},
		{adj, [2]int{1, 2}, 1, "<", true, nil},
	} {
		if got := len(k.HalfClueValues(c.p, c.at)); got != c.values {
			t.Errorf("%v: %d values, want %d", c.at, got, c.values)
		}
		q, err := k.SetHalfClue(c.p, c.at, c.set)
		if (err != nil) != c.err {
			t.Errorf("%v %q: error %v", c.at, c.set, err)
			continue
		}
		if err != nil {
			continue
		}
		if !c.check(q.(*Puzzle)) {
			t.Errorf("%v %q: not set", c.at, c.set)
		}
		if got, err := k.HalfClueAt(q, c.at); err != nil || got != c.set {
			t.Errorf("%v: HalfClueAt %q, %v, want %q", c.at, got, err, c.set)
		}
		if err := q.(*Puzzle).Validate(); err != nil {
			t.Errorf("%v %q: %v", c.at, c.set, err)
		}
		z, err := k.SetHalfClue(q, c.at, "")
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := k.HalfClueAt(z, c.at); got != "" {
			t.Errorf("%v: cleared, reads %q", c.at, got)
		}
	}
	// the sign already there reads back: 5x5 has "R" at cell (1,4): (0,3) > (0,4)
	if got, _ := k.HalfClueAt(p, [2]int{1, 8}); got != ">" {
		t.Errorf("(1,8) = %q, want >", got)
	}
}
