package gen

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/solve"
)

func readTatham(t *testing.T, name string) []*hashi.Puzzle {
	t.Helper()
	path := filepath.Join("testdata", name)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := hashi.Parse(path, data, hashi.Tatham)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// Tatham's easy and medium levels are easy here (unit propagation of the
// sums solves them: Tatham's first two solver stages are weaker), and
// his hard level is easy or medium: his hardest stage is, like probing,
// one case analysis at a time; none needs two rounds. The measured
// shares on the larger sets are in docs/generate.md.
func TestTathamLevels(t *testing.T) {
	for _, size := range []string{"7x7", "15x15"} {
		for d, allowed := range [][]generate.Grade{{generate.Easy}, {generate.Easy}, {generate.Easy, generate.Medium}} {
			name := "tatham_" + size + "_d" + string(rune('0'+d)) + ".txt"
			count := map[generate.Grade]int{}
			for _, p := range readTatham(t, name) {
				r, err := Grader{}.Grade(p)
				if err != nil {
					t.Fatalf("%s: %v", p.Name, err)
				}
				count[r.Grade]++
				ok := false
				for _, g := range allowed {
					ok = ok || r.Grade == g
				}
				if !ok {
					t.Errorf("%s (Tatham d%d): graded %v", p.Name, d, r.Grade)
				}
			}
			if d == 2 && count[generate.Medium] == 0 {
				t.Errorf("%s: no medium puzzle among Tatham's hard ones", name)
			}
		}
	}
}

// What the grader fixes is the solution: on Tatham's puzzles and on
// generated ones of every grade, every value propagation and probing
// fix agrees with the unique solution the solve loop finds (the levels
// are sound), and an easy or medium puzzle has every bridge fixed.
func TestGraderSound(t *testing.T) {
	var ps []*hashi.Puzzle
	for _, name := range []string{"tatham_7x7_d2.txt", "tatham_15x15_d2.txt", "tatham_15x15_d0.txt"} {
		ps = append(ps, readTatham(t, name)...)
	}
	for _, g := range generate.Grades() {
		for seed := uint64(1); seed <= 3; seed++ {
			ps = append(ps, gen(t, Options{Width: 9, Height: 9, Difficulty: g, Seed: seed, Grader: Grader{}}).Puzzle)
		}
	}
	for _, p := range ps {
		res, err := solve.One(context.Background(), hashi.Kind, puzzle.Item{Puzzle: p}, solve.Options{Unique: true})
		if err != nil || res.Unique != puzzle.UniqueYes {
			t.Fatalf("%s: %v %v", p.Name, res.Unique, err)
		}
		want := res.Solutions[0].(*hashi.Solution)
		l, err := layoutOf(p)
		if err != nil {
			t.Fatal(err)
		}
		ss, lv := graderLevels(l, func(i int) int { return p.Islands[i].Clue })
		rep, err := lv.Run()
		if err != nil {
			t.Fatal(err)
		}
		l.bridges = make([]int, len(l.edges))
		for e := range l.edges {
			a, b := l.islands[l.edges[e].a], l.islands[l.edges[e].b]
			l.bridges[e] = want.Get([2]int{a.r, a.c}, [2]int{b.r, b.c})
			for k, x := range ss.x[e] {
				v := ss.s.RootValue(x)
				if v == 0 {
					if rep.Grade != generate.Hard || rep.Left == 0 {
						t.Fatalf("%s graded %v: edge %d open", p.Name, rep.Grade, e)
					}
					continue
				}
				if (v > 0) != (l.bridges[e] > k) {
					t.Fatalf("%s: the grader fixed x>=%d of edge %d to %v; the solution has %d bridges", p.Name, k+1, e, v > 0, l.bridges[e])
				}
			}
		}
		if rep.Grade != generate.Hard && !reflect.DeepEqual(l.solution(), want) {
			t.Fatalf("%s: fixed values are not the solution", p.Name)
		}
	}
}

// The grader refuses what it cannot grade.
func TestGraderRefuses(t *testing.T) {
	p := readTatham(t, "tatham_7x7_d0.txt")[0]
	p.Tree = true
	if _, err := (Grader{}).Grade(p); err == nil {
		t.Error("a tree puzzle was graded")
	}
	p.Tree = false
	p.Islands[0].Clue = hashi.Unknown
	if _, err := (Grader{}).Grade(p); err == nil {
		t.Error("a puzzle with an unknown clue was graded")
	}
	if _, err := (Grader{}).Grade("not a puzzle"); err == nil {
		t.Error("a string was graded")
	}
}
