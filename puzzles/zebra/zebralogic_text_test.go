package zebra

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// ZebraLogic's English pasted as plain text, without the JSONL wrapper
// (issue 30, item 2), reads as the same puzzle as its JSONL record; with
// the backticks and clue numbers a rendered page drops, too.
func TestZebraLogicPlainText(t *testing.T) {
	f, err := os.Open("testdata/zebralogic_sample.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ims, err := ReadZebraLogic(f, judge)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile("testdata/zebralogic_sample.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(raw), "\n")
	for _, im := range ims[:7] {
		if im.Err != nil {
			t.Fatal(im.Err)
		}
		text := zlPuzzleField(t, lines[im.Line-1])
		rendered := strings.ReplaceAll(text, "`", "")
		rendered = zlClue.Re().ReplaceAllString(strings.ReplaceAll(rendered, "## Clues:", "Clues:"), "$2")
		var lines2 []string
		for _, ln := range strings.Split(rendered, "\n") {
			if m := zlClue.Re().FindStringSubmatch(ln); m != nil {
				ln = m[2]
			}
			lines2 = append(lines2, ln)
		}
		rendered = strings.Join(lines2, "\n")
		for name, text := range map[string]string{"as given": text, "rendered": rendered} {
			if !LooksLikeZebraLogicText([]byte(text)) {
				t.Errorf("%s %s: not detected", im.ID, name)
				continue
			}
			p, err := ReadZebraLogicText([]byte(text), judge)
			if err != nil {
				t.Errorf("%s %s: %v", im.ID, name, err)
				continue
			}
			if len(p.Clues) != len(im.Puzzle.Clues) || len(p.Categories) != len(im.Puzzle.Categories) {
				t.Errorf("%s %s: %d clues, %d categories; JSONL %d, %d", im.ID, name, len(p.Clues), len(p.Categories), len(im.Puzzle.Clues), len(im.Puzzle.Categories))
			}
			if im.Reference != nil {
				// A pet and an animal both "cat": alone, without the
				// file's other puzzles to teach the phrasings, such a text
				// may have several readings with one solution each; the
				// judge takes one of them.
				if err := Check(p, im.Reference); err != nil && (!ambiguous[im.ID] || judge(p) != JudgeUnique) {
					t.Errorf("%s %s: the reference solution breaks the text's clues: %v", im.ID, name, err)
				}
			}
		}
	}
}

// ambiguous are the sample's puzzles that name a value in two categories.
var ambiguous = map[string]bool{"lgp-test-4x4-24": true, "lgp-test-5x6-8": true, "lgp-test-6x6-5": true}

func zlPuzzleField(t *testing.T, line string) string {
	t.Helper()
	var rec zlRecord
	if err := json.Unmarshal([]byte(line), &rec); err != nil {
		t.Fatal(err)
	}
	return rec.Puzzle
}

// Everyday phrasings ("lives in house 2", "neighbours", "is not in the
// first house", "does not live in") read as the clues they say.
func TestZebraLogicEverydayPhrasings(t *testing.T) {
	data, err := os.ReadFile("testdata/zebralogic_everyday.txt")
	if err != nil {
		t.Fatal(err)
	}
	k := Kind
	items, err := puzzle.ReadAll(k, puzzle.Source{Name: "everyday.txt", Data: data}, "auto")
	if err != nil || len(items) != 1 {
		t.Fatalf("%v (%d items)", err, len(items))
	}
	p := items[0].Puzzle.(*Puzzle)
	var got []string
	for _, c := range p.Clues {
		got = append(got, p.ClueString(c))
	}
	want := []string{"eric at 2", "peter not at 1", "classical at 1", "rock next to classical",
		"pizza next to eric", "pizza not at 1", "arnold = spaghetti"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("read\n%s\nwant\n%s", strings.Join(got, "; "), strings.Join(want, "; "))
	}
}

// An unread sentence is placed on its line and names the forms read;
// text that only mentions houses is no zebra puzzle.
func TestZebraLogicTextErrors(t *testing.T) {
	text := "There are 2 houses.\n - Name: `ann`, `bob`\n## Clues:\n1. Ann is in the first house.\n2. Ann likes Bob.\n"
	_, err := ReadZebraLogicText([]byte(text), nil)
	pe, ok := err.(*srcpos.Error)
	if !ok || pe.Line != 5 || pe.Col != 4 || !strings.Contains(pe.Msg, "the forms read: A is B;") {
		t.Errorf("error %v", err)
	}
	for _, s := range []string{
		"There are 3 houses on my street.\nThey are red.\n",
		"houses: 3\nColor: red, green, blue\n",
		"7x7m2:a1a5b3g3b5a2c4a2a1l1a3a6a3",
	} {
		if LooksLikeZebraLogicText([]byte(s)) {
			t.Errorf("%q taken for ZebraLogic text", s)
		}
	}
}
