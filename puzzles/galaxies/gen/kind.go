// Package gen is Galaxies' generator: generate.FromSolution over random
// galaxies (grown from random centres keeping central symmetry), the
// dots their centres; a draw whose dots have another division is drawn
// again.
package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/galaxies"
)

// Kind is Galaxies with its generator: every capability of
// galaxies.Kind plus puzzle.Generator (the registry lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ galaxies.Galaxies }

// GenerateHelp is the help of `generate galaxies`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Galaxies (Tentai Show) puzzles with exactly one solution, proved by SAT, graded",
		"Random galaxies: a galaxy is started at a random free cell (its dot on the cell's centre, a side or a\n" +
			"corner, the cells it touches free), galaxies grow by a free cell beside them whose opposite about\n" +
			"the dot is free too (both join), new galaxies start where cells stay free. The dots are the puzzle;\n" +
			"a draw SAT finds a second division for is drawn again. Graded by a player's rules (either --grade-by):\n" +
			"easy = touched cells, mirrors, reach, a cell's only dot; medium = also single refuted hypotheses;\n" +
			"hard = more. See docs/galaxies.md."
}

// GenerateOptions are the flags of `generate galaxies`: size (3 to 30),
// difficulty, grade-by, then the batch's (format default tatham).
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Min, opts[i].Max = 3, 30
		}
	}
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "tatham" })...)
}

// CheckSettings checks the settings of `generate galaxies`.
func (k kind) CheckSettings(settings map[string]string) error {
	_, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	return err
}

// Generate makes the puzzle of seed.
func (k kind) Generate(ctx context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	g, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	if err != nil {
		return nil, err
	}
	src := generate.Source{
		Kind: k,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			p, s := RandomGalaxies(g.H, g.W, r)
			// A medium or hard target: a draw Deduce grades otherwise
			// (the dots are all kept) is drawn again before any SAT call.
			if want := map[generate.Grade]int{generate.Medium: galaxies.LevelMedium, generate.Hard: galaxies.LevelHard}; want[g.Difficulty] != 0 {
				if galaxies.Deduce(p, galaxies.LevelHard).Level != want[g.Difficulty] {
					return nil, nil, generate.ErrRetry
				}
			}
			return p, s, nil
		},
	}
	fo := g.From(seed)
	if _, ok := fo.Grader.(generate.Ungraded); !ok {
		// The explanations grade every Galaxies easy: Deduce grades.
		fo.Grader = Grader{}
	}
	if fo.Difficulty == generate.Easy || fo.Difficulty == generate.Medium {
		// Deduce's easy and medium fix the division: a dot whose
		// removal keeps the target goes without a uniqueness call.
		fo.Within, fo.WithinFixes = Grader{}, true
	}
	if fo.Tries == 0 {
		fo.Tries = 200
		if fo.Difficulty == generate.Medium || fo.Difficulty == generate.Hard {
			// Draws are cheap, medium and hard ones rare (7x7: some
			// seeds need hundreds of draws for medium; about one
			// 10x10 draw in a hundred grades hard).
			fo.Tries = 2000
		}
	}
	res, err := generate.FromSolution(ctx, src, fo)
	if err != nil {
		return nil, err
	}
	gen := res.Contract(g.ID(k, seed))
	gen.Format = "tatham"
	return gen, nil
}

// RandomGalaxies divides a rows x cols grid into random galaxies, each
// symmetric about its dot and connected, and returns the puzzle of their
// dots with the division.
func RandomGalaxies(rows, cols int, r *rng.Rand) (*galaxies.Puzzle, *galaxies.Solution) {
	p := &galaxies.Puzzle{Rows: rows, Cols: cols}
	s := galaxies.NewSolution(rows, cols)
	n := rows * cols
	free := n
	var members [][]int // the cells of each galaxy
	add := func(g, k int) {
		s.Region[k] = g
		members[g] = append(members[g], k)
		free--
	}
	dirs := [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	for free > 0 {
		// Start a galaxy at a random free cell: its dot on the centre,
		// or a side or corner whose cells are all free.
		var cells []int
		for k, g := range s.Region {
			if g < 0 {
				cells = append(cells, k)
			}
		}
		k := cells[r.IntN(len(cells))]
		cr, cc := k/cols, k%cols
		var dots []galaxies.Dot
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				d := galaxies.Dot{Y: 2*cr + 1 + dy, X: 2*cc + 1 + dx}
				if d.Y < 1 || d.X < 1 || d.Y > 2*rows-1 || d.X > 2*cols-1 {
					continue
				}
				ok := true
				for _, t := range p.Touching(d) {
					ok = ok && s.Region[p.Cell(t[0], t[1])] < 0
				}
				if ok {
					dots = append(dots, d)
				}
			}
		}
		d := dots[r.IntN(len(dots))]
		g := len(p.Dots)
		p.Dots = append(p.Dots, d)
		members = append(members, nil)
		for _, t := range p.Touching(d) {
			add(g, p.Cell(t[0], t[1]))
		}
		// Grow every galaxy: random tries of a galaxy's cell and a
		// direction, until many fail in a row. Keep some cells free
		// for later galaxies by stopping when a share is taken.
		fails := 0
		for fails < 8*n && free > 0 {
			h := r.IntN(len(members))
			m := members[h][r.IntN(len(members[h]))]
			dir := dirs[r.IntN(4)]
			nr, nc := m/cols+dir[0], m%cols+dir[1]
			if nr < 0 || nr >= rows || nc < 0 || nc >= cols || s.Region[p.Cell(nr, nc)] >= 0 {
				fails++
				continue
			}
			or, oc, ok := p.Mirror(p.Dots[h], nr, nc)
			if !ok || s.Region[p.Cell(or, oc)] >= 0 {
				fails++
				continue
			}
			// Galaxies stay modest: a galaxy stops at about a fifth of
			// the grid (Tatham's are small too).
			if len(members[h]) >= max(2, n/5) {
				fails++
				continue
			}
			add(h, p.Cell(nr, nc))
			if o := p.Cell(or, oc); o != p.Cell(nr, nc) {
				add(h, o)
			}
			fails = 0
		}
	}
	p.Name = fmt.Sprintf("%dx%d", cols, rows)
	return p, s
}

// EngineGrader is the grader of --grade-by engine (generate.EngineGraded).
func (kind) EngineGrader() generate.Grader { return Grader{} }
