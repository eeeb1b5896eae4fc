package regions

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
)

// pzprjs' own Star Battle test (test/script/starbattle.js): the URL
// starbattle/6/6/1/4ilbhgdnmhou and its regions as the file form gives them.
const pzprURLBorders = "4ilbhgdnmhou"

var pzprRegions = `0 0 0 1 1 1
0 1 1 1 2 2
0 3 3 4 4 2
5 5 3 3 4 2
5 4 4 4 4 2
5 2 2 2 2 2`

func scan(t *testing.T, text string, rows, cols int, outside ...string) (*Regions, error) {
	t.Helper()
	g, _, err := Scan(janko.NewScanner([]byte(text)), rows, cols, "region grid", outside...)
	return g, err
}

func TestBordersPzprjs(t *testing.T) {
	want, err := scan(t, pzprRegions, 6, 6)
	if err != nil {
		t.Fatal(err)
	}
	v, h, used, err := puzzlink.DecodeBorder(pzprURLBorders, 6, 6)
	if err != nil || used != len(pzprURLBorders) {
		t.Fatalf("DecodeBorder: used %d, %v", used, err)
	}
	got := FromBorders(6, 6, v, h)
	if !got.Equal(want) {
		t.Fatalf("FromBorders = %v, want %v", got.Of, want.Of)
	}
	v2, h2 := want.Borders()
	if s := puzzlink.EncodeBorder(6, 6, v2, h2); s != pzprURLBorders {
		t.Errorf("EncodeBorder = %q, want %q", s, pzprURLBorders)
	}
	if want.N != 6 || len(want.Cells(5)) != 4 {
		t.Errorf("N = %d, Cells(5) = %v", want.N, want.Cells(5))
	}
}

func TestScanErrors(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"missing", "", "1:1: missing the region grid"},
		{"short", "1 1 1\n1 2 2\n", "3:1: the region grid has 2 rows, want 3"},
		{"row", "1 1 2\n1 2\n1 1 1\n", "2:1: row 2 of the region grid has 2 tokens, want 3"},
		{"split", "a a b\nb c b\nc c c\n", `2:1: region "b" is not connected: (1,0) is cut off`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := scan(t, tc.text, 3, 3)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
		})
	}
	g, err := scan(t, "@ 1 1\n@ 2 @\n2 2 @\n", 3, 3, "@", "#")
	if err != nil || g.N != 2 || g.Of[0] != Outside || g.Of[1] != 0 {
		t.Fatalf("outside cells: %v %v", g, err)
	}
	if l := g.Labels("@"); strings.Join(l[1], " ") != "@ 2 @" {
		t.Errorf("Labels = %v", l)
	}
}

func TestGrow(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	for it := 0; it < 50; it++ {
		seeds := rnd.Perm(64)[:8]
		g := Grow(8, 8, seeds, rnd.IntN)
		if g.N != 8 || g.Split() >= 0 {
			t.Fatalf("Grow: N %d, split at %d", g.N, g.Split())
		}
		for _, i := range g.Of {
			if i < 0 {
				t.Fatal("a cell left outside")
			}
		}
		v, h := g.Borders()
		if !FromBorders(8, 8, v, h).Equal(g) {
			t.Fatal("borders do not give the regions back")
		}
		if len(g.Walls()) == 0 || len(g.Fills()) != 64 {
			t.Fatal("walls or fills")
		}
	}
}

// FuzzScan: Scan and DecodeBorder return regions or an error, never panic;
// regions from borders give the same borders back.
func FuzzScan(f *testing.F) {
	f.Add(pzprRegions, pzprURLBorders, 6, 6)
	f.Add("a b\nb a\n", "zz", 2, 2)
	f.Fuzz(func(t *testing.T, text, border string, rows, cols int) {
		if rows < 1 || cols < 1 || rows > 30 || cols > 30 {
			return
		}
		if g, _, err := Scan(janko.NewScanner([]byte(text)), rows, cols, "region grid", "@"); err == nil && g.Split() >= 0 {
			t.Fatal("a region read is not connected")
		}
		v, h, _, err := puzzlink.DecodeBorder(border, rows, cols)
		if err != nil {
			return
		}
		g := FromBorders(rows, cols, v, h)
		v2, h2 := g.Borders()
		if !FromBorders(rows, cols, v2, h2).Equal(g) {
			t.Fatal("borders of regions do not give them back")
		}
	})
}
