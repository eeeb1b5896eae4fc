// Command gradeset grades puzzle files with the generators' engine
// graders (a kind's generate.EngineGraded: puzzles/hashi/gen.Grader, ...) and prints,
// per file, how many puzzles got each grade and the mean probing
// figures: the measurement behind docs/generate.md's comparison with
// Tatham's levels. With -explain it grades by the explanations
// (generate.ExplainGrader, explained in full) and prints per file the
// grades, per grade the mean steps, largest step and one-clue share, and
// how the engine's grades compare (rows: engine, columns: explanation).
//
//	go run ./benchmarks/cmd/gradeset hashi /work/shared/data/hashi/tatham/*.txt
//	go run ./benchmarks/cmd/gradeset -explain shikaku puzzles.txt
package main

import (
	"flag"
	"fmt"
	"github.com/puzzlesat/puzzlesat/solver"
	"os"
	"path/filepath"
	"strings"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

func main() {
	solver.ServeWorkerIfAsked() // a deadline-bound gophersat solve re-executes this program as its worker
	explained := flag.Bool("explain", false, "grade by the explanations, with the engine's grades beside them")
	flag.Parse()
	args := flag.Args()
	if len(args) < 2 {
		var names []string
		for _, k := range kinds.All() {
			if _, ok := k.(generate.EngineGraded); ok {
				names = append(names, k.Name())
			}
		}
		fmt.Fprintf(os.Stderr, "usage: gradeset [-explain] %s FILE...\n", strings.Join(names, "|"))
		os.Exit(2)
	}
	k, err := kinds.Lookup(args[0])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	eg, ok := k.(generate.EngineGraded)
	if !ok {
		fmt.Fprintf(os.Stderr, "no grader for %s puzzles\n", k.Name())
		os.Exit(2)
	}
	if *explained {
		fmt.Println("| file | puzzles | easy | medium | hard | per grade: steps, largest step, one-clue share | engine easy→ E/M/H | engine medium→ E/M/H | engine hard→ E/M/H |")
		fmt.Println("|---|---|---|---|---|---|---|---|---|")
	} else {
		fmt.Println("| file | puzzles | easy | medium | hard | fixed by propagation | failed probes | rounds |")
		fmt.Println("|---|---|---|---|---|---|---|---|")
	}
	for _, path := range args[1:] {
		run := gradeFile
		if *explained {
			run = explainFile
		}
		if err := run(k, eg.EngineGrader(), path); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}

// gradeFile prints one row: the grades' counts and the means of the
// share of primary variables propagation fixes, of the failed probes
// and of the rounds.
func gradeFile(k puzzle.Kind, g generate.Grader, path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	items, err := puzzle.ReadAll(k, puzzle.Source{Name: path, Data: data}, "")
	if err != nil {
		return err
	}
	count := make([]int, 4)
	var fixed, failed, rounds int
	for _, it := range items {
		r, err := g.Grade(it.Puzzle)
		if err != nil {
			return fmt.Errorf("%s: %w", it.Info.Name, err)
		}
		count[r.Grade]++
		fixed += 1000 * r.Propagated / max(r.Primary, 1)
		failed += r.Failed
		rounds += r.Rounds
	}
	n := len(items)
	fmt.Printf("| %s | %d | %d | %d | %d | %d.%d%% | %d.%02d | %d.%02d |\n", filepath.Base(path), n,
		count[generate.Easy], count[generate.Medium], count[generate.Hard],
		fixed/n/10, fixed/n%10, failed/n, failed*100/n%100, rounds/n, rounds*100/n%100)
	return nil
}

// explainFile prints one row of -explain: the grades by the
// explanations, the means per grade, and the engine's grades against
// them.
func explainFile(k puzzle.Kind, engine generate.Grader, path string) error {
	items, err := readFile(k, path)
	if err != nil {
		return err
	}
	eg := generate.ExplainGrader{Kind: k, Full: true}
	var count [4]int
	var steps, largest [4]int
	var one [4]float64
	var agree [4][4]int
	for _, it := range items {
		r, err := eg.Grade(it.Puzzle)
		if err != nil {
			return fmt.Errorf("%s: %w", it.Info.Name, err)
		}
		e, err := engine.Grade(it.Puzzle)
		if err != nil {
			return fmt.Errorf("%s: %w", it.Info.Name, err)
		}
		g := r.Grade
		count[g]++
		steps[g] += r.Explanation.Steps
		largest[g] += r.Explanation.Largest
		one[g] += r.Explanation.OneClue
		agree[e.Grade][g]++
	}
	var means []string
	for _, g := range generate.Grades() {
		if n := count[g]; n > 0 {
			means = append(means, fmt.Sprintf("%s %.1f, %.2f, %.3f", g, float64(steps[g])/float64(n), float64(largest[g])/float64(n), one[g]/float64(n)))
		}
	}
	row := func(e generate.Grade) string {
		return fmt.Sprintf("%d/%d/%d", agree[e][generate.Easy], agree[e][generate.Medium], agree[e][generate.Hard])
	}
	fmt.Printf("| %s | %d | %d | %d | %d | %s | %s | %s | %s |\n", filepath.Base(path), len(items),
		count[generate.Easy], count[generate.Medium], count[generate.Hard], strings.Join(means, "; "),
		row(generate.Easy), row(generate.Medium), row(generate.Hard))
	return nil
}

func readFile(k puzzle.Kind, path string) ([]puzzle.Item, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return puzzle.ReadAll(k, puzzle.Source{Name: path, Data: data}, "")
}
