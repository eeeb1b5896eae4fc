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
//
// With -axis NAMES (comma-separated option axes, e.g. card,sum,pb) it
// prints the cardinality comparison (docs/cardinality.md) instead: per
// genre, a table of the encodings met (the run's options on those axes,
// "default" when none was set) x solver, with the mean up_strength of the
// runs that measured it (bench --strength N), then the best encoding per
// genre and solver.
//
//	go run ./benchmarks/cmd/conntable -axis card,sum,pb benchmarks/out/cardinality
package main

import (
	"encoding/csv"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// methods are the columns, in the order of encode/connect's Methods; a
// table shows those its runs used.
var methods = []string{"lazy", "eager", "tree", "distance", "flow", "elimination", "native", "leaf", "hybrid"}

// used are the methods that some run of the solvers used, in methods' order.
func used(cells map[[3]string]*cell, solvers []string) []string {
	var out []string
	for _, m := range methods {
		for k := range cells {
			if k[2] == m && slices.Contains(solvers, k[0]) {
				out = append(out, m)
				break
			}
		}
	}
	return out
}

type cell struct {
	n, solved int
	par2      float64
	// strength sums the up_strength of the strengthN runs that have one.
	strength  float64
	strengthN int
}

// axes are the option axes whose values label a column ("" for the
// connectivity layout); labelOrder the labels in order of appearance.
var (
	axes       []string
	labelOrder []string
	labelSeen  = map[string]bool{}
)

func main() {
	axis := flag.String("axis", "", "comma-separated option axes: print the per-genre layout of the cardinality comparison")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: conntable [-axis card,sum,pb] DIR")
		os.Exit(2)
	}
	if *axis != "" {
		axes = strings.Split(*axis, ",")
	}
	files, _ := filepath.Glob(filepath.Join(flag.Arg(0), "*", "results.csv"))
	if len(files) == 0 {
		fmt.Fprintln(os.Stderr, "conntable: no */results.csv under", flag.Arg(0))
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
	if axes != nil {
		byGenre(cells, kinds, solvers)
		return
	}
	best := map[[2]string]string{}
	ratios := map[[2]string][]float64{} // solver, method
	for _, s := range solvers {
		methods := used(cells, []string{s})
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
	methods := used(cells, solvers)
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
		method := label(rec[col["options"]])
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
		if i, ok := col["up_strength"]; ok && rec[i] != "" {
			if v, err := strconv.ParseFloat(rec[i], 64); err == nil {
				c.strength += v
				c.strengthN++
			}
		}
	}
}

// label is a run's column: its connectivity method (the kind's default,
// lazy, when the axis was not set), or with -axis the options on those
// axes ("default" when none was set).
func label(options string) string {
	if axes == nil {
		method := "lazy"
		for _, o := range strings.Fields(options) {
			if v, ok := strings.CutPrefix(o, "connectivity="); ok {
				method = v
			}
		}
		return method
	}
	var parts []string
	for _, a := range axes {
		for _, o := range strings.Fields(options) {
			if strings.HasPrefix(o, a+"=") {
				parts = append(parts, o)
			}
		}
	}
	l := strings.Join(parts, " ")
	if l == "" {
		l = "default"
	}
	if !labelSeen[l] {
		labelSeen[l] = true
		labelOrder = append(labelOrder, l)
	}
	return l
}

// byGenre prints, per genre, the encodings met x solvers: PAR-2 mean per
// instance (solved/instances), the best of each column in bold, and the
// mean up_strength; then the best encoding per genre and solver.
func byGenre(cells map[[3]string]*cell, kinds, solvers []string) {
	best := map[[2]string]string{}
	for _, k := range kinds {
		var labels []string
		for _, l := range labelOrder {
			for _, s := range solvers {
				if cells[[3]string{s, k, l}] != nil {
					labels = append(labels, l)
					break
				}
			}
		}
		for _, s := range solvers {
			b := math.Inf(1)
			for _, l := range labels {
				if c := cells[[3]string{s, k, l}]; c != nil && c.solved > 0 && c.par2/float64(c.n) < b {
					b, best[[2]string{s, k}] = c.par2/float64(c.n), l
				}
			}
		}
		fmt.Printf("\n**%s**: PAR-2 mean per instance (s), solved/instances; up_strength: mean over the runs that measured it\n\n", k)
		fmt.Printf("| encoding | %s | up_strength |\n|---|%s---|\n", strings.Join(solvers, " | "), strings.Repeat("---|", len(solvers)))
		for _, l := range labels {
			row := []string{l}
			st, sn := 0.0, 0
			for _, s := range solvers {
				c := cells[[3]string{s, k, l}]
				if c == nil {
					row = append(row, "")
					continue
				}
				st, sn = st+c.strength, sn+c.strengthN
				txt := fmt.Sprintf("%s (%d/%d)", sec(c.par2/float64(c.n)), c.solved, c.n)
				if best[[2]string{s, k}] == l {
					txt = "**" + txt + "**"
				}
				row = append(row, txt)
			}
			if sn > 0 {
				row = append(row, fmt.Sprintf("%.3f", st/float64(sn)))
			} else {
				row = append(row, "")
			}
			fmt.Printf("| %s |\n", strings.Join(row, " | "))
		}
	}
	fmt.Printf("\nBest encoding (lowest PAR-2) per genre and solver\n\n| genre | %s |\n|---|%s\n", strings.Join(solvers, " | "), strings.Repeat("---|", len(solvers)))
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
}
