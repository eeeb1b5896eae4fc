// Package gen generates Numberlink puzzles: a random path through every
// cell of the grid (Hamiltonian, randomised by backbite moves) cut into
// pieces, their ends the numbers; while SAT finds a second solution, a
// path of the first is cut in two at an edge the second does not use
// (a new pair, whose numbers rule the second solution out). Numbers are
// not removed afterwards (a number without its partner is no puzzle):
// generate.FromSolution proves the result unique again and grades it.
package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/numberlink"
)

// Kind is Numberlink with its generator: every capability of
// numberlink.Kind plus puzzle.Generator (the registry lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ numberlink.Numberlink }

// GenerateHelp is the help of `generate numberlink`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Numberlink puzzles with exactly one solution, proved by SAT, graded",
		"A random path through every cell cut into pieces, their ends the numbers; while SAT finds a second\n" +
			"solution, a path is cut in two where that solution differs (a new pair). Grades by the explanations.\n" +
			"See docs/numberlink.md."
}

// GenerateOptions are the flags of `generate numberlink`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Default, opts[i].Min, opts[i].Max = "7x7", 3, 30
		}
	}
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "janko" })...)
}

// CheckSettings checks the settings of `generate numberlink`.
func (k kind) CheckSettings(settings map[string]string) error {
	_, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	return err
}

// maxCuts bounds the paths cut in two for one draw.
const maxCuts = 200

// Generate makes the puzzle of seed.
func (k kind) Generate(ctx context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	g, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	if err != nil {
		return nil, err
	}
	src := generate.Source{
		Kind: k,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			p, s := full(g.H, g.W, r)
			for n := 0; n < maxCuts; n++ {
				sols, err := generate.Solutions(ctx, k, p, 2)
				if err != nil {
					return nil, nil, err
				}
				var other *numberlink.Solution
				for _, o := range sols {
					if !k.Equal(o, s) {
						other = o.(*numberlink.Solution)
						break
					}
				}
				if other == nil {
					return p, s, nil
				}
				var ok bool
				if p, s, ok = cut(p, s, other, r); !ok {
					break
				}
			}
			return nil, nil, generate.ErrRetry
		},
	}
	res, err := generate.FromSolution(ctx, src, g.From(seed))
	if err != nil {
		return nil, err
	}
	out := res.Contract(g.ID(k, seed))
	out.Format = "janko"
	return out, nil
}

// hamiltonian is a random path through every cell of a rows x cols
// grid: a serpentine randomised by backbite moves (the path's end steps
// to a neighbour and the stretch after it is reversed).
func hamiltonian(rows, cols int, r *rng.Rand) [][2]int {
	path := make([][2]int, 0, rows*cols)
	for i := 0; i < rows; i++ {
		for j := 0; j < cols; j++ {
			c := j
			if i%2 == 1 {
				c = cols - 1 - j
			}
			path = append(path, [2]int{i, c})
		}
	}
	pos := make(map[[2]int]int, len(path))
	index := func(from int) {
		for a := from; a < len(path); a++ {
			pos[path[a]] = a
		}
	}
	index(0)
	reverse := func(a, b int) {
		for ; a < b; a, b = a+1, b-1 {
			path[a], path[b] = path[b], path[a]
		}
	}
	steps := [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	for n := 0; n < 20*rows*cols; n++ {
		if r.IntN(2) == 0 {
			reverse(0, len(path)-1)
			index(0)
		}
		end := path[len(path)-1]
		s := steps[r.IntN(4)]
		nb := [2]int{end[0] + s[0], end[1] + s[1]}
		if nb[0] < 0 || nb[0] >= rows || nb[1] < 0 || nb[1] >= cols {
			continue
		}
		i := pos[nb]
		if i == len(path)-2 {
			continue
		}
		reverse(i+1, len(path)-1)
		index(i + 1)
	}
	return path
}

// full cuts a random Hamiltonian path into pieces of 3 to 20 cells and
// numbers their ends.
func full(rows, cols int, r *rng.Rand) (*numberlink.Puzzle, *numberlink.Solution) {
	path := hamiltonian(rows, cols, r)
	n := len(path)
	var pieces [][][2]int
	for start := 0; start < n; {
		l := 3 + r.IntN(18)
		if n-start-l < 3 {
			l = n - start
		}
		pieces = append(pieces, path[start:start+l])
		start += l
	}
	return build(rows, cols, pieces)
}

// build is the puzzle whose pairs are the ends of pieces (numbered in
// order from 1) and its solution, the pieces.
func build(rows, cols int, pieces [][][2]int) (*numberlink.Puzzle, *numberlink.Solution) {
	p := numberlink.NewPuzzle(rows, cols)
	s := numberlink.NewSolution(rows, cols)
	for k, pc := range pieces {
		a, b := pc[0], pc[len(pc)-1]
		p.Nums[p.Cell(a[0], a[1])] = k + 1
		p.Nums[p.Cell(b[0], b[1])] = k + 1
		for i := 0; i+1 < len(pc); i++ {
			e, _ := p.EdgeBetween(pc[i], pc[i+1])
			s.SetEdge(e, true)
		}
	}
	return p, s
}

// cut cuts a path of sol in two at an edge other does not use, each half
// two cells or more (the shorter one as long as it can be): the new numbers have one line each, which other
// does not give them. false: no such edge.
func cut(p *numberlink.Puzzle, sol, other *numberlink.Solution, r *rng.Rand) (*numberlink.Puzzle, *numberlink.Solution, bool) {
	paths := numberlink.PathCells(p, sol)
	type at struct{ k, i int }
	var cuts []at
	best := 0 // the longest shorter half: no tiny pairs where a cut can help it
	for k, pc := range paths {
		for i := 1; i+2 < len(pc); i++ { // the edge pc[i]-pc[i+1]
			e, _ := p.EdgeBetween(pc[i], pc[i+1])
			if other.Edge(e) {
				continue
			}
			if h := min(i+1, len(pc)-i-1); h > best {
				best, cuts = h, cuts[:0]
			} else if h < best {
				continue
			}
			cuts = append(cuts, at{k, i})
		}
	}
	if len(cuts) == 0 {
		return nil, nil, false
	}
	c := cuts[r.IntN(len(cuts))]
	var pieces [][][2]int
	for k, pc := range paths {
		if k == c.k {
			pieces = append(pieces, pc[:c.i+1], pc[c.i+1:])
		} else {
			pieces = append(pieces, pc)
		}
	}
	q, s := build(p.Rows, p.Cols, pieces)
	return q, s, true
}
