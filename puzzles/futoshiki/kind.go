package futoshiki

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/shape/latin"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is Skyscrapers' side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Futoshiki{}

// Skyscrapers is the type of Kind, exported for a generator to embed.
type Futoshiki struct{}

func (Futoshiki) Name() string  { return "futoshiki" }
func (Futoshiki) Title() string { return "Futoshiki puzzles (Tatham's Unequal)" }

// Aliases are the other names of the kind on the command line.
func (Futoshiki) Aliases() []string { return []string{"unequal"} }

func (Futoshiki) Formats() []puzzle.Format {
	return []puzzle.Format{
		{Name: "json", Usage: `{"size":N,"adjacent":false,"grid":["- 3 - -",...],"right":["><.",...],"down":["v^..",...]}`,
			Detect: func(b []byte) bool { return Detect(b) == FormatJSON }, Read: reader(FormatJSON), Write: puzzle.Writer("futoshiki", writeJSON)},
		{Name: "tatham", Usage: "Tatham Unequal game IDs (N:CELLS, Na:CELLS adjacent mode), one per line",
			Detect: looksTatham, Read: reader(FormatTatham), Write: puzzle.Writer("futoshiki", func(w io.Writer, p *Puzzle) error {
				_, err := io.WriteString(w, writeTatham(p)+"\n")
				return err
			})},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatTatham, true, func(data []byte) ([]*Puzzle, error) { return parse(src.Name, data, f) })
	}
}

func (Futoshiki) Options() []puzzle.Option {
	var amos []string
	for _, a := range encode.AMOEncodings() {
		amos = append(amos, a.String())
	}
	return []puzzle.Option{
		{Name: "model", Usage: latin.OptionUsage, Values: latin.Models(), Default: latin.Order.String()},
		{Name: "amo", Usage: "the at-most-one encoding of the Latin square", Values: amos, Default: encode.Pairwise.String()},
	}
}

// OptionsFrom reads the contract's option settings (missing: defaults).
func OptionsFrom(o puzzle.Options) (Options, error) {
	opt := Options{Explain: o.Explain}
	var err error
	if opt.Model, err = latin.ParseModel(o.Get("model", latin.Order.String())); err != nil {
		return opt, err
	}
	if opt.AMO, err = encode.ParseAMOEncoding(o.Get("amo", encode.Pairwise.String())); err != nil {
		return opt, err
	}
	return opt, nil
}

func (Futoshiki) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("futoshiki: not a skyscrapers puzzle: %T", pz)
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
	primary := e.Square.Primary()
	return &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: primary},
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    e.Square.Facts(),
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat skyscrapers %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: %v", e.Options),
			fmt.Sprintf("primary variables 1..%d: (cell, digit 0..%d), row-major (digit 0 false)", len(primary), p.N),
		},
		Stats: []puzzle.Stat{{Name: "signs", Value: p.Signs()}, {Name: "given", Value: p.Givens()}},
	}
}

func (Futoshiki) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("futoshiki: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions hold the same digits.
func (Futoshiki) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.N == sb.N && slices.Equal(sa.Values, sb.Values)
}

func (Futoshiki) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "futoshiki", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("futoshiki: Render of %T", r.Item.Puzzle)
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
		b, err := Futoshiki{}.Board(p, puzzle.View{Solution: first})
		if err != nil {
			return err
		}
		return board.WriteSVG(w, b)
	}
	return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want text, json or svg)", format)}
}

func writeJSON(w io.Writer, p *Puzzle) error { return puzzle.WriteJSONLine(w, jsonOf(p)) }

// Text draws p with its signs, and s's digits when s is not nil (. an
// unknown cell).
func Text(p *Puzzle, s *Solution) string {
	n := p.N
	w := len(strconv.Itoa(n))
	var b strings.Builder
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			v := p.Given[r*n+c]
			if s != nil {
				v = s.Values[r*n+c]
			}
			t := "."
			if v != None {
				t = strconv.Itoa(v)
			}
			fmt.Fprintf(&b, "%*s", w, t)
			if c < n-1 {
				b.WriteString(" " + string(" ><|"[p.Right[r*n+c]]) + " ")
			}
		}
		b.WriteString("\n")
		if r < n-1 {
			var row strings.Builder
			for c := 0; c < n; c++ {
				fmt.Fprintf(&row, "%*s", w, string(" v^-"[p.Down[r*n+c]]))
				if c < n-1 {
					row.WriteString("   ")
				}
			}
			b.WriteString(strings.TrimRight(row.String(), " ") + "\n")
		}
	}
	return b.String()
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

// JSONOutput is the JSON output of one puzzle: the puzzle's JSON form
// (so that it reads back) and "digits", the solution's rows.
type JSONOutput struct {
	JSONPuzzle
	Puzzle  string           `json:"puzzle"`
	Status  puzzle.Status    `json:"status"`
	Unique  puzzle.Unique    `json:"unique"`
	Matches *bool            `json:"matches_reference,omitempty"`
	Digits  []string         `json:"digits,omitempty"`
	Second  []string         `json:"second,omitempty"`
	Stats   puzzle.JSONStats `json:"stats"`
}

func jsonOutput(r *puzzle.Result, p *Puzzle, first *Solution) *JSONOutput {
	o := &JSONOutput{JSONPuzzle: *jsonOf(p), Puzzle: "futoshiki", Status: r.Status, Unique: r.Unique, Matches: r.Matches, Stats: puzzle.NewJSONStats(r)}
	o.Name = p.Info().Name
	if first != nil {
		o.Digits = rowsText(p.N, first.Values)
	}
	if len(r.Solutions) > 1 && r.Unique == puzzle.UniqueNo {
		if s, ok := r.Solutions[1].(*Solution); ok {
			o.Second = rowsText(p.N, s.Values)
		}
	}
	return o
}
