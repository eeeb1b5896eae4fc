package score

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// ZebraOptions name the inputs in messages.
type ZebraOptions struct {
	PuzzlesFile string
	AnswersFile string
}

// Report is the score of a set of answers.
type Report struct {
	Total
	// ValidOther lists the answers that are not the reference but satisfy
	// every clue (possible only for a puzzle with several solutions).
	ValidOther []string `json:"valid_not_reference_ids"`
	// Unchecked lists the puzzles with a wrong complete answer whose clues
	// could not be checked (the text could not be read, or its reading
	// refuses the reference solution).
	Unchecked []string        `json:"unchecked"`
	BySize    []Total         `json:"by_size"`
	ByBucket  []Total         `json:"by_bucket"`
	Unread    []AnswerError   `json:"unreadable"`
	Unknown   []UnknownAnswer `json:"unknown_ids"`
	PerPuzzle []PuzzleScore   `json:"per_puzzle"`
}

// Total sums a group of puzzles: all of them, one size, or one bucket.
type Total struct {
	Group          string  `json:"group"`                  // "all", a size "N*M", or a bucket name
	SearchSpace    string  `json:"search_space,omitempty"` // a bucket's range of (N!)^M
	Puzzles        int     `json:"puzzles"`
	Answered       int     `json:"answered"` // readable answers
	Missing        int     `json:"missing"`  // no answer or an unreadable one
	Solved         int     `json:"solved"`
	Cells          int     `json:"cells"`
	CorrectCells   int     `json:"correct_cells"`
	ValidOther     int     `json:"valid_not_reference"`
	PuzzleAccuracy float64 `json:"puzzle_accuracy"` // percent
	CellAccuracy   float64 `json:"cell_accuracy"`   // percent
	NoAnswer       float64 `json:"no_answer"`       // percent of puzzles
}

// PuzzleScore is one puzzle's result.
type PuzzleScore struct {
	ID           string `json:"id"`
	Size         string `json:"size"`
	Bucket       string `json:"bucket"`
	Status       string `json:"status"` // solved, wrong, valid-not-reference, missing, unreadable
	Cells        int    `json:"cells"`
	CorrectCells int    `json:"correct_cells"`
	// IgnoredColumns are answer columns the reference does not have.
	IgnoredColumns []string `json:"ignored_columns,omitempty"`
}

// AnswerError is an answer that could not be read.
type AnswerError struct {
	ID   string        `json:"id,omitempty"`
	Line int           `json:"line"`
	Col  int           `json:"column"`
	Msg  string        `json:"error"` // file:line:column: message (at "text")
	Err  *srcpos.Error `json:"-"`
}

// UnknownAnswer is an answer for an id that is not among the puzzles.
type UnknownAnswer struct {
	ID   string `json:"id"`
	Line int    `json:"line"`
}

// Buckets are ZebraLogic's difficulty groups by search space (N!)^M:
// the name, the upper bound (exclusive; 0 for none) and the range as text.
var Buckets = []struct {
	Name  string
	Below int64
	Range string
}{
	{"small", 1e3, "< 10^3"},
	{"medium", 1e6, "10^3 .. 10^6"},
	{"large", 1e10, "10^6 .. 10^10"},
	{"x-large", 0, ">= 10^10"},
}

// Bucket is the ZebraLogic difficulty bucket of n houses and m attributes.
func Bucket(n, m int) string {
	f := big.NewInt(1)
	f.MulRange(1, int64(n))
	space := new(big.Int).Exp(f, big.NewInt(int64(m)), nil)
	for _, b := range Buckets {
		if b.Below == 0 || space.Cmp(big.NewInt(b.Below)) < 0 {
			return b.Name
		}
	}
	return Buckets[len(Buckets)-1].Name
}

// reference is one puzzle of the puzzles file.
type reference struct {
	id    string
	line  int
	n, m  int
	size  string
	table *table
	cols  map[string]int // normalized column name -> reference column
	house map[string]int // normalized house name -> row
	text  string         // the puzzle text, for a second reading
}

// Zebra scores the answers (JSONL) against the puzzles (ZebraLogic JSONL).
// An error is returned only for the puzzles file (every puzzle needs an id
// and its reference solution); unreadable answers are reported in the
// Report.
func Zebra(puzzles, answers []byte, opt ZebraOptions) (*Report, error) {
	refs, err := readReferences(puzzles)
	if err != nil {
		return nil, srcpos.WithFile(err, opt.PuzzlesFile)
	}
	byID := map[string]*reference{}
	for _, r := range refs {
		byID[r.id] = r
	}
	rep := &Report{}
	got := readAnswers(answers, byID, rep, opt.AnswersFile)
	var check []int // puzzles with a complete wrong answer
	for i, r := range refs {
		ps := PuzzleScore{ID: r.id, Size: r.size, Bucket: Bucket(r.n, r.m), Cells: r.n * r.m, Status: "missing"}
		if a, ok := got[r.id]; ok {
			if a.unread {
				ps.Status = "unreadable"
			} else {
				var full bool
				ps.CorrectCells, full, ps.IgnoredColumns = compare(r, a)
				ps.Status = "wrong"
				if ps.CorrectCells == ps.Cells {
					ps.Status = "solved"
				} else if full {
					check = append(check, i)
				}
			}
		}
		rep.PerPuzzle = append(rep.PerPuzzle, ps)
	}
	if len(check) > 0 {
		checkValid(puzzles, refs, got, check, rep)
	}
	rep.sum()
	return rep, nil
}

// readReferences reads the puzzles file's ids and solutions.
func readReferences(data []byte) ([]*reference, error) {
	var refs []*reference
	seen := map[string]int{}
	for i, line := range bytes.Split(data, []byte("\n")) {
		n := i + 1
		if i == 0 {
			line = bytes.TrimPrefix(line, []byte("\uFEFF"))
		}
		line = bytes.TrimRight(line, "\r")
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		obj, err := jsonLine(line, n)
		if err != nil {
			return nil, err
		}
		r, err := reference1(obj, line, n)
		if err != nil {
			return nil, err
		}
		if first, dup := seen[r.id]; dup {
			return nil, errAt(line, n, obj["id"].off, "puzzle id %q again (first on line %d)", r.id, first)
		}
		seen[r.id] = n
		refs = append(refs, r)
	}
	if len(refs) == 0 {
		return nil, &srcpos.Error{Msg: "no puzzle in the puzzles file"}
	}
	return refs, nil
}

func reference1(obj map[string]field, line []byte, n int) (*reference, error) {
	var id string
	f, ok := obj["id"]
	if !ok || json.Unmarshal(f.raw, &id) != nil || id == "" {
		return nil, errAt(line, n, f.off, "every puzzle needs an \"id\" string")
	}
	t, err := readTable(obj, line, n)
	if err != nil {
		return nil, err
	}
	if t == nil || len(t.header) < 2 || len(t.rows) == 0 {
		return nil, errAt(line, n, f.off, "puzzle %q has no reference solution (a \"solution\" with a header of the house and 1 or more attributes, and rows)", id)
	}
	r := &reference{id: id, line: n, table: t, n: len(t.rows), m: len(t.header) - 1,
		cols: map[string]int{}, house: map[string]int{}}
	r.size = fmt.Sprintf("%d*%d", r.n, r.m)
	for j, h := range t.header {
		if _, dup := r.cols[normName(h)]; dup {
			return nil, errAt(line, n, obj["solution"].off, "puzzle %q: column %q twice in the solution", id, h)
		}
		r.cols[normName(h)] = j
	}
	for k, row := range t.rows {
		for _, name := range []string{row[0], t.header[0] + row[0]} {
			if _, dup := r.house[normName(name)]; dup {
				return nil, errAt(line, n, obj["solution"].off, "puzzle %q: house %q twice in the solution", id, row[0])
			}
			r.house[normName(name)] = k
		}
	}
	if p, ok := obj["puzzle"]; ok {
		_ = json.Unmarshal(p.raw, &r.text)
	}
	return r, nil
}

// answer is one readable answer, or the mark of an unreadable one.
type answer struct {
	t      *table // nil: no answer given
	rows   []int  // the reference row of each answer row
	unread bool
}

// readAnswers reads the answers file; unreadable answers and unknown ids
// go to the report.
func readAnswers(data []byte, refs map[string]*reference, rep *Report, file string) map[string]*answer {
	got := map[string]*answer{}
	firstLine := map[string]int{}
	bad := func(id string, err error) {
		var e *srcpos.Error
		if !errors.As(err, &e) {
			e = &srcpos.Error{Msg: err.Error()}
		}
		if file != "" {
			e.File = file
		}
		rep.Unread = append(rep.Unread, AnswerError{ID: id, Line: e.Line, Col: e.Col, Msg: e.Error(), Err: e})
	}
	for i, line := range bytes.Split(data, []byte("\n")) {
		n := i + 1
		if i == 0 {
			line = bytes.TrimPrefix(line, []byte("\uFEFF"))
		}
		line = bytes.TrimRight(line, "\r")
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		obj, err := jsonLine(line, n)
		if err != nil {
			bad("", err)
			continue
		}
		var id string
		f, ok := obj["id"]
		if !ok || json.Unmarshal(f.raw, &id) != nil || id == "" {
			bad("", errAt(line, n, f.off, "every answer needs an \"id\" string"))
			continue
		}
		r, known := refs[id]
		if !known {
			rep.Unknown = append(rep.Unknown, UnknownAnswer{ID: id, Line: n})
			continue
		}
		if first, dup := firstLine[id]; dup {
			bad(id, errAt(line, n, f.off, "a second answer for %q (the first is on line %d)", id, first))
			got[id] = &answer{unread: true}
			continue
		}
		firstLine[id] = n
		a, err := readAnswer(obj, line, n, r)
		if err != nil {
			bad(id, err)
			a = &answer{unread: true}
		}
		if a.t != nil || a.unread {
			got[id] = a
		}
	}
	return got
}

// readAnswer reads one answer's table and matches its rows to houses.
func readAnswer(obj map[string]field, line []byte, n int, r *reference) (*answer, error) {
	t, err := readTable(obj, line, n)
	if err != nil || t == nil {
		return &answer{}, err
	}
	a := &answer{t: t, rows: make([]int, len(t.rows))}
	if len(t.rows) == 0 {
		return a, nil // an empty table: answered, nothing right (as ZeroEval counts it)
	}
	off := obj["rows"].off
	if s, ok := obj["solution"]; ok {
		off = s.off
	}
	rowAt := func(k int) int {
		if k < len(t.rowOff) {
			return t.rowOff[k]
		}
		return off
	}
	names := map[string]bool{}
	for _, h := range t.header {
		if names[normName(h)] {
			return nil, errAt(line, n, off, "column %q twice in the answer", h)
		}
		names[normName(h)] = true
	}
	hc := houseColumn(r, t)
	if hc < 0 {
		if len(t.rows) != r.n {
			return nil, errAt(line, n, off, "%d rows and no %q column, want the %d houses in order", len(t.rows), r.table.header[0], r.n)
		}
		for k := range a.rows {
			a.rows[k] = k
		}
		return a, nil
	}
	seen := make([]bool, r.n)
	for k, row := range t.rows {
		ri, ok := r.house[normName(row[hc])]
		if !ok {
			return nil, errAt(line, n, rowAt(k), "row %d: house %q is not one of the puzzle's %d houses", k+1, row[hc], r.n)
		}
		if seen[ri] {
			return nil, errAt(line, n, rowAt(k), "row %d: house %q again", k+1, row[hc])
		}
		seen[ri] = true
		a.rows[k] = ri
	}
	return a, nil
}

// houseColumn is the answer's house column, or -1.
func houseColumn(r *reference, t *table) int {
	for j, h := range t.header {
		if nh := normName(h); nh == normName(r.table.header[0]) || nh == "house" {
			return j
		}
	}
	return -1
}

// columns maps the answer's columns to reference columns (-1: the house
// column or a column the reference does not have, listed in ignored).
func columns(r *reference, t *table) (col []int, ignored []string) {
	col = make([]int, len(t.header))
	for j, h := range t.header {
		c, ok := r.cols[normName(h)]
		switch {
		case !ok && normName(h) != "house":
			ignored = append(ignored, h)
			col[j] = -1
		case !ok || c == 0:
			col[j] = -1
		default:
			col[j] = c
		}
	}
	return col, ignored
}

// compare counts the answer's right cells and tells whether the answer
// gives a value for every cell (so that it can be a solution).
func compare(r *reference, a *answer) (right int, full bool, ignored []string) {
	col, ignored := columns(r, a.t)
	filled := map[[2]int]bool{}
	for k, row := range a.t.rows {
		ref := r.table.rows[a.rows[k]]
		for j, v := range row {
			c := col[j]
			if c <= 0 || normValue(v) == "" {
				continue
			}
			filled[[2]int{a.rows[k], c}] = true
			if normValue(v) == normValue(ref[c]) {
				right++
			}
		}
	}
	return right, len(filled) == r.n*r.m, ignored
}

// sum fills the totals.
func (rep *Report) sum() {
	all := &Total{Group: "all"}
	sizes := map[string]*Total{}
	buckets := map[string]*Total{}
	for _, ps := range rep.PerPuzzle {
		if sizes[ps.Size] == nil {
			sizes[ps.Size] = &Total{Group: ps.Size}
		}
		if buckets[ps.Bucket] == nil {
			buckets[ps.Bucket] = &Total{Group: ps.Bucket}
		}
		for _, t := range []*Total{all, sizes[ps.Size], buckets[ps.Bucket]} {
			t.add(ps)
		}
	}
	rep.Total = *all.finish()
	var names []string
	for s := range sizes {
		names = append(names, s)
	}
	sort.Slice(names, func(i, j int) bool { return sizeLess(names[i], names[j]) })
	for _, s := range names {
		rep.BySize = append(rep.BySize, *sizes[s].finish())
	}
	for _, b := range Buckets {
		if t := buckets[b.Name]; t != nil {
			t.SearchSpace = b.Range
			rep.ByBucket = append(rep.ByBucket, *t.finish())
		}
	}
}

func (t *Total) add(ps PuzzleScore) {
	t.Puzzles++
	t.Cells += ps.Cells
	t.CorrectCells += ps.CorrectCells
	switch ps.Status {
	case "missing", "unreadable":
		t.Missing++
		return
	case "solved":
		t.Solved++
	case "valid-not-reference":
		t.ValidOther++
	}
	t.Answered++
}

func (t *Total) finish() *Total {
	pct := func(a, b int) float64 {
		if b == 0 {
			return 0
		}
		return 100 * float64(a) / float64(b)
	}
	t.PuzzleAccuracy = pct(t.Solved, t.Puzzles)
	t.CellAccuracy = pct(t.CorrectCells, t.Cells)
	t.NoAnswer = pct(t.Missing, t.Puzzles)
	return t
}

// sizeLess orders "N*M" sizes by N, then M.
func sizeLess(a, b string) bool {
	an, am := splitSize(a)
	bn, bm := splitSize(b)
	if an != bn {
		return an < bn
	}
	return am < bm
}

func splitSize(s string) (int, int) {
	x, y, _ := strings.Cut(s, "*")
	n, _ := strconv.Atoi(x)
	m, _ := strconv.Atoi(y)
	return n, m
}
