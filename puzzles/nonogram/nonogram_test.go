package nonogram

import (
	"bytes"
	"context"
	"errors"
	"os"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

func solveUnique(t *testing.T, p *Puzzle, line ...string) *puzzle.Result {
	t.Helper()
	var set map[string]string
	if len(line) > 0 {
		set = map[string]string{"line": line[0]}
	}
	r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: solver.Gophersat{}, Count: 2, Encode: puzzle.Options{Settings: set}})
	if err != nil {
		t.Fatalf("%s: %v", p.Info().Name, err)
	}
	return r
}

// TestTathamUnique: Tatham's Pattern IDs at 5x5 to 30x30 have one
// solution each, which Check accepts, with either line encoding.
func TestTathamUnique(t *testing.T) {
	data, err := os.ReadFile("testdata/tatham.txt")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := parse("tatham.txt", data, FormatTatham)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 18 {
		t.Fatalf("%d puzzles, want 18", len(ps))
	}
	for _, p := range ps {
		for _, line := range []string{"runs", "automaton"} {
			r := solveUnique(t, p, line)
			if r.Status != puzzle.Solved || r.Count != 1 {
				t.Errorf("%s, %s: %s, want one solution", p.Info().Name, line, puzzle.StatusLine(r))
				continue
			}
			if err := Check(p, r.First().(*Solution)); err != nil {
				t.Errorf("%s: %v", p.Info().Name, err)
			}
		}
	}
}

// TestFormatsAgree: a Tatham ID written as janko and JSON reads back the
// same puzzle.
func TestFormatsAgree(t *testing.T) {
	data, _ := os.ReadFile("testdata/tatham.txt")
	ps, err := parse("tatham.txt", data, FormatTatham)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		var want bytes.Buffer
		_ = writeTatham(&want, p)
		for _, f := range []struct {
			fm Format
			w  func(*bytes.Buffer, *Puzzle) error
		}{{FormatJanko, func(b *bytes.Buffer, p *Puzzle) error { return writeJanko(b, p) }},
			{FormatJSON, func(b *bytes.Buffer, p *Puzzle) error { return writeJSON(b, p) }}} {
			var b bytes.Buffer
			if err := f.w(&b, p); err != nil {
				t.Fatal(err)
			}
			if Detect(b.Bytes()) != f.fm {
				t.Errorf("%s: format %d detected as %d", p.Info().Name, f.fm, Detect(b.Bytes()))
			}
			back, err := parse("x", b.Bytes(), f.fm)
			if err != nil || len(back) != 1 {
				t.Fatalf("%s: %v", p.Info().Name, err)
			}
			var got bytes.Buffer
			_ = writeTatham(&got, back[0])
			if got.String() != want.String() {
				t.Errorf("%s: %q, want %q", p.Info().Name, got.String(), want.String())
			}
		}
	}
}

// TestEmptyAndFull: a clue 0 empties its line; a clue of the line's
// length fills it; an impossible clue is rejected by Validate.
func TestEmptyAndFull(t *testing.T) {
	ps, err := parse("t", []byte("2 3\n1\n1\n1\n3\n0\n"), FormatJanko)
	if err != nil {
		t.Fatal(err)
	}
	r := solveUnique(t, ps[0])
	if r.Count != 1 || JankoSolution(r.First().(*Solution)) != "2 3\nx x x\n- - -\n" {
		t.Fatalf("%s:\n%s", puzzle.StatusLine(r), JankoSolution(r.First().(*Solution)))
	}
	_, err = parse("t", []byte("1 3\n1\n1\n1\n2 2\n"), FormatJanko)
	var pe *srcpos.Error
	if !errors.As(err, &pe) || pe.Line != 1 {
		t.Fatalf("a clue too long: %v", err)
	}
}

var fuzzSeeds = []string{
	"5x5:4/2/2/1/3/2/1.1/1.1/3/3", "2 3\n1\n1\n1\n3\n0\n", "5x5:0/0/0/0/0/0/0/0/0/0",
	`{"rows":2,"cols":2,"row_clues":[[2],[0]],"col_clues":[[1],[1]]}`,
	"https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h", "nonogram/2/2/1g-11",
}

// FuzzParse: every reader returns valid puzzles or a positioned error,
// never panics.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatJanko, FormatJSON, FormatTatham, FormatPuzzLink, Detect(data)} {
			ps, err := parse("fuzz", data, fm)
			if err != nil {
				var pe *srcpos.Error
				if !errors.As(err, &pe) {
					t.Fatalf("%v: not a positioned error: %v", fm, err)
				}
				continue
			}
			for _, p := range ps {
				if err := p.Validate(); err != nil {
					t.Fatalf("%v: an invalid puzzle: %v", fm, err)
				}
			}
		}
	})
}
