package serve

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
)

// zebraGrid is a player's marks: grid[c][v][h] is 1 (value v of category
// c is in house h), -1 (it is not) or 0 (not marked).
type zebraGrid [][][]int8

// readMarks places the marks; a category, value or house the puzzle does
// not have is an error.
func readMarks(p *zebra.Puzzle, marks []zebraMark) (zebraGrid, error) {
	n := p.N()
	g := make(zebraGrid, len(p.Categories))
	for c := range g {
		g[c] = make([][]int8, n)
		for v := range g[c] {
			g[c][v] = make([]int8, n)
		}
	}
	for i, mk := range marks {
		c := categoryIndex(p, mk.Category)
		if c < 0 {
			return nil, badRequest("state: marks[%d]: no category %q", i, mk.Category)
		}
		v := p.Categories[c].Index(mk.Value)
		if v < 0 {
			return nil, badRequest("state: marks[%d]: category %s has no value %q", i, mk.Category, mk.Value)
		}
		if mk.House < 1 || mk.House > n {
			return nil, badRequest("state: marks[%d]: house %d: want 1 to %d", i, mk.House, n)
		}
		g[c][v][mk.House-1] = -1
		if mk.Holds {
			g[c][v][mk.House-1] = 1
		}
	}
	return g, nil
}

func categoryIndex(p *zebra.Puzzle, name string) int {
	for i, c := range p.Categories {
		if c.Name == name {
			return i
		}
	}
	for i, c := range p.Categories {
		if strings.EqualFold(c.Name, name) {
			return i
		}
	}
	return -1
}

// checkZebra finds what no more marks can mend: a value in two houses or
// in none left, two values of a category in one house or none left for
// it, a clue whose values are all placed and which does not hold.
func checkZebra(k puzzle.Kind, p *zebra.Puzzle, marks []zebraMark) (*checkJSON, error) {
	g, err := readMarks(p, marks)
	if err != nil {
		return nil, err
	}
	n := p.N()
	house := func(h int) string { return strings.ToLower(p.Positions.Name) + " " + p.Positions.Values[h] }
	mark := func(c, v, h int, yes bool) zebraMark {
		return zebraMark{Category: p.Categories[c].Name, Value: p.Categories[c].Values[v], House: h + 1, Holds: yes}
	}
	var probs []problem
	pos := make([][]int, len(p.Categories))
	for c, cat := range p.Categories {
		pos[c] = make([]int, n)
		for v := range cat.Values {
			pos[c][v] = -1
			yes, no := lineOf(n, func(h int) int8 { return g[c][v][h] })
			switch {
			case len(yes) > 1:
				pr := problem{Text: fmt.Sprintf("%s is in %d places", p.RefName(zebra.Ref{Cat: c, Val: v}), len(yes))}
				for _, h := range yes {
					pr.Marks = append(pr.Marks, mark(c, v, h, true))
				}
				probs = append(probs, pr)
			case len(no) == n:
				probs = append(probs, problem{Text: fmt.Sprintf("%s has no place left", p.RefName(zebra.Ref{Cat: c, Val: v}))})
			case len(yes) == 1:
				pos[c][v] = yes[0]
			}
		}
		for h := 0; h < n; h++ {
			yes, no := lineOf(n, func(v int) int8 { return g[c][v][h] })
			switch {
			case len(yes) > 1:
				pr := problem{Text: fmt.Sprintf("%s has %d values of %s", house(h), len(yes), cat.Name)}
				for _, v := range yes {
					pr.Marks = append(pr.Marks, mark(c, v, h, true))
				}
				probs = append(probs, pr)
			case len(no) == n:
				probs = append(probs, problem{Text: fmt.Sprintf("%s has no value of %s left", house(h), cat.Name)})
			}
		}
	}
	complete := len(probs) == 0
	for c := range pos {
		for _, h := range pos[c] {
			complete = complete && h >= 0
		}
	}
	probs = append(probs, brokenClues(p, pos, mark)...)
	return verdict(k, p, probs, func() puzzle.Solution {
		if !complete {
			return nil
		}
		s := zebra.NewSolution(len(p.Categories), n)
		for c := range pos {
			for v, h := range pos[c] {
				s.Pos[c][v], s.At[c][h] = h, v
			}
		}
		return s
	}), nil
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
func brokenClues(p *zebra.Puzzle, pos [][]int, mark func(c, v, h int, yes bool) zebraMark) []problem {
	var probs []problem
	for i, c := range p.Clues {
		refs := clueRefs(c, nil)
		placed := true
		for _, r := range refs {
			placed = placed && pos[r.Cat][r.Val] >= 0
		}
		if !placed || zebra.HoldsAt(c, pos, p.N()) {
			continue
		}
		t := c.Text
		if t == "" {
			t = p.ClueString(c)
		}
		pr := problem{Text: fmt.Sprintf("clue %d does not hold: %s", i+1, t), Clue: i + 1}
		for _, r := range refs {
			pr.Marks = append(pr.Marks, mark(r.Cat, r.Val, pos[r.Cat][r.Val], true))
		}
		probs = append(probs, pr)
	}
	return probs
}

// clueRefs are the values a clue mentions, its statements' included.
func clueRefs(c zebra.Clue, out []zebra.Ref) []zebra.Ref {
	out = append(out, c.Args...)
	for _, s := range c.Any {
		out = clueRefs(s, out)
	}
	return out
}
