package gen

import (
	"context"
	"os"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
)

// TestGradeSpread (SUDOKU_GRADES=1) prints the grades of minimal 9x9
// puzzles.
func TestGradeSpread(t *testing.T) {
	if os.Getenv("SUDOKU_GRADES") == "" {
		t.Skip("SUDOKU_GRADES not set")
	}
	count := map[string]int{}
	for seed := uint64(1); seed <= 20; seed++ {
		r, err := Generate(context.Background(), Options{BoxRows: 3, BoxCols: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		count[r.Report.Grade.String()]++
		t.Logf("%d givens %v %+v", r.Puzzle.NumGivens(), r.Report.Grade, r.Report.Explanation)
	}
	t.Log(count)
}

// TestExplainGradesEverythingEasy: the explanations call Inkala's sudoku
// easy, the engine hard (see Grader).
func TestExplainGradesEverythingEasy(t *testing.T) {
	ps, err := sudoku.Parse("x", []byte("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..\n"), sudoku.FormatText)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := generate.ExplainGrader{Kind: sudoku.Kind}.Grade(ps[0])
	if err != nil || rep.Grade != generate.Easy {
		t.Errorf("the explanations grade Inkala's sudoku %v (%v)", rep.Grade, err)
	}
	rep, err = Grader{}.Grade(ps[0])
	if err != nil || rep.Grade != generate.Hard {
		t.Errorf("the engine grades Inkala's sudoku %v (%v)", rep.Grade, err)
	}
}
