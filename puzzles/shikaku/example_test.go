package shikaku_test

import (
	"context"
	"fmt"
	"os"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Reading a puzzle (the format is detected), solving it through the one
// solve loop with the uniqueness question, and printing the result as
// the text output does.
func Example() {
	src := puzzle.Source{Name: "small.txt", Data: []byte("3x3:3d4_2b\n")}
	items, err := puzzle.Read(shikaku.Kind, src, "")
	if err != nil {
		fmt.Println(err)
		return
	}
	opt := solve.Options{Unique: true, Encode: puzzle.Options{Settings: map[string]string{"model": "redundant"}}}
	r, err := solve.One(context.Background(), shikaku.Kind, items[0], opt)
	if err != nil {
		fmt.Println(err)
		return
	}
	shikaku.Kind.Render(os.Stdout, r, "text")
	// Output:
	// # 3x3:3d4_2b: 3x3, 3 clues: solved, unique
	// ┌───────────┐
	// │ 3         │
	// ├───┬───────┤
	// │   │     4 │
	// │   │       │
	// │ 2 │       │
	// └───┴───────┘
}
