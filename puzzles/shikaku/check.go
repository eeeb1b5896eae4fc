package shikaku

import "fmt"

// Check verifies a solution against the rules from the grid alone, sharing
// no code with the encoder or the pattern generator: every room lies inside
// the grid; rooms do not overlap and together cover every cell; each room
// contains exactly one clue, its number is that clue and it equals the
// room's area (any area for a clue of unknown value); and every clue is
// in some room (so there is one room per clue). The error names the first broken rule with its cells.
func Check(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("no solution")
	}
	owner := make([][]int, p.Height)
	for r := range owner {
		owner[r] = make([]int, p.Width)
		for c := range owner[r] {
			owner[r][c] = -1
		}
	}
	for i, rm := range s.Rooms {
		if rm.Width < 1 || rm.Height < 1 {
			return fmt.Errorf("room %d at row %d, col %d has size %dx%d", i, rm.Row, rm.Col, rm.Width, rm.Height)
		}
		if rm.Row < 0 || rm.Col < 0 || rm.Row+rm.Height > p.Height || rm.Col+rm.Width > p.Width {
			return fmt.Errorf("room %d (row %d, col %d, %dx%d) leaves the %dx%d grid", i, rm.Row, rm.Col, rm.Width, rm.Height, p.Width, p.Height)
		}
		for r := rm.Row; r < rm.Row+rm.Height; r++ {
			for c := rm.Col; c < rm.Col+rm.Width; c++ {
				if o := owner[r][c]; o >= 0 {
					return fmt.Errorf("rooms %d and %d overlap at row %d, col %d", o, i, r, c)
				}
				owner[r][c] = i
			}
		}
	}
	for r := range owner {
		for c, o := range owner[r] {
			if o < 0 {
				return fmt.Errorf("cell at row %d, col %d is in no room", r, c)
			}
		}
	}
	clues := make([]int, len(s.Rooms))
	for _, cl := range p.Clues {
		if cl.Row < 0 || cl.Row >= p.Height || cl.Col < 0 || cl.Col >= p.Width {
			return fmt.Errorf("clue at row %d, col %d is outside the grid", cl.Row, cl.Col)
		}
		i := owner[cl.Row][cl.Col]
		clues[i]++
		if rm := s.Rooms[i]; clues[i] > 1 {
			return fmt.Errorf("room %d (row %d, col %d, %dx%d) contains more than one clue", i, rm.Row, rm.Col, rm.Width, rm.Height)
		}
	}
	for _, cl := range p.Clues {
		i := owner[cl.Row][cl.Col]
		rm := s.Rooms[i]
		if rm.Width*rm.Height != cl.N && cl.N != Unknown {
			return fmt.Errorf("room %d (row %d, col %d, %dx%d) has area %d but holds the clue %d at row %d, col %d",
				i, rm.Row, rm.Col, rm.Width, rm.Height, rm.Width*rm.Height, cl.N, cl.Row, cl.Col)
		}
		if rm.Clue != cl.N {
			return fmt.Errorf("room %d (row %d, col %d, %dx%d) reports clue %s but holds the clue %s", i, rm.Row, rm.Col, rm.Width, rm.Height, number(rm.Clue), number(cl.N))
		}
	}
	for i, n := range clues {
		if n == 0 {
			rm := s.Rooms[i]
			return fmt.Errorf("room %d (row %d, col %d, %dx%d) contains no clue", i, rm.Row, rm.Col, rm.Width, rm.Height)
		}
	}
	return nil
}

// number is a clue's number for a message, "?" when unknown.
func number(n int) string {
	if n == Unknown {
		return "?"
	}
	return fmt.Sprint(n)
}
