package benchmarks

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// Status of a run as recorded.
const (
	StatusSat     = "SAT"
	StatusUnsat   = "UNSAT"
	StatusUnknown = "UNKNOWN" // timeout
	StatusError   = "ERROR"   // the run failed: bad input, solver crash, wrong model
)

// Record is one run's result: a row of results.csv.
type Record struct {
	Job      int        `json:"job"` // the job's index in the whole sweep
	Of       int        `json:"of"`  // jobs in the whole sweep
	Set      string     `json:"set"` // the PATH argument the instance was found under, with --by-path
	Instance string     `json:"instance"`
	Class    string     `json:"class"` // the instance's size class, with --by-class
	Kind     string     `json:"kind"`
	Options  string     `json:"options"` // canonical Options.String()
	Solver   string     `json:"solver"`
	Repeat   int        `json:"repeat"`
	Status   string     `json:"status"`
	Check    Check      `json:"check"`
	Unique   Uniqueness `json:"unique"` // when the sweep asked for uniqueness proofs
	Vars     int        `json:"vars"`
	AuxVars  int        `json:"aux_vars"`
	Clauses  int        `json:"clauses"`
	Literals int        `json:"literals"`
	Rounds   int        `json:"rounds"`
	Conflict int64      `json:"conflicts"` // -1 unknown
	Decision int64      `json:"decisions"` // -1 unknown
	Timeout  float64    `json:"timeout_s"` // 0: none
	Wall     float64    `json:"wall_s"`    // parse+encode+solve+decode+check, measured in the worker
	Solve    float64    `json:"solve_s"`   // inside the solver
	MaxRSSKB int64      `json:"maxrss_kb"` // peak resident memory of the worker and its children; -1 unknown
	Error    string     `json:"error"`     // why the run failed, or which rule a wrong solution broke

	// Certified is "yes" when the run's UNSAT answer (or the final one of
	// its uniqueness proof) was checked with a DRAT proof (--certify).
	Certified string `json:"certified"`

	// UPStrength is the encoding's propagation strength on the instance
	// (package solver/strength), "0.9375", when the sweep asked for it
	// (--strength N) and the run found a solution; "" otherwise.
	UPStrength string `json:"up_strength"`
}

// Solved reports whether the run counts as solved: a SAT or UNSAT answer
// that no checker rejected.
func (r *Record) Solved() bool {
	return (r.Status == StatusSat || r.Status == StatusUnsat) && r.Check != CheckFail
}

// Wrong reports whether the run gave a wrong answer (its solution failed
// the rule checker).
func (r *Record) Wrong() bool { return r.Check == CheckFail }

// Columns is the header of results.csv.
var Columns = []string{
	"job", "of", "set", "instance", "class", "kind", "options", "solver", "repeat", "status", "check", "unique", "certified", "up_strength",
	"vars", "aux_vars", "clauses", "literals", "rounds", "conflicts", "decisions",
	"timeout_s", "wall_s", "solve_s", "maxrss_kb", "error",
}

// TimingColumns are the columns that vary between two runs of the same
// sweep; every other column is deterministic for deterministic solvers.
var TimingColumns = []string{"wall_s", "solve_s", "maxrss_kb", "conflicts", "decisions"}

// roundSec rounds seconds to the microsecond, the CSV's resolution, so that
// a report computed before writing the CSV equals one computed after
// reading it back.
func roundSec(s float64) float64 {
	return math.Round(s*1e6) / 1e6
}

func fmtSec(s float64) string { return strconv.FormatFloat(roundSec(s), 'f', 6, 64) }

// normalize brings r to what a CSV round trip gives.
func (r *Record) normalize() {
	r.Timeout = roundSec(r.Timeout)
	r.Wall = roundSec(r.Wall)
	r.Solve = roundSec(r.Solve)
	r.Error = strings.Join(strings.Fields(r.Error), " ")
}

func (r *Record) row() []string {
	return []string{
		strconv.Itoa(r.Job), strconv.Itoa(r.Of), r.Set, r.Instance, r.Class, r.Kind, r.Options, r.Solver,
		strconv.Itoa(r.Repeat), r.Status, string(r.Check), string(r.Unique), r.Certified, r.UPStrength,
		strconv.Itoa(r.Vars), strconv.Itoa(r.AuxVars), strconv.Itoa(r.Clauses), strconv.Itoa(r.Literals),
		strconv.Itoa(r.Rounds), strconv.FormatInt(r.Conflict, 10), strconv.FormatInt(r.Decision, 10),
		fmtSec(r.Timeout), fmtSec(r.Wall), fmtSec(r.Solve), strconv.FormatInt(r.MaxRSSKB, 10), r.Error,
	}
}

// WriteCSV writes a header and the records.
func WriteCSV(w io.Writer, recs []Record) error {
	cw, err := NewCSVWriter(w)
	if err != nil {
		return err
	}
	for i := range recs {
		if err := cw.Write(recs[i]); err != nil {
			return err
		}
	}
	return cw.Flush()
}

// CSVWriter writes records as the rows of a results.csv, one at a time.
type CSVWriter struct{ cw *csv.Writer }

// NewCSVWriter writes the header.
func NewCSVWriter(w io.Writer) (*CSVWriter, error) {
	cw := csv.NewWriter(w)
	return &CSVWriter{cw}, cw.Write(Columns)
}

// Write writes one record.
func (w *CSVWriter) Write(r Record) error {
	r.normalize()
	return w.cw.Write(r.row())
}

// Flush writes what is buffered and reports any write error.
func (w *CSVWriter) Flush() error {
	w.cw.Flush()
	return w.cw.Error()
}

// ReadCSV reads what WriteCSV wrote. Columns are found by name, so files
// with extra columns (from a newer version) still read; a missing column
// or a malformed value is an error naming the line and column.
func ReadCSV(r io.Reader) ([]Record, error) {
	cr, err := newCSVReader(r)
	if err != nil {
		return nil, err
	}
	var out []Record
	for {
		rec, err := cr.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		out = append(out, rec)
	}
}

// csvReader reads the records of a results.csv one at a time.
type csvReader struct {
	cr     *csv.Reader
	header []string
	col    map[string]int
	line   int // of the last record read
}

// newCSVReader reads the header.
func newCSVReader(r io.Reader) (*csvReader, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.ReuseRecord = true
	header, err := cr.Read()
	if err == io.EOF {
		return nil, errors.New("empty CSV (no header)")
	}
	if err != nil {
		return nil, err
	}
	header = append([]string(nil), header...)
	col := map[string]int{}
	for i, h := range header {
		col[strings.TrimSpace(h)] = i
	}
	for _, c := range Columns {
		if _, ok := col[c]; !ok && !optionalColumns[c] {
			return nil, fmt.Errorf("line 1: missing column %q (is this a puzzlesat bench results.csv?)", c)
		}
	}
	return &csvReader{cr: cr, header: header, col: col}, nil
}

// offset is the byte offset just past the last record read.
func (c *csvReader) offset() int64 { return c.cr.InputOffset() }

// Next reads the next record; io.EOF after the last.
func (c *csvReader) Next() (Record, error) {
	row, err := c.cr.Read()
	if err != nil {
		return Record{}, err
	}
	line, _ := c.cr.FieldPos(0)
	c.line = line
	return c.decode(row, line)
}

// decode makes a record of a row.
func (c *csvReader) decode(row []string, line int) (Record, error) {
	if len(row) != len(c.header) {
		return Record{}, fmt.Errorf("line %d: %d fields, want %d", line, len(row), len(c.header))
	}
	p := fieldParser{row: row, col: c.col, line: line}
	rec := Record{
		Job: p.int("job"), Of: p.int("of"), Set: p.str("set"), Instance: p.str("instance"), Class: p.str("class"), Kind: p.str("kind"),
		Options: p.str("options"), Solver: p.str("solver"), Repeat: p.int("repeat"),
		Status: p.str("status"), Check: Check(p.str("check")), Unique: Uniqueness(p.str("unique")), Certified: p.opt("certified"), UPStrength: p.opt("up_strength"),
		Vars: p.int("vars"), AuxVars: p.int("aux_vars"), Clauses: p.int("clauses"), Literals: p.int("literals"),
		Rounds: p.int("rounds"), Conflict: p.int64("conflicts"), Decision: p.int64("decisions"),
		Timeout: p.float("timeout_s"), Wall: p.float("wall_s"), Solve: p.float("solve_s"),
		MaxRSSKB: p.int64("maxrss_kb"), Error: p.str("error"),
	}
	if p.err != nil {
		return Record{}, p.err
	}
	if err := rec.validate(line); err != nil {
		return Record{}, err
	}
	return rec, nil
}

// validate checks a record's enumerations and ranges.
func (rec *Record) validate(line int) error {
	switch rec.Status {
	case StatusSat, StatusUnsat, StatusUnknown, StatusError:
	default:
		return fmt.Errorf("line %d, column status: unknown status %q", line, rec.Status)
	}
	switch rec.Check {
	case CheckNone, CheckOK, CheckFail:
	default:
		return fmt.Errorf("line %d, column check: unknown verdict %q", line, rec.Check)
	}
	switch rec.Unique {
	case UniqueUnknown, UniqueYes, UniqueNo:
	default:
		return fmt.Errorf("line %d, column unique: unknown verdict %q", line, rec.Unique)
	}
	if rec.Certified != "" && rec.Certified != "yes" {
		return fmt.Errorf("line %d, column certified: unknown value %q (want yes or nothing)", line, rec.Certified)
	}
	if rec.UPStrength != "" {
		if f, err := strconv.ParseFloat(rec.UPStrength, 64); err != nil || !(f >= 0 && f <= 1) {
			return fmt.Errorf("line %d, column up_strength: bad value %q (want a share from 0 to 1, or nothing)", line, rec.UPStrength)
		}
	}
	if rec.Job < 0 || rec.Of < 1 || rec.Job >= rec.Of {
		return fmt.Errorf("line %d: job %d of %d out of range", line, rec.Job, rec.Of)
	}
	if rec.Of > MaxJobs {
		return &LimitError{fmt.Sprintf("line %d: a sweep of %d runs: no sweep has more than %d", line, rec.Of, MaxJobs)}
	}
	if _, err := ParseOptions(rec.Options); err != nil {
		return fmt.Errorf("line %d, column options: %v", line, err)
	}
	return nil
}

type fieldParser struct {
	row  []string
	col  map[string]int
	line int
	err  error
}

func (p *fieldParser) str(name string) string { return p.row[p.col[name]] }

// opt is an optional column's value ("" when the file has no such column).
func (p *fieldParser) opt(name string) string {
	if i, ok := p.col[name]; ok {
		return p.row[i]
	}
	return ""
}

func (p *fieldParser) fail(name, v string, err error) {
	if p.err == nil {
		p.err = fmt.Errorf("line %d, column %s: bad value %q: %v", p.line, name, v, err)
	}
}

func (p *fieldParser) int64(name string) int64 {
	v := strings.TrimSpace(p.str(name))
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		p.fail(name, v, errors.Unwrap(err))
	}
	return n
}

func (p *fieldParser) int(name string) int {
	n := p.int64(name)
	if n != int64(int(n)) {
		p.fail(name, p.str(name), errors.New("out of range"))
	}
	return int(n)
}

func (p *fieldParser) float(name string) float64 {
	v := strings.TrimSpace(p.str(name))
	f, err := strconv.ParseFloat(v, 64)
	if err == nil && (math.IsNaN(f) || math.IsInf(f, 0) || f < 0) {
		err = errors.New("not a finite non-negative number")
	}
	if err != nil {
		p.fail(name, v, err)
	}
	return f
}

// optionalColumns may be missing from results.csv files written before
// they existed.
var optionalColumns = map[string]bool{"certified": true, "up_strength": true}
