// Package examples holds the bundled example puzzles, the files of this
// folder, embedded so that programs can offer them without a checkout
// (the web page of package serve lists them). FS holds every file of
// the kinds' folders (examples/<kind>/) and the DIMACS examples; the
// READMEs say where each came from, and each kind's INDEX.md lists the
// examples the web page offers (List).
package examples

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
)

// FS holds the example files under their paths in this folder
// ("hashi/classic.txt").
//
//go:embed */*
var FS embed.FS

// Example is one puzzle the web page offers.
type Example struct {
	ID    string // "hashi-classic", "hashi-tatham-hard-2": unique
	Kind  string // the kind's name, its folder
	Title string // the menu's text
	File  string // its path in FS: "hashi/classic.txt"
	Index int    // the puzzle of a file of several (1-based; 0: the only one)
}

// Text is the example file's content.
func (e Example) Text() (string, error) {
	b, err := fs.ReadFile(FS, e.File)
	return string(b), err
}

// List is the examples of kind, from its folder's INDEX.md: a Markdown
// table whose rows are | file | index | title | (index empty for a file
// of one puzzle), in the page's order. A kind without a folder or an
// index has none. A row naming a file that is not there is an error
// "kind/INDEX.md:LINE: ...".
func List(kind string) ([]Example, error) { return list(FS, kind) }

func list(fsys fs.FS, kind string) ([]Example, error) {
	name := path.Join(kind, "INDEX.md")
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, nil
	}
	var out []Example
	header := false
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "|") {
			continue
		}
		cols := strings.Split(strings.Trim(line, "|"), "|")
		for j := range cols {
			cols[j] = strings.TrimSpace(cols[j])
		}
		if !header { // | file | index | title |, then |---|---|---|
			header = true
			continue
		}
		if strings.Trim(strings.Join(cols, ""), "-: ") == "" {
			continue
		}
		bad := func(format string, args ...any) error {
			return fmt.Errorf("%s:%d: %s", name, i+1, fmt.Sprintf(format, args...))
		}
		if len(cols) != 3 {
			return nil, bad("want | file | index | title |, not %d columns", len(cols))
		}
		e := Example{Kind: kind, File: path.Join(kind, cols[0]), Title: cols[2]}
		if cols[0] == "" || strings.Contains(cols[0], "/") {
			return nil, bad("file %q: want a file of this folder", cols[0])
		}
		if _, err := fs.Stat(fsys, e.File); err != nil {
			return nil, bad("no file %s", e.File)
		}
		if cols[1] != "" {
			if e.Index, err = strconv.Atoi(cols[1]); err != nil || e.Index < 1 {
				return nil, bad("index %q: want a number from 1, or nothing", cols[1])
			}
		}
		if e.Title == "" {
			return nil, bad("no title")
		}
		e.ID = kind + "-" + strings.TrimSuffix(cols[0], path.Ext(cols[0]))
		if e.Index > 0 {
			e.ID += "-" + strconv.Itoa(e.Index)
		}
		for _, o := range out {
			if o.ID == e.ID {
				return nil, bad("%s (index %s) is listed twice", cols[0], cols[1])
			}
		}
		out = append(out, e)
	}
	return out, nil
}
