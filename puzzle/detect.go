package puzzle

import (
	"path/filepath"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/lazyre"
)

// DetectFile is the kind of ks whose puzzles the file at path holds,
// judged by its name and its first bytes (head), and the format its
// Detector names; nil when none: first a kind whose Namer is sure of the
// name, then the first kind whose Detector takes the content, then a
// kind whose Namer may take it. A file with no content line (all blank
// or comments) is no kind's unless its name is sure.
func DetectFile(ks []Kind, path string, head []byte) (Kind, string) {
	for _, k := range ks {
		if n, ok := k.(Namer); ok {
			if sure, _ := n.Named(path, head); sure {
				return k, ""
			}
		}
	}
	if FirstLine(head) == "" {
		return nil, ""
	}
	for _, k := range ks {
		if d, ok := k.(Detector); ok {
			if f, ok := d.Looks(head); ok {
				return k, f
			}
		}
	}
	for _, k := range ks {
		if n, ok := k.(Namer); ok {
			if _, maybe := n.Named(path, head); maybe {
				return k, ""
			}
		}
	}
	return nil, ""
}

// HasExt reports whether path's name ends in one of exts (".has"),
// case-insensitive, a ".gz" suffix ignored.
func HasExt(path string, exts ...string) bool {
	base := strings.TrimSuffix(strings.ToLower(filepath.Base(path)), ".gz")
	for _, e := range exts {
		if strings.HasSuffix(base, e) {
			return true
		}
	}
	return false
}

// InDir reports whether a directory on path (or the file's own name) is
// one of names, case-insensitive: "data/bridges/a.txt" is in "bridges".
func InDir(path string, names ...string) bool {
	for _, part := range strings.Split(filepath.ToSlash(path), "/") {
		for _, n := range names {
			if strings.EqualFold(part, n) {
				return true
			}
		}
	}
	return false
}

// jsonKindRe finds a JSON text's "puzzle" field, which every kind's JSON
// output carries ({"puzzle":"hashi",...}).
var jsonKindRe = &lazyre.Regexp{Expr: `"puzzle"\s*:\s*"([A-Za-z0-9_]*)"`} // compiled on first use: nothing at start-up

// JSONKind is the kind a JSON text names in its first "puzzle" field
// (lower-case), or "" when it names none: a detector of one kind's JSON
// leaves a text that names another kind alone.
func JSONKind(data []byte) string {
	m := jsonKindRe.Re().FindSubmatch(data)
	if m == nil {
		return ""
	}
	return strings.ToLower(string(m[1]))
}
