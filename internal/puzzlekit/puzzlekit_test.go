package puzzlekit

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

func TestReadSizeKind(t *testing.T) {
	path := filepath.Join(t.TempDir(), "Kuromasu_dataset.json")
	data := `{"name": "Kuromasu", "data": {"b_9x9": {"problem": "9 9\n-", "solution": ""}, "a_5x5": {"problem": "\n5 6 2\n-"}}}`
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Names(); !slices.Equal(got, []string{"a_5x5", "b_9x9"}) {
		t.Errorf("names %v", got)
	}
	if r, c, ok := Size(s.Data["a_5x5"].Problem); !ok || r != 5 || c != 6 {
		t.Errorf("size %d %d %v", r, c, ok)
	}
	if _, _, ok := Size("x 5\n"); ok {
		t.Errorf("size of a bad header")
	}
	k, err := s.Kind("", kinds.Lookup)
	if err != nil || k.Name() != "kurodoko" {
		t.Errorf("kind %v %v", k, err)
	}
	if _, err := Read(filepath.Join(t.TempDir(), "none.json")); err == nil {
		t.Errorf("no error for a missing file")
	}
}
