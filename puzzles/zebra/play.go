package zebra

import (
	"errors"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

var (
	_ puzzle.Player     = kind{}
	_ puzzle.ClueLister = kind{}
)

// The player's grid (CheckState's cells): one row per value of each
// category but the positions, the categories in the puzzle's order
// (row c*N+v is value v of category c), one column per position (column
// h is position h+1); a cell says "yes" (the value is at that position)
// or "no" (it is not). A cell not given is not marked.
const (
	markYes = "yes"
	markNo  = "no"
)

// CheckState is zebra's player (puzzle.Player), on the grid above. It
// finds what no more marks can mend: a value in two positions or with no
// position left, a position with two values of a category or none left,
// a clue whose values all have a position and which does not hold there.
// A grid that breaks nothing and places every value is "solved" when
// Check accepts it.
func (kind) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("zebra: CheckState of %T", pz)
	}
	switch {
	case len(st.Edges) > 0:
		return nil, errors.New("zebra states have cells (yes and no marks), not edges")
	case len(st.Rooms) > 0:
		return nil, errors.New("zebra states have cells (yes and no marks), not rooms")
	}
	g, err := readMarks(p, st.Cells)
	if err != nil {
		return nil, err
	}
	probs, sol := playZebra(p, g)
	return puzzle.Judge(Kind, p, probs, func() puzzle.Solution {
		if sol == nil {
			return nil
		}
		return sol
	}), nil
}

// marks is a player's grid: marks[c][v][h] is 1 (value v of category c
// is at position h), -1 (it is not) or 0 (not marked).
type marks [][][]int8

// readMarks places the cells; a cell outside the grid, given twice or
// with another value than yes or no is an error.
func readMarks(p *Puzzle, cells []board.CellState) (marks, error) {
	n := p.N()
	g := make(marks, len(p.Categories))
	for c := range g {
		g[c] = make([][]int8, n)
		for v := range g[c] {
			g[c][v] = make([]int8, n)
		}
	}
	rows := len(p.Categories) * n
	for i, cs := range cells {
		r, h := cs.Cell[0], cs.Cell[1]
		if r < 0 || r >= rows || h < 0 || h >= n {
			return nil, fmt.Errorf("cells[%d]: [%d %d] is outside the grid (%d rows, one per value of each category; %d columns, one per %s)",
				i, r, h, rows, n, strings.ToLower(p.Positions.Name))
		}
		c, v := r/n, r%n
		if g[c][v][h] != 0 {
			return nil, fmt.Errorf("cells[%d]: [%d %d] is given twice", i, r, h)
		}
		switch strings.ToLower(cs.Value) {
		case markYes:
			g[c][v][h] = 1
		case markNo:
			g[c][v][h] = -1
		default:
			return nil, fmt.Errorf("cells[%d]: value %q: want %q or %q", i, cs.Value, markYes, markNo)
		}
	}
	return g, nil
}

// playZebra is the problems of g, and the solution it spells when it
// breaks nothing and places every value (else nil).
func playZebra(p *Puzzle, g marks) ([]puzzle.Problem, *Solution) {
	n := p.N()
	cell := func(c, v, h int) [2]int { return [2]int{c*n + v, h} }
	position := func(h int) string { return strings.ToLower(p.Positions.Name) + " " + p.Positions.Values[h] }
	var probs []puzzle.Problem
	pos := make([][]int, len(p.Categories))
	for c, cat := range p.Categories {
		pos[c] = make([]int, n)
		for v := range cat.Values {
			pos[c][v] = -1
			yes, no := lineOf(n, func(h int) int8 { return g[c][v][h] })
			switch {
			case len(yes) > 1:
				pr := puzzle.Problem{Text: fmt.Sprintf("%s is in %d places", p.RefName(Ref{Cat: c, Val: v}), len(yes))}
				for _, h := range yes {
					pr.Cells = append(pr.Cells, cell(c, v, h))
				}
				probs = append(probs, pr)
			case len(no) == n:
				pr := puzzle.Problem{Text: fmt.Sprintf("%s has no place left", p.RefName(Ref{Cat: c, Val: v}))}
				for _, h := range no {
					pr.Cells = append(pr.Cells, cell(c, v, h))
				}
				probs = append(probs, pr)
			case len(yes) == 1:
				pos[c][v] = yes[0]
			}
		}
		for h := 0; h < n; h++ {
			yes, no := lineOf(n, func(v int) int8 { return g[c][v][h] })
			switch {
			case len(yes) > 1:
				pr := puzzle.Problem{Text: fmt.Sprintf("%s has %d values of %s", position(h), len(yes), cat.Name)}
				for _, v := range yes {
					pr.Cells = append(pr.Cells, cell(c, v, h))
				}
				probs = append(probs, pr)
			case len(no) == n:
				pr := puzzle.Problem{Text: fmt.Sprintf("%s has no value of %s left", position(h), cat.Name)}
				for _, v := range no {
					pr.Cells = append(pr.Cells, cell(c, v, h))
				}
				probs = append(probs, pr)
			}
		}
	}
	complete := len(probs) == 0
	for c := range pos {
		for _, h := range pos[c] {
			complete = complete && h >= 0
		}
	}
	probs = append(probs, brokenClues(p, pos, cell)...)
	if !complete {
		return probs, nil
	}
	s := NewSolution(len(p.Categories), n)
	for c := range pos {
		for v, h := range pos[c] {
			s.Pos[c][v], s.At[c][h] = h, v
		}
	}
	return probs, s
}

// lineOf splits the n cells of a line by their marks.
func lineOf(n int, at func(i int) int8) (yes, no []int) {
	for i := 0; i < n; i++ {
		switch at(i) {
		case 1:
			yes = append(yes, i)
		case -1:
			no = append(no, i)
		}
	}
	return yes, no
}

// brokenClues are the clues whose values all have a place and that do
// not hold there.
func brokenClues(p *Puzzle, pos [][]int, cell func(c, v, h int) [2]int) []puzzle.Problem {
	var probs []puzzle.Problem
	for i, c := range p.Clues {
		refs := clueRefs(c, nil)
		placed := true
		for _, r := range refs {
			placed = placed && pos[r.Cat][r.Val] >= 0
		}
		if !placed || HoldsAt(c, pos, p.N()) {
			continue
		}
		pr := puzzle.Problem{Text: fmt.Sprintf("clue %d does not hold: %s", i+1, p.clueText(c)), Clue: i + 1}
		for _, r := range refs {
			pr.Cells = append(pr.Cells, cell(r.Cat, r.Val, pos[r.Cat][r.Val]))
		}
		probs = append(probs, pr)
	}
	return probs
}

// clueRefs are the values a clue mentions, its statements' included.
func clueRefs(c Clue, out []Ref) []Ref {
	out = append(out, c.Args...)
	for _, s := range c.Any {
		out = clueRefs(s, out)
	}
	return out
}

// clueText is a clue as given (its source line, or ZebraLogic's
// English), or as the puzzle language writes it.
func (p *Puzzle) clueText(c Clue) string {
	if c.Text != "" {
		return c.Text
	}
	return p.ClueString(c)
}

// ClueTexts lists a puzzle's clues as given (puzzle.ClueLister): the
// page lists them beside the grid.
func (kind) ClueTexts(pz puzzle.Puzzle) []string {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil
	}
	out := make([]string, len(p.Clues))
	for i, c := range p.Clues {
		out[i] = p.clueText(c)
	}
	return out
}
