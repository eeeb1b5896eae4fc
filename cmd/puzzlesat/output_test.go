package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/txtar"
	"github.com/urfave/cli/v3"

	"github.com/puzzlesat/puzzlesat/examples"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// TestFullOutput runs every command of the tree (every leaf: each kind's
// solve, encode, decode, convert, explain, each generator, every dimacs
// command, bench, score, solvers, and the help and version texts) with
// its standard output on /dev/full: each must exit 1 naming the write
// error, never 0 with its output lost, never 2 (issue 32 item 1). A
// command this test has no arguments for fails it, so a new command is
// covered when it is added.
func TestFullOutput(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Fatal("no /dev/full (every Linux has it):", err)
	}
	full.Close()
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cnf := write("f.cnf", "p cnf 2 2\n1 2 0\n-1 0\n")
	unsat := write("u.cnf", "p cnf 1 2\n1 0\n-1 0\n")
	model := write("model.txt", "s SATISFIABLE\nv -1 2 0\n")
	answer := write("unsat.out", "s UNSATISFIABLE\n")
	proof := write("proof.drat", "0\n")
	// score's inputs: those of its script.
	ar, err := txtar.ParseFile("testdata/script/score_zebra.txtar")
	if err != nil {
		t.Fatal(err)
	}
	var zl, answers string
	for _, f := range ar.Files {
		switch f.Name {
		case "zl.jsonl":
			zl = write(f.Name, string(f.Data))
		case "answers.jsonl":
			answers = write(f.Name, string(f.Data))
		}
	}

	// example is the first bundled example of each kind (its file in dir).
	example := map[string][]string{}
	for _, k := range kinds.All() {
		exs, err := examples.List(k.Name())
		if err != nil || len(exs) == 0 {
			continue
		}
		text, err := exs[0].Text()
		if err != nil {
			t.Fatal(err)
		}
		file := write(k.Name()+"-"+filepath.Base(exs[0].File), text)
		example[k.Name()] = []string{file, fmt.Sprintf("--index=%d", max(exs[0].Index, 1))}
	}
	writable := func(k puzzle.Kind) string {
		for _, f := range k.Formats() {
			if f.Write != nil && f.Name != "json" {
				return f.Name
			}
		}
		return "json"
	}
	kind := func(name string) puzzle.Kind {
		k, err := kinds.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	// argsFor is a command line of the leaf command at path (nil: none).
	argsFor := func(path []string) []string {
		kindArgs := func(k puzzle.Kind, extra ...string) []string {
			ex, ok := example[k.Name()]
			if !ok {
				return nil
			}
			return append(append(append([]string{}, path...), ex[1]), append([]string{ex[0]}, extra...)...)
		}
		switch path[0] {
		case "solve", "encode", "explain":
			return kindArgs(kind(path[1]))
		case "decode":
			return kindArgs(kind(path[1]), answer)
		case "convert":
			k := kind(path[1])
			if a := kindArgs(k); a != nil {
				return append([]string{path[0], path[1], "--to", writable(k)}, a[2:]...)
			}
			return nil
		case "generate":
			return append(path, "--quiet")
		case "dimacs":
			switch path[1] {
			case "solve":
				return []string{"dimacs", "solve", cnf}
			case "check":
				return []string{"dimacs", "check", cnf, model}
			case "stats":
				return []string{"dimacs", "stats", cnf}
			case "check-proof":
				return []string{"dimacs", "check-proof", unsat, proof}
			}
		case "bench":
			return []string{"bench", "--quiet", cnf}
		case "score":
			return []string{"score", path[1], zl, answers}
		case "solvers":
			return []string{"solvers"}
		case "serve":
			return []string{"serve", "--help"} // it writes nothing else on standard output
		}
		return nil
	}
	var words []string
	for _, f := range families() {
		words = append(words, f.name)
	}
	for _, k := range kinds.All() {
		words = append(words, k.Name())
	}
	root := newApp(append([]string{"puzzlesat"}, words...))
	type run struct {
		name string
		args []string
	}
	runs := []run{{"help", []string{"--help"}}, {"version", []string{"--version"}}, {"solve-help", []string{"solve", "hashi", "--help"}}}
	var walk func(c *cli.Command, path []string)
	walk = func(c *cli.Command, path []string) {
		if len(c.Commands) > 0 {
			for _, s := range c.Commands {
				walk(s, append(append([]string{}, path...), s.Name))
			}
			return
		}
		args := argsFor(path)
		if args == nil {
			if path[0] == "solve" || path[0] == "encode" || path[0] == "explain" || path[0] == "decode" || path[0] == "convert" {
				if _, ok := example[path[1]]; !ok {
					return // a kind without bundled examples: the others cover the family
				}
			}
			t.Errorf("%s: no command line for this command: add one to TestFullOutput", strings.Join(path, " "))
			return
		}
		runs = append(runs, run{strings.Join(path, " "), args})
	}
	for _, c := range root.Commands {
		walk(c, []string{c.Name})
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// Two at a time: the machine is shared.
	sem := make(chan struct{}, 2)
	var wg sync.WaitGroup
	for _, r := range runs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			cmd := exec.Command(exe, append([]string{"puzzlesat"}[:0], r.args...)...)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), asPuzzlesat+"=1", "TMPDIR="+dir)
			f, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
			if err != nil {
				t.Error(err)
				return
			}
			defer f.Close()
			cmd.Stdout = f
			var stderr strings.Builder
			cmd.Stderr = &stderr
			err = cmd.Run()
			code := cmd.ProcessState.ExitCode()
			if code != exitError || !strings.Contains(stderr.String(), "no space left on device") {
				t.Errorf("puzzlesat %s > /dev/full: exit %d (want 1 with the write error), err %v\nstderr: %s", strings.Join(r.args, " "), code, err, stderr.String())
			}
		}()
	}
	wg.Wait()
	t.Logf("%d commands run against /dev/full", len(runs))
}

// A generator stopped by SIGTERM leaves whole records only (issue 32
// item 2: the last zebra puzzle was cut mid-line): every line of its
// JSON output parses.
func TestStoppedWholeRecords(t *testing.T) {
	dir := t.TempDir()
	outPath := filepath.Join(dir, "out.jsonl")
	out, err := os.Create(outPath)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	p := newPuzzlesat(t, dir, nil, "generate", "zebra", "--format", "json", "--count", "100000", "-n", "6", "-m", "6", "--quiet")
	p.cmd.Stdout = out
	p.start(t)
	waitFor(t, "some puzzles are written", func() bool {
		st, err := os.Stat(outPath)
		return err == nil && st.Size() > 20000
	})
	p.cmd.Process.Signal(syscall.SIGTERM)
	code := p.wait(t, "generate zebra")
	data, err := os.ReadFile(outPath)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	if last := lines[len(lines)-1]; last != "" {
		t.Errorf("the output ends inside a record: %q", last[max(0, len(last)-80):])
	}
	for i, l := range lines[:len(lines)-1] {
		var v map[string]any
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("line %d is not a whole record: %v", i+1, err)
		}
	}
	t.Logf("exit %d, %d whole records; stderr %s", code, len(lines)-1, p.stderr.String())
	if code != exitUnknown {
		t.Errorf("exit %d, want %d", code, exitUnknown)
	}
}

// blockWriter records what it is given; its first Write waits for
// release.
type blockWriter struct {
	started, release chan struct{}
	got              strings.Builder
}

func (b *blockWriter) Write(p []byte) (int, error) {
	if b.started != nil {
		close(b.started)
		b.started = nil
		<-b.release
	}
	return b.got.Write(p)
}

// The output writer: the first write error sticks; hold lets the Write
// in progress finish and keeps later ones from starting (what a forced
// stop relies on to leave whole records).
func TestOutputWriter(t *testing.T) {
	o := newOutput(failingWriter{})
	if _, err := o.Write([]byte("x")); err == nil || o.Err() == nil || !strings.Contains(o.Err().Error(), "writing standard output: full") {
		t.Fatalf("write error not kept: %v", o.Err())
	}
	bw := &blockWriter{started: make(chan struct{}), release: make(chan struct{})}
	o = newOutput(bw)
	started := bw.started
	go o.Write([]byte("record 1\n"))
	<-started
	held := make(chan struct{})
	go func() { o.hold(time.Minute); close(held) }()
	close(bw.release)
	<-held
	late := make(chan struct{})
	go func() { o.Write([]byte("record 2\n")); close(late) }()
	select {
	case <-late:
		t.Fatal("a Write started after hold")
	case <-time.After(50 * time.Millisecond):
	}
	if bw.got.String() != "record 1\n" {
		t.Errorf("written %q", bw.got.String())
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("full") }
