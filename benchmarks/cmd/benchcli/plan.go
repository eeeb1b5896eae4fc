package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// classes are the report's rows, each a directory of benchmarks/sets/cli
// named KIND/CLASS (the kind is the first element of the path). core
// marks the classes measured without -all, on their first instance;
// inproc the classes that also time the warm in-process loop
// (-inprocess), which the report compares with the anchor.
var classes = []class{
	{"hashi/tatham-7x7", true, true},
	{"hashi/tatham-10x10", false, true},
	{"hashi/tatham-15x15", false, true},
	{"hashi/tatham-25x25", true, true},
	{"hashi/tatham-60x60", true, true},
	{"hashi/cllv-100", true, true},
	{"hashi/cllv-200", false, true},
	{"hashi/cllv-300", false, true},
	{"hashi/cllv-400", true, true},
	{"shikaku/tatham-7x7", false, true},
	{"shikaku/tatham-13x13", false, true},
	{"shikaku/tatham-19x19", false, true},
	{"shikaku/tatham-45x31", true, true},
	{"zebra/zebralogic-512", true, false},
}

type class struct {
	dir    string
	core   bool
	inproc bool
}

// kind is the puzzle kind of the class: its directory's first element.
func (c class) kind() string {
	k, _, _ := strings.Cut(c.dir, "/")
	return k
}

// Program names of the floors and the anchor in the report.
const (
	progTrue      = "/bin/true"
	progEmpty     = "empty Go"
	progSolveOnly = "solve-only Go"
	progAnchor    = "gringo|clasp"
	progInProc    = "in-process"
)

// target is one thing run once per round: a program (one process or a
// two-process pipeline) on one instance.
type target struct {
	row    string // report row: "floor", "start-up (--help)" or a class
	prog   string // report column group: a puzzlesat binary's label, a floor, the anchor
	inst   string // the instance file ("" for floors and --help)
	kind   string
	anchor puzzle.Kind  // an anchor target's kind
	procs  [][]string   // argv of each process; a pipeline when there are two
	okExit [][]int      // accepted exit codes of each process
	inproc func() error // instead of procs: one run of the warm in-process loop
	walls  []time.Duration
	cpus   []time.Duration
}

// plan lists the targets of a run.
type planned struct {
	cfg     *config
	targets []*target
	rows    []string // report rows in order
	progs   []string // report column groups in order
	tmp     string   // the anchors' programs and facts
}

func plan(cfg *config) (*planned, error) {
	p := &planned{cfg: cfg}
	bins := cfg.binaries()
	if len(bins) == 0 {
		return nil, fmt.Errorf("no puzzlesat binary given")
	}
	floors := []string{cfg.empty}
	if cfg.solveOnly != "" {
		floors = append(floors, cfg.solveOnly)
	}
	for _, b := range append(floors, bins...) {
		if _, err := os.Stat(b); err != nil {
			return nil, fmt.Errorf("%v (make bench-cli builds it)", err)
		}
	}
	p.add(&target{row: "floor", prog: progTrue, procs: [][]string{{"/bin/true"}}, okExit: [][]int{{0}}})
	p.add(&target{row: "floor", prog: progEmpty, procs: [][]string{{cfg.empty}}, okExit: [][]int{{0}}})
	for _, b := range bins {
		p.add(&target{row: "start-up (--help)", prog: cfg.label(b), procs: [][]string{{b, "--help"}}, okExit: [][]int{{0}}})
	}
	if cfg.anchor {
		tmp, err := os.MkdirTemp("", "benchcli-")
		if err != nil {
			return nil, err
		}
		p.tmp = tmp
	}
	for _, c := range classes {
		if !cfg.selected(c.dir, c.core) {
			continue
		}
		insts, err := instances(filepath.Join(cfg.sets, c.dir))
		if err != nil {
			return nil, err
		}
		if !cfg.all && !cfg.anchor {
			insts = insts[:1]
		}
		for _, in := range insts {
			for _, b := range bins {
				p.add(&target{row: c.dir, prog: cfg.label(b), inst: in, kind: c.kind(),
					procs: [][]string{{b, "solve", c.kind(), in}}, okExit: [][]int{{0}}})
			}
			if cfg.solveOnly != "" {
				p.add(&target{row: c.dir, prog: progSolveOnly, inst: in, kind: c.kind(),
					procs: [][]string{{cfg.solveOnly, c.kind(), in}}, okExit: [][]int{{0}}})
			}
			if cfg.inproc && c.inproc {
				t, err := inProcessTarget(c.dir, c.kind(), in)
				if err != nil {
					return nil, err
				}
				p.add(t)
			}
			if cfg.anchor && hasAnchor(c.kind()) {
				t, err := p.anchorTarget(c.dir, c.kind(), in)
				if err != nil {
					return nil, err
				}
				p.add(t)
			}
		}
	}
	return p, nil
}

// selected reports whether class dir is measured.
func (c *config) selected(dir string, core bool) bool {
	if c.only != "" {
		for _, w := range strings.Split(c.only, ",") {
			if w = strings.TrimSpace(w); w != "" && strings.Contains(dir, w) {
				return true
			}
		}
		return false
	}
	return core || c.all || c.anchor
}

func (p *planned) add(t *target) {
	p.targets = append(p.targets, t)
	if !contains(p.rows, t.row) {
		p.rows = append(p.rows, t.row)
	}
	if !contains(p.progs, t.prog) {
		p.progs = append(p.progs, t.prog)
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// instances are the files of dir in lexical order.
func instances(dir string) ([]string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range ents {
		if !e.IsDir() && !strings.HasSuffix(e.Name(), ".md") {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no instances", dir)
	}
	sort.Strings(out)
	return out, nil
}

func (p *planned) cleanup() {
	if p.tmp != "" {
		os.RemoveAll(p.tmp)
	}
}
