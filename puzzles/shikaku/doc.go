// Package shikaku compiles Shikaku ("Rectangles", 四角に切れ) puzzles to SAT
// with the decomposition of H. Simonis, "Working with Implications"
// (ECLiPSe ELearning, chapter 20): generate every possible rectangle of
// every clue, then choose one per clue so that the rectangles partition the
// grid. It reads the puzzles, encodes them in three models, decodes and
// checks solutions, renders them, and measures how much each model lets
// unit propagation deduce. Kind is the package's side of the puzzle
// contract (package puzzle): every command reaches Shikaku through it, and
// package solve drives the solve loop; this package imports no solver.
//
// # Rules
//
// A W×H grid has some numbered cells (clues). Partition the grid into
// rectangles ("rooms") so that every room contains exactly one clue and its
// area equals that clue. A clue may be of unknown value (Unknown: '?' in a
// text or janko grid, '.' in a puzz.link URL, null in JSON): its room has
// any area.
//
// # Phase 1: patterns
//
// For each clue k with number n at cell (r, c), Patterns lists every
// rectangle w×h with w·h = n that lies inside the grid, contains (r, c) and
// contains no other clue — the chapter's finite-domain phase 1, here a
// direct enumeration over the divisors of n with a 2-D prefix sum of clue
// cells (O(d(n)·n) per clue). A clue of unknown value gets every
// rectangle of any area holding it and no other clue (AnyAreaPatterns,
// the explanation mode's patterns for a clue switched off); the models
// below are unchanged. Write P_k for the number of patterns of clue
// k, Alt = Σ P_k (the chapter's column), and for a cell c: n_c patterns
// cover it, r_c distinct rooms can cover it, n_ck of them belong to room k.
//
// Encode explains the impossible puzzles instead of handing a bare UNSAT
// to a solver: a clue larger than the grid, clues that do not sum to W·H
// (with unknown clues: known clues plus one cell per unknown one above
// W·H),
// a clue with no pattern ("no possible rectangle: the 1x7, 7x1 shapes do
// not fit in the grid; every placement of ... contains another clue"), a
// cell that no pattern covers. The formula is then the empty clause, and
// Encoding.Infeasible holds the reason as a positioned error pointing at
// the clue (or puzzle) in the input: the status is "unsatisfiable" and the
// outputs give the reason. The tests check each reason by brute force.
// Invalid input (a clue outside the grid, two clues in a cell, a clue
// below 1, no clue at all) is an error of Parse.
//
// # Phase 2: the models
//
// Variables, all named readably in DIMACS comments and error messages:
//
//	z(k,p)   shikaku.room(3,4).rect(0,2,3x2)  room of the clue at row 3, col 4 is the
//	                                          rectangle at row 0, col 2, 3 wide, 2 high
//	w(i,j,k) shikaku.cell(1,2).room(3,4)      cell (1,2) belongs to that room
//
// The pattern variables come first (1..Alt) in every model and are the
// primary variables: solutions are blocked on them, and a model of a larger
// model decodes under a smaller one.
//
// partition (the chapter's set partitioning): every cell is covered by
// exactly one chosen pattern. "Each room picks exactly one pattern" is the
// same constraint as the cover constraint of the room's clue cell (the
// patterns covering a clue's cell are exactly that clue's patterns), so it
// is written once. With pairwise at-most-one the clauses are
//
//	per cell c        (∨ z covering c)                       W·H clauses, Σ n_c literals
//	per overlapping   (¬z ∨ ¬z')                             one binary clause per pair of patterns that
//	pattern pair                                             share a cell, however many cells they share
//
// (at most Σ_c n_c(n_c-1)/2; duplicates removed, which on one 45x31 giant cuts
// about 480,000 binary clauses to 37,000). The patterns of a room of
// unknown area all hold its clue's cell and are many: their own pairs are
// left out, and a ladder at-most-one over them (P_k-1 variables, 3P_k-4
// binary clauses) takes their place. With --amo ladder or commander,
// or --card, each cell gets its own exactly-one of that encoding instead
// (ladder: n_c-1 auxiliary variables and 3n_c-4 binary clauses per cell).
// Kind's options are model, amo and card (default off); card and a
// non-default amo exclude each other.
//
// channel (the chapter's "Adding View") adds the w variables, one per cell
// and room that can cover it (Σ r_c), and
//
//	z(k,p) -> w(i,j,k)   for each cell of each pattern   Σ_c n_c binary clauses
//	exactly one w per cell                               W·H clauses of r_c literals + Σ r_c(r_c-1)/2 binary
//
// redundant (the chapter's redundant constraints) adds
//
//	w(i,j,k) -> ¬z(k',p')  k' ≠ k, pattern p' of k' covers (i,j)   Σ_c Σ_k (n_c - n_ck) binary clauses
//	w(i,j,k) -> ¬z(k,p)    pattern p of k misses (i,j)              Σ_c Σ_k (P_k - n_ck) binary clauses
//
// Sizes measured (pairwise; vars / clauses): the chapter's nikoli-web 0
// (10x10, K=20, Alt=80): partition 80 / 469, channel 269 / 1,078, redundant
// 269 / 1,947. The first 45x31 Tatham giant of the reference set (K=116,
// Alt=791): 791 / 13,344, 3,593 / 29,888, 3,593 / 72,199. Encoding.Groups
// and `puzzlesat solve shikaku --stats` give these per constraint family.
//
// All three models have the same solutions on the z variables (the w
// variables are functions of z): TestBruteForce checks this against a
// brute-force enumeration of all partitions of small grids for every model
// and exactly-one encoding.
//
// # Clues as selectors: the explanation encoding
//
// With Options.Explain (puzzle.Options.Explain), every clue k gets a
// selector s_k (Encoding.Clues, "the room of the clue at (r,c) has area
// n"): assuming s_k false turns clue k into a clue of unknown area. The
// patterns of a clue are then all rectangles holding its cell and no
// other clue, whatever their area (AnyAreaPatterns), and only the clue's
// own clauses are guarded:
//
//	(¬s_k ∨ ¬z(k,p))    for each pattern p of k whose area is not n_k
//
// The rules (the rooms tile the grid, one clue each) are never guarded. A
// clue of unknown value is no given clue: it has no selector and no such
// clause, which is exactly the case of a selector assumed false.
// The encoding always has the view (the model is at least channel): the
// facts an explanation derives are the literals of w(i,j,k) (FactOf:
// "cell (1,2) belongs to the room of the clue at (3,4)", JSON
// {"cell":[1,2],"clue":[3,4],"holds":true}). Patterns of any area overlap
// far more than those of one area, so the cover is written through the
// view instead of a per-cell exactly-one over the patterns:
//
//	per room          exactly one z(k,p)                     (ladder when --amo is pairwise)
//	per pattern cell  z(k,p) -> w(i,j,k)                     Σ_c n_c binary clauses
//	per w             w(i,j,k) -> ∨ z(k,p) covering (i,j)    Σ r_c clauses
//	per cell          exactly one w                          as in channel
//
// A cell's one room has a chosen pattern on it, and every cell of a
// chosen pattern is in that pattern's room, so the chosen patterns
// partition the grid. On the 19x19 puzzle of testdata this is 12,651
// variables and 110,523 clauses (a per-cell pairwise cover would need 2.9
// million). TestExplainBruteForce checks, on small random puzzles, that
// with some selectors assumed false the solutions are exactly those of
// the puzzle whose clues of those rooms have unknown area, and with all
// true exactly the puzzle's.
//
// Explanations (package explain) talk in Shikaku's words through Kind's
// Explaining (puzzle.Explainer, explain.go): a step's facts read grouped
// by room ("cells (0,1) and (0,2) belong to the room of the clue at
// (0,0)", a cell placed in a room going unsaid for the other rooms), with
// the three rules, and a diagnosis shows two solutions' rooms.
//
// # Decoding, checking, uniqueness
//
// Decode reads the chosen pattern of each room; a model that does not fit
// (a room with no or two chosen patterns, too few variables) is an error.
// Check verifies a solution from the grid alone, sharing no code with the
// encoder: rooms inside the grid, disjoint, covering every cell, one clue
// per room, area = clue (any area for a clue of unknown value). The solve loop (solve.One) checks every model
// against every clause, decodes and checks it, blocks it on the pattern
// variables, and goes on for uniqueness (2) or counting.
//
// # The propagation report
//
// encode.UnitPropagate is a small two-watched-literal unit propagator (it
// also propagates native cardinality constraints). Encoding.Propagation runs it
// at the root, before any decision, and reports the chapter's columns:
// Alt (patterns), Fix (pattern variables set true), Elim (set false), Cov
// (cells whose room is known: a covering pattern or a w variable of the
// cell is true), and whether propagation alone solves or refutes the
// puzzle, i.e. whether search is needed. On 7x7:c5c3a5c2e2_2a5_2_2a2a4h3_6b6g
// partition fixes 12 rooms and 37 cells, channel 12 rooms and 42 cells, and
// redundant solves it (14 rooms, 49 cells), the chapter's finding: the view
// alone marks cells without fixing more patterns, the redundant implications
// carry what it knows back to the patterns. The report also gives the
// phase-1 figures before any propagation, Fix0 (rooms with a single
// pattern) and Cov0 (cells with a single covering pattern). On the
// chapter's nikoli-web 0 they are Alt = 80, Fix0 = 3, Cov0 = 6, exactly the
// chapter's Alt, Fix and Cov for that puzzle, so the chapter's Fix and Cov
// columns appear to count these; unit propagation then solves that puzzle
// outright in all three models (Fix = 20, Cov = 100).
//
// For --stats, the contract's Encoding.Stats holds the cheap figures
// (rooms, patterns, fix0, cov0) and Encoding.Report computes the rest
// (ReportStats): fix, elim, cov, search, the clauses and literals of every
// constraint group, and Fix, Cov and search under each model.
//
// # Input formats
//
// Parse(name, data, format) detects the format (FormatAuto) or takes one;
// Kind's formats are json, puzzlink, tatham, janko and text (detected in
// that order, text last; janko only when janko's reader reads the whole
// input), each also written by puzzle.Write (`puzzlesat convert`), so
// that its reader reads back the same puzzle (FuzzRoundTrip):
//
//   - puzz.link URLs, one per line (package format/puzzlink): a clue is a
//     room's area, '.' unknown.
//   - janko.at grids (package format/janko): "ROWS COLS" and rows of
//     tokens ('-' empty, '?' unknown), or janko.at's begin ... end block
//     (puzzle sikaku) whose solution grid, a room label per cell, becomes
//     the puzzle's reference solution; the janko writer writes a
//     reference that came with the puzzle (a block's, a JSON output's
//     rooms) back as the solution grid. Render's "janko" output writes a
//     solution found as the PuzzleKit dataset publishes janko.at's
//     solutions (see JankoSolution).
//   - Simon Tatham's rect game IDs, one per line: "WxH:desc", optionally
//     "WxHe<factor>a:desc" or "W:desc" as Tatham's own parser accepts.
//     desc lists the cells row by row: a decimal number (1 or more) is a
//     clue, a letter a..z is a run of 1..26 empty cells, "_" separates two
//     clues that are adjacent in that order. Example: 3x3:3d4_2b.
//   - Text grids, separated by blank lines. An optional header "rows cols"
//     (two numbers, taken as a header when the row count after it matches,
//     or when the grid cannot be two columns wide). A row of
//     whitespace-separated tokens has one token per cell: a number is a
//     clue, "?" one of unknown value; "-", "." or "0" is empty. A row
//     without whitespace has one character per cell: digits 1-9 are clues,
//     '?' unknown, "-", "." or "0" empty (so clues above 9 need the spaced
//     form). Lines starting with # are comments.
//   - JSON: {"puzzle":"shikaku","name":"...","width":W,"height":H,
//     "clues":[{"row":r,"col":c,"clue":n},...]} ("puzzle" and "name"
//     optional, rows and columns 0-based, "clue":null unknown); several
//     objects one after another, or an array of them. The JSON output
//     reads back: its
//     "clues" (or the rooms' clue cells), and a solved output's rooms as
//     the puzzle's reference solution. Other unknown fields are errors.
//
// Every error is a *srcpos.Error with file, line, column and the
// offending text; a byte-order mark is dropped (puzzle.Read); Parse never
// panics (FuzzParse, FuzzJSONReadBack). A puzzle without a name of its
// own is called "file:line".
//
// # Output
//
// Text: a line "# NAME: WxH, K clues: STATUS" (the reason on the next
// line when the encoder found one), the rooms drawn with box-drawing
// characters and the clues in place, then the other solutions found. JSON,
// one line per puzzle (JSONOutput):
//
//	{"puzzle":"shikaku","status":"solved"|"unsatisfiable"|"unknown","unique":true|false|null,
//	 "width":W,"height":H,
//	 "rooms":[{"row":r,"col":c,"width":w,"height":h,"clue":n,"clue_row":r',"clue_col":c'},...],
//	 "clues":[{"row":r,"col":c,"clue":n},...],
//	 "stats":{"solver":..,"model":..,"amo":..,"card":..,"vars":..,"clauses":..,"rooms":..,"patterns":..,
//	          "fix0":..,"cov0":..,"solves":..,"rounds":..,"cuts":..,"conflicts":..,"solutions":..,
//	          "complete":..,"time_ms":..,"certified":..,"second":[rooms],"reason":".."}}
//
// with 0-based top-left corners and clue cells, rooms in the order of
// their clues (row major), rooms empty unless solved, "unique" null unless
// uniqueness was asked and decided, "second" the second solution's rooms
// when one was found, and "certified" and "reason" only when set. SVG: one
// puzzle, rooms filled in pale colours with thick borders.
package shikaku
