package binairo

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// solveOne solves p through the one solve loop (package solve) with
// gophersat: up to limit solutions, each decoded and checked.
func solveOne(t testing.TB, p *Puzzle, settings map[string]string, limit int) *puzzle.Result {
	t.Helper()
	r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: solver.Gophersat{}, Encode: puzzle.Options{Settings: settings}, Count: limit})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func readFile(t testing.TB, path string) []*Puzzle {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Parse(path, data, FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestTathamUnique solves every game ID Unruly generated (sizes 6x6 to
// 14x14, difficulties trivial, easy, normal, with and without 'u'): each
// has exactly one solution under its own rules, which keeps its givens
// (Check, inside the solve loop).
func TestTathamUnique(t *testing.T) {
	ps := readFile(t, "testdata/tatham.txt")
	distinct := 0
	for _, p := range ps {
		if p.Distinct {
			distinct++
		}
		r := solveOne(t, p, nil, 2)
		if r.Status != puzzle.Solved || r.Count != 1 || !r.Complete {
			t.Errorf("%s: %v, %d solution(s) complete=%v, want exactly one", p.Name, r.Status, r.Count, r.Complete)
		}
	}
	if len(ps) != 90 || distinct != 35 {
		t.Errorf("%d puzzles, %d with 'u'; want 90 and 35", len(ps), distinct)
	}
}

// TestCardsAgree: every balance encoding gives the same unique solution.
func TestCardsAgree(t *testing.T) {
	ps := readFile(t, "testdata/tatham.txt")
	for _, i := range []int{0, 12, 40, 55, 80} {
		var want []int
		for _, c := range cardValues {
			r := solveOne(t, ps[i], map[string]string{"card": c}, 2)
			if r.Status != puzzle.Solved || r.Count != 1 {
				t.Fatalf("%s card=%s: %v, %d", ps[i].Name, c, r.Status, r.Count)
			}
			got := r.First().(*Solution).Grid
			if want == nil {
				want = got
			} else if !slices.Equal(want, got) {
				t.Errorf("%s card=%s: another solution", ps[i].Name, c)
			}
		}
	}
}

// TestDistinctMatters: a 'u' puzzle read without the rule has more
// solutions (Tatham's unique mode removes givens the rule supplies),
// for at least one of the generated puzzles.
func TestDistinctMatters(t *testing.T) {
	more := 0
	for _, p := range readFile(t, "testdata/tatham.txt") {
		if !p.Distinct {
			continue
		}
		q := *p
		q.Distinct = false
		if r := solveOne(t, &q, nil, 2); r.Count > 1 {
			more++
		}
	}
	if more == 0 {
		t.Error("every 'u' puzzle is unique without the distinct rule too")
	}
	t.Logf("%d of 35 'u' puzzles need the rule", more)
}

// TestTathamRoundTrip: every game ID is written back as read.
func TestTathamRoundTrip(t *testing.T) {
	data, _ := os.ReadFile("testdata/tatham.txt")
	for _, l := range strings.Split(string(data), "\n") {
		if isBlankOrComment(l) {
			continue
		}
		ps, err := Parse("t", []byte(l), FormatTatham)
		if err != nil {
			t.Fatal(err)
		}
		id, err := TathamID(ps[0])
		if err != nil || id != l {
			t.Errorf("TathamID = %q, %v; want %q", id, err, l)
		}
	}
}
