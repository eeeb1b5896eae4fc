package nonogram

import (
	"fmt"
	"io"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is Nonogram's side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Nonogram{}

// Nonogram is the type of Kind, exported so that a package adding a
// capability (the generator, package gen) can embed it.
type Nonogram struct{}

func (Nonogram) Name() string  { return "nonogram" }
func (Nonogram) Title() string { return "Nonogram (Tatham's Pattern) puzzles" }

// Aliases: Tatham's name (puzzle.Aliaser).
func (Nonogram) Aliases() []string { return []string{"pattern"} }

// Formats, in the order of detection (Detect).
func (Nonogram) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"rows":5,"cols":5,"row_clues":[[2],[3,1],...],"col_clues":[...]} ([] or [0]: no run)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "tatham", Usage: "Tatham Pattern game IDs (WxH:column clues/row clues, runs separated by '.'), one per line",
			Detect: detect(FormatTatham), Read: reader(FormatTatham), Write: writer(writeTatham)},
		{Name: "puzzlink", Usage: "puzz.link nonogram URLs (pzprjs' clue places above the columns, then left of the rows), one per line",
			Detect: detect(FormatPuzzLink), Read: reader(FormatPuzzLink), Write: writer(func(w io.Writer, p *Puzzle) error {
				_, err := io.WriteString(w, PuzzLinkURL(p)+"\n")
				return err
			})},
		{Name: "janko", Usage: "PuzzleKit plain form: ROWS COLS, COLS lines of column clues, then ROWS lines of row clues (0: no run)",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatTatham || f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("nonogram", fn)
}

func (Nonogram) Options() []puzzle.Option {
	return []puzzle.Option{
		{Name: "line", Usage: "the encoding of a line's clue: runs (a start variable per run and position) or automaton (the clue's automaton state after each cell)",
			Values: []string{"runs", "automaton"}, Default: DefaultLine},
	}
}

// OptionsFrom reads the contract's option settings (missing: defaults).
func OptionsFrom(o puzzle.Options) (Options, error) {
	v := o.Get("line", DefaultLine)
	if v != "runs" && v != "automaton" {
		return Options{}, &puzzle.UsageError{Msg: fmt.Sprintf("unknown --line %q (want runs or automaton)", v)}
	}
	return Options{Line: v, Explain: o.Explain}, nil
}

func (Nonogram) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("nonogram: not a nonogram puzzle: %T", pz)
	}
	opt, err := OptionsFrom(o)
	if err != nil {
		return nil, err
	}
	e, err := Encode(p, opt)
	if err != nil {
		return nil, srcpos.WithFile(srcpos.WithSource(err, p.src), p.file)
	}
	return e.Contract(), nil
}

// Contract is e as the puzzle contract sees it.
func (e *Encoding) Contract() *puzzle.Encoding {
	p := e.Puzzle
	primary := make([]encode.Lit, e.NumX())
	for i := range primary {
		primary[i] = encode.Lit(i + 1)
	}
	return &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: primary},
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    primary,
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat nonogram %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d are x(r,c) = 1 + r*%d + c: cell (r,c) is shaded", e.NumX(), p.Cols),
		},
		Stats: []puzzle.Stat{{Name: "rows", Value: p.Rows}, {Name: "cols", Value: p.Cols}, {Name: "runs", Value: p.NumRuns()}},
		Report: func() []puzzle.Stat {
			return []puzzle.Stat{{Name: "line_vars", Value: e.Starts}}
		},
	}
}

func (Nonogram) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("nonogram: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions are the same grid.
func (Nonogram) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.Rows == sb.Rows && sa.Cols == sb.Cols && slices.Equal(sa.Grid, sb.Grid)
}

// MoreOutputFormats (puzzle.Outputter): Render also writes "janko", the
// solution grid in the PuzzleKit dataset's form.
func (Nonogram) MoreOutputFormats() []string { return []string{"janko"} }

func referenceNote(r *puzzle.Result) string {
	switch {
	case r.Matches == nil:
		return ""
	case *r.Matches:
		return ", matches the reference"
	}
	return ", DIFFERS from the reference"
}

// JSONOutput is the JSON output of one puzzle: the puzzle's fields (so
// that it reads back as input) and "grid", the solution's rows (# shaded,
// . empty) when solved.
type JSONOutput struct {
	Puzzle  string        `json:"puzzle"`
	Status  puzzle.Status `json:"status"`
	Unique  puzzle.Unique `json:"unique"`
	Matches *bool         `json:"matches_reference,omitempty"`
	jsonPuzzle
	Grid  []string         `json:"grid"`
	Stats puzzle.JSONStats `json:"stats"`
}

func rowStrings(s *Solution) []string {
	out := make([]string, s.Rows)
	for r := range s.Rows {
		b := make([]byte, s.Cols)
		for c := range s.Cols {
			b[c] = '.'
			if s.At(r, c) {
				b[c] = '#'
			}
		}
		out[r] = string(b)
	}
	return out
}

func (Nonogram) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "nonogram", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("nonogram: Render of %T", r.Item.Puzzle)
	}
	first, _ := r.First().(*Solution)
	if r.Status != puzzle.Solved {
		first = nil
	}
	switch format {
	case "json":
		o := &JSONOutput{Puzzle: "nonogram", Status: r.Status, Unique: r.Unique, Matches: r.Matches, jsonPuzzle: p.json(), Stats: puzzle.NewJSONStats(r)}
		o.Name = p.Info().Name
		if first != nil {
			o.Grid = rowStrings(first)
		}
		return puzzle.WriteJSONLine(w, o)
	case "text":
		fmt.Fprintf(w, "# %s: %s: %s%s\n", p.Info().Name, p.Info().Summary, puzzle.StatusLine(r), referenceNote(r))
		if _, err := io.WriteString(w, Text(p, first)); err != nil {
			return err
		}
		heads, others := puzzle.Others(r)
		for i, s := range others {
			fmt.Fprintf(w, "# %s:\n", heads[i])
			if _, err := io.WriteString(w, Text(p, s.(*Solution))); err != nil {
				return err
			}
		}
		return nil
	case "janko":
		if first == nil {
			_, err := fmt.Fprintf(w, "# %s: %s\n", p.Info().Name, puzzle.StatusLine(r))
			return err
		}
		_, err := io.WriteString(w, JankoSolution(first))
		return err
	}
	return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want text, json or janko)", format)}
}
