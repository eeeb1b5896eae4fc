// Command pkitsample writes a sample of the PuzzleKit dataset
// (github.com/SmilingWayne/puzzlekit-dataset) as puzzle files for
// `puzzlesat bench`: from each genre's JSON file
// (assets/data/Hitori/Hitori_dataset.json), the N largest puzzles (rows
// times columns of their header; ties by key; with -max-cells C, the
// largest of at most C cells) become DIR/<kind>/<key>.txt
// in the dataset's own plain form (PuzzleKit's janko form), the kind being
// the file's "name" (a registered kind's name or alias). Puzzles whose
// header does not read are skipped. The dataset's puzzles are janko.at's:
// never commit the output.
//
//	go run ./benchmarks/cmd/pkitsample -n 10 -out /tmp/connsets Hitori_dataset.json Nurikabe_dataset.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

func main() {
	n := flag.Int("n", 10, "puzzles per genre: the largest")
	maxCells := flag.Int("max-cells", 0, "only puzzles of at most this many cells (0: any)")
	out := flag.String("out", "", "output directory (required)")
	flag.Parse()
	if *out == "" || flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: pkitsample [-n N] -out DIR DATASET.json...")
		os.Exit(2)
	}
	for _, path := range flag.Args() {
		kind, count, err := sample(path, *n, *maxCells, *out)
		if err != nil {
			fmt.Fprintln(os.Stderr, "pkitsample:", err)
			os.Exit(1)
		}
		fmt.Printf("%s: %d puzzles -> %s\n", path, count, filepath.Join(*out, kind))
	}
}

// entry is one puzzle of a genre's file.
type entry struct {
	key, problem string
	cells        int
}

func sample(path string, n, maxCells int, out string) (string, int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", 0, err
	}
	var ds struct {
		Name string `json:"name"`
		Data map[string]struct {
			Problem string `json:"problem"`
		} `json:"data"`
	}
	if err := json.Unmarshal(data, &ds); err != nil {
		return "", 0, fmt.Errorf("%s: %v", path, err)
	}
	k, err := kinds.Lookup(ds.Name)
	if err != nil {
		return "", 0, fmt.Errorf("%s: %v", path, err)
	}
	var es []entry
	for key, p := range ds.Data {
		if c := cells(p.Problem); c > 0 && (maxCells <= 0 || c <= maxCells) {
			es = append(es, entry{key, p.Problem, c})
		}
	}
	sort.Slice(es, func(i, j int) bool {
		if es[i].cells != es[j].cells {
			return es[i].cells > es[j].cells
		}
		return es[i].key < es[j].key
	})
	if len(es) > n {
		es = es[:n]
	}
	dir := filepath.Join(out, k.Name())
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", 0, err
	}
	for _, e := range es {
		name := strings.Map(func(r rune) rune {
			if r == '/' || r == os.PathSeparator || r == ' ' {
				return '_'
			}
			return r
		}, e.key)
		text := strings.TrimRight(e.problem, "\n") + "\n"
		if err := os.WriteFile(filepath.Join(dir, name+".txt"), []byte(text), 0o644); err != nil {
			return "", 0, err
		}
	}
	return k.Name(), len(es), nil
}

// cells is rows times columns of the plain form's "ROWS COLS" header, 0
// when it does not read.
func cells(problem string) int {
	line, _, _ := strings.Cut(problem, "\n")
	f := strings.Fields(line)
	if len(f) < 2 {
		return 0
	}
	r, err1 := strconv.Atoi(f[0])
	c, err2 := strconv.Atoi(f[1])
	if err1 != nil || err2 != nil || r <= 0 || c <= 0 {
		return 0
	}
	return r * c
}
