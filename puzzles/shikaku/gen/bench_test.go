package gen

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
)

// BenchmarkGenerate generates puzzles of Tatham's sizes, seeds 1, 2, ...:
// ns/op is the time per puzzle. Tatham's Rectangles generator has no
// levels; "45x31/any" is the row to compare with `sgt-rect --generate N
// 45x31`. "explain" rows grade by the explanations (the default),
// "engine" rows by the engine; medium is asked of the engine only here
// (medium and hard by the explanations climb: docs/generate.md has their
// cost).
func BenchmarkGenerate(b *testing.B) {
	for _, c := range []struct {
		w, h int
		g    generate.Grade
		by   string
	}{
		{7, 7, generate.Any, "explain"}, {13, 13, generate.Any, "explain"}, {19, 19, generate.Any, "explain"}, {45, 31, generate.Any, "explain"},
		{7, 7, generate.Any, "engine"}, {13, 13, generate.Any, "engine"}, {19, 19, generate.Any, "engine"}, {45, 31, generate.Any, "engine"},
		{13, 13, generate.Medium, "engine"}, {45, 31, generate.Medium, "engine"},
	} {
		b.Run(fmt.Sprintf("%dx%d/%v/%s", c.w, c.h, c.g, c.by), func(b *testing.B) {
			opt := Options{Width: c.w, Height: c.h, Difficulty: c.g}
			if c.by == "engine" {
				opt.Grader = Grader{}
			}
			for i := 0; i < b.N; i++ {
				opt.Seed = uint64(i + 1)
				if _, err := Generate(context.Background(), opt); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
