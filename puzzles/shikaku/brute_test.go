package shikaku

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver"
)

// bruteCount counts the partitions of p's grid into rectangles that each
// hold exactly one clue equal to their area, by brute force: the first
// uncovered cell in row-major order must be the top-left corner of its
// room, so try every rectangle there. It shares nothing with the encoder.
func bruteCount(p *Puzzle, limit int) int {
	return bruteSolve(p, nil, limit, nil)
}

// bruteSolve enumerates, up to limit, the partitions of p's grid into
// rectangles that each hold exactly one clue, of the clue's area unless
// the clue is unknown (unknown[k] for clue k: a room of any area), calls
// fn with the rooms of each (in the order placed) and returns their number.
func bruteSolve(p *Puzzle, unknown map[int]bool, limit int, fn func(rooms []Rect)) int {
	W, H := p.Width, p.Height
	val := make([]int, W*H) // clue number; -1 for a clue of unknown area
	for k, c := range p.Clues {
		if c.Row >= 0 && c.Row < H && c.Col >= 0 && c.Col < W {
			val[c.Row*W+c.Col] = c.N
			if unknown[k] {
				val[c.Row*W+c.Col] = -1
			}
		}
	}
	used := make([]bool, W*H)
	var rooms []Rect
	count := 0
	mark := func(r Rect, v bool) {
		for y := r.Row; y < r.Row+r.H; y++ {
			for x := r.Col; x < r.Col+r.W; x++ {
				used[y*W+x] = v
			}
		}
	}
	var rec func(start int)
	rec = func(start int) {
		if count >= limit {
			return
		}
		i := start
		for i < W*H && used[i] {
			i++
		}
		if i == W*H {
			count++
			if fn != nil {
				fn(rooms)
			}
			return
		}
		r0, c0 := i/W, i%W
		for h := 1; r0+h <= H; h++ {
			for w := 1; c0+w <= W; w++ {
				ok, clues, clue := true, 0, 0
				for r := r0; r < r0+h && ok; r++ {
					for c := c0; c < c0+w; c++ {
						if used[r*W+c] {
							ok = false
							break
						}
						if val[r*W+c] != 0 {
							clues++
							clue = val[r*W+c]
						}
					}
				}
				if !ok {
					break // wider rectangles overlap too
				}
				if clues != 1 || clue != w*h && clue != -1 {
					continue
				}
				rect := Rect{Row: r0, Col: c0, W: w, H: h}
				mark(rect, true)
				rooms = append(rooms, rect)
				rec(i + 1)
				rooms = rooms[:len(rooms)-1]
				mark(rect, false)
			}
		}
	}
	rec(0)
	return count
}

// randomPuzzle makes a puzzle from a random partition (so it has at least
// one solution) or, with wild, from random clues (often invalid,
// unsatisfiable or ambiguous).
func randomPuzzle(rng *rand.Rand, W, H int, wild bool) *Puzzle {
	p := &Puzzle{Width: W, Height: H}
	if wild {
		// Random cells with random values; half of the time they sum
		// to the grid's area.
		n := 1 + rng.Intn(W*H/2+1)
		cells := rng.Perm(W * H)[:n]
		vals := make([]int, n)
		if rng.Intn(4) != 0 {
			for i := range vals {
				vals[i] = 1
			}
			for i := n; i < W*H; i++ {
				vals[rng.Intn(n)]++
			}
		} else {
			for i := range vals {
				vals[i] = 1 + rng.Intn(6)
			}
		}
		for i, cell := range cells {
			p.Clues = append(p.Clues, Clue{Row: cell / W, Col: cell % W, N: vals[i]})
		}
		sortClues(p)
		return p
	}
	used := make([]bool, W*H)
	for i := 0; i < W*H; i++ {
		if used[i] {
			continue
		}
		r0, c0 := i/W, i%W
		maxW := 0
		for c0+maxW < W && !used[r0*W+c0+maxW] {
			maxW++
		}
		w := 1 + rng.Intn(min(maxW, 4))
		h := 1 + rng.Intn(min(H-r0, 4))
		for r := r0; r < r0+h; r++ {
			for c := c0; c < c0+w; c++ {
				used[r*W+c] = true
			}
		}
		cr, cc := r0+rng.Intn(h), c0+rng.Intn(w)
		p.Clues = append(p.Clues, Clue{Row: cr, Col: cc, N: w * h})
	}
	sortClues(p)
	return p
}

func sortClues(p *Puzzle) {
	for i := 1; i < len(p.Clues); i++ {
		for j := i; j > 0; j-- {
			a, b := p.Clues[j-1], p.Clues[j]
			if a.Row < b.Row || a.Row == b.Row && a.Col < b.Col {
				break
			}
			p.Clues[j-1], p.Clues[j] = b, a
		}
	}
}

// allOptions is every model x exactly-one encoding (pairwise, ladder,
// commander, and Builder.Exactly with each cardinality encoding, native
// gophersat constraints included).
func allOptions() []Options {
	var out []Options
	for _, m := range Models() {
		for _, amo := range encode.AMOEncodings() {
			out = append(out, Options{Model: m, AMO: amo})
		}
		for _, card := range encode.CardEncodings() {
			out = append(out, Options{Model: m, UseCard: true, Card: card})
		}
	}
	return out
}

// TestBruteForce compares, on small random grids, the number of solutions
// found by enumeration (blocking on pattern variables) under every model
// and exactly-one encoding with a brute-force count of all partitions.
func TestBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	const limit = 30
	n, multi, unsat, refuted := 0, 0, 0, 0
	// Puzzles that pass Encode's checks but have no solution, and
	// ambiguous ones; then random puzzles.
	fixed := []string{"4 2\n12\n..\n23\n..", ".2.\n221\n..2\n3..", "..13\n222.\n..2.",
		"2.\n.2", "4 4\n.4..\n....\n....\n..4.", "1 6\n.3..3."}
	for trial := 0; trial < 160+len(fixed); trial++ {
		var p *Puzzle
		if trial < len(fixed) {
			ps, err := ParseText([]byte(fixed[trial]))
			if err != nil {
				t.Fatal(err)
			}
			p = ps[0]
		} else {
			p = randomPuzzle(rng, 1+rng.Intn(6), 1+rng.Intn(5), trial%2 == 1)
		}
		want := bruteCount(p, limit+1)
		switch {
		case want == 0:
			unsat++
		case want > 1:
			multi++
		}
		opts := allOptions()
		if trial%4 != 0 && trial >= len(fixed) {
			cards := encode.CardEncodings()
			opts = []Options{{Model: Partition}, {Model: Channel}, {Model: Redundant},
				{Model: ModelKind(trial % 3), AMO: encode.AMOEncoding(trial % 3)},
				{Model: ModelKind(trial % 3), UseCard: true, Card: cards[trial%len(cards)]}}
		}
		for _, opt := range opts {
			t.Run(fmt.Sprintf("%d/%v", trial, opt), func(t *testing.T) {
				res, err := solveWith(context.Background(), solver.Gophersat{}, p, opt, limit+1)
				if err != nil {
					if want != 0 {
						t.Fatalf("%v\n%s: error %v but brute force finds %d solutions", opt, p, err, want)
					}
					return
				}
				got := res.Count
				if !res.Complete && got <= limit {
					t.Fatalf("incomplete enumeration with %d solutions", got)
				}
				if got != want {
					t.Fatalf("%v\n%s: SAT finds %d solutions, brute force %d", opt, p, got, want)
				}
				for _, s := range solutions(res) {
					if err := Check(p, s); err != nil {
						t.Fatal(err)
					}
				}
				n++
				if got == 0 {
					refuted++
				}
			})
		}
	}
	if n == 0 || multi == 0 || unsat == 0 || refuted == 0 {
		t.Fatalf("weak test: %d solved runs (%d refuted by SAT), %d puzzles with several solutions, %d without", n, refuted, multi, unsat)
	}
	t.Logf("%d solved runs (%d refuted by SAT), %d puzzles with several solutions, %d without", n, refuted, multi, unsat)
}

// TestBruteForceAgreesOnErrors checks that every puzzle Encode rejects or
// finds impossible by itself (Encoding.Infeasible) has no solution by
// brute force.
func TestBruteForceAgreesOnErrors(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	rejected := 0
	for trial := 0; trial < 300; trial++ {
		W, H := 1+rng.Intn(4), 1+rng.Intn(4)
		p := randomPuzzle(rng, W, H, true)
		e, err := Encode(p, Options{})
		if err == nil && e.Infeasible != nil {
			err = e.Infeasible
		}
		if err != nil {
			rejected++
			if n := bruteCount(p, 1); n != 0 {
				t.Fatalf("%s: Encode says %v but brute force finds a solution", p, err)
			}
		}
	}
	if rejected == 0 {
		t.Fatal("no puzzle rejected: the test is not testing")
	}
}
