package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"time"

	"github.com/puzzlesat/puzzlesat/benchmarks"
	"github.com/puzzlesat/puzzlesat/solver"
)

// measure runs every target once per round, in a new random order each
// round, after one unmeasured warm-up round (page cache, binaries).
func (p *planned) measure(rounds int, seed uint64) error {
	rng := rand.New(rand.NewPCG(seed, 12))
	order := make([]*target, len(p.targets))
	copy(order, p.targets)
	for r := -1; r < rounds; r++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, t := range order {
			wall, cpu, err := t.runOnce()
			if err != nil {
				return err
			}
			if r >= 0 {
				t.walls = append(t.walls, wall)
				t.cpus = append(t.cpus, cpu)
			}
		}
		if r >= 0 {
			fmt.Fprintf(os.Stderr, "\rround %d/%d", r+1, rounds)
		}
	}
	fmt.Fprintln(os.Stderr)
	return nil
}

// runOnce runs the target's process (or pipeline) with its output
// discarded, and returns the wall time from the first start to the last
// exit and the CPU time (user + system) of all its processes.
func (t *target) runOnce() (wall, cpu time.Duration, err error) {
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		return 0, 0, err
	}
	defer null.Close()
	cmds := make([]*exec.Cmd, len(t.procs))
	errs := make([]bytes.Buffer, len(t.procs))
	for i, argv := range t.procs {
		cmds[i] = exec.Command(argv[0], argv[1:]...)
		cmds[i].Stdout = null
		cmds[i].Stderr = &errs[i]
	}
	var pr, pw *os.File
	if len(cmds) == 2 {
		if pr, pw, err = os.Pipe(); err != nil {
			return 0, 0, err
		}
		cmds[0].Stdout, cmds[1].Stdin = pw, pr
	}
	start := time.Now()
	for _, c := range cmds {
		if err := c.Start(); err != nil {
			return 0, 0, err
		}
	}
	if pr != nil {
		pr.Close()
		pw.Close()
	}
	for i, c := range cmds {
		werr := c.Wait()
		var ee *exec.ExitError
		if werr != nil && !errors.As(werr, &ee) {
			return 0, 0, werr
		}
		if code := c.ProcessState.ExitCode(); !slices.Contains(t.okExit[i], code) {
			return 0, 0, fmt.Errorf("%v: exit code %d\n%s", t.procs[i], code, errs[i].String())
		}
		cpu += c.ProcessState.UserTime() + c.ProcessState.SystemTime()
	}
	return time.Since(start), cpu, nil
}

// measureInProcess times the warm in-process loop on every Hashi and
// Shikaku instance: the benchmark harness's kind (parse, encode, solve,
// decode, check, with the CLI's defaults) run n times in this process
// after one warm-up run. The median is the in-process figure a whole
// process is compared with. Zebra has none: the harness reads a
// ZebraLogic file with a judge that solves every reading, then solves
// each puzzle again, which is more work than `solve zebra` does.
func (p *planned) measureInProcess(n int) error {
	done := map[string]bool{}
	for _, t := range p.targets {
		if (t.kind != "hashi" && t.kind != "shikaku") || done[t.inst] {
			continue
		}
		done[t.inst] = true
		k, err := benchmarks.LookupKind(t.kind)
		if err != nil {
			return err
		}
		data, err := os.ReadFile(t.inst)
		if err != nil {
			return err
		}
		var times []time.Duration
		for i := -1; i < n; i++ {
			t0 := time.Now()
			if err := runInProcess(k, t.inst, data); err != nil {
				return fmt.Errorf("%s: %w", t.inst, err)
			}
			if i >= 0 {
				times = append(times, time.Since(t0))
			}
		}
		p.inproc[t.inst] = median(times)
	}
	return nil
}

func runInProcess(k benchmarks.Kind, path string, data []byte) error {
	items := 1
	if mk, ok := k.(benchmarks.MultiKind); ok {
		var err error
		if items, err = mk.Items(data); err != nil {
			return err
		}
	}
	for i := 0; i < items; i++ {
		in := benchmarks.Input{Path: path, Data: data, Item: i, Items: items}
		o, err := k.Run(context.Background(), in, solver.Gophersat{})
		if err != nil {
			return err
		}
		if o.Status != solver.Sat || o.Check != benchmarks.CheckOK {
			return fmt.Errorf("item %d: %v, check %q %s", i+1, o.Status, o.Check, o.CheckErr)
		}
	}
	return nil
}

func median(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func medianF(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
