package explain

import "github.com/puzzlesat/puzzlesat/puzzle"

// Formats are the output formats of kind k's explanations: svg for grid
// puzzles only (a kind's solution formats, puzzle.Outputter, are not
// explanations' formats).
func Formats(k puzzle.Kind) []string { return puzzle.BaseOutputFormats(k) }
