package serve

import (
	"os"
	"testing"

	"github.com/puzzlesat/puzzlesat/solver"
)

// TestMain lets the test binary serve as the gophersat worker that a
// deadline-bound gophersat solve starts (a re-execution of this binary),
// and stops the browser the page tests share.
func TestMain(m *testing.M) {
	solver.ServeWorkerIfAsked()
	code := m.Run()
	stopBrowser()
	os.Exit(code)
}
