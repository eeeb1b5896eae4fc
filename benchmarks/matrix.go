package benchmarks

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Sweep describes a benchmark matrix: instances x option combinations x
// solvers x repeats.
type Sweep struct {
	// Paths are files or directories. Directories are walked in lexical
	// order; files no kind recognises are skipped there (and are an error
	// when named directly).
	Paths []string
	// Kind, when set, forces every file to be read as that kind.
	Kind string
	// Options maps an axis name (see Axes) to the values to sweep.
	// A kind crosses only the axes it understands; an axis with no values
	// takes the kind's default.
	Options map[string][]string
	// Solvers are backend names for solver.Lookup (default gophersat).
	Solvers []string
	Timeout time.Duration // per run; 0 means none
	Repeat  int           // runs per (instance, options, solver); < 1 means 1
	// Unique makes every run prove uniqueness (look for a second solution).
	Unique bool
	// Certify checks every UNSAT answer (and the final one of a
	// uniqueness proof) with a DRAT proof (solver.Certified).
	Certify bool
	// Strength, when at least 1, measures each run's propagation strength
	// (solve.Options.Strength) on that many sampled partial assignments
	// into the up_strength column; its time is not in wall_s.
	Strength int
	// ByPath reports each PATH argument as a set of its own: the records
	// name it, and summary groups and plot lines are split by it.
	ByPath bool
	// ByClass records each instance's size class (Outcome.Class), which
	// splits summary groups and plot lines too.
	ByClass bool
}

// Instance is one puzzle or formula: a file, or one item of a
// multi-instance file.
type Instance struct {
	Path  string // the file (slash-separated, as discovered)
	Item  int    // 0-based index inside the file
	Items int    // how many instances the file holds
	Kind  string
	Set   string // the PATH argument it was found under, with ByPath
	// Prepared is the instance's payload from FilePreparer (nil without).
	Prepared []byte
}

// Name is the instance's name in records: the path, with "#k" (1-based)
// appended for files that hold several instances.
func (in Instance) Name() string {
	if in.Items > 1 {
		return in.Path + "#" + strconv.Itoa(in.Item+1)
	}
	return in.Path
}

// Job is one run of the expanded matrix. Jobs are numbered in a stable
// order (instances in discovery order, then option combinations in the
// order given, then solvers, then repeats), which sharding relies on.
type Job struct {
	Index    int     `json:"index"` // 0-based position in the whole sweep
	Total    int     `json:"total"` // jobs in the whole sweep
	Set      string  `json:"set,omitempty"`
	Instance string  `json:"instance"`
	Path     string  `json:"path"`
	Item     int     `json:"item"`
	Items    int     `json:"items"`
	Kind     string  `json:"kind"`
	Options  Options `json:"options,omitempty"`
	Solver   string  `json:"solver"`
	Repeat   int     `json:"repeat"` // 1-based
	Unique   bool    `json:"unique,omitempty"`
	Certify  bool    `json:"certify,omitempty"`
	Strength int     `json:"strength,omitempty"`
	ByClass  bool    `json:"by_class,omitempty"`
	// Timeout in seconds (0: none).
	Timeout float64 `json:"timeout"`
	// Prepared is the instance's payload from FilePreparer.
	Prepared []byte `json:"prepared,omitempty"`
}

// Validate checks the sweep's option values and fills defaults.
func (s *Sweep) Validate() error {
	if len(s.Solvers) == 0 {
		s.Solvers = []string{"gophersat"}
	}
	if s.Repeat < 1 {
		s.Repeat = 1
	}
	if s.Timeout < 0 {
		return errors.New("negative timeout")
	}
	if s.Strength < 0 {
		return fmt.Errorf("--strength %d: want 1 or more (0: off)", s.Strength)
	}
	seenSolver := map[string]bool{}
	for _, sv := range s.Solvers {
		if sv == "" {
			return errors.New("empty solver name")
		}
		if seenSolver[sv] {
			return fmt.Errorf("solver %q given twice", sv)
		}
		seenSolver[sv] = true
	}
	for name, vals := range s.Options {
		i := axisIndex(name)
		if i < 0 {
			return fmt.Errorf("unknown option axis %q", name)
		}
		seen := map[string]bool{}
		for j, v := range vals {
			canon := ""
			for _, ok := range Axes[i].Values {
				if strings.EqualFold(v, ok) {
					canon = ok
				}
			}
			if canon == "" {
				return fmt.Errorf("--%s: unknown value %q (want one of %s)", name, v, strings.Join(Axes[i].Values, ", "))
			}
			if seen[canon] {
				return fmt.Errorf("--%s: %q given twice", name, canon)
			}
			seen[canon] = true
			vals[j] = canon
		}
	}
	return nil
}

// combos is the cartesian product of the sweep's values on the given axes
// (in the order of Axes; within an axis, in the order given). Axes with no
// values are left unset.
func (s *Sweep) combos(k Kind) []Options {
	axes := k.Axes()
	filter, _ := k.(ValueFilter)
	out := []Options{{}}
	for _, a := range Axes {
		if !contains(axes, a.Name) {
			continue
		}
		var vals []string
		for _, v := range s.Options[a.Name] {
			if filter == nil || filter.Accepts(a.Name, v) {
				vals = append(vals, v)
			}
		}
		if len(vals) == 0 {
			continue
		}
		var next []Options
		for _, o := range out {
			for _, v := range vals {
				n := Options{}
				for k, x := range o {
					n[k] = x
				}
				n[a.Name] = v
				next = append(next, n)
			}
		}
		out = next
	}
	return out
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Shard is part i of n of a sweep (0 <= I < N).
type Shard struct{ I, N int }

// ParseShard reads "i/n" with 0 <= i < n. The empty string is the whole sweep.
func ParseShard(s string) (Shard, error) {
	if s == "" {
		return Shard{0, 1}, nil
	}
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(strings.TrimSpace(a))
	n, err2 := strconv.Atoi(strings.TrimSpace(b))
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
		return Shard{}, fmt.Errorf("bad shard %q: want i/n with 0 <= i < n (e.g. 0/4; Slurm: $SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT)", s)
	}
	return Shard{i, n}, nil
}

func (sh Shard) String() string { return fmt.Sprintf("%d/%d", sh.I, sh.N) }

// Has reports whether job index i belongs to the shard.
func (sh Shard) Has(i int) bool { return sh.N <= 1 || i%sh.N == sh.I }

// Size is the number of jobs of a sweep of total jobs in the shard.
func (sh Shard) Size(total int) int {
	if sh.N <= 1 {
		return total
	}
	if sh.I >= total {
		return 0
	}
	return (total-sh.I-1)/sh.N + 1
}

// pos is job i's position among the shard's jobs (i must be in the shard).
func (sh Shard) pos(i int) int {
	if sh.N <= 1 {
		return i
	}
	return i / sh.N
}
