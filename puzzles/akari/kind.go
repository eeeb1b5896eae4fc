package akari

import (
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is Light Up's side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Akari{}

// Akari is the type of Kind, exported so that the generator (package
// gen) can embed it and keep every method.
type Akari struct{}

func (Akari) Name() string  { return "akari" }
func (Akari) Title() string { return "Light Up (Akari) puzzles" }

// Aliases (puzzle.Aliaser): Tatham's and pzprjs' name.
func (Akari) Aliases() []string { return []string{"lightup"} }

// Formats, in the order of detection (Detect).
func (Akari) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"rows":7,"cols":7,"grid":["..#1...",...]} (. white, # black, 0-4 numbered; or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link akari (lightup) URLs, one per line",
			Detect: detect(FormatPuzzLink), Read: reader(FormatPuzzLink), Write: writer(writePuzzLink)},
		{Name: "tatham", Usage: "Tatham Light Up game IDs (7x7:b2e3c2g3gBg0cBeBb), one per line",
			Detect: detect(FormatTatham), Read: reader(FormatTatham), Write: writer(writeTatham)},
		{Name: "janko", Usage: "janko.at grids: ROWS COLS, rows of tokens (- white, x black, 0-4 numbered), or janko.at's begin ... end block",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
		{Name: "text", Usage: "text grids: rows of . (white), # (black) and 0-4 (numbered), blank lines between grids",
			Read: reader(FormatText), Write: writer(writeText)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatTatham || f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("akari", fn)
}

// Options: --amo for the runs' at-most-one, --card for the numbers.
func (Akari) Options() []puzzle.Option {
	return []puzzle.Option{
		{Name: "amo", Usage: "the at-most-one encoding of each run of white cells (no two lights see each other)",
			Values: encode.AMONames(), Default: "pairwise"},
		{Name: "card", Usage: "the cardinality encoding of each number (exactly k lights next to it)",
			Values: encode.CardNames(), Default: "binomial"},
	}
}

// OptionsFrom reads the contract's option settings (missing: defaults).
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{Explain: o.Explain}
	var err error
	if opt.AMO, err = encode.ParseAMOEncoding(o.Get("amo", "pairwise")); err != nil {
		return opt, err
	}
	if opt.Card, err = encode.ParseCardEncoding(o.Get("card", "binomial")); err != nil {
		return opt, err
	}
	return opt, nil
}

func (Akari) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("akari: not an akari puzzle: %T", pz)
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
	primary := make([]encode.Lit, e.NumLights())
	for i := range primary {
		primary[i] = encode.Lit(i + 1)
	}
	white, black, numbered := p.Counts()
	return &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: primary},
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    primary,
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat akari %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d: a light at the k-th white cell, row-major", e.NumLights()),
		},
		Stats: []puzzle.Stat{{Name: "white", Value: white}, {Name: "black", Value: black}, {Name: "numbers", Value: numbered}},
		Note:  e.Note,
	}
}

func (Akari) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("akari: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal (puzzle.Comparer): the same lights in the same cells, however
// the solutions were written (janko.at writes black cells three ways).
func (Akari) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && equal(sa, sb)
}

// MoreOutputFormats (puzzle.Outputter): Render also writes "janko".
func (Akari) MoreOutputFormats() []string { return []string{"janko"} }

// DrawsSVG: the board drawn (puzzle.Drawer).
func (Akari) DrawsSVG() bool { return true }

func (Akari) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "akari", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("akari: Render of %T", r.Item.Puzzle)
	}
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r))
	case "text":
		return writeResult(w, p, r)
	case "svg":
		b, err := Akari{}.Board(p, puzzle.View{Solution: r.First()})
		if err != nil {
			return err
		}
		return board.WriteSVG(w, b)
	case "janko":
		s, ok := r.First().(*Solution)
		if !ok || r.Status != puzzle.Solved {
			_, err := fmt.Fprintf(w, "# %s: %s\n", p.Info().Name, puzzle.StatusLine(r))
			return err
		}
		_, err := io.WriteString(w, JankoSolution(s))
		return err
	}
	return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want text, json, svg or janko)", format)}
}
