package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/solver"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/ulikunitz/xz"
)

// TestMain lets testscript scripts run "puzzlesat" as a real command.
func TestMain(m *testing.M) {
	solver.ServeWorkerIfAsked()
	// Tests that need a real process to signal run the test binary as
	// puzzlesat with this variable set (see process_test.go).
	if os.Getenv(asPuzzlesat) == "1" {
		os.Exit(run(os.Args))
	}
	testscript.Main(m, map[string]func(){
		"puzzlesat": func() { os.Exit(run(os.Args)) },
	})
}

// TestScripts runs the command-line scripts in testdata/script: one file
// per command family (hashi_*.txtar, dimacs_*.txtar, ...).
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			// Scripts may copy the bundled examples with "cp $EXAMPLES/...".
			wd, err := os.Getwd()
			if err != nil {
				return err
			}
			env.Setenv("EXAMPLES", filepath.Join(wd, "..", "..", "examples"))
			// Under -race every process sleeps 1 s at exit to let reports
			// flush; the scripts start hundreds of them.
			env.Setenv("GORACE", "atexit_sleep_ms=0")
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"compress": compressCmd,
		},
	})
}

// compressCmd is the script command "compress gz|xz SRC DST": DST is SRC
// compressed (the scripts need no gzip or xz binary).
func compressCmd(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: compress gz|xz SRC DST")
	}
	var buf bytes.Buffer
	var w io.WriteCloser
	switch args[0] {
	case "gz":
		w = gzip.NewWriter(&buf)
	case "xz":
		xw, err := xz.NewWriter(&buf)
		ts.Check(err)
		w = xw
	default:
		ts.Fatalf("compress: unknown format %q", args[0])
	}
	_, err := w.Write([]byte(ts.ReadFile(args[1])))
	ts.Check(err)
	ts.Check(w.Close())
	ts.Check(os.WriteFile(ts.MkAbs(args[2]), buf.Bytes(), 0o644))
}
