// Package gen generates Nonograms (Tatham's Pattern) with exactly one
// solution, graded easy, medium or hard.
//
// # Construction
//
// As Tatham's generator (pattern.c, generate and new_game_desc) does it:
// a random picture, then its clues; the clue lists are the whole puzzle,
// so nothing is removed. The picture: every cell a random value, then
// each replaced by the mean of the cells around it (its 3x3
// neighbourhood within the grid; a side of 2 is not averaged across, so
// that a 2xN grid does not come out in identical pairs), then cells at or
// above the median shaded: half the grid (on an odd grid, just under or
// just over half at random), in thick areas with some fine detail.
// Unlike Tatham's, no floating point decides anything: the values are
// integers below 10^8 and the means are compared as sum·36/count, exact
// (36 is a multiple of every count, 1, 2, 3, 4, 6 or 9).
//
// The picture is kept when its grade is the one asked for. The line
// solver (lineSolver: every line deduced completely from its clue and
// the cells known, until no line changes) comes first: when it fills
// the grid the puzzle is easy and unique (its deductions are sound, see
// lineSolver), which is what Tatham's generator asks of every picture.
// An easy target (the default, as Tatham's) takes only those and needs
// no SAT call. For a medium or hard target a picture the line solver
// does not finish is proved unique by SAT (generate.Solutions, the
// CDCL engine) and graded (by default by the explanations, with the
// line solver as their exact pre-filter; LineGrader with --grade-by
// engine); a target of any grade keeps the first picture that is unique
// either way. Every puzzle passes nonogram.Check with its picture.
package gen

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/nonogram"
)

// Options are the generator's settings.
type Options struct {
	Width, Height int
	Difficulty    generate.Grade
	Grader        generate.Grader // nil: DefaultGrader
	Seed          uint64
	Tries         int // pictures tried (0: 1000)
}

// Validate checks the settings.
func (o *Options) Validate() error {
	if o.Width < 2 || o.Height < 2 || o.Width > nonogram.MaxSide || o.Height > nonogram.MaxSide {
		return fmt.Errorf("size %dx%d: want 2 to %d a side", o.Width, o.Height, nonogram.MaxSide)
	}
	if o.Grader == nil {
		o.Grader = DefaultGrader()
	}
	return generate.CheckGrader(o.Grader, o.Difficulty)
}

// DefaultGrader grades by the explanations, with the line solver as
// their exact pre-filter (LineGrader).
func DefaultGrader() generate.ExplainGrader {
	return generate.ExplainGrader{Kind: nonogram.Kind, Engine: LineGrader{}}
}

// Result is one generated puzzle.
type Result struct {
	Puzzle   *nonogram.Puzzle
	Solution *nonogram.Solution
	Report   generate.Report
	Seed     uint64
	Stats    Stats
}

// Stats are the generator's figures.
type Stats struct {
	Pictures int // pictures drawn
	Lines    int // lines the line solver solved, all pictures together
	Calls    int // SAT uniqueness proofs
	Elapsed  time.Duration
}

// ID names the puzzle: nonogram-WxH-SEED.
func (r *Result) ID() string { return generate.ID("nonogram", r.Puzzle.Cols, r.Puzzle.Rows, r.Seed) }

// picture draws a random picture as Tatham's generate does (see the
// package doc), without floating point.
func picture(w, h int, r *rng.Rand) *nonogram.Solution {
	v := make([]int64, w*h)
	for i := range v {
		v[i] = int64(r.IntN(100000000))
	}
	m := make([]int64, w*h)
	for i := 0; i < h; i++ {
		for j := 0; j < w; j++ {
			var sum, n int64
			for p := -1; p <= 1; p++ {
				for q := -1; q <= 1; q++ {
					if i+p < 0 || i+p >= h || j+q < 0 || j+q >= w || (h == 2 && p != 0) || (w == 2 && q != 0) {
						continue
					}
					sum += v[(i+p)*w+j+q]
					n++
				}
			}
			m[i*w+j] = sum * (36 / n)
		}
	}
	sorted := slices.Clone(m)
	slices.Sort(sorted)
	index := w * h / 2
	if w&h&1 == 1 {
		index += r.IntN(2)
	}
	threshold := sorted[len(sorted)-1] + 1
	if index < w*h {
		threshold = sorted[index]
	}
	s := &nonogram.Solution{Rows: h, Cols: w, Grid: make([]bool, w*h)}
	for i, x := range m {
		s.Grid[i] = x >= threshold
	}
	return s
}

// cluesOf is the puzzle whose clues are s's runs.
func cluesOf(s *nonogram.Solution) *nonogram.Puzzle {
	p := &nonogram.Puzzle{Rows: s.Rows, Cols: s.Cols, RowClues: make([][]int, s.Rows), ColClues: make([][]int, s.Cols)}
	line := make([]bool, 0, max(s.Rows, s.Cols))
	for r := range s.Rows {
		line = line[:0]
		for c := range s.Cols {
			line = append(line, s.At(r, c))
		}
		p.RowClues[r] = nonogram.Runs(line)
	}
	for c := range s.Cols {
		line = line[:0]
		for r := range s.Rows {
			line = append(line, s.At(r, c))
		}
		p.ColClues[c] = nonogram.Runs(line)
	}
	return p
}

// Generate makes one puzzle of opt.
func Generate(ctx context.Context, opt Options) (*Result, error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	start := time.Now()
	tries := opt.Tries
	if tries <= 0 {
		tries = 1000
	}
	r := rng.New(opt.Seed)
	var st Stats
	_, ungraded := opt.Grader.(generate.Ungraded)
	for range tries {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		sol := picture(opt.Width, opt.Height, r)
		st.Pictures++
		p := cluesOf(sol)
		g, ok, left := solveLines(p)
		st.Lines += g.steps
		if !ok {
			return nil, fmt.Errorf("nonogram generator: the line solver refutes the clues of its own picture")
		}
		var rep generate.Report
		switch {
		case left == 0 && (opt.Difficulty == generate.Easy || opt.Difficulty == generate.Any):
			// Easy, and unique: the line solver is sound (lineSolver).
			n := p.Rows * p.Cols
			rep = generate.Report{Grade: generate.Easy, Primary: n, Propagated: n}
			if ungraded {
				rep = generate.Report{}
			}
		case left == 0 || opt.Difficulty == generate.Easy:
			continue
		default:
			st.Calls++
			sols, err := generate.Solutions(ctx, nonogram.Kind, p, 2)
			if err != nil {
				return nil, err
			}
			if len(sols) != 1 {
				continue
			}
			if rep, err = generate.GradeUpto(generate.WithContext(opt.Grader, ctx), p, opt.Difficulty); err != nil {
				return nil, err
			}
			if opt.Difficulty != generate.Any && rep.Grade != opt.Difficulty {
				continue
			}
		}
		if err := nonogram.Check(p, sol); err != nil {
			return nil, fmt.Errorf("nonogram generator: its picture breaks its own clues: %v", err)
		}
		st.Elapsed = time.Since(start)
		return &Result{Puzzle: p, Solution: sol, Report: rep, Seed: opt.Seed, Stats: st}, nil
	}
	return nil, &puzzle.NoGradeError{Grade: opt.Difficulty.String(), Tries: tries, First: opt.Seed, Last: opt.Seed, Setting: generate.MaxTries,
		Err: fmt.Errorf("no %s %dx%d puzzle in %d pictures (%d SAT uniqueness calls)", opt.Difficulty, opt.Width, opt.Height, st.Pictures, st.Calls)}
}
