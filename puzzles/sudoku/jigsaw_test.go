package sudoku

import (
	"bytes"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TestJigsawKind: the jigsaw kind reads a classic ID as the jigsaw of its
// boxes, writes JSON naming itself, and both kinds read that JSON.
func TestJigsawKind(t *testing.T) {
	src := puzzle.Source{Name: "t", Data: []byte("2x2:1a4_3c4_4c3_4a1\n")}
	var read func(puzzle.Source) ([]puzzle.Item, error)
	var write func(w2 *bytes.Buffer, p puzzle.Puzzle) error
	for _, f := range JigsawKind.Formats() {
		if f.Name == "tatham" {
			read = f.Read
		}
		if f.Name == "json" {
			w := f.Write
			write = func(b *bytes.Buffer, p puzzle.Puzzle) error { return w(b, p) }
		}
	}
	items, err := read(src)
	if err != nil || len(items) != 1 || items[0].Err != nil {
		t.Fatalf("read: %v %+v", err, items)
	}
	p := items[0].Puzzle.(*Puzzle)
	if !p.Jigsaw() || p.KindName() != JigsawName {
		t.Fatalf("read a classic ID as %s, kind %s", p.Variant(), p.KindName())
	}
	var b bytes.Buffer
	if err := write(&b, p); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `"puzzle":"jigsawsudoku"`) || !strings.Contains(b.String(), `"regions"`) {
		t.Fatalf("JSON %s", b.String())
	}
	if f, ok := JigsawKind.(puzzle.Detector).Looks(b.Bytes()); !ok || f != "json" {
		t.Errorf("jigsawsudoku does not take its JSON: %q %v", f, ok)
	}
	if _, ok := Kind.(puzzle.Detector).Looks(b.Bytes()); ok {
		t.Errorf("sudoku takes jigsawsudoku JSON")
	}
	ps, err := ParseJSON(b.Bytes())
	if err != nil || len(ps) != 1 || !ps[0].Jigsaw() {
		t.Fatalf("sudoku reads it back: %v", err)
	}
}
