package puzzle_test

import (
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// row is the toy puzzle: Cells cells, each 0 or 1, exactly Ones of them 1,
// and no two 1s side by side.
type row struct{ Cells, Ones int }

// rowKind is the whole contract for it.
type rowKind struct{}

func (rowKind) Name() string  { return "row" }
func (rowKind) Title() string { return "toy row puzzles" }

func (rowKind) Formats() []puzzle.Format {
	return []puzzle.Format{{Name: "text", Usage: "CELLS ONES", Read: readRows}}
}

// readRows reads "CELLS ONES" per line, with positioned errors.
func readRows(src puzzle.Source) ([]puzzle.Item, error) {
	var items []puzzle.Item
	for i, line := range strings.Split(strings.TrimSpace(string(src.Data)), "\n") {
		f := strings.Fields(line)
		if len(f) != 2 {
			return nil, srcpos.Errorf(i+1, 1, line, "want CELLS ONES")
		}
		n, err1 := strconv.Atoi(f[0])
		k, err2 := strconv.Atoi(f[1])
		if err1 != nil || err2 != nil || n < 1 || n > 64 || k < 0 {
			return nil, srcpos.Errorf(i+1, 1, line, "want two numbers, 1 <= CELLS <= 64, ONES >= 0")
		}
		name := fmt.Sprintf("%s:%d", src.Name, i+1)
		items = append(items, puzzle.Item{Puzzle: &row{n, k}, Info: puzzle.Info{Name: name, Class: f[0], Summary: line}})
	}
	return items, nil
}

func (rowKind) Options() []puzzle.Option { return nil }

// Encode: variable i is "cell i is 1"; the clue is a cardinality
// constraint, the rule is a binary clause per pair of neighbours.
func (rowKind) Encode(p puzzle.Puzzle, _ puzzle.Options) (*puzzle.Encoding, error) {
	r := p.(*row)
	f := encode.NewFormula()
	b := encode.NewBuilder(f, encode.Totalizer, encode.Pairwise)
	cells := make([]encode.Lit, r.Cells)
	for i := range cells {
		cells[i] = f.New("cell" + strconv.Itoa(i))
	}
	b.Exactly(cells, r.Ones)
	for i := 1; i < len(cells); i++ {
		b.Clause(-cells[i-1], -cells[i])
	}
	decode := func(m encode.Model) (puzzle.Solution, error) {
		s := make([]bool, len(cells))
		for i, c := range cells {
			s[i] = m.Value(c)
		}
		return s, nil
	}
	return &puzzle.Encoding{Problem: encode.Problem{Formula: f, Primary: cells}, Decode: decode}, nil
}

// Check counts again, without the encoder.
func (rowKind) Check(p puzzle.Puzzle, sol puzzle.Solution) error {
	r, s := p.(*row), sol.([]bool)
	ones := 0
	for i, one := range s {
		if one {
			ones++
			if i > 0 && s[i-1] {
				return fmt.Errorf("cells %d and %d are both 1", i-1, i)
			}
		}
	}
	if ones != r.Ones {
		return fmt.Errorf("%d ones, want %d", ones, r.Ones)
	}
	return nil
}

func (rowKind) Render(w io.Writer, r *puzzle.Result, format string) error {
	fmt.Fprintf(w, "%s: %s\n", r.Item.Info.Name, puzzle.StatusLine(r))
	for _, s := range r.Solutions {
		for _, one := range s.([]bool) {
			fmt.Fprint(w, map[bool]string{true: "1", false: "0"}[one])
		}
		fmt.Fprintln(w)
	}
	return nil
}

// A fourth puzzle is a Kind like rowKind; package kinds lists it, and
// every command (solve, encode, decode, bench, ...) takes it from there.
// Here it goes through the one solve loop directly.
func Example() {
	var k puzzle.Kind = rowKind{}
	items, err := puzzle.Read(k, puzzle.Source{Name: "rows.txt", Data: []byte("5 3\n4 3\n")}, "")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, it := range items {
		r, err := solve.One(context.Background(), k, it, solve.Options{Count: 10})
		if err != nil {
			fmt.Println(err)
			return
		}
		k.Render(os.Stdout, r, "text")
	}
	// Output:
	// rows.txt:1: solved, unique, 1 solution(s)
	// 10101
	// rows.txt:2: unsatisfiable, 0 solution(s)
}
