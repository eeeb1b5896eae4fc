package hashi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Limits on what the parsers accept, so that no input can make the
// program allocate without bound.
const (
	MaxCells      = 4_000_000 // width × height
	MaxMaxBridges = 16        // largest M
	// MaxIslands bounds the encoding's memory (about 6 KB per island with
	// the solver: 100,000 islands take some 600 MB); the largest published
	// instances have a few hundred.
	MaxIslands = 100_000
)

// Island is a numbered cell. Row and Col are 0-based; Clue is the number of
// bridges that must end at the island, or Unknown.
type Island struct {
	Row  int `json:"row"`
	Col  int `json:"col"`
	Clue int `json:"clue"` // JSON null for Unknown

	line, col int // where the clue stands in the input (0: unknown)
}

// Unknown is the Clue of an island whose number is not given ('?' in a
// grid, '.' in a puzz.link URL, "clue": null in JSON): it needs at least
// one bridge, and takes at most M from each neighbour, like any island.
const Unknown = -1

// Known reports whether the island's number is given.
func (is Island) Known() bool { return is.Clue != Unknown }

// MarshalJSON writes {"row":r,"col":c,"clue":k}, with "clue":null for an
// unknown clue.
func (is Island) MarshalJSON() ([]byte, error) {
	clue := "null"
	if is.Known() {
		clue = fmt.Sprint(is.Clue)
	}
	return []byte(fmt.Sprintf(`{"row":%d,"col":%d,"clue":%s}`, is.Row, is.Col, clue)), nil
}

// UnmarshalJSON reads {"row":r,"col":c,"clue":k}: "clue" null is
// Unknown, a missing "clue" is 0 (which Validate refuses), a negative one
// is an error, other fields are errors.
func (is *Island) UnmarshalJSON(b []byte) error {
	var v struct {
		Row  int             `json:"row"`
		Col  int             `json:"col"`
		Clue json.RawMessage `json:"clue"`
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		return fmt.Errorf("island %s: %w", b, err)
	}
	is.Row, is.Col, is.Clue = v.Row, v.Col, 0
	switch c := string(bytes.TrimSpace(v.Clue)); {
	case c == "null":
		is.Clue = Unknown
	case c != "":
		if err := json.Unmarshal(v.Clue, &is.Clue); err != nil || is.Clue < 0 {
			return fmt.Errorf("island %s: \"clue\" must be a number of bridges (1 or more) or null for an unknown clue", b)
		}
	}
	return nil
}

// Puzzle is a Hashi instance.
type Puzzle struct {
	Width, Height int
	// MaxBridges is M, the largest number of bridges between two islands.
	MaxBridges int
	// Tree requires the bridges to form a tree (Tatham's "L": no loops).
	Tree bool
	// Islands in row-major order.
	Islands []Island
	// Name says where the puzzle came from (file and line), for messages.
	Name string
	// Line is the puzzle's first line in its file (0: unknown).
	Line int

	ref *Solution // a solution that came with the puzzle (a janko block's), or nil
}

// Bridge is a set of Count bridges between two islands; From is the upper
// or left end.
type Bridge struct {
	From  [2]int `json:"from"`
	To    [2]int `json:"to"`
	Count int    `json:"count"`
}

// Solution is the bridges of a solved puzzle, sorted by From then To.
type Solution struct {
	Bridges []Bridge
}

// Get returns the number of bridges between islands at a and b (in either order).
func (s *Solution) Get(a, b [2]int) int {
	for _, br := range s.Bridges {
		if (br.From == a && br.To == b) || (br.From == b && br.To == a) {
			return br.Count
		}
	}
	return 0
}

func sortBridges(bs []Bridge) {
	sort.Slice(bs, func(i, j int) bool {
		a, b := bs[i], bs[j]
		if a.From != b.From {
			return a.From[0] < b.From[0] || (a.From[0] == b.From[0] && a.From[1] < b.From[1])
		}
		return a.To[0] < b.To[0] || (a.To[0] == b.To[0] && a.To[1] < b.To[1])
	})
}

// Validate checks that p is well formed and that no clue is impossible on
// its face: every clue is at least 1 and at most M times the number of
// islands the island can see (its neighbours in the four directions), an
// island of unknown number sees at least one island, and the size, M and
// positions are in range. The error is positioned when the
// parser recorded where the offending clue stood.
func (p *Puzzle) Validate() error {
	if p.Width <= 0 || p.Height <= 0 {
		return p.errf(0, 0, "", "the grid is empty (%dx%d)", p.Width, p.Height)
	}
	if p.Width > MaxCells/p.Height {
		return p.errf(0, 0, "", "the grid %dx%d is too large (at most %d cells)", p.Width, p.Height, MaxCells)
	}
	if p.MaxBridges < 1 || p.MaxBridges > MaxMaxBridges {
		return p.errf(0, 0, "", "the maximum number of bridges between two islands must be 1..%d, not %d", MaxMaxBridges, p.MaxBridges)
	}
	if len(p.Islands) == 0 {
		return p.errf(0, 0, "", "the puzzle has no islands")
	}
	if len(p.Islands) > MaxIslands {
		is := p.Islands[MaxIslands]
		return p.errf(is.line, is.col, "", "the puzzle has %d islands, more than the %d this program accepts", len(p.Islands), MaxIslands)
	}
	seen := make(map[[2]int]bool, len(p.Islands))
	for _, is := range p.Islands {
		if is.Row < 0 || is.Row >= p.Height || is.Col < 0 || is.Col >= p.Width {
			return p.errf(is.line, is.col, "", "island at row %d, column %d is outside the %dx%d grid", is.Row, is.Col, p.Width, p.Height)
		}
		k := [2]int{is.Row, is.Col}
		if seen[k] {
			return p.errf(is.line, is.col, "", "two islands at row %d, column %d", is.Row, is.Col)
		}
		seen[k] = true
	}
	sortIslands(p.Islands)
	nb := neighbourCounts(p)
	for i, is := range p.Islands {
		text := fmt.Sprint(is.Clue)
		if !is.Known() {
			if nb[i] == 0 {
				return p.errf(is.line, is.col, "?", "island at row %d, column %d of unknown number sees no other island, but every island needs at least one bridge", is.Row, is.Col)
			}
			continue
		}
		if is.Clue < 1 {
			return p.errf(is.line, is.col, text, "island at row %d, column %d has clue %d: every island needs at least one bridge", is.Row, is.Col, is.Clue)
		}
		if max := p.MaxBridges * nb[i]; is.Clue > max {
			return p.errf(is.line, is.col, text,
				"island at row %d, column %d has clue %d, which can never be met: it sees %d neighbouring island(s) and takes at most %d bridge(s) from each, so at most %d",
				is.Row, is.Col, is.Clue, nb[i], p.MaxBridges, max)
		}
	}
	return nil
}

// unknowns is the number of islands of unknown number.
func (p *Puzzle) unknowns() int {
	n := 0
	for _, is := range p.Islands {
		if !is.Known() {
			n++
		}
	}
	return n
}

func (p *Puzzle) errf(line, col int, text, format string, args ...any) error {
	e := srcpos.Errorf(line, col, text, format, args...)
	if line == 0 && p.Line > 0 {
		e.Line = p.Line
	}
	return e
}

func sortIslands(is []Island) {
	sort.SliceStable(is, func(i, j int) bool {
		if is[i].Row != is[j].Row {
			return is[i].Row < is[j].Row
		}
		return is[i].Col < is[j].Col
	})
}

// neighbourCounts is, per island, how many islands it sees (the nearest in
// each of the four directions). Islands must be sorted row-major.
func neighbourCounts(p *Puzzle) []int {
	nb := make([]int, len(p.Islands))
	for _, e := range candidatePairs(p) {
		nb[e[0]]++
		nb[e[1]]++
	}
	return nb
}

// candidatePairs lists the pairs of islands that see each other (nearest
// in a row or column, adjacent included), horizontal pairs first, each
// pair (a, b) with a upper/left. Islands must be sorted row-major.
func candidatePairs(p *Puzzle) [][2]int {
	n := len(p.Islands)
	out := make([][2]int, 0, 2*n) // at most one right and one lower neighbour each
	for i := 0; i+1 < n; i++ {
		if p.Islands[i].Row == p.Islands[i+1].Row {
			out = append(out, [2]int{i, i + 1})
		}
	}
	// Columns: sort indices by (col, row).
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool {
		x, y := p.Islands[idx[a]], p.Islands[idx[b]]
		if x.Col != y.Col {
			return x.Col < y.Col
		}
		return x.Row < y.Row
	})
	for k := 0; k+1 < n; k++ {
		a, b := idx[k], idx[k+1]
		if p.Islands[a].Col == p.Islands[b].Col {
			out = append(out, [2]int{a, b})
		}
	}
	return out
}

// SourceLine is the line p starts on (puzzle.Parsed).
func (p *Puzzle) SourceLine() int { return p.Line }

// Reference is the solution that came with p (a janko block's), or nil
// (puzzle.Referenced).
func (p *Puzzle) Reference() puzzle.Solution {
	if p.ref == nil {
		return nil
	}
	return p.ref
}
