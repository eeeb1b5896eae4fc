package benchmarks

import (
	"fmt"
	"hash/fnv"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// sweepCheck checks, record by record in job order, that merged records
// can come from one sweep. Every record has the sweep's size and timeout;
// an instance's records are one run of consecutive jobs (instances are the
// outermost loop of the job list), so an instance seen again later, or
// twice the same run within an instance, means two sweeps were mixed. An
// instance whose jobs are all present must hold the full matrix of its
// kind's option combinations x the solvers x the repeats, in job order,
// and the same one as every other complete instance of its kind.
type sweepCheck struct {
	first     *Record
	firstFrom string
	seen      map[uint64]struct{} // instances (hashed)
	block     []blockRun
	key       instKey
	from      string // where the block's first record came from
	gap       bool   // the block misses a job inside it
	prevEnd   int    // last job before the block (-1: none)
	kinds     map[string][]string
	solvers   []string
	repeats   int
}

type blockRun struct {
	job             int
	options, solver string
	repeat          int
}

func newSweepCheck() *sweepCheck {
	return &sweepCheck{seen: map[uint64]struct{}{}, kinds: map[string][]string{}, prevEnd: -1}
}

func notOneSweep(format string, args ...any) error {
	return fmt.Errorf("merge: "+format+": not shards of one sweep", args...)
}

func (c *sweepCheck) add(r *Record, from string) error {
	if c.first == nil {
		c.first, c.firstFrom = r, from
	}
	f := c.first
	if r.Of != f.Of {
		return notOneSweep("job %d in %s belongs to a sweep of %d jobs, job %d in %s to one of %d", r.Job, from, r.Of, f.Job, c.firstFrom, f.Of)
	}
	if r.Timeout != f.Timeout {
		return notOneSweep("job %d ran with a %gs timeout (%s), job %d with %gs (%s)", r.Job, r.Timeout, from, f.Job, f.Timeout, c.firstFrom)
	}
	k := keyOf(r)
	if len(c.block) == 0 || k != c.key {
		if err := c.endBlock(r.Job); err != nil {
			return err
		}
		h := fnv.New64a()
		h.Write([]byte(k.set + "\x00" + k.kind + "\x00" + k.instance))
		sum := h.Sum64()
		if _, dup := c.seen[sum]; dup {
			return notOneSweep("the runs of %s are not consecutive jobs (job %d in %s)", r.Instance, r.Job, from)
		}
		c.seen[sum] = struct{}{}
		c.key, c.from = k, from
	}
	run := blockRun{r.Job, r.Options, r.Solver, r.Repeat}
	if n := len(c.block); n > 0 {
		if c.block[n-1].job+1 != r.Job {
			c.gap = true
		}
		for _, b := range c.block {
			if b.options == run.options && b.solver == run.solver && b.repeat == run.repeat {
				return notOneSweep("jobs %d and %d (%s) are the same run (%s %s %s, repeat %d)", b.job, r.Job, from, r.Instance, r.Options, r.Solver, r.Repeat)
			}
		}
	}
	c.block = append(c.block, run)
	return nil
}

// endBlock checks the finished block; next is the job after it.
func (c *sweepCheck) endBlock(next int) error {
	if len(c.block) == 0 {
		return nil
	}
	b := c.block
	complete := !c.gap && b[0].job == c.prevEnd+1 && b[len(b)-1].job+1 == next
	c.prevEnd, c.gap = b[len(b)-1].job, false
	c.block = c.block[:0]
	if !complete {
		return nil
	}
	var opts, solvers []string
	reps := 0
	for _, r := range b {
		if !slices.Contains(opts, r.options) {
			opts = append(opts, r.options)
		}
		if !slices.Contains(solvers, r.solver) {
			solvers = append(solvers, r.solver)
		}
		reps = max(reps, r.repeat)
	}
	ok := len(b) == len(opts)*len(solvers)*reps
	for i := 0; ok && i < len(b); i++ {
		per := len(solvers) * reps
		ok = b[i].options == opts[i/per] && b[i].solver == solvers[(i/reps)%len(solvers)] && b[i].repeat == i%reps+1
	}
	if !ok {
		return notOneSweep("the runs of %s (jobs %d-%d, %s) are not a matrix of options x solvers x repeats", c.key.instance, b[0].job, b[len(b)-1].job, c.from)
	}
	if c.solvers == nil {
		c.solvers, c.repeats = solvers, reps
	} else if !slices.Equal(solvers, c.solvers) || reps != c.repeats {
		return notOneSweep("%s ran with solvers %s and %d repeats (%s), other instances with %s and %d",
			c.key.instance, strings.Join(solvers, ","), reps, c.from, strings.Join(c.solvers, ","), c.repeats)
	}
	if want, ok := c.kinds[c.key.kind]; !ok {
		c.kinds[c.key.kind] = opts
	} else if !slices.Equal(opts, want) {
		return notOneSweep("%s ran with options %q (%s), other %s instances with %q", c.key.instance, opts, c.from, c.key.kind, want)
	}
	return nil
}

// finish checks the last block.
func (c *sweepCheck) finish() error {
	if c.first == nil {
		return nil
	}
	return c.endBlock(c.first.Of)
}

// describe says what went wrong with an incomplete shard and how to rerun
// it: with puzzlesat alone, and with the batch scheduler that ran the
// sweep (the job script and manifest in benchmarks/slurm and
// benchmarks/kubernetes, which docs/bench.md shows).
func (s *ShardStatus) describe(all []ShardStatus) string {
	var b strings.Builder
	fmt.Fprintf(&b, "  shard %d/%d: ", s.I, s.N)
	switch {
	case s.Dir == "":
		fmt.Fprintf(&b, "%d of %d runs have a record; no directory of this shard was given\n", s.Done, s.Runs)
	case s.Done == 0:
		fmt.Fprintf(&b, "%s: no results (the shard failed before its first run ended)\n", s.Dir)
	default:
		fmt.Fprintf(&b, "%s: %d of %d runs done (the shard was stopped: killed, out of time, or its node lost)\n", s.Dir, s.Done, s.Runs)
	}
	for _, cmd := range s.rerun(all) {
		fmt.Fprintf(&b, "      %s\n", cmd)
	}
	return b.String()
}

// rerun lists commands that rerun just this shard.
func (s *ShardStatus) rerun(all []ShardStatus) []string {
	var cmds []string
	var sib *ShardStatus // a shard with a sweep.json
	for i := range all {
		if all[i].Meta != nil {
			sib = &all[i]
			break
		}
	}
	dir := s.Dir
	if dir == "" && sib != nil && sib.Dir != "" {
		dir = renumber(sib.Dir, sib.I, s.I)
	}
	switch {
	case s.Meta != nil:
		cmds = append(cmds, "puzzlesat bench --resume "+shellQuote(s.Dir))
	case sib != nil && len(sib.Meta.Command) > 0:
		cmds = append(cmds, shellJoin(reshard(sib.Meta.Command, sib.I, s.I, s.N, sib.Dir, dir)))
	}
	if sib == nil {
		return cmds
	}
	sched := sib.Meta.Scheduler
	if s.Meta != nil && s.Meta.Scheduler != nil {
		sched = s.Meta.Scheduler
	}
	if sched["SLURM_ARRAY_JOB_ID"] != "" && dir != "" {
		parent, _ := filepath.Abs(filepath.Dir(filepath.Clean(dir)))
		cmds = append(cmds, fmt.Sprintf("Slurm: sbatch --array=%d --export=ALL,RESULTS=%s benchmarks/slurm/sweep.sbatch", s.I, shellQuote(parent)))
	}
	if sched["JOB_COMPLETION_INDEX"] != "" {
		name := sched["JOB_NAME"]
		if name == "" {
			name = "puzzlesat-bench"
		}
		cmds = append(cmds, fmt.Sprintf("Kubernetes: kubectl delete job %s && kubectl create -f benchmarks/kubernetes/sweep-job.yaml (finished shards only re-render their reports)", name))
	}
	return cmds
}

// renumber turns a sibling shard's directory ("r/1", "r/shard-1") into
// this shard's, when the sibling's ends in its shard index.
func renumber(dir string, from, to int) string {
	clean := filepath.Clean(dir)
	i := len(clean)
	for i > 0 && clean[i-1] >= '0' && clean[i-1] <= '9' {
		i--
	}
	if clean[i:] == strconv.Itoa(from) {
		return clean[:i] + strconv.Itoa(to)
	}
	return ""
}

// reshard rewrites a sibling shard's command line for shard i/n.
func reshard(cmd []string, from, i, n int, fromDir, dir string) []string {
	out := append([]string(nil), cmd...)
	for k := 0; k < len(out); k++ {
		name, _, eq := strings.Cut(out[k], "=")
		switch name {
		case "--shard", "-shard", "--out", "-out", "--resume", "-resume":
		default:
			continue
		}
		nv := fmt.Sprintf("%d/%d", i, n)
		if !strings.HasSuffix(name, "shard") {
			nv = dir
			if nv == "" {
				nv = "DIR"
			}
		}
		if eq {
			out[k] = name + "=" + nv
		} else if k+1 < len(out) {
			out[k+1] = nv
			k++
		}
	}
	return out
}

func shellJoin(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = shellQuote(a)
	}
	return strings.Join(q, " ")
}

// shellQuote quotes s for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./,=:@%+") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
