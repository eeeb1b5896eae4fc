package zebra

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TestSuggestions checks zebra's suggested clues against the checker: on
// a puzzle with two solutions, every suggestion for one solution holds
// in it (Check accepts it for the puzzle with the clue), and Holds says
// of the other solution what Check says.
func TestSuggestions(t *testing.T) {
	p, err := Parse(strings.NewReader("houses: 3\nName: Ann, Ben, Cid\nPet: cat, dog, fox\nDrink: tea, milk, water\n\n" +
		"Ann at 1\ncat is tea\nBen right of tea\ndog directly left of milk\n"))
	if err != nil {
		t.Fatal(err)
	}
	sols, _ := solveAll(t, p, Options{}, 10)
	if len(sols) != 2 {
		t.Fatalf("%d solutions, want 2", len(sols))
	}
	sg, ok := Kind.(puzzle.Suggester)
	if !ok {
		t.Fatal("zebra.Kind is no puzzle.Suggester")
	}
	clues := len(p.Clues)
	for i, sol := range sols {
		other := sols[1-i]
		ss := sg.Suggestions(p, sol)
		if len(ss) == 0 {
			t.Fatalf("solution %d: no suggestion", i)
		}
		separating := 0
		for _, s := range ss {
			q := s.Puzzle().(*Puzzle)
			clue, text := s.Words()
			if len(q.Clues) != clues+1 || q.ClueString(q.Clues[clues]) != clue || text == "" {
				t.Fatalf("suggestion %q: %d clues, last %q", clue, len(q.Clues), q.ClueString(q.Clues[len(q.Clues)-1]))
			}
			if err := Kind.Check(q, sol); err != nil || !s.Holds(sol) {
				t.Errorf("suggestion %q for solution %d: Check %v, Holds %v", clue, i, err, s.Holds(sol))
			}
			if got, want := s.Holds(other), Kind.Check(q, other) == nil; got != want {
				t.Errorf("suggestion %q: Holds(other) = %v, Check says %v", clue, got, want)
			}
			if !s.Holds(other) {
				separating++
			}
		}
		if separating == 0 {
			t.Errorf("solution %d: no suggestion is false in the other solution", i)
		}
		if len(p.Clues) != clues {
			t.Fatalf("Suggestions changed the puzzle: %d clues", len(p.Clues))
		}
	}
}

// TestExplainingWords checks the words of zebra explanations: a clue by
// its number, the facts of a value grouped, placements first.
func TestExplainingWords(t *testing.T) {
	p, err := Parse(strings.NewReader("houses: 3\nName: Ann, Ben, Cid\nPet: cat, dog, fox\n\nAnn at 1\ncat is Ben\n"))
	if err != nil {
		t.Fatal(err)
	}
	enc, err := Kind.Encode(p, puzzle.Options{Explain: true})
	if err != nil {
		t.Fatal(err)
	}
	r := Kind.(puzzle.Explainer).Explaining(p, enc)
	if got, want := r.ClueWords(enc.Clues[0]), "clue 1 (Ann at 1)"; got != want {
		t.Errorf("ClueWords = %q, want %q", got, want)
	}
	var lits []encode.Lit // Ann's facts: in house 1, not in 2 or 3
	for _, v := range enc.Facts {
		for _, l := range []encode.Lit{v, -v} {
			if fj := enc.FactOf(l).JSON.(FactJSON); fj.Value == "Ann" && fj.Holds == (fj.House == 1) {
				lits = append(lits, l)
			}
		}
	}
	if len(lits) != 3 {
		t.Fatalf("Ann has %d facts, want 3", len(lits))
	}
	ann := r.Group(lits)
	if got, want := r.Say(ann), "Ann is in house 1"; got != want {
		t.Errorf("Say(Ann's facts) = %q, want %q", got, want)
	}
	var not []puzzle.Statement
	for _, f := range ann {
		if !f.JSON.(FactJSON).Holds {
			not = append(not, f)
		}
	}
	if got, want := r.Say(not), "Ann is not in house 2 or 3"; got != want {
		t.Errorf("Say(Ann's facts but the first) = %q, want %q", got, want)
	}
}
