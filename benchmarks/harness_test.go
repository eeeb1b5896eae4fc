package benchmarks

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// fakeTree writes a directory of fake instances and a DIMACS file:
//
//	dir/a.fake      sat unsat        (2 instances)
//	dir/b.fake      wrong            (1 instance)
//	dir/sub/c.fake  sat sat unknown  (3 instances)
//	dir/README.md   (no kind: skipped)
//	dir/.hidden/x.fake (skipped)
func fakeTree(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, d := range []string{"sub", ".hidden"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	writeFile(t, filepath.Join(dir, "a.fake"), "sat\nunsat\n")
	writeFile(t, filepath.Join(dir, "b.fake"), "wrong\n")
	writeFile(t, filepath.Join(dir, "sub", "c.fake"), "sat sat unknown")
	writeFile(t, filepath.Join(dir, "README.md"), "not an instance")
	writeFile(t, filepath.Join(dir, ".hidden", "x.fake"), "sat")
	return dir
}

// instances lists a sweep's instances.
func instances(t *testing.T, s Sweep) ([]Instance, error) {
	t.Helper()
	p, err := NewPlan(s)
	if err != nil {
		return nil, err
	}
	var out []Instance
	for in := range p.Instances() {
		out = append(out, in)
	}
	return out, nil
}

func TestDiscover(t *testing.T) {
	dir := fakeTree(t)
	s := Sweep{Paths: []string{dir, filepath.Join(dir, "a.fake")}}
	insts, err := instances(t, s)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, in := range insts {
		got = append(got, strings.TrimPrefix(in.Name(), filepath.ToSlash(dir)+"/")+":"+in.Kind)
	}
	want := []string{"a.fake#1:fake", "a.fake#2:fake", "b.fake:fake", "sub/c.fake#1:fake", "sub/c.fake#2:fake", "sub/c.fake#3:fake"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Discover:\n got %q\nwant %q", got, want)
	}

	// A file named directly that no kind knows is an error; --kind forces one.
	s = Sweep{Paths: []string{filepath.Join(dir, "README.md")}}
	if _, err := instances(t, s); err == nil || !strings.Contains(err.Error(), "not a file of any known kind") {
		t.Fatalf("unknown file: err = %v", err)
	}
	s.Kind = "fake"
	if insts, err := instances(t, s); err != nil || len(insts) != 3 {
		t.Fatalf("forced kind: %d instances, err %v", len(insts), err)
	}
	s.Kind = "nope"
	if _, err := instances(t, s); err == nil {
		t.Fatal("unknown --kind accepted")
	}
	if _, err := instances(t, Sweep{Paths: []string{filepath.Join(dir, "missing")}}); err == nil {
		t.Fatal("missing path accepted")
	}
}

func TestExpand(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "p.fake"), "sat unsat")
	writeFile(t, filepath.Join(dir, "q.cnf"), "p cnf 1 1\n1 0\n")
	tests := []struct {
		name    string
		sweep   Sweep
		want    []string // instance|options|solver|repeat
		wantErr string
	}{
		{
			name:  "defaults",
			sweep: Sweep{},
			want:  []string{"p.fake#1||gophersat|1", "p.fake#2||gophersat|1", "q.cnf||gophersat|1"},
		},
		{
			name: "options apply only to kinds that have them; axis order, value order kept",
			sweep: Sweep{Options: map[string][]string{"model": {"channel", "partition"}, "card": {"totalizer", "binomial"}, "connectivity": {"eager"}},
				Solvers: []string{"minisat", "gophersat"}},
			want: []string{
				"p.fake#1|card=totalizer model=channel|minisat|1", "p.fake#1|card=totalizer model=channel|gophersat|1",
				"p.fake#1|card=totalizer model=partition|minisat|1", "p.fake#1|card=totalizer model=partition|gophersat|1",
				"p.fake#1|card=binomial model=channel|minisat|1", "p.fake#1|card=binomial model=channel|gophersat|1",
				"p.fake#1|card=binomial model=partition|minisat|1", "p.fake#1|card=binomial model=partition|gophersat|1",
				"p.fake#2|card=totalizer model=channel|minisat|1", "p.fake#2|card=totalizer model=channel|gophersat|1",
				"p.fake#2|card=totalizer model=partition|minisat|1", "p.fake#2|card=totalizer model=partition|gophersat|1",
				"p.fake#2|card=binomial model=channel|minisat|1", "p.fake#2|card=binomial model=channel|gophersat|1",
				"p.fake#2|card=binomial model=partition|minisat|1", "p.fake#2|card=binomial model=partition|gophersat|1",
				"q.cnf||minisat|1", "q.cnf||gophersat|1",
			},
		},
		{
			name:  "repeats innermost; values are canonicalized",
			sweep: Sweep{Repeat: 2, Options: map[string][]string{"card": {"SeqCounter"}}},
			want: []string{"p.fake#1|card=seqcounter|gophersat|1", "p.fake#1|card=seqcounter|gophersat|2",
				"p.fake#2|card=seqcounter|gophersat|1", "p.fake#2|card=seqcounter|gophersat|2",
				"q.cnf||gophersat|1", "q.cnf||gophersat|2"},
		},
		{name: "unknown value", sweep: Sweep{Options: map[string][]string{"card": {"magic"}}}, wantErr: `unknown value "magic"`},
		{name: "duplicate value", sweep: Sweep{Options: map[string][]string{"model": {"channel", "Channel"}}}, wantErr: "given twice"},
		{name: "unknown axis", sweep: Sweep{Options: map[string][]string{"colour": {"red"}}}, wantErr: "unknown option axis"},
		{name: "duplicate solver", sweep: Sweep{Solvers: []string{"gophersat", "gophersat"}}, wantErr: "given twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.sweep
			s.Paths = []string{dir}
			p, err := NewPlan(s)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			i := 0
			for j := range p.Jobs(Shard{0, 1}) {
				if j.Index != i || j.Total != p.Total() {
					t.Errorf("job %d: index %d of %d", i, j.Index, j.Total)
				}
				i++
				got = append(got, fmt.Sprintf("%s|%s|%s|%d", strings.TrimPrefix(j.Instance, filepath.ToSlash(dir)+"/"), j.Options, j.Solver, j.Repeat))
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("jobs:\n got %q\nwant %q", got, tt.want)
			}
		})
	}
}

func TestParseShard(t *testing.T) {
	tests := []struct {
		in   string
		want Shard
		ok   bool
	}{
		{"", Shard{0, 1}, true},
		{"0/1", Shard{0, 1}, true},
		{"2/3", Shard{2, 3}, true},
		{" 1 / 4 ", Shard{1, 4}, true},
		{"3/3", Shard{}, false},
		{"-1/3", Shard{}, false},
		{"1/0", Shard{}, false},
		{"1", Shard{}, false},
		{"a/b", Shard{}, false},
		{"1/2/3", Shard{}, false},
	}
	for _, tt := range tests {
		got, err := ParseShard(tt.in)
		if (err == nil) != tt.ok || (tt.ok && got != tt.want) {
			t.Errorf("ParseShard(%q) = %v, %v", tt.in, got, err)
		}
	}
}

// Every job lands in exactly one shard, for every shard count, at its
// position in the shard, and the shards are balanced.
func TestShardCoversEveryJobOnce(t *testing.T) {
	for _, total := range []int{0, 1, 2, 7, 30, 101} {
		for n := 1; n <= 12; n++ {
			seen := make([]int, total)
			sizes := []int{}
			for i := 0; i < n; i++ {
				sh := Shard{i, n}
				size := 0
				for j := 0; j < total; j++ {
					if sh.Has(j) {
						if sh.pos(j) != size {
							t.Fatalf("shard %d/%d: job %d at position %d, want %d", i, n, j, sh.pos(j), size)
						}
						seen[j]++
						size++
					}
				}
				if size != sh.Size(total) {
					t.Fatalf("shard %d/%d of %d jobs: Size %d, has %d", i, n, total, sh.Size(total), size)
				}
				sizes = append(sizes, size)
			}
			for idx, c := range seen {
				if c != 1 {
					t.Fatalf("%d jobs, %d shards: job %d in %d shards", total, n, idx, c)
				}
			}
			lo, hi := total, 0
			for _, s := range sizes {
				lo, hi = min(lo, s), max(hi, s)
			}
			if hi-lo > 1 {
				t.Fatalf("%d jobs, %d shards: unbalanced sizes %v", total, n, sizes)
			}
		}
	}
}

func TestPAR2(t *testing.T) {
	rec := func(job int, inst, solver, status string, check Check, wall, timeout float64, repeat int) Record {
		return Record{Job: job, Of: 11, Instance: inst, Kind: "fake", Solver: solver, Status: status, Check: check,
			Wall: wall, Timeout: timeout, Repeat: repeat, Vars: 10, Clauses: 30, MaxRSSKB: 2048}
	}
	recs := []Record{
		rec(0, "a", "s1", StatusSat, CheckOK, 1.0, 10, 1),
		rec(1, "b", "s1", StatusUnsat, CheckNone, 3.0, 10, 1),
		rec(2, "c", "s1", StatusUnknown, CheckNone, 10.0, 10, 1),
		rec(3, "d", "s1", StatusSat, CheckFail, 0.5, 10, 1), // wrong: unsolved
		rec(4, "e", "s1", StatusError, CheckNone, 0.1, 10, 1),
		rec(5, "f", "s1", StatusSat, CheckOK, 12.0, 10, 1), // over the timeout: unsolved
		// s2: instance a has three repeats (median 2), b has a failed repeat.
		rec(6, "a", "s2", StatusSat, CheckOK, 1.0, 10, 1),
		rec(7, "a", "s2", StatusSat, CheckOK, 5.0, 10, 2),
		rec(8, "a", "s2", StatusSat, CheckOK, 2.0, 10, 3),
		rec(9, "b", "s2", StatusUnsat, CheckNone, 1.0, 10, 1),
		rec(10, "b", "s2", StatusUnknown, CheckNone, 10.0, 10, 2),
	}
	rep := NewReport(recs)
	if len(rep.Groups) != 2 {
		t.Fatalf("%d groups, want 2", len(rep.Groups))
	}
	s1, s2 := rep.Groups[0].Stats(), rep.Groups[1].Stats()
	// s1: solved a (1) and b (3); c, d, e, f cost 20 each.
	want1 := GroupStats{Instances: 6, Solved: 2, PAR2Sum: 84, PAR2Mean: 14, Median: 2, Mean: 2, Max: 3,
		Vars: 10, Clauses: 30, MaxRSSKB: 2048}
	if s1 != want1 {
		t.Errorf("s1 stats:\n got %+v\nwant %+v", s1, want1)
	}
	// s2: a solved at median 2; b unsolved (one repeat timed out): 20.
	want2 := GroupStats{Instances: 2, Solved: 1, PAR2Sum: 22, PAR2Mean: 11, Median: 2, Mean: 2, Max: 2,
		Vars: 10, Clauses: 30, MaxRSSKB: 2048}
	if s2 != want2 {
		t.Errorf("s2 stats:\n got %+v\nwant %+v", s2, want2)
	}
	g := rep.Groups[0]
	if g.Sat != 2 || g.Unsat != 1 || g.Unknown != 1 || g.Errors != 1 || g.Wrong != 1 {
		t.Errorf("s1 counts: sat %d unsat %d unknown %d errors %d wrong %d", g.Sat, g.Unsat, g.Unknown, g.Errors, g.Wrong)
	}
	if got := g.SolvedTimes(); !reflect.DeepEqual(got, []float64{1, 3}) {
		t.Errorf("cactus line = %v", got)
	}

	// No timeout: an unsolved instance has no PAR-2.
	nt := NewReport([]Record{rec(0, "a", "s", StatusUnknown, CheckNone, 1, 0, 1)}).Groups[0].Stats()
	if !math.IsNaN(nt.PAR2Sum) || !math.IsNaN(nt.Median) {
		t.Errorf("no timeout: PAR-2 %v median %v, want NaN", nt.PAR2Sum, nt.Median)
	}
}

func TestDisagreement(t *testing.T) {
	recs := []Record{
		{Job: 0, Of: 3, Instance: "x", Kind: "fake", Solver: "s1", Status: StatusSat, Check: CheckOK},
		{Job: 1, Of: 3, Instance: "x", Kind: "fake", Solver: "s2", Status: StatusUnsat},
		{Job: 2, Of: 3, Instance: "y", Kind: "fake", Solver: "s2", Status: StatusUnsat},
	}
	rep := NewReport(recs)
	want := []Disagreement{{Kind: "fake", Instance: "x", Sat: []string{"fake s1"}, Unsat: []string{"fake s2"}}}
	if !reflect.DeepEqual(rep.Disagreements, want) {
		t.Fatalf("disagreements = %+v", rep.Disagreements)
	}
	var b bytes.Buffer
	if err := rep.WriteMarkdown(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "### Disagreements") || rep.Err() == nil {
		t.Fatalf("disagreement not reported:\n%s", b.String())
	}
}

func TestCSVRoundTrip(t *testing.T) {
	recs := []Record{
		{Job: 0, Of: 2, Instance: `dir with, comma/"quoted".cnf`, Kind: "dimacs", Solver: "gophersat", Repeat: 1,
			Status: StatusSat, Check: CheckOK, Vars: 3, Clauses: 2, Literals: 4, Conflict: 7, Decision: 9,
			Timeout: 10, Wall: 0.0012345678, Solve: 0.001, MaxRSSKB: 12345},
		{Job: 1, Of: 2, Set: "data/sets, one", Instance: "p.fake#2", Class: "7x7", Kind: "fake", Options: "card=seqcounter model=channel", Solver: "/opt/my solver",
			Repeat: 3, Status: StatusError, Conflict: -1, Decision: -1, MaxRSSKB: -1,
			Error: "line 1:\n  bad \"input\", here"},
	}
	var buf bytes.Buffer
	if err := WriteCSV(&buf, recs); err != nil {
		t.Fatal(err)
	}
	if first, _, _ := strings.Cut(buf.String(), "\n"); first != strings.Join(Columns, ",") {
		t.Fatalf("header = %q", first)
	}
	got, err := ReadCSV(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	want := append([]Record(nil), recs...)
	for i := range want {
		want[i].normalize()
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("round trip:\n got %+v\nwant %+v", got, want)
	}
	// Writing what was read gives the same bytes.
	var again bytes.Buffer
	if err := WriteCSV(&again, got); err != nil {
		t.Fatal(err)
	}
	if again.String() != buf.String() {
		t.Fatalf("second write differs:\n%s\n---\n%s", buf.String(), again.String())
	}
}

func TestReadCSVErrors(t *testing.T) {
	header := strings.Join(Columns, ",") + "\n"
	good := "0,1,,x,,fake,,gophersat,1,SAT,ok,yes,,,1,0,1,1,0,0,0,10.000000,0.100000,0.050000,100,\n"
	tests := []struct{ name, in, want string }{
		{"empty", "", "empty CSV"},
		{"missing column", "job,of\n", `missing column "set"`},
		{"bad int", header + strings.Replace(good, ",1,0,1,1,", ",x,0,1,1,", 1), `column vars: bad value "x"`},
		{"bad float", header + strings.Replace(good, "0.100000", "NaN", 1), "column wall_s"},
		{"negative time", header + strings.Replace(good, "0.100000", "-1", 1), "column wall_s"},
		{"bad status", header + strings.Replace(good, "SAT", "MAYBE", 1), "unknown status"},
		{"bad check", header + strings.Replace(good, ",ok,", ",fine,", 1), "column check: unknown verdict"},
		{"bad unique", header + strings.Replace(good, ",yes,", ",maybe,", 1), "column unique: unknown verdict"},
		{"job out of range", header + strings.Replace(good, "0,1,,x,", "5,1,,x,", 1), "out of range"},
		{"bad options", header + strings.Replace(good, "fake,,", "fake,card,", 1), "column options"},
		{"short row", header + "0,1,,x\n", "line 2: 4 fields"},
		{"bad certified", header + strings.Replace(good, ",yes,,", ",yes,maybe,", 1), "column certified: unknown value"},
		{"bad up_strength", header + strings.Replace(good, ",yes,,,", ",yes,,1.5,", 1), "column up_strength: bad value"},
		{"bad up_strength text", header + strings.Replace(good, ",yes,,,", ",yes,,high,", 1), "column up_strength: bad value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadCSV(strings.NewReader(tt.in))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want %q", err, tt.want)
			}
		})
	}
	if recs, err := ReadCSV(strings.NewReader(header + good)); err != nil || len(recs) != 1 {
		t.Fatalf("good row: %v %v", recs, err)
	}
	// Files written before the certified column existed still read.
	old := strings.Replace(header, ",certified,", ",", 1) + strings.Replace(good, ",yes,,", ",yes,", 1)
	if recs, err := ReadCSV(strings.NewReader(old)); err != nil || len(recs) != 1 || recs[0].Certified != "" {
		t.Fatalf("CSV without the certified column: %v %v", recs, err)
	}
	// And those written before the up_strength column.
	old = strings.Replace(header, ",up_strength,", ",", 1) + strings.Replace(good, ",yes,,,", ",yes,,", 1)
	if recs, err := ReadCSV(strings.NewReader(old)); err != nil || len(recs) != 1 || recs[0].UPStrength != "" {
		t.Fatalf("CSV without the up_strength column: %v %v", recs, err)
	}
	withS := header + strings.Replace(good, ",yes,,,", ",yes,,0.8750,", 1)
	if recs, err := ReadCSV(strings.NewReader(withS)); err != nil || len(recs) != 1 || recs[0].UPStrength != "0.8750" {
		t.Fatalf("CSV with up_strength: %v %v", recs, err)
	}
}

func TestOptionsString(t *testing.T) {
	o := Options{"model": "channel", "card": "totalizer", "zz": "1", "aa": "2"}
	if got, want := o.String(), "card=totalizer model=channel aa=2 zz=1"; got != want {
		t.Fatalf("String = %q, want %q", got, want)
	}
	back, err := ParseOptions(o.String())
	if err != nil || !reflect.DeepEqual(back, o) {
		t.Fatalf("ParseOptions = %v, %v", back, err)
	}
	for _, bad := range []string{"card", "=x", "card=", "card=a card=b"} {
		if _, err := ParseOptions(bad); err == nil {
			t.Errorf("ParseOptions(%q) accepted", bad)
		}
	}
}

// sweepOutputs runs cfg with the fake clock and returns the three report files.
func sweepOutputs(t *testing.T, cfg Config) map[string]string {
	t.Helper()
	if _, err := Bench(context.Background(), &cfg); err != nil && !strings.Contains(err.Error(), "wrong") {
		t.Fatal(err)
	}
	return readOutputs(t, cfg.Out)
}

func readOutputs(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, f := range []string{"results.csv", "summary.md", "cactus.svg"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		out[f] = string(b)
	}
	return out
}

// A sweep run whole and the same sweep run as 3 shards and merged give
// identical files (with a fake clock, so even the timing columns match).
func TestMergeIdentity(t *testing.T) {
	src := fakeTree(t)
	tmp := t.TempDir()
	sweep := Sweep{Paths: []string{src}, Solvers: []string{"gophersat", "minisat"}, Repeat: 2, Timeout: 2 * time.Second,
		Options: map[string][]string{"card": {"binomial", "seqcounter"}}}
	whole := sweepOutputs(t, Config{Sweep: sweep, Out: filepath.Join(tmp, "whole"), Runner: fakeRunner{}, Jobs: 3})
	if !strings.Contains(whole["summary.md"], "| fake | card=seqcounter | minisat | 6 | 4 |") {
		t.Fatalf("unexpected summary:\n%s", whole["summary.md"])
	}
	var dirs []string
	for i := 0; i < 3; i++ {
		d := filepath.Join(tmp, fmt.Sprintf("shard%d", i))
		dirs = append(dirs, d)
		part := sweepOutputs(t, Config{Sweep: sweep, Shard: Shard{i, 3}, Out: d, Runner: fakeRunner{}, Jobs: 2})
		if !strings.Contains(part["summary.md"], "**Partial:") {
			t.Errorf("shard %d summary does not say it is partial", i)
		}
	}
	// Shards given in any order, as directories or CSV files.
	if _, err := Merge([]string{dirs[2], filepath.Join(dirs[0], "results.csv"), dirs[1]}, MergeOptions{Out: filepath.Join(tmp, "merged")}); err != nil {
		t.Fatal(err)
	}
	merged := readOutputs(t, filepath.Join(tmp, "merged"))
	for _, f := range []string{"results.csv", "summary.md", "cactus.svg"} {
		if merged[f] != whole[f] {
			t.Errorf("%s: merged shards differ from the whole run:\n%s\n--- whole ---\n%s", f, merged[f], whole[f])
		}
	}

	// Missing shard: an error unless partial.
	if _, err := Merge(dirs[:2], MergeOptions{}); err == nil || !strings.Contains(err.Error(), "missing") {
		t.Fatalf("missing shard: err = %v", err)
	}
	if res, err := Merge(dirs[:2], MergeOptions{Partial: true}); err != nil || res.Report.Missing == 0 {
		t.Fatalf("partial merge: %v", err)
	}
	// Duplicates are dropped; shards of another sweep are refused.
	if res, err := Merge(append(dirs, dirs[0]), MergeOptions{}); err != nil || res.Duplicates == 0 {
		t.Fatalf("duplicate shard: dup %d, err %v", res.Duplicates, err)
	}
	other := sweep
	other.Repeat = 1
	od := filepath.Join(tmp, "other")
	sweepOutputs(t, Config{Sweep: other, Out: od, Runner: fakeRunner{}})
	if _, err := Merge([]string{dirs[0], od}, MergeOptions{Partial: true}); err == nil || !strings.Contains(err.Error(), "not shards of one sweep") {
		t.Fatalf("foreign shard: err = %v", err)
	}
	// Shards of sweeps of the same size but another solver, or another
	// timeout, are refused too: their job indices do not collide.
	for name, change := range map[string]func(*Sweep){
		"solver":  func(s *Sweep) { s.Solvers = []string{"gophersat", "cadical"} },
		"timeout": func(s *Sweep) { s.Timeout = 5 * time.Second },
	} {
		other := sweep
		change(&other)
		od := filepath.Join(tmp, "other-"+name)
		sweepOutputs(t, Config{Sweep: other, Shard: Shard{1, 3}, Out: od, Runner: fakeRunner{}})
		if _, err := Merge([]string{dirs[0], od, dirs[2]}, MergeOptions{}); err == nil || !strings.Contains(err.Error(), "not shards of one sweep") {
			t.Errorf("shard of a sweep with another %s: err = %v", name, err)
		}
		// Without their sweep.json, the records alone tell.
		csvs := []string{filepath.Join(dirs[0], ResultsFile), filepath.Join(od, ResultsFile), filepath.Join(dirs[2], ResultsFile)}
		if _, err := Merge(csvs, MergeOptions{}); err == nil || !strings.Contains(err.Error(), "not shards of one sweep") {
			t.Errorf("results.csv of a shard of a sweep with another %s: err = %v", name, err)
		}
	}
}

func TestExecute(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.fake")
	writeFile(t, p, "sat unsat unknown wrong unchecked error panic")
	want := []struct {
		status string
		check  Check
		err    string
	}{
		{StatusSat, CheckOK, ""},
		{StatusUnsat, CheckNone, ""},
		{StatusUnknown, CheckNone, ""},
		{StatusSat, CheckFail, "island 3"},
		{StatusSat, CheckFail, "not checked"},
		{StatusError, CheckNone, `bad, input "quoted" second line`},
		{StatusError, CheckNone, "panic: fake kind panics"},
	}
	for i, w := range want {
		rec, abandoned := Execute(Job{Index: i, Total: len(want), Path: p, Item: i, Kind: "fake", Solver: "gophersat", Repeat: 1})
		if abandoned || rec.Status != w.status || rec.Check != w.check || !strings.Contains(rec.Error, w.err) {
			t.Errorf("item %d: status %s check %q error %q abandoned %v; want %s %q %q", i, rec.Status, rec.Check, rec.Error, abandoned, w.status, w.check, w.err)
		}
	}
	// A slow kind that honours cancellation ends at the timeout.
	writeFile(t, p, "slow")
	start := time.Now()
	rec, abandoned := Execute(Job{Path: p, Total: 1, Kind: "fake", Solver: "gophersat", Timeout: 0.05})
	if abandoned || rec.Status != StatusUnknown || time.Since(start) > 5*time.Second {
		t.Errorf("slow: %+v abandoned %v", rec, abandoned)
	}
	// Unknown kind, solver or file.
	for _, j := range []Job{
		{Path: p, Total: 1, Kind: "nope", Solver: "gophersat"},
		{Path: p, Total: 1, Kind: "fake", Solver: "no-such-solver-xyz"},
		{Path: filepath.Join(dir, "missing.fake"), Total: 1, Kind: "fake", Solver: "gophersat"},
	} {
		if rec, _ := Execute(j); rec.Status != StatusError || rec.Error == "" {
			t.Errorf("%+v: %+v", j, rec)
		}
	}
}

// With ByPath every PATH argument is a set of its own: its own summary
// rows and plot lines.
func TestByPath(t *testing.T) {
	src := fakeTree(t)
	a, b := filepath.Join(src, "a.fake"), filepath.Join(src, "sub")
	out := filepath.Join(t.TempDir(), "out")
	files := sweepOutputs(t, Config{Sweep: Sweep{Paths: []string{a, b}, ByPath: true, Timeout: time.Second}, Out: out, Runner: fakeRunner{}})
	for _, want := range []string{
		"| kind | set | options |",
		"| fake | " + filepath.ToSlash(a) + " | – | gophersat | 2 | 2 |",
		"| fake | " + filepath.ToSlash(b) + " | – | gophersat | 3 | 2 |",
	} {
		if !strings.Contains(files["summary.md"], want) {
			t.Errorf("summary lacks %q:\n%s", want, files["summary.md"])
		}
	}
	if !strings.Contains(files["cactus.svg"], "fake "+filepath.ToSlash(b)+" gophersat") {
		t.Error("the plot legend does not name the set")
	}
	// Without ByPath: one group, no set column.
	files = sweepOutputs(t, Config{Sweep: Sweep{Paths: []string{a, b}, Timeout: time.Second}, Out: out, Runner: fakeRunner{}})
	if strings.Contains(files["summary.md"], "| set |") || !strings.Contains(files["summary.md"], "| fake | – | gophersat | 5 | 4 |") {
		t.Errorf("summary without sets:\n%s", files["summary.md"])
	}
}

// With classes, groups split by class, and a run that failed before it
// could size its instance joins the class its other runs found.
func TestClassGroups(t *testing.T) {
	recs := []Record{
		{Job: 0, Of: 4, Instance: "a", Kind: "fake", Solver: "s1", Status: StatusSat, Check: CheckOK, Class: "7x7"},
		{Job: 1, Of: 4, Instance: "a", Kind: "fake", Solver: "s2", Status: StatusError},
		{Job: 2, Of: 4, Instance: "b", Kind: "fake", Solver: "s1", Status: StatusSat, Check: CheckOK, Class: "9x9"},
		{Job: 3, Of: 4, Instance: "b", Kind: "fake", Solver: "s2", Status: StatusSat, Check: CheckOK, Class: "9x9"},
	}
	var got []string
	for _, g := range NewReport(recs).Groups {
		got = append(got, fmt.Sprintf("%s:%d", g.Label(), g.Runs))
	}
	want := []string{"fake 7x7 s1:1", "fake 7x7 s2:1", "fake 9x9 s1:1", "fake 9x9 s2:1"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("groups %q, want %q", got, want)
	}
	var b bytes.Buffer
	if err := NewReport(recs).WriteMarkdown(&b); err != nil || !strings.Contains(b.String(), "| fake | 7x7 | – | s2 | 1 | 0 |") {
		t.Fatalf("summary (%v):\n%s", err, b.String())
	}
}
