package zebra

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// TestSizeLimits: a short input may not ask for an encoding of billions of
// clauses (3000 values in one category ran out of memory in Encode).
func TestSizeLimits(t *testing.T) {
	values := func(prefix string, n int) string {
		vs := make([]string, n)
		for i := range vs {
			vs[i] = fmt.Sprintf("%s%d", prefix, i)
		}
		return strings.Join(vs, ", ")
	}
	// native: one category of MaxPositions+1 values, positioned error
	_, err := ParseString("Color: " + values("c", MaxPositions+1) + "\n")
	var pe *srcpos.Error
	if err == nil || !asSrcpos(err, &pe) || pe.Line != 1 || !strings.Contains(err.Error(), "at most 100") {
		t.Errorf("native: %v", err)
	}
	if _, err := ParseString("houses: 101\nA: x\n"); err == nil {
		t.Error("houses: 101 accepted")
	}
	// MaxPositions itself is fine
	if _, err := ParseString("Color: " + values("c", MaxPositions) + "\n"); err != nil {
		t.Errorf("%d values: %v", MaxPositions, err)
	}
	// JSON and the API: too many categories for the size
	var cats []string
	for c := range 11 {
		cats = append(cats, fmt.Sprintf(`{"name":"C%d","values":[%s]}`, c, `"`+strings.ReplaceAll(values(fmt.Sprintf("v%d_", c), 100), ", ", `","`)+`"`))
	}
	if _, err := ParseJSON([]byte(`{"categories":[` + strings.Join(cats, ",") + `]}`)); err == nil || !strings.Contains(err.Error(), "too large") {
		t.Errorf("JSON 11x100: %v", err)
	}
	p := &Puzzle{Positions: numberedPositions("House", 101), Categories: []Category{{Name: "A", Values: strings.Split(values("a", 101), ", ")}}}
	if _, err := Encode(p, Options{}); err == nil {
		t.Error("Encode of 101 positions accepted")
	}
	// ZebraLogic
	zl := "There are 101 houses.\n - Each person has a unique name: `" + strings.ReplaceAll(values("n", 101), ", ", "`, `") + "`\n\n## Clues:\n1. n1 is in the first house.\n"
	if _, _, err := ParseZebraLogicText(zl, nil, nil, nil); err == nil {
		t.Error("ZebraLogic 101 houses accepted")
	}
}

func asSrcpos(err error, pe **srcpos.Error) bool {
	e, ok := err.(*srcpos.Error)
	*pe = e
	return ok
}

// TestPositionNames: the JSON form and the API may not give two positions
// one name, or a position no name (the table would be ambiguous).
func TestPositionNames(t *testing.T) {
	for _, js := range []string{
		`{"positions":{"name":"Day","values":["Mon","Mon"]},"categories":[{"name":"A","values":["x","y"]}]}`,
		`{"positions":{"name":"Day","values":["Mon","mon"]},"categories":[{"name":"A","values":["x","y"]}]}`,
		`{"positions":{"name":"Day","values":["Mon",""]},"categories":[{"name":"A","values":["x","y"]}]}`,
		`{"positions":{"name":"Day","values":["Mon"," "]},"categories":[{"name":"A","values":["x","y"]}]}`,
	} {
		if _, err := ParseJSON([]byte(js)); err == nil {
			t.Errorf("accepted: %s", js)
		}
	}
	if _, err := ParseJSON([]byte(`{"positions":{"name":"Day","values":["Mon","Tue"]},"categories":[{"name":"A","values":["x","y"]}]}`)); err != nil {
		t.Error(err)
	}
}

// TestRuleLiteralsLimit: 100 positions x 10 categories are inside the
// shape limits, but pairwise at-most-one would need 20 million literals
// (2.4 GB): refused before encoding, with the way out; ladder fits.
func TestRuleLiteralsLimit(t *testing.T) {
	p := &Puzzle{Positions: numberedPositions("House", 100)}
	for c := 0; c < 10; c++ {
		cat := Category{Name: fmt.Sprintf("C%d", c)}
		for v := 0; v < 100; v++ {
			cat.Values = append(cat.Values, fmt.Sprintf("v%d_%d", c, v))
		}
		p.Categories = append(p.Categories, cat)
	}
	if got := RuleLiterals(10, 100, encode.Pairwise); got != 20_000_000 {
		t.Errorf("RuleLiterals pairwise = %d, want 20000000", got)
	}
	_, err := Encode(p, Options{})
	if err == nil || !strings.Contains(err.Error(), "--amo ladder or commander need far fewer") {
		t.Fatalf("pairwise 100x10: %v", err)
	}
	if RuleLiterals(10, 100, encode.Ladder) > MaxRuleLiterals {
		t.Errorf("ladder 100x10 over the limit: %d", RuleLiterals(10, 100, encode.Ladder))
	}
}
