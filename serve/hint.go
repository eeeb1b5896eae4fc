package serve

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/puzzle"
	pboard "github.com/puzzlesat/puzzlesat/puzzle/board"
)

// hintJSON is the answer of POST /api/hint: one move the player can
// make, with its reason, in the player's words and coordinates (rows
// and columns counted from 1, as the page labels them).
type hintJSON struct {
	Input inputJSON `json:"input"`
	// Status is "hint" (Move is one move), "solved" (the player's board
	// shows every move the explanation finds: nothing left),
	// "unsatisfiable" (the puzzle, or the puzzle with the player's board,
	// has no solution: Text says why) or "none" (no step gives a move:
	// the puzzle has several solutions, or the time ran out).
	Status string `json:"status"`
	// Move is exactly one edge, line, room or cell value, in the board's
	// terms (board.State, 0-based like every board coordinate): what
	// "apply the hint" puts on the player's board.
	Move *pboard.State `json:"move,omitempty"`
	// Words says the move (1-based): "put 3 in (2,5)".
	Words string `json:"words,omitempty"`
	// Fact is the explanation's fact the move shows, in the kind's words
	// (1-based); Reason its premises ("Island (1,1) needs 2 bridges").
	Fact   string `json:"fact,omitempty"`
	Reason string `json:"reason,omitempty"`
	// Text is what the page says: the reason, the fact and the move.
	Text string `json:"text"`
	// Step is the explanation's step the fact comes from (counted from
	// the player's board when FromBoard).
	Step      int  `json:"step,omitempty"`
	FromBoard bool `json:"from_board"`
	// Clues are the step's clues (1-based numbers, as the page lists
	// them).
	Clues []int `json:"clues,omitempty"`
	// Board highlights the hint: the move's item (class "new"), the facts
	// the step uses ("used") and its clues ("clue").
	Board *pboard.Board `json:"board,omitempty"`
	MS    float64       `json:"ms"`
}

// hintSteps bounds an explanation from the player's board: the first
// move is nearly always in its first few steps.
const hintSteps = 40

// hint answers POST /api/hint (JSON only): the kind (a puzzle.Boarder),
// the puzzle and "state", the player's board (board.State, optional).
// The explanation starts from the player's board when the kind reads it
// as facts (puzzle.StateReader), from the puzzle otherwise; the hint is
// the first fact of the first step that changes the player's board, and
// the move it shows. "steps" bounds the explanation (default 40 from
// the player's board, all otherwise).
func (s *Server) hint(rq *request) (any, error) {
	start := time.Now()
	if !rq.json {
		return nil, badRequest("hint takes a JSON request: {\"kind\":...,\"puzzle\":...,\"state\":{...}}")
	}
	if err := s.slot(rq); err != nil {
		return nil, err
	}
	defer s.limit.release()
	in, err := s.readInput(rq, false, true)
	if err != nil {
		return nil, err
	}
	bd, ok := in.kind.(puzzle.Boarder)
	if !ok {
		return nil, badRequest("%s puzzles are not drawn on a board: no hints here (explain them)", in.kind.Name())
	}
	opt, err := s.explainOptions(rq, in.kind)
	if err != nil {
		return nil, err
	}
	var player pboard.State
	out := &hintJSON{Input: in.describe()}
	if len(rq.state) > 0 {
		dec := json.NewDecoder(bytes.NewReader(rq.state))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&player); err != nil {
			return nil, badRequest("state: %v", err)
		}
		if _, ok := in.kind.(puzzle.StateReader); ok {
			if opt.From, err = stateFacts(in.kind, in.item.Puzzle, rq); err != nil {
				return nil, err
			}
			out.FromBoard = true
			if rq.params["steps"] == "" {
				opt.Steps = hintSteps
			}
		}
	}
	if err := rq.unused(); err != nil {
		return nil, err
	}
	ex, err := explain.Run(rq.ctx, in.kind, in.item, opt)
	if err != nil {
		return nil, &kindError{kind: in.kind.Name(), err: err}
	}
	ex.OneBased()
	given, err := bd.Board(in.item.Puzzle, puzzle.View{})
	if err != nil {
		return nil, &kindError{kind: in.kind.Name(), err: err}
	}
	if given.Moves == nil {
		return nil, badRequest("%s boards have no moves: no hints here", in.kind.Name())
	}
	h := hinter{bd: bd, p: in.item.Puzzle, enc: ex.Encoding, moves: given.Moves, player: player, given: given}
	if given.Moves.Rooms && ex.Solution != nil {
		sb, err := bd.Board(in.item.Puzzle, puzzle.View{Solution: ex.Solution})
		if err != nil {
			return nil, &kindError{kind: in.kind.Name(), err: err}
		}
		h.rooms = sb.Rooms
	}
	if err := h.find(ex, out); err != nil {
		return nil, &kindError{kind: in.kind.Name(), err: err}
	}
	out.MS = float64(time.Since(start).Microseconds()) / 1000
	return out, nil
}

// hinter finds the first move of an explanation that the player's board
// does not show.
type hinter struct {
	bd     puzzle.Boarder
	p      puzzle.Puzzle
	enc    *puzzle.Encoding
	moves  *pboard.Moves
	player pboard.State
	given  *pboard.Board // the puzzle's own board: its cells are not moves
	// rooms are the solution's rooms (Moves.Rooms): an explanation's
	// board shows a room's cells as known one by one (filled in one
	// colour); the room is a move once all its cells are.
	rooms []pboard.Room
}

func (h *hinter) find(ex *explain.Explanation, out *hintJSON) error {
	known := map[encode.Lit]bool{}
	add := func(fs []explain.Fact) {
		for _, f := range fs {
			for _, l := range f.Lits {
				known[l] = true
			}
		}
	}
	add(ex.From)
	for i := range ex.Steps {
		st := &ex.Steps[i]
		var used []encode.Lit
		for _, f := range st.Given {
			used = append(used, f.Lits...)
		}
		var clues []int
		for _, c := range st.Clues {
			clues = append(clues, c.Index)
		}
		// One fact at a time, then the whole step (a move some facts
		// show only together: a room known cell by cell).
		tries := make([][]explain.Fact, 0, len(st.Facts)+1)
		for j := range st.Facts {
			tries = append(tries, st.Facts[j:j+1])
		}
		if len(st.Facts) > 1 {
			tries = append(tries, st.Facts)
		}
		for _, fs := range tries {
			v := puzzle.View{Enc: h.enc, Known: map[encode.Lit]bool{}, Used: used, Clues: clues}
			for l := range known {
				v.Known[l] = true
			}
			for _, f := range fs {
				for _, l := range f.Lits {
					v.Known[l] = true
					v.New = append(v.New, l)
				}
			}
			b, err := h.bd.Board(h.p, v)
			if err != nil {
				return err
			}
			mv, words := h.move(b)
			if mv == nil {
				continue
			}
			b.Moves = nil
			b.Title = ""
			texts := make([]string, len(fs))
			for k, f := range fs {
				texts[k] = f.Text
			}
			*out = hintJSON{Input: out.Input, FromBoard: out.FromBoard, Status: "hint", Move: mv, Words: words,
				Fact: strings.Join(texts, "; "), Reason: st.Reason, Step: st.N, Board: b}
			for _, c := range clues {
				out.Clues = append(out.Clues, c+1)
			}
			out.Text = fmt.Sprintf("%s: %s. So %s.", st.Reason, out.Fact, words)
			return nil
		}
		add(st.Facts)
	}
	switch ex.Status {
	case explain.Solved:
		out.Status, out.Text = "solved", "Nothing left to find: your board shows the whole solution."
	case explain.Unsatisfiable:
		out.Status = "unsatisfiable"
		out.Text = "The puzzle has no solution."
		if out.FromBoard && len(ex.From) > 0 {
			out.Text = "Your board contradicts the puzzle."
		}
		if ex.Conflict != nil {
			out.Text += " " + ex.Conflict.Text
		}
	default:
		out.Status, out.Text = "none", "No move follows from here."
		if ex.Status == explain.NotUnique {
			out.Text = "No move follows from here: the puzzle has several solutions."
		}
	}
	return nil
}

// move is the first move board b's new items show that neither the
// puzzle nor the player's board shows yet, and its words; nil if none.
func (h *hinter) move(b *pboard.Board) (*pboard.State, string) {
	m := h.moves
	if m.Lines || m.Edges != nil {
		for _, l := range b.Lines {
			if l.Class != pboard.ClassNew {
				continue
			}
			if m.Lines {
				if l.N > 0 || l.Cross && l.Max == 0 {
					ls := pboard.LineState{From: l.From, To: l.To, Cross: l.N == 0}
					if !h.showsLine(ls) {
						w := "draw the line between " + cell1(l.From) + " and " + cell1(l.To)
						if ls.Cross {
							w = "cross out the segment between " + cell1(l.From) + " and " + cell1(l.To)
						}
						return &pboard.State{Lines: []pboard.LineState{ls}}, w
					}
				}
				continue
			}
			if cur := h.edgeCount(l.From, l.To); l.N > 0 && cur < l.N {
				w := "draw a line between "
				switch {
				case cur > 0:
					w = fmt.Sprintf("make it %d lines between ", l.N)
				case l.N > 1:
					w = fmt.Sprintf("draw %d lines between ", l.N)
				}
				return &pboard.State{Edges: []pboard.EdgeState{{From: l.From, To: l.To, Count: l.N}}}, w + cell1(l.From) + " and " + cell1(l.To)
			}
		}
	}
	if m.Rooms {
		for _, r := range b.Rooms {
			rs := pboard.RoomState{Row: r.Row, Col: r.Col, Width: r.Width, Height: r.Height}
			if r.Class != pboard.ClassNew || hasRoom(h.player.Rooms, rs) || hasRoom(h.given.State().Rooms, rs) {
				continue
			}
			return &pboard.State{Rooms: []pboard.RoomState{rs}}, "draw the room " + roomWords(rs)
		}
		if rs, ok := h.knownRoom(b); ok {
			return &pboard.State{Rooms: []pboard.RoomState{rs}}, "draw the room " + roomWords(rs)
		}
	}
	fixed := h.fixed()
	for _, c := range b.Cells {
		if c.Class != pboard.ClassNew || m.Faces && !c.Face || fixed[c.At] {
			continue
		}
		for _, v := range m.Cells {
			if !(v.Text != "" && c.Text == v.Text || v.Text == "" && v.Mark != "" && c.Mark == v.Mark || v.Shade && c.Shade) || v.Value == "" {
				continue
			}
			if h.cellValue(c.At) == v.Value {
				break
			}
			cs := pboard.CellState{Cell: c.At, Value: v.Value}
			return &pboard.State{Cells: []pboard.CellState{cs}}, cellWords(v, c.At)
		}
	}
	return nil, ""
}

// knownRoom is a room of the solution that board b knows whole, one of
// its cells newly: every cell of it filled in one colour, no wall inside
// it; and that the player has not drawn.
func (h *hinter) knownRoom(b *pboard.Board) (pboard.RoomState, bool) {
	fill := map[[2]int]int{}
	news := map[[2]int]bool{}
	for _, c := range b.Cells {
		if c.Fill > 0 {
			fill[c.At] = c.Fill
		}
		if c.Class == pboard.ClassNew {
			news[c.At] = true
		}
	}
	walls := map[pboard.Wall]bool{}
	for _, w := range b.Walls {
		walls[pboard.Wall{At: w.At, Side: w.Side}] = true
	}
	for _, r := range h.rooms {
		rs := pboard.RoomState{Row: r.Row, Col: r.Col, Width: r.Width, Height: r.Height}
		if hasRoom(h.player.Rooms, rs) {
			continue
		}
		f, whole, isNew := fill[[2]int{r.Row, r.Col}], true, false
		for i := r.Row; i < r.Row+r.Height && whole; i++ {
			for j := r.Col; j < r.Col+r.Width; j++ {
				at := [2]int{i, j}
				if f == 0 || fill[at] != f || j+1 < r.Col+r.Width && walls[pboard.Wall{At: at, Side: "r"}] || i+1 < r.Row+r.Height && walls[pboard.Wall{At: at, Side: "b"}] {
					whole = false
					break
				}
				isNew = isNew || news[at]
			}
		}
		if whole && isNew {
			return rs, true
		}
	}
	return pboard.RoomState{}, false
}

// fixed are the cells the puzzle fills, which a player cannot change
// (as the page keeps them): a text (unless Moves.Over), a mark, shading.
func (h *hinter) fixed() map[[2]int]bool {
	out := map[[2]int]bool{}
	for _, c := range h.given.Cells {
		if h.moves.Faces && !c.Face {
			continue
		}
		if c.Text != "" && !h.moves.Over || c.Mark != "" || c.Shade {
			out[c.At] = true
		}
	}
	return out
}

func (h *hinter) showsLine(ls pboard.LineState) bool {
	for _, p := range h.player.Lines {
		if samePair(p.From, p.To, ls.From, ls.To) && p.Cross == ls.Cross {
			return true
		}
	}
	return false
}

func (h *hinter) edgeCount(a, b [2]int) int {
	n := 0
	for _, e := range h.player.Edges {
		if samePair(e.From, e.To, a, b) && e.Count > n {
			n = e.Count
		}
	}
	return n
}

func (h *hinter) cellValue(at [2]int) string {
	v := ""
	for _, c := range h.player.Cells {
		if c.Cell == at {
			v = c.Value
		}
	}
	return v
}

func samePair(a, b, c, d [2]int) bool { return a == c && b == d || a == d && b == c }

func hasRoom(rs []pboard.RoomState, r pboard.RoomState) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}

// cell1 is cell at as a player counts: "(row,col)" from 1.
func cell1(at [2]int) string { return fmt.Sprintf("(%d,%d)", at[0]+1, at[1]+1) }

// roomWords says a room as a player counts.
func roomWords(r pboard.RoomState) string {
	span := func(lo, n int) string {
		if n == 1 {
			return fmt.Sprint(lo + 1)
		}
		return fmt.Sprintf("%d to %d", lo+1, lo+n)
	}
	rows, cols := "rows ", "columns "
	if r.Height == 1 {
		rows = "row "
	}
	if r.Width == 1 {
		cols = "column "
	}
	return fmt.Sprintf("of %s%s, %s%s (%d×%d)", rows, span(r.Row, r.Height), cols, span(r.Col, r.Width), r.Height, r.Width)
}

// cellWords says a cell move as a player makes it.
func cellWords(v pboard.CellValue, at [2]int) string {
	switch {
	case v.Shade:
		return "shade " + cell1(at)
	case v.Text != "":
		return fmt.Sprintf("put %s in %s", v.Text, cell1(at))
	default:
		return fmt.Sprintf("mark %s %s", cell1(at), v.Value)
	}
}
