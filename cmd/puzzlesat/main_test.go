package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/solver"

	"github.com/rogpeppe/go-internal/testscript"
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
	})
}
