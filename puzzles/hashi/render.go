package hashi

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// clueChar is the one-character form of a clue: 1-9, then A-G for 10-16
// (as in Tatham's game IDs), '?' for an unknown clue, '+' beyond 16 (M >
// 4 only).
func clueChar(k int) rune {
	switch {
	case k == Unknown:
		return '?'
	case k >= 0 && k <= 9:
		return rune('0' + k)
	case k >= 10 && k <= 16:
		return rune('A' + k - 10)
	}
	return '+'
}

// horizontal and vertical bridge characters by count (index count-1).
var (
	hChars = []rune{'─', '═', '≡', '≣'}
	vChars = []rune{'│', '║', '⦀', '⁞'}
)

func bridgeChar(horizontal bool, count int) rune {
	cs := vChars
	if horizontal {
		cs = hChars
	}
	if count > len(cs) {
		count = len(cs)
	}
	return cs[count-1]
}

// Text renders the puzzle with solution s (nil: the clues only). Cell
// (r,c) is drawn at text row 2r, column 2c, so that the gaps between cells
// can show bridges between adjacent islands. Islands show their clue
// (A-G = 10-16, ? unknown), water is '·', bridges are ─ ═ (horizontal) and │ ║
// (vertical); 3 and 4 bridges (M > 2) are ≡ ≣ and ⦀ ⁞.
func Text(p *Puzzle, s *Solution) string {
	H, W := 2*p.Height-1, 2*p.Width-1
	g := make([][]rune, H)
	for r := range g {
		g[r] = make([]rune, W)
		for c := range g[r] {
			g[r][c] = ' '
			if r%2 == 0 && c%2 == 0 {
				g[r][c] = '·'
			}
		}
	}
	if s != nil {
		for _, br := range s.Bridges {
			hor := br.From[0] == br.To[0]
			ch := bridgeChar(hor, br.Count)
			if hor {
				for c := 2*br.From[1] + 1; c < 2*br.To[1]; c++ {
					g[2*br.From[0]][c] = ch
				}
			} else {
				for r := 2*br.From[0] + 1; r < 2*br.To[0]; r++ {
					g[r][2*br.From[1]] = ch
				}
			}
		}
	}
	for _, is := range p.Islands {
		g[2*is.Row][2*is.Col] = clueChar(is.Clue)
	}
	var b strings.Builder
	for _, row := range g {
		b.WriteString(strings.TrimRight(string(row), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// JSONOutput is the JSON form of a result, field for field the documented
// output format. It reads back as a puzzle (the islands, and M and the
// tree flag from the stats).
type JSONOutput struct {
	Puzzle string        `json:"puzzle"`
	Status puzzle.Status `json:"status"`
	Unique puzzle.Unique `json:"unique"`
	// Matches is set for a puzzle that came with a solution (a janko
	// block's): whether the solution found is that one.
	Matches *bool     `json:"matches_reference,omitempty"`
	Width   int       `json:"width"`
	Height  int       `json:"height"`
	Islands []Island  `json:"islands"`
	Bridges []Bridge  `json:"bridges"`
	Stats   JSONStats `json:"stats"`
}

// JSONStats are the "stats" of the JSON output: the fields every kind
// has (puzzle.JSONStats), M and the tree flag (which the top-level fields
// of the documented format leave out: the JSON input reads them from
// here, so the output reads back), the options and the encoding's figures.
type JSONStats struct {
	puzzle.JSONStats
	MaxBridges   int    `json:"max_bridges"`
	Tree         bool   `json:"tree"`
	Card         string `json:"card"`
	Connectivity string `json:"connectivity"`
	Edges        int    `json:"edges"`
	Forced       int    `json:"forced"`
	// Second is the second solution's bridges when --unique found one.
	Second []Bridge `json:"second,omitempty"`
	// Reason says why the puzzle has no solution when the encoder found
	// out by itself (e.g. the islands can never be connected).
	Reason string `json:"reason,omitempty"`
}

// jsonOutput builds the JSON output of r.
func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	o := &JSONOutput{Puzzle: "hashi", Status: r.Status, Unique: r.Unique, Matches: r.Matches, Width: p.Width, Height: p.Height,
		Islands: p.Islands, Bridges: []Bridge{}}
	if o.Islands == nil {
		o.Islands = []Island{}
	}
	if s, ok := r.First().(*Solution); ok && s.Bridges != nil {
		o.Bridges = s.Bridges
	}
	st := &o.Stats
	st.JSONStats = puzzle.NewJSONStats(r)
	if len(r.Solutions) > 1 && r.Unique == puzzle.UniqueNo {
		st.Second = r.Solutions[1].(*Solution).Bridges
	}
	st.MaxBridges, st.Tree = p.MaxBridges, p.Tree
	if e := r.Encoding; e != nil {
		st.Card, st.Connectivity = e.Settings["card"], e.Settings["connectivity"]
		st.Edges, st.Forced = puzzle.StatInt(e, "edges"), puzzle.StatInt(e, "forced")
		st.Reason = e.Note
	}
	return o
}

// clueText is an island's clue as a number, or "?" when unknown.
func clueText(is Island) string {
	if !is.Known() {
		return "?"
	}
	return strconv.Itoa(is.Clue)
}

// SVG renders the puzzle with solution s (nil: the clues only) as a
// standalone SVG picture (board.WriteSVG of its Board): a light grid,
// bridges as 1..M parallel lines, islands as circles with their clue.
func SVG(p *Puzzle, s *Solution) string {
	return board.SVG(p.Board(puzzle.View{Solution: s}))
}
