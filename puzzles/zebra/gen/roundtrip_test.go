package gen

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
)

// TestZebraLogicRoundTrip: the generator's ZebraLogic JSONL goes through
// the zebra package's importer and comes back as the same puzzle: the
// same solution, unique, with clues equivalent to the generated ones.
func TestZebraLogicRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	var rs []*Result
	for _, sz := range [][3]int{{3, 3, 3}, {4, 4, 3}, {5, 5, 3}, {6, 6, 2}, {6, 4, 1}, {8, 6, 1}, {10, 10, 1}} {
		for seed := uint64(1); seed <= uint64(sz[2]); seed++ {
			// Odd seeds with the derived clues appended.
			r, err := Generate(Options{Houses: sz[0], Categories: sz[1], Seed: seed, Kinds: zebra.Kinds(), Derive: seed%2 == 1})
			if err != nil {
				t.Fatal(err)
			}
			if err := r.WriteZebraLogic(&buf); err != nil {
				t.Fatal(err)
			}
			rs = append(rs, r)
		}
	}
	ims, err := zebra.ReadZebraLogic(bytes.NewReader(buf.Bytes()), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(ims) != len(rs) {
		t.Fatalf("%d puzzles read, %d written", len(ims), len(rs))
	}
	for i, im := range ims {
		r := rs[i]
		t.Run(r.ID(), func(t *testing.T) {
			if im.Err != nil {
				t.Fatalf("import: %v\n%s", im.Err, r.PuzzleText())
			}
			if im.ID != r.ID() {
				t.Errorf("id %q, want %q", im.ID, r.ID())
			}
			if im.Reference == nil || !im.Reference.Equal(solutionOf(r)) {
				t.Fatalf("reference solution differs")
			}
			if err := zebra.Check(im.Puzzle, im.Reference); err != nil {
				t.Fatalf("imported clues false in the solution: %v", err)
			}
			if got := gsCount(t, im.Puzzle); got != 1 {
				t.Fatalf("imported puzzle has %d solutions", got)
			}
			if len(im.Puzzle.Clues) != len(r.Puzzle.Clues) {
				t.Fatalf("%d clues imported, %d written", len(im.Puzzle.Clues), len(r.Puzzle.Clues))
			}
			for j, c := range im.Puzzle.Clues {
				if a, b := canon(c), canon(r.Puzzle.Clues[j]); a != b {
					t.Errorf("clue %d: imported %s, generated %s (%q)", j+1, a, b, c.Text)
				}
			}
		})
	}
}

// canon is a clue's key with symmetric operands ordered.
func canon(c zebra.Clue) string {
	a := c.Args
	switch c.Kind {
	case zebra.Same, zebra.NotSame, zebra.NextTo, zebra.NotNextTo, zebra.Gap:
		if a[0].Cat > a[1].Cat || (a[0].Cat == a[1].Cat && a[0].Val > a[1].Val) {
			a = []zebra.Ref{a[1], a[0]}
		}
	case zebra.RightOf:
		return canon(zebra.Clue{Kind: zebra.LeftOf, Args: []zebra.Ref{a[1], a[0]}})
	case zebra.DirectlyRight:
		return canon(zebra.Clue{Kind: zebra.DirectlyLeft, Args: []zebra.Ref{a[1], a[0]}})
	case zebra.AnyOf:
		var parts []string
		for _, s := range c.Any {
			parts = append(parts, canon(s))
		}
		return fmt.Sprint("anyof", parts)
	}
	return fmt.Sprint(c.Kind, a, c.K)
}

// TestNativeAndJSONRoundTrip: the native and JSON outputs parse back (with
// the zebra package's parsers) to the generated clues, and the solution
// in the output is the puzzle's only one.
func TestNativeAndJSONRoundTrip(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		r, err := Generate(Options{Houses: 5, Categories: 4, Seed: seed, Derive: true})
		if err != nil {
			t.Fatal(err)
		}
		var nb, jb bytes.Buffer
		if err := r.WriteNative(&nb); err != nil {
			t.Fatal(err)
		}
		if err := r.WriteJSON(&jb); err != nil {
			t.Fatal(err)
		}
		np, err := zebra.ParseBytes(nb.Bytes())
		if err != nil {
			t.Fatalf("native output does not parse: %v\n%s", err, nb.String())
		}
		var rec struct {
			Puzzle json.RawMessage `json:"puzzle"`
		}
		if err := json.Unmarshal(jb.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		jp, err := zebra.ParseJSON(rec.Puzzle)
		if err != nil {
			t.Fatalf("JSON output does not parse: %v", err)
		}
		for _, p := range []*zebra.Puzzle{np, jp} {
			if len(p.Clues) != len(r.Puzzle.Clues) {
				t.Fatalf("%d clues read back, %d written", len(p.Clues), len(r.Puzzle.Clues))
			}
			for i, c := range p.Clues {
				if a, b := canon(c), canon(r.Puzzle.Clues[i]); a != b {
					t.Errorf("clue %d: read %s, wrote %s", i+1, a, b)
				}
			}
			if err := zebra.Check(p, solutionOf(r)); err != nil {
				t.Error(err)
			}
			if n := gsCount(t, p); n != 1 {
				t.Errorf("%d solutions", n)
			}
		}
	}
}
