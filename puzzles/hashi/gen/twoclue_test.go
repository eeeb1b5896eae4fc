package gen

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
)

// Every bound the two-clue closure derives holds in the intended
// solution (it is sound), on grown layouts of four sizes and M = 1..4
// under their intended clues, unique or not.
func TestTwoClueSound(t *testing.T) {
	n := 6
	if testing.Short() {
		n = 2
	}
	solved := 0
	for _, l := range layouts(t, n, 5, 8, 15, 25) {
		b := l.bounds()
		if b.twoClueSolves(l.clue) {
			solved++
		}
		holdsInIntended(t, l, b)
	}
	t.Logf("%d solved by the two-clue closure", solved)
}

// The two-clue closure solves nearly every medium candidate (unique, not
// solved by the one-clue closure) that the explanation grades medium, so
// that the generator's filter drops few of them, and none it solves is
// hard (on the candidates of 12x12 and 15x15 layouts, M = 2 and 3).
func TestTwoClueFindsMedium(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 4
	}
	g := generate.ExplainGrader{Kind: hashi.Kind}
	count := map[string]int{}
	missed, medium := 0, 0
	for _, size := range []int{12, 15} {
		for m := 2; m <= 3; m++ {
			r := rng.New(uint64(size*10 + m))
			for k := 0; k < n; {
				l := uniqueLayout(t, r, size, m)
				if l.oneClueEasy() {
					continue
				}
				k++
				two := l.bounds().twoClueSolves(l.clue)
				rep, err := generate.GradeUpto(g, l.puzzle(), generate.Medium)
				if err != nil {
					t.Fatal(err)
				}
				if two && rep.Grade == generate.Hard {
					t.Errorf("%dx%d M=%d: the two-clue closure solves %s, hard by the explanation", size, size, m, tathamOf(t, l))
				}
				if two {
					// The generator's grade for such a candidate, from a
					// run up to easy, is the report up to medium.
					got, err := gradeCandidate(Options{Difficulty: generate.Medium, Grader: DefaultGrader()}, l)
					want, err2 := grade(DefaultGrader(), l, generate.Medium)
					if err != nil || err2 != nil || !reflect.DeepEqual(got, want) {
						t.Errorf("%dx%d M=%d %s: gradeCandidate %+v %+v (%v); grade up to medium %+v %+v (%v)", size, size, m, tathamOf(t, l),
							got, got.Explanation, err, want, want.Explanation, err2)
					}
				}
				if rep.Grade == generate.Medium {
					medium++
					if !two {
						missed++
					}
				}
				count[fmt.Sprintf("closure %v, explanation %v", two, rep.Grade)]++
			}
		}
	}
	t.Logf("%v", count)
	if missed*10 > medium {
		t.Errorf("the two-clue closure misses %d of %d medium candidates", missed, medium)
	}
}
