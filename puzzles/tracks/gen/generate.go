// Package gen generates Tracks puzzles with exactly one solution, proved
// by SAT, graded easy, medium or hard.
//
// # Construction
//
// As Tatham's Tracks (tracks.c, lay_path) does it: a random track first,
// a self-avoiding random walk that enters at a random row of the left
// side and goes on in a random free direction until it steps off the
// bottom (a walk that gets stuck starts again). A track that leaves a
// row or column empty, or that gives two 1 counts in a row (the column
// counts then the row counts, as Tatham's "no consecutive 1 clues", a 1
// first or last included) is dropped. The full puzzle gives the counts
// and every piece of the track; the pieces go in a random order (the
// counts and the two ends' pieces stay, as in Tatham's puzzles) while the
// rest still fix the track: generate.FromSolution (one incremental CDCL
// session per draw, a selector per piece, each removal one call under
// assumptions, the lazy one-track rule's cuts kept in the session). The
// grade is the grader's (by default the explanations'), and a puzzle of
// another grade than the one asked for is dropped.
package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/tracks"
)

// Options are the generator's settings.
type Options struct {
	Width, Height int
	Difficulty    generate.Grade
	Grader        generate.Grader // nil: the explanations' (generate.DefaultGrader)
	Seed          uint64
	Tries         int // tracks tried for the difficulty (0: 100)
}

// Validate checks the settings.
func (o *Options) Validate() error {
	if o.Width < 4 || o.Height < 4 || o.Width > 30 || o.Height > 30 {
		return fmt.Errorf("size %dx%d: want 4 to 30 a side", o.Width, o.Height)
	}
	if o.Grader == nil {
		o.Grader = generate.DefaultGrader(tracks.Kind, nil)
	}
	return generate.CheckGrader(o.Grader, o.Difficulty)
}

// Result is one generated puzzle.
type Result struct {
	Puzzle   *tracks.Puzzle
	Solution *tracks.Solution
	Report   generate.Report
	Seed     uint64
	Stats    generate.FromStats
}

// ID names the puzzle: tracks-WxH-SEED.
func (r *Result) ID() string { return generate.ID("tracks", r.Puzzle.Cols, r.Puzzle.Rows, r.Seed) }

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
		Kind: tracks.Kind,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			for {
				if err := ctx.Err(); err != nil {
					return nil, nil, err
				}
				p, s := RandomTrack(opt.Height, opt.Width, r)
				if Acceptable(p) {
					return p, s, nil
				}
			}
		},
		Keep:  keepPieces,
		Order: order,
	}
	res, err := generate.FromSolution(ctx, src, generate.FromOptions{Difficulty: opt.Difficulty, Grader: opt.Grader,
		Seed: opt.Seed, Tries: tries, TriesSetting: generate.MaxTries})
	if err != nil {
		return nil, err
	}
	return &Result{Puzzle: res.Puzzle.(*tracks.Puzzle), Solution: res.Solution.(*tracks.Solution), Report: res.Report,
		Seed: opt.Seed, Stats: res.Stats}, nil
}

// RandomTrack lays a random track on a rows x cols grid (Tatham's
// lay_path) and returns the full puzzle (its counts, its ends, every
// piece) and the track.
func RandomTrack(rows, cols int, r *rng.Rand) (*tracks.Puzzle, *tracks.Solution) {
	p := tracks.NewPuzzle(rows, cols)
	for {
		s := tracks.NewSolution(rows, cols)
		used := make([]bool, rows*cols)
		row := r.IntN(rows)
		cur := [2]int{row, 0}
		used[row*cols] = true
		exit := -1
		for exit < 0 {
			dirs := [4]int{tracks.North, tracks.South, tracks.West, tracks.East}
			r.Shuffle(4, func(i, j int) { dirs[i], dirs[j] = dirs[j], dirs[i] })
			moved := false
			for _, d := range dirs {
				nr, nc := cur[0]+tracks.Step[d][0], cur[1]+tracks.Step[d][1]
				if nr == rows && nc >= 0 && nc < cols {
					exit, moved = nc, true
					break
				}
				if nr < 0 || nr >= rows || nc < 0 || nc >= cols || used[nr*cols+nc] {
					continue
				}
				e, _ := p.EdgeBetween(cur, [2]int{nr, nc})
				s.SetEdge(e, true)
				used[nr*cols+nc] = true
				cur, moved = [2]int{nr, nc}, true
				break
			}
			if !moved {
				break // stuck: start again
			}
		}
		if exit < 0 || cur == [2]int{row, 0} {
			continue // stuck, or a track of one cell (which Tatham drops for its empty columns)
		}
		p.Ends = [2]tracks.End{{R: row, C: 0, Dir: tracks.West}, {R: rows - 1, C: exit, Dir: tracks.South}}
		for i := range p.RowCount {
			p.RowCount[i] = 0
		}
		for i := range p.ColCount {
			p.ColCount[i] = 0
		}
		for rr := 0; rr < rows; rr++ {
			for c := 0; c < cols; c++ {
				v := s.PieceAt(p, rr, c)
				p.Pieces[rr*cols+c] = v
				if v != 0 {
					p.RowCount[rr]++
					p.ColCount[c]++
				}
			}
		}
		return p, s
	}
}

// Acceptable is Tatham's test of a full puzzle's counts: no row or
// column without track, no two 1 counts next to each other in the list
// of the column counts then the row counts, nor a 1 first or last.
func Acceptable(p *tracks.Puzzle) bool {
	counts := append(append([]int(nil), p.ColCount...), p.RowCount...)
	last := true
	for _, k := range counts {
		if k == 0 {
			return false
		}
		one := k == 1
		if one && last {
			return false
		}
		last = one
	}
	return counts[len(counts)-1] != 1
}

// order lists the pieces that may go (the clues of Encode are the pieces
// in row-major order, then the counts): every piece but the two ends',
// in a random order.
func order(pz puzzle.Puzzle, clues []puzzle.Clue, r *rng.Rand) []int {
	p := pz.(*tracks.Puzzle)
	var ids []int
	k := 0
	for i, v := range p.Pieces {
		if v == 0 {
			continue
		}
		if p.EndAt(i/p.Cols, i%p.Cols) < 0 {
			ids = append(ids, k)
		}
		k++
	}
	r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	return ids
}

// keepPieces is full with the pieces kept: piece k (the k-th in
// row-major order, as Encode lists its clues) stays when kept[k]; the
// counts stay.
func keepPieces(pz puzzle.Puzzle, kept []bool) puzzle.Puzzle {
	full := pz.(*tracks.Puzzle)
	p := tracks.NewPuzzle(full.Rows, full.Cols)
	copy(p.RowCount, full.RowCount)
	copy(p.ColCount, full.ColCount)
	p.Ends = full.Ends
	k := 0
	for i, v := range full.Pieces {
		if v != 0 {
			if kept[k] {
				p.Pieces[i] = v
			}
			k++
		}
	}
	return p
}
