package gen

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/rng"
)

// tile's partitions cover every cell once with rooms inside the area
// bounds, and look like Tatham's: on 13x13 his reference puzzles have
// 28.3 rooms on average, a third of them dominoes, and many rooms are
// two-dimensional.
func TestTile(t *testing.T) {
	r := rng.New(9)
	rooms, dominoes, square, made := 0, 0, 0, 0
	for range 200 {
		pt, ok := tile(r, 13, 13, 2, 28)
		if !ok {
			continue
		}
		made++
		seen := make([]int, 13*13)
		for k, rect := range pt.rooms {
			if a := rect.Area(); a < 2 || a > 28 {
				t.Fatalf("room %v of area %d", rect, a)
			}
			for y := rect.Row; y < rect.Row+rect.H; y++ {
				for x := rect.Col; x < rect.Col+rect.W; x++ {
					seen[y*13+x]++
					if pt.at[y*13+x] != k {
						t.Fatalf("cell (%d,%d) is in room %d, not %d", y, x, pt.at[y*13+x], k)
					}
				}
			}
			rooms++
			if rect.Area() == 2 {
				dominoes++
			}
			if rect.W > 1 && rect.H > 1 {
				square++
			}
		}
		for i, n := range seen {
			if n != 1 {
				t.Fatalf("cell %d covered %d times", i, n)
			}
		}
	}
	if made < 150 {
		t.Errorf("only %d of 200 partitions kept", made)
	}
	mean := float64(rooms) / float64(made)
	if mean < 25 || mean > 32 || dominoes*5 < rooms || square*5 < rooms {
		t.Errorf("%.1f rooms per partition, %d dominoes and %d two-dimensional rooms of %d", mean, dominoes, square, rooms)
	}
}

// Rooms of one cell come only with a minimum area of 1.
func TestTileOnes(t *testing.T) {
	r := rng.New(4)
	ones := 0
	for range 50 {
		if pt, ok := tile(r, 6, 6, 1, 6); ok {
			for _, rect := range pt.rooms {
				if rect.Area() == 1 {
					ones++
				}
			}
		}
	}
	if ones == 0 {
		t.Error("no room of one cell with a minimum area of 1")
	}
}
