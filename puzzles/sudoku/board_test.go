package sudoku

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// TestBoard: a solved 9x9 X puzzle's board has a digit in every cell,
// the givens titled, a wall wherever two boxes meet (2 inner lines of 9
// cells each way: 36), the diagonals filled (17 cells), and digits as
// the players' moves.
func TestBoard(t *testing.T) {
	ps, err := Parse("x9", []byte("3x3x:c4_9_3c8b7f4c8_2_3_9e6b4_3a4c9a6_5b9e6_2_5_8c4f7b8c6_5_1c\n"), FormatTatham)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	sol := solveOne(t, p, nil, 1).First()
	b, err := Kind.(puzzle.Boarder).Board(p, puzzle.View{Solution: sol})
	if err != nil {
		t.Fatal(err)
	}
	digits, givens, fills := 0, 0, 0
	for _, c := range b.Cells {
		if c.Text != "" {
			digits++
		}
		if c.Title == "given" {
			givens++
		}
		if c.Fill != 0 {
			fills++
		}
	}
	if digits != 81 || givens != p.NumGivens() || fills != 17 || len(b.Walls) != 36 {
		t.Errorf("digits %d givens %d (want %d) fills %d walls %d", digits, givens, p.NumGivens(), fills, len(b.Walls))
	}
	if b.Moves == nil || len(b.Moves.Cells) != 9 || b.Moves.Cells[8].Value != "9" {
		t.Errorf("moves %+v", b.Moves)
	}
	if svg := board.SVG(b); len(svg) == 0 {
		t.Error("no SVG")
	}
}
