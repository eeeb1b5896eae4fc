package puzzlink_test

// The genres these tests read register themselves.
import (
	_ "github.com/puzzlesat/puzzlesat/puzzles/hashi"
	_ "github.com/puzzlesat/puzzlesat/puzzles/shikaku"
)
