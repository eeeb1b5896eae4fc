package explain_test

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
)

// The brute-force cross-checks: tiny random puzzles whose solutions are
// enumerated without SAT (every candidate checked by the kind's rule
// checker). The explanation must end as the enumeration says (no
// solution: unsatisfiable; one: solved; more: not unique) and state
// exactly the facts every solution shares. Every explanation also goes
// through the independent step checker.

// TestBruteZebra: three houses, three categories, random clues.
func TestBruteZebra(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 1))
	trials := 40
	if testing.Short() {
		trials = 10
	}
	for trial := 0; trial < trials; trial++ {
		p := randomZebra(rng)
		sols := zebraSolutions(p)
		ex := explainChecked(t, zebra.Kind, puzzle.Item{Puzzle: p, Info: p.Info()}, explain.Options{})
		// The facts: value (c,v) in house k, true in every solution.
		common := map[[3]int]bool{}
		for c := range p.Categories {
			for v := range p.Categories[c].Values {
				for k := 0; k < 3; k++ {
					all := len(sols) > 0
					for _, s := range sols {
						all = all && s.Pos[c][v] == k
					}
					common[[3]int{c, v, k}] = all
				}
			}
		}
		stated := map[[3]int]bool{}
		for _, st := range ex.Steps {
			for _, f := range st.Facts {
				fj := f.JSON.(zebra.FactJSON)
				key := zebraKey(p, fj)
				for _, s := range sols {
					if (s.Pos[key[0]][key[1]] == key[2]) != fj.Holds {
						t.Fatalf("trial %d: step %d states %s, false in a solution", trial, st.N, f.Text)
					}
				}
				if fj.Holds {
					stated[key] = true
				}
			}
		}
		checkStatus(t, trial, ex, len(sols))
		for key, all := range common {
			if all != stated[key] {
				t.Errorf("trial %d: %v in every solution: %v, stated: %v (%d solutions)", trial, key, all, stated[key], len(sols))
			}
		}
	}
}

// statuses counts the outcomes of the brute-force trials (logged with -v).
var statuses = map[string]int{}

func checkStatus(t *testing.T, trial int, ex *explain.Explanation, n int) {
	t.Helper()
	statuses[t.Name()+" "+string(ex.Status)]++
	want := explain.Solved
	switch {
	case n == 0:
		want = explain.Unsatisfiable
	case n > 1:
		want = explain.NotUnique
	}
	if ex.Status != want {
		t.Fatalf("trial %d: status %s with %d solutions", trial, ex.Status, n)
	}
}

func zebraKey(p *zebra.Puzzle, fj zebra.FactJSON) [3]int {
	for c := range p.Categories {
		if p.Categories[c].Name == fj.Category {
			return [3]int{c, p.Categories[c].Index(fj.Value), fj.House - 1}
		}
	}
	return [3]int{-1, -1, -1}
}

// randomZebra makes a 3x3 puzzle: clues true in a random grid, added
// until it is unique or twelve are given, and now and then a random clue
// that may be false (some puzzles then have no solution).
func randomZebra(rng *rand.Rand) *zebra.Puzzle {
	p := &zebra.Puzzle{Name: "random", Positions: zebra.Category{Name: "House", Values: []string{"1", "2", "3"}},
		Categories: []zebra.Category{{Name: "Name", Values: []string{"Ann", "Ben", "Cid"}},
			{Name: "Pet", Values: []string{"cat", "dog", "fox"}}, {Name: "Drink", Values: []string{"tea", "milk", "water"}}}}
	kinds := []zebra.ClueKind{zebra.Same, zebra.NotSame, zebra.At, zebra.NotAt, zebra.LeftOf, zebra.NextTo, zebra.DirectlyLeft, zebra.AtEnd}
	all := zebraSolutions(p)
	truth := all[rng.IntN(len(all))]
	ref := func() zebra.Ref { return zebra.Ref{Cat: rng.IntN(3), Val: rng.IntN(3)} }
	random := func() zebra.Clue {
		c := zebra.Clue{Kind: kinds[rng.IntN(len(kinds))]}
		c.Args = []zebra.Ref{ref()}
		if c.Kind.Arity() == 2 {
			y := ref()
			for y == c.Args[0] {
				y = ref()
			}
			c.Args = append(c.Args, y)
		}
		if c.Kind.HasK() {
			c.K = rng.IntN(3)
		}
		return c
	}
	for len(p.Clues) < 12 && len(zebraSolutions(p)) > 1 {
		c := random()
		if rng.IntN(30) == 0 || zebra.HoldsAt(c, truth.Pos, 3) {
			p.Clues = append(p.Clues, c)
		}
	}
	return p
}

// zebraSolutions enumerates every grid of a 3x3 puzzle and keeps those
// the rule checker accepts.
func zebraSolutions(p *zebra.Puzzle) []*zebra.Solution {
	perms := [][]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	var out []*zebra.Solution
	for _, a := range perms {
		for _, b := range perms {
			for _, c := range perms {
				s := zebra.NewSolution(3, 3)
				for cat, perm := range [][]int{a, b, c} {
					for v, k := range perm {
						s.Pos[cat][v], s.At[cat][k] = k, v
					}
				}
				if zebra.Check(p, s) == nil {
					out = append(out, s)
				}
			}
		}
	}
	return out
}

// TestBruteHashi: islands on a small grid with clues from random bridges.
func TestBruteHashi(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 2))
	trials := 80
	if testing.Short() {
		trials = 20
	}
	for trial := 0; trial < trials; trial++ {
		p := randomHashi(rng)
		edges := hashiEdges(p)
		if len(edges) > 9 || p.Validate() != nil {
			continue
		}
		sols := hashiSolutions(p, edges)
		ex := explainChecked(t, hashi.Kind, puzzle.Item{Puzzle: p, Info: p.Info()}, explain.Options{})
		checkStatus(t, trial, ex, len(sols))
		// The final range of every edge must hold every solution's value
		// and be exact where all solutions agree.
		lo, hi := map[[4]int]int{}, map[[4]int]int{}
		for _, e := range edges {
			lo[e], hi[e] = 0, p.MaxBridges
		}
		for _, st := range ex.Steps {
			for _, f := range st.Facts {
				fj := f.JSON.(hashi.FactJSON)
				e := [4]int{fj.From[0], fj.From[1], fj.To[0], fj.To[1]}
				lo[e], hi[e] = max(lo[e], fj.Min), min(hi[e], fj.Max)
			}
		}
		for _, e := range edges {
			first := -1
			agree := true
			for _, s := range sols {
				v := s.Get([2]int{e[0], e[1]}, [2]int{e[2], e[3]})
				if v < lo[e] || v > hi[e] {
					t.Fatalf("trial %d: edge %v in %d..%d, a solution has %d", trial, e, lo[e], hi[e], v)
				}
				if first < 0 {
					first = v
				}
				agree = agree && v == first
			}
			if len(sols) > 0 && agree && lo[e] != hi[e] {
				t.Errorf("trial %d: edge %v is %d in every solution, explained only as %d..%d", trial, e, first, lo[e], hi[e])
			}
		}
	}
}

// randomHashi places 4..7 islands on a 4x4 grid and takes the clues
// from random bridges: a random spanning forest of the possible bridges
// that do not cross, some doubled, some extra. Islands no bridge reaches
// get clue 1 (those puzzles have no solution).
func randomHashi(rng *rand.Rand) *hashi.Puzzle {
	p := &hashi.Puzzle{Width: 4, Height: 4, MaxBridges: 2, Name: "random"}
	used := map[[2]int]bool{}
	for n := 4 + rng.IntN(4); n > 0; {
		c := [2]int{rng.IntN(4), rng.IntN(4)}
		if !used[c] {
			used[c] = true
			n--
		}
	}
	for r := 0; r < 4; r++ {
		for c := 0; c < 4; c++ {
			if used[[2]int{r, c}] {
				p.Islands = append(p.Islands, hashi.Island{Row: r, Col: c})
			}
		}
	}
	edges := hashiEdges(p)
	rng.Shuffle(len(edges), func(i, j int) { edges[i], edges[j] = edges[j], edges[i] })
	comp := map[[2]int][2]int{}
	find := func(x [2]int) [2]int {
		for {
			y, ok := comp[x]
			if !ok || y == x {
				return x
			}
			x = y
		}
	}
	var chosen [][4]int
	sum := map[[2]int]int{}
	for _, e := range edges {
		a, b := [2]int{e[0], e[1]}, [2]int{e[2], e[3]}
		crosses := false
		for _, f := range chosen {
			crosses = crosses || cross(e, f)
		}
		if crosses || (find(a) == find(b) && rng.IntN(3) > 0) {
			continue
		}
		comp[find(a)] = find(b)
		chosen = append(chosen, e)
		k := 1 + rng.IntN(2)
		sum[a] += k
		sum[b] += k
	}
	for i := range p.Islands {
		is := &p.Islands[i]
		is.Clue = max(1, sum[[2]int{is.Row, is.Col}])
	}
	return p
}

// cross reports whether a horizontal and a vertical edge cross.
func cross(e, f [4]int) bool {
	if e[0] != e[2] {
		e, f = f, e
	}
	if e[0] != e[2] || f[1] != f[3] {
		return false
	}
	return f[1] > e[1] && f[1] < e[3] && e[0] > f[0] && e[0] < f[2]
}

// hashiEdges are the pairs of islands that see each other.
func hashiEdges(p *hashi.Puzzle) [][4]int {
	at := map[[2]int]bool{}
	for _, is := range p.Islands {
		at[[2]int{is.Row, is.Col}] = true
	}
	var out [][4]int
	for _, is := range p.Islands {
		for c := is.Col + 1; c < p.Width; c++ {
			if at[[2]int{is.Row, c}] {
				out = append(out, [4]int{is.Row, is.Col, is.Row, c})
				break
			}
		}
		for r := is.Row + 1; r < p.Height; r++ {
			if at[[2]int{r, is.Col}] {
				out = append(out, [4]int{is.Row, is.Col, r, is.Col})
				break
			}
		}
	}
	return out
}

// hashiSolutions tries every number of bridges on every edge.
func hashiSolutions(p *hashi.Puzzle, edges [][4]int) []*hashi.Solution {
	var out []*hashi.Solution
	val := make([]int, len(edges))
	var rec func(i int)
	rec = func(i int) {
		if i == len(edges) {
			s := &hashi.Solution{}
			for j, e := range edges {
				if val[j] > 0 {
					s.Bridges = append(s.Bridges, hashi.Bridge{From: [2]int{e[0], e[1]}, To: [2]int{e[2], e[3]}, Count: val[j]})
				}
			}
			if hashi.Check(p, s) == nil {
				out = append(out, s)
			}
			return
		}
		for v := 0; v <= p.MaxBridges; v++ {
			val[i] = v
			rec(i + 1)
		}
	}
	rec(0)
	return out
}

// TestBruteShikaku: random tilings of a 4x4 grid, a clue in each room.
func TestBruteShikaku(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 3))
	trials := 40
	if testing.Short() {
		trials = 10
	}
	for trial := 0; trial < trials; trial++ {
		p := randomShikaku(rng)
		sols := shikakuSolutions(p)
		ex := explainChecked(t, shikaku.Kind, puzzle.Item{Puzzle: p, Info: p.Info()}, explain.Options{})
		checkStatus(t, trial, ex, len(sols))
		owner := func(s *shikaku.Solution, cell [2]int) int {
			for k, r := range s.Rooms {
				if cell[0] >= r.Row && cell[0] < r.Row+r.Height && cell[1] >= r.Col && cell[1] < r.Col+r.Width {
					return k
				}
			}
			return -1
		}
		clueAt := map[[2]int]int{}
		for k, c := range p.Clues {
			clueAt[[2]int{c.Row, c.Col}] = k
		}
		stated := map[[2]int]int{}
		for _, st := range ex.Steps {
			for _, f := range st.Facts {
				fj := f.JSON.(shikaku.FactJSON)
				k := clueAt[fj.Clue]
				for _, s := range sols {
					if (owner(s, fj.Cell) == k) != fj.Holds {
						t.Fatalf("trial %d: step %d states %s, false in a solution", trial, st.N, f.Text)
					}
				}
				if fj.Holds {
					stated[fj.Cell] = k + 1
				}
			}
		}
		for r := 0; r < p.Height; r++ {
			for c := 0; c < p.Width; c++ {
				cell := [2]int{r, c}
				agree := len(sols) > 0
				for _, s := range sols {
					agree = agree && owner(s, cell) == owner(sols[0], cell)
				}
				if agree != (stated[cell] > 0) {
					t.Errorf("trial %d: cell %v: the same room in every solution %v, stated %v", trial, cell, agree, stated[cell] > 0)
				}
			}
		}
	}
}

// randomShikaku cuts a 4x4 grid into random rectangles and puts each
// room's area in one of its cells; now and then a clue is changed, so
// that some puzzles have no or several solutions.
func randomShikaku(rng *rand.Rand) *shikaku.Puzzle {
	const W, H = 4, 4
	owner := make([]int, W*H)
	for i := range owner {
		owner[i] = -1
	}
	p := &shikaku.Puzzle{Width: W, Height: H, Name: "random"}
	var cells [][2]int
	for i := 0; i < W*H; i++ {
		if owner[i] >= 0 {
			continue
		}
		r, c := i/W, i%W
		w, h := 1+rng.IntN(3), 1+rng.IntN(3)
		for w > 1 && (c+w > W || !free(owner, W, r, c+w-1, 1)) {
			w--
		}
		for h > 1 && (r+h > H || !freeRow(owner, W, r+h-1, c, w)) {
			h--
		}
		k := len(cells)
		for y := r; y < r+h; y++ {
			for x := c; x < c+w; x++ {
				owner[y*W+x] = k
			}
		}
		cells = append(cells, [2]int{r + rng.IntN(h), c + rng.IntN(w)})
		p.Clues = append(p.Clues, shikaku.Clue{N: w * h})
	}
	for k := range p.Clues {
		p.Clues[k].Row, p.Clues[k].Col = cells[k][0], cells[k][1]
		if rng.IntN(8) == 0 {
			p.Clues[k].N = 1 + rng.IntN(4)
		}
	}
	sortClues(p)
	return p
}

func free(owner []int, w, r, c, n int) bool {
	for i := 0; i < n; i++ {
		if owner[r*w+c+i] >= 0 {
			return false
		}
	}
	return true
}

func freeRow(owner []int, w, r, c, n int) bool { return free(owner, w, r, c, n) }

// sortClues puts the clues in row-major order, as parsed puzzles have them.
func sortClues(p *shikaku.Puzzle) {
	cs := p.Clues
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j].Row*p.Width+cs[j].Col < cs[j-1].Row*p.Width+cs[j-1].Col; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

// shikakuSolutions enumerates every choice of a rectangle per clue
// (holding the clue, of its area) and keeps those the rule checker
// accepts.
func shikakuSolutions(p *shikaku.Puzzle) []*shikaku.Solution {
	var rects [][]shikaku.Room
	for _, c := range p.Clues {
		var rs []shikaku.Room
		for h := 1; h <= p.Height; h++ {
			if c.N%h != 0 || c.N/h > p.Width {
				continue
			}
			w := c.N / h
			for r := c.Row - h + 1; r <= c.Row; r++ {
				for col := c.Col - w + 1; col <= c.Col; col++ {
					if r >= 0 && col >= 0 && r+h <= p.Height && col+w <= p.Width {
						rs = append(rs, shikaku.Room{Row: r, Col: col, Width: w, Height: h, Clue: c.N})
					}
				}
			}
		}
		rects = append(rects, rs)
	}
	var out []*shikaku.Solution
	pick := make([]shikaku.Room, len(p.Clues))
	var rec func(i int)
	rec = func(i int) {
		if i == len(pick) {
			s := &shikaku.Solution{Rooms: append([]shikaku.Room(nil), pick...)}
			if shikaku.Check(p, s) == nil {
				out = append(out, s)
			}
			return
		}
		for _, r := range rects[i] {
			pick[i] = r
			rec(i + 1)
		}
	}
	rec(0)
	return out
}

// TestZBruteTally logs how many trials ended how (run after the others).
func TestZBruteTally(t *testing.T) {
	for k, n := range statuses {
		t.Logf("%s: %d", k, n)
	}
}
