package nurikabe

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

func mustParse(t *testing.T, s string) *Puzzle {
	t.Helper()
	ps, err := parse("test", []byte(s), FormatAuto)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return ps[0]
}

func solutionFrom(t *testing.T, rows ...string) *Solution {
	t.Helper()
	var sh []bool
	for _, r := range rows {
		for _, ch := range r {
			sh = append(sh, ch == '#')
		}
	}
	return solutionOf(len(rows), len(rows[0]), sh)
}

// 4x4: islands 3 (top left) and 1 (right), the rest shaded.
const small = "4 4\n3 - - -\n- - - 1\n- - - -\n- - - -\n"

func TestCheck(t *testing.T) {
	p := mustParse(t, "3 3\n2 - -\n- - -\n- - 2\n")
	tests := []struct {
		name string
		rows []string
		want string // "" ok, else a substring of the error
	}{
		{"ok", []string{"2.#", "###", "#.2"}, ""},
		{"number shaded", []string{"#.#", "###", "#.2"}, "holds a number"},
		{"2x2", []string{"2##", "###", "..2"}, "2x2"},
		{"split", []string{"2#.", "#.#", "#.2"}, "island"},
		{"big island", []string{"2..", "###", "#.2"}, "has 3 cells"},
		{"no number", []string{"2.#", "#.#", "#.2"}, ""},
	}
	for _, tc := range tests {
		err := Check(p, solutionFrom(t, tc.rows...))
		switch {
		case tc.name == "no number":
			if err == nil {
				t.Errorf("%s: accepted", tc.name)
			}
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	// Two numbers in one island, and shaded cells apart.
	q := mustParse(t, "2 3\n1 - 1\n- - -\n")
	if err := Check(q, solutionFrom(t, "...", "###")); err == nil || !strings.Contains(err.Error(), "two numbers") {
		t.Errorf("two numbers: %v", err)
	}
	r := mustParse(t, "1 3\n- 1 -\n")
	if err := Check(r, solutionFrom(t, "#.#")); err == nil || !strings.Contains(err.Error(), "not connected") {
		t.Errorf("walls apart: %v", err)
	}
}

func solveAll(t *testing.T, p *Puzzle, settings map[string]string, limit int) *puzzle.Result {
	t.Helper()
	r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: solver.Gophersat{}, Encode: puzzle.Options{Settings: settings}, Count: limit})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestEncodingsAgree: every option combination finds the same solutions
// (counted up to 20) on small puzzles, unique and not, with unknown
// numbers, and every solution passes Check.
func TestEncodingsAgree(t *testing.T) {
	puzzles := []string{
		small,
		"3 3\n2 - -\n- - -\n- - 2\n",
		"3 4\n? - - -\n- - - -\n- - - 2\n",
		"4 4\n- - - -\n- 4 - -\n- - - -\n- - - 1\n",
		"2 2\n1 -\n- 1\n",
		"1 1\n1\n",
		"2 3\n1 - 1\n- - -\n",
		".....\n.1.5.\n.....\n....1\n.....\n",
	}
	for _, s := range puzzles {
		p := mustParse(t, s)
		want := -1
		for _, isl := range IslandMethods {
			for _, conn := range []string{"lazy", "distance"} {
				r := solveAll(t, p, map[string]string{"islands": isl, "connectivity": conn}, 20)
				for _, sol := range r.Solutions {
					if err := Check(p, sol.(*Solution)); err != nil {
						t.Errorf("%q %s/%s: a solution fails Check: %v", s, isl, conn, err)
					}
				}
				if want < 0 {
					want = r.Count
				} else if r.Count != want {
					t.Errorf("%q: islands=%s connectivity=%s: %d solutions, want %d", s, isl, conn, r.Count, want)
				}
			}
		}
	}
}

// TestBrute: on every 3x3 and 2x4 layout of numbers drawn from a few,
// the solver's count equals a brute force over all shadings with Check.
func TestBrute(t *testing.T) {
	layouts := []string{
		"3 3\n3 - -\n- - -\n- - 1\n",
		"3 3\n- - -\n- 5 -\n- - -\n",
		"3 3\n1 - -\n- - -\n- - 1\n",
		"2 4\n2 - - 2\n- - - -\n",
		"3 3\n? - -\n- - -\n- - ?\n",
		"3 3\n2 - 2\n- - -\n- - -\n",
	}
	for _, s := range layouts {
		p := mustParse(t, s)
		n := len(p.Cells)
		brute := 0
		for m := 0; m < 1<<n; m++ {
			sh := make([]bool, n)
			for i := range sh {
				sh[i] = m>>i&1 == 1
			}
			if Check(p, solutionOf(p.Rows, p.Cols, sh)) == nil {
				brute++
			}
		}
		for _, isl := range IslandMethods {
			r := solveAll(t, p, map[string]string{"islands": isl}, 1000)
			if r.Count != brute {
				t.Errorf("%q islands=%s: %d solutions, brute force %d", s, isl, r.Count, brute)
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"2 2\n1 -\n- x\n", "3:3"},
		{"2 2\n1 -\n", "1 rows, want 2"},
		{"..1\n.a.\n", "2:2"},
		{`{"rows":1,"cols":2,"grid":[[1]]}`, "1:1"},
		{"https://puzz.link/p?akari/2/2/0g", "1:1"},
	}
	for _, tc := range tests {
		_, err := parse("t", []byte(tc.in), FormatAuto)
		var pe *srcpos.Error
		if err == nil || !errors.As(err, &pe) {
			t.Errorf("%q: %v, want a positioned error", tc.in, err)
			continue
		}
		if !strings.Contains(pe.Error(), tc.want) && !strings.Contains(srcpos.Locate(err, "t", []byte(tc.in)).Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, srcpos.Locate(err, "t", []byte(tc.in)), tc.want)
		}
	}
}

func TestJankoSolution(t *testing.T) {
	p := mustParse(t, "3 3\n2 - -\n- - -\n- - 2\n")
	r := solveAll(t, p, nil, 2)
	if r.Count != 2 {
		// 2 . # / # # # / # . 2 and its mirror 2 # # / . # . / # # 2 ...
		t.Logf("%d solutions", r.Count)
	}
	got := JankoSolution(solutionFrom(t, "2.#", "###", "#.2"))
	want := "3 3\n- - x\nx x x\nx - -\n"
	if got != want {
		t.Errorf("JankoSolution:\n%s\nwant\n%s", got, want)
	}
}

// TestPlayMet: a number is met when the cells not shaded around it make
// an island of its size with no other number.
func TestPlayMet(t *testing.T) {
	p := mustParse(t, "3 3\n2 - -\n- - -\n- - 2\n")
	shade := func(cells ...[2]int) board.State {
		var st board.State
		for _, c := range cells {
			st.Cells = append(st.Cells, board.CellState{Cell: c, Value: ValueShaded})
		}
		return st
	}
	for _, tc := range []struct {
		name string
		st   board.State
		want [][2]int
	}{
		{"empty", shade(), nil},
		{"top left closed", shade([2]int{0, 2}, [2]int{1, 0}, [2]int{1, 1}), [][2]int{{0, 0}}},
		{"solved", shade([2]int{0, 2}, [2]int{1, 0}, [2]int{1, 1}, [2]int{1, 2}, [2]int{2, 0}), [][2]int{{0, 0}, {2, 2}}},
		{"too small", shade([2]int{0, 1}, [2]int{1, 0}), nil},
	} {
		v, err := Nurikabe{}.CheckState(p, tc.st)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if fmt.Sprint(v.Met) != fmt.Sprint(tc.want) {
			t.Errorf("%s: met %v, want %v", tc.name, v.Met, tc.want)
		}
	}
}
