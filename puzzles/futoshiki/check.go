package futoshiki

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/shape/latin"
)

// Check checks s against p's rules (Latin square, givens, signs, bars)
// with code that shares nothing with the encoder.
func Check(p *Puzzle, s *Solution) error {
	n := p.N
	if s == nil || s.N != n || len(s.Values) != n*n {
		return fmt.Errorf("the solution is not %dx%d", n, n)
	}
	if err := latin.Check(n, n, false, s.Values); err != nil {
		return err
	}
	for i, v := range p.Given {
		if v != None && s.Values[i] != v {
			return fmt.Errorf("(%d,%d) holds %d, given %d", i/n+1, i%n+1, s.Values[i], v)
		}
	}
	for _, q := range p.Pairs() {
		a, b := s.Values[q.A], s.Values[q.B]
		d := a - b
		ok := true
		switch q.Rel {
		case Greater:
			ok = a > b
		case Less:
			ok = a < b
		case Next:
			ok = d == 1 || d == -1
		default:
			ok = !p.Adjacent || (d != 1 && d != -1)
		}
		if !ok {
			return fmt.Errorf("broken: %s (%d, %d)", p.Words(q), a, b)
		}
	}
	return nil
}
