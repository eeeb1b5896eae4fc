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
func Holds(p *Puzzle, s *Solution, c Clue) bool {
	n := p.N()
	pos := func(i int) int {
		r := c.Args[i]
		return s.Pos[r.Cat][r.Val]
	}
	abs := func(d int) int {
		if d < 0 {
			return -d
		}
		return d
	}
	switch c.Kind {
	case Same:
		return pos(0) == pos(1)
	case NotSame:
		return pos(0) != pos(1)
	case At:
		return pos(0) == c.K
	case NotAt:
		return pos(0) != c.K
	case LeftOf:
		return pos(0) < pos(1)
	case RightOf:
		return pos(0) > pos(1)
	case DirectlyLeft:
		return pos(0)+1 == pos(1)
	case DirectlyRight:
		return pos(0) == pos(1)+1
	case NextTo:
		return abs(pos(0)-pos(1)) == 1
	case NotNextTo:
		return abs(pos(0)-pos(1)) != 1
	case Gap:
		return abs(pos(0)-pos(1)) == c.K+1
	case Between:
		x, y, z := pos(0), pos(1), pos(2)
		return (y < x && x < z) || (z < x && x < y)
	case BetweenOrdered:
		x, y, z := pos(0), pos(1), pos(2)
		return y < x && x < z
	case AtEnd:
		return pos(0) == 0 || pos(0) == n-1
	case NotAtEnd:
		return pos(0) != 0 && pos(0) != n-1
	case Middle:
		x := pos(0)
		if n%2 == 1 {
			return 2*x == n-1
		}
		return 2*x == n-2 || 2*x == n
	case Odd:
		return (pos(0)+1)%2 == 1
	case Even:
		return (pos(0)+1)%2 == 0
	case EitherOr:
		withA := pos(0) == pos(1)
		withB := pos(0) == pos(2)
		return withA != withB
	case AnyOf:
		for _, st := range c.Any {
			if Holds(p, s, st) {
				return true
			}
		}
		return false
	}
	return false
}
