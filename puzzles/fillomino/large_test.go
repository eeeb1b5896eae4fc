package fillomino

import (
	"context"
	"os"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
)

// TestMethodsAgree: on Tatham's puzzles and a few of our own (one with a
// polyomino larger than every given, one with two solutions), the
// defaults (regions small, large merged) and the former encoding
// (regions lazy, large each) find the same solutions and uniqueness.
func TestMethodsAgree(t *testing.T) {
	data, err := os.ReadFile("testdata/tatham.txt")
	if err != nil {
		t.Fatal(err)
	}
	ps := read(t, string(data), "")
	if testing.Short() {
		ps = ps[:10]
	}
	ps = append(ps, read(t, "1.\n..\n", "text")...) // 1 3 / 3 3: a 3 above K=1
	ps = append(ps, read(t, "1..\n...\n", "text")...)
	ps = append(ps, read(t, "5 5\n3 - - 5 -\n- 1 - - 2\n- 4 - 2 -\n4 - - 3 -\n- 4 - - 4\n", "janko")...)
	for _, p := range ps {
		var first []int
		var unique puzzle.Unique
		for j, set := range []map[string]string{nil, {"regions": "lazy", "large": "each"}, {"regions": "lazy"}, {"large": "each"}} {
			r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()}, solve.Options{Unique: true, Encode: puzzle.Options{Settings: set}})
			if err != nil || r.Status != puzzle.Solved {
				t.Fatalf("%s %v: %v %v", p.Name, set, r.Status, err)
			}
			vs := r.First().(*Solution).Values
			if j == 0 {
				first, unique = vs, r.Unique
				continue
			}
			if r.Unique != unique || (unique == puzzle.UniqueYes && !slices.Equal(vs, first)) {
				t.Errorf("%s %v: %v %v, defaults %v %v", p.Name, set, r.Unique, vs, unique, first)
			}
		}
	}
}

// TestLargeDecode: 1. / .. has the only solution 1 3 / 3 3, whose 3 is
// above every given: merged, one large group decoded as one polyomino.
func TestLargeDecode(t *testing.T) {
	p := read(t, "1.\n..\n", "text")[0]
	e, err := Encode(p, Options{Large: "merged", Solutions: 2})
	if err != nil {
		t.Fatal(err)
	}
	if e.K != 1 {
		t.Fatalf("K = %d, want 1", e.K)
	}
	r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()}, solve.Options{Unique: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := r.First().(*Solution).Values; r.Unique != puzzle.UniqueYes || !slices.Equal(got, []int{1, 3, 3, 3}) {
		t.Errorf("%v %v, want unique 1 3 3 3", r.Unique, got)
	}
}

// TestSplit: a group of large cells divides into two polyominoes above K
// of different sizes, or not: a 1x7 strip with K=2 does (3+4); a plus of
// arms of 2 cells (9 cells) does not (every part above 2 cells leaves
// the rest in pieces).
func TestSplit(t *testing.T) {
	strip := &Encoding{Puzzle: NewPuzzle(1, 7), K: 2}
	a, ok := strip.split([]int{0, 1, 2, 3, 4, 5, 6})
	if !ok || (len(a) != 3 && len(a) != 4) {
		t.Errorf("strip: %v %v, want a part of 3 or 4", a, ok)
	}
	plus := &Encoding{Puzzle: NewPuzzle(5, 5), K: 2}
	g := []int{12, 7, 2, 11, 10, 13, 14, 17, 22}
	if a, ok := plus.split(g); !ok || a != nil {
		t.Errorf("plus: %v %v, want no split", a, ok)
	}
	block := &Encoding{Puzzle: NewPuzzle(3, 3), K: 2}
	a, ok = block.split([]int{0, 1, 2, 3, 4, 5, 6, 7, 8})
	if !ok || a == nil || len(a) < 3 || len(a) > 6 || 2*len(a) == 9 {
		t.Errorf("3x3: %v %v, want a part of 3..6 cells", a, ok)
	}
}
