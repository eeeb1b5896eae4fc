package zebra

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/enum"
)

// Category is one attribute of the puzzle (Nationality, Color, ...) with
// its values. Every category has exactly N values, N the number of positions,
// and each value goes to exactly one position.
type Category struct {
	Name   string
	Values []string
}

// Index is the index of value v in c (exact match first, then
// case-insensitive), or -1.
func (c *Category) Index(v string) int {
	for i, x := range c.Values {
		if x == v {
			return i
		}
	}
	for i, x := range c.Values {
		if strings.EqualFold(x, v) {
			return i
		}
	}
	return -1
}

// Ref names one value: Categories[Cat].Values[Val].
type Ref struct {
	Cat, Val int
}

// Kind is a clue type. The comment of each constant gives its meaning in
// terms of pos(X), the position (0-based internally, 1-based in text) of
// the value X; N is the number of positions.
type ClueKind int

// The clue types.
const (
	Same           ClueKind = iota // X and Y are at the same position ("X is Y")
	NotSame                        // pos(X) != pos(Y)
	At                             // pos(X) == K
	NotAt                          // pos(X) != K
	LeftOf                         // pos(X) < pos(Y), anywhere left (LogikGen's LessThan)
	RightOf                        // pos(X) > pos(Y)
	DirectlyLeft                   // pos(X) == pos(Y) - 1
	DirectlyRight                  // pos(X) == pos(Y) + 1
	NextTo                         // |pos(X) - pos(Y)| == 1 (LogikGen's NextTo)
	NotNextTo                      // |pos(X) - pos(Y)| != 1
	Gap                            // exactly K positions between X and Y: |pos(X) - pos(Y)| == K + 1
	Between                        // X between Y and Z, either order: pos(Y) < pos(X) < pos(Z) or pos(Z) < pos(X) < pos(Y)
	BetweenOrdered                 // pos(Y) < pos(X) < pos(Z)
	AtEnd                          // pos(X) == 0 or pos(X) == N-1
	NotAtEnd                       // 0 < pos(X) < N-1
	Middle                         // N odd: pos(X) == (N-1)/2; N even: pos(X) is N/2-1 or N/2
	Odd                            // pos(X)+1 is odd (first, third, ... position)
	Even                           // pos(X)+1 is even
	EitherOr                       // LogikGen's EitherOr(X, A, B): X goes with exactly one of A and B: Same(X,A) xor Same(X,B)
	AnyOf                          // at least one of the statements in Clue.Any holds
	numKinds
)

var kindNames = enum.New[ClueKind]("clue type", "same", "notsame", "at", "notat", "leftof", "rightof",
	"directlyleft", "directlyright", "nextto", "notnextto", "gap", "between", "betweenordered", "atend", "notatend",
	"middle", "odd", "even", "eitheror", "anyof")

// String is the kind's name as used in the JSON form ("same", "leftof", ...).
func (k ClueKind) String() string { return kindNames.String(k) }

// UnmarshalText reads a clue type's name ("lessthan" is LeftOf).
func (k *ClueKind) UnmarshalText(b []byte) error {
	if strings.EqualFold(string(b), "lessthan") {
		*k = LeftOf
		return nil
	}
	return kindNames.Unmarshal(k, b)
}

// Kinds lists every clue type.
func Kinds() []ClueKind {
	ks := make([]ClueKind, numKinds)
	for i := range ks {
		ks[i] = ClueKind(i)
	}
	return ks
}

// ParseKind reads a kind's name (case-insensitive; "lessthan" is LeftOf).
func ParseKind(s string) (ClueKind, bool) {
	var k ClueKind
	return k, k.UnmarshalText([]byte(s)) == nil
}

// Arity is the number of value operands the kind takes (0 for AnyOf).
func (k ClueKind) Arity() int {
	switch k {
	case At, NotAt, AtEnd, NotAtEnd, Middle, Odd, Even:
		return 1
	case Between, BetweenOrdered, EitherOr:
		return 3
	case AnyOf:
		return 0
	}
	return 2
}

// HasK reports whether the kind uses Clue.K (a position for At/NotAt, a
// count of positions in between for Gap).
func (k ClueKind) HasK() bool { return k == At || k == NotAt || k == Gap }

// Clue is one statement about the solution.
type Clue struct {
	Kind ClueKind
	Args []Ref // the operands X, Y, Z in the order of the Kind's comment
	K    int   // At/NotAt: 0-based position; Gap: number of positions in between
	Any  []Clue
	// Line is the source line (0 when unknown); Text the source text.
	Line int
	Text string
}

// Puzzle is a zebra puzzle: N positions, categories of N values each, clues.
type Puzzle struct {
	Name string // optional title or id
	// Positions is the position category: its name ("House") and the names
	// of the positions from left to right ("1" .. "N" unless given).
	Positions  Category
	Categories []Category
	Clues      []Clue
}

// N is the number of positions.
func (p *Puzzle) N() int { return len(p.Positions.Values) }

// RefName is "value" when the value's name is unique among all
// categories, "Category.value" otherwise.
func (p *Puzzle) RefName(r Ref) string {
	if r.Cat < 0 || r.Cat >= len(p.Categories) || r.Val < 0 || r.Val >= len(p.Categories[r.Cat].Values) {
		return fmt.Sprintf("?%d.%d", r.Cat, r.Val)
	}
	v := p.Categories[r.Cat].Values[r.Val]
	n := 0
	for i := range p.Categories {
		if p.Categories[i].Index(v) >= 0 {
			n++
		}
	}
	name := quoteName(v)
	if n > 1 {
		name = quoteName(p.Categories[r.Cat].Name) + "." + name
	}
	return name
}

// The size limits Validate enforces. The encoding has M·N² primary
// variables and, with pairwise at-most-one, about M·N³ clauses: a few
// lines of input must not ask for billions of clauses.
const (
	MaxPositions = 100        // N
	MaxClues     = 100_000    // clue lines of one puzzle (each costs memory before the encoder's size guard)
	MaxCells     = 10_000_000 // M·N³
)

// Validate checks the puzzle's shape: at least one position, at most
// MaxPositions, M·N³ at most MaxCells, every category with N distinct
// values, clue operands and positions in range.
func (p *Puzzle) Validate() error {
	n := p.N()
	if n < 1 {
		return fmt.Errorf("zebra: no positions")
	}
	if n > MaxPositions {
		return fmt.Errorf("zebra: %d positions (values per category), at most %d", n, MaxPositions)
	}
	if len(p.Categories) == 0 {
		return fmt.Errorf("zebra: no categories")
	}
	if m := len(p.Categories); m > MaxCells/(n*n*n) {
		return fmt.Errorf("zebra: %d categories of %d values is too large to encode (categories × values³ at most %d)", m, n, MaxCells)
	}
	seenPos := map[string]bool{}
	for _, v := range p.Positions.Values {
		if strings.TrimSpace(v) == "" {
			return fmt.Errorf("zebra: a position has an empty name")
		}
		if seenPos[strings.ToLower(v)] {
			return fmt.Errorf("zebra: position %q listed twice", v)
		}
		seenPos[strings.ToLower(v)] = true
	}
	names := map[string]bool{strings.ToLower(p.Positions.Name): true}
	for _, c := range p.Categories {
		if c.Name == "" {
			return fmt.Errorf("zebra: a category has no name")
		}
		if names[strings.ToLower(c.Name)] {
			return fmt.Errorf("zebra: category %q declared twice", c.Name)
		}
		names[strings.ToLower(c.Name)] = true
		if len(c.Values) != n {
			return fmt.Errorf("zebra: category %q has %d values, want %d (one per position)", c.Name, len(c.Values), n)
		}
		seen := map[string]bool{}
		for _, v := range c.Values {
			if v == "" {
				return fmt.Errorf("zebra: category %q has an empty value", c.Name)
			}
			if seen[strings.ToLower(v)] {
				return fmt.Errorf("zebra: category %q lists %q twice", c.Name, v)
			}
			seen[strings.ToLower(v)] = true
		}
	}
	for i := range p.Clues {
		if err := p.validateClue(&p.Clues[i], 0); err != nil {
			return fmt.Errorf("zebra: clue %d: %w", i+1, err)
		}
	}
	return nil
}

func (p *Puzzle) validateClue(c *Clue, depth int) error {
	if c.Kind < 0 || c.Kind >= numKinds {
		return fmt.Errorf("unknown clue kind %d", int(c.Kind))
	}
	if depth > 32 {
		return fmt.Errorf("statements nested too deeply")
	}
	if c.Kind == AnyOf {
		if len(c.Any) == 0 {
			return fmt.Errorf("anyof with no statements")
		}
		for i := range c.Any {
			if err := p.validateClue(&c.Any[i], depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	if len(c.Args) != c.Kind.Arity() {
		return fmt.Errorf("%s takes %d values, got %d", c.Kind, c.Kind.Arity(), len(c.Args))
	}
	for _, r := range c.Args {
		if r.Cat < 0 || r.Cat >= len(p.Categories) || r.Val < 0 || r.Val >= len(p.Categories[r.Cat].Values) {
			return fmt.Errorf("value reference %v out of range", r)
		}
	}
	switch c.Kind {
	case At, NotAt:
		if c.K < 0 || c.K >= p.N() {
			return fmt.Errorf("position %d out of range 1..%d", c.K+1, p.N())
		}
	case Gap:
		if c.K < 0 {
			return fmt.Errorf("negative gap %d", c.K)
		}
	}
	return nil
}

// ClueString renders c in the native language (the form Parse reads).
func (p *Puzzle) ClueString(c Clue) string {
	a := func(i int) string {
		if i < len(c.Args) {
			return p.RefName(c.Args[i])
		}
		return "?"
	}
	pos := func(k int) string {
		if k >= 0 && k < p.N() {
			if v := p.Positions.Values[k]; v != strconv.Itoa(k+1) {
				return quoteName(v)
			}
		}
		return strconv.Itoa(k + 1)
	}
	switch c.Kind {
	case Same:
		return a(0) + " = " + a(1)
	case NotSame:
		return a(0) + " != " + a(1)
	case At:
		return a(0) + " at " + pos(c.K)
	case NotAt:
		return a(0) + " not at " + pos(c.K)
	case LeftOf:
		return a(0) + " left of " + a(1)
	case RightOf:
		return a(0) + " right of " + a(1)
	case DirectlyLeft:
		return a(0) + " directly left of " + a(1)
	case DirectlyRight:
		return a(0) + " directly right of " + a(1)
	case NextTo:
		return a(0) + " next to " + a(1)
	case NotNextTo:
		return a(0) + " not next to " + a(1)
	case Gap:
		return strconv.Itoa(c.K) + " between " + a(0) + " and " + a(1)
	case Between:
		return a(0) + " between " + a(1) + " and " + a(2)
	case BetweenOrdered:
		return a(0) + " between " + a(1) + " and " + a(2) + " in order"
	case AtEnd:
		return a(0) + " at end"
	case NotAtEnd:
		return a(0) + " not at end"
	case Middle:
		return a(0) + " in middle"
	case Odd:
		return a(0) + " at odd"
	case Even:
		return a(0) + " at even"
	case EitherOr:
		return a(0) + " either " + a(1) + " or " + a(2)
	case AnyOf:
		parts := make([]string, len(c.Any))
		for i, s := range c.Any {
			parts[i] = "(" + p.ClueString(s) + ")"
		}
		return strings.Join(parts, " or ")
	}
	return c.Kind.String()
}

// needsQuote reports whether a name cannot be written bare in a clue.
func needsQuote(s string) bool {
	if s == "" {
		return true
	}
	words := strings.Fields(s)
	if strings.Join(words, " ") != s {
		return true
	}
	for _, w := range words {
		if isKeyword(strings.ToLower(w)) {
			return true
		}
		for _, r := range w {
			if strings.ContainsRune(`"#=!().,:;`, r) {
				return true
			}
		}
	}
	if _, err := strconv.Atoi(words[0]); err == nil {
		return true
	}
	return false
}

// quoteName writes s bare when possible, in double quotes otherwise.
func quoteName(s string) string {
	if !needsQuote(s) {
		return s
	}
	return strconv.Quote(s)
}
