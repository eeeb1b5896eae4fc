package gen

import (
	"os"
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/solver"
)

func rngFor(seed uint64) *rng.Rand { return rng.New(seed) }

// TestMain lets the test binary serve as the gophersat worker that a
// deadline-bound gophersat solve starts (a re-execution of this binary).
func TestMain(m *testing.M) {
	solver.ServeWorkerIfAsked()
	os.Exit(m.Run())
}
