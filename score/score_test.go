package score_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/score"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// testdata/zebralogic3.jsonl holds two ZebraLogic puzzles (WildEval/ZeroEval,
// Apache-2.0) and the second one without its clue 4, which then has eight
// solutions.
func puzzles(t testing.TB) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/zebralogic3.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

const (
	id0 = "lgp-test-3x3-0"
	id1 = "lgp-test-3x3-1"
	id2 = "lgp-test-3x3-1-without-clue-4"
)

func run(t *testing.T, answers string) *score.Report {
	t.Helper()
	rep, err := score.Zebra(puzzles(t), []byte(answers), score.ZebraOptions{AnswersFile: "a.jsonl"})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func status(rep *score.Report) map[string]string {
	m := map[string]string{}
	for _, p := range rep.PerPuzzle {
		m[p.ID] = p.Status
	}
	return m
}

func TestReferenceScoresFull(t *testing.T) {
	rep := run(t, string(puzzles(t))) // the puzzles' own solutions as answers
	if rep.Solved != 3 || rep.CorrectCells != 27 || rep.Cells != 27 || rep.PuzzleAccuracy != 100 || rep.CellAccuracy != 100 {
		t.Errorf("total %+v", rep.Total)
	}
	if len(rep.BySize) != 1 || rep.BySize[0].Group != "3*3" || len(rep.ByBucket) != 1 || rep.ByBucket[0].Group != "small" {
		t.Errorf("groups %+v %+v", rep.BySize, rep.ByBucket)
	}
}

func TestTolerantMatching(t *testing.T) {
	answers := strings.Join([]string{
		// Columns in another order, other case and spacing, "House N",
		// an extra column, rows out of order.
		`{"id":"` + id0 + `","header":["food","Music_Genre","HOUSE","name","Pet"],"rows":[["Pizza","pop","House 3","PETER","x"],["spaghetti","classical","house1","  arnold ",""],["grilled   cheese","rock","2","eric",null]]}`,
		// Two cells swapped: complete, 7 of 9 right, not a solution.
		`{"id":"` + id1 + `","solution":{"header":["House","Name","HouseStyle","Flower"],"rows":[["1","peter","colonial","daffodils"],["2","arnold","ranch","lilies"],["3","eric","victorian","carnations"]]}}`,
		// Another solution of the puzzle without clue 4, in ZeroEval's form.
		`{"id":"` + id2 + `","solution":{"House 1":{"Name":"peter","HouseStyle":"ranch","Flower":"lilies"},"House 2":{"Name":"arnold","HouseStyle":"colonial","Flower":["daffodils"]},"House 3":{"Name":"eric","HouseStyle":"victorian","Flower":"carnations"}}}`,
	}, "\n")
	rep := run(t, answers)
	want := map[string]string{id0: "solved", id1: "wrong", id2: "valid-not-reference"}
	if got := status(rep); !equalMaps(got, want) {
		t.Errorf("status %v, want %v", got, want)
	}
	if rep.PerPuzzle[0].IgnoredColumns == nil || rep.PerPuzzle[0].IgnoredColumns[0] != "Pet" {
		t.Errorf("ignored columns %v", rep.PerPuzzle[0].IgnoredColumns)
	}
	if rep.PerPuzzle[1].CorrectCells != 7 || rep.PerPuzzle[2].CorrectCells != 7 {
		t.Errorf("cells %+v", rep.PerPuzzle)
	}
	if rep.Solved != 1 || rep.CorrectCells != 9+7+7 || len(rep.ValidOther) != 1 || rep.ValidOther[0] != id2 || rep.Total.ValidOther != 1 {
		t.Errorf("total %+v valid %v", rep.Total, rep.ValidOther)
	}
}

func TestMissingAndUnreadable(t *testing.T) {
	answers := strings.Join([]string{
		`{"id":"` + id0 + `","header":["House","Name"],"rows":[["1","arnold"],["2"]]}`,
		`not json`,
		`{"id":"nobody","header":[],"rows":[]}`,
		`{"id":"` + id1 + `","header":["House","Name"],"rows":[["1","peter"],["1","arnold"]]}`,
		`{"id":"` + id1 + `","solution":null}`,
		`{"header":["House"],"rows":[]}`,
	}, "\n")
	rep := run(t, answers)
	want := map[string]string{id0: "unreadable", id1: "unreadable", id2: "missing"}
	if got := status(rep); !equalMaps(got, want) {
		t.Errorf("status %v, want %v", got, want)
	}
	if rep.Missing != 3 || rep.Answered != 0 || rep.Cells != 27 || rep.NoAnswer != 100 {
		t.Errorf("total %+v", rep.Total)
	}
	if len(rep.Unknown) != 1 || rep.Unknown[0].ID != "nobody" || rep.Unknown[0].Line != 3 {
		t.Errorf("unknown %+v", rep.Unknown)
	}
	wantErrs := []string{
		`a.jsonl:1:73: row 2 has 1 cells, the header 2 (at "[\"2\"")`,
		`a.jsonl:2:2: JSON syntax error`,
		`a.jsonl:4:72: row 2: house "1" again (at "[\"1\"")`,
		`a.jsonl:5:7: a second answer for "lgp-test-3x3-1" (the first is on line 4)`,
		`a.jsonl:6:1: every answer needs an "id" string`,
	}
	if len(rep.Unread) != len(wantErrs) {
		t.Fatalf("unreadable %+v", rep.Unread)
	}
	for i, w := range wantErrs {
		if !strings.HasPrefix(rep.Unread[i].Msg, w) {
			t.Errorf("error %d: %q, want %q...", i, rep.Unread[i].Msg, w)
		}
		var pe *srcpos.Error
		if !errors.As(rep.Unread[i].Err, &pe) || pe.Source == "" {
			t.Errorf("error %d is not positioned with its source", i)
		}
	}
}

func TestNoHouseColumn(t *testing.T) {
	rep := run(t, `{"id":"`+id0+`","header":["Name","MusicGenre","Food"],"rows":[["arnold","classical","spaghetti"],["eric","rock","grilled cheese"],["peter","pop","pizza"]]}`)
	if status(rep)[id0] != "solved" {
		t.Errorf("status %v", status(rep))
	}
	rep = run(t, `{"id":"`+id0+`","header":["Name"],"rows":[["arnold"],["eric"]]}`)
	if status(rep)[id0] != "unreadable" {
		t.Errorf("two rows without a house column: %v", status(rep))
	}
	// An empty table is an answer with nothing right, as ZeroEval counts it.
	rep = run(t, `{"id":"`+id0+`","header":[],"rows":[]}`+"\n"+`{"id":"`+id1+`","solution":{}}`)
	if st := status(rep); st[id0] != "wrong" || st[id1] != "wrong" || rep.Answered != 2 || rep.CorrectCells != 0 {
		t.Errorf("empty tables: %v %+v", st, rep.Total)
	}
}

// A puzzle whose text puzzlesat cannot read: a complete wrong answer is
// scored but its validity is unchecked.
func TestUnchecked(t *testing.T) {
	p := `{"id":"x","puzzle":"There are 2 houses.\n - Each person has a unique name: ` + "`ann`, `bob`" + `\n\n## Clues:\n1. The weather is nice.\n","solution":{"header":["House","Name"],"rows":[["1","ann"],["2","bob"]]}}`
	rep, err := score.Zebra([]byte(p), []byte(`{"id":"x","header":["House","Name"],"rows":[["1","bob"],["2","ann"]]}`), score.ZebraOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if status(rep)["x"] != "wrong" || len(rep.Unchecked) != 1 {
		t.Errorf("status %v unchecked %v", status(rep), rep.Unchecked)
	}
}

func TestPuzzleFileErrors(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{`{"id":"a","puzzle":"x"}`, `p.jsonl:1:7: puzzle "a" has no reference solution`},
		{`{"puzzle":"x"}`, `p.jsonl:1:1: every puzzle needs an "id" string`},
		{`{"id":"a","solution":{"header":["House","A"],"rows":[["1","x"]]}}` + "\n" + `{"id":"a","solution":{"header":["House","A"],"rows":[["1","x"]]}}`, `p.jsonl:2:7: puzzle id "a" again (first on line 1)`},
		{`{"id":"a",`, `p.jsonl:1:11: unexpected end`},
		{"\n\n", `p.jsonl: no puzzle`},
	} {
		_, err := score.Zebra([]byte(tt.in), nil, score.ZebraOptions{PuzzlesFile: "p.jsonl"})
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("Zebra(%q): %v, want %q...", tt.in, err, tt.want)
		}
	}
}

func TestBucket(t *testing.T) {
	for _, tt := range []struct {
		n, m int
		want string
	}{
		{2, 2, "small"}, {3, 3, "small"}, {2, 9, "small"}, // 2^9 = 512
		{2, 10, "medium"}, {3, 4, "medium"}, {4, 4, "medium"}, {6, 2, "medium"}, // 720^2 = 518400
		{4, 5, "large"}, {5, 4, "large"}, {6, 3, "large"}, // 720^3 = 3.7e8
		{5, 5, "x-large"}, {6, 4, "x-large"}, {100, 20, "x-large"},
	} {
		if got := score.Bucket(tt.n, tt.m); got != tt.want {
			t.Errorf("Bucket(%d, %d) = %s, want %s", tt.n, tt.m, got, tt.want)
		}
	}
}

func TestWriters(t *testing.T) {
	rep := run(t, `{"id":"`+id0+`","header":["House","Name","MusicGenre","Food"],"rows":[["1","arnold","classical","spaghetti"],["2","eric","rock","grilled cheese"],["3","peter","pop","pizza"]]}`)
	var b bytes.Buffer
	if err := rep.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"puzzles: 3, answered: 1, no answer: 2 (66.67%)", "puzzle accuracy:  33.33% (1/3)",
		"cell accuracy:    33.33% (9/27)", "small (< 10^3)  3        1       33.33%"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, b.String())
		}
	}
	b.Reset()
	if err := rep.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	var j map[string]any
	if err := json.Unmarshal(b.Bytes(), &j); err != nil || j["puzzle_accuracy"].(float64) < 33.3 || j["valid_not_reference"] == nil {
		t.Errorf("json %v %s", err, b.String())
	}
	b.Reset()
	if err := rep.WriteCSV(&b); err != nil {
		t.Fatal(err)
	}
	if err := rep.Write(&bytes.Buffer{}, "xml"); err == nil {
		t.Error(`Write(w, "xml"): want an error`)
	}
	rows, err := csv.NewReader(&b).ReadAll()
	if err != nil || len(rows) != 4 || strings.Join(rows[1], ",") != "all,all,,3,1,2,1,33.33,27,9,33.33,0" || rows[3][0] != "bucket" {
		t.Errorf("csv %v %v", rows, err)
	}
}

func equalMaps(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func FuzzAnswers(f *testing.F) {
	f.Add(`{"id":"lgp-test-3x3-0","header":["House","Name"],"rows":[["1","arnold"]]}`)
	f.Add(`{"id":"lgp-test-3x3-1","solution":{"House 1":{"Name":"peter"}}}`)
	f.Add(`{"id":"lgp-test-3x3-1-without-clue-4","solution":{"header":["House","Name","HouseStyle","Flower"],"rows":[["1","peter","ranch","lilies"],["2","arnold","colonial","daffodils"],["3","eric","victorian","carnations"]]}}`)
	data := puzzles(f)
	f.Fuzz(func(t *testing.T, answers string) {
		rep, err := score.Zebra(data, []byte(answers), score.ZebraOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if rep.PerPuzzle != nil && (rep.CorrectCells > rep.Cells || rep.Solved+rep.Missing > rep.Total.Puzzles ||
			rep.Answered+rep.Missing != rep.Total.Puzzles || rep.Cells != 27) {
			t.Fatalf("inconsistent totals %+v", rep.Total)
		}
		for _, p := range rep.PerPuzzle {
			if p.CorrectCells > p.Cells || p.Status == "solved" && p.CorrectCells != p.Cells {
				t.Fatalf("puzzle %+v", p)
			}
		}
		for _, e := range rep.Unread {
			if e.Err == nil || e.Err.Line < 1 {
				t.Fatalf("unpositioned %+v", e)
			}
		}
	})
}
