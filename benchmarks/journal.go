package benchmarks

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// A sweep's --out directory holds, while the sweep runs:
//
//	sweep.json   the sweep (paths, options, solvers, shard, ...), written
//	             before the first run; `bench --resume DIR` reads it
//	results.csv  one row per finished run, appended and fsynced as each
//	             run ends (in the order runs end)
//
// and, when the sweep ends (all runs done, or interrupted), results.csv
// rewritten in job order, summary.md and cactus.svg. A sweep killed at any
// point (SIGKILL, a lost node) loses only the runs in flight: a torn last
// row (the process died while writing it) is dropped when the sweep is
// resumed, and the runs with a row are not run again.

// Names of the files in a sweep directory.
const (
	SweepFile   = "sweep.json"
	ResultsFile = "results.csv"
	SummaryFile = "summary.md"
	CactusFile  = "cactus.svg"
)

// SweepMeta is sweep.json: what a sweep directory holds, so that it can
// be resumed and a failed shard can be named and rerun.
type SweepMeta struct {
	Version int    `json:"version"`
	Sweep   Sweep  `json:"sweep"`
	Shard   string `json:"shard"` // "i/n"
	Runs    int    `json:"runs"`  // this shard's runs
	Total   int    `json:"total"` // runs of the whole sweep
	// Dir is the working directory the sweep started in (relative
	// instance paths are relative to it).
	Dir string `json:"dir"`
	// Command is the command line that started the sweep, when known.
	Command []string `json:"command,omitempty"`
	// Scheduler holds the batch scheduler's variables of the task that
	// started the sweep (SLURM_ARRAY_JOB_ID, JOB_COMPLETION_INDEX, ...).
	Scheduler map[string]string `json:"scheduler,omitempty"`
}

// schedulerVars are the environment variables sweep.json keeps.
var schedulerVars = []string{
	"SLURM_JOB_ID", "SLURM_ARRAY_JOB_ID", "SLURM_ARRAY_TASK_ID", "SLURM_JOB_NAME", "SLURM_SUBMIT_DIR",
	"JOB_COMPLETION_INDEX", "JOB_NAME", "HOSTNAME",
}

func schedulerEnv() map[string]string {
	m := map[string]string{}
	if os.Getenv("SLURM_JOB_ID") == "" && os.Getenv("JOB_COMPLETION_INDEX") == "" {
		return nil
	}
	for _, v := range schedulerVars {
		if x := os.Getenv(v); x != "" {
			m[v] = x
		}
	}
	return m
}

// ReadSweepMeta reads dir/sweep.json.
func ReadSweepMeta(dir string) (*SweepMeta, error) {
	data, err := os.ReadFile(filepath.Join(dir, SweepFile))
	if err != nil {
		return nil, err
	}
	var m SweepMeta
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, SweepFile), err)
	}
	if m.Version != 1 {
		return nil, fmt.Errorf("%s: version %d (this puzzlesat reads version 1)", filepath.Join(dir, SweepFile), m.Version)
	}
	if _, err := ParseShard(m.Shard); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, SweepFile), err)
	}
	return &m, nil
}

// sameSweep reports whether two sweep.json files describe the same runs.
func (m *SweepMeta) sameSweep(o *SweepMeta) bool {
	a, _ := json.Marshal(m.Sweep)
	b, _ := json.Marshal(o.Sweep)
	return bytes.Equal(a, b) && m.Total == o.Total && m.Dir == o.Dir
}

// writeFileSync writes a file atomically: a temporary file, fsynced, then
// renamed over the name.
func writeFileSync(path string, write func(io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	bw := bufio.NewWriterSize(tmp, 1<<20)
	if err := write(bw); err != nil {
		tmp.Close()
		return err
	}
	if err := bw.Flush(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	return syncDir(filepath.Dir(path))
}

// syncDir makes a rename or a file creation in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return nil // some file systems cannot sync a directory
	}
	return nil
}

// journalWrite writes one encoded record; tests replace it to tear writes.
var journalWrite = func(f *os.File, b []byte) (int, error) { return f.Write(b) }

// recRef locates a record in results.csv.
type recRef struct {
	off int64
	n   int32 // 0: no record
}

// journal is results.csv while the sweep runs.
type journal struct {
	path   string
	f      *os.File
	plan   *Plan
	shard  Shard
	size   int64    // bytes in the file
	index  []recRef // by position in the shard
	done   int
	sorted bool // the records are in job order
	last   int  // highest job recorded
	buf    bytes.Buffer
	cw     *csv.Writer
	torn   int64 // bytes of a torn last row dropped when resuming

	// The rows are written as runs end (a killed process loses none);
	// a goroutine makes them durable (fsync), batching the rows written
	// while the previous fsync ran, so that the sweep never waits for
	// the disk.
	kick    chan struct{}
	synced  chan struct{} // closed when the syncer has ended
	syncMu  sync.Mutex
	syncBad error
}

// startSync starts the goroutine that fsyncs the file after writes.
func (j *journal) startSync() {
	j.kick, j.synced = make(chan struct{}, 1), make(chan struct{})
	go func() {
		defer close(j.synced)
		for range j.kick {
			if err := j.f.Sync(); err != nil {
				j.syncMu.Lock()
				j.syncBad = fmt.Errorf("%s: %w", j.path, err)
				j.syncMu.Unlock()
			}
		}
	}()
}

// kickSync asks for an fsync of what was written.
func (j *journal) kickSync() {
	select {
	case j.kick <- struct{}{}:
	default: // one is pending: it will include this write
	}
}

func (j *journal) syncErr() error {
	j.syncMu.Lock()
	defer j.syncMu.Unlock()
	return j.syncBad
}

// stopSync ends the syncer and makes everything written durable.
func (j *journal) stopSync() error {
	if j.kick == nil {
		return nil
	}
	close(j.kick)
	<-j.synced
	j.kick = nil
	if err := j.syncErr(); err != nil {
		return err
	}
	return j.f.Sync()
}

func newJournal(path string, p *Plan, sh Shard) *journal {
	j := &journal{path: path, plan: p, shard: sh, sorted: true, last: -1}
	j.cw = csv.NewWriter(&j.buf)
	j.index = make([]recRef, sh.Size(p.Total()))
	return j
}

// createJournal starts an empty results.csv (a header).
func createJournal(path string, p *Plan, sh Shard) (*journal, error) {
	j := newJournal(path, p, sh)
	f, err := os.OpenFile(path, os.O_CREATE|os.O_TRUNC|os.O_RDWR|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	j.f = f
	if err := j.cw.Write(Columns); err != nil {
		return nil, err
	}
	j.cw.Flush()
	if _, err := f.Write(j.buf.Bytes()); err != nil {
		f.Close()
		return nil, err
	}
	j.size = int64(j.buf.Len())
	j.buf.Reset()
	if err := f.Sync(); err != nil {
		f.Close()
		return nil, err
	}
	j.startSync()
	return j, syncDir(filepath.Dir(path))
}

// openJournal reopens the results.csv of an interrupted sweep: it checks
// that every row is a run of this sweep and shard, drops a torn last row,
// and appends after the last whole one.
func openJournal(path string, p *Plan, sh Shard) (*journal, error) {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if errors.Is(err, os.ErrNotExist) {
		return createJournal(path, p, sh)
	}
	if err != nil {
		return nil, err
	}
	j := newJournal(path, p, sh)
	j.f = f
	if err := j.scan(); err != nil {
		f.Close()
		return nil, err
	}
	if err := f.Truncate(j.size); err != nil {
		f.Close()
		return nil, err
	}
	if _, err := f.Seek(j.size, io.SeekStart); err != nil {
		f.Close()
		return nil, err
	}
	if j.size == 0 {
		f.Close()
		return createJournal(path, p, sh)
	}
	j.startSync()
	return j, nil
}

// scan reads the existing rows into the index. Its size is set to the end
// of the last whole row: a row counts only when its newline was written.
func (j *journal) scan() error {
	st, err := j.f.Stat()
	if err != nil {
		return err
	}
	data := bufio.NewReaderSize(io.NewSectionReader(j.f, 0, st.Size()), 1<<16)
	header, err := data.ReadString('\n')
	if err != nil || strings.TrimSuffix(header, "\n") != strings.Join(Columns, ",") {
		if int64(len(header)) == st.Size() && !strings.HasSuffix(header, "\n") && strings.HasPrefix(strings.Join(Columns, ",")+"\n", header) {
			// Killed while writing the header: start over.
			j.size = 0
			return j.f.Truncate(0)
		}
		if strings.TrimSuffix(header, "\n") == strings.Join(columnsBeforeStrength, ",") {
			return fmt.Errorf("%s: written by an older puzzlesat, without the up_strength column: it cannot be resumed in place; start the sweep again in another directory (its records still read: bench merge --partial %s)", j.path, j.path)
		}
		return fmt.Errorf("%s: its columns are not those this puzzlesat writes (written by another version?); start the sweep again in another directory", j.path)
	}
	j.size = int64(len(header))
	cr, err := newCSVReader(io.MultiReader(strings.NewReader(header), data))
	if err != nil {
		return err
	}
	for {
		rec, err := cr.Next()
		end := cr.offset()
		if err == io.EOF {
			break
		}
		if err != nil || !j.endsLine(end) {
			return j.tornTail(st.Size(), err)
		}
		if err := j.check(rec); err != nil {
			return err
		}
		j.note(rec.Job, j.size, end-j.size)
		j.size = end
	}
	return nil
}

// endsLine reports whether the byte before offset end is a newline.
func (j *journal) endsLine(end int64) bool {
	var b [1]byte
	_, err := j.f.ReadAt(b[:], end-1)
	return err == nil && b[0] == '\n'
}

// tornTail accepts a bad tail holding no newline (a row cut short when the
// sweep died); anything else is a damaged file.
func (j *journal) tornTail(size int64, err error) error {
	tail := make([]byte, min(size-j.size, 1<<20))
	if _, rerr := j.f.ReadAt(tail, j.size); rerr != nil && rerr != io.EOF {
		return rerr
	}
	if size-j.size > 1<<20 || bytes.IndexByte(tail, '\n') >= 0 {
		if err == nil {
			err = errors.New("a row without its newline")
		}
		return fmt.Errorf("%s: damaged after byte %d: %v", j.path, j.size, err)
	}
	j.torn = size - j.size
	return nil
}

// check verifies that a row read back is a run of this sweep and shard.
func (j *journal) check(rec Record) error {
	total := j.plan.Total()
	if rec.Of != total || rec.Job >= total {
		return fmt.Errorf("%s: job %d of %d, but the sweep now has %d runs: its instances changed since it started; start it again", j.path, rec.Job, rec.Of, total)
	}
	if !j.shard.Has(rec.Job) {
		return fmt.Errorf("%s: job %d is not in shard %s", j.path, rec.Job, j.shard)
	}
	want := baseRecord(j.plan.Job(rec.Job))
	if !sameRun(&want, &rec) {
		return fmt.Errorf("%s: job %d is %s %s %s repeat %d there, but %s %s %s repeat %d in the sweep now: its instances changed since it started; start it again",
			j.path, rec.Job, rec.Instance, rec.Options, rec.Solver, rec.Repeat, want.Instance, want.Options, want.Solver, want.Repeat)
	}
	return nil
}

// sameRun reports whether two records name the same run.
func sameRun(a, b *Record) bool {
	return a.Job == b.Job && a.Instance == b.Instance && a.Set == b.Set && a.Kind == b.Kind &&
		a.Options == b.Options && a.Solver == b.Solver && a.Repeat == b.Repeat
}

// note records that job's row is at [off, off+n). A second row of a job
// is ignored (the first is kept).
func (j *journal) note(job int, off, n int64) {
	pos := j.shard.pos(job)
	if j.index[pos].n != 0 {
		j.sorted = false // a duplicate: the file must be rewritten
		return
	}
	j.index[pos] = recRef{off: off, n: int32(n)}
	j.done++
	if job < j.last {
		j.sorted = false
	}
	j.last = max(j.last, job)
}

// has reports whether job has a row.
func (j *journal) has(job int) bool { return j.index[j.shard.pos(job)].n != 0 }

// append writes a finished run's row and makes it durable.
func (j *journal) append(rec Record) error {
	if !j.shard.Has(rec.Job) || rec.Job >= j.plan.Total() {
		return fmt.Errorf("record of job %d, which is not in this sweep's shard %s", rec.Job, j.shard)
	}
	rec.normalize()
	j.buf.Reset()
	if err := j.cw.Write(rec.row()); err != nil {
		return err
	}
	j.cw.Flush()
	if err := j.cw.Error(); err != nil {
		return err
	}
	b := j.buf.Bytes()
	if len(b) > 1<<30 {
		return fmt.Errorf("job %d: record too long", rec.Job)
	}
	if n, err := journalWrite(j.f, b); err != nil || n != len(b) {
		if err == nil {
			err = io.ErrShortWrite
		}
		// Drop what was written of the row (the disk is full, say).
		_ = j.f.Truncate(j.size)
		return fmt.Errorf("%s: %w", j.path, err)
	}
	if err := j.syncErr(); err != nil {
		return err
	}
	j.kickSync()
	j.note(rec.Job, j.size, int64(len(b)))
	j.size += int64(len(b))
	return nil
}

// finish leaves results.csv in job order, one row per run, durable, and
// closes it.
func (j *journal) finish() error {
	if err := j.stopSync(); err != nil {
		j.f.Close()
		return err
	}
	if j.sorted {
		return j.f.Close()
	}
	err := writeFileSync(j.path, func(w io.Writer) error {
		if _, err := io.WriteString(w, strings.Join(Columns, ",")+"\n"); err != nil {
			return err
		}
		var buf []byte
		for _, ref := range j.index {
			if ref.n == 0 {
				continue
			}
			if cap(buf) < int(ref.n) {
				buf = make([]byte, ref.n)
			}
			b := buf[:ref.n]
			if _, err := j.f.ReadAt(b, ref.off); err != nil {
				return err
			}
			if _, err := w.Write(b); err != nil {
				return err
			}
		}
		return nil
	})
	if cerr := j.f.Close(); err == nil {
		err = cerr
	}
	return err
}

// columnsBeforeStrength is the header puzzlesat wrote before the
// up_strength column: such a journal is refused with its own message.
var columnsBeforeStrength = func() []string {
	var out []string
	for _, c := range Columns {
		if c != "up_strength" {
			out = append(out, c)
		}
	}
	return out
}()
