package app_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/app"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/solve"
)

// A puzz.link URL given in place of a file is read as its own content,
// unless a file of that name exists.
func TestURLArgument(t *testing.T) {
	const url = "https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2"
	data, name, err := app.ReadInput(context.Background(), url, nil, app.MaxInput)
	if err != nil || name != "<url>" || string(data) != url+"\n" {
		t.Fatalf("%q %q %v", data, name, err)
	}
	for _, arg := range []string{"hashi.txt", "-", "", "hashi/3/1\n1g1", "3x3m2:2a2c2a2"} {
		if app.IsURL(arg) {
			t.Errorf("%q taken for a URL", arg)
		}
	}
	// A file whose name looks like a URL is a file.
	dir := t.TempDir()
	path := filepath.Join(dir, "pzv.jp", "p.html?hashi", "3", "1", "1g1")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("2..2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if app.IsURL(path) || !app.IsURL(path+"x") {
		t.Errorf("IsURL(%q) = %v", path, app.IsURL(path))
	}
	if data, name, err := app.ReadInput(context.Background(), path, nil, app.MaxInput); err != nil || name != path || string(data) != "2..2\n" {
		t.Errorf("the file: %q %q %v", data, name, err)
	}
	// The batch solves a URL argument beside a file.
	var out, errs bytes.Buffer
	b := &app.Batch{Kind: hashi.Kind, Inputs: []string{url, path}, Format: "text", Out: &out, Err: &errs, Options: solve.Options{Unique: true}}
	sum, err := b.Run(context.Background())
	if err != nil || sum.Solved != 2 || !strings.Contains(out.String(), "# <url>:1: 6x6, 17 islands (7 of unknown number), M=2: solved, unique") {
		t.Errorf("%+v %v\n%s%s", sum, err, out.String(), errs.String())
	}
}
