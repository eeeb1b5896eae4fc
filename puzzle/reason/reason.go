// Package reason holds the counts that tell, in words a player checks
// by hand, why a puzzle has no solution (puzzle.Reasoner), shared by the
// genres where the same count applies: a value given twice where each
// value goes once (Latin squares: Sudoku, Futoshiki, Skyscrapers,
// Suguru's regions), a sum out of reach of its cells (Kakuro runs,
// Killer cages), more required in a line or region than its cells can
// hold (Star Battle, Tents, Nonogram's lines), two totals that count the
// same thing and differ (Tents' and Nonogram's rows against columns).
// It shares nothing with any encoder: each count is a few lines here.
package reason

import "fmt"

// Group is a set of cells where a count is made: its name in words
// ("row 3", "the region at row 1, column 4") and its cells (row-major
// indices of a grid).
type Group struct {
	Name  string
	Cells []int
}

// At names cell i of a grid cols wide, 1-based: "row 2, column 3".
func At(i, cols int) string { return fmt.Sprintf("row %d, column %d", i/cols+1, i%cols+1) }

// Lines are the rows and the columns of a rows x cols grid, named "row
// R" and "column C" (1-based).
func Lines(rows, cols int) []Group {
	var gs []Group
	for r := 0; r < rows; r++ {
		g := Group{Name: fmt.Sprintf("row %d", r+1)}
		for c := 0; c < cols; c++ {
			g.Cells = append(g.Cells, r*cols+c)
		}
		gs = append(gs, g)
	}
	for c := 0; c < cols; c++ {
		g := Group{Name: fmt.Sprintf("column %d", c+1)}
		for r := 0; r < rows; r++ {
			g.Cells = append(g.Cells, r*cols+c)
		}
		gs = append(gs, g)
	}
	return gs
}

// Regions are the groups of a region map (of[i]: the region of cell i,
// 0..n-1; negative: none), each named after its first cell in row-major
// order ("the region at row 1, column 4").
func Regions(of []int, cols int) []Group {
	byRegion := map[int]int{}
	var gs []Group
	for i, k := range of {
		if k < 0 {
			continue
		}
		j, ok := byRegion[k]
		if !ok {
			j = len(gs)
			byRegion[k] = j
			gs = append(gs, Group{Name: "the region at " + At(i, cols)})
		}
		gs[j].Cells = append(gs[j].Cells, i)
	}
	return gs
}

// Twice is the reason when a value is given twice in a group where each
// value goes at most once: "the digit 5 is given twice in row 3 (row 3,
// column 1 and row 3, column 7)". given(i) is cell i's given (what:
// "digit", "height"), ok false when it has none; "" when no group
// repeats a value.
func Twice(groups []Group, cols int, what string, given func(i int) (v int, ok bool)) string {
	for _, g := range groups {
		seen := map[int]int{}
		for _, i := range g.Cells {
			v, ok := given(i)
			if !ok {
				continue
			}
			if j, dup := seen[v]; dup {
				return fmt.Sprintf("the %s %d is given twice in %s (%s and %s), where each %s goes once", what, v, g.Name, At(j, cols), At(i, cols), what)
			}
			seen[v] = i
		}
	}
	return ""
}

// SumRange is the least and the greatest sum of n values from lo..hi,
// all different when distinct (ok false when n distinct values do not
// fit in lo..hi).
func SumRange(n, lo, hi int, distinct bool) (least, most int, ok bool) {
	if !distinct {
		return n * lo, n * hi, true
	}
	if n > hi-lo+1 {
		return 0, 0, false
	}
	for k := 0; k < n; k++ {
		least += lo + k
		most += hi - k
	}
	return least, most, true
}

// Sum is the reason when sum is out of reach of n cells of values lo..hi
// (all different when distinct): "the sum 4 of the run at row 2, column
// 3 is out of reach: its 3 cells of different digits 1..9 sum to 6 at
// least". what names the cells' group. "" when it is in reach.
func Sum(what string, sum, n, lo, hi int, distinct bool) string {
	diff := ""
	if distinct {
		diff = "different "
	}
	least, most, ok := SumRange(n, lo, hi, distinct)
	switch {
	case !ok:
		return fmt.Sprintf("%s has %d cells but only %d different values %d..%d exist", what, n, hi-lo+1, lo, hi)
	case sum < least:
		return fmt.Sprintf("the sum %d of %s is out of reach: its %d cells of %svalues %d..%d sum to %d at least", sum, what, n, diff, lo, hi, least)
	case sum > most:
		return fmt.Sprintf("the sum %d of %s is out of reach: its %d cells of %svalues %d..%d sum to %d at most", sum, what, n, diff, lo, hi, most)
	}
	return ""
}

// Totals is the reason when two totals that count the same things
// differ: "the row clues add up to 12 tents but the column clues to 11".
func Totals(what string, aName string, a int, bName string, b int) string {
	if a == b {
		return ""
	}
	return fmt.Sprintf("%s add up to %d %s but %s to %d", aName, a, what, bName, b)
}

// Apart is the most cells of a line of n cells that can hold something
// when no two may be next to each other (stars, tents): ceil(n/2).
func Apart(n int) int { return (n + 1) / 2 }

// MaxApart is the most of cells (row-major indexes on a grid of cols
// columns) that can hold something when no two may share a side (a
// Heyawake room's shaded cells): the cells less a largest matching of
// side-neighbours (König: the grid is bipartite). -1 for more than 900
// cells (not worth the time).
func MaxApart(cells []int, cols int) int {
	if len(cells) > 900 || cols < 1 {
		return -1
	}
	in := map[int]bool{}
	for _, i := range cells {
		in[i] = true
	}
	mate := map[int]int{} // a cell of odd colour -> its even partner
	var try func(i int, seen map[int]bool) bool
	try = func(i int, seen map[int]bool) bool {
		c := i % cols
		for _, j := range []int{i - cols, i + cols, i - 1, i + 1} {
			if !in[j] || seen[j] || (j == i-1 && c == 0) || (j == i+1 && (j%cols) == 0) {
				continue
			}
			seen[j] = true
			if m, ok := mate[j]; !ok || try(m, seen) {
				mate[j] = i
				return true
			}
		}
		return false
	}
	matched := 0
	for _, i := range cells {
		if (i/cols+i%cols)%2 == 0 && try(i, map[int]bool{}) {
			matched++
		}
	}
	return len(cells) - matched
}
