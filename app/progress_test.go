package app

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/solver"
)

func TestDescribeProgress(t *testing.T) {
	for _, c := range []struct {
		p    solver.Progress
		want string
	}{
		{solver.Progress{}, "solving: 0 solver calls"},
		{solver.Progress{Solves: 1}, "solving: 1 solver call"},
		{solver.Progress{Conflicts: 49152, Restarts: 148, Solves: 1}, "49152 conflicts, 148 restarts"},
		{solver.Progress{Conflicts: 2048, Restarts: 9, Rounds: 3, Solutions: 1, Solves: 5}, "2048 conflicts, 9 restarts, round 4, 1 solution"},
	} {
		if got := DescribeProgress(c.p); got != c.want {
			t.Errorf("%+v: %q, want %q", c.p, got, c.want)
		}
	}
}
