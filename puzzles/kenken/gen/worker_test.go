package gen

import (
	"os"
	"testing"

	"github.com/puzzlesat/puzzlesat/solver"
)

// TestMain lets the test binary serve as the gophersat worker that a
// deadline-bound gophersat solve starts (a re-execution of this binary).
func TestMain(m *testing.M) {
	solver.ServeWorkerIfAsked()
	os.Exit(m.Run())
}
