package gen

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
)

// explainEasy is the grade-only explanation's verdict "easy" on the
// layout's puzzle.
func explainEasy(t *testing.T, l *layout) bool {
	t.Helper()
	rep, err := generate.ExplainGrader{Kind: hashi.Kind}.GradeUpto(l.puzzle(), generate.Easy)
	if err != nil {
		t.Fatal(err)
	}
	return rep.Grade == generate.Easy
}

// The exact one-clue closure says easy exactly when the explanation
// does, on random unique puzzles the one-clue closure does not solve,
// M = 2..4; exactReport up to easy is the report grading up to easy
// gives, and on the generator's medium candidates (those the two-clue
// closure solves) up to medium the report grading up to medium gives.
func TestOneClueExactIsExplainEasy(t *testing.T) {
	n := 80
	if testing.Short() {
		n = 8
	}
	g := DefaultGrader()
	count := map[string]int{}
	for _, size := range []int{8, 12, 15} {
		for m := 2; m <= 4; m++ { // with M = 1 the closure leaves few puzzles open
			r := rng.New(uint64(size*100 + m))
			for k := 0; k < n; {
				l := uniqueLayout(t, r, size, m)
				if l.oneClueEasy() {
					continue
				}
				k++
				easy, known := l.oneClueExact()
				count[fmt.Sprintf("known %v", known)]++
				if !known {
					continue
				}
				if want := explainEasy(t, l); easy != want {
					t.Fatalf("%s: exact one-clue closure says easy %v, the explanation %v", tathamOf(t, l), easy, want)
				}
				count[fmt.Sprintf("easy %v", easy)]++
				got, ok := exactReport(g, l, generate.Easy)
				want, err := grade(g, l, generate.Easy)
				if err != nil {
					t.Fatal(err)
				}
				if !ok || !reflect.DeepEqual(got, want) {
					t.Fatalf("%s: exactReport up to easy %+v (%v) %+v, grading up to easy %+v %+v", tathamOf(t, l), got, ok, got.Explanation, want, want.Explanation)
				}
				if !l.twoClueSolves() {
					continue
				}
				got, ok = exactReport(g, l, generate.Medium)
				want, err = grade(g, l, generate.Medium)
				if err != nil {
					t.Fatal(err)
				}
				if !ok || !reflect.DeepEqual(got, want) {
					t.Fatalf("%s: exactReport %+v (%v) %+v, grading up to medium %+v %+v", tathamOf(t, l), got, ok, got.Explanation, want, want.Explanation)
				}
				count["same report"]++
			}
		}
	}
	t.Logf("%v", count)
}

// Puzzles (testdata/exact_easy.txt, from random layouts) that the
// one-clue closure leaves open only because two open edges cross: the
// exact closure solves them, as the explanation does.
func TestOneClueExactPinned(t *testing.T) {
	for _, p := range readTatham(t, "exact_easy.txt") {
		l := tathamLayout(t, p)
		if l.oneClueEasy() {
			t.Fatalf("%s: the one-clue closure solves it", p.Name)
		}
		if easy, known := l.oneClueExact(); !easy || !known {
			t.Fatalf("%s: exact one-clue closure: easy %v, known %v", p.Name, easy, known)
		}
		if !explainEasy(t, l) {
			t.Fatalf("%s: not easy by the explanation", p.Name)
		}
		// Out of budget, the verdict is unknown and the layout's bounds
		// serve the two-clue closure as before.
		l, fresh := tathamLayout(t, p), tathamLayout(t, p)
		if _, known := l.oneClueExactWithin(1); known {
			t.Fatalf("%s: known within one branch", p.Name)
		}
		if a, b := l.twoClueSolves(), fresh.twoClueSolves(); a != b {
			t.Fatalf("%s: two-clue closure %v after an exact run out of budget, %v without", p.Name, a, b)
		}
	}
}

// The same on Tatham's puzzles (testdata).
func TestOneClueExactTatham(t *testing.T) {
	count := map[string]int{}
	for _, name := range []string{"tatham_7x7_d2.txt", "tatham_15x15_d1.txt", "tatham_15x15_d2.txt"} {
		for _, p := range readTatham(t, name) {
			l := tathamLayout(t, p)
			easy, known := l.oneClueExact()
			if !known {
				count["unknown"]++
				continue
			}
			if want := explainEasy(t, l); easy != want {
				t.Fatalf("%s %s: exact one-clue closure says easy %v, the explanation %v", name, p.Name, easy, want)
			}
			count[fmt.Sprintf("%s easy %v", name, easy)]++
		}
	}
	t.Logf("%v", count)
}

// tathamLayout is p's layout with its solution as the intended one.
func tathamLayout(t *testing.T, p *hashi.Puzzle) *layout {
	t.Helper()
	l, err := layoutOf(p)
	if err != nil {
		t.Fatal(err)
	}
	l.bridges = withClues(t, l, p)
	return l
}
