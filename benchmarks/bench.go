package benchmarks

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/puzzlesat/puzzlesat/internal/progress"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Config is a whole `puzzlesat bench` invocation.
type Config struct {
	Sweep
	Shard  Shard
	Jobs   int    // parallel workers (< 1 means 1)
	Out    string // directory for results.csv, summary.md, cactus.svg; "" writes summary.md to Stdout
	Runner Runner // how jobs run; the command line passes a Process runner
	// Progress, when set, receives a progress bar (pass a terminal only).
	Progress io.Writer
	Stdout   io.Writer

	all, mine []Job // cached by Plan
	planned   bool
}

// DefaultTimeout is the command line's default per-run timeout.
const DefaultTimeout = 60 * time.Second

// Plan discovers the instances and expands the sweep: the whole job list
// and this shard's part of it. Unknown solvers are reported here, before
// anything runs.
func (c *Config) Plan() (all, mine []Job, err error) {
	if c.planned {
		return c.all, c.mine, nil
	}
	if err := c.Validate(); err != nil {
		return nil, nil, err
	}
	for _, s := range c.Solvers {
		if _, err := solver.Lookup(s); err != nil {
			return nil, nil, err
		}
	}
	insts, err := c.Discover()
	if err != nil {
		return nil, nil, err
	}
	if len(insts) == 0 {
		return nil, nil, errors.New("no instances found")
	}
	all, err = c.Expand(insts)
	if err != nil {
		return nil, nil, err
	}
	if c.Shard.N == 0 {
		c.Shard = Shard{0, 1}
	}
	c.all, c.mine, c.planned = all, c.Shard.Select(all), true
	return c.all, c.mine, nil
}

// Bench runs the sweep (this shard of it) and writes the reports. It
// returns the report even when some runs failed; the error then wraps
// ErrWrong. An interrupted sweep (ctx ended) still writes the records done
// so far, and returns ctx's error.
func Bench(ctx context.Context, c *Config) (*Report, error) {
	_, jobs, err := c.Plan()
	if err != nil {
		return nil, err
	}
	if c.Runner == nil {
		return nil, errors.New("benchmarks: no runner")
	}
	if c.Out != "" {
		// Fail now, not after a sweep of hours, when the reports cannot
		// be written.
		if err := checkOutDir(c.Out); err != nil {
			return nil, err
		}
	}
	var onDone func(Record)
	if c.Progress != nil && len(jobs) > 0 {
		bar := progress.New(c.Progress, "bench", len(jobs))
		onDone = func(Record) { bar.Add() }
		defer bar.Finish()
	}
	recs, runErr := RunJobs(ctx, jobs, c.Runner, c.Jobs, onDone)
	rep := NewReport(recs)
	if err := c.write(recs, rep); err != nil {
		return rep, err
	}
	if runErr != nil {
		return rep, runErr
	}
	return rep, rep.Err()
}

// Err wraps ErrWrong when some run failed, gave a wrong answer or
// disagreed with another.
func (rep *Report) Err() error {
	wrong, errs, dis := rep.Problems()
	if wrong+errs+dis > 0 {
		return fmt.Errorf("%w: %d wrong, %d errors, %d disagreements (see summary.md)", ErrWrong, wrong, errs, dis)
	}
	return nil
}

func (c *Config) write(recs []Record, rep *Report) error {
	if c.Out == "" {
		if c.Stdout == nil {
			return nil
		}
		return rep.WriteMarkdown(c.Stdout)
	}
	return WriteOutputs(c.Out, recs, rep)
}

// checkOutDir makes dir and checks that files can be written in it.
func checkOutDir(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".bench-probe-*")
	if err != nil {
		return fmt.Errorf("--out %s: %w", dir, err)
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

// WriteOutputs writes results.csv, summary.md and cactus.svg into dir.
func WriteOutputs(dir string, recs []Record, rep *Report) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	files := []struct {
		name  string
		write func(io.Writer) error
	}{
		{"results.csv", func(w io.Writer) error { return WriteCSV(w, rep.Records) }},
		{"summary.md", rep.WriteMarkdown},
		{"cactus.svg", rep.WriteCactus},
	}
	for _, f := range files {
		var buf bytes.Buffer
		if err := f.write(&buf); err != nil {
			return fmt.Errorf("%s: %w", f.name, err)
		}
		if err := os.WriteFile(filepath.Join(dir, f.name), buf.Bytes(), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// checkOneSweep checks that records (sorted by job, no duplicates) can come
// from one sweep, whose runs share one timeout and form the full matrix
// of its instances, each kind's option combinations, its solvers and its
// repeats: shards of two sweeps of the same size (another solver, another
// timeout) must not merge into one report.
func checkOneSweep(recs []Record, from map[int]string) error {
	if len(recs) == 0 {
		return nil
	}
	first := recs[0]
	type run struct {
		set, instance, options, solver string
		repeat                         int
	}
	seen := map[run]int{}
	solvers := map[string]bool{}
	maxRepeat := 0
	for _, r := range recs {
		if r.Timeout != first.Timeout {
			return fmt.Errorf("merge: job %d ran with a %gs timeout (%s), job %d with %gs (%s): not shards of one sweep",
				r.Job, r.Timeout, from[r.Job], first.Job, first.Timeout, from[first.Job])
		}
		k := run{r.Set, r.Instance, r.Options, r.Solver, r.Repeat}
		if j, ok := seen[k]; ok {
			return fmt.Errorf("merge: jobs %d (%s) and %d (%s) are the same run (%s %s %s, repeat %d): not shards of one sweep",
				j, from[j], r.Job, from[r.Job], r.Instance, r.Options, r.Solver, r.Repeat)
		}
		seen[k] = r.Job
		solvers[r.Solver] = true
		maxRepeat = max(maxRepeat, r.Repeat)
	}
	if len(recs) != first.Of {
		return nil // jobs are missing (--partial): the matrix cannot be complete
	}
	// Every instance has its kind's option combinations, and each of them
	// every solver and repeat.
	type inst struct{ set, instance, kind string }
	opts := map[inst]map[string]bool{}
	kindOpts := map[string]map[string]bool{}
	for _, r := range recs {
		i := inst{r.Set, r.Instance, r.Kind}
		if opts[i] == nil {
			opts[i] = map[string]bool{}
		}
		opts[i][r.Options] = true
		if kindOpts[r.Kind] == nil {
			kindOpts[r.Kind] = map[string]bool{}
		}
		kindOpts[r.Kind][r.Options] = true
	}
	for i, have := range opts {
		for o := range kindOpts[i.kind] {
			if !have[o] {
				return fmt.Errorf("merge: %s has no run with options %q, which other %s instances have: not shards of one sweep", i.instance, o, i.kind)
			}
			for s := range solvers {
				for rep := 1; rep <= maxRepeat; rep++ {
					if _, ok := seen[run{i.set, i.instance, o, s, rep}]; !ok {
						return fmt.Errorf("merge: %s (%s) has no run with solver %s, repeat %d, which other runs have: not shards of one sweep", i.instance, o, s, rep)
					}
				}
			}
		}
	}
	return nil
}

// WriteJobList prints jobs one per line: index, instance, kind, options,
// solver, repeat, separated by tabs.
func WriteJobList(w io.Writer, jobs []Job) error {
	bw := bufio.NewWriter(w)
	for _, j := range jobs {
		fmt.Fprintf(bw, "%d\t%s\t%s\t%s\t%s\t%d\n", j.Index, j.Instance, j.Kind, j.Options, j.Solver, j.Repeat)
	}
	return bw.Flush()
}

// MergeResult is what Merge found.
type MergeResult struct {
	Records    []Record
	Report     *Report
	Duplicates int // records of a job seen more than once (the first is kept)
}

// Merge reads the results.csv files of several shards (a directory stands
// for its results.csv) and combines them. Its report equals the one an
// unsharded run of the same sweep writes, up to timing. It is an error
// when the files come from different sweeps (a job index naming different
// runs, or different sweep sizes), and, unless partial, when jobs are
// missing.
func Merge(paths []string, partial bool) (*MergeResult, error) {
	if len(paths) == 0 {
		return nil, errors.New("merge: no CSV files or directories given")
	}
	byJob := map[int]Record{}
	from := map[int]string{}
	res := &MergeResult{}
	total, firstFile := -1, ""
	for _, p := range paths {
		file := p
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			file = filepath.Join(p, "results.csv")
		}
		f, err := os.Open(file)
		if err != nil {
			return nil, err
		}
		recs, err := ReadCSV(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
		}
		for _, r := range recs {
			if total < 0 {
				total, firstFile = r.Of, file
			} else if r.Of != total {
				return nil, fmt.Errorf("%s: job %d belongs to a sweep of %d jobs, the jobs in %s to one of %d: not shards of one sweep", file, r.Job, r.Of, firstFile, total)
			}
			if old, ok := byJob[r.Job]; ok {
				if old.Instance != r.Instance || old.Set != r.Set || old.Kind != r.Kind || old.Options != r.Options || old.Solver != r.Solver || old.Repeat != r.Repeat {
					return nil, fmt.Errorf("%s: job %d is %s %s %s here but %s %s %s in %s: not shards of one sweep",
						file, r.Job, r.Instance, r.Options, r.Solver, old.Instance, old.Options, old.Solver, from[r.Job])
				}
				res.Duplicates++
				continue
			}
			byJob[r.Job] = r
			from[r.Job] = file
		}
	}
	for _, r := range byJob {
		res.Records = append(res.Records, r)
	}
	sort.Slice(res.Records, func(a, b int) bool { return res.Records[a].Job < res.Records[b].Job })
	if err := checkOneSweep(res.Records, from); err != nil {
		return nil, err
	}
	res.Report = NewReport(res.Records)
	if n := len(res.Report.Missing); n > 0 && !partial {
		return res, fmt.Errorf("merge: %d of %d jobs missing (jobs %s); pass every shard's results, or --partial", n, res.Report.Total, compactRanges(res.Report.Missing))
	}
	return res, nil
}
