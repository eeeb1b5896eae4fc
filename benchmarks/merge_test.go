package benchmarks

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// shardDirs runs sweep as n shards into root/0 ... root/n-1, each as the
// command line would (its command recorded in sweep.json).
func shardDirs(t *testing.T, sweep Sweep, root string, n int) []string {
	t.Helper()
	var dirs []string
	for i := 0; i < n; i++ {
		d := filepath.Join(root, string(rune('0'+i)))
		dirs = append(dirs, d)
		cmd := []string{"puzzlesat", "bench", "--shard", Shard{i, n}.String(), "--out", d, sweep.Paths[0]}
		sweepOutputs(t, Config{Sweep: sweep, Shard: Shard{i, n}, Out: d, Runner: fakeRunner{}, Command: cmd})
	}
	return dirs
}

// A merge with a shard that stopped half way and a shard that never ran
// names both, with the commands that rerun just them; --partial reports
// what is there.
func TestMergeNamesFailedShards(t *testing.T) {
	t.Setenv("SLURM_JOB_ID", "1235")
	t.Setenv("SLURM_ARRAY_JOB_ID", "1234")
	src := fakeTree(t)
	root := t.TempDir()
	sweep := Sweep{Paths: []string{src}, Solvers: []string{"gophersat", "minisat"}, Timeout: 2 * time.Second}
	dirs := shardDirs(t, sweep, root, 4)
	// Shard 2 stopped after one run; shard 3 left nothing.
	res := filepath.Join(dirs[2], ResultsFile)
	data, err := os.ReadFile(res)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	writeFile(t, res, strings.Join(lines[:2], "")+lines[2][:10])
	_, err = Merge(dirs[:3], MergeOptions{Out: filepath.Join(root, "all")})
	var inc *IncompleteError
	if !errors.As(err, &inc) {
		t.Fatalf("err = %v", err)
	}
	msg := err.Error()
	abs, _ := filepath.Abs(root)
	for _, want := range []string{
		"2 of 4 shards incomplete",
		"shard 2/4: " + dirs[2] + ": 1 of 3 runs done",
		"puzzlesat bench --resume " + dirs[2],
		"Slurm: sbatch --array=2 --export=ALL,RESULTS=" + abs + " benchmarks/slurm/sweep.sbatch",
		"shard 3/4: 0 of 3 runs have a record; no directory of this shard was given",
		"puzzlesat bench --shard 3/4 --out " + dirs[3] + " " + src,
		"Slurm: sbatch --array=3 ",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("the error lacks %q:\n%s", want, msg)
		}
	}
	if _, err := os.Stat(filepath.Join(root, "all", ResultsFile)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a failed merge wrote results: %v", err)
	}
	m, err := Merge(dirs[:3], MergeOptions{Partial: true, Out: filepath.Join(root, "all")})
	if err != nil {
		t.Fatal(err)
	}
	if m.Report.Missing != 5 || !strings.Contains(ShardReport(m.Shards), "shard 2/4") {
		t.Fatalf("partial: %d missing; %s", m.Report.Missing, ShardReport(m.Shards))
	}
}

// Kubernetes shards are named with the Job to recreate.
func TestMergeNamesFailedPods(t *testing.T) {
	src := fakeTree(t)
	root := t.TempDir()
	t.Setenv("JOB_COMPLETION_INDEX", "0")
	t.Setenv("JOB_NAME", "my-sweep")
	dirs := shardDirs(t, Sweep{Paths: []string{src}, Timeout: time.Second}, root, 2)
	_, err := Merge(dirs[:1], MergeOptions{})
	if err == nil || !strings.Contains(err.Error(), "Kubernetes: kubectl delete job my-sweep && kubectl create -f benchmarks/kubernetes/sweep-job.yaml") {
		t.Fatalf("err = %v", err)
	}
}

// The results.csv of a shard killed while it ran holds its rows in the
// order its runs ended, maybe with a torn last row: merge reads it in job
// order all the same.
func TestMergeUnsortedShard(t *testing.T) {
	src := fakeTree(t)
	root := t.TempDir()
	sweep := Sweep{Paths: []string{src}, Solvers: []string{"gophersat", "minisat"}, Repeat: 2, Timeout: 2 * time.Second}
	whole := sweepOutputs(t, Config{Sweep: sweep, Out: filepath.Join(root, "whole"), Runner: fakeRunner{}})
	dirs := shardDirs(t, sweep, root, 3)
	res := filepath.Join(dirs[1], ResultsFile)
	data, err := os.ReadFile(res)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(strings.TrimSuffix(string(data), "\n"), "\n")
	rows := slices.Clone(lines[1:])
	slices.Reverse(rows)
	rows[0] += "\n"
	rows[len(rows)-1] = strings.TrimSuffix(rows[len(rows)-1], "\n")
	writeFile(t, res, lines[0]+strings.Join(rows, "")+"\n7,24,,torn")
	out := filepath.Join(root, "merged")
	if _, err := Merge(dirs, MergeOptions{Out: out}); err != nil {
		t.Fatal(err)
	}
	if got := readOutputs(t, out); got["results.csv"] != whole["results.csv"] || got["summary.md"] != whole["summary.md"] {
		t.Fatalf("merged:\n%s\nwhole:\n%s", got["results.csv"], whole["results.csv"])
	}
}

// With Reuse, a worker runs job after job while they end in SAT or
// UNSAT, and a fresh one takes over after a timeout or when a worker
// died between jobs; without it, every job has a worker of its own.
func TestReuseWorkers(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.fake")
	writeFile(t, p, "pid pid slow pid pid")
	job := func(i int) Job {
		j := Job{Index: i, Total: 5, Instance: p, Path: p, Item: i, Items: 5, Kind: "fake", Solver: "gophersat", Repeat: 1, ByClass: true}
		if i == 2 {
			j.Timeout = 0.2
		}
		return j
	}
	pids := func(r *Process, jobs ...int) []string {
		var out []string
		for _, i := range jobs {
			rec := r.Run(context.Background(), job(i))
			if i != 2 && (rec.Status != StatusSat || rec.Class == "") {
				t.Fatalf("job %d: %+v", i, rec)
			}
			if i == 2 && rec.Status != StatusUnknown {
				t.Fatalf("job 2 did not time out: %+v", rec)
			}
			out = append(out, rec.Class)
		}
		return out
	}
	r := workerProc(t, "1")
	r.Reuse = true
	defer r.Close()
	got := pids(r, 0, 1, 2, 3, 4)
	if got[0] != got[1] || got[3] != got[4] || got[1] == got[3] {
		t.Fatalf("worker pids %q: want one worker for jobs 0-1, another for 3-4", got)
	}
	// The idle worker dies: the next job gets a fresh one.
	r.mu.Lock()
	idle := r.idle[0]
	r.mu.Unlock()
	_ = idle.cmd.Process.Signal(syscall.SIGKILL)
	<-idle.done
	if again := pids(r, 0); again[0] == got[4] {
		t.Fatalf("a dead worker answered: %q", again)
	}
	fresh := pids(workerProc(t, "1"), 0, 1)
	if fresh[0] == fresh[1] {
		t.Fatalf("without Reuse two jobs shared worker %s", fresh[0])
	}
}
