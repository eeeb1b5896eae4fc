package kindtest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/puzzle/kindtest"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// perm is the toy genre the suite tests itself on: N cells in a row take
// the values 1..N, all different; some are given (0: unknown). It offers
// every capability.
type perm struct {
	Name  string `json:"-"`
	Cells []int  `json:"cells"`
}

type permKind struct{}

// TestToy: a kind that offers everything, and does it right, passes.
func TestToy(t *testing.T) {
	kindtest.BoardSVG = func(w io.Writer, b *board.Board) error {
		_, err := fmt.Fprintf(w, "<svg width=\"%d\" height=\"%d\"></svg>", 10*b.Cols, 10*b.Rows)
		return err
	}
	t.Cleanup(func() { kindtest.BoardSVG = nil })
	kindtest.Run(t, permKind{},
		kindtest.Example{Name: "perm/three.txt", Data: []byte("# toys\nperm 1 . 3 4\nperm . . 2\n")},
		kindtest.Example{Name: "perm/open.txt", Data: []byte("perm . . .\n")},
		kindtest.Example{Name: "perm/bad.json", Data: []byte(`{"cells":[1,1,0]}` + "\n")},
	)
}

func (permKind) Name() string  { return "perm" }
func (permKind) Title() string { return "toy permutations" }

func (permKind) Formats() []puzzle.Format {
	return []puzzle.Format{
		{Name: "json", Usage: `{"cells":[...]}`, Detect: func(b []byte) bool { return bytes.HasPrefix(bytes.TrimSpace(b), []byte("{")) },
			Read: readJSON, Write: func(w io.Writer, p puzzle.Puzzle) error {
				b, err := json.Marshal(p.(*perm))
				if err == nil {
					_, err = w.Write(append(b, '\n'))
				}
				return err
			}},
		{Name: "text", Usage: "perm CELL... per line", Read: readText, Write: func(w io.Writer, p puzzle.Puzzle) error {
			var b strings.Builder
			b.WriteString("perm")
			for _, c := range p.(*perm).Cells {
				if c == 0 {
					b.WriteString(" .")
				} else {
					fmt.Fprintf(&b, " %d", c)
				}
			}
			_, err := fmt.Fprintln(w, b.String())
			return err
		}},
	}
}

func valid(p *perm) error {
	if len(p.Cells) < 1 || len(p.Cells) > 9 {
		return fmt.Errorf("want 1 to 9 cells")
	}
	for _, c := range p.Cells {
		if c < 0 || c > len(p.Cells) {
			return fmt.Errorf("a value out of range")
		}
	}
	return nil
}

func readJSON(src puzzle.Source) ([]puzzle.Item, error) {
	var p perm
	d := json.NewDecoder(bytes.NewReader(src.Data))
	d.DisallowUnknownFields()
	if err := d.Decode(&p); err != nil {
		return nil, srcpos.Errorf(1, 1, "", "%v", err)
	}
	if err := valid(&p); err != nil {
		return nil, srcpos.Errorf(1, 1, "", "%v", err)
	}
	p.Name = src.Name
	return []puzzle.Item{{Puzzle: &p, Info: puzzle.Info{Name: p.Name}}}, nil
}

func readText(src puzzle.Source) ([]puzzle.Item, error) {
	var items []puzzle.Item
	for i, line := range strings.Split(string(src.Data), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if f[0] != "perm" {
			return nil, srcpos.Errorf(i+1, 1, f[0], "want perm")
		}
		p := &perm{Name: fmt.Sprintf("%s:%d", src.Name, i+1)}
		pos := strings.Index(line, "perm") + len("perm")
		for _, x := range f[1:] {
			at := pos + strings.Index(line[pos:], x)
			col := at + 1
			pos = at + len(x)
			v := 0
			if x != "." {
				n, err := strconv.Atoi(x)
				if err != nil || n < 1 || n > 9 {
					return nil, srcpos.Errorf(i+1, col, x, "want . or 1-9")
				}
				v = n
			}
			p.Cells = append(p.Cells, v)
		}
		if err := valid(p); err != nil {
			return nil, srcpos.Errorf(i+1, 1, line, "%v", err)
		}
		items = append(items, puzzle.Item{Puzzle: p, Info: puzzle.Info{Name: p.Name}})
	}
	if len(items) == 0 {
		return nil, &srcpos.Error{Msg: "empty input"}
	}
	return items, nil
}

func (permKind) Options() []puzzle.Option { return nil }

// x is the variable "cell i holds v+1".
func x(n, i, v int) encode.Lit { return encode.Lit(i*n + v + 1) }

func (permKind) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p := pz.(*perm)
	n := len(p.Cells)
	f := encode.NewFormula()
	b := encode.NewBuilder(f, encode.Totalizer, encode.Pairwise)
	var facts []encode.Lit
	for i := range n {
		for v := range n {
			if l := f.New(fmt.Sprintf("c%dv%d", i, v+1)); l != x(n, i, v) {
				return nil, fmt.Errorf("variable numbering")
			}
			facts = append(facts, x(n, i, v))
		}
	}
	for i := range n {
		var row, col []encode.Lit
		for v := range n {
			row, col = append(row, x(n, i, v)), append(col, x(n, v, i))
		}
		b.ExactlyOne(row)
		b.AtMostOne(col)
	}
	var clues []puzzle.Clue
	for i, c := range p.Cells {
		if c == 0 {
			continue
		}
		if !o.Explain {
			b.Clause(x(n, i, c-1))
			continue
		}
		sel := f.New(fmt.Sprintf("given%d", i))
		b.Clause(-sel, x(n, i, c-1))
		clues = append(clues, puzzle.Clue{Selector: sel, Text: fmt.Sprintf("cell %d is %d", i+1, c), JSON: map[string]int{"cell": i, "value": c}})
	}
	decode := func(m encode.Model) (puzzle.Solution, error) {
		sol := make([]int, n)
		for i := range n {
			for v := range n {
				if m.Value(x(n, i, v)) {
					sol[i] = v + 1
				}
			}
		}
		return sol, nil
	}
	factOf := func(l encode.Lit) puzzle.Fact {
		v := int(l.Var()) - 1
		holds := l > 0
		word := "is"
		if !holds {
			word = "is not"
		}
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("cell %d %s %d", v/n+1, word, v%n+1),
			JSON: map[string]any{"cell": v / n, "value": v%n + 1, "holds": holds}}
	}
	return &puzzle.Encoding{Problem: encode.Problem{Formula: f, Primary: facts}, Decode: decode,
		Facts: facts, FactOf: factOf, Clues: clues, Settings: map[string]string{}}, nil
}

func (permKind) Check(pz puzzle.Puzzle, s puzzle.Solution) error {
	p := pz.(*perm)
	sol, ok := s.([]int)
	if !ok || len(sol) != len(p.Cells) {
		return fmt.Errorf("not a solution of %d cells", len(p.Cells))
	}
	seen := map[int]bool{}
	for i, v := range sol {
		if v < 1 || v > len(sol) || seen[v] {
			return fmt.Errorf("cell %d: %d is out of range or repeated", i+1, v)
		}
		seen[v] = true
		if p.Cells[i] != 0 && p.Cells[i] != v {
			return fmt.Errorf("cell %d is given as %d", i+1, p.Cells[i])
		}
	}
	return nil
}

func (permKind) Equal(a, b puzzle.Solution) bool {
	return fmt.Sprint(a) == fmt.Sprint(b)
}

func (permKind) DrawsSVG() bool { return true }

func (permKind) Render(w io.Writer, r *puzzle.Result, format string) error {
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, map[string]any{"puzzle": "perm", "status": r.Status, "unique": r.Unique,
			"solution": r.First(), "stats": puzzle.NewJSONStats(r)})
	case "svg":
		_, err := fmt.Fprintf(w, "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>%s</text></svg>\n", html.EscapeString(fmt.Sprint(r.First())))
		return err
	}
	_, err := fmt.Fprintf(w, "%s: %s\n%v\n", r.Item.Info.Name, puzzle.StatusLine(r), r.First())
	return err
}

// The capabilities.

type reader struct{ enc *puzzle.Encoding }

func (permKind) Explaining(p puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	return reader{enc}
}

func (r reader) Group(lits []encode.Lit) []puzzle.Statement {
	var out []puzzle.Statement
	for _, l := range lits {
		f := r.enc.FactOf(l)
		out = append(out, puzzle.Statement{JSON: f.JSON, Text: f.Text, Lits: []encode.Lit{l}})
	}
	return out
}

func (r reader) Parse(raw json.RawMessage) (puzzle.Statement, error) {
	var f struct {
		Cell, Value int
		Holds       bool
	}
	if err := json.Unmarshal(raw, &f); err != nil {
		return puzzle.Statement{}, err
	}
	n := 0
	for n*n < len(r.enc.Facts) {
		n++
	}
	l := x(n, f.Cell, f.Value-1)
	if !f.Holds {
		l = -l
	}
	return r.Group([]encode.Lit{l})[0], nil
}

func (r reader) Say(fs []puzzle.Statement) string {
	var s []string
	for _, f := range fs {
		s = append(s, f.Text)
	}
	return strings.Join(s, ", ")
}

func (reader) Rules() []string                      { return []string{"the values are all different"} }
func (reader) ClueWords(c puzzle.Clue) string       { return c.Text }
func (reader) SolutionJSON(sol puzzle.Solution) any { return sol }
func (r reader) Exact(m encode.Model, vars []int) []puzzle.Statement {
	var lits []encode.Lit
	for _, v := range vars {
		l := encode.Lit(v)
		if !m.Value(l) {
			l = -l
		}
		lits = append(lits, l)
	}
	return r.Group(lits)
}

func (permKind) Suggestions(pz puzzle.Puzzle, s puzzle.Solution) []puzzle.Suggestion {
	p, sol := pz.(*perm), s.([]int)
	var out []puzzle.Suggestion
	for i, c := range p.Cells {
		if c == 0 {
			q := &perm{Name: p.Name, Cells: append([]int(nil), p.Cells...)}
			q.Cells[i] = sol[i]
			out = append(out, newSuggestion(toySuggestion{q, i, sol[i]}))
		}
	}
	return out
}

// toySuggestion is a given more.
type toySuggestion struct {
	p           *perm
	cell, value int
}

func (g toySuggestion) Holds(sol puzzle.Solution) bool { return sol.([]int)[g.cell] == g.value }
func (g toySuggestion) Puzzle() puzzle.Puzzle          { return g.p }
func (g toySuggestion) Words() (string, string) {
	return fmt.Sprint(g.value), fmt.Sprintf("cell %d is %d", g.cell+1, g.value)
}

// newSuggestion makes a puzzle.Suggestion of g, whether the contract
// declares it as an interface (g implements it) or as a struct (Puzzle
// and Text fields).
func newSuggestion(g toySuggestion) puzzle.Suggestion {
	var out puzzle.Suggestion
	v := reflect.ValueOf(&out).Elem()
	if v.Kind() == reflect.Interface {
		v.Set(reflect.ValueOf(g))
		return out
	}
	_, text := g.Words()
	v.FieldByName("Puzzle").Set(reflect.ValueOf(g.Puzzle()))
	v.FieldByName("Text").SetString(text)
	return out
}

func (permKind) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	return &board.Board{Rows: 1, Cols: len(pz.(*perm).Cells)}, nil
}

func (permKind) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p := pz.(*perm)
	vals := append([]int(nil), p.Cells...)
	for _, c := range st.Cells {
		v, err := strconv.Atoi(c.Value)
		if err != nil || c.Cell[0] != 0 || c.Cell[1] < 0 || c.Cell[1] >= len(vals) {
			return nil, fmt.Errorf("bad cell %v", c)
		}
		vals[c.Cell[1]] = v
	}
	if (permKind{}).Check(p, vals) == nil {
		return &puzzle.Verdict{Status: "solved"}, nil
	}
	return &puzzle.Verdict{Status: "playing"}, nil
}

func (permKind) GenerateOptions() []puzzle.GenOption {
	return []puzzle.GenOption{{Name: "size", Usage: "cells", Default: "4", Values: []string{"3", "4", "5"}}}
}

func (permKind) Generate(ctx context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	n := 4
	if s, ok := settings["size"]; ok {
		n, _ = strconv.Atoi(s)
	}
	r := rand.New(rand.NewPCG(seed, 1))
	p := &perm{Name: fmt.Sprintf("seed %d", seed), Cells: r.Perm(n)}
	for i := range p.Cells {
		p.Cells[i]++
	}
	p.Cells[r.IntN(n)] = 0
	return &puzzle.Generated{Puzzle: p, Seed: seed, Grade: "easy"}, nil
}

func (permKind) Looks(data []byte) (string, bool) {
	t := bytes.TrimSpace(data)
	switch {
	case bytes.HasPrefix(t, []byte("{")):
		return "json", true
	case bytes.Contains(t, []byte("perm")):
		return "text", true
	}
	return "", false
}

// broken is the toy with three bugs the suite must find: a reader that
// panics on an "x", a Check that accepts anything, a JSON output of two
// lines.
type broken struct{ permKind }

func (broken) Formats() []puzzle.Format {
	fs := permKind{}.Formats()
	read := fs[1].Read
	fs[1].Read = func(src puzzle.Source) ([]puzzle.Item, error) {
		if bytes.Contains(src.Data, []byte("x")) {
			panic("x")
		}
		return read(src)
	}
	return fs
}

func (broken) Check(puzzle.Puzzle, puzzle.Solution) error { return nil }

func (broken) Render(w io.Writer, r *puzzle.Result, format string) error {
	if format == "json" {
		_, err := fmt.Fprintf(w, "{\"puzzle\":\"perm\"}\n{}\n")
		return err
	}
	return permKind{}.Render(w, r, format)
}

// TestBroken runs the suite on the broken toy in a child process and
// expects it to fail with each bug named.
func TestBroken(t *testing.T) {
	if os.Getenv("KINDTEST_BROKEN") == "1" {
		kindtest.Run(t, broken{},
			kindtest.Example{Name: "perm/three.txt", Data: []byte("perm 1 . 3 4\nperm . . 2\n")},
			kindtest.Example{Name: "perm/bad.json", Data: []byte(`{"cells":[1,1,0]}` + "\n")})
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestBroken$", "-test.v")
	cmd.Env = append(os.Environ(), "KINDTEST_BROKEN=1")
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("the suite passes a broken kind:\n%s", out)
	}
	for _, want := range []string{"Read panics", "not one line", "Check accepts a solution of"} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("the suite does not say %q:\n%s", want, out)
		}
	}
}
