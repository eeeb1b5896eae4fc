package benchmarks

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"
	"path/filepath"
	"time"

	"github.com/puzzlesat/puzzlesat/internal/progress"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Config is a whole `puzzlesat bench` invocation.
type Config struct {
	Sweep
	Shard Shard
	Jobs  int    // parallel workers (< 1 means 1)
	Out   string // directory for sweep.json, results.csv, summary.md, cactus.svg; "" writes summary.md to Stdout
	// Resume continues the sweep in Out when Out holds one (its
	// sweep.json must describe this sweep and shard): the runs with a
	// row in results.csv are not run again. Without a sweep in Out, the
	// sweep starts there.
	Resume bool
	// Saved is set when the sweep is the one Out's sweep.json describes
	// (`bench --resume DIR` alone): a mismatch then means its instances
	// changed, and the message must not suggest the command that failed.
	Saved  bool
	Runner Runner // how jobs run; the command line passes a Process runner
	// Progress, when set, receives a progress bar (pass a terminal only).
	Progress io.Writer
	Stdout   io.Writer
	// Command is the command line, kept in sweep.json to name a shard's
	// rerun.
	Command []string

	plan *Plan
}

// DefaultTimeout is the command line's default per-run timeout.
const DefaultTimeout = 60 * time.Second

// Plan discovers the instances and numbers the sweep's jobs (once).
// Unknown solvers are reported here, before anything runs.
func (c *Config) Plan() (*Plan, error) {
	if c.plan != nil {
		return c.plan, nil
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	for _, s := range c.Solvers {
		if _, err := solver.Lookup(s); err != nil {
			return nil, err
		}
	}
	p, err := NewPlan(c.Sweep)
	if err != nil {
		return nil, err
	}
	if p.NumInstances() == 0 {
		return nil, errors.New("no instances found")
	}
	if c.Shard.N == 0 {
		c.Shard = Shard{0, 1}
	}
	c.Sweep, c.plan = p.Sweep(), p
	return p, nil
}

// Bench runs the sweep (this shard of it) and writes the reports. Each
// run's record is appended to results.csv as it finishes, so a sweep
// killed at any point can be resumed (Config.Resume). It returns the
// report even when some runs failed; the error then wraps ErrWrong. An
// interrupted sweep (ctx ended) still writes the reports of the runs done
// so far, and returns ctx's error.
func Bench(ctx context.Context, c *Config) (*Report, error) {
	p, err := c.Plan()
	if err != nil {
		return nil, err
	}
	if c.Runner == nil {
		return nil, errors.New("benchmarks: no runner")
	}
	dir := c.Out
	if dir == "" {
		if dir, err = os.MkdirTemp("", "puzzlesat-bench-*"); err != nil {
			return nil, err
		}
		defer os.RemoveAll(dir)
	} else if err := checkOutDir(dir); err != nil {
		// Fail now, not after a sweep of hours, when the reports cannot
		// be written.
		return nil, err
	}
	j, err := c.startJournal(dir, p)
	if err != nil {
		return nil, err
	}
	sink, stop := j.append, func() {}
	if c.Progress != nil {
		sink, stop = c.progress(j)
	}
	jobs := func(yield func(Job) bool) {
		for job := range p.Jobs(c.Shard) {
			if !j.has(job.Index) && !yield(job) {
				return
			}
		}
	}
	runErr := RunJobs(ctx, jobs, c.Runner, c.Jobs, sink)
	stop()
	if cl, ok := c.Runner.(io.Closer); ok {
		cl.Close()
	}
	if err := j.finish(); err != nil {
		return nil, err
	}
	rep, err := ReadReport(filepath.Join(dir, ResultsFile))
	if err != nil {
		return nil, err
	}
	if c.Out != "" {
		err = WriteReport(c.Out, rep)
	} else if c.Stdout != nil {
		err = rep.WriteMarkdownAlone(c.Stdout) // no cactus.svg written: none linked
	}
	if err != nil {
		return rep, err
	}
	if runErr != nil {
		return rep, runErr
	}
	return rep, rep.Err()
}

// progress wraps the journal's sink with a progress line; stop erases it.
func (c *Config) progress(j *journal) (sink func(Record) error, stop func()) {
	todo := c.Shard.Size(j.plan.Total()) - j.done
	if todo <= 0 {
		return j.append, func() {}
	}
	bar := progress.New(c.Progress, "bench", todo)
	return func(r Record) error {
		err := j.append(r)
		bar.Add()
		return err
	}, bar.Finish
}

// startJournal writes sweep.json and opens results.csv: a fresh one, or,
// when resuming, the one the sweep wrote so far.
func (c *Config) startJournal(dir string, p *Plan) (*journal, error) {
	cwd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	meta := &SweepMeta{Version: 1, Sweep: c.Sweep, Shard: c.Shard.String(), Runs: c.Shard.Size(p.Total()), Total: p.Total(),
		Dir: cwd, Command: c.Command, Scheduler: schedulerEnv()}
	results := filepath.Join(dir, ResultsFile)
	if c.Resume {
		old, err := ReadSweepMeta(dir)
		switch {
		case err == nil:
			if (!old.sameSweep(meta) || old.Shard != meta.Shard) && c.Saved {
				return nil, fmt.Errorf("%s: the sweep saved there no longer plans the same runs: its paths now give %d runs, it planned %d (instance files added, removed or renamed since it started in %s?); restore them, or run the sweep again with --out and another directory",
					dir, meta.Total, old.Total, old.Dir)
			}
			if !old.sameSweep(meta) || old.Shard != meta.Shard {
				return nil, fmt.Errorf("%s holds another sweep (shard %s of %d runs, started in %s): resume it with `puzzlesat bench --resume %s` and no other sweep flags, or choose another directory",
					dir, old.Shard, old.Total, old.Dir, dir)
			}
			return openJournal(results, p, c.Shard)
		case !errors.Is(err, os.ErrNotExist):
			return nil, err
		}
	}
	for _, f := range []string{SummaryFile, CactusFile} {
		if err := os.Remove(filepath.Join(dir, f)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
	}
	err = writeFileSync(filepath.Join(dir, SweepFile), func(w io.Writer) error {
		return writeJSON(w, meta)
	})
	if err != nil {
		return nil, err
	}
	return createJournal(results, p, c.Shard)
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

// ReadReport builds the report of a results.csv in job order (as Bench
// and Merge leave it), reading it once, record by record.
func ReadReport(path string) (*Report, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	cr, err := newCSVReader(bufio.NewReaderSize(f, 1<<16))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	b := newReportBuilder()
	var gaps gapTracker
	last := -1
	for {
		rec, err := cr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if rec.Job <= last {
			return nil, fmt.Errorf("%s: line %d: job %d after job %d: not in job order", path, cr.line, rec.Job, last)
		}
		last = rec.Job
		gaps.see(rec.Job)
		b.add(rec)
	}
	return b.finish(&gaps), nil
}

// WriteReport writes summary.md and cactus.svg into dir.
func WriteReport(dir string, rep *Report) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	files := []struct {
		name  string
		write func(io.Writer) error
	}{
		{SummaryFile, rep.WriteMarkdown},
		{CactusFile, rep.WriteCactus},
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

// WriteOutputs writes results.csv, summary.md and cactus.svg into dir,
// from records held in memory.
func WriteOutputs(dir string, recs []Record, rep *Report) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	err := writeFileSync(filepath.Join(dir, ResultsFile), func(w io.Writer) error { return WriteCSV(w, recs) })
	if err != nil {
		return err
	}
	return WriteReport(dir, rep)
}

func writeJSON(w io.Writer, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// WriteJobList prints jobs one per line: index, instance, kind, options,
// solver, repeat, separated by tabs.
func WriteJobList(w io.Writer, jobs iter.Seq[Job]) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	for j := range jobs {
		if _, err := fmt.Fprintf(bw, "%d\t%s\t%s\t%s\t%s\t%d\n", j.Index, j.Instance, j.Kind, j.Options, j.Solver, j.Repeat); err != nil {
			return err
		}
	}
	return bw.Flush()
}
