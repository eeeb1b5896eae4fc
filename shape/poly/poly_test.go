package poly

import "testing"

// The fixed tetrominoes: L 8, I 2, T 4, S 4 (S and Z), O 1: 19.
func TestTetrominoOrientations(t *testing.T) {
	want := map[Tetromino]int{L: 8, I: 2, T: 4, S: 4, O: 1}
	total := 0
	for k, s := range Tetrominoes {
		n := len(Orientations(s))
		if n != want[k] {
			t.Errorf("%c: %d orientations, want %d", k, n, want[k])
		}
		total += n
	}
	if total != 19 {
		t.Errorf("%d fixed tetrominoes, want 19", total)
	}
}

func TestPlacements(t *testing.T) {
	// An I in a 4x4 grid: 4 rows + 4 columns = 8 placements.
	if n := len(Placements(4, 4, Orientations(Tetrominoes[I]), nil)); n != 8 {
		t.Errorf("I in 4x4: %d placements, want 8", n)
	}
	// Only the first row allowed: one horizontal I.
	if n := len(Placements(4, 4, Orientations(Tetrominoes[I]), func(i int) bool { return i < 4 })); n != 1 {
		t.Errorf("I in the first row: %d placements, want 1", n)
	}
}
