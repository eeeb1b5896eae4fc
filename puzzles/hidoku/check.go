package hidoku

import "fmt"

// Check checks s against p's rules with code of its own: every open
// cell holds a number 1..N, each number once, the givens where given,
// and the cells of k and k+1 touch (a king's move apart).
func Check(p *Puzzle, s *Solution) error {
	if s == nil || s.Rows != p.Rows || s.Cols != p.Cols || len(s.Values) != p.Rows*p.Cols || len(p.Given) != len(s.Values) {
		return fmt.Errorf("hidoku: the solution is not a %dx%d grid", p.Rows, p.Cols)
	}
	n := 0
	for _, g := range p.Given {
		if g != Blocked {
			n++
		}
	}
	where := make([]int, n+1)
	for i := range where {
		where[i] = -1
	}
	for i, v := range s.Values {
		r, c := i/p.Cols+1, i%p.Cols+1
		if p.Given[i] == Blocked {
			if v != 0 {
				return fmt.Errorf("hidoku: blocked cell (%d,%d) holds %d", r, c, v)
			}
			continue
		}
		if v < 1 || v > n {
			return fmt.Errorf("hidoku: (%d,%d) holds %d, not a number 1..%d", r, c, v, n)
		}
		if g := p.Given[i]; g > 0 && g != v {
			return fmt.Errorf("hidoku: (%d,%d) is given %d but holds %d", r, c, g, v)
		}
		if where[v] >= 0 {
			j := where[v]
			return fmt.Errorf("hidoku: %d is in (%d,%d) and (%d,%d)", v, j/p.Cols+1, j%p.Cols+1, r, c)
		}
		where[v] = i
	}
	for k := 1; k < n; k++ {
		a, b := where[k], where[k+1]
		dr, dc := a/p.Cols-b/p.Cols, a%p.Cols-b%p.Cols
		if dr < -1 || dr > 1 || dc < -1 || dc > 1 {
			return fmt.Errorf("hidoku: %d in (%d,%d) and %d in (%d,%d) do not touch", k, a/p.Cols+1, a%p.Cols+1, k+1, b/p.Cols+1, b%p.Cols+1)
		}
	}
	return nil
}
