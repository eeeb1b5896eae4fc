package kurodoko

import (
	"encoding/json"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// TestFacts: facts group by shading and read back from their JSON.
func TestFacts(t *testing.T) {
	ps, _ := Parse("t", []byte("1 - 2\n- 3 -\n3 2 -\n"), FormatText)
	p := ps[0]
	fr := Kurodoko{}.Explaining(p, nil)
	st := fr.Group([]encode.Lit{-2, 1, 5, -9})
	if len(st) != 2 || st[0].Text != "(0,0), (1,1) are shaded" || st[1].Text != "(0,1), (2,2) are unshaded" {
		t.Fatalf("Group: %+v", st)
	}
	for _, s := range st {
		raw, _ := json.Marshal(s.JSON)
		back, err := fr.Parse(raw)
		if err != nil || back.Text != s.Text || len(back.Lits) != len(s.Lits) {
			t.Errorf("Parse(%s) = %+v, %v", raw, back, err)
		}
	}
	for _, bad := range []string{`{"cell":[3,0],"shaded":true}`, `{"cell":[0,0]}`, `{"cell":[0,0],"shaded":true,"x":1}`} {
		if _, err := fr.Parse(json.RawMessage(bad)); err == nil {
			t.Errorf("Parse(%s): no error", bad)
		}
	}
}

// TestBoardStates: a solution's board reads back as the player's state
// of it (shaded cells only), which is solved and states its facts.
func TestBoardStates(t *testing.T) {
	p, sol := small(t)
	b, err := Kurodoko{}.Board(p, puzzle.View{Solution: sol})
	if err != nil {
		t.Fatal(err)
	}
	st := b.State()
	if len(st.Cells) == 0 || st.Cells[0].Value != ValueShaded {
		t.Fatalf("state %+v", st)
	}
	v, err := Kurodoko{}.CheckState(p, st)
	if err != nil || v.Status != "solved" {
		t.Fatalf("verdict %+v, %v", v, err)
	}
	n := len(st.Cells)
	st.Cells = append(st.Cells, board.CellState{Cell: [2]int{4, 4}, Value: ValueUnshaded})
	facts, err := Kurodoko{}.StateFacts(p, st)
	if err != nil || len(facts) == 0 || len(facts) > n+1 || string(facts[len(facts)-1]) != `{"cell":[4,4],"shaded":false}` {
		t.Fatalf("facts %s, %v", facts, err)
	}
}
