// Package poly holds polyomino shapes: a shape is a set of cells
// (row, column offsets), its fixed orientations (the distinct rotations
// and reflections), and its placements inside a region of a grid. LITS
// uses the tetrominoes; Fillomino and other area genres can use the rest.
package poly

import (
	"slices"
	"sort"
)

// Cell is a (row, column) offset.
type Cell [2]int

// Shape is a set of cells, normalized: its least row and least column
// are 0, its cells sorted (row-major).
type Shape []Cell

// Normalize moves s to the origin and sorts its cells; it returns a new
// shape.
func Normalize(s []Cell) Shape {
	if len(s) == 0 {
		return nil
	}
	out := slices.Clone(s)
	minR, minC := out[0][0], out[0][1]
	for _, c := range out {
		minR, minC = min(minR, c[0]), min(minC, c[1])
	}
	for i := range out {
		out[i][0] -= minR
		out[i][1] -= minC
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i][0] != out[j][0] {
			return out[i][0] < out[j][0]
		}
		return out[i][1] < out[j][1]
	})
	return out
}

// Equal reports whether two normalized shapes are the same.
func (s Shape) Equal(t Shape) bool { return slices.Equal(s, t) }

// Orientations are the distinct fixed shapes of s under the 8 rotations
// and reflections of the square, in a fixed order (s's own first).
func Orientations(s []Cell) []Shape {
	var out []Shape
	for _, t := range []func(Cell) Cell{
		func(c Cell) Cell { return Cell{c[0], c[1]} },
		func(c Cell) Cell { return Cell{c[1], -c[0]} },
		func(c Cell) Cell { return Cell{-c[0], -c[1]} },
		func(c Cell) Cell { return Cell{-c[1], c[0]} },
		func(c Cell) Cell { return Cell{c[0], -c[1]} },
		func(c Cell) Cell { return Cell{c[1], c[0]} },
		func(c Cell) Cell { return Cell{-c[0], c[1]} },
		func(c Cell) Cell { return Cell{-c[1], -c[0]} },
	} {
		m := make([]Cell, len(s))
		for i, c := range s {
			m[i] = t(c)
		}
		n := Normalize(m)
		if !slices.ContainsFunc(out, n.Equal) {
			out = append(out, n)
		}
	}
	return out
}

// Placement is a shape put on a grid: its cells as indices r*cols+c, in
// row-major order.
type Placement []int

// Placements lists every placement of the shapes in a rows x cols grid
// whose cells all satisfy in (nil: every cell), ordered by shape, then by
// the position of the shape's origin (row-major).
func Placements(rows, cols int, shapes []Shape, in func(i int) bool) []Placement {
	var out []Placement
	for _, s := range shapes {
		h, w := 0, 0
		for _, c := range s {
			h, w = max(h, c[0]+1), max(w, c[1]+1)
		}
		for r := 0; r+h <= rows; r++ {
		next:
			for c := 0; c+w <= cols; c++ {
				pl := make(Placement, len(s))
				for k, d := range s {
					i := (r+d[0])*cols + c + d[1]
					if in != nil && !in(i) {
						continue next
					}
					pl[k] = i
				}
				out = append(out, pl)
			}
		}
	}
	return out
}

// Tetromino names one of the five free tetrominoes.
type Tetromino byte

// The free tetrominoes by their letters.
const (
	L Tetromino = 'L'
	I Tetromino = 'I'
	T Tetromino = 'T'
	S Tetromino = 'S'
	O Tetromino = 'O'
)

// Tetrominoes are the five free tetrominoes, each in one orientation.
var Tetrominoes = map[Tetromino]Shape{
	L: {{0, 0}, {1, 0}, {2, 0}, {2, 1}},
	I: {{0, 0}, {1, 0}, {2, 0}, {3, 0}},
	T: {{0, 0}, {0, 1}, {0, 2}, {1, 1}},
	S: {{0, 1}, {0, 2}, {1, 0}, {1, 1}},
	O: {{0, 0}, {0, 1}, {1, 0}, {1, 1}},
}
