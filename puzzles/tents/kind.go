package tents

import (
	"fmt"
	"io"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is Tents' side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Tents{}

// Tents is the type of Kind, exported so that the generator (package
// gen) can embed it.
type Tents struct{}

func (Tents) Name() string  { return "tents" }
func (Tents) Title() string { return "Tents puzzles (Tatham's Tents)" }

// Aliases are the other names of the kind on the command line.
func (Tents) Aliases() []string { return []string{"tent"} }

// Formats, in the order of detection (Detect).
func (Tents) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"rows":R,"cols":C,"colCounts":[...],"rowCounts":[...],"grid":["T..",...]} (null: a count not given; or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link tents URLs, one per line",
			Detect: detect(FormatPuzzLink), Read: reader(FormatPuzzLink), Write: writer(writePuzzLink)},
		{Name: "tatham", Usage: "Tatham Tents game IDs (WxH:DESC,counts), one per line",
			Detect: detect(FormatTatham), Read: reader(FormatTatham), Write: writer(writeTatham)},
		{Name: "janko", Usage: "janko.at grids: ROWS COLS, the column counts, the row counts, then ROWS rows (x a tree, - empty)",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
		{Name: "text", Usage: "a line of column counts, then per row its count and cells (T a tree, . empty, A a tent of a solution)",
			Read: reader(FormatText), Write: writer(writeText)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatTatham || f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("tents", fn)
}

func (Tents) Options() []puzzle.Option {
	var cards, amos []string
	for _, c := range encode.CardEncodings() {
		cards = append(cards, c.String())
	}
	for _, a := range encode.AMOEncodings() {
		amos = append(amos, a.String())
	}
	return []puzzle.Option{
		{Name: "card", Usage: "the cardinality encoding of the row and column counts", Values: cards, Default: DefaultCard.String()},
		{Name: "amo", Usage: "the at-most-one encoding of a tree's one tent and a tent's one tree", Values: amos, Default: encode.Pairwise.String()},
	}
}

// OptionsFrom reads the contract's option settings (missing: defaults).
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{Explain: o.Explain}
	var err error
	if opt.Card, err = encode.ParseCardEncoding(o.Get("card", DefaultCard.String())); err != nil {
		return opt, err
	}
	if opt.AMO, err = encode.ParseAMOEncoding(o.Get("amo", encode.Pairwise.String())); err != nil {
		return opt, err
	}
	return opt, nil
}

func (Tents) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("tents: not a tents puzzle: %T", pz)
	}
	opt, err := OptionsFrom(o)
	if err != nil {
		return nil, err
	}
	e, err := Encode(p, opt)
	if err != nil {
		return nil, srcpos.WithFile(err, p.Name)
	}
	return e.Contract(), nil
}

// Contract is e as the puzzle contract sees it.
func (e *Encoding) Contract() *puzzle.Encoding {
	p := e.Puzzle
	primary := e.Primary()
	return &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: primary},
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    primary,
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat tents %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d: a tent in each cell without a tree, row-major; then (tree, neighbour) pairs", e.numTent),
		},
		Stats: []puzzle.Stat{{Name: "trees", Value: p.Trees()}, {Name: "counts", Value: p.Counts()}, {Name: "pairs", Value: len(e.pairs)}},
		Note:  e.Note,
	}
}

func (Tents) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("tents: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions place the same tents.
func (Tents) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.Rows == sb.Rows && sa.Cols == sb.Cols && slices.Equal(sa.Tent, sb.Tent)
}

// MoreOutputFormats (puzzle.Outputter): "janko", the dataset's solution form.
func (Tents) MoreOutputFormats() []string { return []string{"janko"} }

// DrawsSVG: the board is drawn (puzzle.Drawer).
func (Tents) DrawsSVG() bool { return true }

func (Tents) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "tents", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("tents: Render of %T", r.Item.Puzzle)
	}
	first, _ := r.First().(*Solution)
	if r.Status != puzzle.Solved {
		first = nil
	}
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r, p, first))
	case "text":
		return writeResult(w, p, r, first)
	case "svg":
		b, err := Tents{}.Board(p, puzzle.View{Solution: first})
		if err != nil {
			return err
		}
		return board.WriteSVG(w, b)
	case "janko":
		if first == nil {
			_, err := fmt.Fprintf(w, "# %s: %s\n", p.Info().Name, puzzle.StatusLine(r))
			return err
		}
		_, err := io.WriteString(w, JankoSolution(p, first))
		return err
	}
	return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want text, json, svg or janko)", format)}
}

func writeResult(w io.Writer, p *Puzzle, r *puzzle.Result, first *Solution) error {
	note := ""
	if r.Matches != nil {
		note = ", matches the reference"
		if !*r.Matches {
			note = ", DIFFERS from the reference"
		}
	}
	fmt.Fprintf(w, "# %s: %s: %s%s\n", p.Info().Name, p.Info().Summary, puzzle.StatusLine(r), note)
	if r.Encoding != nil && r.Encoding.Note != "" {
		fmt.Fprintf(w, "# %s\n", r.Encoding.Note)
	}
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
}

// JSONOutput is the JSON output of one puzzle: the puzzle (so that it
// reads back) and "tents", the solution's rows (A a tent) when solved.
type JSONOutput struct {
	Puzzle    string        `json:"puzzle"`
	Name      string        `json:"name,omitempty"`
	Status    puzzle.Status `json:"status"`
	Unique    puzzle.Unique `json:"unique"`
	Matches   *bool         `json:"matches_reference,omitempty"`
	Rows      int           `json:"rows"`
	Cols      int           `json:"cols"`
	ColCounts []*int        `json:"colCounts"`
	RowCounts []*int        `json:"rowCounts"`
	Grid      []string      `json:"grid"`
	Tents     []string      `json:"tents"`
	Stats     JSONStats     `json:"stats"`
}

// JSONStats are the "stats" of the JSON output.
type JSONStats struct {
	puzzle.JSONStats
	Card   string   `json:"card"`
	AMO    string   `json:"amo"`
	Trees  int      `json:"trees"`
	Second []string `json:"second,omitempty"`
	Reason string   `json:"reason,omitempty"`
}

func jsonOutput(r *puzzle.Result, p *Puzzle, first *Solution) *JSONOutput {
	jp := jsonPuzzleOf(p)
	o := &JSONOutput{Puzzle: "tents", Status: r.Status, Unique: r.Unique, Matches: r.Matches, Rows: p.Rows, Cols: p.Cols,
		ColCounts: jp.ColCounts, RowCounts: jp.RowCounts, Grid: jp.Grid}
	if first != nil {
		o.Tents = gridRows(p, first)
	}
	st := &o.Stats
	st.JSONStats = puzzle.NewJSONStats(r)
	st.Trees = p.Trees()
	if len(r.Solutions) > 1 && r.Unique == puzzle.UniqueNo {
		if s, ok := r.Solutions[1].(*Solution); ok {
			st.Second = gridRows(p, s)
		}
	}
	if e := r.Encoding; e != nil {
		st.Card, st.AMO, st.Reason = e.Settings["card"], e.Settings["amo"], e.Note
	}
	return o
}
