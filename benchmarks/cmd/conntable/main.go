// Command conntable prints the tables of the connectivity comparison
// (docs/connectivity.md): it reads the results.csv of each `puzzlesat
// bench` sweep under DIR (one per genre, as `make connectivity` writes
// them) and prints, per solver, a table of genre x --connectivity method
// with the PAR-2 mean per instance in seconds (an unsolved or wrong run
// counts twice its timeout) and the solved count, the best of each row in
// bold (none when nothing was solved); then the best method per genre and
// solver, and the geometric mean over genres (those where some method
// solved something) of each method's PAR-2 ratio to the row's best.
//
//	go run ./benchmarks/cmd/conntable benchmarks/out/connectivity
package main

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// methods are the columns, in the order of encode/connect's Methods.
var methods = []string{"lazy", "eager", "tree", "distance", "flow", "elimination"}

type cell struct {
	n, solved int
	par2      float64
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: conntable DIR")
		os.Exit(2)
	}
	files, _ := filepath.Glob(filepath.Join(os.Args[1], "*", "results.csv"))
	if len(files) == 0 {
		fmt.Fprintln(os.Stderr, "conntable: no */results.csv under", os.Args[1])
		os.Exit(1)
	}
	cells := map[[3]string]*cell{} // solver, kind, method
	unreadable := map[string]bool{}
	kindSet, solverSet := map[string]bool{}, map[string]bool{}
	for _, f := range files {
		if err := read(f, cells, kindSet, solverSet, unreadable); err != nil {
			fmt.Fprintln(os.Stderr, "conntable:", err)
			os.Exit(1)
		}
	}
	kinds, solvers := keys(kindSet), keys(solverSet)
	if len(unreadable) > 0 {
		fmt.Printf("Left out, unreadable (an ERROR before encoding in their runs): %s\n", strings.Join(keys(unreadable), ", "))
	}
	best := map[[2]string]string{}
	ratios := map[[2]string][]float64{} // solver, method
	for _, s := range solvers {
		fmt.Printf("\n**%s**: PAR-2 mean per instance (s), solved/instances\n\n", s)
		fmt.Printf("| genre | %s |\n|---|%s\n", strings.Join(methods, " | "), strings.Repeat("---|", len(methods)))
		for _, k := range kinds {
			b := math.Inf(1)
			for _, m := range methods {
				if c := cells[[3]string{s, k, m}]; c != nil && c.solved > 0 && c.par2/float64(c.n) < b {
					b, best[[2]string{s, k}] = c.par2/float64(c.n), m
				}
			}
			row := []string{k}
			for _, m := range methods {
				c := cells[[3]string{s, k, m}]
				if c == nil {
					row = append(row, "")
					continue
				}
				v := c.par2 / float64(c.n)
				txt := fmt.Sprintf("%s (%d/%d)", sec(v), c.solved, c.n)
				if m == best[[2]string{s, k}] {
					txt = "**" + txt + "**"
				}
				row = append(row, txt)
				if !math.IsInf(b, 1) {
					ratios[[2]string{s, m}] = append(ratios[[2]string{s, m}], v/b)
				}
			}
			fmt.Printf("| %s |\n", strings.Join(row, " | "))
		}
	}
	fmt.Printf("\nBest method (lowest PAR-2) per genre and solver\n\n| genre | %s |\n|---|%s\n", strings.Join(solvers, " | "), strings.Repeat("---|", len(solvers)))
	for _, k := range kinds {
		row := []string{k}
		for _, s := range solvers {
			b := best[[2]string{s, k}]
			if b == "" {
				b = "none solved"
			}
			row = append(row, b)
		}
		fmt.Printf("| %s |\n", strings.Join(row, " | "))
	}
	fmt.Printf("\nGeometric mean over genres of PAR-2 / the row's best (1 = always best; in brackets the genres counted: where the method applies and some method solved something)\n\n| solver | %s |\n|---|%s\n", strings.Join(methods, " | "), strings.Repeat("---|", len(methods)))
	for _, s := range solvers {
		row := []string{s}
		for _, m := range methods {
			rs := ratios[[2]string{s, m}]
			if len(rs) == 0 {
				row = append(row, "")
				continue
			}
			lg := 0.0
			for _, r := range rs {
				lg += math.Log(r)
			}
			row = append(row, fmt.Sprintf("%.2f (%d)", math.Exp(lg/float64(len(rs))), len(rs)))
		}
		fmt.Printf("| %s |\n", strings.Join(row, " | "))
	}
}

func sec(v float64) string {
	if v < 10 {
		return strconv.FormatFloat(v, 'f', 3, 64)
	}
	return strconv.FormatFloat(v, 'f', 1, 64)
}

func keys(m map[string]bool) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// read adds one sweep's records: a run is solved when its status is SAT or
// UNSAT and its check ok; its PAR-2 is its wall time, else twice its
// timeout. A run that failed before encoding (0 variables) is left out
// and its instance listed in unreadable.
func read(path string, cells map[[3]string]*cell, kinds, solvers, unreadable map[string]bool) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	r := csv.NewReader(f)
	head, err := r.Read()
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	col := map[string]int{}
	for i, h := range head {
		col[h] = i
	}
	for _, need := range []string{"instance", "kind", "options", "solver", "status", "check", "vars", "timeout_s", "wall_s"} {
		if _, ok := col[need]; !ok {
			return fmt.Errorf("%s: no column %q", path, need)
		}
	}
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
		method := "lazy" // the kind's default when the axis was not set
		for _, o := range strings.Fields(rec[col["options"]]) {
			if v, ok := strings.CutPrefix(o, "connectivity="); ok {
				method = v
			}
		}
		if rec[col["status"]] == "ERROR" && rec[col["vars"]] == "0" {
			// the puzzle did not read (the dataset has garbled ones):
			// not a connectivity figure.
			unreadable[rec[col["instance"]]] = true
			continue
		}
		k, s := rec[col["kind"]], rec[col["solver"]]
		kinds[k], solvers[s] = true, true
		key := [3]string{s, k, method}
		c := cells[key]
		if c == nil {
			c = &cell{}
			cells[key] = c
		}
		c.n++
		st := rec[col["status"]]
		timeout, _ := strconv.ParseFloat(rec[col["timeout_s"]], 64)
		wall, _ := strconv.ParseFloat(rec[col["wall_s"]], 64)
		if (st == "SAT" || st == "UNSAT") && rec[col["check"]] == "ok" {
			c.solved++
			c.par2 += wall
		} else {
			c.par2 += 2 * timeout
		}
	}
}
