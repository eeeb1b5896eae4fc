package shikaku

import (
	"encoding/json"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// owners is the room index of every cell (-1: none) for a solution, or
// nil for no solution.
func owners(p *Puzzle, s *Solution) [][]int {
	if s == nil {
		return nil
	}
	o := make([][]int, p.Height)
	for r := range o {
		o[r] = make([]int, p.Width)
		for c := range o[r] {
			o[r][c] = -1
		}
	}
	for i, rm := range s.Rooms {
		for r := max(rm.Row, 0); r < rm.Row+rm.Height && r < p.Height; r++ {
			for c := max(rm.Col, 0); c < rm.Col+rm.Width && c < p.Width; c++ {
				o[r][c] = i
			}
		}
	}
	return o
}

// corners maps the segments meeting at a grid corner (1 up, 2 right,
// 4 down, 8 left) to a box-drawing character.
var corners = []rune(" ╵╶└╷│┌├╴┘─┴┐┤┬┼")

// Text draws the puzzle with Unicode box-drawing lines around the rooms of
// s, clues in place. With s nil it draws every cell's border.
func Text(p *Puzzle, s *Solution) string {
	o := owners(p, s)
	W, H := p.Width, p.Height
	cw := 1
	for _, c := range p.Clues {
		cw = max(cw, len(c.text()))
	}
	cw += 2
	clue := make(map[int]string, len(p.Clues))
	for _, c := range p.Clues {
		clue[c.Row*W+c.Col] = c.text()
	}
	// hEdge: the horizontal segment above cell (r, c), r in 0..H.
	hEdge := func(r, c int) bool {
		if c < 0 || c >= W {
			return false
		}
		return r == 0 || r == H || o == nil || o[r-1][c] != o[r][c]
	}
	// vEdge: the vertical segment left of cell (r, c), c in 0..W.
	vEdge := func(r, c int) bool {
		if r < 0 || r >= H {
			return false
		}
		return c == 0 || c == W || o == nil || o[r][c-1] != o[r][c]
	}
	var b strings.Builder
	for r := 0; r <= H; r++ {
		for c := 0; c <= W; c++ {
			m := 0
			if vEdge(r-1, c) {
				m |= 1
			}
			if hEdge(r, c) {
				m |= 2
			}
			if vEdge(r, c) {
				m |= 4
			}
			if hEdge(r, c-1) {
				m |= 8
			}
			b.WriteRune(corners[m])
			if c < W {
				seg := " "
				if hEdge(r, c) {
					seg = "─"
				}
				b.WriteString(strings.Repeat(seg, cw))
			}
		}
		b.WriteByte('\n')
		if r == H {
			break
		}
		for c := 0; c <= W; c++ {
			if vEdge(r, c) {
				b.WriteString("│")
			} else {
				b.WriteByte(' ')
			}
			if c < W {
				txt := clue[r*W+c]
				left := (cw - len(txt) + 1) / 2
				b.WriteString(strings.Repeat(" ", left) + txt + strings.Repeat(" ", cw-left-len(txt)))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// JSONOutput is the JSON output of one puzzle, one line:
//
//	{"puzzle":"shikaku","status":"solved"|"unsatisfiable"|"unknown","unique":true|false|null,
//	 "width":W,"height":H,
//	 "rooms":[{"row":r,"col":c,"width":w,"height":h,"clue":n,"clue_row":r',"clue_col":c'},...],
//	 "clues":[{"row":r,"col":c,"clue":n},...],
//	 "stats":{...}}
//
// with 0-based rows and columns: a room's top-left corner and the cell of
// its clue. rooms is empty unless solved. clues are the puzzle's, so that
// the output reads back as input (ParseJSON) whether solved or not.
type JSONOutput struct {
	Puzzle string        `json:"puzzle"`
	Status puzzle.Status `json:"status"`
	Unique puzzle.Unique `json:"unique"`
	// Matches is set for a puzzle that came with a solution (a janko
	// block's, a JSON output's rooms): whether the solution found is it.
	Matches *bool      `json:"matches_reference,omitempty"`
	Width   int        `json:"width"`
	Height  int        `json:"height"`
	Rooms   []JSONRoom `json:"rooms"`
	Clues   []JSONClue `json:"clues"`
	Stats   JSONStats  `json:"stats"`
}

// JSONRoom is one room of a JSONOutput: its rectangle, its clue's number
// (Unknown, written null, for a clue of unknown value) and the clue's
// cell.
type JSONRoom struct {
	Row     int `json:"row"`
	Col     int `json:"col"`
	Width   int `json:"width"`
	Height  int `json:"height"`
	Clue    int `json:"clue"`
	ClueRow int `json:"clue_row"`
	ClueCol int `json:"clue_col"`
}

// MarshalJSON writes the room with "clue":null when the clue is Unknown.
func (r JSONRoom) MarshalJSON() ([]byte, error) {
	type room struct {
		Row     int        `json:"row"`
		Col     int        `json:"col"`
		Width   int        `json:"width"`
		Height  int        `json:"height"`
		Clue    jsonNumber `json:"clue"`
		ClueRow int        `json:"clue_row"`
		ClueCol int        `json:"clue_col"`
	}
	return json.Marshal(room{r.Row, r.Col, r.Width, r.Height, jsonNumber(r.Clue), r.ClueRow, r.ClueCol})
}

// JSONStats are the "stats" of the JSON output: the fields every kind
// has (puzzle.JSONStats), the options, and the cheap encoding figures
// (rooms, patterns = Alt, fix0 = rooms with one pattern, cov0 = cells
// with one covering pattern).
type JSONStats struct {
	puzzle.JSONStats
	Model    string `json:"model"`
	AMO      string `json:"amo"`
	Card     string `json:"card"`
	Rooms    int    `json:"rooms"`
	Patterns int    `json:"patterns"`
	Fix0     int    `json:"fix0"`
	Cov0     int    `json:"cov0"`
	// Second is the second solution's rooms when --unique found one.
	Second []JSONRoom `json:"second,omitempty"`
	// Reason says why the puzzle has no solution when the encoder found
	// out by itself (Encoding.Infeasible).
	Reason string `json:"reason,omitempty"`
}

// jsonOutput builds the JSON output of r.
func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	o := &JSONOutput{Puzzle: "shikaku", Status: r.Status, Unique: r.Unique, Matches: r.Matches, Width: p.Width, Height: p.Height,
		Rooms: []JSONRoom{}, Clues: make([]JSONClue, len(p.Clues))}
	for i, c := range p.Clues {
		o.Clues[i] = JSONClue{Row: c.Row, Col: c.Col, Clue: c.N}
	}
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		o.Rooms = jsonRooms(p, s)
	}
	st := &o.Stats
	st.JSONStats = puzzle.NewJSONStats(r)
	if len(r.Solutions) > 1 && r.Unique == puzzle.UniqueNo {
		st.Second = jsonRooms(p, r.Solutions[1].(*Solution))
	}
	st.Rooms = len(p.Clues)
	if e := r.Encoding; e != nil {
		st.Model, st.AMO, st.Card = e.Settings["model"], e.Settings["amo"], e.Settings["card"]
		st.Patterns, st.Fix0, st.Cov0 = puzzle.StatInt(e, "patterns"), puzzle.StatInt(e, "fix0"), puzzle.StatInt(e, "cov0")
		st.Reason = e.Note
	}
	return o
}

// jsonRooms are s's rooms with their clue cells: room k holds clue k in a
// decoded solution; otherwise the clue inside the room is looked up.
func jsonRooms(p *Puzzle, s *Solution) []JSONRoom {
	out := make([]JSONRoom, len(s.Rooms))
	for k, rm := range s.Rooms {
		out[k] = JSONRoom{Row: rm.Row, Col: rm.Col, Width: rm.Width, Height: rm.Height, Clue: rm.Clue, ClueRow: -1, ClueCol: -1}
		rect := Rect{Row: rm.Row, Col: rm.Col, W: rm.Width, H: rm.Height}
		if k < len(p.Clues) && rect.Contains(p.Clues[k].Row, p.Clues[k].Col) {
			out[k].ClueRow, out[k].ClueCol = p.Clues[k].Row, p.Clues[k].Col
			continue
		}
		for _, c := range p.Clues {
			if rect.Contains(c.Row, c.Col) {
				out[k].ClueRow, out[k].ClueCol = c.Row, c.Col
				break
			}
		}
	}
	return out
}

// SVG draws the puzzle with solution s (nil: the clues on an empty grid)
// as a standalone SVG picture (board.WriteSVG of its Board): rooms filled
// in pale colours with thick borders, thin lines between cells, clues
// centred.
func SVG(p *Puzzle, s *Solution) string {
	return board.SVG(p.Board(puzzle.View{Solution: s}))
}
