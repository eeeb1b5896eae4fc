package anchors

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Every kind's program, on testdata/KIND/*: gringo|clasp answers as
// puzzlesat does (SATISFIABLE exactly when puzzlesat finds a solution,
// and UNSATISFIABLE on the files named unsat*), its answers pass the
// kind's Check, which shares nothing with the program, and equal
// puzzlesat's solution when that one is unique.
func TestPrograms(t *testing.T) {
	if err := Installed(); err != nil {
		t.Fatal(err)
	}
	dirs, err := os.ReadDir("testdata")
	if err != nil {
		t.Fatal(err)
	}
	tested := map[string]bool{}
	for _, d := range dirs {
		if d.IsDir() {
			tested[d.Name()] = false
		}
	}
	for _, k := range kinds.All() {
		if _, ok := Of(k); !ok {
			continue
		}
		if _, ok := tested[k.Name()]; !ok {
			t.Errorf("%s offers an answer-set anchor but has no testdata/%s", k.Name(), k.Name())
			continue
		}
		tested[k.Name()] = true
		t.Run(k.Name(), func(t *testing.T) { testProgram(t, k) })
	}
	for name, ok := range tested {
		if !ok {
			t.Errorf("testdata/%s: no kind of that name offers an answer-set anchor", name)
		}
	}
}

func testProgram(t *testing.T, k puzzle.Kind) {
	files, err := filepath.Glob(filepath.Join("testdata", k.Name(), "*"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files (%v)", err)
	}
	sat, unsat := 0, 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		items, err := puzzle.ReadAll(k, puzzle.Source{Name: f, Data: data}, "")
		if err != nil {
			t.Fatal(err)
		}
		wantUnsat := strings.HasPrefix(filepath.Base(f), "unsat")
		for i, it := range items {
			name := fmt.Sprintf("%s #%d", f, i+1)
			if it.Info.Name != "" {
				name = it.Info.Name
			}
			a, err := Solve(k, it.Puzzle)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			res, err := solve.One(context.Background(), k, it, solve.Options{Unique: true})
			if err != nil {
				t.Fatalf("%s: puzzlesat: %v", name, err)
			}
			want := "SATISFIABLE"
			if res.Status == puzzle.Unsatisfiable {
				want = "UNSATISFIABLE"
			} else if res.Status != puzzle.Solved {
				t.Fatalf("%s: puzzlesat says %v", name, res.Status)
			}
			if wantUnsat && want != "UNSATISFIABLE" {
				t.Fatalf("%s: puzzlesat solves a puzzle of an unsat* file", name)
			}
			if a.Status != want {
				t.Errorf("%s: gringo|clasp says %s, puzzlesat %s", name, a.Status, want)
				continue
			}
			if want != "SATISFIABLE" {
				unsat++
				continue
			}
			sat++
			sol, err := Check(k, it.Puzzle, a)
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			if c, ok := k.(puzzle.Comparer); ok && res.Unique == puzzle.UniqueYes && !c.Equal(sol, res.Solutions[0]) {
				t.Errorf("%s: gringo|clasp's answer differs from puzzlesat's unique solution", name)
			}
		}
	}
	if sat == 0 || unsat == 0 {
		t.Errorf("%d satisfiable and %d unsatisfiable puzzles: want some of each", sat, unsat)
	}
}

// A kind without an anchor is an error, not a crash.
func TestNoAnchor(t *testing.T) {
	for _, k := range kinds.All() {
		if _, ok := Of(k); ok {
			continue
		}
		if _, err := Solve(k, nil); err == nil {
			t.Errorf("%s: no error from Solve", k.Name())
		}
		if _, err := Check(k, nil, Answer{Status: "SATISFIABLE"}); err == nil {
			t.Errorf("%s: no error from Check", k.Name())
		}
	}
}

// An answer that is no answer set is no solution.
func TestCheckUnsat(t *testing.T) {
	for _, k := range kinds.All() {
		if _, ok := Of(k); ok {
			if _, err := Check(k, nil, Answer{Status: "UNSATISFIABLE"}); err == nil {
				t.Errorf("%s: no error for UNSATISFIABLE", k.Name())
			}
		}
	}
}

func TestParseClasp(t *testing.T) {
	out := "clasp version 3.3.5\nReading from stdin\nSolving...\nAnswer: 1\nroom(0,0,0,1,2) room(1,0,2,1,1) done\nSATISFIABLE\n\nModels       : 1+\n"
	a, err := ParseClasp(out)
	if err != nil {
		t.Fatal(err)
	}
	if a.Status != "SATISFIABLE" || len(a.Atoms) != 3 || a.Atoms[1].String() != "room(1,0,2,1,1)" || a.Atoms[2].Name != "done" || a.Atoms[2].Args != nil {
		t.Fatalf("got %+v", a)
	}
	if _, err := ParseClasp("Reading from stdin\n"); err == nil {
		t.Fatal("no error without a verdict")
	}
}
