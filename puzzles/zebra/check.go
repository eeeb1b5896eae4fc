package zebra

import "fmt"

// This file is the rule checker. It shares no logic with the encoder: it
// evaluates each clue's meaning on the positions of a filled grid.

// CheckError names the first clue a solution breaks.
type CheckError struct {
	Index int // clue index (0-based); -1 when the grid itself is malformed
	Clue  string
	Msg   string
}

func (e *CheckError) Error() string {
	if e.Index < 0 {
		return "zebra: bad grid: " + e.Msg
	}
	return fmt.Sprintf("zebra: solution breaks clue %d (%s)", e.Index+1, e.Clue)
}

// Check verifies that s is a complete grid (every category a permutation
// of its values over the positions) and that every clue of p holds.
func Check(p *Puzzle, s *Solution) error {
	n := p.N()
	if len(s.Pos) != len(p.Categories) || len(s.At) != len(p.Categories) {
		return &CheckError{Index: -1, Msg: fmt.Sprintf("%d categories in the grid, want %d", len(s.Pos), len(p.Categories))}
	}
	for c := range p.Categories {
		if len(s.Pos[c]) != n || len(s.At[c]) != n {
			return &CheckError{Index: -1, Msg: fmt.Sprintf("category %s: wrong size", p.Categories[c].Name)}
		}
		seen := make([]bool, n)
		for v, k := range s.Pos[c] {
			if k < 0 || k >= n || seen[k] || s.At[c][k] != v {
				return &CheckError{Index: -1, Msg: fmt.Sprintf("category %s is not one value per position", p.Categories[c].Name)}
			}
			seen[k] = true
		}
	}
	for i, c := range p.Clues {
		if !Holds(p, s, c) {
			return &CheckError{Index: i, Clue: p.ClueString(c)}
		}
	}
	return nil
}

// Holds evaluates one clue on a complete grid.
func Holds(p *Puzzle, s *Solution, c Clue) bool { return HoldsAt(c, s.Pos, p.N()) }

// HoldsAt evaluates clue c where pos[cat][val] is the position (0-based)
// of each value and n the number of positions. It is the one clue
// evaluator: the rule checker and the generator's ground truth, sharing
// no code with the encoder.
func HoldsAt(c Clue, pos [][]int, n int) bool {
	at := func(i int) int {
		r := c.Args[i]
		return pos[r.Cat][r.Val]
	}
	abs := func(d int) int {
		if d < 0 {
			return -d
		}
		return d
	}
	switch c.Kind {
	case Same:
		return at(0) == at(1)
	case NotSame:
		return at(0) != at(1)
	case At:
		return at(0) == c.K
	case NotAt:
		return at(0) != c.K
	case LeftOf:
		return at(0) < at(1)
	case RightOf:
		return at(0) > at(1)
	case DirectlyLeft:
		return at(0)+1 == at(1)
	case DirectlyRight:
		return at(0) == at(1)+1
	case NextTo:
		return abs(at(0)-at(1)) == 1
	case NotNextTo:
		return abs(at(0)-at(1)) != 1
	case Gap:
		return abs(at(0)-at(1)) == c.K+1
	case Between:
		x, y, z := at(0), at(1), at(2)
		return (y < x && x < z) || (z < x && x < y)
	case BetweenOrdered:
		x, y, z := at(0), at(1), at(2)
		return y < x && x < z
	case AtEnd:
		return at(0) == 0 || at(0) == n-1
	case NotAtEnd:
		return at(0) != 0 && at(0) != n-1
	case Middle:
		x := at(0)
		if n%2 == 1 {
			return 2*x == n-1
		}
		return 2*x == n-2 || 2*x == n
	case Odd:
		return (at(0)+1)%2 == 1
	case Even:
		return (at(0)+1)%2 == 0
	case EitherOr:
		return (at(0) == at(1)) != (at(0) == at(2))
	case AnyOf:
		for _, st := range c.Any {
			if HoldsAt(st, pos, n) {
				return true
			}
		}
		return false
	}
	return false
}
