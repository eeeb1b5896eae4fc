package benchmarks

import (
	"context"
	"fmt"
	"github.com/puzzlesat/puzzlesat/internal/compressed"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Kind is one instance format the harness can benchmark: DIMACS CNF, or a
// puzzle. A kind recognises its files, splits a file into instances (a
// Tatham file holds one game ID per line, a ZebraLogic file one puzzle per
// line), names the encoding-option axes it understands, and runs one
// instance end to end: parse, encode, solve, decode, check.
//
// Kinds are registered with Register; a puzzle plugs into the harness by
// adding one small adapter file to this package.
type Kind interface {
	// Name is the kind's name as it appears in records ("dimacs", "hashi").
	Name() string
	// Match reports whether the file at path, whose first bytes are head,
	// holds instances of this kind. Directory walks offer every file to
	// every kind in registration order; the first match wins.
	Match(path string, head []byte) bool
	// Axes are the option axes the kind understands (see Axes); options on
	// other axes do not apply to it and are left out of its jobs.
	Axes() []string
	// Run parses instance in.Item of in.Data, encodes it with in.Options,
	// solves it with s and checks the solution with a rule checker that
	// shares no logic with the encoder. A solve ended by ctx is not an
	// error: it is reported as Status Unknown.
	Run(ctx context.Context, in Input, s solver.Solver) (Outcome, error)
}

// MultiKind is implemented by kinds whose files may hold several
// instances. Files of other kinds hold one instance each, and the harness
// reads only their first bytes while planning a sweep.
type MultiKind interface {
	Kind
	// Items is the number of instances in the file's content. It must
	// agree with what Run accepts as Input.Item.
	Items(data []byte) (int, error)
}

// ValueFilter is implemented by kinds that take only some values of an
// axis (Hashi's "order" clue encoding is on the card axis, which Shikaku
// does not take). A sweep crosses such a kind with the accepted values
// only; when none of the given values is accepted, the axis is left at
// the kind's default.
type ValueFilter interface {
	Accepts(axis, value string) bool
}

// Name names the instance in messages: the path, with "#k" for one of
// several instances in the file.
func (in Input) Name() string {
	return Instance{Path: in.Path, Item: in.Item, Items: in.Items}.Name()
}

// FilePreparer is implemented by kinds that read a whole file once, in
// the planning process, before any run: PrepareFile returns one payload
// per instance (so it also says how many there are), and each run gets
// its instance's payload as Input.Prepared. Its time is not measured. The
// zebra kind reads a ZebraLogic file there, because the reading of one
// puzzle's text depends on the other puzzles of the file; its runs then
// start from the structured puzzle.
type FilePreparer interface {
	Kind
	PrepareFile(path string, data []byte) ([][]byte, error)
}

// Input is what a Kind's Run receives.
type Input struct {
	Path    string // the file, as discovered
	Data    []byte // the file's content (decompressed)
	Item    int    // which instance of the file, 0-based
	Items   int    // how many instances the file holds (as Items said)
	Options Options
	// Unique asks for a uniqueness proof: look for a second solution
	// (blocking the first on the primary variables) and report Unique.
	Unique bool
	// Strength, when at least 1, asks for the encoding's propagation
	// strength on that many sampled partial assignments (Outcome.UPStrength).
	Strength int
	// Prepared is the instance's payload from PrepareFile (nil without).
	Prepared []byte
}

// Check is the verdict of a kind's rule checker on a run.
type Check string

// The checker verdicts. A run that found no solution has nothing to check.
const (
	CheckNone Check = ""     // nothing to check (UNSAT, UNKNOWN, error)
	CheckOK   Check = "ok"   // the solution passed the rule checker
	CheckFail Check = "FAIL" // the solution broke a rule: a wrong answer
)

// Uniqueness is the verdict of a uniqueness proof.
type Uniqueness string

// The uniqueness verdicts.
const (
	UniqueUnknown Uniqueness = ""    // not asked, no solution, or timed out
	UniqueYes     Uniqueness = "yes" // the solution is the only one
	UniqueNo      Uniqueness = "no"  // a second solution exists
)

// UniquenessOf reads the contract's tri-state.
func UniquenessOf(u puzzle.Unique) Uniqueness {
	switch u {
	case puzzle.UniqueYes:
		return UniqueYes
	case puzzle.UniqueNo:
		return UniqueNo
	}
	return UniqueUnknown
}

// Outcome is what a Kind reports about one run. Counters that a kind or a
// backend does not know are -1.
type Outcome struct {
	Status solver.Status
	Check  Check
	// CheckErr says which rule a failed check found broken.
	CheckErr string
	// Unique is the uniqueness verdict when Input.Unique asked for one.
	Unique Uniqueness
	// Class is the instance's size class ("25x25" for a grid, "6x6" for
	// houses x categories): summaries can be split by it (--by-class).
	Class string
	// The size of the encoding as first built (before refinement cuts).
	Vars, AuxVars, Clauses, Literals int
	Rounds                           int     // refinement rounds that added cuts
	Conflicts, Decisions             int64   // summed over every solve; -1 unknown
	SolveSeconds                     float64 // time inside the solver, summed
	// Certified: the run's UNSAT answer (or the final one of its
	// uniqueness proof) came with a checked DRAT proof.
	Certified bool
	// UPStrength is the encoding's propagation strength when
	// Input.Strength asked for it and the run found a solution (nil
	// otherwise), and StrengthSeconds the time its measure took: the
	// harness leaves it out of the run's wall time.
	UPStrength      *float64
	StrengthSeconds float64
}

// FormulaSize fills the size fields of o from f.
func (o *Outcome) FormulaSize(f *encode.Formula) {
	o.Vars = f.NumVars()
	o.AuxVars = f.NumAux()
	o.Clauses = f.NumClauses()
	o.Literals = f.NumLiterals()
	for _, c := range f.Cards() {
		o.Clauses++
		o.Literals += len(c.Lits)
	}
}

// Outcome fills the status and solve fields of o from a puzzle's result.
func (o *Outcome) Outcome(r *puzzle.Result) {
	switch r.Status {
	case puzzle.Solved:
		o.Status, o.Check = solver.Sat, CheckOK
	case puzzle.Unsatisfiable:
		o.Status = solver.Unsat
	default:
		o.Status = solver.Unknown
	}
	o.Unique = UniquenessOf(r.Unique)
	o.Certified = r.Stats.Certified
	o.Rounds = r.Stats.Rounds
	o.Conflicts = max(r.Stats.Conflicts, -1)
	o.Decisions = max(r.Stats.Decisions, -1)
	o.SolveSeconds = r.Stats.Solve.Seconds()
}

// Summary fills the solve fields of o from the generic loop's summary.
func (o *Outcome) Summary(s solve.Summary) {
	o.Status = s.Status()
	o.Unique = UniquenessOf(s.Unique())
	o.Certified = s.Certificate != nil
	o.Rounds = s.Rounds
	// Backends that do not count report -1 per solve, which the loop sums.
	o.Conflicts = max(s.Stats.Conflicts, -1)
	o.Decisions = max(s.Stats.Decisions, -1)
	o.SolveSeconds = s.Stats.Wall.Seconds()
}

// The registry: DIMACS, then every puzzle kind of the contract, then
// kinds added by Register. The built-in kinds are added on first use, not
// by package initialisers, so that commands that never benchmark do not
// pay for them at start-up (see docs/performance.md).
var (
	kindsOnce sync.Once
	kindList  []Kind
)

// kinds is the registry, built on first use.
func kinds() []Kind {
	kindsOnce.Do(func() {
		kindList = append(append(kindList, dimacsKind{}), puzzleKinds()...)
	})
	return kindList
}

// Register adds a kind (before any use of the registry: from an init
// function). It panics on a duplicate name (a programming error).
func Register(k Kind) {
	for _, o := range kinds() {
		if o.Name() == k.Name() {
			panic("benchmarks: kind " + k.Name() + " registered twice")
		}
	}
	kindList = append(kindList, k)
}

// Kinds lists the registered kinds in registration order.
func Kinds() []Kind { return append([]Kind(nil), kinds()...) }

// LookupKind finds a kind by name.
func LookupKind(name string) (Kind, error) {
	for _, k := range kinds() {
		if k.Name() == name {
			return k, nil
		}
	}
	var names []string
	for _, k := range kinds() {
		names = append(names, k.Name())
	}
	return nil, fmt.Errorf("unknown instance kind %q (known: %s)", name, strings.Join(names, ", "))
}

// Axis is an encoding-option axis: a command-line flag whose values a
// sweep crosses with everything else.
type Axis struct {
	Name   string   // flag and record name: card, amo, connectivity, model
	Usage  string   // one line for --help
	Values []string // the allowed values, in canonical spelling
}

// Axes are the option axes the harness knows, in the order they appear in
// records. A kind opts into the ones that mean something for it. The
// value lists are literals (static data, nothing built at start-up); a
// test checks them against encode's names.
var Axes = []Axis{
	{Name: "card", Usage: "cardinality encodings (Hashi also: order; off: the kind's direct exactly-one where it has one)", Values: []string{"binomial", "seqcounter", "totalizer", "cardnet", "native", "pairwise", "sortnetwrk", "bitwise", "ladder", "mtotalizer", "kmtotalizer", "order", "off"}},
	{Name: "amo", Usage: "at-most-one encodings", Values: []string{"pairwise", "ladder", "commander", "bimander", "binary", "kproduct", "nested"}},
	{Name: "connectivity", Usage: "connectivity modes (Hashi: lazy, eager; encode/connect: lazy, eager, tree, distance, flow, elimination, native; leaf and hybrid for acyclicity)", Values: []string{"lazy", "eager", "tree", "distance", "flow", "elimination", "native", "leaf", "hybrid"}},
	{Name: "model", Usage: "models (Shikaku)", Values: []string{"partition", "channel", "redundant"}},
	{Name: "forcing", Usage: "Tarjan bridge forcing (Hashi)", Values: []string{"on", "off"}},
	{Name: "deductions", Usage: "saturation deductions (Hashi)", Values: []string{"off", "on"}},
	{Name: "sum", Usage: "run-sum encodings (Kakuro, Killer Sudoku)", Values: []string{"table", "pb", "sets"}},
	{Name: "pb", Usage: "pseudo-Boolean encodings of a sum, with --sum pb (Kakuro)", Values: []string{"unary", "bdd", "swc", "sortnetwrk", "adder", "binmerge", "native"}},
}

func axisIndex(name string) int {
	for i, a := range Axes {
		if a.Name == name {
			return i
		}
	}
	return -1
}

// Options are the encoding options of one run: axis name to value. Axes
// not set take the kind's default.
type Options map[string]string

// String is the canonical form used in records: "axis=value" pairs in the
// order of Axes, separated by spaces; "" when no option is set.
func (o Options) String() string {
	var parts []string
	for _, a := range Axes {
		if v, ok := o[a.Name]; ok {
			parts = append(parts, a.Name+"="+v)
		}
	}
	// Unknown axes (from a newer CSV) keep a stable order too.
	var extra []string
	for k, v := range o {
		if axisIndex(k) < 0 {
			extra = append(extra, k+"="+v)
		}
	}
	sort.Strings(extra)
	return strings.Join(append(parts, extra...), " ")
}

// ParseOptions reads the canonical form written by Options.String.
func ParseOptions(s string) (Options, error) {
	o := Options{}
	for _, f := range strings.Fields(s) {
		k, v, ok := strings.Cut(f, "=")
		if !ok || k == "" || v == "" {
			return nil, fmt.Errorf("bad option %q (want axis=value)", f)
		}
		if _, dup := o[k]; dup {
			return nil, fmt.Errorf("option %q given twice", k)
		}
		o[k] = v
	}
	return o, nil
}

// Get is the value on axis, or def when the run does not set it.
func (o Options) Get(axis, def string) string {
	if v, ok := o[axis]; ok {
		return v
	}
	return def
}

// CardEncoding is the run's cardinality encoding, or def when unset.
func (o Options) CardEncoding(def encode.CardEncoding) (encode.CardEncoding, error) {
	if v, ok := o["card"]; ok {
		return encode.ParseCardEncoding(v)
	}
	return def, nil
}

// AMOEncoding is the run's at-most-one encoding, or def when unset.
func (o Options) AMOEncoding(def encode.AMOEncoding) (encode.AMOEncoding, error) {
	if v, ok := o["amo"]; ok {
		return encode.ParseAMOEncoding(v)
	}
	return def, nil
}

// detect finds the kind of a file: the forced kind when given, else the
// first registered kind that matches.
func detect(path string, head []byte, forced Kind) Kind {
	if forced != nil {
		return forced
	}
	for _, k := range kinds() {
		if k.Match(path, head) {
			return k
		}
	}
	return nil
}

// hasExt reports whether path ends in one of exts (case-insensitive),
// with an optional ".gz" or ".xz" after it.
func hasExt(path string, exts ...string) bool {
	base := compressed.Trim(strings.ToLower(filepath.Base(path)))
	for _, e := range exts {
		if strings.HasSuffix(base, e) {
			return true
		}
	}
	return false
}
