package sight

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// grid reads a picture: '#' a blocker, anything else open.
func grid(t *testing.T, rows ...string) *Grid {
	t.Helper()
	var block []bool
	for _, r := range rows {
		for _, ch := range r {
			block = append(block, ch == '#')
		}
	}
	g, err := New(len(rows), len(rows[0]), block)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestRaysAndSeen(t *testing.T) {
	g := grid(t,
		"..#.",
		"....",
		"#...",
	)
	// (1,1) = 5 sees up (0,1), right (1,2),(1,3), down (2,1), left (1,0).
	rays := g.Rays(5)
	want := [4][]int{{1}, {6, 7}, {9}, {4}}
	if !reflect.DeepEqual(rays, want) {
		t.Errorf("Rays(5) = %v, want %v", rays, want)
	}
	if got := g.Seen(5); !reflect.DeepEqual(got, []int{5, 4, 6, 7, 1, 9}) {
		t.Errorf("Seen(5) = %v", got)
	}
	// (1,2) = 6: up is the blocker (0,2).
	if got := g.Rays(6); len(got[Up]) != 0 || !reflect.DeepEqual(got[Down], []int{10}) {
		t.Errorf("Rays(6) = %v", got)
	}
	if r := g.Rays(2); r[0] != nil || r[1] != nil || r[2] != nil || r[3] != nil || g.Seen(2) != nil {
		t.Error("a blocker sees nothing")
	}
	if !g.Sees(4, 7) || g.Sees(0, 3) || g.Sees(4, 9) || g.Sees(2, 6) {
		t.Error("Sees")
	}
	if got := g.Neighbours(0); !reflect.DeepEqual(got, []int{1, 4}) {
		t.Errorf("Neighbours(0) = %v", got)
	}
	// Row runs: [0 1] [3] [4 5 6 7] [9 10 11]; column runs: [0 4] [1 5 9] [6 10] [3 7 11].
	var segs [][]int
	for _, s := range g.Segments() {
		segs = append(segs, s.Cells)
	}
	wantSegs := [][]int{{0, 1}, {3}, {4, 5, 6, 7}, {9, 10, 11}, {0, 4}, {1, 5, 9}, {6, 10}, {3, 7, 11}}
	if !reflect.DeepEqual(segs, wantSegs) {
		t.Errorf("Segments = %v, want %v", segs, wantSegs)
	}
	if _, err := New(2, 2, make([]bool, 3)); err == nil {
		t.Error("New with the wrong cell count: want an error")
	}
}

// Seen is the union of the rays and the cell, and Sees agrees with it,
// on random grids.
func TestSeenIsRays(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for iter := 0; iter < 200; iter++ {
		rows, cols := 1+rng.IntN(7), 1+rng.IntN(7)
		block := make([]bool, rows*cols)
		for i := range block {
			block[i] = rng.IntN(4) == 0
		}
		g, _ := New(rows, cols, block)
		for i := range block {
			if block[i] {
				continue
			}
			want := []int{i}
			for _, r := range g.Rays(i) {
				want = append(want, r...)
			}
			got := g.Seen(i)
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("Seen(%d) = %v, rays give %v", i, got, want)
			}
			for j := range block {
				if j != i && g.Sees(i, j) != slices.Contains(want, j) {
					t.Fatalf("Sees(%d,%d) disagrees with the rays", i, j)
				}
			}
		}
	}
}
