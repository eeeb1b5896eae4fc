package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/internal/english"
	"github.com/puzzlesat/puzzlesat/internal/progress"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxInput is the largest input file (or standard input) a batch reads:
// far above any real puzzle file, far below what would exhaust memory.
const MaxInput int64 = 64 << 20

// MaxJobs is the most puzzles a batch solves at once (--jobs): far above
// any machine's cores, far below what would exhaust memory. A larger
// value is a usage error; a batch never runs more workers than it has
// puzzles (issue 32 item 6).
const MaxJobs = 1024

// CheckIndex refuses a negative --index before any input is read: the
// message says what an index is, not how many puzzles a file holds.
func CheckIndex(i int) error {
	if i < 0 {
		return &puzzle.UsageError{Msg: fmt.Sprintf("--index %d: an index is 1 or more (0: all)", i)}
	}
	return nil
}

// Batch is a solve command: the puzzles of every input, each solved and
// written in input order.
type Batch struct {
	Kind puzzle.Kind
	// Inputs are files, directories (walked in lexical order, dot files
	// skipped) and "-" for standard input.
	Inputs      []string
	InputFormat string // "" or "auto": detect per file
	Index       int    // only the Index-th puzzle (1-based) of each file; 0: all
	Jobs        int    // puzzles solved at once (0, 1: one at a time)
	Format      string // output: text, json or svg
	Stats       bool   // text: a stats line per puzzle; both: a summary by class on Err
	Options     solve.Options
	Stdin       io.Reader
	Out, Err    io.Writer
	// Progress, when set, shows the records written of a batch of more
	// than one puzzle (internal/progress: pass progress.Lines or Forced
	// for a writer that is no terminal).
	Progress io.Writer
}

// Summary counts a batch's outcomes.
type Summary struct {
	Puzzles, Solved, Unsat, Unknown, Failed int
	// References counts puzzles that came with a reference solution,
	// Matched those whose solution found equals it.
	References, Matched int
	// NotUnique, Differ and Unreadable name puzzles: with a second
	// solution, whose unique solution differs from a reference that
	// breaks the rules (an error), that could not be read or solved.
	NotUnique, Differ, Unreadable []string
	// Unanswered counts solved puzzles whose question (--unique,
	// --count) a timeout left without an answer.
	Unanswered int
	// AskErrors counts --ask questions a puzzle could not answer: an
	// error when the batch has one puzzle (in a file of many, a value is
	// in some puzzles only).
	AskErrors int
}

// The exit codes of the puzzle commands.
const (
	ExitOK      = 0
	ExitError   = 1
	ExitUsage   = 2
	ExitUnsat   = 3
	ExitUnknown = 4
	// ExitNotUnique: every puzzle solved, and --unique or --count found a
	// second solution of some puzzle.
	ExitNotUnique = 5
)

// ExitCode ranks the outcomes: an error (1) outranks an unknown status or
// unanswered question (4), which outranks a puzzle without solution (3),
// which outranks a puzzle with several solutions (5).
func (s Summary) ExitCode() int {
	switch {
	case s.Failed > 0 || len(s.Differ) > 0 || (s.AskErrors > 0 && s.Puzzles == 1):
		return ExitError
	case s.Unknown > 0 || s.Unanswered > 0:
		return ExitUnknown
	case s.Unsat > 0:
		return ExitUnsat
	case len(s.NotUnique) > 0:
		return ExitNotUnique
	}
	return ExitOK
}

// job is one puzzle of the batch and, once solved, its result.
type job struct {
	item puzzle.Item
	res  *puzzle.Result
	err  error
	done chan struct{}
}

// Run reads every input, solves every puzzle and writes one record per
// puzzle in input order. Bad input in one file is reported on Err (and as
// a JSON record with status "error") and the batch goes on. The error
// returned is a usage error or a failure to write.
func (b *Batch) Run(ctx context.Context) (Summary, error) {
	var sum Summary
	if err := CheckIndex(b.Index); err != nil {
		return sum, err
	}
	if b.Jobs > MaxJobs {
		return sum, &puzzle.UsageError{Msg: fmt.Sprintf("--jobs %d: at most %d (the workers never outnumber the puzzles)", b.Jobs, MaxJobs)}
	}
	items, err := b.read(ctx, &sum)
	if err != nil {
		return sum, err
	}
	if b.Format == "svg" && len(items) > 1 {
		return sum, &puzzle.UsageError{Msg: fmt.Sprintf("svg output takes one puzzle; the input has %d (choose one with --index)", len(items))}
	}
	if err := b.checkAsk(items); err != nil {
		sum.Puzzles, sum.AskErrors = 1, 1
		fmt.Fprintf(b.Err, "puzzlesat: %v\n", err)
		return sum, nil
	}
	jobs := make([]*job, len(items))
	for i, it := range items {
		jobs[i] = &job{item: it, done: make(chan struct{})}
	}
	items = nil
	// The workers run at most window puzzles ahead of the output, and a
	// record is dropped once written (its encoding and solutions with
	// it): a batch of thousands of puzzles holds a few results at a time,
	// not all of them.
	workers := min(max(b.Jobs, 1), max(len(jobs), 1))
	window := make(chan struct{}, 4*workers)
	quit := make(chan struct{}) // Run returned early: stop feeding
	defer close(quit)
	if b.Progress != nil && len(jobs) == 1 {
		// One puzzle: the engine's figures (solver.WithProgress) on a
		// status line, every few seconds once the solve takes that long.
		st := progress.NewStatus(b.Progress, "solve")
		defer st.Finish()
		st.Describe("solving") // until the engine says more (gophersat never does)
		ctx = solver.WithProgress(ctx, func(p solver.Progress) { st.Describe(DescribeProgress(p)) })
	}
	go b.solveAll(ctx, jobs, workers, window, quit)
	var bar *progress.Line
	if b.Progress != nil && len(jobs) > 1 {
		bar = progress.New(b.Progress, "solve", len(jobs))
		defer bar.Finish()
	}
	var stats []classStat
	for i, j := range jobs {
		<-j.done
		jobs[i] = nil
		sum.Puzzles++
		// A record is rendered whole, then written in one Write: a
		// stopped command leaves whole records only (issue 32 item 2).
		var rec bytes.Buffer
		err := b.emit(&rec, j, &sum)
		if _, werr := b.Out.Write(rec.Bytes()); werr != nil && err == nil {
			err = werr
		}
		if err != nil {
			return sum, err
		}
		if bar != nil {
			bar.Add()
		}
		<-window
		if b.Stats && j.res != nil && j.res.Encoding != nil {
			stats = append(stats, classStat{j.res.Item.Info.Class, j.res.Stats})
		}
	}
	if b.Format == "text" && sum.Puzzles > 1 {
		sum.write(b.Out)
	}
	if b.Stats {
		writeClassSummary(b.Err, stats)
	}
	return sum, nil
}

// checkAsk checks the --ask questions of a batch of one puzzle before
// solving it (in a file of many, a value is in some puzzles only).
func (b *Batch) checkAsk(items []puzzle.Item) error {
	a, ok := b.Kind.(puzzle.Asker)
	if !ok || len(items) != 1 || items[0].Puzzle == nil {
		return nil
	}
	for _, q := range b.Options.Ask {
		if err := a.CheckAsk(items[0].Puzzle, q); err != nil {
			return fmt.Errorf("%s: --ask %s: %w", items[0].RecordID(), q, err)
		}
	}
	return nil
}

// solveAll solves the jobs with workers goroutines, closing each job's done
// channel when it is finished. A job is handed out once it has a slot in
// window (Run frees one per record written); when quit closes, the jobs
// not handed out yet are left alone.
func (b *Batch) solveAll(ctx context.Context, jobs []*job, workers int, window chan struct{}, quit <-chan struct{}) {
	next := make(chan *job)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range next {
				j.res, j.err = b.solveOne(ctx, j.item)
				close(j.done)
			}
		}()
	}
	defer func() {
		close(next)
		wg.Wait()
	}()
	for _, j := range jobs {
		select {
		case window <- struct{}{}:
		case <-quit:
			return
		}
		select {
		case next <- j:
		case <-quit:
			return
		}
	}
}

func (b *Batch) solveOne(ctx context.Context, it puzzle.Item) (*puzzle.Result, error) {
	if ctx.Err() != nil && it.Err == nil {
		// Stopped (a signal): the puzzles not started yet are unknown,
		// without spending time on encoding them.
		r := solve.NewResult(it, b.Options)
		r.TimedOut = true
		return r, nil
	}
	return solve.One(ctx, b.Kind, it, b.Options)
}

// emit writes one job's record and counts its outcome.
func (b *Batch) emit(out io.Writer, j *job, sum *Summary) error {
	r, err := j.res, j.err
	var ue *puzzle.UsageError
	if errors.As(err, &ue) {
		return err // a bad option combination: a usage error, not a bad puzzle
	}
	if err != nil {
		sum.Failed++
		if r == nil {
			r = &puzzle.Result{Item: j.item}
		}
		r.Status, r.Err = puzzle.Failed, err
		sum.Unreadable = append(sum.Unreadable, j.item.RecordID())
		fmt.Fprintf(b.Err, "puzzlesat: %s\n", describe(j.item, err))
		if b.Format == "json" {
			return puzzle.RenderRecord(b.Kind, out, r, "json")
		}
		return nil
	}
	switch r.Status {
	case puzzle.Solved:
		sum.Solved++
		asked := b.Options.Unique || b.Options.Count > 0
		if asked && !r.Complete && !r.Unique.Known() && r.Count < b.Options.Limit() {
			sum.Unanswered++
		}
	case puzzle.Unsatisfiable:
		sum.Unsat++
	default:
		sum.Unknown++
	}
	differ := len(sum.Differ)
	sum.count(r)
	if len(sum.Differ) > differ {
		fmt.Fprintf(b.Err, "puzzlesat: %s: the solution found differs from the one that came with the puzzle, which breaks the rules\n", r.Item.RecordID())
	}
	if a, ok := b.Kind.(puzzle.Asker); ok && r.Item.Puzzle != nil {
		for _, q := range b.Options.Ask {
			if err := a.CheckAsk(r.Item.Puzzle, q); err != nil {
				sum.AskErrors++
			}
		}
	}
	if err := puzzle.RenderRecord(b.Kind, out, r, b.Format); err != nil {
		return err
	}
	if b.Stats && b.Format == "text" {
		fmt.Fprintf(out, "# stats: %s\n", solve.StatsLine(r))
		if e := r.Encoding; e != nil && e.Report != nil {
			for _, s := range e.Report() {
				fmt.Fprintf(out, "# %s: %v\n", s.Name, s.Value)
			}
		}
	}
	return nil
}

// describe is a failed puzzle's message: a positioned error as its
// file:line:col form with the offending line, anything else with the
// puzzle's name.
func describe(it puzzle.Item, err error) string {
	var pe *srcpos.Error
	if errors.As(err, &pe) {
		return pe.Pretty()
	}
	if id := it.RecordID(); id != "" && !strings.HasPrefix(err.Error(), id) && !strings.HasPrefix(err.Error(), it.Info.Name) {
		return id + ": " + err.Error()
	}
	return err.Error()
}

// read reads every input; a file that cannot be read or parsed becomes
// one failed item. With Jobs above 1 the files are read and parsed Jobs at
// a time (standard input first, on the caller's goroutine, in order).
func (b *Batch) read(ctx context.Context, sum *Summary) ([]puzzle.Item, error) {
	type file struct {
		name  string
		items []puzzle.Item
		err   error
		done  bool // read (or failed to expand)
	}
	var files []file
	for _, in := range b.Inputs {
		names, err := expand(in)
		if err != nil {
			files = append(files, file{name: in, err: err, done: true})
			continue
		}
		for _, f := range names {
			files = append(files, file{name: f})
		}
	}
	readOne := func(f *file) {
		if !f.done {
			f.items, f.err = b.readFile(ctx, f.name)
			f.done = true
		}
	}
	next := make(chan *file)
	var wg sync.WaitGroup
	for range min(max(b.Jobs, 1), len(files)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for f := range next {
				readOne(f)
			}
		}()
	}
	for i := range files {
		if files[i].name == "-" {
			readOne(&files[i])
		}
	}
	for i := range files {
		if !files[i].done {
			next <- &files[i]
		}
	}
	close(next)
	wg.Wait()
	n := 0
	for _, f := range files {
		n += max(len(f.items), 1)
	}
	items := make([]puzzle.Item, 0, n)
	for _, f := range files {
		var ue *puzzle.UsageError
		if errors.As(f.err, &ue) {
			return nil, f.err
		}
		if f.err != nil {
			f.items = []puzzle.Item{{Info: puzzle.Info{Name: f.name}, Err: f.err}}
		}
		items = append(items, f.items...)
	}
	return items, nil
}

func (b *Batch) readFile(ctx context.Context, path string) ([]puzzle.Item, error) {
	data, name, err := ReadInput(ctx, path, b.Stdin, MaxInput)
	if err != nil {
		return nil, err
	}
	src := puzzle.Source{Name: name, Data: data, Count: solve.Counter(context.Background(), b.Kind, b.Options.Solver, b.Options.Encode)}
	items, err := puzzle.Read(b.Kind, src, b.InputFormat)
	if err != nil {
		return nil, Lookalike(b.Kind, src, b.InputFormat, err)
	}
	LookalikeItems(b.Kind, src, b.InputFormat, items)
	if b.Index != 0 {
		if b.Index < 0 || b.Index > len(items) {
			return nil, &puzzle.UsageError{Msg: fmt.Sprintf("--index %d: %s has %d puzzle(s)", b.Index, name, len(items))}
		}
		items = items[b.Index-1 : b.Index]
	}
	return items, nil
}

// ReadInput reads a file, or standard input for "-" (or ""), refusing
// more than limit bytes before the memory is spent: from the size of a
// regular file, or after limit bytes of a stream. It stops early when
// ctx ends (a stop signal), and returns the name messages use ("<stdin>"
// for "-"). An argument that is no file but a puzz.link URL (IsURL) is
// its own content, named "<url>": `solve hashi 'https://puzz.link/p?...'`.
func ReadInput(ctx context.Context, path string, stdin io.Reader, limit int64) ([]byte, string, error) {
	name := path
	r := stdin
	if IsURL(path) {
		return []byte(path + "\n"), "<url>", nil
	}
	if path == "-" || path == "" {
		name = "<stdin>"
		if r == nil {
			r = os.Stdin
		}
	} else {
		f, err := os.Open(path)
		if err != nil {
			return nil, name, err
		}
		defer f.Close()
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > limit {
			return nil, name, tooLarge(name, limit)
		}
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(ctxReader{ctx, r}, limit+1))
	if err != nil {
		return nil, name, fmt.Errorf("%s: %w", name, err)
	}
	if int64(len(data)) > limit {
		return nil, name, tooLarge(name, limit)
	}
	return data, name, nil
}

func tooLarge(name string, limit int64) error {
	return fmt.Errorf("%s: input larger than %d MiB (the limit for this input)", name, limit>>20)
}

// ContextReader is r, stopping with ctx's error once ctx ends: a long
// input is not read to its end after a stop signal.
func ContextReader(ctx context.Context, r io.Reader) io.Reader { return ctxReader{ctx, r} }

type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if c.ctx != nil {
		if err := c.ctx.Err(); err != nil {
			return 0, err
		}
	}
	return c.r.Read(p)
}

// expand turns a directory into its files in lexical order (dot files and
// dot directories skipped); anything else is itself.
func expand(path string) ([]string, error) {
	if path == "-" || IsURL(path) {
		return []string{path}, nil
	}
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return []string{path}, nil
	}
	var files []string
	err = filepath.WalkDir(path, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != path && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	if err == nil && len(files) == 0 {
		err = fmt.Errorf("%s: no files", path)
	}
	return files, err
}

// IsURL reports whether a command-line argument is a puzz.link URL given
// in place of a file: one line that package puzzlink recognises
// (puzzlink.Looks: a known pzprjs host or kind before the size) and that
// names no existing file, so that a file of any name is still read as a
// file.
func IsURL(arg string) bool {
	if arg == "" || strings.ContainsAny(arg, "\n\r") || !puzzlink.Looks([]byte(arg)) {
		return false
	}
	_, err := os.Stat(arg)
	return errors.Is(err, fs.ErrNotExist)
}

// count notes r's uniqueness and reference comparison.
func (s *Summary) count(r *puzzle.Result) {
	name := r.Item.RecordID()
	if r.Unique == puzzle.UniqueNo {
		s.NotUnique = append(s.NotUnique, name)
	}
	if r.Item.Reference == nil {
		return
	}
	s.References++
	switch {
	case r.Matches != nil && *r.Matches:
		s.Matched++
	case r.Matches != nil && r.Unique != puzzle.UniqueNo:
		s.Differ = append(s.Differ, name)
	}
}

// write prints the summary lines of a text output of several puzzles.
func (s Summary) write(w io.Writer) {
	line := fmt.Sprintf("summary: %d puzzles, %d solved", s.Puzzles, s.Solved)
	if s.Unsat > 0 {
		line += fmt.Sprintf(", %d unsatisfiable", s.Unsat)
	}
	if s.Unknown > 0 {
		line += fmt.Sprintf(", %d unknown", s.Unknown)
	}
	if s.References > 0 {
		line += fmt.Sprintf(", %d of %d reference solutions matched", s.Matched, s.References)
	}
	fmt.Fprintln(w, line)
	for _, l := range []struct {
		what  string
		names []string
	}{
		{"not unique", s.NotUnique},
		{"differ from the reference, which breaks the rules", s.Differ},
		{"could not be read or solved", s.Unreadable},
	} {
		if len(l.names) > 0 {
			fmt.Fprintf(w, "%s (%d): %s\n", l.what, len(l.names), strings.Join(l.names, " "))
		}
	}
}

// DescribeProgress is a solve's progress in a few words: "91136
// conflicts, 312 restarts, round 4, 1 solution" (the parts that are not
// zero).
func DescribeProgress(p solver.Progress) string {
	var parts []string
	if p.Conflicts > 0 {
		parts = append(parts, fmt.Sprintf("%d conflicts, %d restarts", p.Conflicts, p.Restarts))
	}
	if p.Rounds > 0 {
		parts = append(parts, fmt.Sprintf("round %d", p.Rounds+1))
	}
	if p.Solutions > 0 {
		parts = append(parts, english.Plural(p.Solutions, "solution"))
	}
	if len(parts) == 0 {
		return "solving: " + english.Plural(p.Solves, "solver call")
	}
	return strings.Join(parts, ", ")
}
