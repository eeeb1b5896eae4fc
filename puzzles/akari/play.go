package akari

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// playerLights reads a player's cells: ValueLight, ValueNoLight, or ""
// (nothing), on white cells only. light[i] is 1 for a light, -1 for a
// cell marked without one.
func (p *Puzzle) playerLights(st board.State) ([]int8, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 {
		return nil, fmt.Errorf("a Light Up has lights in cells, no lines or rooms")
	}
	light := make([]int8, len(p.Cells))
	for _, c := range st.Cells {
		if !p.inside(c.Cell) {
			return nil, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", c.Cell[0], c.Cell[1], p.Rows, p.Cols)
		}
		i := c.Cell[0]*p.Cols + c.Cell[1]
		v := strings.TrimSpace(c.Value)
		switch v {
		case "", ".":
			continue
		case ValueLight, ValueNoLight:
		default:
			return nil, fmt.Errorf("cell (%d,%d): %q is not %q or %q", c.Cell[0], c.Cell[1], c.Value, ValueLight, ValueNoLight)
		}
		if p.IsBlack(i) {
			return nil, fmt.Errorf("cell (%d,%d) is black: it takes no %q", c.Cell[0], c.Cell[1], v)
		}
		light[i] = 1
		if v == ValueNoLight {
			light[i] = -1
		}
	}
	return light, nil
}

// CheckState judges a player's board (puzzle.Player): two lights that
// see each other are a problem naming both; so is a number with more
// lights next to it than it says, or with too few once every white cell
// next to it is decided (a light or a dot); and a white cell that no
// light can reach any more (it is marked, and so is every cell that
// sees it). A board with lights that Check accepts is solved.
func (Akari) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("akari: CheckState of %T", pz)
	}
	light, err := p.playerLights(st)
	if err != nil {
		return nil, err
	}
	g := p.Sight()
	var probs []puzzle.Problem
	at := func(i int) [2]int { return [2]int{i / p.Cols, i % p.Cols} }
	for _, s := range g.Segments() {
		var on [][2]int
		for _, i := range s.Cells {
			if light[i] == 1 {
				on = append(on, at(i))
			}
		}
		if len(on) > 1 {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the lights at %s see each other", cellList(on)), Cells: on})
		}
	}
	clue := 0
	var met [][2]int // numbers with their lights (puzzle.Verdict.Met)
	for i, k := range p.Cells {
		if k < 0 {
			continue
		}
		clue++
		lights, open := 0, 0
		for _, j := range g.Neighbours(i) {
			switch {
			case p.IsBlack(j):
			case light[j] == 1:
				lights++
			case light[j] == 0:
				open++
			}
		}
		r, c := i/p.Cols, i%p.Cols
		if lights == k && (k > 0 || open == 0) {
			met = append(met, [2]int{r, c})
		}
		if lights > k {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%s has %d lights next to it", NumberWords(r, c, k), lights), Cells: [][2]int{{r, c}}, Clue: clue})
		} else if lights+open < k {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%s can have at most %d lights next to it", NumberWords(r, c, k), lights+open), Cells: [][2]int{{r, c}}, Clue: clue})
		}
	}
	for i, v := range p.Cells {
		if v != White {
			continue
		}
		dark := true
		for _, j := range g.Seen(i) {
			if light[j] != -1 {
				dark = false
				break
			}
		}
		if dark {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("no light can reach (%d,%d)", i/p.Cols, i%p.Cols), Cells: [][2]int{at(i)}})
		}
	}
	complete := func() puzzle.Solution {
		on := make([]bool, len(light))
		for i, l := range light {
			on[i] = l == 1
		}
		return solutionOf(p.Rows, p.Cols, on)
	}
	v := puzzle.Judge(Akari{}, p, probs, complete)
	v.Met = met
	return v, nil
}

// StateFacts (puzzle.StateReader): a light the player placed holds a
// light, a dot says no light: {"cell":[r,c],"light":bool}.
func (Akari) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("akari: StateFacts of %T", pz)
	}
	light, err := p.playerLights(st)
	if err != nil {
		return nil, err
	}
	var out []json.RawMessage
	for i, l := range light {
		if l == 0 {
			continue
		}
		raw, err := json.Marshal(FactJSON{Cell: [2]int{i / p.Cols, i % p.Cols}, Light: l == 1})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
