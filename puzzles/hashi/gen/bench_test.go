package gen

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
)

// BenchmarkGenerate generates puzzles of Tatham's benchmark sizes at each
// grade, seeds 1, 2, ...: ns/op is the time per puzzle. Tatham's hard
// level (d2) corresponds to medium here (see the package doc), so
// "15x15/medium" is the row to compare with `sgt-bridges --generate N
// 15x15i30e10m2d2`. Each case runs with the grades by the explanations
// (the default) and by the engine.
func BenchmarkGenerate(b *testing.B) {
	for _, size := range []int{15, 25, 40} {
		for _, g := range []generate.Grade{generate.Any, generate.Easy, generate.Medium} {
			for _, by := range []string{"explain", "engine"} {
				b.Run(fmt.Sprintf("%dx%d/%v/%s", size, size, g, by), func(b *testing.B) {
					opt := Options{Width: size, Height: size, Difficulty: g}
					if by == "engine" {
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
	}
}
