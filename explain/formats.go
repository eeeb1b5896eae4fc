package explain

import "github.com/puzzlesat/puzzlesat/puzzle"

// Formats are the output formats of kind k: svg for grid puzzles only.
func Formats(k puzzle.Kind) []string { return puzzle.OutputFormats(k) }
