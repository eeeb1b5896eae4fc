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
	"syscall"
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
	if t.inproc != nil {
		return timeInProcess(t.inproc)
	}
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

// inProcessTarget is the warm in-process loop on one Hashi or Shikaku
// instance: the benchmark harness's kind (parse, encode, solve, decode,
// check, with the CLI's defaults) run once per round in this process,
// interleaved with the whole processes, so that a whole process and the
// in-process loop see the same load. (Zebra has none: the harness reads a
// ZebraLogic file with a judge that solves every reading and then solves
// each puzzle again, more work than `solve zebra` does.)
func inProcessTarget(class, kind, inst string) (*target, error) {
	k, err := benchmarks.LookupKind(kind)
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(inst)
	if err != nil {
		return nil, err
	}
	return &target{row: class, prog: progInProc, inst: inst, kind: kind,
		inproc: func() error {
			if err := runInProcess(k, inst, data); err != nil {
				return fmt.Errorf("%s: %w", inst, err)
			}
			return nil
		}}, nil
}

// timeInProcess runs f and returns its wall time and this process's CPU
// time meanwhile.
func timeInProcess(f func() error) (wall, cpu time.Duration, err error) {
	var r0, r1 syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &r0)
	start := time.Now()
	err = f()
	wall = time.Since(start)
	syscall.Getrusage(syscall.RUSAGE_SELF, &r1)
	used := func(r *syscall.Rusage) time.Duration {
		return time.Duration(r.Utime.Nano() + r.Stime.Nano())
	}
	return wall, used(&r1) - used(&r0), err
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

// median is the middle value of xs, the mean of the two middle ones for
// an even count, 0 for none.
func median[T time.Duration | float64](xs []T) T {
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
