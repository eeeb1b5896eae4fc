// Package puzzlekit reads a genre's JSON file of the PuzzleKit dataset
// (github.com/SmilingWayne/puzzlekit-dataset,
// assets/data/Hashi/Hashi_dataset.json: {"name": "Hashi", "data":
// {"01_9x9": {"problem": "9 9\n- 3 ...", "solution": "9 9\n- - 2 ..."}}}),
// for the tools that run the project on it (benchmarks/cmd/jankoset,
// internal/explaincheck/cmd/explaincheck). The dataset's puzzles are
// janko.at's: they are not committed here.
package puzzlekit

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Set is one genre's file.
type Set struct {
	Name string           `json:"name"`
	Data map[string]Entry `json:"data"`
}

// Entry is one puzzle: its problem and published solution in the
// PuzzleKit plain form ("ROWS COLS" header, rows of tokens).
type Entry struct {
	Problem  string `json:"problem"`
	Solution string `json:"solution"`
	Source   string `json:"source"`
}

// Read reads a set file.
func Read(path string) (*Set, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var s Set
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return &s, nil
}

// Names are the puzzles' names in order.
func (s *Set) Names() []string {
	names := make([]string, 0, len(s.Data))
	for n := range s.Data {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Kind is the kind named kindName, or when it is empty the set's name
// in lower case ("Hashi" is hashi, "Kuromasu" kurodoko's alias), or
// failing that its plural ("Skyscraper" is skyscrapers); lookup is the
// caller's registry (kinds.Lookup), so that this package names no genre.
func (s *Set) Kind(kindName string, lookup func(string) (puzzle.Kind, error)) (puzzle.Kind, error) {
	if kindName != "" {
		return lookup(kindName)
	}
	name := strings.ToLower(s.Name)
	k, err := lookup(name)
	if err != nil {
		if kp, errp := lookup(name + "s"); errp == nil {
			return kp, nil
		}
	}
	return k, err
}

// Size is a problem's size from its header's first two numbers; ok is
// false when the header has no such numbers.
func Size(problem string) (rows, cols int, ok bool) {
	line, _, _ := strings.Cut(strings.TrimLeft(problem, " \t\r\n"), "\n")
	f := strings.Fields(line)
	if len(f) < 2 {
		return 0, 0, false
	}
	r, err1 := strconv.Atoi(f[0])
	c, err2 := strconv.Atoi(f[1])
	if err1 != nil || err2 != nil || r < 1 || c < 1 {
		return 0, 0, false
	}
	return r, c, true
}
