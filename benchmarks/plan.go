package benchmarks

import (
	"errors"
	"fmt"
	"github.com/puzzlesat/puzzlesat/internal/compressed"
	"io"
	"io/fs"
	"iter"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Limits of a sweep. They are checked before the memory they guard is
// spent, and exceeding one is a [LimitError].
const (
	// MaxJobs is the largest sweep (instances x option combinations x
	// solvers x repeats). Planning and listing a sweep take memory for
	// its files only, but running one keeps 16 bytes per run of the
	// shard (to resume it and to write results.csv in job order).
	MaxJobs = 10_000_000
	// MaxWorkers is the most parallel workers (bench --jobs) a sweep
	// takes: far above any machine's cores, far below what would
	// exhaust memory. A sweep never starts more workers than it has
	// runs to do.
	MaxWorkers = 1024
	// MaxPlanFileSize bounds what is read of one file while a sweep is
	// planned (decompressed): a file that may hold several instances (one
	// game ID or puzzle per line) is read whole to count them. A larger
	// file becomes one instance whose run reports the limit.
	MaxPlanFileSize = 64 << 20
	// MaxInstanceSize bounds what a run reads of a file that holds one
	// instance (a DIMACS formula), decompressed.
	MaxInstanceSize = 1 << 30
)

// The limits in force (tests lower them).
var (
	planFileLimit int64 = MaxPlanFileSize
	instanceLimit int64 = MaxInstanceSize
)

// LimitError reports an input or a sweep over one of the limits above.
type LimitError struct{ Msg string }

func (e *LimitError) Error() string { return e.Msg }

// headSize is how much of a file kind detection reads.
const headSize = 4096

// readLimited reads a file, decompressing it when it is gzip or xz (.gz, .xz),
// and fails with a LimitError once the content passes limit bytes: a
// small .gz that expands to gigabytes costs at most limit bytes.
func readLimited(path string, limit int64) ([]byte, error) {
	src, err := openSource(path)
	if err != nil {
		return nil, err
	}
	defer src.Close()
	if !src.gz() && src.f != nil {
		if st, err := src.f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > limit {
			return nil, sizeLimit(path, limit, false)
		}
	}
	data, err := io.ReadAll(io.LimitReader(src, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if int64(len(data)) > limit {
		return nil, sizeLimit(path, limit, src.gz())
	}
	return data, nil
}

// openLimited opens a file as a stream, decompressed on the fly when it
// is gzip or xz, that fails with a LimitError once its content passes
// limit bytes: nothing is read whole, so a small .gz that expands to
// gigabytes costs a buffer, not its size (issue 32 item 7). A plain file
// over the limit is refused before it is read.
func openLimited(path string, limit int64) (io.ReadCloser, error) {
	src, err := openSource(path)
	if err != nil {
		return nil, err
	}
	if !src.gz() && src.f != nil {
		if st, err := src.f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > limit {
			src.Close()
			return nil, sizeLimit(path, limit, false)
		}
	}
	return &limitedSource{src: src, path: path, left: limit, limit: limit}, nil
}

// limitedSource is a sourceFile that fails past its limit.
type limitedSource struct {
	src   *sourceFile
	path  string
	left  int64
	limit int64
}

func (l *limitedSource) Read(p []byte) (int, error) {
	if l.left < 0 {
		return 0, sizeLimit(l.path, l.limit, l.src.gz())
	}
	if int64(len(p)) > l.left+1 {
		p = p[:l.left+1]
	}
	n, err := l.src.Read(p)
	l.left -= int64(n)
	if l.left < 0 {
		// One byte past the limit: the content is larger.
		return n - 1, sizeLimit(l.path, l.limit, l.src.gz())
	}
	if err != nil && err != io.EOF {
		err = fmt.Errorf("%s: %w", l.path, err)
	}
	return n, err
}

func (l *limitedSource) Close() error { return l.src.Close() }

// sourceFile is a file opened for reading: its content, decompressed when
// it is gzip or xz (internal/compressed, the opener the dimacs commands
// share).
type sourceFile struct {
	*compressed.Reader
	f *os.File // for its size; nil when not a plain file
}

// openSource opens path as a sourceFile.
func openSource(path string) (*sourceFile, error) {
	r, err := compressed.Open(path)
	if err != nil {
		return nil, err
	}
	s := &sourceFile{Reader: r}
	if r.Format == "" {
		s.f, _ = os.Open(path) // for Stat only
	}
	return s, nil
}

// gz reports whether the file is decompressed.
func (s *sourceFile) gz() bool { return s.Format != "" }

// Close closes the decompressor and the file.
func (s *sourceFile) Close() error {
	if s.f != nil {
		s.f.Close()
	}
	return s.Reader.Close()
}

func sizeLimit(path string, limit int64, gz bool) error {
	what := ""
	if gz {
		what = " decompressed"
	}
	return &LimitError{fmt.Sprintf("%s: larger than %s%s (the limit for this kind of file; see docs/bench.md, Limits)", path, mib(limit), what)}
}

func mib(n int64) string {
	if n >= 1<<30 && n%(1<<30) == 0 {
		return fmt.Sprintf("%d GiB", n>>30)
	}
	return fmt.Sprintf("%d MiB", n>>20)
}

// ReadInstanceFile reads an instance file of kind k as a run does: whole,
// decompressed when it is gzip or xz, within MaxPlanFileSize for kinds
// whose files may hold several instances and MaxInstanceSize otherwise.
func ReadInstanceFile(path string, k Kind) ([]byte, error) {
	return readLimited(path, fileLimit(k))
}

// streamer is a kind whose runs read their instance file as a stream
// (Input.Data nil: the run opens Input.Path with OpenInstanceFile)
// instead of whole: a DIMACS formula of up to MaxInstanceSize is parsed
// as it is decompressed, never held as text besides its clauses.
type streamer interface {
	Kind
	streams()
}

// OpenInstanceFile opens an instance file of kind k as a stream, within
// the limit ReadInstanceFile applies: reading past it fails with a
// LimitError.
func OpenInstanceFile(path string, k Kind) (io.ReadCloser, error) {
	return openLimited(path, fileLimit(k))
}

func fileLimit(k Kind) int64 {
	switch k.(type) {
	case MultiKind, FilePreparer:
		return planFileLimit
	}
	return instanceLimit
}

// readHead reads up to n bytes of a file (decompressed when it is gzip or xz).
func readHead(path string, n int64) ([]byte, error) {
	src, err := openSource(path)
	if err != nil {
		return nil, err
	}
	defer src.Close()
	head, err := io.ReadAll(io.LimitReader(src, n))
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return head, nil
}

// Plan is a sweep's job list, computed on demand: it holds one entry per
// instance file (path, kind, number of instances, and the payloads of a
// FilePreparer kind), never one per job, so that a sweep of millions of
// runs is planned, sharded and listed in memory proportional to its
// files. Job i is found by a binary search over the files.
type Plan struct {
	sweep Sweep
	kinds []planKind
	files []planFile
	total int
	insts int
	// Warnings name what discovery skipped that a user may have meant
	// to include (broken symbolic links, directory loops).
	Warnings []string
}

type planKind struct {
	name   string
	combos []Options
	block  int // jobs per instance: combos x solvers x repeats
}

type planFile struct {
	path     string // slash-separated, as discovered
	set      string
	kind     int // index into Plan.kinds
	items    int
	first    int      // index of the file's first job
	prepared [][]byte // FilePreparer payloads, one per item (nil without)
}

// NewPlan validates the sweep, discovers its instances and numbers its
// jobs. It fails with a LimitError when the sweep has more than MaxJobs
// runs.
func NewPlan(s Sweep) (*Plan, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	p := &Plan{sweep: s}
	d := discoverer{plan: p, seen: map[fileID]bool{}, dirs: map[fileID]bool{}}
	if s.Kind != "" {
		k, err := LookupKind(s.Kind)
		if err != nil {
			return nil, err
		}
		d.forced = k
	}
	if len(s.Paths) == 0 {
		return nil, errors.New("no instance paths given")
	}
	for _, arg := range s.Paths {
		if err := d.root(arg); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// Sweep is the (validated) sweep the plan expands.
func (p *Plan) Sweep() Sweep { return p.sweep }

// Total is the number of jobs in the whole sweep.
func (p *Plan) Total() int { return p.total }

// NumInstances is the number of instances.
func (p *Plan) NumInstances() int { return p.insts }

// kindIndex finds or adds the plan's entry for kind k.
func (p *Plan) kindIndex(k Kind) (int, error) {
	for i := range p.kinds {
		if p.kinds[i].name == k.Name() {
			return i, nil
		}
	}
	cs := p.sweep.combos(k)
	block, ok := mulLimit(len(cs), len(p.sweep.Solvers))
	if ok {
		block, ok = mulLimit(block, p.sweep.Repeat)
	}
	if !ok {
		return 0, p.tooBig()
	}
	p.kinds = append(p.kinds, planKind{name: k.Name(), combos: cs, block: block})
	return len(p.kinds) - 1, nil
}

// mulLimit multiplies without passing MaxJobs.
func mulLimit(a, b int) (int, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	if a > MaxJobs/b {
		return 0, false
	}
	return a * b, true
}

func (p *Plan) tooBig() error {
	s := p.sweep
	return &LimitError{fmt.Sprintf("the sweep has more than %d runs (%d instances so far x option combinations x %d solvers x %d repeats); split it into several sweeps",
		MaxJobs, p.insts, len(s.Solvers), s.Repeat)}
}

// addFile appends a discovered file with its instances.
func (p *Plan) addFile(path, set string, k Kind, items int, prepared [][]byte) error {
	if items == 0 {
		return nil
	}
	ki, err := p.kindIndex(k)
	if err != nil {
		return err
	}
	n, ok := mulLimit(items, p.kinds[ki].block)
	if !ok || n > MaxJobs-p.total {
		p.insts += items
		return p.tooBig()
	}
	p.files = append(p.files, planFile{path: path, set: set, kind: ki, items: items, first: p.total, prepared: prepared})
	p.total += n
	p.insts += items
	return nil
}

// Job is job i of the sweep (0 <= i < Total). Jobs are numbered
// instances first (in discovery order), then option combinations (axes in
// the order of Axes, values in the order given), then solvers, then
// repeats.
func (p *Plan) Job(i int) Job {
	fi := sort.Search(len(p.files), func(k int) bool { return p.files[k].first > i }) - 1
	f := &p.files[fi]
	k := &p.kinds[f.kind]
	local := i - f.first
	item, rest := local/k.block, local%k.block
	perCombo := len(p.sweep.Solvers) * p.sweep.Repeat
	combo, rest := rest/perCombo, rest%perCombo
	sv, rep := rest/p.sweep.Repeat, rest%p.sweep.Repeat
	in := Instance{Path: f.path, Item: item, Items: f.items, Kind: k.name, Set: f.set}
	if f.prepared != nil {
		in.Prepared = f.prepared[item]
	}
	return Job{
		Index: i, Total: p.total, Set: in.Set, Instance: in.Name(), Path: in.Path, Item: item, Items: in.Items,
		Kind: k.name, Options: k.combos[combo], Solver: p.sweep.Solvers[sv], Repeat: rep + 1,
		Timeout: p.sweep.Timeout.Seconds(), Unique: p.sweep.Unique, Certify: p.sweep.Certify, Strength: p.sweep.Strength, ByClass: p.sweep.ByClass, Prepared: in.Prepared,
	}
}

// Jobs yields the shard's jobs in index order.
func (p *Plan) Jobs(sh Shard) iter.Seq[Job] {
	if sh.N < 1 {
		sh = Shard{0, 1}
	}
	return func(yield func(Job) bool) {
		for i := sh.I; i < p.total; i += sh.N {
			if !yield(p.Job(i)) {
				return
			}
		}
	}
}

// Instances yields the sweep's instances in discovery order.
func (p *Plan) Instances() iter.Seq[Instance] {
	return func(yield func(Instance) bool) {
		for _, f := range p.files {
			for item := 0; item < f.items; item++ {
				in := Instance{Path: f.path, Item: item, Items: f.items, Kind: p.kinds[f.kind].name, Set: f.set}
				if f.prepared != nil {
					in.Prepared = f.prepared[item]
				}
				if !yield(in) {
					return
				}
			}
		}
	}
}

// discoverer walks the sweep's paths. Directories are read in lexical
// order; dot files and dot directories are skipped; symbolic links are
// followed, to files and to directories, and a directory reached a second
// time (a link loop, or two links to one directory) is walked only the
// first time, with a warning when a link led there. A file reached twice
// is listed once, under the first name it was reached by.
type discoverer struct {
	plan   *Plan
	forced Kind
	set    string
	seen   map[fileID]bool // files listed
	dirs   map[fileID]bool // directories walked
}

func (d *discoverer) warn(format string, args ...any) {
	d.plan.Warnings = append(d.plan.Warnings, fmt.Sprintf(format, args...))
}

func (d *discoverer) root(arg string) error {
	d.set = ""
	if d.plan.sweep.ByPath {
		d.set = filepath.ToSlash(filepath.Clean(arg))
	}
	st, err := os.Stat(arg)
	if err != nil {
		return err
	}
	if !st.IsDir() {
		return d.file(arg, st, true)
	}
	id := fileIDOf(arg, st)
	if d.dirs[id] {
		return nil
	}
	d.dirs[id] = true
	return d.walk(arg)
}

func (d *discoverer) walk(dir string) error {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		path := filepath.Join(dir, e.Name())
		link := e.Type()&fs.ModeSymlink != 0
		var st fs.FileInfo
		if link {
			st, err = os.Stat(path)
			if err != nil {
				d.warn("%s: skipped: %v", path, err)
				continue
			}
		} else if st, err = e.Info(); err != nil {
			return err
		}
		switch {
		case st.IsDir():
			id := fileIDOf(path, st)
			if d.dirs[id] {
				if link {
					d.warn("%s: skipped: the link leads to a directory already walked (a loop, or a second link to it)", path)
				}
				continue
			}
			d.dirs[id] = true
			if err := d.walk(path); err != nil {
				return err
			}
		case st.Mode().IsRegular():
			if err := d.file(path, st, false); err != nil {
				return err
			}
		}
	}
	return nil
}

// file adds a file's instances. A file named on the command line must be
// of a known kind; inside directories, other files are skipped.
func (d *discoverer) file(path string, st fs.FileInfo, explicit bool) error {
	id := fileIDOf(path, st)
	if d.seen[id] {
		return nil
	}
	d.seen[id] = true
	clean := filepath.ToSlash(filepath.Clean(path))
	head, err := readHead(path, headSize)
	if err != nil {
		return err
	}
	k := detect(path, head, d.forced)
	if k == nil {
		if explicit {
			return fmt.Errorf("%s: not a file of any known kind (use --kind to force one)", path)
		}
		return nil
	}
	fp, prep := k.(FilePreparer)
	mk, multi := k.(MultiKind)
	if !prep && !multi {
		return d.plan.addFile(clean, d.set, k, 1, nil)
	}
	data, err := readLimited(path, planFileLimit)
	var le *LimitError
	if errors.As(err, &le) {
		// One instance, whose run reports the limit.
		return d.plan.addFile(clean, d.set, k, 1, nil)
	}
	if err != nil {
		return err
	}
	if prep {
		// No payloads and no error: the file's runs read it themselves.
		payloads, err := fp.PrepareFile(path, data)
		if err != nil {
			// One instance whose run reports the error.
			payloads = [][]byte{nil}
		}
		if len(payloads) > 0 {
			return d.plan.addFile(clean, d.set, k, len(payloads), payloads)
		}
		if !multi {
			return d.plan.addFile(clean, d.set, k, 1, nil)
		}
	}
	n, err := mk.Items(data)
	if err != nil {
		// The file becomes one instance whose run reports the error:
		// one bad file does not stop a sweep.
		n = 1
	}
	return d.plan.addFile(clean, d.set, k, n, nil)
}

// fileIDByPath identifies a file by its absolute path with links resolved.
func fileIDByPath(path string) fileID {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return fileID{path: path}
}
