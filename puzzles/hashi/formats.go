package hashi

import (
	"errors"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// ---- puzz.link URLs ----

// puzzLinkGenre is Hashi as puzz.link URLs name it (package puzzlink reads
// and writes the URLs of any kind; a reader checks the kind with Is).
var puzzLinkGenre = puzzlink.Genre{Name: "hashi", Aliases: []string{"hashikake", "bridges"}}

// parsePuzzLink reads puzz.link URLs, one per line (package puzzlink):
// every clue an island ('.' of unknown number), M = 2 (pzprjs' Hashi has
// no other), no tree. Variant and flag segments, which Hashi does not
// define, are ignored as pzprjs ignores them.
func parsePuzzLink(data []byte) ([]*Puzzle, error) {
	gs, err := puzzlink.ParseAll(data)
	if err != nil {
		return nil, err
	}
	out := make([]*Puzzle, 0, len(gs))
	for _, g := range gs {
		if !puzzLinkGenre.Is(g.Kind) {
			return nil, srcpos.Errorf(g.Line, g.KindCol, g.Kind, "a %s URL, not a Hashi puzzle", g.Kind)
		}
		p := &Puzzle{Width: g.Cols, Height: g.Rows, MaxBridges: 2, Line: g.Line}
		for i, v := range g.Cells {
			if v == puzzlink.Empty {
				continue
			}
			clue := v
			if v == puzzlink.Unknown {
				clue = Unknown
			}
			if len(p.Islands) == MaxIslands {
				return nil, srcpos.Errorf(g.Line, g.Col(i), "", "more than %d islands", MaxIslands)
			}
			p.Islands = append(p.Islands, Island{Row: i / g.Cols, Col: i % g.Cols, Clue: clue, line: g.Line, col: g.Col(i)})
		}
		out = append(out, p)
	}
	return out, nil
}

// puzzLinkGrid is p as a puzz.link grid. A URL cannot say M or the tree
// rule (pzprjs' Hashi has M = 2 and no tree).
func puzzLinkGrid(p *Puzzle) (*puzzlink.Grid, error) {
	if err := p.plainRules("a puzz.link URL"); err != nil {
		return nil, err
	}
	g := &puzzlink.Grid{Kind: puzzLinkGenre.Name, Cols: p.Width, Rows: p.Height, Cells: make([]int, p.Width*p.Height)}
	for i := range g.Cells {
		g.Cells[i] = puzzlink.Empty
	}
	for _, is := range p.Islands {
		v := is.Clue
		if !is.Known() {
			v = puzzlink.Unknown
		}
		g.Cells[is.Row*p.Width+is.Col] = v
	}
	return g, nil
}

// plainRules refuses a puzzle that a format (what) holding only the grid
// cannot express: M other than 2, or the tree rule.
func (p *Puzzle) plainRules(what string) error {
	switch {
	case p.Tree:
		return p.cannot(what, "the tree rule (no loops)")
	case p.MaxBridges != 2:
		return p.cannot(what, "M="+strconv.Itoa(p.MaxBridges)+" (its puzzles have at most 2 bridges between two islands)")
	}
	return nil
}

// cannot is the error of a writer that cannot express something of p.
func (p *Puzzle) cannot(what, thing string) error {
	return errors.New(what + " cannot express " + thing)
}

// ---- janko.at grids ----

// parseJanko reads janko.at grids and blocks (package janko): clues are
// islands ('?' of unknown number); a block's "depth" is M (2 without
// one); a block's solution grid becomes the puzzle's reference solution.
// A block whose "puzzle" property names another puzzle is refused.
func parseJanko(data []byte) ([]*Puzzle, error) {
	gs, err := janko.Parse(data)
	if err != nil {
		return nil, err
	}
	out := make([]*Puzzle, 0, len(gs))
	for _, g := range gs {
		p, err := jankoPuzzle(g)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func jankoPuzzle(g *janko.Grid) (*Puzzle, error) {
	if kind := strings.ToLower(g.Puzzle()); kind != "" && kind != "hashi" && kind != "hashiwokakero" && kind != "bridges" {
		return nil, srcpos.Errorf(g.Line, 1, "begin", "a janko.at %q puzzle, not Hashi", g.Puzzle())
	}
	p := &Puzzle{Width: g.Cols, Height: g.Rows, MaxBridges: 2, Line: g.Line}
	if d, ok := g.Prop("depth"); ok {
		m, err := strconv.Atoi(d)
		if err != nil || m < 1 || m > MaxMaxBridges {
			return nil, srcpos.Errorf(g.Line, 1, "depth "+d, "the block's depth (M, the most bridges between two islands) must be 1..%d", MaxMaxBridges)
		}
		p.MaxBridges = m
	}
	for i, v := range g.Cells {
		if v == janko.Empty {
			continue
		}
		if v == janko.Unknown {
			v = Unknown
		}
		line, col := g.CluePos(i)
		if len(p.Islands) == MaxIslands {
			return nil, srcpos.Errorf(line, col, "", "more than %d islands", MaxIslands)
		}
		p.Islands = append(p.Islands, Island{Row: i / g.Cols, Col: i % g.Cols, Clue: v, line: line, col: col})
	}
	if g.Solution != nil {
		bs, err := g.HashiBridges()
		if err != nil {
			return nil, err
		}
		p.ref = &Solution{Bridges: make([]Bridge, len(bs))}
		for i, b := range bs {
			p.ref.Bridges[i] = Bridge{From: [2]int{b.R1, b.C1}, To: [2]int{b.R2, b.C2}, Count: b.N}
		}
		sortBridges(p.ref.Bridges)
	}
	return p, nil
}

// jankoGrid is p as a janko grid: the plain form when M = 2 and no
// reference solution came with the puzzle, else a block ("puzzle hashi",
// "depth M", the solution grid). janko.at has no tree rule.
func jankoGrid(p *Puzzle) (*janko.Grid, error) {
	if p.Tree {
		return nil, p.cannot("a janko grid", "the tree rule (no loops)")
	}
	g := &janko.Grid{Rows: p.Height, Cols: p.Width, Cells: make([]int, p.Width*p.Height)}
	for i := range g.Cells {
		g.Cells[i] = janko.Empty
	}
	for _, is := range p.Islands {
		v := is.Clue
		if !is.Known() {
			v = janko.Unknown
		}
		g.Cells[is.Row*p.Width+is.Col] = v
	}
	if p.MaxBridges == 2 && p.ref == nil {
		return g, nil
	}
	g.Props = []janko.Prop{{Key: "puzzle", Value: "hashi"}, {Key: "depth", Value: strconv.Itoa(p.MaxBridges)}}
	if p.ref != nil {
		bs := make([]janko.Bridge, len(p.ref.Bridges))
		for i, b := range p.ref.Bridges {
			bs[i] = janko.Bridge{R1: b.From[0], C1: b.From[1], R2: b.To[0], C2: b.To[1], N: b.Count}
		}
		if err := g.SetHashiBridges(bs); err != nil {
			return nil, err
		}
	}
	return g, nil
}
