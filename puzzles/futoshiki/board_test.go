package futoshiki

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

func tathamExamples(t *testing.T) []*Puzzle {
	t.Helper()
	ps, err := ParseTatham([]byte("5:0,0,0D,0R,0,0,0,0D,0U,0L,0D,0D,0,0,0,0,0,0,0,0,0R,0,2U,0,0,\n5a:0,0R,0RL,0L,0,0,0D,0RD,0L,0D,0,4U,0U,0,0UD,0,0,0D,0R,0UL,0R,0RL,0UL,0,5,\n"))
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestBoard: the board has the grid, the givens, a sign for each sign
// of the puzzle between the two cells it relates, and draws as SVG.
func TestBoard(t *testing.T) {
	for _, p := range tathamExamples(t) {
		b, err := Kind.(Futoshiki).Board(p, puzzle.View{})
		if err != nil {
			t.Fatal(err)
		}
		if b.Rows != p.N || b.Cols != p.N || len(b.Cells) != p.Givens() || len(b.Signs) != p.Signs() || len(b.Moves.Cells) != p.N {
			t.Fatalf("%s: board %dx%d, %d cells, %d signs, %d moves", p.Name, b.Rows, b.Cols, len(b.Cells), len(b.Signs), len(b.Moves.Cells))
		}
		for _, s := range b.Signs {
			if s.At[0]%2+s.At[1]%2 != 1 || s.Text == "" {
				t.Errorf("%s: sign %+v is not between two cells", p.Name, s)
			}
		}
		var w bytes.Buffer
		if err := board.WriteSVG(&w, b); err != nil || !strings.Contains(w.String(), "<text") {
			t.Errorf("%s: svg %v", p.Name, err)
		}
	}
	// 5a: the bar between (1,2) and (1,3) is "|" at doubled (0,3).
	b, _ := Kind.(Futoshiki).Board(tathamExamples(t)[1], puzzle.View{})
	found := false
	for _, s := range b.Signs {
		found = found || (s.At == [2]int{0, 3} && s.Text == "|")
	}
	if !found {
		t.Errorf("no bar at (0,3): %+v", b.Signs)
	}
}

// TestPlay: the solution played cell by cell is "playing" until the last
// digit, then "solved"; a digit twice in a row, a broken sign and a given
// overwritten are problems; a cell off the grid is an error.
func TestPlay(t *testing.T) {
	k := Kind.(Futoshiki)
	for _, p := range tathamExamples(t) {
		sol := solveUnique(t, p, "order")
		n := p.N
		var st board.State
		for i, d := range sol.Values {
			if p.Given[i] != None {
				continue
			}
			v, err := k.CheckState(p, st)
			if err != nil || v.Status != "playing" {
				t.Fatalf("%s: %v %+v", p.Name, err, v)
			}
			st.Cells = append(st.Cells, board.CellState{Cell: [2]int{i / n, i % n}, Value: strconv.Itoa(d)})
		}
		v, err := k.CheckState(p, st)
		if err != nil || v.Status != "solved" {
			t.Fatalf("%s: full grid: %v %+v", p.Name, err, v)
		}
		facts, err := k.StateFacts(p, st)
		if err != nil || len(facts) != n*n {
			t.Fatalf("%s: %d facts, %v", p.Name, len(facts), err)
		}
		// swap two digits of a row: broken
		bad := board.State{Cells: []board.CellState{{Cell: [2]int{0, 0}, Value: "1"}, {Cell: [2]int{0, 1}, Value: "1"}}}
		if v, err := k.CheckState(p, bad); err != nil || v.Status != "broken" {
			t.Errorf("%s: a digit twice: %v %+v", p.Name, err, v)
		}
		if _, err := k.CheckState(p, board.State{Cells: []board.CellState{{Cell: [2]int{n, 0}, Value: "1"}}}); err == nil {
			t.Errorf("%s: a cell off the grid is no error", p.Name)
		}
		if _, err := k.CheckState(p, board.State{Cells: []board.CellState{{Cell: [2]int{0, 0}, Value: "0"}}}); err == nil {
			t.Errorf("%s: digit 0 is no error", p.Name)
		}
	}
	// a sign broken: find a sign, write its cells the wrong way round
	p := tathamExamples(t)[0]
	tested := false
	for _, q := range p.Pairs() {
		if q.Rel != Less || p.Given[q.A] != None || p.Given[q.B] != None {
			continue
		}
		n := p.N
		st := board.State{Cells: []board.CellState{{Cell: [2]int{q.A / n, q.A % n}, Value: "3"}, {Cell: [2]int{q.B / n, q.B % n}, Value: "2"}}}
		v, err := k.CheckState(p, st)
		if err != nil || v.Status != "broken" || !strings.Contains(v.Problems[0].Text, "<") {
			t.Errorf("sign %s: %v %+v", p.Words(q), err, v)
		}
		tested = true
		break
	}
	if !tested {
		t.Error("no < sign between two empty cells to break")
	}
}
