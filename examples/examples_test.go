package examples

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

// TestList reads every kind folder's INDEX.md: rows name files of the
// folder, IDs are unique, and the first Hashi example opens the page.
func TestList(t *testing.T) {
	dirs, err := fs.ReadDir(FS, ".")
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, d := range dirs {
		es, err := List(d.Name())
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range es {
			if _, err := e.Text(); err != nil || e.Kind != d.Name() || !strings.HasPrefix(e.ID, e.Kind+"-") || e.Title == "" {
				t.Errorf("%+v: %v", e, err)
			}
		}
		total += len(es)
	}
	if total < 14 {
		t.Errorf("%d examples listed, want the 14 the page offered", total)
	}
	es, _ := List("hashi")
	if len(es) == 0 || es[0].ID != "hashi-classic" || es[0].Title != "Hashi 7x7, easy (Tatham ID)" {
		t.Errorf("hashi: %+v", es)
	}
	if es, err := List("nope"); es != nil || err != nil {
		t.Errorf("a kind without examples: %v, %v", es, err)
	}
}

func TestListErrors(t *testing.T) {
	head := "# k\n\n| file | index | title |\n|---|---|---|\n"
	cases := map[string]string{
		"| a.txt | | A |\n| b.txt | | B |\n":     "k/INDEX.md:6: no file k/b.txt",
		"| a.txt | 0 | A |\n":                    "k/INDEX.md:5: index \"0\"",
		"| a.txt | | |\n":                        "k/INDEX.md:5: no title",
		"| a.txt | A |\n":                        "k/INDEX.md:5: want | file | index | title |",
		"| ../a.txt | | A |\n":                   "want a file of this folder",
		"| a.txt | 1 | A |\n| a.txt | 1 | B |\n": "k/INDEX.md:6: a.txt (index 1) is listed twice",
	}
	for rows, want := range cases {
		fsys := fstest.MapFS{"k/INDEX.md": {Data: []byte(head + rows)}, "k/a.txt": {Data: []byte("x")}}
		if _, err := list(fsys, "k"); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", rows, err, want)
		}
	}
	fsys := fstest.MapFS{"k/INDEX.md": {Data: []byte(head + "| a.txt | 2 | A, two |\n")}, "k/a.txt": {Data: []byte("x")}}
	if es, err := list(fsys, "k"); err != nil || len(es) != 1 || es[0] != (Example{ID: "k-a-2", Kind: "k", Title: "A, two", File: "k/a.txt", Index: 2}) {
		t.Errorf("%+v, %v", es, err)
	}
}
