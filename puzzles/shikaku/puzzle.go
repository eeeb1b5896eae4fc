package shikaku

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
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

// Clue is a numbered cell: the room containing it has area N, or any
// area when N is Unknown.
type Clue struct {
	Row, Col int // 0-based
	N        int
	Pos      Pos // where the clue is written in the input
}

// Unknown is the N of a clue of unknown value ('?' in a text grid or a
// janko grid, '.' in a puzz.link URL, "clue": null in JSON): its room is
// any rectangle that holds it and no other clue.
const Unknown = -1

// Known reports whether the clue's number is given.
func (c Clue) Known() bool { return c.N != Unknown }

// text is the clue as written: its number, or "?".
func (c Clue) text() string {
	if !c.Known() {
		return "?"
	}
	return strconv.Itoa(c.N)
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
	sum := fmt.Sprintf("%dx%d, %d clues", p.Width, p.Height, len(p.Clues))
	if n := p.unknowns(); n > 0 {
		sum += fmt.Sprintf(" (%d unknown)", n)
	}
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Width, p.Height), Summary: sum}
}

// allKnown refuses a puzzle with unknown clues for a format (what) that
// cannot write them.
func (p *Puzzle) allKnown(what string) error {
	for _, c := range p.Clues {
		if !c.Known() {
			return fmt.Errorf("%s cannot express the clue of unknown value at row %d, col %d", what, c.Row, c.Col)
		}
	}
	return nil
}

// unknowns is the number of clues of unknown value.
func (p *Puzzle) unknowns() int {
	n := 0
	for _, c := range p.Clues {
		if !c.Known() {
			n++
		}
	}
	return n
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
// text input format (spaced tokens when some clue has two digits; '?' an
// unknown clue).
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
				b = append(b, p.Clues[k].text()...)
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
	msg := fmt.Sprintf("clue %s at row %d, col %d: ", c.text(), c.Row, c.Col) + fmt.Sprintf(format, args...)
	text := c.Pos.Text
	if text == "" {
		text = c.text()
	}
	return &srcpos.Error{Line: c.Pos.Line, Col: c.Pos.Col, Text: text, Msg: msg}
}

// puzzleErr is a positioned error about the whole puzzle.
func (p *Puzzle) puzzleErr(format string, args ...any) *srcpos.Error {
	return &srcpos.Error{Line: p.Pos.Line, Col: p.Pos.Col, Text: p.Pos.Text, Msg: fmt.Sprintf(format, args...)}
}

// Validate checks what a parser cannot: a grid of 1 to MaxCells cells,
// clues inside it, from 1 to MaxCells (or Unknown), one per cell, and at
// least one clue. Parse
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
		if c.N < 1 && c.Known() {
			return p.clueErr(k, "a clue must be at least 1")
		}
		if c.N > MaxCells {
			return p.clueErr(k, "a clue must be at most %d, the largest grid's area", MaxCells)
		}
		if j, ok := seen[c.Row*p.Width+c.Col]; ok {
			return p.clueErr(k, "cell already holds clue %s", p.Clues[j].text())
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
// is not the grid's area (with unknown clues: is more than the area less
// one cell per unknown clue). nil when neither holds.
func (p *Puzzle) infeasible() *srcpos.Error {
	sum, unknown := 0, 0
	for k, c := range p.Clues {
		if !c.Known() {
			unknown++
			continue
		}
		if c.N > p.Width*p.Height {
			return p.clueErr(k, "larger than the grid's area %d", p.Width*p.Height)
		}
		sum += c.N
	}
	area := p.Width * p.Height
	switch {
	case unknown == 0 && sum != area:
		return p.puzzleErr("the clues sum to %d but the %dx%d grid has %d cells: no partition can exist", sum, p.Width, p.Height, area)
	case unknown > 0 && sum+unknown > area:
		return p.puzzleErr("the known clues sum to %d and the %d unknown ones need at least a cell each, but the %dx%d grid has %d cells: no partition can exist", sum, unknown, p.Width, p.Height, area)
	}
	return nil
}

// SourceLine is the line p starts on (puzzle.Parsed).
func (p *Puzzle) SourceLine() int { return p.Pos.Line }

// Reference is the solution that came with p, or nil (puzzle.Referenced).
func (p *Puzzle) Reference() puzzle.Solution {
	if p.ref == nil {
		return nil
	}
	return p.ref
}
