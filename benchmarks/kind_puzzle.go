package benchmarks

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/puzzlesat/puzzlesat/encode"
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
//	a grid (digits, '.', '-')              the kind named by a directory on
//	                                       the path (.../hashi/..., .../shikaku/...)
//
// --kind overrides all of this.
//
// The expressions are compiled on first use, not at start-up
// (docs/performance.md).
var (
	tathamID    = &lazyRegexp{expr: `^\d+x\d+([A-Za-z][0-9.]*)*:`}
	tathamParam = &lazyRegexp{expr: `^\d+x\d+[^:]*m\d`}
	// houses 5 | houses: 5 | positions House: a, b | Color: red, green, ...
	zebraLine = &lazyRegexp{expr: `^(?i:houses\s*:?\s*\d+\s*(#.*)?$|[A-Za-z][^:#]*:[^,#]+,)`}
)

// lazyRegexp is a regular expression compiled on first use; declared as
// &lazyRegexp{expr: ...} it is static data, with nothing to run at start-up.
type lazyRegexp struct {
	once sync.Once
	expr string
	v    *regexp.Regexp
}

func (l *lazyRegexp) re() *regexp.Regexp {
	l.once.Do(func() { l.v = regexp.MustCompile(l.expr) })
	return l.v
}

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
	case tathamID.re().MatchString(line):
		if tathamParam.re().MatchString(line) {
			return "hashi"
		}
		return "shikaku"
	case zebraLine.re().MatchString(line):
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

// solveChecked runs the generic loop for up to 1 solution (2 with
// in.Unique) and checks every solution with check, which must share no
// logic with the encoder. Native cardinality constraints go to external
// solvers as totalizer clauses, as the puzzle packages' Solve functions do;
// the outcome's sizes are those of the formula the solver gets.
func solveChecked(ctx context.Context, in Input, s solver.Solver, p solver.Problem, o *Outcome, check func(encode.Model) error) error {
	if len(p.Formula.Cards()) > 0 && !solver.NativeCards(s) {
		p.Formula = p.Formula.Lowered(encode.Totalizer)
	}
	o.FormulaSize(p.Formula)
	max := 1
	if in.Unique {
		max = 2
	}
	o.Check = CheckOK
	sum, err := solver.Enumerate(ctx, s, p, max, func(m encode.Model) error {
		if err := check(m); err != nil && o.Check != CheckFail {
			o.Check, o.CheckErr = CheckFail, err.Error()
		}
		return nil
	})
	if wrongModel(o, err) {
		return nil
	}
	if err != nil {
		return err
	}
	o.Summary(sum)
	if o.Status != solver.Sat {
		o.Check = CheckNone
	}
	return nil
}
