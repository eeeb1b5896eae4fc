package shikaku

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxCells bounds the grid size a parser accepts (width*height), so that no
// input can make the encoder allocate without limit.
const MaxCells = 1 << 20

// Pos is a position in the input a puzzle came from (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string // the offending text for error messages
}

// Clue is a numbered cell: the room containing it has area N.
type Clue struct {
	Row, Col int // 0-based
	N        int
	Pos      Pos // where the clue is written in the input
}

// Puzzle is a Shikaku instance. Clues are in row-major order.
type Puzzle struct {
	Width, Height int
	Clues         []Clue
	// Name is the puzzle's name in messages: a Tatham game ID, a JSON
	// "name", or "file:line" (set by Parse).
	Name string
	Pos  Pos // where the puzzle starts in the input
	// file and src are the input Parse read the puzzle from, so that
	// errors found later (Kind.Encode) point into it; ref is a solution
	// that came with the puzzle (the rooms of a JSON output read back).
	file string
	src  []byte
	ref  *Solution
}

// Info describes p in messages and reports.
func (p *Puzzle) Info() puzzle.Info {
	name := p.Name
	if name == "" {
		name = "puzzle"
	}
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Width, p.Height),
		Summary: fmt.Sprintf("%dx%d, %d clues", p.Width, p.Height, len(p.Clues))}
}

// Rect is an axis-parallel rectangle of cells: top-left corner (Row, Col),
// W columns wide and H rows high.
type Rect struct {
	Row, Col, W, H int
}

// Area is W*H.
func (r Rect) Area() int { return r.W * r.H }

// Contains reports whether cell (row, col) lies in r.
func (r Rect) Contains(row, col int) bool {
	return row >= r.Row && row < r.Row+r.H && col >= r.Col && col < r.Col+r.W
}

func (r Rect) String() string {
	return fmt.Sprintf("(%d,%d,%dx%d)", r.Row, r.Col, r.W, r.H)
}

// Room is one rectangle of a solution with the clue it holds.
type Room struct {
	Row, Col      int // top-left corner, 0-based
	Width, Height int
	Clue          int // the clue's number (= Width*Height in a valid solution)
}

// Solution is a partition of the grid into rooms, one per clue, in the
// order of the puzzle's clues.
type Solution struct {
	Rooms []Room
}

// clueAt returns a width*height grid of clue indexes (-1 = no clue).
// Clues outside the grid (in a puzzle not yet validated) are left out.
func (p *Puzzle) clueAt() []int {
	g := make([]int, max(p.Width, 0)*max(p.Height, 0))
	for i := range g {
		g[i] = -1
	}
	for k, c := range p.Clues {
		if c.Row >= 0 && c.Row < p.Height && c.Col >= 0 && c.Col < p.Width {
			g[c.Row*p.Width+c.Col] = k
		}
	}
	return g
}

// String renders the puzzle as a text grid with a "rows cols" header, in the
// text input format (spaced tokens when some clue has two digits).
func (p *Puzzle) String() string {
	wide := false
	for _, c := range p.Clues {
		if c.N > 9 {
			wide = true
		}
	}
	at := p.clueAt()
	b := []byte(strconv.Itoa(p.Height) + " " + strconv.Itoa(p.Width) + "\n")
	for r := 0; r < p.Height; r++ {
		for c := 0; c < p.Width; c++ {
			if wide && c > 0 {
				b = append(b, ' ')
			}
			if k := at[r*p.Width+c]; k >= 0 {
				b = strconv.AppendInt(b, int64(p.Clues[k].N), 10)
			} else {
				b = append(b, '.')
			}
		}
		b = append(b, '\n')
	}
	return string(b)
}

// clueErr is a positioned error about clue k.
func (p *Puzzle) clueErr(k int, format string, args ...any) *srcpos.Error {
	c := p.Clues[k]
	msg := fmt.Sprintf("clue %d at row %d, col %d: ", c.N, c.Row, c.Col) + fmt.Sprintf(format, args...)
	text := c.Pos.Text
	if text == "" {
		text = strconv.Itoa(c.N)
	}
	return &srcpos.Error{Line: c.Pos.Line, Col: c.Pos.Col, Text: text, Msg: msg}
}

// puzzleErr is a positioned error about the whole puzzle.
func (p *Puzzle) puzzleErr(format string, args ...any) *srcpos.Error {
	return &srcpos.Error{Line: p.Pos.Line, Col: p.Pos.Col, Text: p.Pos.Text, Msg: fmt.Sprintf(format, args...)}
}

// Validate checks what a parser cannot: a grid of 1 to MaxCells cells,
// clues inside it, at least 1, one per cell, and at least one clue. Parse
// calls it. A puzzle that passes may still have no solution: see
// Infeasible.
func (p *Puzzle) Validate() error {
	if p.Width < 1 || p.Height < 1 {
		return p.puzzleErr("grid must be at least 1x1, got %dx%d", p.Width, p.Height)
	}
	if p.Width > MaxCells || p.Height > MaxCells || p.Width*p.Height > MaxCells {
		return p.puzzleErr("grid %dx%d is too large (at most %d cells)", p.Width, p.Height, MaxCells)
	}
	seen := make(map[int]int, len(p.Clues))
	for k, c := range p.Clues {
		if c.Row < 0 || c.Row >= p.Height || c.Col < 0 || c.Col >= p.Width {
			return p.clueErr(k, "outside the %dx%d grid", p.Width, p.Height)
		}
		if c.N < 1 {
			return p.clueErr(k, "a clue must be at least 1")
		}
		if j, ok := seen[c.Row*p.Width+c.Col]; ok {
			return p.clueErr(k, "cell already holds clue %d", p.Clues[j].N)
		}
		seen[c.Row*p.Width+c.Col] = k
	}
	if len(p.Clues) == 0 {
		return p.puzzleErr("no clues")
	}
	return nil
}

// infeasible explains, before any pattern is generated, why a valid
// puzzle has no solution: a clue larger than the grid, or clues whose sum
// is not the grid's area. nil when neither holds.
func (p *Puzzle) infeasible() *srcpos.Error {
	sum := 0
	for k, c := range p.Clues {
		if c.N > p.Width*p.Height {
			return p.clueErr(k, "larger than the grid's area %d", p.Width*p.Height)
		}
		sum += c.N
	}
	if sum != p.Width*p.Height {
		return p.puzzleErr("the clues sum to %d but the %dx%d grid has %d cells: no partition can exist", sum, p.Width, p.Height, p.Width*p.Height)
	}
	return nil
}
