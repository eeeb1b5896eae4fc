package regions

import "testing"

// lcg is a small deterministic source for the tests.
func lcg(seed uint64) func(int) int {
	return func(n int) int {
		seed = seed*6364136223846793005 + 1442695040888963407
		return int((seed >> 33) % uint64(n))
	}
}

// TestRandom: the regions cover the grid, are connected and have at
// least min cells; Moved keeps them so; Join(2) pairs neighbours.
func TestRandom(t *testing.T) {
	for seed := uint64(0); seed < 30; seed++ {
		intn := lcg(seed)
		g := Random(9, 8, 14, 4, intn)
		if g.Split() >= 0 {
			t.Fatalf("seed %d: a region is not connected", seed)
		}
		for k := 0; k < g.N; k++ {
			if len(g.Cells(k)) < 4 {
				t.Fatalf("seed %d: region %d has %d cells", seed, k, len(g.Cells(k)))
			}
		}
		for c := 0; c < 72; c++ {
			for to := 0; to < g.N; to++ {
				if h, ok := g.Moved(c, to); ok {
					if h.Split() >= 0 || h.Of[c] != h.Of[neighbourIn(g, c, to)] {
						t.Fatalf("seed %d: moving %d to %d", seed, c, to)
					}
				}
			}
		}
		one := Grow(6, 6, []int{0, 5, 30, 35, 14, 21}, intn)
		if h, ok := one.Join(2, intn); ok {
			if h.N != 3 || h.Split() >= 0 {
				t.Fatalf("seed %d: joined into %d regions", seed, h.N)
			}
		}
	}
}

// neighbourIn is a cell of region to beside c.
func neighbourIn(g *Regions, c, to int) int {
	for _, j := range g.neighbours(c) {
		if g.Of[j] == to {
			return j
		}
	}
	return -1
}
