package zebra

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// TestZebraLogicGeneratorForms: the importer reads every sentence form the
// generator (package gen) and WriteZebraLogic write, including the kinds
// ZebraLogic itself does not use.
func TestZebraLogicGeneratorForms(t *testing.T) {
	text := "There are 5 houses.\n - Each person has a unique name: `arnold`, `eric`, `peter`, `alice`, `bob`\n" +
		" - People have different favorite colors: `red`, `green`, `blue`, `white`, `yellow`\n" +
		" - The people are of nationalities: `swede`, `brit`, `dane`, `german`, `norwegian`\n\n## Clues:\n"
	for _, tc := range []struct{ clue, want string }{
		{"Eric lives somewhere between the Swede and the person who loves red.", "eric between swede and red"},
		{"Eric is between the Swede and Alice.", "eric between swede and alice"},
		{"The person who loves blue is somewhere to the right of Peter and somewhere to the left of the Dane.", "blue between peter and dane in order"},
		{"Eric is to the right of Peter and to the left of the Dane.", "eric between peter and dane in order"},
		{"The German lives in an odd-numbered house.", "german at odd"},
		{"The German is in an even numbered house.", "german at even"},
		{"Arnold lives in an even-numbered house.", "arnold at even"},
		{"Eric is either the Swede or the person who loves green, but not both.", "eric either swede or green"},
		{"Eric is either the Swede or the Brit but not both.", "eric either swede or brit"},
		// Without "but not both": exclusive when the two options share a
		// category (they never both hold), inclusive otherwise.
		{"Eric is either the Swede or the Brit.", "eric either swede or brit"},
		{"Eric is either the Swede or the person who loves green.", "(eric = swede) or (eric = green)"},
		// A house named by its attribute.
		{"The red house is the second house.", "red at 2"},
		{"The red house is not the fifth house.", "red not at 5"},
		{"The red house is the middle house.", "red in middle"},
		{"The red house is an odd-numbered house.", "red at odd"},
		{"The blue house is an even-numbered house.", "blue at even"},
		{"The red house is directly left of the blue house.", "red directly left of blue"},
		{"Eric is at neither end.", "eric not at end"},
		{"At least one of the following is true: Eric is the Swede; or Alice is in the second house.", "(eric = swede) or (alice at 2)"},
		{"At least one of the following is true: eric lives somewhere between alice and red; or the dane lives in an odd-numbered house; or peter and bob are not next to each other.",
			"(eric between alice and red) or (dane at odd) or (peter not next to bob)"},
		{"At least one of the following is true: there is one house between Eric and Red.", "(1 between eric and red)"},
		// the forms read before, unchanged
		{"Eric is somewhere to the right of Peter.", "eric right of peter"},
		{"Eric is the Swede.", "eric = swede"},
		{"Eric is in the 5th house.", "eric at 5"},
	} {
		p, _, err := ParseZebraLogicText(text+"1. "+tc.clue+"\n", nil, nil, nil)
		if err != nil {
			t.Errorf("%s: %v", tc.clue, err)
			continue
		}
		if got := p.ClueString(p.Clues[0]); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.clue, got, tc.want)
		}
	}
	for _, bad := range []string{
		"At least one of the following is true: at least one of the following is true: eric is red; or eric is blue.",
		"At least one of the following is true: eric is red; or ; or eric is blue.",
		"At least one of the following is true: the weather is nice.",
		"Eric is in the 6th house.",
		"Eric is in the 3th house.",
		// A second value in one noun phrase was read as the first alone
		// ("Eric is the Swede or the Brit" as eric = swede): refused now.
		"Eric is the Swede or the Brit.",
		"Eric is the Swede and the person who likes red.",
		"Eric is not Alice or Bob.",
		"Eric is somewhere to the left of Peter or Bob.",
		"Eric and Bob are next to each other or Alice is red.",
	} {
		if p, _, err := ParseZebraLogicText(text+"1. "+bad+"\n", nil, nil, nil); err == nil {
			t.Errorf("%q accepted as %s", bad, p.ClueString(p.Clues[0]))
		}
	}
}

func TestNumericOrdinal(t *testing.T) {
	for w, want := range map[string]int{"1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "11th": 11, "12th": 12, "13th": 13,
		"21st": 21, "22nd": 22, "23rd": 23, "101st": 101, "111th": 111, "1000th": 1000} {
		if got, ok := numericOrdinal(w); !ok || got != want {
			t.Errorf("%s: %d %v", w, got, ok)
		}
	}
	for _, w := range []string{"1th", "2st", "11st", "12nd", "0th", "01st", "-1st", "+1st", "st", "1001st", "x1st"} {
		if got, ok := numericOrdinal(w); ok {
			t.Errorf("%s read as %d", w, got)
		}
	}
}

// randomPuzzle builds a puzzle with n houses, m categories and clues of
// every kind (AnyOf of random statements included) that hold in a random
// solution, which it returns too. With shared, two categories list the
// value "cat".
func randomPuzzle(rng *rand.Rand, n, m, clues int, shared bool) (*Puzzle, *Solution) {
	pool := [][]string{
		{"arnold", "eric", "peter", "alice", "bob", "carol", "zoe", "quentin", "ursula", "victor", "wendy", "xavier", "yusuf", "olga"},
		{"red", "green", "blue", "white", "yellow", "purple", "black", "orange", "pink", "gray", "brown", "teal", "cyan", "gold"},
		{"swede", "brit", "dane", "german", "norwegian", "chinese", "mexican", "japanese", "kenyan", "peruvian", "polish", "thai", "greek", "irish"},
		{"cat", "dog", "fish", "bird", "horse", "snake", "rabbit", "turtle", "ferret", "hamster", "lizard", "frog", "goat", "llama"},
		{"tea", "coffee", "milk", "water", "orange juice", "root beer", "lemonade", "cocoa", "kefir", "cider", "soda", "mate", "kvass", "lassi"},
		{"F-150", "tesla model 3", "civic", "corolla", "mustang", "prius", "jeep", "beetle", "camry", "miata", "bronco", "golf", "panda", "clio"},
	}
	names := []string{"Name", "Color", "Nationality", "Pet", "Drink", "Car"}
	p := &Puzzle{Name: fmt.Sprintf("rand-%dx%d", n, m), Positions: numberedPositions("House", n)}
	for c := 0; c < m; c++ {
		vals := append([]string(nil), pool[c][:n]...)
		if shared && c == 2 {
			vals[n-1] = "cat" // Nationality and Pet both list "cat"
		}
		p.Categories = append(p.Categories, Category{Name: names[c], Values: vals})
	}
	s := NewSolution(m, n)
	for c := 0; c < m; c++ {
		for k, v := range rng.Perm(n) {
			s.At[c][k] = v
			s.Pos[c][v] = k
		}
	}
	ref := func() Ref { return Ref{rng.IntN(m), rng.IntN(n)} }
	single := func() Clue {
		for {
			k := ClueKind(rng.IntN(int(AnyOf)))
			c := Clue{Kind: k}
			for range k.Arity() {
				c.Args = append(c.Args, ref())
			}
			switch k {
			case At, NotAt:
				c.K = rng.IntN(n)
			case Gap:
				c.K = rng.IntN(n)
			}
			dup := false
			for i := range c.Args {
				for j := range i {
					dup = dup || c.Args[i] == c.Args[j]
				}
			}
			if !dup && Holds(p, s, c) {
				return c
			}
		}
	}
	for range clues {
		if rng.IntN(6) == 0 {
			c := Clue{Kind: AnyOf}
			for range 1 + rng.IntN(3) {
				c.Any = append(c.Any, single())
			}
			p.Clues = append(p.Clues, c)
		} else {
			p.Clues = append(p.Clues, single())
		}
	}
	return p, s
}

// stripText drops what the ZebraLogic form does not carry.
func stripText(cs []Clue) []Clue {
	out := make([]Clue, len(cs))
	for i, c := range cs {
		c.Text, c.Line = "", 0
		c.Any = stripText(c.Any)
		if len(c.Any) == 0 {
			c.Any = nil
		}
		if len(c.Args) == 0 {
			c.Args = nil
		}
		out[i] = c
	}
	return out
}

// TestZebraLogicRoundTrip: WriteZebraLogic -> ReadZebraLogic gives the same
// puzzle and solution, for every clue kind, sizes 2..14 (ordinals past
// "twelfth"), multi-word, hyphenated and shared value names.
func TestZebraLogicRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	var buf bytes.Buffer
	var want []*Puzzle
	var sols []*Solution
	for _, sz := range [][2]int{{2, 2}, {3, 3}, {4, 5}, {5, 6}, {6, 4}, {7, 6}, {10, 3}, {13, 4}, {14, 6}} {
		for i, shared := range []bool{false, true} {
			if shared && sz[1] < 4 {
				continue
			}
			p, s := randomPuzzle(rng, sz[0], sz[1], 4*sz[0], shared)
			p.Name += fmt.Sprint("-", i)
			if err := p.WriteZebraLogic(&buf, s); err != nil {
				t.Fatal(err)
			}
			want = append(want, p)
			sols = append(sols, s)
		}
	}
	ims, err := ReadZebraLogic(bytes.NewReader(buf.Bytes()), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(ims) != len(want) {
		t.Fatalf("%d read, %d written", len(ims), len(want))
	}
	for i, im := range ims {
		p := want[i]
		if im.Err != nil {
			t.Errorf("%s: %v\n%s", p.Name, im.Err, p.ZebraLogicText())
			continue
		}
		q := im.Puzzle
		if q.Name != p.Name || !reflect.DeepEqual(q.Categories, p.Categories) || !reflect.DeepEqual(q.Positions, p.Positions) {
			t.Errorf("%s: read %s %v %v", p.Name, q.Name, q.Positions, q.Categories)
		}
		got, exp := stripText(q.Clues), stripText(p.Clues)
		for j := range exp {
			if j >= len(got) || !reflect.DeepEqual(got[j], exp[j]) {
				t.Errorf("%s clue %d: %q read as %v, want %s", p.Name, j+1, p.ZebraLogicSentence(p.Clues[j]), got[j:min(j+1, len(got))], p.ClueString(exp[j]))
			}
		}
		if len(got) != len(exp) {
			t.Errorf("%s: %d clues read, %d written", p.Name, len(got), len(exp))
		}
		if im.Reference == nil || !im.Reference.Equal(sols[i]) {
			t.Errorf("%s: reference solution differs", p.Name)
		}
		if err := Check(q, im.Reference); err != nil {
			t.Errorf("%s: %v", p.Name, err)
		}
	}
}

func TestWriteZebraLogicRejects(t *testing.T) {
	p := &Puzzle{Positions: numberedPositions("House", 2), Categories: []Category{{Name: "A", Values: []string{"x`y", "z"}}}}
	var b strings.Builder
	if err := p.WriteZebraLogic(&b, nil); err == nil {
		t.Error("backquote in a value accepted")
	}
}

// TestEncodingContract pins what the generator relies on (requests file,
// item 2): Var(c,v,k) = (c·N+v)·N+k+1, primary variables 1..M·N·N, and
// AddClue with a guard adds ¬guard to every clause it emits, AnyOf
// included.
func TestEncodingContract(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	p, _ := randomPuzzle(rng, 5, 4, 0, false)
	e, err := Encode(p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	n := p.N()
	for c := range p.Categories {
		for v := range n {
			for k := range n {
				if got := int(e.Var(c, v, k)); got != (c*n+v)*n+k+1 {
					t.Fatalf("Var(%d,%d,%d) = %d", c, v, k, got)
				}
			}
		}
	}
	if e.NumPrimary() != 4*n*n || len(e.Primary()) != 4*n*n || e.Primary()[0] != 1 {
		t.Fatalf("primary: %d", e.NumPrimary())
	}
	q, _ := randomPuzzle(rng, 5, 4, 60, false)
	for _, c := range q.Clues {
		g := e.Formula.Aux("g")
		from := e.Formula.NumClauses()
		e.AddClue(c, g)
		if e.Formula.NumClauses() == from {
			t.Errorf("%s: no clauses", q.ClueString(c))
		}
		e.Formula.Each(from, func(cl []encode.Lit) {
			if !slices.Contains(cl, -g) {
				t.Errorf("%s: clause %v without ¬guard", q.ClueString(c), cl)
			}
		})
	}
}

// FuzzZebraLogicRoundTrip: random puzzles (every clue kind) written by
// WriteZebraLogic read back identically.
func FuzzZebraLogicRoundTrip(f *testing.F) {
	f.Add(uint64(1), uint8(5), uint8(4), false)
	f.Add(uint64(2), uint8(13), uint8(6), true)
	f.Fuzz(func(t *testing.T, seed uint64, n, m uint8, shared bool) {
		nn, mm := 2+int(n)%13, 1+int(m)%6
		if shared && mm < 4 {
			shared = false
		}
		p, s := randomPuzzle(rand.New(rand.NewPCG(seed, 1)), nn, mm, 2*nn, shared)
		var buf bytes.Buffer
		if err := p.WriteZebraLogic(&buf, s); err != nil {
			t.Fatal(err)
		}
		ims, err := ReadZebraLogic(&buf, nil)
		if err != nil || len(ims) != 1 || ims[0].Err != nil {
			t.Fatalf("%v %v\n%s", err, ims, p.ZebraLogicText())
		}
		q := ims[0].Puzzle
		if !reflect.DeepEqual(stripText(q.Clues), stripText(p.Clues)) || !reflect.DeepEqual(q.Categories, p.Categories) || !ims[0].Reference.Equal(s) {
			t.Fatalf("round trip differs\n%s", p.ZebraLogicText())
		}
	})
}

// TestOrdinalWords: ordinals past "twelfth" in words (the generator writes
// "thirteenth" .. "twentieth") and digits.
func TestOrdinalWords(t *testing.T) {
	for w, want := range map[string]int{"first": 1, "twelfth": 12, "thirteenth": 13, "nineteenth": 19, "twentieth": 20,
		"twenty-first": 21, "thirty-second": 32, "fortieth": 40, "fifty-third": 53, "eightieth": 80, "ninety-ninth": 99,
		"hundredth": 100, "last": -1} {
		if got, ok := zlOrdinals()[w]; !ok || got != want {
			t.Errorf("%s: %d %v", w, got, ok)
		}
	}
	names := make([]string, 25)
	for i := range names {
		names[i] = fmt.Sprintf("`n%c%c`", 'a'+i/5, 'a'+i%5)
	}
	text := "There are 25 houses.\n - Each person has a unique name: " + strings.Join(names, ", ") + "\n\n## Clues:\n"
	for clue, want := range map[string]string{
		"Naa is in the thirteenth house.":    "naa at 13",
		"Nab is not in the twentieth house.": "nab not at 20",
		"Nac is in the twenty-first house.":  "nac at 21",
		"Nad is in the 22nd house.":          "nad at 22",
		"Nae is in the twenty-fifth house.":  "nae at 25",
		"Nae is in the last house.":          "nae at 25",
	} {
		p, _, err := ParseZebraLogicText(text+"1. "+clue+"\n", nil, nil, nil)
		if err != nil {
			t.Errorf("%s: %v", clue, err)
			continue
		}
		if got := p.ClueString(p.Clues[0]); got != want {
			t.Errorf("%s: %s, want %s", clue, got, want)
		}
	}
	if _, _, err := ParseZebraLogicText(text+"1. Naa is in the twenty-sixth house.\n", nil, nil, nil); err == nil {
		t.Error("twenty-sixth of 25 houses accepted")
	}
}
