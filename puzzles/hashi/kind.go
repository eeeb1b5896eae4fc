package hashi

import (
	"fmt"
	"io"
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Kind is Hashi's side of the puzzle contract (package puzzle): its
// formats, encoding options, encoder, checker and renderers.
var Kind puzzle.Kind = Genre{}

// Genre is the type of Kind, for the generator's kind (package gen)
// to embed: it adds puzzle.Generator to every capability Genre has.
type Genre struct{}

// kind is Genre: the methods are declared on it.
type kind = Genre

func (kind) Name() string { return "hashi" }

// Aliases: Tatham's name.
func (kind) Aliases() []string { return []string{"bridges"} }
func (kind) Title() string     { return "Hashi (Bridges) puzzles" }

// Formats, in the order of detection (Detect): JSON, puzz.link URLs,
// janko grids, Tatham IDs and CLLV files are recognised by their first
// lines; anything else is read as a text grid. Each is also written.
func (kind) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"width":W,"height":H,"islands":[...]}`, Detect: detect(JSON), Read: reader(JSON), Write: writer(writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link URLs, one per line", Detect: detect(PuzzLink), Read: reader(PuzzLink), Write: writer(writePuzzLink)},
		{Name: "janko", Usage: "janko.at grids: ROWS COLS, rows of tokens (- water, ? unknown), or begin ... end blocks", Detect: detect(Janko), Read: reader(Janko), Write: writer(writeJanko)},
		{Name: "tatham", Usage: "Tatham Bridges game IDs, one per line", Detect: detect(Tatham), Read: reader(Tatham), Write: writer(writeTatham)},
		{Name: "cllv", Usage: "CLLV .has files", Detect: detect(CLLV), Read: reader(CLLV), Write: writer(writeCLLV)},
		{Name: "text", Usage: "a text grid: 1-9, A-G islands, ? unknown, . water (also named grid)", Read: reader(Grid), Write: writer(writeGrid)},
	}
}

// reader reads a source in format f (puzzle.ReadItems): in the formats
// of one puzzle a line a bad line is an item with its error and the
// others go on; a reference solution goes with its item.
func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == Tatham || f == PuzzLink, false, func(data []byte) ([]*Puzzle, error) { return Parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("hashi", fn)
}

// Equal reports whether two solutions have the same bridges (Kind is a
// puzzle.Comparer: a janko block's solution is compared with the one
// found).
func (kind) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	if !ok1 || !ok2 || len(sa.Bridges) != len(sb.Bridges) {
		return false
	}
	x := append([]Bridge(nil), sa.Bridges...)
	y := append([]Bridge(nil), sb.Bridges...)
	sortBridges(x)
	sortBridges(y)
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

// Info describes p.
func (p *Puzzle) Info() puzzle.Info {
	s := fmt.Sprintf("%dx%d, %d islands%s, M=%d", p.Width, p.Height, len(p.Islands), unknownNote(p), p.MaxBridges)
	if p.Tree {
		s += ", tree"
	}
	return puzzle.Info{Name: p.Name, Class: fmt.Sprintf("%dx%d", p.Width, p.Height), Summary: s}
}

// The encoding options, as flags and bench axes.
var cardValues = append([]string{"order"}, encode.CardNames()...)

func (kind) Options() []puzzle.Option {
	return []puzzle.Option{
		{Name: "card", Usage: "clue encoding: order (sums on the order encoding) or a cardinality encoding", Values: cardValues, Default: "order"},
		{Name: "connectivity", Usage: "lazy (cuts between solves), eager (in the formula: complete) or native (a propagator in the cdcl engine: --solver cdcl)", Values: connNames.List(), Default: "lazy", Complete: "eager"},
		{Name: "forcing", Usage: "force the bridges of the candidate graph (Tarjan)", Values: []string{"on", "off"}, Default: "on"},
		{Name: "deductions", Usage: "add the saturation deductions (two 1s never joined, ...)", Values: []string{"on", "off"}, Default: "on"},
	}
}

// OptionsFrom reads the contract's option settings (missing: defaults).
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{NoForcing: o.Get("forcing", "on") == "off", Deductions: o.Get("deductions", "on") == "on"}
	var err error
	if card := o.Get("card", "order"); card == "order" {
		opt.Order = true
	} else if opt.Card, err = encode.ParseCardEncoding(card); err != nil {
		return opt, err
	}
	if opt.Connectivity, err = ParseConnectivity(o.Get("connectivity", "lazy")); err != nil {
		return opt, err
	}
	opt.Explain = o.Explain
	return opt, nil
}

func (kind) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("hashi: not a Hashi puzzle: %T", pz)
	}
	opt, err := OptionsFrom(o)
	if err != nil {
		return nil, err
	}
	e, err := Encode(p, opt)
	if err != nil {
		return nil, err
	}
	return e.Contract(), nil
}

// Contract is e as the puzzle contract sees it.
func (e *Encoding) Contract() *puzzle.Encoding {
	p := e.Puzzle
	pe := &puzzle.Encoding{
		Problem: e.Problem(),
		Decode:  func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:   e.Primary,
		FactOf:  e.Fact,
		Clues:   e.Clues,
		Settings: map[string]string{"card": e.Options.CardName(), "connectivity": e.Options.Connectivity.String(),
			"forcing": onOff(!e.Options.NoForcing), "deductions": onOff(e.Options.Deductions)},
		Header: []string{
			fmt.Sprintf("puzzlesat hashi %s: %dx%d, %d islands%s, M=%d, tree=%v", p.Name, p.Width, p.Height, len(p.Islands), unknownNote(p), p.MaxBridges, p.Tree),
			fmt.Sprintf("options: %v", e.Options),
		},
		Stats: []puzzle.Stat{{Name: "edges", Value: len(e.Edges)}, {Name: "forced", Value: e.Forced}},
		Note:  e.Infeasible,
	}
	if e.Options.Connectivity == Lazy {
		pe.LazyRule = "the bridges are connected"
		if p.Tree {
			pe.LazyRule += " and form no loop"
		}
		pe.Header = append(pe.Header, "lazy connectivity: connectivity is not in this formula; check a model with `puzzlesat decode hashi`")
	}
	if e.Options.Connectivity == Native && p.Tree {
		pe.LazyRule = "the bridges form no loop"
	}
	return pe
}

// referenceNote says whether the solution found matches the one that
// came with the puzzle (a janko block's): ", matches the reference",
// ", DIFFERS from the reference", or "" without one.
func referenceNote(r *puzzle.Result) string {
	switch {
	case r.Matches == nil:
		return ""
	case *r.Matches:
		return ", matches the reference"
	}
	return ", DIFFERS from the reference"
}

// unknownNote is " (N of unknown number)" for a puzzle with islands of
// unknown number, "" otherwise.
func unknownNote(p *Puzzle) string {
	if n := p.unknowns(); n > 0 {
		return fmt.Sprintf(" (%d of unknown number)", n)
	}
	return ""
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// Problem is the encoding as the generic solve loop sees it: the formula,
// the edge variables as primary variables and, in lazy mode, Refine.
func (e *Encoding) Problem() encode.Problem {
	pr := encode.Problem{Formula: e.Formula, Primary: e.Primary}
	if e.Options.Connectivity == Lazy || e.Options.Connectivity == Native && e.Puzzle.Tree {
		pr.Refine = e.Refine // native: connected by the propagator, Refine adds the no-loop cuts
	}
	return pr
}

// Fact names a literal of an edge variable: "the bridges between (2,3)
// and (2,7) number at least 2" (true) or "at most 1" (false), with the
// JSON form {"from":[r,c],"to":[r,c],"min":a,"max":b}.
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	v := l
	if v < 0 {
		v = -v
	}
	ed, k := e.edgeOf(v)
	if ed == nil {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
	}
	a, b := e.Puzzle.Islands[ed.A], e.Puzzle.Islands[ed.B]
	lo, hi := k, ed.Cap
	if l < 0 {
		lo, hi = 0, k-1
	}
	return puzzle.Fact{Lit: l, Text: BridgeRange(a, b, lo, hi), JSON: FactJSON{From: [2]int{a.Row, a.Col}, To: [2]int{b.Row, b.Col}, Min: lo, Max: hi}}
}

// FactJSON is a Hashi fact in an explanation's JSON.
type FactJSON struct {
	From [2]int `json:"from"`
	To   [2]int `json:"to"`
	Min  int    `json:"min"`
	Max  int    `json:"max"`
}

// BridgeRange says that the bridges between islands a and b number lo..hi.
func BridgeRange(a, b Island, lo, hi int) string {
	pair := fmt.Sprintf("(%d,%d)-(%d,%d)", a.Row, a.Col, b.Row, b.Col)
	switch {
	case lo == hi:
		return fmt.Sprintf("bridge %s = %d", pair, lo)
	case lo == 0:
		return fmt.Sprintf("bridge %s <= %d", pair, hi)
	}
	return "bridge " + pair + " >= " + strconv.Itoa(lo) + " (at most " + strconv.Itoa(hi) + ")"
}

// edgeOf finds the edge and order index k (the variable is "x >= k") of a
// primary variable, or nil.
func (e *Encoding) edgeOf(v encode.Lit) (*Edge, int) {
	for i := range e.Edges {
		ls := e.Edges[i].Lits
		if len(ls) > 0 && v >= ls[0] && v <= ls[len(ls)-1] {
			return &e.Edges[i], int(v-ls[0]) + 1
		}
	}
	return nil, 0
}

func (kind) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("hashi: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// DrawsSVG: Render draws "svg" (puzzle.Drawer).
func (kind) DrawsSVG() bool { return true }

func (kind) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "hashi", r)
		}
		return nil
	}
	p := r.Item.Puzzle.(*Puzzle)
	first, _ := r.First().(*Solution)
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r))
	case "svg":
		return board.WriteSVG(w, p.Board(puzzle.View{Solution: first}))
	case "text":
		return writeText(w, r)
	case "janko":
		return writeJankoResult(w, r)
	}
	return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want text, json, svg or janko)", format)}
}

// writeText prints a result: a header line, then the grid(s).
func writeText(w io.Writer, r *puzzle.Result) error {
	p := r.Item.Puzzle.(*Puzzle)
	fmt.Fprintf(w, "# %s: %s: %s%s\n", p.Name, p.Info().Summary, puzzle.StatusLine(r), referenceNote(r))
	if r.Encoding != nil && r.Encoding.Note != "" {
		fmt.Fprintf(w, "# %s\n", r.Encoding.Note)
	}
	if ref, ok := r.Item.Reference.(*Solution); ok && r.Matches != nil && !*r.Matches {
		if err := Check(p, ref); err != nil {
			fmt.Fprintf(w, "# the solution that came with the puzzle breaks the rules: %v\n", err)
		}
	}
	first, _ := r.First().(*Solution)
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
