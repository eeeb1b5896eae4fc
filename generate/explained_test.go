package generate_test

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	genhashi "github.com/puzzlesat/puzzlesat/puzzles/hashi/gen"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	genshikaku "github.com/puzzlesat/puzzlesat/puzzles/shikaku/gen"
)

// One hand-checked Hashi puzzle per grade:
//
//   - easy, 3x3m2:1a1f: two islands of 1 in a row; island (0,0)'s one
//     bridge can only go to (0,2), a step of one clue.
//   - medium, 4x4m2:2b2h2b2: four islands of 2 at the corners. Two
//     bridges on the top edge would finish both top islands and cut
//     them off from the bottom ones; that takes both top clues, and no
//     clue alone says anything (two doubles or a ring of singles), so
//     the first step needs two clues, and none needs more.
//   - hard, 5x5m2:1c2e2a2a4e3c2 (made by the generator): after six
//     steps of one clue, (2,4)-(4,4) >= 1 needs three: were it 0, the 4
//     at (2,4) would take two bridges up and two left, finishing the 2
//     at (2,2), and the 1 at (0,0) could join (0,4) or (2,0) but not
//     both, leaving {(0,4),(2,4),(2,2)} or it plus (0,0) cut off. No two
//     of those clues (with the facts known) give it, nor anything else
//     left then.
func TestExplainGraderHashiByHand(t *testing.T) {
	for _, c := range []struct {
		id    string
		grade generate.Grade
		clues int
	}{
		{"3x3m2:1a1f", generate.Easy, 1},
		{"4x4m2:2b2h2b2", generate.Medium, 2},
		{"5x5m2:1c2e2a2a4e3c2", generate.Hard, 3},
	} {
		p := readOne(t, hashi.Kind, c.id)
		for _, g := range []generate.ExplainGrader{
			{Kind: hashi.Kind},
			{Kind: hashi.Kind, Engine: genhashi.Grader{}},
			{Kind: hashi.Kind, Engine: genhashi.Grader{}, Full: true},
		} {
			rep, err := g.Grade(p)
			if err != nil {
				t.Fatalf("%s: %v", c.id, err)
			}
			if rep.Grade != c.grade || rep.Bound {
				t.Errorf("%s (engine %v, full %v): %v (bound %v), want %v", c.id, g.Engine != nil, g.Full, rep.Grade, rep.Bound, c.grade)
			}
			e := rep.Explanation
			if e == nil {
				if c.grade != generate.Easy || g.Engine == nil || g.Full {
					t.Errorf("%s (engine %v, full %v): no explanation", c.id, g.Engine != nil, g.Full)
				}
				continue
			}
			if e.MaxClues != c.clues {
				t.Errorf("%s: a step of %d clues, want %d", c.id, e.MaxClues, c.clues)
			}
		}
	}
}

// GradeUpto stops at the first step past the grade asked: the medium
// puzzle asked for easy comes back Bound, as medium; the hard one, whose
// first step of more than one clue has three, comes back hard from a
// run with figures, and Bound, as medium (a lower bound), from a
// grade-only run, which stops once the next step is known to need two
// clues or more.
func TestExplainGraderUpto(t *testing.T) {
	g := genhashi.DefaultGrader()
	for _, c := range []struct {
		id    string
		upto  generate.Grade
		grade generate.Grade
		bound bool
	}{
		{"4x4m2:2b2h2b2", generate.Easy, generate.Medium, true},
		{"4x4m2:2b2h2b2", generate.Medium, generate.Medium, false},
		{"5x5m2:1c2e2a2a4e3c2", generate.Easy, generate.Medium, true}, // grade-only: at least medium
		{"5x5m2:1c2e2a2a4e3c2", generate.Medium, generate.Hard, false},
		{"3x3m2:1a1f", generate.Easy, generate.Easy, false},
	} {
		rep, err := generate.GradeUpto(g, readOne(t, hashi.Kind, c.id), c.upto)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Grade != c.grade || rep.Bound != c.bound {
			t.Errorf("%s upto %v: %v bound %v, want %v bound %v", c.id, c.upto, rep.Grade, rep.Bound, c.grade, c.bound)
		}
		if rep.Grade > c.upto && !rep.Explanation.Partial {
			t.Errorf("%s upto %v: the explanation went on past the grade", c.id, c.upto)
		}
	}
	// With figures, the first step of more than one clue is found: it
	// has three.
	g.Figures = true
	rep, err := generate.GradeUpto(g, readOne(t, hashi.Kind, "5x5m2:1c2e2a2a4e3c2"), generate.Easy)
	if err != nil || rep.Grade != generate.Hard || rep.Bound {
		t.Errorf("5x5m2:1c2e2a2a4e3c2 upto easy with figures: %v bound %v (%v), want hard bound false", rep.Grade, rep.Bound, err)
	}
}

// The engine pre-filter is exact: with and without it, and explained in
// full, generated puzzles and Tatham's get the same grades.
func TestExplainGraderPrefilterExact(t *testing.T) {
	var ps []puzzle.Puzzle
	for seed := uint64(1); seed <= 12; seed++ {
		r, err := genhashi.Generate(context.Background(), genhashi.Options{Width: 8, Height: 8, Seed: seed, Grader: genhashi.Grader{}})
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, r.Puzzle)
	}
	for _, id := range []string{
		// made by sgt-bridges --generate 40 7x7i30e10m2d2: easy, medium
		// and medium by the explanations
		"7x7m2:a2d33a3b2g2b1b2a4e5g1b1b3",
		"7x7m2:3c3a2i2h2m1b3a4c2",
		"7x7m2:1a1a4a3g3b1k1b3a2g2c3a2",
	} {
		ps = append(ps, readOne(t, hashi.Kind, id))
	}
	with, without, full := genhashi.DefaultGrader(), generate.ExplainGrader{Kind: hashi.Kind}, genhashi.DefaultGrader()
	full.Full = true
	for _, p := range ps {
		a, err1 := with.Grade(p)
		b, err2 := without.Grade(p)
		c, err3 := full.Grade(p)
		if err1 != nil || err2 != nil || err3 != nil {
			t.Fatal(err1, err2, err3)
		}
		if a.Grade != b.Grade || a.Grade != c.Grade {
			id, _ := hashi.TathamID(p.(*hashi.Puzzle))
			t.Errorf("%s: %v with the pre-filter, %v without, %v in full", id, a.Grade, b.Grade, c.Grade)
		}
	}
}

// Shikaku: a hand-checked easy puzzle (each room is fixed by its own
// clue: the 2 at the left end of a 4x1 strip and the 2 at the right
// end), and the pre-filter agrees with a full explanation on generated
// puzzles.
func TestExplainGraderShikaku(t *testing.T) {
	p := readOne(t, shikaku.Kind, "4x1:2b2")
	rep, err := generate.ExplainGrader{Kind: shikaku.Kind}.Grade(p)
	if err != nil || rep.Grade != generate.Easy || rep.Explanation.MaxClues != 1 {
		t.Fatalf("4x1:2b2: %+v %v", rep, err)
	}
	full := genshikaku.DefaultGrader()
	full.Full = true
	for seed := uint64(1); seed <= 6; seed++ {
		r, err := genshikaku.Generate(context.Background(), genshikaku.Options{Width: 6, Height: 6, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		c, err := full.Grade(r.Puzzle)
		if err != nil || c.Grade != r.Report.Grade {
			t.Errorf("seed %d: %v in the generator, %v explained in full (%v)", seed, r.Report.Grade, c.Grade, err)
		}
	}
}

func readOne(t *testing.T, k puzzle.Kind, id string) puzzle.Puzzle {
	t.Helper()
	items, err := puzzle.Read(k, puzzle.Source{Name: "test", Data: []byte(id + "\n")}, "tatham")
	if err != nil || len(items) != 1 || items[0].Err != nil {
		t.Fatalf("%s: %v %v", id, err, items)
	}
	return items[0].Puzzle
}
