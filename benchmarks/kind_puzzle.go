package benchmarks

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	puzzlekinds "github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Puzzle files are told apart by name and first content line, by the
// kinds themselves (puzzle.DetectFile: each kind's puzzle.Namer and
// puzzle.Detector, in the registry's order); DIMACS files are no
// puzzle's. --kind overrides all of this.

// puzzleKindOf guesses the puzzle kind of a file ("" when none).
func puzzleKindOf(path string, head []byte) string {
	if hasExt(path, ".cnf", ".dimacs") {
		return ""
	}
	if k, _ := puzzle.DetectFile(puzzlekinds.All(), path, head); k != nil {
		return k.Name()
	}
	return ""
}

// contentLines are the lines of a line-per-instance file that hold an
// instance: not blank, not a comment.
func contentLines(data []byte) [][]byte {
	var out [][]byte
	for _, ln := range bytes.Split(data, []byte("\n")) {
		t := bytes.TrimSpace(ln)
		if len(t) == 0 || t[0] == '#' || t[0] == '%' {
			continue
		}
		out = append(out, ln)
	}
	return out
}

// itemLine returns the item-th instance line when the file is one
// instance per line (its content lines match the instance count), so that
// a run parses its own instance only, not the whole file.
func itemLine(in Input) ([]byte, bool) {
	if in.Items <= 1 {
		return nil, false
	}
	lines := contentLines(in.Data)
	if len(lines) != in.Items || in.Item < 0 || in.Item >= len(lines) {
		return nil, false
	}
	return append(bytes.TrimSpace(lines[in.Item]), '\n'), true
}

// puzzleKind is the harness's adapter for every puzzle kind of the
// contract (package kinds): one adapter, written once.
type puzzleKind struct{ k puzzle.Kind }

// puzzleKinds are the adapters of the registered puzzle kinds.
func puzzleKinds() []Kind {
	var ks []Kind
	for _, k := range puzzlekinds.All() {
		ks = append(ks, puzzleKind{k})
	}
	return ks
}

func (p puzzleKind) Name() string { return p.k.Name() }

func (p puzzleKind) Match(path string, head []byte) bool {
	return puzzleKindOf(path, head) == p.k.Name()
}

// Axes are the kind's encoding options.
func (p puzzleKind) Axes() []string {
	var out []string
	for _, o := range p.k.Options() {
		out = append(out, o.Name)
	}
	return out
}

// Accepts implements ValueFilter: a value the kind's option allows.
func (p puzzleKind) Accepts(axis, value string) bool {
	for _, o := range p.k.Options() {
		if o.Name == axis {
			return contains(o.Values, value)
		}
	}
	return false
}

// Items implements MultiKind.
func (p puzzleKind) Items(data []byte) (int, error) {
	items, err := puzzle.Read(p.k, puzzle.Source{Name: "", Data: data}, "")
	return len(items), err
}

// PrepareFile implements FilePreparer for formats whose puzzles are read
// with the rest of their file (puzzle.Format.Whole: ZebraLogic): the file
// is read once, with a solution-counting judge for ambiguous wording,
// and each run gets its puzzle in the kind's JSON format. Other files
// give no payloads: their runs read their own puzzle.
func (p puzzleKind) PrepareFile(path string, data []byte) ([][]byte, error) {
	f, err := puzzle.Detected(p.k, data, "")
	if err != nil || !f.Whole {
		return nil, err
	}
	src := puzzle.Source{Name: path, Data: data, Count: solve.Counter(context.Background(), p.k, nil, puzzle.Options{})}
	items, err := puzzle.Read(p.k, src, "")
	if err != nil {
		return nil, err
	}
	out := make([][]byte, len(items))
	for i, it := range items {
		if it.Err != nil {
			out[i] = []byte("error: " + it.Err.Error())
			continue
		}
		var b bytes.Buffer
		if err := puzzle.Write(p.k, &b, it.Puzzle, "json"); err != nil {
			return nil, err
		}
		out[i] = b.Bytes()
	}
	return out, nil
}

// read returns the instance's puzzle: from its payload, its own line of a
// line-per-puzzle file, or the whole file.
func (p puzzleKind) read(in Input) (puzzle.Item, error) {
	data, item, format := in.Data, in.Item, ""
	if in.Prepared != nil {
		if msg, ok := bytes.CutPrefix(in.Prepared, []byte("error: ")); ok {
			return puzzle.Item{}, errors.New(string(msg))
		}
		data, item, format = in.Prepared, 0, "json"
	} else if line, ok := itemLine(in); ok {
		data, item = line, 0
	}
	items, err := puzzle.Read(p.k, puzzle.Source{Name: in.Path, Data: data}, format)
	if err != nil {
		return puzzle.Item{}, err
	}
	if item >= len(items) {
		return puzzle.Item{}, fmt.Errorf("%s: no puzzle %d (the file holds %d)", in.Path, item+1, len(items))
	}
	return items[item], items[item].Err
}

// Run parses the instance, encodes it with the run's options, solves it
// with the one checked solve loop (package solve) and reports. A wrong
// answer is recorded as a failed check, not an error. The sizes are those
// of the formula the solver gets (native constraints lowered for
// backends without them).
func (p puzzleKind) Run(ctx context.Context, in Input, s solver.Solver) (Outcome, error) {
	o := Outcome{Conflicts: -1, Decisions: -1}
	it, err := p.read(in)
	if err != nil {
		return o, err
	}
	o.Class = it.Info.Class
	start := time.Now()
	set, err := puzzle.CheckOptions(p.k, in.Options)
	if err != nil {
		return o, err
	}
	e, err := p.k.Encode(it.Puzzle, puzzle.Options{Settings: set})
	if err != nil {
		return o, err
	}
	if len(e.Formula.Cards()) > 0 && !solver.NativeCards(s) {
		e.Formula = e.Formula.Lowered(encode.Totalizer)
	}
	o.FormulaSize(e.Formula)
	r, err := solve.Encoded(ctx, p.k, it, e, start, solve.Options{Solver: s, Unique: in.Unique, Strength: in.Strength})
	var wrong *solve.WrongAnswerError
	if errors.As(err, &wrong) {
		o.Status, o.Check, o.CheckErr = solver.Sat, CheckFail, wrong.Err.Error()
		return o, nil
	}
	if err != nil {
		return o, err
	}
	o.Outcome(r)
	if r.Stats.UPStrength != nil {
		// solve.Encoded measures strength after its Total: the rest is the measure's.
		o.UPStrength = r.Stats.UPStrength
		o.StrengthSeconds = max(time.Since(start)-r.Stats.Total, 0).Seconds()
	}
	return o, nil
}
