package gen

import (
	"os"
	"testing"

	"github.com/puzzlesat/puzzlesat/solver"
)

func TestMain(m *testing.M) {
	solver.ServeWorkerIfAsked()
	os.Exit(m.Run())
}
