// Command nlprobe shows where the time of a Numberlink solve goes, puzzle
// by puzzle of the PuzzleKit dataset's NumberLink file: the solve loop
// of package solve (lazy cuts, Alternative, blocking) run by hand,
// printing the answer (unique, MULTI, unsat0, TIMEOUT), the wall time,
// the time to the first solution, the lazy rounds, the slowest solver
// call and the formula's size, one line a puzzle as it goes.
//
//	go run ./benchmarks/cmd/nlprobe -solver cdcl -timeout 20s -names 103_10x10,147_12x12 NL.json
//	go run ./benchmarks/cmd/nlprobe -set shortcuts=keep -n 150 NL.json
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/solver"
)

func main() {
	solver.ServeWorkerIfAsked()
	sname := flag.String("solver", "gophersat", "")
	timeout := flag.Duration("timeout", 20*time.Second, "")
	names := flag.String("names", "", "comma list")
	first := flag.Int("n", 0, "")
	settings := map[string]string{}
	flag.Func("set", "", func(v string) error { a, b, _ := strings.Cut(v, "="); settings[a] = b; return nil })
	flag.Parse()
	var s solver.Solver = solver.Gophersat{}
	if *sname != "gophersat" {
		var err error
		s, err = solver.Lookup(*sname)
		if err != nil {
			panic(err)
		}
	}
	var ds struct {
		Data map[string]struct{ Problem, Solution string }
	}
	data, _ := os.ReadFile(flag.Arg(0))
	json.Unmarshal(data, &ds)
	var list []string
	if *names != "" {
		list = strings.Split(*names, ",")
	} else {
		for n := range ds.Data {
			list = append(list, n)
		}
		sort.Strings(list)
		if *first > 0 {
			list = list[:*first]
		}
	}
	k, _ := kinds.Lookup("numberlink")
	var tot time.Duration
	for _, name := range list {
		items, err := puzzle.ReadAll(k, puzzle.Source{Name: name, Data: []byte(ds.Data[name].Problem)}, "janko")
		if err != nil {
			fmt.Println(name, err)
			continue
		}
		start := time.Now()
		e, err := k.Encode(items[0].Puzzle, puzzle.Options{Settings: settings, Solutions: 2})
		if err != nil {
			panic(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), *timeout)
		p := e.Problem
		sess, err := s.Open(p.Formula)
		if err != nil {
			panic(err)
		}
		rounds, count := 0, 0
		var firstAt time.Duration
		var slowest time.Duration
		status := "?"
		vars, cls := p.Formula.NumVars(), p.Formula.NumClauses()
		for {
			t0 := time.Now()
			res, err := sess.Solve(ctx)
			if d := time.Since(t0); d > slowest {
				slowest = d
			}
			if err != nil {
				panic(err)
			}
			if res.Status == solver.Unknown {
				status = "TIMEOUT"
				break
			}
			if res.Status == solver.Unsat {
				if count == 1 {
					status = "unique"
				} else {
					status = fmt.Sprintf("unsat%d", count)
				}
				break
			}
			if p.Refine != nil {
				if cuts := p.Refine(res.Model); len(cuts) > 0 {
					rounds++
					for _, c := range cuts {
						p.Formula.AddClause(c)
					}
					continue
				}
			}
			count++
			if count == 1 {
				firstAt = time.Since(start)
			}
			if count == 1 && p.Alternative != nil && p.Alternative(res.Model) != nil {
				count++
			}
			if count == 2 {
				status = "MULTI"
				break
			}
			p.Formula.AddClause(encode.Blocking(res.Model, p.Primary))
		}
		sess.Close()
		cancel()
		d := time.Since(start)
		tot += d
		fmt.Printf("%s %s wall_ms=%d first_ms=%d rounds=%d slowest_solve_ms=%d vars=%d clauses=%d\n", name, status, d.Milliseconds(), firstAt.Milliseconds(), rounds, slowest.Milliseconds(), vars, cls)
	}
	fmt.Printf("total %.1fs\n", tot.Seconds())
}
