// Command gradeset grades puzzle files with the generators' engine
// graders (generate/hashi.Grader, generate/shikaku.Grader) and prints,
// per file, how many puzzles got each grade and the mean probing
// figures: the measurement behind docs/generate.md's comparison with
// Tatham's levels.
//
//	go run ./benchmarks/cmd/gradeset hashi /work/shared/data/hashi/tatham/*.txt
//	go run ./benchmarks/cmd/gradeset shikaku puzzles.txt
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/puzzlesat/puzzlesat/encode/kinds"
	"github.com/puzzlesat/puzzlesat/encode/puzzle"
	"github.com/puzzlesat/puzzlesat/generate"
	genhashi "github.com/puzzlesat/puzzlesat/generate/hashi"
	genshikaku "github.com/puzzlesat/puzzlesat/generate/shikaku"
)

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: gradeset hashi|shikaku FILE...")
		os.Exit(2)
	}
	k, err := kinds.Lookup(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	graders := map[string]generate.Grader{"hashi": genhashi.Grader{}, "shikaku": genshikaku.Grader{}}
	g, ok := graders[k.Name()]
	if !ok {
		fmt.Fprintf(os.Stderr, "no grader for %s puzzles\n", k.Name())
		os.Exit(2)
	}
	fmt.Println("| file | puzzles | easy | medium | hard | fixed by propagation | failed probes | rounds |")
	fmt.Println("|---|---|---|---|---|---|---|---|")
	for _, path := range os.Args[2:] {
		if err := gradeFile(k, g, path); err != nil {
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
	items, err := puzzle.Read(k, puzzle.Source{Name: path, Data: data}, "")
	if err != nil {
		return err
	}
	count := make([]int, 4)
	var fixed, failed, rounds int
	for _, it := range items {
		if it.Err != nil {
			return it.Err
		}
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
