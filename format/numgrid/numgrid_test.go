package numgrid_test

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/format/numgrid"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

var lim = numgrid.Limits{Kind: "demo", MaxSide: 10, MaxNumber: 99}

// Every form reads back what its writer wrote, the shading too.
func TestRoundTrip(t *testing.T) {
	nums := []int{1, 0, 12, 3, 4, 0}
	shaded := []bool{false, true, false, false, false, true}
	var b bytes.Buffer
	if err := numgrid.WriteJanko(&b, 2, 3, nums); err != nil {
		t.Fatal(err)
	}
	b.WriteString(numgrid.JankoSolution(2, 3, shaded)[len("2 3\n"):])
	gs, err := lim.ParseJanko(b.Bytes())
	if err != nil || len(gs) != 1 || !reflect.DeepEqual(gs[0].Nums, nums) || !reflect.DeepEqual(gs[0].Shaded, shaded) {
		t.Fatalf("janko %q: %+v %v", b.String(), gs, err)
	}
	b.Reset()
	if err := numgrid.WriteText(&b, 2, 3, nums); err != nil {
		t.Fatal(err)
	}
	gs, err = lim.ParseText(b.Bytes())
	if err != nil || len(gs) != 1 || !reflect.DeepEqual(gs[0].Nums, nums) {
		t.Fatalf("text %q: %+v %v", b.String(), gs, err)
	}
	gs, err = lim.ParseText([]byte("1.c\n34-\n\n# two\n12\n3-\n"))
	if err != nil || len(gs) != 2 || !reflect.DeepEqual(gs[0].Nums, nums) || gs[1].Line != 5 {
		t.Fatalf("characters: %+v %v", gs, err)
	}
	gs, err = lim.ParseJSON([]byte(`{"puzzle":"demo","rows":2,"cols":3,"numbers":[[1,0,12],[3,4,0]],"shaded":[[0,1],[1,2]],"status":"solved"}`))
	if err != nil || len(gs) != 1 || !reflect.DeepEqual(gs[0].Nums, nums) || !reflect.DeepEqual(gs[0].Shaded, shaded) {
		t.Fatalf("JSON: %+v %v", gs, err)
	}
	if got := numgrid.Text(2, 3, nums, shaded); got != " 1 ## 12\n 3  4 ##\n" {
		t.Errorf("Text: %q", got)
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		form, in, want string
	}{
		{"janko", "2 2\n1 2\n3\n", "3:1"},
		{"janko", "11 2\n", "1:1: a 11x2 grid is too large"},
		{"janko", "1 2\n1 100\n", "2:3: want a number 1 to 99"},
		{"janko", "1 1\n1\nx\n", ""},
		{"text", "12\n1\n", "2:1: this row has 1 cells, the first 2"},
		{"text", "1?\n", "1:2: want a number"},
		{"text", strings.Repeat("1", 11) + "\n", "1:11: a row of more than 10 cells"},
		{"json", `{"rows":1,"cols":1,"numbers":[[1]],"x":1}`, `1:36: JSON: unknown field "x"`},
		{"json", `{"puzzle":"other","numbers":[[1]]}`, `1:1: a "other" puzzle, not a demo`},
		{"json", `{"numbers":[[1,2],[3]]}`, "1:1: row 1 of numbers has 1 cells, want 2"},
	} {
		var err error
		switch tc.form {
		case "janko":
			_, err = lim.ParseJanko([]byte(tc.in))
		case "text":
			_, err = lim.ParseText([]byte(tc.in))
		default:
			_, err = lim.ParseJSON([]byte(tc.in))
		}
		if tc.want == "" {
			if err != nil {
				t.Errorf("%s %q: %v", tc.form, tc.in, err)
			}
			continue
		}
		var pe *srcpos.Error
		if err == nil || !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s %q: %v, want %s...", tc.form, tc.in, err, tc.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"2 2\n1 -\n- 2\nx -\n- -\n", "1.c\n34-\n", `{"numbers":[[1,0]],"shaded":[[0,1]]}`, "[]"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, read := range []func([]byte) ([]numgrid.Grid, error){lim.ParseJanko, lim.ParseText, lim.ParseJSON} {
			gs, err := read(data)
			if err != nil {
				var pe *srcpos.Error
				if !errors.As(err, &pe) {
					t.Fatalf("unpositioned error %T: %v", err, err)
				}
				continue
			}
			for _, g := range gs {
				if g.Rows < 1 || g.Cols < 1 || g.Rows > lim.MaxSide || g.Cols > lim.MaxSide || len(g.Nums) != g.Rows*g.Cols || g.Shaded != nil && len(g.Shaded) != len(g.Nums) {
					t.Fatalf("grid out of bounds: %+v", g)
				}
			}
		}
	})
}
