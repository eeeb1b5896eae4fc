package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/internal/cputime"
	"github.com/puzzlesat/puzzlesat/internal/explaincheck"
	"github.com/puzzlesat/puzzlesat/internal/puzzlekit"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// bound is the size bound of -max-size and -max-cells (0: none).
type bound struct{ rows, cols, cells int }

func (b bound) admits(rows, cols int) bool {
	return (b.rows == 0 || rows <= b.rows) && (b.cols == 0 || cols <= b.cols) && (b.cells == 0 || rows*cols <= b.cells)
}

func (b bound) String() string {
	var parts []string
	if b.rows > 0 {
		parts = append(parts, fmt.Sprintf("≤%dx%d", b.rows, b.cols))
	}
	if b.cells > 0 {
		parts = append(parts, fmt.Sprintf("≤%d cells", b.cells))
	}
	if len(parts) == 0 {
		return "all"
	}
	return strings.Join(parts, ", ")
}

// parseSize reads -max-size's ROWSxCOLS.
func parseSize(s string, b *bound) error {
	r, c, ok := strings.Cut(s, "x")
	rows, err1 := strconv.Atoi(r)
	cols, err2 := strconv.Atoi(c)
	if !ok || err1 != nil || err2 != nil || rows < 1 || cols < 1 {
		return fmt.Errorf("want ROWSxCOLS, not %q", s)
	}
	b.rows, b.cols = rows, cols
	return nil
}

// setFigures are one PuzzleKit set's figures.
type setFigures struct {
	genre, kind       string
	all, inBound      int // puzzles in the file, within the bound
	explained, solved int
	notSolved         []string // "NAME (why)"
	checked, failed   int
	steps             int
	wall              []time.Duration
	cpu               []time.Duration
	slowest           string
}

// runSet explains (and checks every checkEvery-th explanation of) the
// puzzles of a PuzzleKit set within the bound, in name order: all of
// them, or n spread evenly over them.
func runSet(path, kindName string, b bound, n, checkEvery int, timeout, cpuLimit time.Duration, verbose bool) (*setFigures, error) {
	ds, err := puzzlekit.Read(path)
	if err != nil {
		return nil, err
	}
	k, err := ds.Kind(kindName, kinds.Lookup)
	if err != nil {
		return nil, fmt.Errorf("%s: %v (give -kind)", path, err)
	}
	f := &setFigures{genre: ds.Name, kind: k.Name(), all: len(ds.Data)}
	var names []string
	for _, name := range ds.Names() {
		if r, c, ok := puzzlekit.Size(ds.Data[name].Problem); ok && b.admits(r, c) {
			names = append(names, name)
		}
	}
	f.inBound = len(names)
	if n > 0 && n < len(names) { // n spread evenly over the set
		sample := make([]string, n)
		for i := range sample {
			sample[i] = names[i*len(names)/n]
		}
		names = sample
	}
	ctx := context.Background()
	var worst time.Duration
	for i, name := range names {
		items, err := puzzle.ReadAll(k, puzzle.Source{Name: name, Data: []byte(ds.Data[name].Problem)}, "janko")
		if err == nil && len(items) != 1 {
			err = fmt.Errorf("%d puzzles in one entry", len(items))
		}
		if err == nil {
			err = items[0].Err
		}
		if err != nil {
			f.notSolved = append(f.notSolved, fmt.Sprintf("%s (unreadable: %v)", name, err))
			continue
		}
		it := items[0]
		start, c0 := time.Now(), cputime.Self()
		pctx, stop := cpuBound(ctx, c0, cpuLimit)
		ex, err := explain.Run(pctx, k, it, explain.Options{Timeout: timeout})
		stop()
		wall, cpu := time.Since(start), cputime.Self()-c0
		if err != nil {
			f.notSolved = append(f.notSolved, fmt.Sprintf("%s (error: %v)", name, err))
			continue
		}
		f.explained++
		f.wall, f.cpu = append(f.wall, wall), append(f.cpu, cpu)
		if wall > worst {
			worst, f.slowest = wall, name
		}
		f.steps += ex.Difficulty.Steps
		if ex.Status == explain.Solved {
			f.solved++
		} else {
			why := string(ex.Status)
			if ex.Stopped != "" {
				why += ": " + ex.Stopped
			}
			if ex.Stats.Left > 0 {
				why += fmt.Sprintf(", %d facts left after %d steps", ex.Stats.Left, len(ex.Steps))
			}
			f.notSolved = append(f.notSolved, fmt.Sprintf("%s (%s)", name, why))
		}
		checkedNow := ""
		if checkEvery > 0 && i%checkEvery == 0 {
			f.checked++
			var rec bytes.Buffer
			explain.WriteJSON(&rec, ex)
			c, err := explaincheck.New(ctx, k, it)
			if err == nil {
				err = c.Check(rec.Bytes(), nil)
			}
			checkedNow = ", checked"
			if err != nil {
				fmt.Printf("FAIL %s %s: %v\n", f.genre, name, err)
				f.failed++
				checkedNow = ", CHECK FAILED"
			}
		}
		if verbose {
			fmt.Printf("  %s %s: %s, %d steps, wall %v, cpu %v%s\n", f.genre, name, ex.Status, ex.Difficulty.Steps,
				wall.Round(time.Millisecond), cpu.Round(time.Millisecond), checkedNow)
		}
	}
	return f, nil
}

// errCPULimit is why cpuBound stops an explanation.
var errCPULimit = errors.New("the CPU limit passed")

// cpuBound is ctx, cancelled once this process has used limit of CPU
// time since c0 (0: never): a bound that the waits of a loaded machine
// do not eat, as a wall-clock timeout does. The puzzles are explained
// one after the other, so the process's CPU time is the puzzle's.
func cpuBound(ctx context.Context, c0, limit time.Duration) (context.Context, func()) {
	if limit <= 0 {
		return ctx, func() {}
	}
	pctx, cancel := context.WithCancelCause(ctx)
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(20 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				if cputime.Self()-c0 > limit {
					cancel(errCPULimit)
					return
				}
			}
		}
	}()
	return pctx, func() { close(done); cancel(nil) }
}

// median and largest of ds.
func medMax(ds []time.Duration) (med, mx time.Duration) {
	if len(ds) == 0 {
		return 0, 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2], s[len(s)-1]
}

func secs(d time.Duration) string { return fmt.Sprintf("%.3f s", d.Seconds()) }

// report prints a set's figures: a paragraph, then (in table) its row.
func (f *setFigures) report(b bound) {
	wm, wx := medMax(f.wall)
	cm, cx := medMax(f.cpu)
	mean := 0.0
	if f.explained > 0 {
		mean = float64(f.steps) / float64(f.explained)
	}
	fmt.Printf("%s (%s): %d of %d puzzles %s; %d explained, %d solved; %d checked, %d failed; %.1f steps on average; wall median %s max %s (%s); cpu median %s max %s\n",
		f.genre, f.kind, f.inBound, f.all, b, f.explained, f.solved, f.checked, f.failed, mean,
		secs(wm), secs(wx), f.slowest, secs(cm), secs(cx))
	for _, s := range f.notSolved {
		fmt.Printf("  not solved: %s\n", s)
	}
}

func (f *setFigures) row() string {
	wm, wx := medMax(f.wall)
	cm, cx := medMax(f.cpu)
	mean := 0.0
	if f.explained > 0 {
		mean = float64(f.steps) / float64(f.explained)
	}
	return fmt.Sprintf("| %s | %s | %d | %d | %d | %d (%d failed) | %.1f | %.3f / %.3f | %.3f / %.3f |",
		f.genre, f.kind, f.inBound, f.explained, f.solved, f.checked, f.failed, mean,
		wm.Seconds(), wx.Seconds(), cm.Seconds(), cx.Seconds())
}
