package shikaku

import (
	"fmt"
	"io"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is Shikaku's side of the puzzle contract (package puzzle): its
// formats, encoding options, encoder, checker and renderers. It is also a
// puzzle.Comparer.
var Kind puzzle.Kind = Genre{}

// Genre is the type of Kind, for the generator's kind (package gen)
// to embed: it adds puzzle.Generator to every capability Genre has.
type Genre struct{}

// kind is Genre: the methods are declared on it.
type kind = Genre

func (kind) Name() string { return "shikaku" }

// Aliases: Tatham's name.
func (kind) Aliases() []string { return []string{"rectangles"} }
func (kind) Title() string     { return "Shikaku (Rectangles) puzzles" }

// Formats, in the order of detection (Detect): JSON, puzz.link URLs,
// Tatham game IDs and janko grids are recognised by their first lines;
// anything else is read as a text grid. Each is also written.
func (kind) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"width":W,"height":H,"clues":[{"row":r,"col":c,"clue":n},...]} (or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link URLs, one per line",
			Detect: detect(FormatPuzzLink), Read: reader(FormatPuzzLink), Write: writer(writePuzzLink)},
		{Name: "tatham", Usage: "Tatham rect game IDs WxH:desc, one per line",
			Detect: detect(FormatTatham), Read: reader(FormatTatham), Write: writer(writeTatham)},
		{Name: "janko", Usage: "janko.at grids: ROWS COLS, rows of tokens (- empty, ? unknown), or begin ... end blocks",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
		{Name: "text", Usage: `grids of digits, or "ROWS COLS" then rows of tokens (a number, ? unknown, - . or 0 for empty)`,
			Read: reader(FormatText), Write: writer(writeText)},
	}
}

// reader reads a source in format f (puzzle.ReadItems): in the formats
// of one puzzle a line a bad line is an item with its error and the
// others go on; a reference solution goes with its item.
func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatTatham || f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("shikaku", fn)
}

func (kind) Options() []puzzle.Option {
	return append([]puzzle.Option{
		{Name: "model", Usage: "partition, channel (adds the cell-room view) or redundant (adds the redundant implications)", Values: modelNames.List(), Default: "partition"},
	}, puzzle.ExactlyOneOptions("the at-most-one half of every exactly-one",
		"encode each exactly-one as a cardinality constraint instead of --amo")...)
}

// OptionsFrom reads the contract's option settings (missing: defaults).
// card and a non-default amo exclude each other.
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{Explain: o.Explain}
	var err error
	if opt.Model, err = ParseModel(o.Get("model", "partition")); err != nil {
		return opt, err
	}
	eo, err := puzzle.ReadExactlyOne(o)
	if err != nil {
		return opt, err
	}
	opt.AMO, opt.Card, opt.UseCard = eo.AMO, eo.Card, eo.UseCard
	return opt, nil
}

// settings are opt as the contract's option settings.
func (o Options) settings() map[string]string {
	return map[string]string{"model": o.Model.String(), "amo": o.AMO.String(), "card": o.CardName()}
}

func (kind) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("shikaku: not a Shikaku puzzle: %T", pz)
	}
	opt, err := OptionsFrom(o)
	if err != nil {
		return nil, err
	}
	e, err := Encode(p, opt)
	if err != nil {
		// Point into the input the puzzle came from.
		return nil, srcpos.WithFile(srcpos.WithSource(err, p.src), p.file)
	}
	return e.Contract(), nil
}

// Contract is e as the puzzle contract sees it.
func (e *Encoding) Contract() *puzzle.Encoding {
	p := e.Puzzle
	fix0, cov0 := e.Singles()
	pe := &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: e.Primary()},
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat shikaku %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d are the patterns z(k,p)", e.NumPatterns()),
		},
		Stats: []puzzle.Stat{{Name: "rooms", Value: len(p.Clues)}, {Name: "patterns", Value: e.NumPatterns()},
			{Name: "fix0", Value: fix0}, {Name: "cov0", Value: cov0}},
		Report: e.ReportStats,
	}
	for _, ws := range e.W {
		for _, w := range ws {
			pe.Facts = append(pe.Facts, w.Lit)
		}
	}
	if e.Infeasible != nil {
		pe.Note = e.Infeasible.Msg
	}
	return pe
}

// Fact names a literal of a cell-room variable: "cell (1,2) belongs to the
// room of the clue at (3,4)" (true) or "does not belong" (false), with the
// JSON form {"cell":[r,c],"clue":[r,c],"holds":true|false}. A pattern
// variable's literal reads "the room of the clue at (3,4) is the 3x2
// rectangle at (0,2)" ("is not"), JSON
// {"clue":[r,c],"rect":[row,col,width,height],"holds":...}.
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	v, holds := l, l > 0
	if v < 0 {
		v = -v
	}
	W, clues := e.Puzzle.Width, e.Puzzle.Clues
	switch {
	case v >= 1 && int(v) <= len(e.zOf):
		rp := e.zOf[v-1]
		c, r := clues[rp.room], e.Patterns[rp.room][rp.pattern]
		is := map[bool]string{true: "is", false: "is not"}[holds]
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("the room of the clue at (%d,%d) %s the %dx%d rectangle at (%d,%d)", c.Row, c.Col, is, r.W, r.H, r.Row, r.Col),
			JSON: PatternFactJSON{Clue: [2]int{c.Row, c.Col}, Rect: [4]int{r.Row, r.Col, r.W, r.H}, Holds: holds}}
	case e.wFirst != 0 && v >= e.wFirst && int(v-e.wFirst) < len(e.wOf):
		cr := e.wOf[v-e.wFirst]
		c := clues[cr.room]
		row, col := int(cr.cell)/W, int(cr.cell)%W
		verb := map[bool]string{true: "belongs", false: "does not belong"}[holds]
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("cell (%d,%d) %s to the room of the clue at (%d,%d)", row, col, verb, c.Row, c.Col),
			JSON: FactJSON{Cell: [2]int{row, col}, Clue: [2]int{c.Row, c.Col}, Holds: holds}}
	}
	return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
}

// FactJSON is a Shikaku fact in an explanation's JSON (0-based rows and
// columns).
type FactJSON struct {
	Cell  [2]int `json:"cell"`
	Clue  [2]int `json:"clue"`
	Holds bool   `json:"holds"`
}

// PatternFactJSON is the JSON form of a pattern variable's literal: Rect
// is the rectangle's row, column, width and height.
type PatternFactJSON struct {
	Clue  [2]int `json:"clue"`
	Rect  [4]int `json:"rect"`
	Holds bool   `json:"holds"`
}

func (kind) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("shikaku: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions have the same rooms (in any order).
func (kind) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	if !ok1 || !ok2 || len(sa.Rooms) != len(sb.Rooms) {
		return false
	}
	key := func(r Room) [4]int { return [4]int{r.Row, r.Col, r.Width, r.Height} }
	ka, kb := make([][4]int, len(sa.Rooms)), make([][4]int, len(sb.Rooms))
	for i := range sa.Rooms {
		ka[i], kb[i] = key(sa.Rooms[i]), key(sb.Rooms[i])
	}
	cmp := func(x, y [4]int) int { return slices.Compare(x[:], y[:]) }
	slices.SortFunc(ka, cmp)
	slices.SortFunc(kb, cmp)
	return slices.Equal(ka, kb)
}

// DrawsSVG: Render draws "svg" (puzzle.Drawer).
func (kind) DrawsSVG() bool { return true }

func (kind) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		// An unreadable puzzle, or a solver that failed: the error was
		// reported on standard error; JSON gets the error record every
		// kind writes.
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "shikaku", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("shikaku: Render of %T", r.Item.Puzzle)
	}
	first, _ := r.First().(*Solution)
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r))
	case "svg":
		return board.WriteSVG(w, p.Board(puzzle.View{Solution: first}))
	case "text":
		return writeResult(w, p, r)
	case "janko":
		return writeJankoResult(w, p, r)
	}
	return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want text, json, svg or janko)", format)}
}

// referenceNote says whether the solution found matches the one that
// came with the puzzle (a janko block's, a JSON output's rooms): ",
// matches the reference", ", DIFFERS from the reference", or "".
func referenceNote(r *puzzle.Result) string {
	switch {
	case r.Matches == nil:
		return ""
	case *r.Matches:
		return ", matches the reference"
	}
	return ", DIFFERS from the reference"
}

// writeResult prints a result as text: a header line, the reason when
// the encoder found the puzzle impossible, the grid, then the other
// solutions shown (puzzle.Others).
func writeResult(w io.Writer, p *Puzzle, r *puzzle.Result) error {
	fmt.Fprintf(w, "# %s: %s: %s%s\n", p.Info().Name, p.Info().Summary, puzzle.StatusLine(r), referenceNote(r))
	if r.Encoding != nil && r.Encoding.Note != "" {
		fmt.Fprintf(w, "# %s\n", r.Encoding.Note)
	}
	if ref, ok := r.Item.Reference.(*Solution); ok && r.Matches != nil && !*r.Matches {
		if err := Check(p, ref); err != nil {
			fmt.Fprintf(w, "# the solution that came with the puzzle breaks the rules: %v\n", err)
		}
	}
	first, _ := r.First().(*Solution)
	if r.Status != puzzle.Solved {
		first = nil
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
