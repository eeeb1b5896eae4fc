package kindtest

import (
	"context"
	"fmt"
	"io/fs"
	"runtime/debug"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Example is one example file of a kind.
type Example struct {
	Name string // its name in messages: "hashi/classic.txt"
	Data []byte
}

// The size limits that keep the suite fast.
const (
	// ShortClauses: with -short, puzzles whose default encoding has more
	// clauses are solved once (no second solver, no explanation, no
	// solving after a round trip).
	ShortClauses = 5000
	// ExplainLiterals, ShortExplainLiterals: puzzles whose explaining
	// encoding (Options.Explain) has more literals are not explained
	// (each of the independent checker's fresh solves would take
	// seconds); the second limit is -short's.
	ExplainLiterals      = 20000
	ShortExplainLiterals = 10000
)

// Examples are the example files of fsys under dir (a kind's name), in
// name order; READMEs and other Markdown files are left out.
func Examples(fsys fs.FS, dir string) ([]Example, error) {
	var out []Example
	err := fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(strings.ToLower(p), ".md") {
			return err
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		out = append(out, Example{Name: p, Data: data})
		return nil
	})
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, err
}

// entry is one example puzzle with what the suite learnt about it.
type entry struct {
	ex     Example
	format string // the format detection picked for the file
	item   puzzle.Item
	res    *puzzle.Result // solved by gophersat with Unique
	big    bool           // trimmed with -short
}

func (e *entry) name() string { return e.item.Info.Name }

// suite is one kind under test.
type suite struct {
	k       puzzle.Kind
	ctx     context.Context
	entries []*entry
	// errors of badInput without line:column, and the first one
	unplaced      int
	firstUnplaced string
}

// Run checks k against the whole contract on examples (see the package
// doc). It fails t for every breach, and logs what k does not offer.
func Run(t *testing.T, k puzzle.Kind, examples ...Example) {
	t.Helper()
	if len(examples) == 0 {
		t.Fatalf("%s: no examples: a kind bundles example puzzles under examples/%s/ for this suite", k.Name(), k.Name())
	}
	s := &suite{k: k, ctx: context.Background()}
	if !t.Run("read", func(t *testing.T) { s.read(t, examples) }) {
		return
	}
	t.Run("solve", s.solve)
	t.Run("render", s.render)
	t.Run("check", s.check)
	t.Run("formats", s.formats)
	t.Run("badinput", func(t *testing.T) { s.badInput(t, examples) })
	t.Run("explain", s.explain)
	t.Run("capabilities", s.capabilities)
}

// source is an example as a Source, with a counter for the formats that
// settle readings by counting solutions.
func (s *suite) source(name string, data []byte) puzzle.Source {
	return puzzle.Source{Name: name, Data: data, Count: solve.Counter(s.ctx, s.k, nil, puzzle.Options{})}
}

// read reads every example, each in the format detection picks, and
// solves each puzzle once with gophersat (uniqueness asked).
func (s *suite) read(t *testing.T, examples []Example) {
	for _, ex := range examples {
		f, err := puzzle.Detected(s.k, ex.Data, "")
		if err != nil {
			t.Errorf("%s: no format detected: %v", ex.Name, err)
			continue
		}
		var items []puzzle.Item
		if p := protect(func() { items, err = puzzle.ReadAll(s.k, s.source(ex.Name, ex.Data), "") }); p != "" {
			t.Errorf("%s: reading panics: %s", ex.Name, p)
			continue
		}
		if err != nil {
			t.Errorf("%s: the detected format %s does not read it: %v", ex.Name, f.Name, err)
			continue
		}
		for _, it := range items {
			e := &entry{ex: ex, format: f.Name, item: it}
			if it.Puzzle == nil {
				t.Errorf("%s: an item without a puzzle or an error", it.Info.Name)
				continue
			}
			var r *puzzle.Result
			if p := protect(func() { r, err = solve.One(s.ctx, s.k, it, solve.Options{Unique: true}) }); p != "" {
				t.Errorf("%s: solving panics: %s", e.name(), p)
				continue
			}
			if err != nil {
				t.Errorf("%s: solve: %v", e.name(), err)
				continue
			}
			e.res = r
			e.big = testing.Short() && r.Stats.Clauses > ShortClauses
			s.entries = append(s.entries, e)
		}
	}
	if len(s.entries) == 0 {
		t.Fatalf("%s: no example puzzle could be read and solved", s.k.Name())
	}
	t.Logf("%d example puzzles from %d files", len(s.entries), len(examples))
}

// solve checks the results: every solution passes Check, and the CDCL
// engine agrees with gophersat on the status and on uniqueness.
func (s *suite) solve(t *testing.T) {
	for _, e := range s.entries {
		r := e.res
		if r.Status != puzzle.Solved && r.Status != puzzle.Unsatisfiable {
			t.Errorf("%s: status %v without a timeout", e.name(), r.Status)
		}
		if r.Status == puzzle.Solved && len(r.Solutions) == 0 {
			t.Errorf("%s: solved without a solution", e.name())
		}
		if r.Status == puzzle.Solved && !r.Unique.Known() {
			t.Errorf("%s: uniqueness asked and not answered", e.name())
		}
		for i, sol := range r.Solutions {
			if err := s.checkSol(e.item.Puzzle, sol); err != nil {
				t.Errorf("%s: solution %d fails the kind's Check: %v", e.name(), i+1, err)
			}
		}
		if e.big {
			t.Logf("%s: %d clauses: not solved again with -short", e.name(), r.Stats.Clauses)
			continue
		}
		var c *puzzle.Result
		var err error
		if p := protect(func() {
			c, err = solve.One(s.ctx, s.k, e.item, solve.Options{Solver: solver.CDCL{}, Unique: true})
		}); p != "" {
			t.Errorf("%s: solving with cdcl panics: %s", e.name(), p)
			continue
		}
		if err != nil {
			t.Errorf("%s: cdcl: %v", e.name(), err)
			continue
		}
		if c.Status != r.Status || c.Unique != r.Unique {
			t.Errorf("%s: gophersat says %s, cdcl says %s", e.name(), puzzle.StatusLine(r), puzzle.StatusLine(c))
		}
		if r.Unique == puzzle.UniqueYes && c.Status == puzzle.Solved {
			if !s.same(e.item.Puzzle, r.First(), c.First()) {
				t.Errorf("%s: the unique solution differs between gophersat and cdcl", e.name())
			}
		}
	}
}

// checkSol is the kind's Check, a panic turned into an error.
func (s *suite) checkSol(p puzzle.Puzzle, sol puzzle.Solution) (err error) {
	if msg := protect(func() { err = s.k.Check(p, sol) }); msg != "" {
		return fmt.Errorf("the kind's Check panics: %s", msg)
	}
	return err
}

// same reports whether a and b are the same solution of p: with the
// kind's Comparer when it has one; else both must pass p's Check (the
// caller knows p's solution is unique).
func (s *suite) same(p puzzle.Puzzle, a, b puzzle.Solution) bool {
	if c, ok := s.k.(puzzle.Comparer); ok {
		return c.Equal(a, b)
	}
	return s.checkSol(p, a) == nil && s.checkSol(p, b) == nil
}

// protect runs fn and returns the panic it raised with its stack, or "".
func protect(fn func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprintf("%v\n%s", r, debug.Stack())
		}
	}()
	fn()
	return ""
}

// short is data cut for a message.
func short(data []byte) string {
	const max = 80
	if len(data) > max {
		return fmt.Sprintf("%q...", data[:max])
	}
	return fmt.Sprintf("%q", data)
}
