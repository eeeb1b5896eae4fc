package solve

import (
	"fmt"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// StatsLine is one line of figures about a solve: the solver, the
// formula's size, solver calls, refinement rounds and cuts, conflicts,
// the encoding's own figures and the times.
func StatsLine(r *puzzle.Result) string {
	st := r.Stats
	var b strings.Builder
	fmt.Fprintf(&b, "solver=%s vars=%d clauses=%d solves=%d rounds=%d cuts=%d conflicts=%d",
		st.Solver, st.Vars, st.Clauses, st.Solves, st.Rounds, st.Cuts, st.Conflicts)
	if e := r.Encoding; e != nil {
		for _, s := range e.Stats {
			fmt.Fprintf(&b, " %s=%v", s.Name, s.Value)
		}
	}
	fmt.Fprintf(&b, " encode_ms=%.3f total_ms=%.3f", ms(st.Encode), ms(st.Total))
	if st.UPStrength != nil {
		fmt.Fprintf(&b, " up_strength=%.4f", *st.UPStrength)
	}
	return b.String()
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
