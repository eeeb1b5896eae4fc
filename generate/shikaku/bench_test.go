package shikaku

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
)

// BenchmarkGenerate generates puzzles of Tatham's sizes, seeds 1, 2, ...:
// ns/op is the time per puzzle. Tatham's Rectangles generator has no
// levels; "45x31/any" is the row to compare with `sgt-rect --generate N
// 45x31`.
func BenchmarkGenerate(b *testing.B) {
	for _, c := range []struct {
		w, h int
		g    generate.Grade
	}{{7, 7, generate.Any}, {13, 13, generate.Any}, {19, 19, generate.Any}, {45, 31, generate.Any}, {13, 13, generate.Medium}, {45, 31, generate.Medium}} {
		b.Run(fmt.Sprintf("%dx%d/%v", c.w, c.h, c.g), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := Generate(context.Background(), Options{Width: c.w, Height: c.h, Difficulty: c.g, Seed: uint64(i + 1)}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
