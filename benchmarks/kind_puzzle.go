package benchmarks

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/internal/lazyre"
	"github.com/puzzlesat/puzzlesat/puzzle"
	puzzlekinds "github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Puzzle files are told apart by name and first content line:
//
//	*.has                                  hashi (CLLV)
//	"WxHmM[L]:desc" (an m parameter)       hashi (Tatham Bridges game IDs)
//	"WxH:desc" (no m parameter)            shikaku (Tatham Rectangles game IDs)
//	"houses: N" or "Category: a, b, ..."   zebra (native language)
//	JSON with "islands"                    hashi
//	JSON with "rooms" or "shikaku"         shikaku
//	JSON with "categories" or "puzzle"     zebra (native JSON, ZebraLogic JSONL)
//	other *.json                           shikaku
//	a puzz.link URL                        the kind it names (hashi, shikaku)
//	a janko.at block ("begin")             the kind of its "puzzle" line
//	a grid (digits, '.', '-')              the kind named by a directory on
//	                                       the path (.../hashi/..., .../shikaku/...)
//
// --kind overrides all of this.
//
// The expressions are compiled on first use, not at start-up
// (docs/performance.md).
var (
	tathamID    = &lazyre.Regexp{Expr: `^\d+x\d+([A-Za-z][0-9.]*)*:`}
	tathamParam = &lazyre.Regexp{Expr: `^\d+x\d+[^:]*m\d`}
	// houses 5 | houses: 5 | positions House: a, b | Color: red, green, ...
	zebraLine = &lazyre.Regexp{Expr: `^(?i:houses\s*:?\s*\d+\s*(#.*)?$|[A-Za-z][^:#]*:[^,#]+,)`}
)

// firstContentLine is the first line that is neither blank nor a comment.
func firstContentLine(head []byte) string {
	for _, ln := range strings.Split(string(head), "\n") {
		ln = strings.TrimSpace(ln)
		if ln == "" || ln[0] == '#' || ln[0] == '%' {
			continue
		}
		return ln
	}
	return ""
}

// puzzleKindOf guesses the puzzle kind of a file ("" when none).
func puzzleKindOf(path string, head []byte) string {
	if hasExt(path, ".cnf", ".dimacs") {
		return ""
	}
	switch {
	case hasExt(path, ".has"):
		return "hashi"
	case hasExt(path, ".zebra"):
		return "zebra"
	}
	line := firstContentLine(head)
	if line == "" {
		return ""
	}
	switch {
	case line[0] == '{' || line[0] == '[':
		h := string(head)
		switch {
		case strings.Contains(h, `"islands"`):
			return "hashi"
		case strings.Contains(h, `"rooms"`) || strings.Contains(h, `"shikaku"`):
			return "shikaku"
		case strings.Contains(h, `"categories"`) || strings.Contains(h, `"puzzle"`):
			return "zebra"
		case hasExt(path, ".json"):
			return "shikaku"
		}
		return ""
	case puzzlink.Looks([]byte(line)):
		return urlKind(line)
	case strings.EqualFold(line, "begin"):
		return jankoKind(head)
	case tathamID.Re().MatchString(line):
		if tathamParam.Re().MatchString(line) {
			return "hashi"
		}
		return "shikaku"
	case zebraLine.Re().MatchString(line):
		return "zebra"
	}
	// A grid: only the name or the directory can tell.
	if !hasExt(path, ".txt", ".grid", ".hashi", ".shikaku") {
		return ""
	}
	switch {
	case hasExt(path, ".hashi"):
		return "hashi"
	case hasExt(path, ".shikaku"):
		return "shikaku"
	}
	for _, part := range strings.Split(filepath.ToSlash(path), "/") {
		switch strings.ToLower(part) {
		case "hashi", "hashiwokakero", "bridges":
			return "hashi"
		case "shikaku", "rect", "rectangles":
			return "shikaku"
		}
	}
	return ""
}

// urlKind is the kind a puzz.link URL names (its query's first segment):
// "hashi" for hashi, hashikake and bridges, "shikaku".
func urlKind(line string) string {
	if i := strings.IndexByte(line, '?'); i >= 0 {
		line = line[i+1:]
	}
	for {
		i := strings.IndexByte(line, '&')
		if i < 0 || strings.IndexByte(line, '/') < i {
			break
		}
		line = line[i+1:]
	}
	first, _, _ := strings.Cut(line, "/")
	k, _ := puzzlink.CanonicalKind(strings.TrimSuffix(strings.TrimSuffix(first, "_edit"), "_play"))
	return k
}

// jankoKind is the kind a janko.at block names in its "puzzle" line.
func jankoKind(head []byte) string {
	for _, ln := range strings.Split(string(head), "\n") {
		f := strings.Fields(ln)
		if len(f) == 2 && strings.EqualFold(f[0], "puzzle") {
			switch strings.ToLower(f[1]) {
			case "hashi", "hashiwokakero", "bridges":
				return "hashi"
			case "sikaku", "shikaku":
				return "shikaku"
			}
		}
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
	r, err := solve.Encoded(ctx, p.k, it, e, start, solve.Options{Solver: s, Unique: in.Unique})
	var wrong *solve.WrongAnswerError
	if errors.As(err, &wrong) {
		o.Status, o.Check, o.CheckErr = solver.Sat, CheckFail, wrong.Err.Error()
		return o, nil
	}
	if err != nil {
		return o, err
	}
	o.Outcome(r)
	return o, nil
}
