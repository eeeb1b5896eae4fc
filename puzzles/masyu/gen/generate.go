// Package gen generates Masyu puzzles with exactly one solution, proved
// by SAT, graded easy, medium or hard.
//
// # Construction
//
// As Tatham's Pearl (pearl.c, new_game_desc) does it: a random loop
// first, the boundary of a random simply connected region of the faces
// between the cell centres (shape/loop.RandomCentreLoop, the way his
// loopgen grows Loopy's and Pearl's loops). Then every pearl the loop
// allows: a black pearl on each cell where it turns and goes straight
// through both neighbours it turns to, a white pearl on each cell it
// goes straight through with a turn in the cell before or after. Then
// the pearls go, in a random order, while the rest still fix the loop:
// that part is generate.FromSolution (one incremental CDCL session per
// draw, a selector per pearl, each removal one call under assumptions,
// the lazy one-loop rule's cuts kept in the session). A draw whose full
// puzzle has another loop is dropped. The grade is the grader's (by
// default the explanations': the most pearls a step needs, 1 easy, 2
// medium, 3 or more hard; or the engine's), and a puzzle of another
// grade than the one asked for is dropped.
package gen

import (
	"context"
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/masyu"
	"github.com/puzzlesat/puzzlesat/shape/loop"
)

// Options are the generator's settings.
type Options struct {
	Width, Height int
	Difficulty    generate.Grade
	Grader        generate.Grader // nil: the explanations' (generate.DefaultGrader)
	Seed          uint64
	Tries         int // loops tried for the difficulty (0: 100)
}

// Validate checks the settings.
func (o *Options) Validate() error {
	if o.Width < 3 || o.Height < 3 || o.Width > 40 || o.Height > 40 {
		return fmt.Errorf("size %dx%d: want 3 to 40 a side", o.Width, o.Height)
	}
	if o.Grader == nil {
		o.Grader = generate.DefaultGrader(masyu.Kind, nil)
	}
	return generate.CheckGrader(o.Grader, o.Difficulty)
}

// Result is one generated puzzle.
type Result struct {
	Puzzle   *masyu.Puzzle
	Solution *masyu.Solution
	Report   generate.Report
	Seed     uint64
	Stats    generate.FromStats
}

// ID names the puzzle: masyu-WxH-SEED.
func (r *Result) ID() string { return generate.ID("masyu", r.Puzzle.Cols, r.Puzzle.Rows, r.Seed) }

// Generate makes one puzzle of opt.
func Generate(ctx context.Context, opt Options) (*Result, error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	tries := opt.Tries
	if tries <= 0 {
		tries = 100
	}
	src := generate.Source{
		Kind: masyu.Kind,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			s := RandomLoop(opt.Height, opt.Width, r)
			return FullPuzzle(s), s, nil
		},
		Keep: keepPearls,
	}
	res, err := generate.FromSolution(ctx, src, generate.FromOptions{Difficulty: opt.Difficulty, Grader: opt.Grader,
		Seed: opt.Seed, Tries: tries, TriesSetting: generate.MaxTries})
	if err != nil {
		return nil, err
	}
	return &Result{Puzzle: res.Puzzle.(*masyu.Puzzle), Solution: res.Solution.(*masyu.Solution), Report: res.Report,
		Seed: opt.Seed, Stats: res.Stats}, nil
}

// RandomLoop is a random loop through the centres of a rows x cols
// grid: the boundary of a random region of the faces between the
// centres (loop.ScoredRegion), grown, as Tatham's Pearl biases his
// loopgen, towards loops with many places for pearls: at each step the
// best of Bias candidates by the number of pearls the loop allows.
func RandomLoop(rows, cols int, r *rng.Rand) *masyu.Solution {
	score := func(in []bool) int {
		return pearls(FullPuzzle(fromRegion(rows, cols, in)))
	}
	return fromRegion(rows, cols, loop.ScoredRegion(rows-1, cols-1, r, score, Bias))
}

// Bias is the number of candidate faces RandomLoop rates at each step.
var Bias = 8

func fromRegion(rows, cols int, in []bool) *masyu.Solution {
	s := masyu.NewSolution(rows, cols)
	s.H, s.V = loop.CentreLoop(rows, cols, in)
	return s
}

func pearls(p *masyu.Puzzle) int {
	w, b := p.NumPearls()
	return w + b
}

// FullPuzzle is the puzzle with every pearl s allows: black where the
// loop turns between two straight neighbours, white where it goes
// straight with a turn before or after.
func FullPuzzle(s *masyu.Solution) *masyu.Puzzle {
	p := masyu.NewPuzzle(s.Rows, s.Cols)
	// links(r,c): the loop's directions at (r,c), none off the grid.
	links := func(r, c int) [4]bool {
		var l [4]bool
		if r < 0 || r >= s.Rows || c < 0 || c >= s.Cols {
			return l
		}
		for d, e := range p.CellEdges(r, c) {
			l[d] = e >= 0 && s.Edge(e)
		}
		return l
	}
	straight := func(l [4]bool) bool {
		return l[masyu.North] && l[masyu.South] || l[masyu.West] && l[masyu.East]
	}
	for r := 0; r < s.Rows; r++ {
		for c := 0; c < s.Cols; c++ {
			l := links(r, c)
			n := 0
			for _, on := range l {
				if on {
					n++
				}
			}
			if n != 2 {
				continue
			}
			if straight(l) {
				for d, st := range masyu.Step {
					if l[d] && !straight(links(r+st[0], c+st[1])) {
						p.Pearls[r*s.Cols+c] = masyu.White
					}
				}
				continue
			}
			black := true
			for d, st := range masyu.Step {
				if l[d] && !straight(links(r+st[0], c+st[1])) {
					black = false
				}
			}
			if black {
				p.Pearls[r*s.Cols+c] = masyu.Black
			}
		}
	}
	return p
}

// keepPearls is full with the pearls kept: pearl k (the k-th pearl in
// row-major order, as Encode lists its clues) stays when kept[k].
func keepPearls(pz puzzle.Puzzle, kept []bool) puzzle.Puzzle {
	full := pz.(*masyu.Puzzle)
	p := masyu.NewPuzzle(full.Rows, full.Cols)
	p.Pearls = slices.Clone(full.Pearls)
	k := 0
	for i, v := range p.Pearls {
		if v != masyu.Empty {
			if !kept[k] {
				p.Pearls[i] = masyu.Empty
			}
			k++
		}
	}
	return p
}
