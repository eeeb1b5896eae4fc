package hashi

import (
	"context"
	"math/rand"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestRandomAgainstBruteForce compares solution counts with the brute-force
// enumerator on random tiny puzzles (random M and tree flag), cycling
// through every encoding option.
func TestRandomAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(42))
	opts := allOptions()
	done, withSolutions, several := 0, 0, 0
	for it := 0; done < 400 && it < 100000; it++ {
		text, n, m := randomGrid(rng)
		if n < 2 || n > 7 {
			continue
		}
		ps, err := Parse("", []byte(text), Grid)
		if err != nil {
			continue // an impossible clue
		}
		p := ps[0]
		p.MaxBridges = m
		p.Tree = rng.Intn(3) == 0
		if p.Validate() != nil {
			continue
		}
		want := bruteCount(p)
		opt := opts[done%len(opts)]
		r, err := Solve(context.Background(), solver.Gophersat{}, p, opt, 50)
		if err != nil {
			t.Fatalf("%s M=%d tree=%v [%v]: %v", text, m, p.Tree, opt, err)
		}
		if r.Summary.Count != want || !r.Summary.Complete {
			t.Errorf("%sM=%d tree=%v [%v]: %d solutions, brute force %d", text, m, p.Tree, opt, r.Summary.Count, want)
		}
		if want > 0 {
			withSolutions++
		}
		if want > 1 {
			several++
		}
		done++
	}
	t.Logf("%d puzzles, %d with solutions, %d with several", done, withSolutions, several)
	if done < 400 || withSolutions < 20 {
		t.Fatalf("only %d puzzles (%d with solutions)", done, withSolutions)
	}
}

// randomGrid is a random text grid of 2..5 x 2..5 cells, a third of them
// islands with clues up to 2..6 (so many are impossible and rejected by
// Parse), its island count and the bridge limit the clues were drawn for.
func randomGrid(rng *rand.Rand) (text string, islands, maxBridges int) {
	h, w := 2+rng.Intn(4), 2+rng.Intn(4)
	m := 1 + rng.Intn(3)
	var b strings.Builder
	n := 0
	for r := 0; r < h; r++ {
		for c := 0; c < w; c++ {
			if rng.Intn(3) == 0 {
				b.WriteByte(byte('1' + rng.Intn(2*m)))
				n++
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String(), n, m
}

// TestExplainSelectorsOn checks the explanation encoding: with every
// clue's selector assumed true it has exactly the puzzle's solutions.
func TestExplainSelectorsOn(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	done := 0
	for it := 0; done < 150 && it < 100000; it++ {
		text, n, m := randomGrid(rng)
		if n < 2 || n > 7 {
			continue
		}
		ps, err := Parse("", []byte(text), Grid)
		if err != nil {
			continue
		}
		p := ps[0]
		p.MaxBridges = m
		if p.Validate() != nil {
			continue
		}
		want := bruteCount(p)
		e, err := Encode(p, Options{Explain: true, Connectivity: Connectivity(done % 2)})
		if err != nil {
			t.Fatal(err)
		}
		if len(e.Clues) != len(p.Islands) {
			t.Fatalf("%d clues for %d islands", len(e.Clues), len(p.Islands))
		}
		for _, c := range e.Clues {
			e.Formula.Add(c.Selector)
		}
		pr := e.Problem()
		pr.Primary = e.Primary
		sum, err := solve.Enumerate(context.Background(), solver.Gophersat{}, pr, 50, nil)
		if err != nil {
			t.Fatal(err)
		}
		if sum.Count != want || !sum.Complete {
			t.Errorf("%sM=%d: %d solutions with every selector on, brute force %d", text, m, sum.Count, want)
		}
		done++
	}
}
