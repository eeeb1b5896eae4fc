package numberlink

import (
	"fmt"
	"io"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is Numberlink's side of the puzzle contract (package puzzle).
var Kind puzzle.Kind = Numberlink{}

// Numberlink is the type of Kind, exported so that the generator
// (package gen) can embed it.
type Numberlink struct{}

func (Numberlink) Name() string  { return "numberlink" }
func (Numberlink) Title() string { return "Numberlink puzzles (Arukone)" }

// Aliases are the kind's other names on the command line (pzprjs').
func (Numberlink) Aliases() []string { return []string{"numlin"} }

// Formats, in the order of detection (Detect): JSON, puzz.link URLs and
// janko grids are recognised by their first lines; anything else is
// read as a text grid. Each is also written.
func (Numberlink) Formats() []puzzle.Format {
	detect := func(f Format) func([]byte) bool { return func(b []byte) bool { return Detect(b) == f } }
	return []puzzle.Format{
		{Name: "json", Usage: `{"rows":5,"cols":5,"grid":[[1,0,0,0,2],...]} (or a JSON output)`,
			Detect: detect(FormatJSON), Read: reader(FormatJSON), Write: writer(writeJSON)},
		{Name: "puzzlink", Usage: "puzz.link numlin URLs, one per line",
			Detect: detect(FormatPuzzLink), Read: reader(FormatPuzzLink), Write: writer(writePuzzLink)},
		{Name: "janko", Usage: "janko.at grids: ROWS COLS, then rows of tokens (a number, - none)",
			Detect: detect(FormatJanko), Read: reader(FormatJanko), Write: writer(writeJanko)},
		{Name: "text", Usage: "grids of rows of blank-separated cells (a number, . none), blank lines between grids",
			Read: reader(FormatText), Write: writer(writeText)},
	}
}

func reader(f Format) func(puzzle.Source) ([]puzzle.Item, error) {
	return func(src puzzle.Source) ([]puzzle.Item, error) {
		return puzzle.ReadItems(src, f == FormatPuzzLink, true, func(data []byte) ([]*Puzzle, error) { return Parse(src.Name, data, f) })
	}
}

func writer(fn func(io.Writer, *Puzzle) error) func(io.Writer, puzzle.Puzzle) error {
	return puzzle.Writer("numberlink", fn)
}

// Options: the rule (--fill), the colours' encoding and the
// connectivity encoding.
func (Numberlink) Options() []puzzle.Option {
	conn := connect.Option(connect.Cycle)
	conn.Usage = "encoding of the rule that every path ends at numbers (no closed loop): lazy (cuts while solving), eager (= lazy here), tree, distance, flow (complete CNF)"
	return []puzzle.Option{
		{Name: "fill", Usage: "the rule: free (cells may stay empty: janko.at, Nikoli) or all (every cell on a path)", Values: []string{FillFree, FillAll}, Default: FillFree},
		{Name: "colours", Usage: "encoding of a cell's pair: binary (log2 K bits) or onehot (K variables)", Values: []string{ColoursBinary, ColoursOneHot}, Default: ColoursBinary},
		{Name: "uturns", Usage: "forbid: with --fill free, forbid every U-turn (a path round three sides of a 2x2 block) but one designated one; solutions and uniqueness unchanged (docs/numberlink.md)", Values: []string{UTurnsKeep, UTurnsForbid}, Default: UTurnsKeep},
		{Name: "shortcuts", Usage: "reduce: with --fill free, when solving or proving uniqueness, look only for solutions with no shortcut (two adjacent cells of one path without their line) and no corner to flip to a smaller empty cell, then derive a second solution from the first where one exists; same answers, faster (docs/numberlink.md); keep: every solution is a model", Values: []string{ShortcutsReduce, ShortcutsKeep}, Default: ShortcutsReduce},
		puzzle.Option(conn),
	}
}

// OptionsFrom reads the contract's option settings.
func OptionsFrom(o puzzle.Options) Options {
	return Options{Explain: o.Explain, Connectivity: o.Get("connectivity", connect.Option(connect.Cycle).Default),
		Fill: o.Get("fill", FillFree), Colours: o.Get("colours", ColoursBinary), UTurns: o.Get("uturns", UTurnsKeep), Shortcuts: o.Get("shortcuts", ShortcutsReduce), Solutions: o.Solutions}
}

func (Numberlink) Encode(pz puzzle.Puzzle, o puzzle.Options) (*puzzle.Encoding, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("numberlink: not a numberlink puzzle: %T", pz)
	}
	e, err := Encode(p, OptionsFrom(o))
	if err != nil {
		return nil, srcpos.WithFile(err, p.Name)
	}
	return e.Contract(), nil
}

// Contract is e as the puzzle contract sees it.
func (e *Encoding) Contract() *puzzle.Encoding {
	p := e.Puzzle
	primary := make([]encode.Lit, p.NumEdges())
	for i := range primary {
		primary[i] = e.Lit(i)
	}
	nums, _ := p.Pairs()
	return &puzzle.Encoding{
		Problem:  encode.Problem{Formula: e.Formula, Primary: primary, Refine: e.Refine, Alternative: e.Alternative},
		Note:     e.Note,
		LazyRule: "every path ends at numbers",
		Decode:   func(m encode.Model) (puzzle.Solution, error) { return e.Decode(m) },
		Facts:    primary,
		FactOf:   e.Fact,
		Clues:    e.Clues,
		Settings: e.Options.settings(),
		Header: []string{
			fmt.Sprintf("puzzlesat numberlink %s: %s", p.Info().Name, p.Info().Summary),
			fmt.Sprintf("options: fill=%s colours=%s connectivity=%s", e.Options.Fill, e.Options.Colours, e.Options.Connectivity),
			fmt.Sprintf("primary variables 1..%d: lines between cell centres, the %d horizontal ones (r,c)-(r,c+1) row by row, then the vertical ones (r,c)-(r+1,c)", p.NumEdges(), p.NH()),
		},
		Stats: []puzzle.Stat{{Name: "rows", Value: p.Rows}, {Name: "cols", Value: p.Cols}, {Name: "pairs", Value: len(nums)}, {Name: "edges", Value: p.NumEdges()}},
	}
}

func (Numberlink) Check(pz puzzle.Puzzle, sol puzzle.Solution) error {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 {
		return fmt.Errorf("numberlink: Check of %T, %T", pz, sol)
	}
	return Check(p, s)
}

// Equal reports whether two solutions are the same paths.
func (Numberlink) Equal(a, b puzzle.Solution) bool {
	sa, ok1 := a.(*Solution)
	sb, ok2 := b.(*Solution)
	return ok1 && ok2 && sa.Rows == sb.Rows && sa.Cols == sb.Cols && slices.Equal(sa.H, sb.H) && slices.Equal(sa.V, sb.V)
}

// DrawsSVG: Render draws "svg".
func (Numberlink) DrawsSVG() bool { return true }

// MoreOutputFormats (puzzle.Outputter): "janko", the dataset's solution
// form (each cell its path's directions, "-" on no path).
func (Numberlink) MoreOutputFormats() []string { return []string{"janko"} }

func (Numberlink) Render(w io.Writer, r *puzzle.Result, format string) error {
	if r.Status == puzzle.Failed {
		if format == "json" {
			return puzzle.WriteErrorJSON(w, "numberlink", r)
		}
		return nil
	}
	p, ok := r.Item.Puzzle.(*Puzzle)
	if !ok {
		return fmt.Errorf("numberlink: Render of %T", r.Item.Puzzle)
	}
	first, _ := r.First().(*Solution)
	if r.Status != puzzle.Solved {
		first = nil
	}
	switch format {
	case "json":
		return puzzle.WriteJSONLine(w, jsonOutput(r))
	case "text":
		return puzzle.WriteText(w, r, func(s puzzle.Solution) string {
			sol, _ := s.(*Solution)
			return Drawing(p, sol)
		}, func(ref puzzle.Solution) error {
			s, _ := ref.(*Solution)
			return Check(p, s)
		})
	case "svg":
		b, err := Numberlink{}.Board(p, puzzle.View{Solution: first})
		if err != nil {
			return err
		}
		return board.WriteSVG(w, b)
	case "janko":
		if first == nil {
			_, err := fmt.Fprintf(w, "# %s: %s\n", p.Info().Name, puzzle.StatusLine(r))
			return err
		}
		_, err := io.WriteString(w, JankoSolution(first))
		return err
	}
	return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want text, json, svg or janko)", format)}
}

// JSONOutput is the JSON output of one puzzle: the puzzle's fields (so
// that it reads back) and "paths", each pair's path as its cells in
// order from the number met first row-major, when solved.
type JSONOutput struct {
	JSONPuzzle
	Status  puzzle.Status `json:"status"`
	Unique  puzzle.Unique `json:"unique"`
	Matches *bool         `json:"matches_reference,omitempty"`
	Fill    string        `json:"fill,omitempty"`
	Paths   [][][2]int    `json:"paths"`
	Stats   JSONStats     `json:"stats"`
}

// JSONStats are the "stats" of the JSON output.
type JSONStats struct {
	puzzle.JSONStats
	Connectivity string `json:"connectivity"`
	Colours      string `json:"colours"`
	Pairs        int    `json:"pairs"`
}

func jsonOutput(r *puzzle.Result) *JSONOutput {
	p := r.Item.Puzzle.(*Puzzle)
	o := &JSONOutput{JSONPuzzle: jsonPuzzleOf(p), Status: r.Status, Unique: r.Unique, Matches: r.Matches}
	if s, ok := r.First().(*Solution); ok && r.Status == puzzle.Solved {
		o.Paths = PathCells(p, s)
		if s.FillAll {
			o.Fill = FillAll
		}
	}
	o.Stats.JSONStats = puzzle.NewJSONStats(r)
	nums, _ := p.Pairs()
	o.Stats.Pairs = len(nums)
	if e := r.Encoding; e != nil {
		o.Stats.Connectivity = e.Settings["connectivity"]
		o.Stats.Colours = e.Settings["colours"]
	}
	return o
}

// PathCells are the paths of s, one per pair in increasing order of the
// numbers, each its cells in order from the pair's first cell
// row-major (a path that breaks stops there).
func PathCells(p *Puzzle, s *Solution) [][][2]int {
	_, cells := p.Pairs()
	out := make([][][2]int, 0, len(cells))
	for _, cs := range cells {
		start := [2]int{cs[0] / p.Cols, cs[0] % p.Cols}
		pts := [][2]int{start}
		prev, cur := [2]int{-1, -1}, start
		for len(pts) <= p.Rows*p.Cols {
			l := s.cellLinks(cur[0], cur[1])
			next, found := [2]int{}, false
			for d, st := range Step {
				nb := [2]int{cur[0] + st[0], cur[1] + st[1]}
				if l[d] && nb != prev {
					next, found = nb, true
					break
				}
			}
			if !found {
				break
			}
			pts = append(pts, next)
			prev, cur = cur, next
			if p.At(cur[0], cur[1]) != 0 {
				break
			}
		}
		out = append(out, pts)
	}
	return out
}
