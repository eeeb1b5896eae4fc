package skyscrapers

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/shape/latin"
)

// Visible counts the towers seen along heights, nearest first: a tower
// is seen when it is taller than every one before it (an empty lot, 0,
// is no tower).
func Visible(heights []int) int {
	k, top := 0, 0
	for _, h := range heights {
		if h > top {
			k, top = k+1, h
		}
	}
	return k
}

// Check checks s against p's rules: the Latin square, the givens, and
// every clue counted afresh. It shares no code with the encoder.
func Check(p *Puzzle, s *Solution) error {
	if s == nil || s.N != p.N || len(s.Values) != p.N*p.N {
		return fmt.Errorf("the solution is not %dx%d", p.N, p.N)
	}
	if err := latin.Check(p.N, p.Max, p.Diagonals, s.Values); err != nil {
		return err
	}
	for i, v := range p.Given {
		if v != None && s.Values[i] != v {
			return fmt.Errorf("(%d,%d) holds %d, given %d", i/p.N+1, i%p.N+1, s.Values[i], v)
		}
	}
	for _, c := range p.ClueList() {
		line := p.Line(c.Side, c.Index)
		hs := make([]int, len(line))
		for k, cell := range line {
			hs[k] = s.Values[cell]
		}
		if got := Visible(hs); got != c.Value {
			return fmt.Errorf("%s sees %d towers", c.Words(), got)
		}
	}
	return nil
}
