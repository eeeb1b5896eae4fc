package kindtest

import (
	"encoding/json"
	"maps"
	"reflect"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// perturbed are copies of sol with one number changed or two numbers
// swapped, made through sol's JSON form and read back into a value of
// sol's type; nil when that round trip does not give sol back (by the
// kind's Comparer) or the kind has no Comparer.
func (s *suite) perturbed(sol puzzle.Solution) []puzzle.Solution {
	cmp, ok := s.k.(puzzle.Comparer)
	if !ok || sol == nil {
		return nil
	}
	raw, err := json.Marshal(sol)
	if err != nil {
		return nil
	}
	back := func(v any) puzzle.Solution {
		b, err := json.Marshal(v)
		if err != nil {
			return nil
		}
		t := reflect.TypeOf(sol)
		var p reflect.Value
		if t.Kind() == reflect.Pointer {
			p = reflect.New(t.Elem())
		} else {
			p = reflect.New(t)
		}
		if json.Unmarshal(b, p.Interface()) != nil {
			return nil
		}
		if t.Kind() == reflect.Pointer {
			return p.Interface()
		}
		return p.Elem().Interface()
	}
	var tree any
	if json.Unmarshal(raw, &tree) != nil {
		return nil
	}
	if same := back(tree); same == nil || !cmp.Equal(sol, same) {
		return nil
	}
	var leaves []*float64
	var walk func(v any) any
	walk = func(v any) any {
		switch x := v.(type) {
		case map[string]any:
			for _, k := range slices.Sorted(maps.Keys(x)) { // a stable order of leaves
				x[k] = walk(x[k])
			}
		case []any:
			for i, e := range x {
				x[i] = walk(e)
			}
		case float64:
			p := new(float64)
			*p = x
			leaves = append(leaves, p)
			return p
		}
		return v
	}
	tree = walk(tree)
	var out []puzzle.Solution
	try := func() {
		if p := back(tree); p != nil && !cmp.Equal(sol, p) {
			out = append(out, p)
		}
	}
	const most = 8
	for i := 0; i < len(leaves) && i < most; i++ {
		*leaves[i]++
		try()
		*leaves[i]--
	}
	for i := 1; i < len(leaves) && len(out) < 2*most; i++ {
		if *leaves[i] != *leaves[0] {
			*leaves[0], *leaves[i] = *leaves[i], *leaves[0]
			try()
			*leaves[0], *leaves[i] = *leaves[i], *leaves[0]
		}
	}
	return out
}

// checkPerturbed gives the Check of each puzzle with a unique solution
// perturbed copies of that solution: any it accepts would be a second
// solution, which the solve loop proved absent.
func (s *suite) checkPerturbed(t *testing.T) (rejected, tried int) {
	for _, e := range s.entries {
		if e.res.Unique != puzzle.UniqueYes {
			continue
		}
		for _, p := range s.perturbed(e.res.First()) {
			tried++
			if err := s.checkSol(e.item.Puzzle, p); err != nil {
				rejected++
				continue
			}
			b, _ := json.Marshal(p)
			t.Errorf("%s: Check accepts a changed copy of the unique solution: %s", e.name(), short(b))
		}
	}
	return rejected, tried
}
