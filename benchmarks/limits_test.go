package benchmarks

import (
	"bytes"
	"compress/gzip"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// allocated runs f and returns the bytes it allocated.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// writeGzip writes n bytes of line, repeated, gzipped.
func writeGzip(t *testing.T, path, line string, n int) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	zw, err := gzip.NewWriterLevel(f, gzip.BestSpeed)
	if err != nil {
		t.Fatal(err)
	}
	chunk := []byte(strings.Repeat(line, (1<<20)/len(line)))
	for written := 0; written < n; written += len(chunk) {
		if _, err := zw.Write(chunk); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// A small .gz that expands past the planning limit is not decompressed
// whole: planning reads MaxPlanFileSize of it and makes it one instance,
// whose run reports the limit; a Hashi .has.gz the same.
func TestPlanGzipBomb(t *testing.T) {
	defer func(p, i int64) { planFileLimit, instanceLimit = p, i }(planFileLimit, instanceLimit)
	planFileLimit, instanceLimit = 1<<20, 2<<20
	dir := t.TempDir()
	writeGzip(t, filepath.Join(dir, "bomb.fake.gz"), "sat\n", 32<<20)
	writeGzip(t, filepath.Join(dir, "bomb.has.gz"), "0", 32<<20)
	writeFile(t, filepath.Join(dir, "ok.fake"), "sat\nunsat\n")
	var p *Plan
	var err error
	alloc := allocated(func() { p, err = NewPlan(Sweep{Paths: []string{dir}}) })
	if err != nil {
		t.Fatal(err)
	}
	if alloc > 24<<20 {
		t.Errorf("planning allocated %d MiB for two files over a limit of 1 MiB", alloc>>20)
	}
	var got []string
	for j := range p.Jobs(Shard{0, 1}) {
		got = append(got, filepath.Base(j.Instance))
		if !strings.Contains(j.Instance, "bomb") {
			continue
		}
		var rec Record
		if alloc := allocated(func() { rec, _ = Execute(j) }); alloc > 12<<20 {
			t.Errorf("%s: the run allocated %d MiB", j.Instance, alloc>>20)
		}
		if rec.Status != StatusError || !strings.Contains(rec.Error, "larger than 1 MiB decompressed") {
			t.Errorf("%s: %s %q", j.Instance, rec.Status, rec.Error)
		}
	}
	if strings.Join(got, " ") != "bomb.fake.gz bomb.has.gz ok.fake#1 ok.fake#2" {
		t.Fatalf("jobs %q", got)
	}
	// A plain file over the limit is refused before it is read.
	big := filepath.Join(dir, "big.cnf")
	writeFile(t, big, strings.Repeat("c comment\n", 300_000))
	if alloc := allocated(func() { _, err = ReadInstanceFile(big, dimacsKind{}) }); alloc > 1<<20 || !isLimit(err) {
		t.Fatalf("3 MB file: %v after %d bytes allocated", err, alloc)
	}
}

func isLimit(err error) bool {
	var le *LimitError
	return errors.As(err, &le)
}

// A sweep over MaxJobs runs is refused while it is planned, before any
// memory is spent on it, whichever factor makes it large.
func TestPlanTooManyJobs(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a.fake"), "sat\nunsat\n")
	for _, s := range []Sweep{
		{Paths: []string{dir}, Repeat: 100_000_000},
		{Paths: []string{dir}, Repeat: MaxJobs/2 + 1},
		{Paths: []string{dir}, Repeat: 1 << 62},
	} {
		var err error
		alloc := allocated(func() { _, err = NewPlan(s) })
		if !isLimit(err) || !strings.Contains(err.Error(), "more than 10000000 runs") {
			t.Errorf("repeat %d: err = %v", s.Repeat, err)
		}
		if alloc > 1<<20 {
			t.Errorf("repeat %d: planning allocated %d bytes", s.Repeat, alloc)
		}
	}
	// Exactly at the limit: planned, and job i is computed on demand.
	p, err := NewPlan(Sweep{Paths: []string{dir}, Repeat: MaxJobs / 2})
	if err != nil {
		t.Fatal(err)
	}
	if j := p.Job(MaxJobs - 1); p.Total() != MaxJobs || j.Instance != filepath.ToSlash(filepath.Join(dir, "a.fake"))+"#2" || j.Repeat != MaxJobs/2 {
		t.Fatalf("total %d, last job %+v", p.Total(), j)
	}
}

// A results.csv row claiming a sweep of 100,000,000 jobs is refused (no
// sweep is that large), and one of MaxJobs merges with --partial without
// a list of its missing jobs.
func TestMergeHugeSweep(t *testing.T) {
	dir := t.TempDir()
	row := func(of int) string {
		return strings.Join(Columns, ",") + "\n" + "0," + strconv.Itoa(of) + ",,x,,fake,,gophersat,1,SAT,ok,,,,1,0,1,1,0,0,0,10.000000,0.100000,0.050000,100,\n"
	}
	huge := filepath.Join(dir, "huge.csv")
	writeFile(t, huge, row(100_000_000))
	if _, err := Merge([]string{huge}, MergeOptions{Partial: true}); !isLimit(err) {
		t.Fatalf("of=100000000: %v", err)
	}
	big := filepath.Join(dir, "big.csv")
	writeFile(t, big, row(MaxJobs))
	var res *MergeResult
	var err error
	alloc := allocated(func() { res, err = Merge([]string{big}, MergeOptions{Partial: true, Out: filepath.Join(dir, "out")}) })
	if err != nil {
		t.Fatal(err)
	}
	if res.Report.Missing != MaxJobs-1 || alloc > 8<<20 {
		t.Fatalf("missing %d, allocated %d bytes", res.Report.Missing, alloc)
	}
	summary, _ := os.ReadFile(filepath.Join(dir, "out", SummaryFile))
	if !strings.Contains(string(summary), "9999999 of 10000000 runs are missing** (jobs 1-9999999)") {
		t.Fatalf("summary:\n%s", summary)
	}
}

// Symbolic links inside an instance directory are followed, to files and
// to directories; a link loop is walked once, with a warning; a broken
// link is a warning.
func TestDiscoverSymlinks(t *testing.T) {
	root := t.TempDir()
	data := filepath.Join(root, "data")
	other := filepath.Join(root, "other")
	for _, d := range []string{data, other, filepath.Join(data, "sub")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	writeFile(t, filepath.Join(data, "a.fake"), "sat")
	writeFile(t, filepath.Join(data, "sub", "b.fake"), "sat")
	writeFile(t, filepath.Join(other, "c.fake"), "sat")
	writeFile(t, filepath.Join(root, "d.fake"), "sat")
	links := map[string]string{
		filepath.Join(data, "link-file.fake"): filepath.Join(root, "d.fake"), // to a file outside
		filepath.Join(data, "link-dir"):       other,                         // to a directory outside
		filepath.Join(data, "sub", "loop"):    data,                          // to an ancestor: a loop
		filepath.Join(data, "twice.fake"):     filepath.Join(data, "a.fake"), // a second name of a file
		filepath.Join(data, "broken.fake"):    filepath.Join(root, "nowhere"),
	}
	for name, target := range links {
		if err := os.Symlink(target, name); err != nil {
			t.Fatal(err)
		}
	}
	p, err := NewPlan(Sweep{Paths: []string{data}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for in := range p.Instances() {
		got = append(got, strings.TrimPrefix(in.Name(), filepath.ToSlash(data)+"/"))
	}
	if want := "a.fake link-dir/c.fake link-file.fake sub/b.fake"; strings.Join(got, " ") != want {
		t.Fatalf("instances %q, want %q", got, want)
	}
	warn := strings.Join(p.Warnings, "\n")
	if !strings.Contains(warn, "sub/loop: skipped: the link leads to a directory already walked") || !strings.Contains(warn, "broken.fake: skipped") {
		t.Fatalf("warnings:\n%s", warn)
	}
}

// lazyPrepKind prepares nothing (PrepareFile gives no payloads and no
// error) and counts its instances as a MultiKind: a .lazy file holds one
// instance per word.
type lazyPrepKind struct{ fakeKind }

func (lazyPrepKind) Name() string                        { return "lazy" }
func (lazyPrepKind) Match(path string, head []byte) bool { return hasExt(path, ".lazy") }
func (lazyPrepKind) PrepareFile(string, []byte) ([][]byte, error) {
	return nil, nil
}

func init() { Register(lazyPrepKind{}) }

// A FilePreparer that gives no payloads leaves its files to be counted
// by Items and read by their runs.
func TestPlanUnpreparedFile(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "x.lazy"), "sat unsat sat")
	insts, err := instances(t, Sweep{Paths: []string{dir}})
	if err != nil {
		t.Fatal(err)
	}
	if len(insts) != 3 || insts[2].Name() != filepath.ToSlash(filepath.Join(dir, "x.lazy"))+"#3" || insts[2].Prepared != nil {
		t.Fatalf("instances %+v", insts)
	}
}

// A .cnf.gz that expands past the instance limit is parsed as it is
// decompressed and refused at the limit with a clean ERROR record: the
// run allocates a fraction of the limit, not the decompressed size, and
// the record names the limit (no stack trace). Issue 32 item 7.
func TestDimacsGzipBombStreams(t *testing.T) {
	defer func(i int64) { instanceLimit = i }(instanceLimit)
	instanceLimit = 4 << 20
	dir := t.TempDir()
	writeGzip(t, filepath.Join(dir, "bomb.cnf.gz"), "c "+strings.Repeat("x", 60)+"\n", 64<<20)
	var ok bytes.Buffer
	zw := gzip.NewWriter(&ok)
	zw.Write([]byte("p cnf 2 2\n1 2 0\n-1 0\n"))
	zw.Close()
	writeFile(t, filepath.Join(dir, "ok.cnf.gz"), ok.String())
	p, err := NewPlan(Sweep{Paths: []string{dir}})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for j := range p.Jobs(Shard{0, 1}) {
		n++
		var rec Record
		alloc := allocated(func() { rec, _ = Execute(j) })
		if strings.Contains(j.Instance, "bomb") {
			if alloc > 2<<20 {
				t.Errorf("%s: the run allocated %d KiB for a limit of 4 MiB", j.Instance, alloc>>10)
			}
			if rec.Status != StatusError || rec.Error != filepath.Join(dir, "bomb.cnf.gz")+": larger than 4 MiB decompressed (the limit for this kind of file; see docs/bench.md, Limits)" {
				t.Errorf("%s: %s %q", j.Instance, rec.Status, rec.Error)
			}
			continue
		}
		if rec.Status != StatusSat || rec.Check != CheckOK {
			t.Errorf("%s: %s %s %q", j.Instance, rec.Status, rec.Check, rec.Error)
		}
	}
	if n != 2 {
		t.Fatalf("%d jobs", n)
	}
}

// A worker the Go runtime killed (out of memory) leaves an ERROR record
// with the runtime's message, not its goroutine dump.
func TestWorkerFailureDropsStack(t *testing.T) {
	tb := &tailBuffer{max: 4096}
	tb.Write([]byte("fatal error: runtime: out of memory\n\nruntime stack:\n"))
	for i := 0; i < 1000; i++ {
		tb.Write([]byte("goroutine 1 [running]:\nmain.main()\n\t/x.go:1 +0x1\n"))
	}
	if got := workerFailure(tb); got != "fatal error: runtime: out of memory (the worker crashed; its stack trace is not recorded)" {
		t.Errorf("got %q", got)
	}
	tb = &tailBuffer{max: 4096}
	tb.Write([]byte("solver: cannot start\n"))
	if got := workerFailure(tb); got != "solver: cannot start" {
		t.Errorf("got %q", got)
	}
}
