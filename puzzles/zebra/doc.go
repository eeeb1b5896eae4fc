// Package zebra compiles zebra (Einstein) puzzles to SAT: the model, a
// native puzzle language, a JSON form, a ZebraLogic importer, the encoder,
// the decoder, an independent rule checker and renderers.
//
// # The model
//
// A Puzzle has N positions (the position category, "House" 1..N unless
// named otherwise) and M categories (Nationality, Color, ...) of exactly N
// values each. A solution places every value of every category at exactly
// one position, one value of each category per position (a Solution: Pos
// and At, the two views of M permutations). Clues are statements about
// pos(X), the position of value X; a Ref names a value (category index,
// value index). Positions are 0-based in the API and 1-based in text.
//
// # Clue types
//
//	Kind            native syntax                      meaning
//	Same            X = Y, X is Y                      pos(X) = pos(Y)
//	NotSame         X != Y, X is not Y                 pos(X) ≠ pos(Y)
//	At              X at K, X is at K                  pos(X) = K
//	NotAt           X not at K                         pos(X) ≠ K
//	LeftOf          X left of Y                        pos(X) < pos(Y) (anywhere; LogikGen's LessThan)
//	RightOf         X right of Y                       pos(X) > pos(Y)
//	DirectlyLeft    X directly left of Y               pos(X) = pos(Y) − 1
//	DirectlyRight   X directly right of Y              pos(X) = pos(Y) + 1
//	NextTo          X next to Y                        |pos(X) − pos(Y)| = 1 (LogikGen's NextTo)
//	NotNextTo       X not next to Y                    |pos(X) − pos(Y)| ≠ 1
//	Gap             D between X and Y                  exactly D positions in between: |pos(X) − pos(Y)| = D + 1
//	Between         X between Y and Z                  Y < X < Z or Z < X < Y (either order)
//	BetweenOrdered  X between Y and Z in order         pos(Y) < pos(X) < pos(Z)
//	AtEnd           X at end                           pos(X) is the first or the last
//	NotAtEnd        X not at end                       neither the first nor the last
//	Middle          X in middle                        N odd: the middle position; N even: one of the two middle ones
//	Odd, Even       X at odd, X at even                the 1-based position is odd / even
//	EitherOr        X either A or B                    LogikGen's EitherOr: X goes with exactly one of A and B
//	AnyOf           (S1) or (S2) or ...                at least one of the statements holds
//
// LogikGen's functional forms are read too: LessThan(X, Y), NextTo(X, Y),
// EitherOr(X, A, B), and any kind by its name, e.g. at(X, 3), gap(X, Y, 1),
// directlyleft(X, Y).
//
// # The native language
//
// One declaration or clue per line; '#' starts a comment (outside
// quotes); blank lines are ignored; keywords and value names are
// case-insensitive. The declarations come first:
//
//	file        = { line } .
//	line        = [ decl | clue ] [ "#" comment ] .
//	decl        = "houses" [":"] INT                    (positions House 1..INT)
//	            | "positions" NAME ":" valuelist        (named positions, left to right)
//	            | NAME ":" valuelist .                  (a category)
//	valuelist   = value { "," value } .
//	value       = WORD { WORD } | QUOTED .
//	clue        = stmt .
//	stmt        = term ("=" | "!=") term
//	            | term ["is"] ["not"] relation
//	            | term "is" ["not"] term
//	            | INT "between" term "and" term
//	            | "(" stmt ")" { "or" "(" stmt ")" }
//	            | KIND "(" arg { "," arg } ")" .
//	relation    = "at" (pos | "end" | "the end" | "odd" | "even")
//	            | "in" ["the"] "middle"
//	            | ["directly"] ("left" | "right") "of" term
//	            | "next to" term
//	            | "between" term "and" term ["in order"]
//	            | "either" term "or" term .
//	term        = [ CATEGORY "." ] value .
//	pos         = INT | position name .
//
// "not" goes with at K, at end, at odd/even and next to (and "is not"
// with a value). Without a "houses" or "positions" line the positions are
// House 1..N, N the size of the first category. A value name is matched
// longest first, so values may contain spaces ("orange juice") and even
// keywords; write "quoted" names for values that contain punctuation or
// start with a digit. A value name listed in several categories must be
// qualified: Pet.cat. Errors are *srcpos.Error values with line, column and
// offending text; unknown names get a suggestion:
//
//	4:1: no value 'Englsh' in any category; did you mean 'English'? (at "Englsh")
//
// The classic puzzle in this language is examples/zebra/zebra1962.txt.
//
// # The JSON form
//
//	{"name": "...", "positions": {"name": "House", "values": ["1", "2", "3"]},
//	 "categories": [{"name": "Color", "values": ["red", "green", "blue"]}, ...],
//	 "clues": [{"type": "same", "args": ["Englishman", "red"]},
//	           {"type": "at", "args": ["milk"], "k": 3},
//	           {"type": "gap", "args": ["x", "y"], "k": 1},
//	           {"type": "anyof", "any": [{...}, {...}]}]}
//
// type is a ClueKind's name (ClueKind.String; "lessthan" is accepted), args are
// value names ("Category.value" when ambiguous), k is the 1-based position
// of at/notat or the number of positions in between of gap. "positions"
// is optional.
//
// # Variables and clauses
//
// Variable Var(c, v, k) is "value v of category c is at position k": M·N·N
// primary variables, numbered 1.. in (category, value, position) order;
// solutions are read from, and blocked on, these only. Per category, each
// value is at exactly one position and each position holds exactly one
// value: 2N exactly-one constraints of N literals, i.e. 2N clauses of N
// literals plus the at-most-one encoding chosen by Options.AMO (pairwise:
// N(N−1)/2 binary clauses each; ladder and commander as in package encode).
//
// Each clue is a set of implications over positions, O(N) clauses, never a
// DNF expansion. x_k stands for Var(X, k); clauses that would mention a
// position outside 1..N lose that literal.
//
//	Same            x_k → y_k, y_k → x_k                           2N binary
//	NotSame         ¬x_k ∨ ¬y_k                                    N binary
//	At, NotAt       x_K, or ¬x_K                                   1 unit
//	LeftOf(X, Y)    x_k → y_{k+1} ∨ … ∨ y_{N−1};                   2N clauses of ≤ N literals
//	                y_k → x_0 ∨ … ∨ x_{k−1} (redundant, propagates)
//	DirectlyLeft    x_k → y_{k+1}, y_k → x_{k−1}                   2N binary
//	NextTo          x_k → y_{k−1} ∨ y_{k+1}, y_k → x_{k−1} ∨ x_{k+1} 2N ternary
//	NotNextTo       ¬x_k ∨ ¬y_{k+1}, ¬x_{k+1} ∨ ¬y_k              2(N−1) binary
//	Gap D           x_k → y_{k−D−1} ∨ y_{k+D+1}, and symmetric      2N ternary
//	BetweenOrdered  LeftOf(Y, X) ∧ LeftOf(X, Z)                    4N
//	Between         one auxiliary o: o → (Y < X < Z), ¬o → (Z < X < Y),
//	                each LeftOf clause extended by ¬o or o           8N
//	AtEnd           x_0 ∨ x_{N−1}                                  1
//	NotAtEnd        ¬x_0, ¬x_{N−1}                                 2 units
//	Middle          x_{(N−1)/2}, or x_{N/2−1} ∨ x_{N/2}            1
//	Odd, Even       ¬x_k for every position of the wrong parity    ⌊N/2⌋ or ⌈N/2⌉ units
//	EitherOr(X,A,B) x_k → a_k ∨ b_k, x_k ∧ a_k → ¬b_k               2N ternary
//	AnyOf(S1..Sm)   one selector s_i per statement: s_1 ∨ … ∨ s_m, and every
//	                clause of S_i gets ¬s_i (s_i → S_i)            1 + Σ|S_i|
//
// Every encoding is exact given the exactly-one constraints: its models
// are the grids where the clue holds. Encoding.AddClue(c, guard) adds a
// clue under a guard literal (every clause gets ¬guard), which is how a
// generator switches clues on and off with selector literals.
//
// # Decoding and checking
//
// Encoding.Decode reads the grid from a model and fails unless every
// value sits at exactly one position. Check, the rule checker, evaluates
// every clue's meaning on the positions of the grid (Holds) and shares no
// code with the encoder; a test compares the two on all grids of random
// single clues.
//
// # ZebraLogic
//
// ReadZebraLogic reads ZebraLogic JSONL (id, size, puzzle text, solution
// header and rows). The attribute lines (" - description: `a`, `b`")
// give the categories, named by the solution header (or by the
// description's last word when there is none). Clue sentences are read
// with the grammar of the generator's templates, not a list of sentences:
//
//	NP (is | lives | is located | resides) REL NP
//	    REL: [somewhere] to the left of | left of | directly [to the] left of |
//	         immediately [to the] left of | the same for right | next to | adjacent to | beside
//	NP and NP are [not] next to each other
//	NP is [not] in the ORDINAL house        ORDINAL: first .. twelfth, 1st .., last
//	There is/are NUMBER house(s) between NP and NP
//	NP is [not] at one of the ends | NP is in the middle
//	NP (is | lives ...) [somewhere] between NP and NP                   Between
//	NP (is | lives ...) [somewhere] to the right of NP and [somewhere] to the left of NP
//	                                                                    BetweenOrdered
//	NP (is | lives ...) in an odd-numbered | even-numbered house        Odd, Even
//	NP is either NP or NP[,] but not both                               EitherOr
//	At least one of the following is true: S; or S; or ...              AnyOf (S: a clue sentence)
//	NP is [not] NP
//
// ORDINAL also reads thirteenth .. hundredth (twenty-first, ...) and 13th,
// 21st, ... The last five forms are not ZebraLogic's own; they are what
// the generator and WriteZebraLogic write.
//
// WriteZebraLogic (and ZebraLogicText, ZebraLogicSentence) write a puzzle
// in this form; ReadZebraLogic reads it back as the same puzzle.
//
// A noun phrase (NP) is found around a value mention: a value's words
// match the sentence's words exactly (score 3), as an abbreviation ("jan"
// for "January", "horse" for "horses", score 2) or by a shared stem with
// inflected endings ("swede"/"Swedish", "painting"/"paints", score 1); a
// hyphen may join two words ("F-150" for "f150"). Each template is tried
// at every split, each NP takes its best mention, a split whose NP holds a
// second exact value is refused (the sentence says more than the template:
// "Eric is the Swede or the Brit" is an error, not "Eric is the Swede"),
// and ties go to the split with the shortest
// noun-phrase tails. A value name listed in two categories (a pet and an
// animal both "cat") is settled, in order, by the phrases seen
// unambiguously in the other puzzles of the same file (ZebraLogic words one
// category's value the same way everywhere), by the phrasing templates of
// the puzzle's unambiguous values, by the words of the category
// descriptions, and finally, when a Judge is given, by trying the readings
// in that order and keeping the first with a unique solution.
//
// # Output
//
// WriteTable renders a solution as a text table; MarshalSolution gives
// ZebraLogic's solution schema ({"header": ["House", ...], "rows":
// [["1", ...], ...]}); Answer tells where a value is and what goes with it.
//
// # The contract
//
// Kind is the zebra side of the puzzle contract (package puzzle): formats
// zebralogic (read with the rest of its file, Format.Whole; ambiguous
// readings are settled by Source.Count), json and native; option amo;
// Encode, Check (HoldsAt is the one clue evaluator, shared with the
// generator and not with the encoder), Render (text, JSON), Equal for
// reference solutions and CheckAsk for --ask. The JSON output is
// ZebraLogic's solution schema with "puzzle":"zebra", "status", "unique"
// (true|false|null), and "stats".
//
// Facts are the primary literals x(c,v,k): "Norwegian is in house 1" /
// "Englishman is not in house 2", in JSON {"category","value","house"
// (1-based),"holds"}. With Options.Explain every clue's clauses are
// guarded by a selector ("zebra.clueI"); the permutation rules never are.
//
// Explanations (package explain) talk in the puzzle's words through
// Kind's Explaining (puzzle.Explainer, explain.go): a step's facts read
// grouped by value ("the Englishman is not in house 2, 3 or 4"; a value
// placed in a house goes unsaid elsewhere), a clue reads "clue 4
// (Englishman = red)", and a diagnosis shows two solutions as tables.
// For a puzzle with several solutions Kind's Suggestions
// (puzzle.Suggester) proposes the clues true in a solution, simplest
// kinds first ("X = Y", "X at k", "X next to Y", "X directly left of Y",
// "X left of Y"); package explain keeps the first that makes the puzzle
// unique.
//
// # Limits
//
// Validate bounds N (MaxPositions) and M·N³ (MaxCells); Encode also
// refuses rules of more than MaxRuleLiterals literals before building
// anything (about 110 bytes of peak memory each): 70 positions x 10
// categories fit with pairwise at-most-one, 100 x 10 need ladder or
// commander (docs/zebra.md has the measured table).
package zebra
