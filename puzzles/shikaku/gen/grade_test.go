package gen

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	"github.com/puzzlesat/puzzlesat/solve"
)

func readTatham(t *testing.T, name string) []*shikaku.Puzzle {
	t.Helper()
	path := filepath.Join("testdata", name)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := shikaku.Parse(path, data, shikaku.FormatTatham)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// What the grader fixes is the solution: on Tatham's puzzles and on
// generated ones, every pattern propagation and probing fix agrees with
// the unique solution the solve loop finds, and an easy or medium
// puzzle has every room fixed.
func TestGraderSound(t *testing.T) {
	ps := append(readTatham(t, "tatham_7x7.txt"), readTatham(t, "tatham_13x13.txt")...)
	for _, g := range []generate.Grade{generate.Easy, generate.Medium} {
		for seed := uint64(1); seed <= 4; seed++ {
			ps = append(ps, gen(t, Options{Width: 9, Height: 8, Difficulty: g, Seed: seed, Grader: Grader{}}).Puzzle)
		}
	}
	grades := map[generate.Grade]int{}
	for _, p := range ps {
		res, err := solve.One(context.Background(), shikaku.Kind, puzzle.Item{Puzzle: p}, solve.Options{Unique: true})
		if err != nil || res.Unique != puzzle.UniqueYes {
			t.Fatalf("%s: %v %v", p.Name, res.Unique, err)
		}
		want := res.Solutions[0].(*shikaku.Solution)
		lv, err := levels(p)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := lv.Run()
		if err != nil {
			t.Fatal(err)
		}
		grades[rep.Grade]++
		i := 0
		for k, pats := range shikaku.Patterns(p) {
			room := want.Rooms[k]
			for _, rect := range pats {
				v := lv.S.RootValue(lv.Primary[i])
				i++
				if v == 0 {
					if rep.Grade != generate.Hard {
						t.Fatalf("%s graded %v: a pattern open", p.Name, rep.Grade)
					}
					continue
				}
				is := rect == shikaku.Rect{Row: room.Row, Col: room.Col, W: room.Width, H: room.Height}
				if (v > 0) != is {
					t.Fatalf("%s: the grader fixed pattern %v of clue %d to %v", p.Name, rect, k, v > 0)
				}
			}
		}
	}
	if grades[generate.Medium] == 0 || grades[generate.Easy] == 0 {
		t.Errorf("grades %v: want easy and medium puzzles", grades)
	}
}

// Tatham's Rectangles puzzles (his generator has no levels) are easy or
// medium here.
func TestTathamGrades(t *testing.T) {
	for _, name := range []string{"tatham_7x7.txt", "tatham_13x13.txt"} {
		for _, p := range readTatham(t, name) {
			r, err := Grader{}.Grade(p)
			if err != nil || r.Grade == generate.Hard {
				t.Errorf("%s: %+v %v", p.Name, r, err)
			}
		}
	}
}

func TestGraderRefuses(t *testing.T) {
	p := readTatham(t, "tatham_7x7.txt")[0]
	p.Clues[0].N = shikaku.Unknown
	if _, err := (Grader{}).Grade(p); err == nil {
		t.Error("a puzzle with an unknown clue was graded")
	}
	if _, err := (Grader{}).Grade(3); err == nil {
		t.Error("a number was graded")
	}
}
