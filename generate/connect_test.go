package generate_test

import (
	"context"
	"fmt"
	"io"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// shade is a toy grid genre built as Hitori's rules are, with
// encode/connect: no two shaded cells side by side, the unshaded cells
// connected (the --connectivity option: lazy cuts by default, or a
// complete encoding); clue i gives cell i's state (1 shaded, -1
// unshaded, 0 none).
type shade struct {
	W, H  int
	Clues []int
}

type shadeKind struct{}

func (shadeKind) Name() string                                   { return "shade" }
func (shadeKind) Title() string                                  { return "a toy: Hitori's shading rules" }
func (shadeKind) Formats() []puzzle.Format                       { return nil }
func (shadeKind) Render(io.Writer, *puzzle.Result, string) error { return nil }
func (shadeKind) Options() []puzzle.Option {
	return []puzzle.Option{puzzle.Option(connect.Option(connect.Vertices))}
}

func (shadeKind) Encode(pz puzzle.Puzzle, opt puzzle.Options) (*puzzle.Encoding, error) {
	p := pz.(*shade)
	n := p.W * p.H
	f := encode.NewFormula()
	b := encode.NewBuilder(f, 0, 0)
	x := make([]encode.Lit, n) // cell i shaded
	in := make([]encode.Lit, n)
	for i := range x {
		x[i] = f.New(fmt.Sprintf("shaded(%d,%d)", i/p.W, i%p.W))
		in[i] = -x[i]
	}
	g := graph.New(n)
	for i := range n {
		if i%p.W+1 < p.W {
			g.AddEdge(i, i+1)
			b.Clause(-x[i], -x[i+1])
		}
		if i+p.W < n {
			g.AddEdge(i, i+p.W)
			b.Clause(-x[i], -x[i+p.W])
		}
	}
	refine, err := connect.Connected(b, g, in, opt.Get("connectivity", connect.Methods(connect.Vertices)[0]))
	if err != nil {
		return nil, err
	}
	e := &puzzle.Encoding{Problem: encode.Problem{Formula: f, Primary: x}}
	if refine != nil {
		e.Refine, e.LazyRule = refine, "the unshaded cells are connected"
	}
	for i, c := range p.Clues {
		if c == 0 {
			continue
		}
		l := x[i]
		if c < 0 {
			l = -l
		}
		if opt.Explain {
			s := f.New(fmt.Sprintf("clue%d", i))
			f.Add(-s, l)
			e.Clues = append(e.Clues, puzzle.Clue{Selector: s, Text: fmt.Sprintf("cell %d", i)})
		} else {
			f.Add(l)
		}
	}
	e.Decode = func(m encode.Model) (puzzle.Solution, error) {
		s := make([]bool, n)
		for i := range s {
			s[i] = m.Value(x[i])
		}
		return s, nil
	}
	return e, nil
}

// Check: by a flood fill, sharing nothing with connect.
func (shadeKind) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, s := pz.(*shade), sol.([]bool)
	n := p.W * p.H
	first, white := -1, 0
	for i := range n {
		if p.Clues[i] != 0 && (p.Clues[i] > 0) != s[i] {
			return fmt.Errorf("clue %d broken", i)
		}
		if s[i] && ((i%p.W+1 < p.W && s[i+1]) || (i+p.W < n && s[i+p.W])) {
			return fmt.Errorf("shaded cells side by side at %d", i)
		}
		if !s[i] {
			white++
			if first < 0 {
				first = i
			}
		}
	}
	seen := make([]bool, n)
	stack := []int{first}
	reached := 0
	for len(stack) > 0 && first >= 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[i] || s[i] {
			continue
		}
		seen[i] = true
		reached++
		r, c := i/p.W, i%p.W
		if c > 0 {
			stack = append(stack, i-1)
		}
		if c+1 < p.W {
			stack = append(stack, i+1)
		}
		if r > 0 {
			stack = append(stack, i-p.W)
		}
		if r+1 < p.H {
			stack = append(stack, i+p.W)
		}
	}
	if reached != white {
		return fmt.Errorf("the unshaded cells are not connected")
	}
	return nil
}

func (shadeKind) Equal(a, b puzzle.Solution) bool { return slices.Equal(a.([]bool), b.([]bool)) }

func shadeSource(w, h int) generate.Source {
	k := shadeKind{}
	return generate.Source{
		Kind: k,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			sol, err := generate.RandomSolution(ctx, k, &shade{W: w, H: h, Clues: make([]int, w*h)}, r, 40)
			if err != nil {
				return nil, nil, err
			}
			p := &shade{W: w, H: h, Clues: make([]int, w*h)}
			for i, b := range sol.([]bool) {
				p.Clues[i] = -1
				if b {
					p.Clues[i] = 1
				}
			}
			return p, sol, nil
		},
		Keep: func(pz puzzle.Puzzle, kept []bool) puzzle.Puzzle {
			p := pz.(*shade)
			q := &shade{W: p.W, H: p.H, Clues: slices.Clone(p.Clues)}
			k := 0
			for i, c := range q.Clues {
				if c != 0 {
					if !kept[k] {
						q.Clues[i] = 0
					}
					k++
				}
			}
			return q
		},
	}
}

// TestFromSolutionConnect: FromSolution with encode/connect's
// connectivity, lazy (cuts while removing) and complete (the distance
// encoding): every puzzle is proved unique by gophersat's solve loop
// under the default (lazy) encoding, and the two encodings, which admit
// the same solutions, keep the same clues from the same seed.
func TestFromSolutionConnect(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		var clues [][]int
		for _, method := range []string{"lazy", "distance"} {
			opt := generate.FromOptions{Seed: seed, Grader: generate.Ungraded{}, Settings: map[string]string{"connectivity": method}}
			res, err := generate.FromSolution(context.Background(), shadeSource(6, 6), opt)
			if err != nil {
				t.Fatal(err)
			}
			p := res.Puzzle.(*shade)
			unique(t, shadeKind{}, p)
			if method == "lazy" && res.Stats.Cuts == 0 {
				t.Errorf("seed %d: no cut (%s)", seed, res.Figures())
			}
			clues = append(clues, p.Clues)
			t.Logf("seed %d %s: %s, %v", seed, method, res.Figures(), res.Stats.Elapsed)
		}
		if !slices.Equal(clues[0], clues[1]) {
			t.Errorf("seed %d: lazy kept %v, distance %v", seed, clues[0], clues[1])
		}
	}
}
