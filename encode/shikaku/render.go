package shikaku

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
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
		cw = max(cw, len(strconv.Itoa(c.N)))
	}
	cw += 2
	clue := make(map[int]int, len(p.Clues))
	for _, c := range p.Clues {
		clue[c.Row*W+c.Col] = c.N
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
				txt := ""
				if n, ok := clue[r*W+c]; ok {
					txt = strconv.Itoa(n)
				}
				left := (cw - len(txt) + 1) / 2
				b.WriteString(strings.Repeat(" ", left) + txt + strings.Repeat(" ", cw-left-len(txt)))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// JSONResult is the JSON output of one puzzle, exactly
//
//	{"puzzle":"shikaku","status":"solved"|"unsatisfiable"|"unknown","unique":true|false|null,
//	 "width":W,"height":H,"rooms":[{"row":r,"col":c,"width":w,"height":h,"clue":n},...]}
//
// with 0-based top-left corners; rooms is empty unless solved.
type JSONResult struct {
	Puzzle string     `json:"puzzle"`
	Status string     `json:"status"`
	Unique *bool      `json:"unique"`
	Width  int        `json:"width"`
	Height int        `json:"height"`
	Rooms  []JSONRoom `json:"rooms"`
}

// JSONRoom is one room of a JSONResult.
type JSONRoom struct {
	Row    int `json:"row"`
	Col    int `json:"col"`
	Width  int `json:"width"`
	Height int `json:"height"`
	Clue   int `json:"clue"`
}

// Statuses of the JSON output.
const (
	StatusSolved  = "solved"
	StatusUnsat   = "unsatisfiable"
	StatusUnknown = "unknown"
)

// JSONLine renders one puzzle's result as one line of JSON (with the
// newline). status is StatusSolved, StatusUnsat or StatusUnknown; unique is
// 1 (proved unique), 0 (a second solution exists) or -1 (not known).
func JSONLine(p *Puzzle, status string, unique int, s *Solution) []byte {
	out := JSONResult{Puzzle: "shikaku", Status: status, Width: p.Width, Height: p.Height, Rooms: []JSONRoom{}}
	if unique >= 0 {
		u := unique == 1
		out.Unique = &u
	}
	if s != nil && status == StatusSolved {
		for _, rm := range s.Rooms {
			out.Rooms = append(out.Rooms, JSONRoom(rm))
		}
	}
	b, _ := json.Marshal(out) // cannot fail: plain ints and strings
	return append(b, '\n')
}

// SVG geometry.
const (
	svgCell   = 36
	svgMargin = 12
)

// svgFills are pale room colours, cycled.
var svgFills = []string{"#fde2e4", "#e2ece9", "#dfe7fd", "#fff1c1", "#e9dff5", "#d7f0f7", "#fbe7c6", "#e4f5d4"}

// WriteSVG draws the puzzles one under the other in a single SVG
// document: rooms of a solution filled in pale colours with thick borders,
// thin lines between cells, clues centred. ss[i] may be nil (unsolved: the
// clues on an empty grid).
func WriteSVG(w io.Writer, ps []*Puzzle, ss []*Solution) error {
	width, height := 0, 0
	for _, p := range ps {
		width = max(width, p.Width*svgCell+2*svgMargin)
		height += p.Height*svgCell + 2*svgMargin
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n", width, height, width, height)
	b.WriteString(`<rect width="100%" height="100%" fill="white"/>` + "\n")
	y0 := 0
	for i, p := range ps {
		var s *Solution
		if i < len(ss) {
			s = ss[i]
		}
		fmt.Fprintf(&b, `<g transform="translate(%d,%d)">`+"\n", svgMargin, y0+svgMargin)
		svgPuzzle(&b, p, s)
		b.WriteString("</g>\n")
		y0 += p.Height*svgCell + 2*svgMargin
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func svgPuzzle(b *strings.Builder, p *Puzzle, s *Solution) {
	W, H := p.Width, p.Height
	if s != nil {
		for i, rm := range s.Rooms {
			fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n",
				rm.Col*svgCell, rm.Row*svgCell, rm.Width*svgCell, rm.Height*svgCell, svgFills[i%len(svgFills)])
		}
	}
	b.WriteString(`<g stroke="#bbb" stroke-width="1">` + "\n")
	for r := 1; r < H; r++ {
		fmt.Fprintf(b, `<line x1="0" y1="%d" x2="%d" y2="%d"/>`+"\n", r*svgCell, W*svgCell, r*svgCell)
	}
	for c := 1; c < W; c++ {
		fmt.Fprintf(b, `<line x1="%d" y1="0" x2="%d" y2="%d"/>`+"\n", c*svgCell, c*svgCell, H*svgCell)
	}
	b.WriteString("</g>\n")
	b.WriteString(`<g fill="none" stroke="black" stroke-width="3" stroke-linejoin="round">` + "\n")
	if s != nil {
		for _, rm := range s.Rooms {
			fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d"/>`+"\n",
				rm.Col*svgCell, rm.Row*svgCell, rm.Width*svgCell, rm.Height*svgCell)
		}
	}
	fmt.Fprintf(b, `<rect x="0" y="0" width="%d" height="%d"/>`+"\n", W*svgCell, H*svgCell)
	b.WriteString("</g>\n")
	b.WriteString(`<g font-family="sans-serif" font-size="16" text-anchor="middle" dominant-baseline="central" fill="black">` + "\n")
	for _, c := range p.Clues {
		fmt.Fprintf(b, `<text x="%d" y="%d">%d</text>`+"\n", c.Col*svgCell+svgCell/2, c.Row*svgCell+svgCell/2, c.N)
	}
	b.WriteString("</g>\n")
}
