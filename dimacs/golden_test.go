package dimacs

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("%s differs:\n got:\n%s\nwant:\n%s", path, got, want)
	}
}

// TestReadGolden reads every testdata/*.cnf in both modes and compares what
// Read reports with testdata/<name>.golden.
func TestReadGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.cnf")
	if err != nil || len(files) == 0 {
		t.Fatal("no test files", err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			for _, strict := range []bool{false, true} {
				mode := "lenient"
				if strict {
					mode = "strict"
				}
				rec := &recorder{}
				info, err := Read(strings.NewReader(string(data)), rec, Options{Strict: strict})
				b.WriteString("== " + mode + "\n")
				b.WriteString(strings.ReplaceAll(rec.b.String(), ";", ";\n"))
				b.WriteString("\n")
				for _, w := range info.Warnings {
					b.WriteString(w.String() + "\n")
				}
				b.WriteString("header " + itoa(info.HeaderVars) + " " + itoa(info.HeaderClauses) +
					", found " + itoa(info.Vars) + " " + itoa(info.Clauses) + ", end marker line " + itoa(info.EndLine) + "\n")
				if err != nil {
					b.WriteString("error: " + err.Error() + "\n")
				}
			}
			golden(t, strings.TrimSuffix(filepath.Base(f), ".cnf")+".golden", b.String())
		})
	}
}
