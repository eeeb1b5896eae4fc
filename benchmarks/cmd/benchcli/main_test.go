package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/benchmarks/anchors"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// Every class has its instances in the repository, one puzzle per file,
// each of which the anchor programs can take.
func TestClassesPresent(t *testing.T) {
	sets := filepath.Join("..", "..", "sets", "cli")
	for _, c := range classes {
		insts, err := instances(filepath.Join(sets, c.dir))
		if err != nil {
			t.Fatal(err)
		}
		k, err := kinds.Lookup(c.kind())
		if err != nil {
			t.Fatal(err)
		}
		if !hasAnchor(c.kind()) {
			continue
		}
		for _, in := range insts {
			items, err := readPuzzles(k, in)
			if err != nil {
				t.Fatal(err)
			}
			if n := len(items); n != 1 {
				t.Errorf("%s holds %d puzzles, want 1", in, n)
			}
			if err := writeFacts(&strings.Builder{}, c.kind(), []string{in}); err != nil {
				t.Errorf("%s: %v", in, err)
			}
		}
	}
}

// -facts names a kind with an anchor: another kind, or an unknown one,
// is an error.
func TestWriteFactsKinds(t *testing.T) {
	for _, k := range kinds.All() {
		err := writeFacts(&strings.Builder{}, k.Name(), nil)
		if _, ok := anchors.Of(k); ok != (err == nil) {
			t.Errorf("%s: anchor %v, writeFacts: %v", k.Name(), ok, err)
		}
	}
	if err := writeFacts(&strings.Builder{}, "no-such-kind", nil); err == nil {
		t.Error("no error for an unknown kind")
	}
}

func TestRunOnce(t *testing.T) {
	ok := &target{procs: [][]string{{"/bin/true"}}, okExit: [][]int{{0}}}
	if _, _, err := ok.runOnce(); err != nil {
		t.Fatal(err)
	}
	pipe := &target{procs: [][]string{{"echo", "x"}, {"grep", "-q", "x"}}, okExit: [][]int{{0}, {0}}}
	if _, _, err := pipe.runOnce(); err != nil {
		t.Fatalf("pipeline: %v", err)
	}
	bad := &target{procs: [][]string{{"echo", "x"}, {"grep", "-q", "y"}}, okExit: [][]int{{0}, {0}}}
	if _, _, err := bad.runOnce(); err == nil {
		t.Fatal("no error for an unexpected exit code")
	}
}

func TestMedianRatios(t *testing.T) {
	ms := func(xs ...int) []time.Duration {
		var out []time.Duration
		for _, x := range xs {
			out = append(out, time.Duration(x)*time.Millisecond)
		}
		return out
	}
	if got := median(ms(5, 1, 3)); got != 3*time.Millisecond {
		t.Errorf("median = %v", got)
	}
	if got := median(ms(4, 1, 3, 2)); got != 2500*time.Microsecond {
		t.Errorf("even median = %v", got)
	}
	// Round by round: a slow round slows both alike.
	r := ratios(ms(10, 40, 12), ms(5, 20, 4))
	if got := median(r); got != 2 {
		t.Errorf("median ratio = %v (%v)", got, r)
	}
}

func TestLabel(t *testing.T) {
	c := &config{puzzlesat: "bin/puzzlesat,old/puzzlesat,bin/puzzlesat-nodocs"}
	for bin, want := range map[string]string{"bin/puzzlesat": "bin/puzzlesat", "old/puzzlesat": "old/puzzlesat", "bin/puzzlesat-nodocs": "puzzlesat-nodocs"} {
		if got := c.label(bin); got != want {
			t.Errorf("label(%s) = %s, want %s", bin, got, want)
		}
	}
}

// The library-only solver runs on every instance as a floor, and no goal
// is judged on it.
func TestPlanSolveOnly(t *testing.T) {
	cfg := &config{puzzlesat: "/bin/true", empty: "/bin/true", solveOnly: "/bin/true",
		sets: filepath.Join("..", "..", "sets", "cli"), only: "tatham-7x7", rounds: 1}
	p, err := plan(cfg)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, tg := range p.targets {
		if tg.prog == progSolveOnly {
			n++
			if got := strings.Join(tg.procs[0], " "); got != "/bin/true "+tg.kind+" "+tg.inst {
				t.Errorf("solve-only runs %q", got)
			}
		}
	}
	if n != 2 { // hashi and shikaku tatham-7x7, first instance each
		t.Errorf("%d solve-only targets, want 2", n)
	}
	var b strings.Builder
	p.goals(&b, []rowStats{{row: "hashi/tatham-7x7", prog: progSolveOnly, xEmpty: 1.8, anchorMed: 2, anchorWorst: 1.4}})
	if strings.Contains(b.String(), progSolveOnly) {
		t.Errorf("a goal judged on the solve-only floor:\n%s", b.String())
	}
}
