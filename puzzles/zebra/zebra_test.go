package zebra

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// solveAll enumerates up to max solutions of p.
func solveAll(t testing.TB, p *Puzzle, opt Options, max int) ([]*Solution, solve.Summary) {
	t.Helper()
	e, err := Encode(p, opt)
	if err != nil {
		t.Fatal(err)
	}
	var sols []*Solution
	sum, err := solve.Enumerate(context.Background(), solver.Gophersat{}, solve.Problem{Formula: e.Formula, Primary: e.Primary()}, max, func(m encode.Model) error {
		s, err := e.Decode(m)
		if err != nil {
			return err
		}
		sols = append(sols, s)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return sols, sum
}

func judge(p *Puzzle) int {
	e, err := Encode(p, Options{})
	if err != nil {
		return JudgeUnsat
	}
	sum, err := solve.Enumerate(context.Background(), solver.Gophersat{}, solve.Problem{Formula: e.Formula, Primary: e.Primary()}, 2, nil)
	switch {
	case err != nil || sum.Count == 0:
		return JudgeUnsat
	case sum.Count == 1 && sum.Complete:
		return JudgeUnique
	}
	return JudgeMany
}

func TestZebra1962(t *testing.T) {
	data, err := os.ReadFile("testdata/zebra1962.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := ParseBytes(data)
	if err != nil {
		t.Fatal(err)
	}
	sols, sum := solveAll(t, p, Options{}, 10)
	if sum.Unique() != puzzle.UniqueYes {
		t.Fatalf("want a unique solution, got %d (complete %v)", sum.Count, sum.Complete)
	}
	if err := Check(p, sols[0]); err != nil {
		t.Fatal(err)
	}
	for q, want := range map[string]string{"water": "Norwegian", "zebra": "Japanese"} {
		r := p.FindValue(q)[0]
		if got := p.Categories[0].Values[sols[0].At[0][sols[0].Pos[r.Cat][r.Val]]]; got != want {
			t.Errorf("%s: got %s, want %s", q, got, want)
		}
	}
}

func Example() {
	p, err := ParseString(`
houses: 3
Name: Ann, Bob, Cid
Pet: cat, dog, fish
Ann left of Bob
cat directly right of Cid
dog at 1
Bob is not fish
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	e, _ := Encode(p, Options{})
	sum, _ := solve.Enumerate(context.Background(), solver.Gophersat{}, solve.Problem{Formula: e.Formula, Primary: e.Primary()}, 2, func(m encode.Model) error {
		s, err := e.Decode(m)
		if err == nil {
			err = Check(p, s)
		}
		if err == nil {
			err = p.WriteTable(os.Stdout, s)
		}
		return err
	})
	fmt.Println("unique:", sum.Unique() == puzzle.UniqueYes)
	// Output:
	// House | Name | Pet
	// ------+------+-----
	// 1     | Ann  | dog
	// 2     | Cid  | fish
	// 3     | Bob  | cat
	// unique: true
}

// TestClueLanguage reads each clue form and writes it back.
func TestClueLanguage(t *testing.T) {
	head := "positions Day: Mon, Tue, Wed, Thu, Fri\nName: Ann, Bob, Cid, Dan, Eve\nDrink: tea, milk, orange juice, water, \"left\"\nPet: cat, dog, fish, bird, Ann\n"
	tests := []struct{ in, want string }{
		{"Bob = tea", "Bob = tea"},
		{"Bob is tea", "Bob = tea"},
		{"Bob is not tea", "Bob != tea"},
		{"Bob != orange juice", "Bob != orange juice"},
		{"Bob at 2", "Bob at Tue"},
		{"Bob at Tue", "Bob at Tue"},
		{"Bob is not at 3", "Bob not at Wed"},
		{"Bob left of Cid", "Bob left of Cid"},
		{"Bob is right of cat", "Bob right of cat"},
		{"Bob directly left of cat", "Bob directly left of cat"},
		{"Bob directly right of cat", "Bob directly right of cat"},
		{"Bob next to cat", "Bob next to cat"},
		{"Bob not next to cat", "Bob not next to cat"},
		{"2 between Bob and cat", "2 between Bob and cat"},
		{"Bob between cat and tea", "Bob between cat and tea"},
		{"Bob between cat and tea in order", "Bob between cat and tea in order"},
		{"Bob at end", "Bob at end"},
		{"Bob is at the end", "Bob at end"},
		{"Bob not at end", "Bob not at end"},
		{"Bob in the middle", "Bob in middle"},
		{"Bob at odd", "Bob at odd"},
		{"Bob at even", "Bob at even"},
		{"Bob either cat or tea", "Bob either cat or tea"},
		{"(Bob = tea) or (Cid at 1) or (dog next to fish)", "(Bob = tea) or (Cid at Mon) or (dog next to fish)"},
		{"LessThan(Bob, Cid)", "Bob left of Cid"},
		{"NextTo(Bob, Cid)", "Bob next to Cid"},
		{"EitherOr(Bob, cat, tea)", "Bob either cat or tea"},
		{"at(Bob, 4)", "Bob at Thu"},
		{"gap(Bob, Cid, 1)", "1 between Bob and Cid"},
		{"Pet.Ann = Name.Ann", "Pet.Ann = Name.Ann"},
		{"\"left\" left of Bob", "\"left\" left of Bob"},
		{"BOB = TEA # case does not matter", "Bob = tea"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			p, err := ParseString(head + tc.in + "\n")
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Clues) != 1 {
				t.Fatalf("got %d clues", len(p.Clues))
			}
			if got := p.ClueString(p.Clues[0]); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
			// and the written form reads back the same
			var buf bytes.Buffer
			if err := p.WriteNative(&buf); err != nil {
				t.Fatal(err)
			}
			q, err := ParseBytes(buf.Bytes())
			if err != nil {
				t.Fatalf("%v\n%s", err, buf.String())
			}
			if got := q.ClueString(q.Clues[0]); got != tc.want {
				t.Errorf("round trip: got %q, want %q", got, tc.want)
			}
			// and through JSON
			js, err := p.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			r, err := ParseJSON(js)
			if err != nil {
				t.Fatalf("%v\n%s", err, js)
			}
			if got := r.ClueString(r.Clues[0]); got != tc.want {
				t.Errorf("JSON round trip: got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	head := "houses: 3\nNat: English, Dutch, Swede\nColor: red, blue, green\n"
	tests := []struct {
		in        string
		line, col int
		msg       string
	}{
		{head + "Englsh is red\n", 4, 1, "no value 'Englsh' in any category; did you mean 'English'?"},
		{head + "English is rad\n", 4, 12, "did you mean 'red'?"},
		{head + "English is\n", 4, 11, "want a relation"},
		{head + "English at 4\n", 4, 12, "position 4 out of range 1..3"},
		{head + "English sideways of red\n", 4, 9, "want a relation"},
		{head + "English directly above red\n", 4, 18, "want 'left of' or 'right of'"},
		{head + "English = red extra\n", 4, 15, "unexpected text after the clue"},
		{head + "(English = red) or English\n", 4, 20, "want '('"},
		{"houses: 4\nNat: English, Dutch, Swede\n", 1, 1, "4 houses but each category has 3 values"},
		{"Nat: English, Dutch, Swede\nColor: red, blue\n", 2, 1, "has 2 values"},
		{"Nat: English, English, Swede\n", 1, 15, "listed twice"},
		{"Nat: English, Dutch, \"Swede\n", 1, 22, "unterminated"},
		{"English = red\n", 1, 1, "a clue before any category is declared"},
		{"# only a comment\n", 1, 0, "no categories"},
		{head + "Color: a, b, c\n", 4, 1, "declared twice"},
		{head + "English = red\nPet: a, b, c\n", 5, 1, "before the clues"},
		{head + "5 between English and\n", 4, 22, "want a value"},
		{head + "LessThan(English)\n", 4, 1, "leftof takes 2 values"},
	}
	for _, tc := range tests {
		t.Run(tc.msg, func(t *testing.T) {
			_, err := ParseString(tc.in)
			var pe *srcpos.Error
			if !errors.As(err, &pe) {
				t.Fatalf("want a *srcpos.Error, got %v", err)
			}
			if pe.Line != tc.line || (tc.col > 0 && pe.Col != tc.col) || !strings.Contains(pe.Error(), tc.msg) {
				t.Errorf("got %d:%d %q, want %d:%d containing %q", pe.Line, pe.Col, pe.Error(), tc.line, tc.col, tc.msg)
			}
		})
	}
}

func TestJSONErrors(t *testing.T) {
	for _, tc := range []struct{ in, msg string }{
		{`{"categories":[{"name":"A","values":["x","y"]}],"clues":[{"type":"same","args":["x","z"]}]}`, "no value 'z'"},
		{`{"categories":[{"name":"A","values":["x","y"]}],"clues":[{"type":"sideways","args":["x","y"]}]}`, "unknown clue type"},
		{`{"categories":[{"name":"A","values":["x","y"]}],"clues":[{"type":"at","args":["x"],"k":3}]}`, "out of range"},
		{`{"categories":[{"name":"A","values":["x","y"]}],"clues":[{"type":"at","args":["x"]}]}`, "needs \"k\""},
		{"{\"categories\":\n[{\"name\":\"A\",\"values\":[\"x\",\"y\"]}],\n\"clues\":[}", "3:"},
		{`{"categories":[{"name":"A","values":["x","y","z"]}],"positions":{"name":"H","values":["1","2"]},"clues":[]}`, "has 3 values, want 2"},
	} {
		_, err := ParseJSON([]byte(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: got %v, want %q", tc.in, err, tc.msg)
		}
	}
}

// TestJSONErrorPositions checks that errors found after decoding (an
// unknown field, a position out of range, an unknown value) point at the
// offending field of the offending clue, not at the start or the end.
func TestJSONErrorPositions(t *testing.T) {
	const head = "{\"categories\":[{\"name\":\"A\",\"values\":[\"x\",\"y\",\"w\"]}],\n\"clues\":[{\"type\":\"at\",\"args\":[\"x\"],\"k\":2},\n "
	for _, tc := range []struct {
		clue      string
		line, col int
		text, msg string
	}{
		{`{"type":"at","args":["y"],"k":7}]}`, 3, 32, "7", "clues[1]: position 7 out of range 1..3"},
		{`{"type":"at","args":["y"],"k":1,"zz":1}]}`, 3, 34, `"zz"`, `unknown field "zz"`},
		{`{"type":"same","args":["y","w"]},{"type":"same","args":["y","x","q"]}]}`, 3, 35, "{", "clues[2]: same takes 2 args"},
	} {
		_, err := ParseJSON([]byte(head + tc.clue))
		var pe *srcpos.Error
		if !errors.As(err, &pe) || pe.Line != tc.line || pe.Col != tc.col || !strings.HasPrefix(pe.Text, tc.text) || !strings.Contains(pe.Msg, tc.msg) {
			t.Errorf("%s: got %v (text %q), want %d:%d at %q: %s", tc.clue, err, pe.Text, tc.line, tc.col, tc.text, tc.msg)
		}
	}
}

// TestEncodingMatchesChecker compares, for single random clues on
// 3 positions and 2 categories, the set of grids the independent checker
// accepts (brute force over all 36 grids) with the solutions the encoding
// has (enumerated by the SAT solver), for every at-most-one encoding.
func TestEncodingMatchesChecker(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	const n = 3
	base := &Puzzle{Positions: numberedPositions("House", n), Categories: []Category{
		{Name: "A", Values: []string{"a0", "a1", "a2"}},
		{Name: "B", Values: []string{"b0", "b1", "b2"}},
	}}
	grids := allGrids(t, n)
	randClue := randomClues(rng, n)
	seen := map[ClueKind]bool{}
	for iter := 0; iter < 400; iter++ {
		c := randClue(0)
		seen[c.Kind] = true
		p := *base
		p.Clues = []Clue{c}
		want := map[string]bool{}
		for _, g := range grids {
			if Holds(&p, g, c) {
				want[fmt.Sprint(g.Pos)] = true
			}
		}
		amo := encode.AMOEncodings()[iter%len(encode.AMOEncodings())]
		sols, sum := solveAll(t, &p, Options{AMO: amo}, 100)
		if !sum.Complete {
			t.Fatalf("%s: enumeration incomplete", p.ClueString(c))
		}
		got := map[string]bool{}
		for _, s := range sols {
			got[fmt.Sprint(s.Pos)] = true
			if err := Check(&p, s); err != nil {
				t.Errorf("%s: solver solution fails the checker: %v", p.ClueString(c), err)
			}
		}
		if len(got) != len(want) {
			t.Errorf("%s (amo %s): encoding has %d solutions, checker accepts %d grids", p.ClueString(c), amo, len(got), len(want))
		}
	}
	for k := ClueKind(0); k < numKinds; k++ {
		if !seen[k] {
			t.Errorf("kind %s never drawn", k)
		}
	}
}

func TestZebraLogicSample(t *testing.T) {
	for _, withJudge := range []bool{false, true} {
		f, err := os.Open("testdata/zebralogic_sample.jsonl")
		if err != nil {
			t.Fatal(err)
		}
		var j Judge
		if withJudge {
			j = judge
		}
		ims, err := ReadZebraLogic(f, j)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if len(ims) != 32 {
			t.Fatalf("got %d puzzles", len(ims))
		}
		for _, im := range ims {
			if im.Err != nil {
				t.Errorf("%s: %v", im.ID, im.Err)
				continue
			}
			if err := Check(im.Puzzle, im.Reference); err != nil && withJudge {
				t.Errorf("%s: reference breaks a clue as read: %v", im.ID, err)
			}
			if !withJudge {
				continue
			}
			sols, sum := solveAll(t, im.Puzzle, Options{}, 2)
			if sum.Unique() != puzzle.UniqueYes || !sols[0].Equal(im.Reference) {
				t.Errorf("%s: unique=%v, matches=%v", im.ID, sum.Unique(), len(sols) > 0 && sols[0].Equal(im.Reference))
			}
		}
	}
}

func TestZebraLogicPhrasing(t *testing.T) {
	text := "There are 4 houses.\n - Each person has a unique name: `arnold`, `eric`, `peter`, `alice`\n" +
		" - People have different favorite months: `jan`, `sept`, `april`, `may`\n" +
		" - The people are of nationalities: `swede`, `brit`, `dane`, `german`\n\n## Clues:\n"
	for _, tc := range []struct{ clue, want string }{
		{"Eric is the Swedish person.", "eric = swede"},
		{"The person whose birthday is in September is directly left of the British person.", "sept directly left of brit"},
		{"The person whose birthday is in January is somewhere to the right of Peter.", "jan right of peter"},
		{"The Danish person and Arnold are next to each other.", "dane next to arnold"},
		{"There is one house between Alice and the German.", "1 between alice and german"},
		{"There are two houses between Alice and the German.", "2 between alice and german"},
		{"Peter is not in the second house.", "peter not at 2"},
		{"Peter is in the fourth house.", "peter at 4"},
		{"The person whose birthday is in May is somewhere to the left of Eric.", "may left of eric"},
		{"Eric is directly right of the person who is a Brit.", "eric directly right of brit"},
		{"The Swede lives directly left of Eric.", "swede directly left of eric"},
		{"The Swede is immediately to the right of Eric.", "swede directly right of eric"},
		{"Eric lives somewhere to the right of the German.", "eric right of german"},
		{"Eric is in the last house.", "eric at 4"},
		{"Eric is in the 3rd house.", "eric at 3"},
		{"The German is at one of the ends.", "german at end"},
		{"The German is not at one of the ends.", "german not at end"},
		{"Eric and the Danish person are not next to each other.", "eric not next to dane"},
		{"Eric is next to the Dane.", "eric next to dane"},
		{"Eric is not the person whose birthday is in April.", "eric != april"},
		{"There are 2 houses between Alice and the German.", "2 between alice and german"},
	} {
		p, _, err := ParseZebraLogicText(text+"1. "+tc.clue+"\n", nil, nil, nil)
		if err != nil {
			t.Errorf("%s: %v", tc.clue, err)
			continue
		}
		if got := p.ClueString(p.Clues[0]); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.clue, got, tc.want)
		}
		if p.Categories[1].Name != "Months" || p.Categories[2].Name != "Nationalities" {
			t.Errorf("derived names %v", p.Header())
		}
	}
	if _, _, err := ParseZebraLogicText(text+"1. The weather is nice.\n", nil, nil, nil); err == nil {
		t.Error("nonsense clue accepted")
	}
}

func FuzzParse(f *testing.F) {
	data, _ := os.ReadFile("testdata/zebra1962.txt")
	f.Add(string(data))
	f.Add("houses: 2\nA: x, y\nB: p, q\n(x = p) or (x at 2)\nLessThan(x, q)\n1 between x and y\nx either p or q\n")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseString(s)
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if err := p.WriteNative(&buf); err != nil {
			t.Fatal(err)
		}
		q, err := ParseBytes(buf.Bytes())
		if err != nil {
			t.Fatalf("written form does not read back: %v\n%s", err, buf.String())
		}
		if len(q.Clues) != len(p.Clues) {
			t.Fatalf("round trip lost clues")
		}
		if p.N() <= 4 && len(p.Categories) <= 3 {
			if _, err := Encode(p, Options{}); err != nil {
				t.Fatal(err)
			}
		}
	})
}

func FuzzParseJSON(f *testing.F) {
	f.Add(`{"categories":[{"name":"A","values":["x","y"]},{"name":"B","values":["p","q"]}],"clues":[{"type":"anyof","any":[{"type":"same","args":["x","p"]},{"type":"at","args":["y"],"k":1}]}]}`)
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseJSON([]byte(s))
		if err != nil {
			return
		}
		js, err := p.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ParseJSON(js); err != nil {
			t.Fatalf("JSON does not read back: %v\n%s", err, js)
		}
	})
}

func FuzzZebraLogic(f *testing.F) {
	data, _ := os.ReadFile("testdata/zebralogic_sample.jsonl")
	for _, l := range bytes.Split(data, []byte("\n"))[:2] {
		f.Add(string(l))
	}
	f.Fuzz(func(t *testing.T, s string) {
		ims, _ := ReadZebraLogic(strings.NewReader(s), nil)
		for _, im := range ims {
			if im.Err == nil {
				if err := im.Puzzle.Validate(); err != nil {
					t.Fatal(err)
				}
			}
		}
	})
}

// BenchmarkZebraLogic solves and proves unique every puzzle of a ZebraLogic
// file: go test ./puzzles/zebra -run '^$' -bench ZebraLogic -zebralogic FILE
// (default: the test sample). See benchmarks/zebra.md for per-size figures
// (puzzlesat solve zebra --timing).
func BenchmarkZebraLogic(b *testing.B) {
	data, err := os.ReadFile(*zebraLogicFile)
	if err != nil {
		b.Fatal(err)
	}
	ims, err := ReadZebraLogic(bytes.NewReader(data), nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, im := range ims {
			if im.Err != nil {
				continue
			}
			_, sum := solveAll(b, im.Puzzle, Options{}, 2)
			if sum.Unique() == puzzle.UniqueUnknown {
				b.Fatalf("%s: unknown", im.ID)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(ims)), "µs/puzzle")
}

func FuzzZebraLogicText(f *testing.F) {
	data, _ := os.ReadFile("testdata/zebralogic_sample.jsonl")
	for _, l := range bytes.Split(data, []byte("\n"))[:3] {
		var rec zlRecord
		if json.Unmarshal(l, &rec) == nil {
			f.Add(rec.Puzzle)
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, _, err := ParseZebraLogicText(s, nil, nil, nil)
		if err == nil {
			if err := p.Validate(); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// TestAddClueGuard checks that a guarded clue holds exactly when its
// guard is true (the generator's selector literals).
func TestAddClueGuard(t *testing.T) {
	p, err := ParseString("houses: 3\nA: a0, a1, a2\nB: b0, b1, b2\n")
	if err != nil {
		t.Fatal(err)
	}
	clue := Clue{Kind: NextTo, Args: []Ref{{0, 0}, {1, 2}}}
	for _, on := range []bool{true, false} {
		e, err := Encode(p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		g := e.Formula.Aux("selector")
		e.AddClue(clue, g)
		if on {
			e.Formula.Add(g)
		} else {
			e.Formula.Add(-g)
		}
		n := 0
		sum, err := solve.Enumerate(context.Background(), solver.Gophersat{}, solve.Problem{Formula: e.Formula, Primary: e.Primary()}, 100, func(m encode.Model) error {
			s, err := e.Decode(m)
			if err != nil {
				return err
			}
			if on && !Holds(p, s, clue) {
				t.Errorf("guard on: solution breaks the clue")
			}
			n++
			return nil
		})
		if err != nil || !sum.Complete {
			t.Fatal(err, sum)
		}
		want := 36
		if on {
			want = 0
			for _, ka := range []int{0, 1, 2} {
				for _, kb := range []int{0, 1, 2} {
					if ka-kb == 1 || kb-ka == 1 {
						want += 2 * 2 // the other two values of each category
					}
				}
			}
		}
		if n != want {
			t.Errorf("guard %v: %d solutions, want %d", on, n, want)
		}
	}
}

// TestZebraLogicGolden pins how the sample's English clues are read: each
// puzzle in the native language (go test -run Golden -update rewrites it).
// The native form must read back to the same puzzle.
func TestZebraLogicGolden(t *testing.T) {
	f, err := os.Open("testdata/zebralogic_sample.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ims, err := ReadZebraLogic(f, judge)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	for _, im := range ims {
		if im.Err != nil {
			t.Fatalf("%s: %v", im.ID, im.Err)
		}
		var one bytes.Buffer
		if err := im.Puzzle.WriteNative(&one); err != nil {
			t.Fatal(err)
		}
		q, err := ParseBytes(one.Bytes())
		if err != nil {
			t.Fatalf("%s: native form does not read back: %v\n%s", im.ID, err, one.String())
		}
		if err := Check(q, im.Reference); err != nil {
			t.Errorf("%s: native form: %v", im.ID, err)
		}
		buf.Write(one.Bytes())
		buf.WriteString("\n")
	}
	const golden = "testdata/zebralogic_sample.golden"
	if *update {
		if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(want, buf.Bytes()) {
		t.Errorf("the clues read differ from %s (rerun with -update and review the diff)", golden)
	}
}

// allGrids lists the 36 solutions of 3 positions x 2 categories.
func allGrids(t *testing.T, n int) []*Solution {
	var grids []*Solution
	perms := [][]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for _, pa := range perms {
		for _, pb := range perms {
			rows := make([][]int, n)
			for k := 0; k < n; k++ {
				rows[k] = []int{pa[k], pb[k]}
			}
			s, err := SolutionFromRows(2, n, rows)
			if err != nil {
				t.Fatal(err)
			}
			grids = append(grids, s)
		}
	}
	return grids
}

// randomClues draws random clues of every kind over 2 categories of n
// values (AnyOf nested at most once).
func randomClues(rng *rand.Rand, n int) func(depth int) Clue {
	ref := func() Ref { return Ref{rng.Intn(2), rng.Intn(n)} }
	var randClue func(depth int) Clue
	randClue = func(depth int) Clue {
		k := ClueKind(rng.Intn(int(numKinds)))
		if k == AnyOf && depth > 1 {
			k = Same
		}
		c := Clue{Kind: k}
		if k == AnyOf {
			for i := 0; i < 1+rng.Intn(3); i++ {
				c.Any = append(c.Any, randClue(depth+1))
			}
			return c
		}
		for i := 0; i < k.Arity(); i++ {
			c.Args = append(c.Args, ref())
		}
		switch k {
		case At, NotAt, Gap:
			c.K = rng.Intn(n)
		}
		return c
	}
	return randClue
}

// TestExplainSelectors checks the explanation encoding against brute
// force: with some clue selectors assumed true and the others false, its
// solutions are exactly the grids where the selected clues hold.
func TestExplainSelectors(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	const n = 3
	grids := allGrids(t, n)
	randClue := randomClues(rng, n)
	for iter := 0; iter < 300; iter++ {
		p := &Puzzle{Positions: numberedPositions("House", n), Categories: []Category{
			{Name: "A", Values: []string{"a0", "a1", "a2"}},
			{Name: "B", Values: []string{"b0", "b1", "b2"}},
		}}
		for range 1 + rng.Intn(4) {
			p.Clues = append(p.Clues, randClue(0))
		}
		on := make([]bool, len(p.Clues))
		want := 0
		for i := range on {
			on[i] = rng.Intn(2) == 0
		}
		for _, g := range grids {
			ok := true
			for i, c := range p.Clues {
				ok = ok && (!on[i] || Holds(p, g, c))
			}
			if ok {
				want++
			}
		}
		e, err := Encode(p, Options{Explain: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(e.Clues) != len(p.Clues) {
			t.Fatalf("%d selectors for %d clues", len(e.Clues), len(p.Clues))
		}
		for i, c := range e.Clues {
			if on[i] {
				e.Formula.Add(c.Selector)
			} else {
				e.Formula.Add(-c.Selector)
			}
		}
		sum, err := solve.Enumerate(context.Background(), solver.Gophersat{}, solve.Problem{Formula: e.Formula, Primary: e.Primary()}, 100, nil)
		if err != nil {
			t.Fatal(err)
		}
		if sum.Count != want || !sum.Complete {
			t.Errorf("clues %v selected %v: %d solutions, brute force %d", p.Clues, on, sum.Count, want)
		}
	}
}

// A text of more clues than MaxClues is refused at the clue past the
// limit, before the clues cost memory (issue 32 item 4: zebra1962 with
// two million clue lines took 5 GB).
func TestTooManyClues(t *testing.T) {
	head := "Nat: English, Dutch, Swede\nColor: red, green, blue\n"
	data := head + strings.Repeat("English = red\n", MaxClues+5)
	_, err := Parse(strings.NewReader(data))
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("%d:1: more than %d clues", MaxClues+3, MaxClues)) {
		t.Fatalf("error %v", err)
	}
}
