package benchmarks

import (
	"bufio"
	"bytes"
	"container/heap"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
)

// MergeOptions say what Merge does with what it found.
type MergeOptions struct {
	// Partial reports what is there when jobs are missing (otherwise
	// that is an IncompleteError, and nothing is written).
	Partial bool
	// Out, when set, receives results.csv, summary.md and cactus.svg.
	Out string
}

// MergeResult is what Merge found.
type MergeResult struct {
	Report     *Report
	Duplicates int // records of a job seen more than once (the first is kept)
	// Shards are the sweep's shards when sweep.json files name them
	// (one per shard index), with how many of their runs have a record.
	Shards []ShardStatus
}

// ShardStatus is one shard of a merged sweep.
type ShardStatus struct {
	I, N int
	Dir  string     // the directory given for it ("" when none was)
	Meta *SweepMeta // its sweep.json (nil when none was given)
	Runs int        // runs of the shard
	Done int        // runs with a record
}

// Incomplete reports whether some of the shard's runs have no record.
func (s *ShardStatus) Incomplete() bool { return s.Done < s.Runs }

// Merge reads the results.csv files of several shards (a directory
// stands for its results.csv and sweep.json) and combines them, record by
// record: its memory does not grow with the number of records (beyond
// one time per solved instance and group, which the report's medians and
// plot need, and 16 bytes per record of an input not in job order, which
// only a sweep killed while it ran leaves).
//
// Its report equals the one an unsharded run of the same sweep writes,
// up to timing. It is an error when the files come from different sweeps
// (another size, another run behind an index, another timeout, runs that
// do not form one matrix of instances, options, solvers and repeats), and,
// unless opt.Partial, when jobs are missing: the error is then an
// *IncompleteError naming the shards to rerun.
func Merge(paths []string, opt MergeOptions) (*MergeResult, error) {
	if len(paths) == 0 {
		return nil, errors.New("merge: no CSV files or directories given")
	}
	srcs, err := openSources(paths)
	if err != nil {
		return nil, err
	}
	defer func() {
		for _, s := range srcs {
			s.close()
		}
	}()
	for attempt := 0; ; attempt++ {
		res, err := mergeOnce(srcs, opt)
		var uns *unsortedError
		if errors.As(err, &uns) && attempt == 0 {
			// A shard killed while it ran leaves its rows in the order
			// its runs ended: read such files through a sorted index.
			if err := indexUnsorted(srcs); err != nil {
				return nil, err
			}
			continue
		}
		return res, err
	}
}

// mergeOnce reads every source once, in job order.
func mergeOnce(srcs []*source, opt MergeOptions) (*MergeResult, error) {
	for _, s := range srcs {
		if err := s.rewind(); err != nil {
			return nil, err
		}
	}
	m := &merger{res: &MergeResult{}, b: newReportBuilder(), check: newSweepCheck()}
	m.shardsFromMeta(srcs)
	var out *os.File
	if opt.Out != "" {
		if err := os.MkdirAll(opt.Out, 0o755); err != nil {
			return nil, err
		}
		f, err := os.CreateTemp(opt.Out, "."+ResultsFile+".*")
		if err != nil {
			return nil, err
		}
		out = f
		defer os.Remove(f.Name())
		if err := f.Chmod(0o644); err != nil {
			return nil, err
		}
		defer f.Close()
		m.w = bufio.NewWriterSize(f, 1<<20)
		if m.cw, err = NewCSVWriter(m.w); err != nil {
			return nil, err
		}
	}
	if err := m.run(srcs); err != nil {
		return nil, err
	}
	rep := m.b.finish(&m.gaps)
	m.res.Report = rep
	for i := range m.res.Shards {
		m.res.Shards[i].Runs = Shard{i, len(m.res.Shards)}.Size(rep.Total)
	}
	if rep.Missing > 0 && !opt.Partial {
		return m.res, &IncompleteError{Report: rep, Shards: m.res.Shards}
	}
	if out == nil {
		return m.res, nil
	}
	if err := m.cw.Flush(); err != nil {
		return nil, err
	}
	if err := m.w.Flush(); err != nil {
		return nil, err
	}
	if err := out.Sync(); err != nil {
		return nil, err
	}
	if err := os.Rename(out.Name(), filepath.Join(opt.Out, ResultsFile)); err != nil {
		return nil, err
	}
	return m.res, WriteReport(opt.Out, rep)
}

// merger combines the sources' records.
type merger struct {
	res   *MergeResult
	b     *reportBuilder
	check *sweepCheck
	gaps  gapTracker
	w     *bufio.Writer
	cw    *CSVWriter
}

// shardsFromMeta sets up the shard table from the sources' sweep.json
// files, which must describe one sweep.
func (m *merger) shardsFromMeta(srcs []*source) {
	var first *source
	for _, s := range srcs {
		if s.meta == nil {
			continue
		}
		sh, _ := ParseShard(s.meta.Shard)
		if first == nil {
			first = s
			m.res.Shards = make([]ShardStatus, sh.N)
			for i := range m.res.Shards {
				m.res.Shards[i].I, m.res.Shards[i].N = i, sh.N
			}
		}
		if sh.N != len(m.res.Shards) {
			continue // reported by openSources
		}
		st := &m.res.Shards[sh.I]
		if st.Meta == nil {
			st.Meta, st.Dir = s.meta, s.dir
		}
	}
}

func (m *merger) run(srcs []*source) error {
	h := &sourceHeap{}
	for _, s := range srcs {
		if err := s.next(); err != nil {
			return err
		}
		if s.ok {
			heap.Push(h, s)
		}
	}
	var last Record
	have := false
	for h.Len() > 0 {
		s := (*h)[0]
		r := s.cur
		if err := s.next(); err != nil {
			return err
		}
		if s.ok {
			heap.Fix(h, 0)
		} else {
			heap.Pop(h)
		}
		if have && r.Job == last.Job {
			if !sameRun(&r, &last) {
				return fmt.Errorf("merge: job %d is %s %s %s in %s but %s %s %s in an earlier file: not shards of one sweep",
					r.Job, r.Instance, r.Options, r.Solver, s.path, last.Instance, last.Options, last.Solver)
			}
			m.res.Duplicates++
			continue
		}
		if err := m.check.add(&r, s.path); err != nil {
			return err
		}
		last, have = r, true
		m.gaps.see(r.Job)
		if n := len(m.res.Shards); n > 0 {
			m.res.Shards[r.Job%n].Done++
		}
		if m.cw != nil {
			if err := m.cw.Write(r); err != nil {
				return err
			}
		}
		m.b.add(r)
	}
	return m.check.finish()
}

// IncompleteError is a merge with missing jobs: it names the shards that
// failed and how to rerun each.
type IncompleteError struct {
	Report *Report
	Shards []ShardStatus // empty when no sweep.json named the shards
}

func (e *IncompleteError) Error() string {
	rep := e.Report
	var b bytes.Buffer
	fmt.Fprintf(&b, "merge: %d of %d runs missing (jobs %s)", rep.Missing, rep.Total, compactRanges(rep.MissingRanges, rep.Missing))
	if len(e.Shards) == 0 {
		b.WriteString("; pass every shard's results, or --partial")
		return b.String()
	}
	fmt.Fprintf(&b, "; %s", ShardReport(e.Shards))
	b.WriteString("rerun them (finished runs are not run again), then merge again; or merge with --partial")
	return b.String()
}

// ShardReport names the incomplete shards, each with what went wrong and
// the commands that rerun just that shard ("" when every shard is
// complete or no sweep.json named the shards).
func ShardReport(shards []ShardStatus) string {
	failed := 0
	for i := range shards {
		if shards[i].Incomplete() {
			failed++
		}
	}
	if failed == 0 {
		return ""
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "%d of %d shards incomplete:\n", failed, len(shards))
	for i := range shards {
		if s := &shards[i]; s.Incomplete() {
			b.WriteString(s.describe(shards))
		}
	}
	return b.String()
}

// source is one results.csv being merged.
type source struct {
	idx  int
	path string // the CSV file
	dir  string // the directory given ("" for a file)
	meta *SweepMeta
	f    *os.File
	size int64
	cr   *csvReader
	cur  Record
	ok   bool
	last int
	// index, when set, is the file's records in job order (a file
	// whose rows are not).
	index []jobRef
	pos   int
}

type jobRef struct {
	job  int
	off  int64
	n    int32
	line int32
}

type unsortedError struct{ path string }

func (e *unsortedError) Error() string { return e.path + ": rows not in job order" }

// openSources opens the inputs: CSV files, or directories holding a
// results.csv (a directory without one is a shard that wrote no result)
// and usually a sweep.json.
func openSources(paths []string) ([]*source, error) {
	var srcs []*source
	var first *source
	for i, p := range paths {
		s := &source{idx: i, path: p}
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if st.IsDir() {
			s.dir, s.path = filepath.Clean(p), filepath.Join(p, ResultsFile)
			if s.meta, err = ReadSweepMeta(p); err != nil && !errors.Is(err, os.ErrNotExist) {
				return nil, err
			}
		}
		if s.meta != nil {
			if first == nil {
				first = s
			} else if !s.meta.sameSweep(first.meta) || shardN(s.meta) != shardN(first.meta) {
				return nil, fmt.Errorf("merge: %s and %s hold different sweeps (their sweep.json differ): not shards of one sweep", s.dir, first.dir)
			}
		}
		if s.f, err = os.Open(s.path); err != nil {
			if s.dir != "" && errors.Is(err, os.ErrNotExist) {
				s.f = nil // a shard that wrote no result
			} else {
				return nil, err
			}
		}
		srcs = append(srcs, s)
	}
	return srcs, nil
}

func shardN(m *SweepMeta) int {
	sh, _ := ParseShard(m.Shard)
	return sh.N
}

func (s *source) close() {
	if s.f != nil {
		s.f.Close()
	}
}

// rewind starts reading the file again.
func (s *source) rewind() error {
	s.ok, s.last, s.pos, s.cr = false, -1, 0, nil
	if s.f == nil {
		return nil
	}
	return s.header()
}

func (s *source) header() error {
	st, err := s.f.Stat()
	if err != nil {
		return err
	}
	s.size = st.Size()
	cr, err := newCSVReader(bufio.NewReaderSize(io.NewSectionReader(s.f, 0, s.size), 1<<16))
	if err != nil {
		return fmt.Errorf("%s: %w", s.path, err)
	}
	s.cr = cr
	return nil
}

// next reads the next record into cur (ok false at the end).
func (s *source) next() error {
	s.ok = false
	if s.cr == nil {
		return nil
	}
	if s.index != nil {
		return s.nextIndexed()
	}
	start := s.cr.offset()
	rec, err := s.cr.Next()
	if err == io.EOF {
		return nil
	}
	if err != nil {
		if s.tornTail(start) {
			return nil
		}
		return fmt.Errorf("%s: %w", s.path, err)
	}
	if rec.Job <= s.last {
		return &unsortedError{s.path}
	}
	s.cur, s.ok, s.last = rec, true, rec.Job
	return nil
}

// tornTail reports whether the file's bytes from off on are a row cut
// short (no newline): a shard killed while it wrote its last row.
func (s *source) tornTail(off int64) bool {
	if s.size-off > maxLine {
		return false
	}
	tail := make([]byte, s.size-off)
	if _, err := s.f.ReadAt(tail, off); err != nil && err != io.EOF {
		return false
	}
	return bytes.IndexByte(tail, '\n') < 0
}

// indexUnsorted builds the job index of every source whose rows are not
// in job order.
func indexUnsorted(srcs []*source) error {
	for _, s := range srcs {
		if s.f == nil {
			continue
		}
		if err := s.header(); err != nil {
			return err
		}
		var refs []jobRef
		sorted := true
		for {
			start := s.cr.offset()
			rec, err := s.cr.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				if s.tornTail(start) {
					break
				}
				return fmt.Errorf("%s: %w", s.path, err)
			}
			if len(refs) > 0 && rec.Job <= refs[len(refs)-1].job {
				sorted = false
			}
			refs = append(refs, jobRef{job: rec.Job, off: start, n: int32(s.cr.offset() - start), line: int32(s.cr.line)})
		}
		if !sorted {
			sort.SliceStable(refs, func(a, b int) bool { return refs[a].job < refs[b].job })
			s.index = refs
		}
	}
	return nil
}

func (s *source) nextIndexed() error {
	if s.pos >= len(s.index) {
		return nil
	}
	ref := s.index[s.pos]
	s.pos++
	buf := make([]byte, ref.n)
	if _, err := s.f.ReadAt(buf, ref.off); err != nil {
		return err
	}
	row, err := csv.NewReader(bytes.NewReader(buf)).Read()
	if err != nil {
		return fmt.Errorf("%s: line %d: %w", s.path, ref.line, err)
	}
	rec, err := s.cr.decode(row, int(ref.line))
	if err != nil {
		return fmt.Errorf("%s: %w", s.path, err)
	}
	s.cur, s.ok = rec, true
	return nil
}

// sourceHeap orders sources by their current job, then by argument order
// (so that of duplicate records the first file's is kept).
type sourceHeap []*source

func (h sourceHeap) Len() int { return len(h) }
func (h sourceHeap) Less(a, b int) bool {
	if h[a].cur.Job != h[b].cur.Job {
		return h[a].cur.Job < h[b].cur.Job
	}
	return h[a].idx < h[b].idx
}
func (h sourceHeap) Swap(a, b int) { h[a], h[b] = h[b], h[a] }
func (h *sourceHeap) Push(x any)   { *h = append(*h, x.(*source)) }
func (h *sourceHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
