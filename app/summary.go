package app

import (
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// classStat is what the class summary keeps of a result: not the
// encoding, nor the solutions.
type classStat struct {
	class string
	puzzle.Stats
}

// writeClassSummary prints, per size class in order of appearance, the
// number of puzzles and their mean, median and largest total time, and
// mean solver calls and conflicts.
func writeClassSummary(w io.Writer, rs []classStat) {
	if len(rs) == 0 {
		return
	}
	byClass := map[string][]classStat{}
	var order []string
	for _, r := range rs {
		c := r.class
		if _, ok := byClass[c]; !ok {
			order = append(order, c)
		}
		byClass[c] = append(byClass[c], r)
	}
	fmt.Fprintf(w, "| class | puzzles | mean ms | median ms | max ms | mean vars | mean clauses | mean solves | mean conflicts |\n")
	fmt.Fprintf(w, "|---|--:|--:|--:|--:|--:|--:|--:|--:|\n")
	for _, c := range order {
		g := byClass[c]
		ts := make([]time.Duration, len(g))
		var sum time.Duration
		var vars, clauses, solves, conflicts float64
		for i, r := range g {
			ts[i] = r.Total
			sum += r.Total
			vars += float64(r.Vars)
			clauses += float64(r.Clauses)
			solves += float64(r.Solves)
			conflicts += float64(max(r.Conflicts, 0))
		}
		slices.Sort(ts)
		n := float64(len(g))
		fmt.Fprintf(w, "| %s | %d | %.3f | %.3f | %.3f | %.0f | %.0f | %.1f | %.1f |\n", c, len(g),
			ms(sum)/n, ms(ts[len(ts)/2]), ms(ts[len(ts)-1]), vars/n, clauses/n, solves/n, conflicts/n)
	}
}
