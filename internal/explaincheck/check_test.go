package explaincheck_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/internal/explaincheck"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
)

// record explains the three-house zebra puzzle of package explain's
// testdata and returns its JSON record as a generic value.
func record(t *testing.T) (puzzle.Item, map[string]any) {
	t.Helper()
	data, err := os.ReadFile("../../explain/testdata/zebra3.txt")
	if err != nil {
		t.Fatal(err)
	}
	items, err := puzzle.Read(zebra.Kind, puzzle.Source{Name: "zebra3.txt", Data: data}, "")
	if err != nil {
		t.Fatal(err)
	}
	ex, err := explain.Run(context.Background(), zebra.Kind, items[0], explain.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	explain.WriteJSON(&b, ex)
	var rec map[string]any
	if err := json.Unmarshal(b.Bytes(), &rec); err != nil {
		t.Fatal(err)
	}
	return items[0], rec
}

func check(t *testing.T, it puzzle.Item, rec map[string]any) error {
	t.Helper()
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	c, err := explaincheck.New(context.Background(), zebra.Kind, it)
	if err != nil {
		t.Fatal(err)
	}
	return c.Check(b, nil)
}

func steps(rec map[string]any) []map[string]any {
	var out []map[string]any
	for _, s := range rec["steps"].([]any) {
		out = append(out, s.(map[string]any))
	}
	return out
}

// firstWith is the first step whose field has entries.
func firstWith(rec map[string]any, field string) map[string]any {
	for _, s := range steps(rec) {
		if len(s[field].([]any)) > 0 {
			return s
		}
	}
	return nil
}

// TestCheckerRejects: the checker accepts the real explanation and
// rejects each kind of damage.
func TestCheckerRejects(t *testing.T) {
	it, rec := record(t)
	if err := check(t, it, rec); err != nil {
		t.Fatalf("the real explanation: %v", err)
	}
	cases := []struct {
		name, want string
		damage     func(rec map[string]any)
	}{
		{"a given fact dropped", "do not entail", func(rec map[string]any) {
			s := firstWith(rec, "given")
			s["given"] = s["given"].([]any)[1:]
			s["cost"] = s["cost"].(float64) - 1
		}},
		{"a fact negated", "do not entail", func(rec map[string]any) {
			f := steps(rec)[0]["facts"].([]any)[0].(map[string]any)
			f["holds"] = !f["holds"].(bool)
		}},
		{"a clue too many", "not minimal", func(rec map[string]any) {
			s := steps(rec)[0]
			s["clues"] = append(s["clues"].([]any), map[string]any{"clue": 5.0})
			s["cost"] = s["cost"].(float64) + 100
		}},
		{"a wrong cost", "cost", func(rec map[string]any) {
			steps(rec)[0]["cost"] = 7.0
		}},
		{"a given fact from the future", "no earlier fact", func(rec map[string]any) {
			ss := steps(rec)
			last := ss[len(ss)-1]["facts"].([]any)[0]
			ss[0]["given"] = []any{last}
			ss[0]["cost"] = ss[0]["cost"].(float64) + 1
		}},
		{"steps missing", "never stated", func(rec map[string]any) {
			rec["steps"] = rec["steps"].([]any)[:3]
		}},
		{"a clue that does not exist", "no such clue", func(rec map[string]any) {
			steps(rec)[0]["clues"] = []any{map[string]any{"clue": 99.0}}
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, rec := record(t)
			tc.damage(rec)
			err := check(t, it, rec)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error saying %q", err, tc.want)
			}
		})
	}
}
