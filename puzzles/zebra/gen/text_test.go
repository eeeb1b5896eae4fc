package gen

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
)

func readCats(t testing.TB, path string) []Theme {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ts, err := ParseCategories(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return ts
}

// themeByName finds a theme of ts.
func themeByName(t *testing.T, ts []Theme, name string) Theme {
	t.Helper()
	for _, th := range ts {
		if th.Name == name {
			return th
		}
	}
	t.Fatalf("no theme %q", name)
	return Theme{}
}

// TestUserCategoriesPhrasing: the faults issue 14 found with a user's
// categories file, each phrased as a reader expects now.
func TestUserCategoriesPhrasing(t *testing.T) {
	ts := readCats(t, "testdata/cats_user.txt")
	for _, tc := range []struct{ cat, value, intro, phrase string }{
		// was "Each person has a different person" / "the person whose person is Ben"
		{"Person", "Ben", "Each person has a unique name", "Ben"},
		// was "the person whose job is nurse"
		{"Job", "nurse", "Each person has a different job", "the nurse"},
		// was "the person who keeps horse" (the built-in Pet phrase wants plurals)
		{"Pet", "horse", "Each person owns a different pet", "the person who owns the horse"},
		// was "Each person has a different smoke", "the person whose smoke is Parliament"
		{"Smoke", "Parliament", "Each person smokes a different brand", "the Parliament smoker"},
		{"Nationality", "Pole", "Each person has a different nationality", "the Pole"},
		// a category of no known kind: the default, made singular
		{"Tools", "saw", "Each person has a different tool", "the person whose tool is saw"},
		// numbers
		{"Age", "45", "Each person has a different age", "the 45-year-old"},
		// was the header "CarModel" under "People own different car brands"
		{"CarModel", "Civic", "Each person drives a different car", "the Civic driver"},
	} {
		th := themeByName(t, ts, tc.cat)
		if th.Intro != tc.intro {
			t.Errorf("%s intro %q, want %q", tc.cat, th.Intro, tc.intro)
		}
		if got := th.NounPhrase(tc.value); got != tc.phrase {
			t.Errorf("%s phrase %q, want %q", tc.cat, got, tc.phrase)
		}
	}
	// The built-in themes keep their phrases for their own values.
	if got := ThemeFor("Pet", []string{"dogs", "cats"}).NounPhrase("dogs"); got != "the person who keeps dogs" {
		t.Errorf("built-in Pet: %q", got)
	}
	for _, th := range Themes {
		if strings.Contains(strings.ToLower(th.Intro), "brand") && !strings.Contains(strings.ToLower(th.Name), "brand") {
			t.Errorf("header %q under %q", th.Name, th.Intro)
		}
	}
}

// TestParseCategoriesPhrasing: every key of the phrasing lines.
func TestParseCategoriesPhrasing(t *testing.T) {
	ts := readCats(t, "testdata/cats_phrased.txt")
	roof := themeByName(t, ts, "Roof")
	if got := roof.HousePhrase("slate"); got != "the house with the slate roof" {
		t.Errorf("Roof house %q", got)
	}
	if got := roof.NounPhrase("slate"); got != "the person who lives in the house with the slate roof" || roof.Intro != "Each house has a different roof" {
		t.Errorf("Roof phrase %q, intro %q", got, roof.Intro)
	}
	g := themeByName(t, ts, "Gadget")
	if got := g.NounPhrase("drone"); got != "the person who owns the drone" || g.Intro != "Each person owns a different gadget" {
		t.Errorf("Gadget %q, %q", got, g.Intro)
	}
	f := themeByName(t, ts, "Fruit")
	if got := f.NounPhrase("fig"); got != "the person whose favorite fruit is fig" || f.Intro != "Each person has a different favorite fruit" {
		t.Errorf("Fruit %q, %q", got, f.Intro)
	}
	if b := themeByName(t, ts, "Book"); b.Intro != "Each person is reading a different novel" || b.NounPhrase("Emma") != "the person reading Emma" {
		t.Errorf("Book %q, %q", b.Intro, b.NounPhrase("Emma"))
	}
	// Sentences about houses alone name the houses.
	r := 1 // Roof's category index
	for _, tc := range []struct {
		c    zebra.Clue
		want string
	}{
		{zebra.Clue{Kind: zebra.At, Args: []zebra.Ref{{Cat: r, Val: 0}}, K: 1}, "The house with the slate roof is the second house."},
		{zebra.Clue{Kind: zebra.Middle, Args: []zebra.Ref{{Cat: r, Val: 1}}}, "The house with the tile roof is the middle house."},
		{zebra.Clue{Kind: zebra.DirectlyLeft, Args: []zebra.Ref{{Cat: r, Val: 0}, {Cat: r, Val: 2}}},
			"The house with the slate roof is directly left of the house with the thatch roof."},
		{zebra.Clue{Kind: zebra.NextTo, Args: []zebra.Ref{{Cat: r, Val: 0}, {Cat: 0, Val: 2}}},
			"The person who lives in the house with the slate roof and Cid are next to each other."},
	} {
		if got := Sentence(ts, 5, tc.c); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}

// TestParseCategoriesErrors: bad phrasing lines get positioned errors;
// plain native files read as before.
func TestParseCategoriesErrors(t *testing.T) {
	head := "houses: 3\nTool: saw, awl, axe\nFruit: fig, kiwi, lime\n"
	for _, tc := range []struct{ in, want string }{
		{head + "Tol.phrase: the {} user\n", "4:1: no category \"Tol\""},
		{head + "Tool.phrse: the {} user\n", "4:6: unknown phrasing key \"phrse\""},
		{head + "Tool.phrase: the user\n", "4:13: Tool.phrase must contain {} once"},
		{head + "Tool.phrase: the {} and {} user\n", "must contain {} once"},
		{head + "Tool.phrase: the `{}` user\n", "may not contain \"`\""},
		{head + "Tool.phrase: the {} user; or not\n", "may not contain \";\""},
		{head + "Tool.intro: Tools: {}\n", "may not contain {, } or :"},
		{head + "Tool.phrase: the {} user\nTool.phrase: the {} owner\n", "5:6: Tool.phrase given twice (first on line 4)"},
		{head + "Tool.phrase: the person who eats the fig and the {}\n", "contains \"fig\", a value of Fruit"},
		{head + "Tool.phrase:\n", "Tool.phrase is empty"},
		{head + "saw at 1\n", "must not contain clues"},
		{"houses: 3\nTool saw awl axe\n", "2:"},
	} {
		_, err := ParseCategories([]byte(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: err %v, want %q", tc.in, err, tc.want)
		}
	}
	ts, err := ParseCategories([]byte(head + "# Tool.phrase: a comment, not a phrasing line\n"))
	if err != nil || len(ts) != 2 || ts[0].Phrase != "the person whose tool is {v}" {
		t.Fatalf("plain file: %v %+v", err, ts)
	}
}

// forbidden are patterns no generated sentence or intro may match: the
// faults of issue 14 and plain typos a template could make.
var forbidden = []struct{ re, why string }{
	{`(?i)different person\b`, "a name category introduced as 'a different person'"},
	{`(?i)whose (person|name|first name) is`, "a name phrased as an attribute"},
	{`(?i)whose (job|occupation|profession) is`, "a job phrased as an attribute"},
	{`(?i)whose smoke is|different smoke\b`, "'smoke' as a noun for cigarette brands"},
	{`(?i)\bkeeps (horse|dog|cat|bird|fox|zebra)\b`, "the plural phrase with a singular value"},
	{`(?i)lives in the [^,;]*house is (not )?in the`, "'the person who lives in the X house is in the Nth house'"},
	{`(?i)lives in the [^,;]*house lives\b`, "'lives ... lives'"},
	{`(?i)not at one of the ends`, "'is not at one of the ends' (say 'at neither end')"},
	{`(?i)\bis (left|right) of\b`, "a bare 'left of', ambiguous between 'somewhere' and 'directly'"},
	{`(?i)following is true:.*following is true`, "nested AnyOf"},
	{`(?i)following is true:.*(but not both|either .* or|somewhere between|somewhere to the right of .* and somewhere)`, "a compound statement inside AnyOf"},
	{`(?i)following is true:.*\bnot\b`, "a negation inside AnyOf"},
	{`\{v\}|\{\}|  | ,|\.\.|\s$`, "a template left unfilled or bad spacing"},
	{`(?i)\ba [aeio]`, "'a' before a vowel"},
}

// TestRendererBroad generates many puzzles over seeds, sizes, clue types
// and category files, and checks every sentence and intro line against
// the forbidden patterns and the clue's meaning (EitherOr says "but not
// both" exactly when its options are of different categories; AnyOf
// statements are plain and neither implies the other), and reads every
// puzzle back with the ZebraLogic importer into the same clues.
func TestRendererBroad(t *testing.T) {
	var res []re
	for _, f := range forbidden {
		res = append(res, re{regexp.MustCompile(f.re), f.why})
	}
	sources := map[string][]Theme{"builtin": nil}
	for _, f := range []string{"cats_classic.txt", "cats_user.txt", "cats_phrased.txt"} {
		sources[f] = readCats(t, "testdata/"+f)
	}
	kindSets := map[string][]zebra.ClueKind{"all": nil, "zebralogic": ZebraLogicKinds(),
		"compound": {zebra.AnyOf, zebra.EitherOr, zebra.Between, zebra.BetweenOrdered, zebra.NotAtEnd, zebra.Middle, zebra.Odd, zebra.Even, zebra.NotSame, zebra.At}}
	var buf bytes.Buffer
	var rs []*Result
	for _, src := range []string{"builtin", "cats_classic.txt", "cats_user.txt", "cats_phrased.txt"} {
		for _, ks := range []string{"all", "zebralogic", "compound"} {
			for seed := uint64(1); seed <= 4; seed++ {
				n := 3 + int(seed)%3 // 4, 5, 3, 4
				m := min(len(sources[src]), 2+int(seed))
				if src == "builtin" {
					n, m = 3+int(seed), 3+int(seed)
				}
				if src == "cats_user.txt" {
					n = 6
				}
				r, err := Generate(Options{Houses: n, Categories: m, Seed: seed, Kinds: kindSets[ks], Source: sources[src]})
				if err != nil {
					t.Fatalf("%s %s seed %d: %v", src, ks, seed, err)
				}
				checkText(t, r, res)
				if err := r.WriteZebraLogic(&buf); err != nil {
					t.Fatal(err)
				}
				rs = append(rs, r)
			}
		}
	}
	checkReadBack(t, buf.Bytes(), rs)
}

type re struct {
	re  *regexp.Regexp
	why string
}

func checkText(t *testing.T, r *Result, res []re) {
	t.Helper()
	var lines []string
	for _, th := range r.Themes {
		lines = append(lines, th.Intro)
	}
	for i, c := range r.Puzzle.Clues {
		s := Sentence(r.Themes, r.Puzzle.N(), c)
		lines = append(lines, s)
		checkClueMeaning(t, r, i, c, s)
	}
	for _, l := range lines {
		ws := strings.Fields(strings.ToLower(l))
		for i := 1; i < len(ws); i++ {
			if ws[i] == ws[i-1] {
				t.Errorf("%s: %q: doubled word %q", r.ID(), l, ws[i])
			}
		}
		for _, x := range res {
			if x.re.MatchString(l) {
				t.Errorf("%s: %q: %s", r.ID(), l, x.why)
			}
		}
	}
}

func checkClueMeaning(t *testing.T, r *Result, i int, c zebra.Clue, s string) {
	t.Helper()
	switch c.Kind {
	case zebra.EitherOr:
		same := c.Args[1].Cat == c.Args[2].Cat
		if same == strings.Contains(s, "but not both") {
			t.Errorf("%s clue %d: %q: 'but not both' wrong (options of one category: %v)", r.ID(), i+1, s, same)
		}
	case zebra.AnyOf:
		if i >= r.Clues {
			return // derived clues are never AnyOf
		}
		for _, sub := range c.Any {
			if !slices.Contains(anyOfKinds, sub.Kind) {
				t.Errorf("%s clue %d: %q: statement of kind %s", r.ID(), i+1, s, sub.Kind)
			}
		}
		if len(c.Any) == 2 && bruteEntangled(c.Any[0], c.Any[1], len(r.Puzzle.Categories), r.Puzzle.N()) {
			t.Errorf("%s clue %d: %q: one statement implies the other, or one always holds", r.ID(), i+1, s)
		}
	}
}

// bruteEntangled is entangled by brute force over all placements of the
// statements' values, without the early stop.
func bruteEntangled(a, b zebra.Clue, m, n int) bool {
	var refs []zebra.Ref
	for _, r := range append(append([]zebra.Ref(nil), a.Args...), b.Args...) {
		if !slices.Contains(refs, r) {
			refs = append(refs, r)
		}
	}
	total := 1
	for range refs {
		total *= n
	}
	var onlyA, onlyB, neither bool
	p := make([][]int, m)
	for i := range p {
		p[i] = make([]int, n)
	}
	for code := 0; code < total; code++ {
		x, ok := code, true
		for _, r := range refs {
			p[r.Cat][r.Val] = x % n
			x /= n
		}
		for i, r := range refs {
			for _, q := range refs[:i] {
				ok = ok && !(q.Cat == r.Cat && p[q.Cat][q.Val] == p[r.Cat][r.Val])
			}
		}
		if !ok {
			continue
		}
		ha, hb := holds(a, p, n), holds(b, p, n)
		onlyA = onlyA || ha && !hb
		onlyB = onlyB || hb && !ha
		neither = neither || !ha && !hb
	}
	return !(onlyA && onlyB && neither)
}

// checkReadBack reads the ZebraLogic JSONL of rs with the importer and
// compares every clue.
func checkReadBack(t *testing.T, data []byte, rs []*Result) {
	t.Helper()
	ims, err := zebra.ReadZebraLogic(bytes.NewReader(data), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(ims) != len(rs) {
		t.Fatalf("%d puzzles read, %d written", len(ims), len(rs))
	}
	for i, im := range ims {
		r := rs[i]
		if im.Err != nil {
			t.Errorf("%s: import: %v\n%s", r.ID(), im.Err, r.PuzzleText())
			continue
		}
		if len(im.Puzzle.Clues) != len(r.Puzzle.Clues) {
			t.Errorf("%s: %d clues imported, %d written", r.ID(), len(im.Puzzle.Clues), len(r.Puzzle.Clues))
			continue
		}
		for j, c := range im.Puzzle.Clues {
			if a, b := canon(c), canon(r.Puzzle.Clues[j]); a != b {
				t.Errorf("%s clue %d: imported %s, generated %s (%q)", r.ID(), j+1, a, b, c.Text)
			}
		}
	}
}

// TestTemplatesUnambiguous: the sentences of the clue kinds on the same
// operands are all different, each reads back as its own kind, and no
// relation is said with a bare "left of" that could mean "directly".
func TestTemplatesUnambiguous(t *testing.T) {
	for _, src := range [][]Theme{nil, readCats(t, "testdata/cats_phrased.txt")} {
		themes := src
		if themes == nil {
			themes = []Theme{Themes[0], Themes[2], Themes[3]}
		}
		n := 5
		for i := range themes {
			themes[i].Values = themes[i].Values[:n]
		}
		seen := map[string]zebra.ClueKind{}
		for _, k := range zebra.Kinds() {
			c := zebra.Clue{Kind: k, Args: []zebra.Ref{{Cat: 0, Val: 0}, {Cat: 1, Val: 1}, {Cat: 2, Val: 2}}[:k.Arity()]}
			if k.HasK() || k == zebra.Gap {
				c.K = 1
			}
			if k == zebra.AnyOf {
				c = zebra.Clue{Kind: k, Any: []zebra.Clue{{Kind: zebra.At, Args: []zebra.Ref{{Cat: 0, Val: 0}}, K: 1},
					{Kind: zebra.NextTo, Args: []zebra.Ref{{Cat: 1, Val: 1}, {Cat: 2, Val: 2}}}}}
			}
			s := Sentence(themes, n, c)
			if prev, ok := seen[s]; ok {
				t.Errorf("%s and %s both read %q", prev, k, s)
			}
			seen[s] = k
			p := &zebra.Puzzle{Positions: zebra.Category{Name: "House", Values: []string{"1", "2", "3", "4", "5"}}}
			for _, th := range themes {
				p.Categories = append(p.Categories, zebra.Category{Name: th.Name, Values: th.Values})
			}
			r := &Result{Puzzle: p, Themes: themes}
			p.Clues = []zebra.Clue{c}
			text := r.PuzzleText()
			header := []string{"House"}
			for _, th := range themes {
				header = append(header, th.Name)
			}
			q, _, err := zebra.ParseZebraLogicText(text, header, nil, nil)
			if err != nil {
				t.Errorf("%s: %q: %v", k, s, err)
				continue
			}
			if a, b := canon(q.Clues[0]), canon(c); a != b {
				t.Errorf("%q read as %s, want %s", s, a, b)
			}
			if regexp.MustCompile(`(?i)\b(is|are) (left|right) of`).MatchString(s) {
				t.Errorf("%s: %q: bare left/right of", k, s)
			}
		}
	}
}

// TestEntangled: the disjunctions issue 14 found are refused; real ones
// pass.
func TestEntangled(t *testing.T) {
	n, m := 5, 3
	laura := zebra.Ref{Cat: 0, Val: 0}
	pos := [][]int{{1, 0, 2, 3, 4}, {0, 1, 2, 3, 4}, {0, 1, 2, 3, 4}}
	fake := pos
	for _, tc := range []struct {
		a, b zebra.Clue
		want bool
	}{
		// "Laura lives in an even-numbered house; or Laura is in the second house"
		{zebra.Clue{Kind: zebra.Even, Args: []zebra.Ref{laura}}, zebra.Clue{Kind: zebra.At, Args: []zebra.Ref{laura}, K: 1}, true},
		{zebra.Clue{Kind: zebra.DirectlyLeft, Args: []zebra.Ref{laura, {Cat: 1, Val: 1}}},
			zebra.Clue{Kind: zebra.LeftOf, Args: []zebra.Ref{laura, {Cat: 1, Val: 1}}}, true},
		{zebra.Clue{Kind: zebra.Odd, Args: []zebra.Ref{laura}}, zebra.Clue{Kind: zebra.Even, Args: []zebra.Ref{laura}}, true}, // always one
		{zebra.Clue{Kind: zebra.At, Args: []zebra.Ref{laura}, K: 1}, zebra.Clue{Kind: zebra.At, Args: []zebra.Ref{laura}, K: 3}, false},
		{zebra.Clue{Kind: zebra.At, Args: []zebra.Ref{laura}, K: 1}, zebra.Clue{Kind: zebra.NextTo, Args: []zebra.Ref{{Cat: 1, Val: 0}, {Cat: 2, Val: 4}}}, false},
		// two values of one category: "Laura at 1" implies "Mia not at 1"-like statements
		{zebra.Clue{Kind: zebra.At, Args: []zebra.Ref{laura}, K: 0}, zebra.Clue{Kind: zebra.LeftOf, Args: []zebra.Ref{laura, {Cat: 0, Val: 1}}}, true},
	} {
		got := entangled(tc.a, tc.b, pos, fake, m, n)
		if got != tc.want || bruteEntangled(tc.a, tc.b, m, n) != tc.want {
			t.Errorf("%v / %v: entangled %v, brute %v, want %v", tc.a, tc.b, got, bruteEntangled(tc.a, tc.b, m, n), tc.want)
		}
	}
}

func ExampleParseCategories() {
	themes, err := ParseCategories([]byte(`houses: 3
Name: Ann, Ben, Cid
Smoke: Dunhill, Prince, Blend
Roof: slate, tile, tin
Roof.house: the house with the {} roof
Smoke.phrase: the person who smokes {}
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	at := zebra.Clue{Kind: zebra.At, Args: []zebra.Ref{{Cat: 2, Val: 0}}, K: 0}
	same := zebra.Clue{Kind: zebra.Same, Args: []zebra.Ref{{Cat: 1, Val: 1}, {Cat: 0, Val: 1}}}
	fmt.Println(themes[1].Intro)
	fmt.Println(Sentence(themes, 3, at))
	fmt.Println(Sentence(themes, 3, same))
	// Output:
	// Each person smokes a different brand
	// The house with the slate roof is the first house.
	// Ben is the person who smokes Prince.
}

// FuzzParseCategories: any input gives themes or an error, never a panic;
// the themes' phrases hold the value placeholder once, and a puzzle
// generated from them renders without leftovers.
func FuzzParseCategories(f *testing.F) {
	for _, name := range []string{"cats_classic.txt", "cats_user.txt", "cats_phrased.txt"} {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("houses: 2\nA: x, y\nA.phrase: the {} one\nA.house: the {} house\n"))
	f.Add([]byte("houses: 2\nA: x, y\n.phrase: {}\nA.noun:\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ts, err := ParseCategories(data)
		if err != nil {
			return
		}
		for _, th := range ts {
			if strings.Count(th.Phrase, "{v}") != 1 || th.House != "" && strings.Count(th.House, "{v}") != 1 {
				t.Fatalf("%q: phrase %q house %q", th.Name, th.Phrase, th.House)
			}
		}
		n := len(ts[0].Values)
		if n < 2 || n > 6 || len(ts) > 4 {
			return
		}
		r, err := Generate(Options{Houses: n, Categories: len(ts), Seed: 1, Source: ts})
		if err != nil {
			return
		}
		for _, th := range ts {
			for _, v := range th.Values {
				if strings.Contains(v, "{") {
					return // a value that looks like a placeholder renders as itself
				}
			}
		}
		for _, c := range r.Puzzle.Clues {
			if s := Sentence(r.Themes, n, c); strings.Contains(s, "{v}") {
				t.Fatalf("unfilled: %q", s)
			}
		}
	})
}
