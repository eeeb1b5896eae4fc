package shikaku

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TestExplainingWords checks how Shikaku explanations say facts: grouped
// by room, a cell placed in a room unsaid for the other rooms.
func TestExplainingWords(t *testing.T) {
	ps, err := Parse("", []byte("3..\n..4\n2..\n"), FormatText)
	if err != nil {
		t.Fatal(err)
	}
	enc, err := Kind.Encode(ps[0], puzzle.Options{Explain: true})
	if err != nil {
		t.Fatal(err)
	}
	r := Kind.(puzzle.Explainer).Explaining(ps[0], enc)
	lit := func(cell, clue [2]int, holds bool) encode.Lit {
		for _, v := range enc.Facts {
			for _, l := range []encode.Lit{v, -v} {
				if fj, ok := enc.FactOf(l).JSON.(FactJSON); ok && fj == (FactJSON{Cell: cell, Clue: clue, Holds: holds}) {
					return l
				}
			}
		}
		t.Fatalf("no fact %v %v %v", cell, clue, holds)
		return 0
	}
	var fs []puzzle.Statement
	for _, l := range []encode.Lit{
		lit([2]int{0, 1}, [2]int{0, 0}, true),
		lit([2]int{0, 1}, [2]int{1, 2}, false),
		lit([2]int{0, 2}, [2]int{0, 0}, true),
		lit([2]int{1, 0}, [2]int{0, 0}, false),
	} {
		fs = append(fs, r.Group([]encode.Lit{l})...)
	}
	want := "cells (0,1) and (0,2) belong to the room of the clue at (0,0); cell (1,0) does not belong to the room of the clue at (0,0)"
	if got := r.Say(fs); got != want {
		t.Errorf("Say = %q\nwant %q", got, want)
	}
	if rs := r.Rules(); len(rs) != 3 {
		t.Errorf("Rules = %q", rs)
	}
}
