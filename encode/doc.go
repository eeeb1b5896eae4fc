// Package encode is puzzlesat's CNF core: named variables, clauses, and
// the encodings of cardinality constraints into clauses.
//
// # Literals, variables, formulas, sinks
//
// A [Lit] is a DIMACS literal: variable v is the literal v, its negation
// -v; 0 is not a literal. A [Model] is a truth assignment indexed by
// variable.
//
// [Vars] allocates variables 1, 2, ... and gives each a readable name:
// [Vars.New] a primary variable ("hashi.edge(2,3)-(2,7)>=2"), [Vars.Aux] an
// auxiliary one. Names appear in DIMACS comments, in error messages and in
// decoders. Encodings name their auxiliary variables by block, kind#N.part[i]
// ("seqcounter#3.s[17]", "totalizer#4.r[0]", "cardnet#5.c[2]", "ladder#6.y[0]",
// "commander#7.c[1]"): N numbers the constraints of one Vars, i the
// variables of one constraint. The block's name is one string shared by
// all its variables and the index is rendered only when a name is asked
// for, so a puzzle with thousands of constraints formats no string per
// variable.
//
// A [Sink] receives clauses (AddClause must not keep the slice). The same
// encoder can write into a [Formula] in memory, a DIMACS writer, or a
// [Counter] that only counts clauses and literals (this is how the sizes
// below are measured). A [CardSink] also keeps native cardinality
// constraints "at least k of lits", as gophersat supports them.
//
// [Formula] is a CNF formula in memory: its Vars, its clauses (only ever
// appended, so an incremental solver session can add just the new ones)
// and its native constraints. [Formula.Check] verifies a model against
// every clause and native constraint and names the first violated one with
// its variables' names ([ViolationError]). [Formula.Lowered] replaces the
// native constraints by clauses for a solver without native support: new
// auxiliary variables come after the existing ones, so a model of the
// lowered formula restricted to the original variables is a model of the
// original, and every model of the original extends to one of the lowered
// formula.
//
// [Builder] writes constraints to a Sink: Clause, Implies, ImpliesOr,
// AtLeastOne, AtMostOne, ExactlyOne with an [AMOEncoding], AtMost,
// AtLeast, Exactly with a [CardEncoding], and PB (Σ w·x <=, >= or = k)
// with a [PBEncoding].
//
// # Cardinality constraints
//
// AtMost(lits, k), AtLeast(lits, k) and Exactly(lits, k) constrain the
// number of true literals among lits (a literal listed twice counts twice).
// Bounds that need no encoding are answered directly whatever the
// encoding: at most k < 0, at least k > n and exactly k outside 0..n add
// the empty clause; at most k >= n and at least k <= 0 add nothing; at
// most 0 and exactly 0 are n unit clauses ¬x; at least n and exactly n
// are n units x; at least 1 is one clause; at most n-1 is the one clause
// (¬x1 ∨ ... ∨ ¬xn). Otherwise, with n = len(lits):
//
// binomial — no auxiliary variables. At most k: every (k+1)-subset has a
// false literal, C(n,k+1) clauses of k+1 literals. At least k: every
// (n-k+1)-subset has a true literal, C(n,n-k+1) clauses. Exactly: both.
// Fine for small n (a Hashi island's 4 to 8 bridge variables), hopeless
// beyond: C(128,5) = 264,566,400.
//
// seqcounter — Sinz's sequential counter (CP 2005), trimmed. Register
// s(i,j) means "at least j of x1..xi are true"; at most k adds
// s(i-1,j) → s(i,j) and xi ∧ s(i-1,j-1) → s(i,j), and s(i,k+1) is false.
// Registers with a constant value are not allocated: s(i,j) is false when
// j > i, and when i-j >= n-k it is true under a lower bound (the
// constraint forces it) and irrelevant under an upper bound (from there no
// overflow is reachable). That leaves the k(n-k) registers with
// j <= i < j+n-k. At least k adds the downward clauses s(i,j) → s(i-1,j) ∨ xi
// and s(i,j) → s(i-1,j-1) and makes s(n,k) true; exactly k shares the
// registers between both directions. Counts: k(n-k) auxiliary variables;
// at most k (2k+1)(n-k)-k clauses, at least k (2k-1)(n-k)+k, exactly k
// 4k(n-k) (binary and ternary). The textbook counter keeps (n-1)k
// registers and 2nk+n-3k-1 clauses.
//
// totalizer — Bailleux and Boufkhad (CP 2003), the k-simplified variant. A
// balanced binary tree over the inputs (left half n/2 rounded down); a node
// above m inputs has unary outputs r1..r_min(m,c), rt meaning "at least t of
// my inputs" (and r_c "c or more"), where c = k+1 for at most k and exactly
// k, c = k for at least k. Upward clauses a_i ∧ b_j → r_(i+j) for
// 1 <= i+j <= min(m,c) (a_0 true) for an upper bound, downward clauses
// ¬a_(i+1) ∧ ¬b_(j+1) → ¬r_(i+j+1) for a lower bound; then the unit ¬r_(k+1)
// or r_k at the root. Exactly k builds one tree with both clause sets and
// both units. Variables: the sum over internal nodes of min(m,c), at most
// n·⌈log2 c⌉ + n; clauses O(n·c). Since "at most k of x" is "at least n-k
// of ¬x", the totalizer and the network below count whichever side needs
// the smaller c (the negated literals when n-k < k).
//
// cardnet — the cardinality networks of Asín, Nieuwenhuis, Oliveras and
// Rodríguez-Carbonell (Constraints 16(2), 2011), built from 2-comparators
// (hi = x ∨ y, lo = x ∧ y) with their half clause sets: x → hi, y → hi,
// x ∧ y → lo for an upper bound, lo → x, lo → y, hi → x ∨ y for a lower
// bound. With m the smallest power of two >= c (c as for the totalizer),
// the inputs are padded with false to a multiple of m, each block of m is
// sorted by Batcher's odd-even merge sort, and the sorted blocks are
// folded together by simplified merges that keep only the first m+1
// outputs (of which m are kept). Output t is "at least t"; the unit
// ¬out(k+1) or out(k) states the bound. Padding costs nothing: comparators
// with a constant input fold away. When m divides n there are
// n/m·((p²-p+4)·2^(p-2)-1) + (n/m-1)·(m·p/2+m) comparators (m = 2^p), two
// auxiliary variables and three clauses each, plus the unit.
//
// native — kept as a native constraint when the sink is a CardSink (a
// Formula: gophersat solves it natively); at most k is stored as "at least
// n-k of the negations", exactly k as both. Into any other sink, and in
// [Formula.Lowered] (for DIMACS), it is the totalizer.
//
// PySAT's names (pysat.card's EncType) are all accepted: pairwise,
// seqcounter, sortnetwrk, cardnetwrk (= cardnet, an alias), bitwise,
// ladder, totalizer, mtotalizer, kmtotalizer, native. PySAT refuses
// pairwise, bitwise and ladder beyond at most one (UnsupportedBound); here
// they generalise instead, so that a genre option never fails on one
// constraint:
//
// pairwise — binomial (at most one: the n(n-1)/2 pairs; the same clauses).
//
// ladder — seqcounter (at most one: the ladder, n-1 variables and 3n-4
// clauses, which is the trimmed counter at k = 1).
//
// bitwise — at most one of lits (or of their negations: at least n-1),
// with or without the clause of exactly one, is the binary AMO below;
// every other bound is the totalizer.
//
// sortnetwrk — the sorting network of Eén and Sörensson (JSAT 2006): the
// inputs padded with false to a power of two m and sorted whole by
// Batcher's odd-even merge network (the half comparators of cardnet, no
// cardinality simplification); output t is "at least t", and the units
// state the bounds. O(n log² n) whatever k.
//
// mtotalizer, kmtotalizer — the modulo totalizer of Ogawa, Liu, Hasegawa,
// Koshimura and Fujita (ICTAI 2013) and its k-simplified form (Morgado,
// Dodaro and Marques-Silva, CP 2014). For at most k, with PySAT's moduli
// p = ⌊√n⌋ (mtotalizer) and p = ⌊√k⌋ (kmtotalizer), at least 2, each
// node of a balanced tree counts modulo p: unary lower digits
// L_1..L_min(m,p-1) (count mod p >= t) and unary upper digits U_t (count
// div p >= t), and a carry c where the children's lower digits can reach
// p. Clauses, upward only: a_i ∧ b_j -> c ∨ r_(i+j) for i+j < p, else
// a_i ∧ b_j -> c and a_i ∧ b_j -> r_(i+j-p); A_i ∧ B_j -> R_(i+j) and
// c ∧ A_i ∧ B_j -> R_(i+j+1), an R beyond the kept digits being false.
// mtotalizer keeps upper digits up to ⌊m/p⌋, kmtotalizer up to ⌊k/p⌋ (a
// count beyond exceeds k, and the clause forbids it). At the root, with
// k = p·q + r, ¬U_t for t > q and ¬U_q ∨ ¬L_t for t > r. At least k is at
// most n-k of the negations; exactly k builds both trees. They are not
// arc-consistent (at most 2 of 3 with two inputs true does not force the
// third false): the tests check their semantics, not propagation.
//
// Sizes of at most k, auxiliary variables / clauses (TestDocFiguresMore):
//
//	encoding      n=128, k=4      n=512, k=16      n=64, k=3     n=1024, k=64
//	sortnetwrk    2,942 / 4,414   19,454 / 29,182  1,086 / 1,630 48,126 / 72,190
//	mtotalizer    586 / 2,905     2,827 / 22,368   280 / 1,135   6,304 / 68,556
//	kmtotalizer   444 / 1,197     2,040 / 6,720    189 / 438     4,720 / 21,650
//	ladder, bitwise: as seqcounter and totalizer at these k; at k = 1,
//	n = 128: ladder 127 / 380, bitwise 7 / 896.
//
// PySAT publishes no figures for sortnetwrk, mtotalizer or kmtotalizer
// that we found; ours are measured, not compared. The modulo totalizers
// take PySAT's moduli and caps (cardenc/mto.hh) but not its exact
// clause set: PySAT gives every node a carry and p-1 lower digits, its
// first half is the larger, and its leaves below p inputs are plain
// totalizers; ours allocate a carry only where the lower digits can
// reach p.
//
// # Propagation strength
//
// All of binomial, seqcounter, totalizer, cardnet (and native lowered,
// which is the totalizer; and pairwise, ladder, bitwise, sortnetwrk, but
// not mtotalizer and kmtotalizer) are arc-consistent under unit propagation, for
// at most k, at least k and exactly k: on any partial assignment of the
// inputs, unit propagation finds a conflict as soon as more than k inputs
// are true (or more than n-k false), forces the other inputs false once k
// are true (true once n-k are false), and forces nothing else. The tests
// check this on every partial assignment of up to 7 inputs and on the
// single-polarity ones up to 8, for every k, through the public methods
// and for each encoding's internal bounds. The trimming of the counter,
// the k-simplification of the totalizer and the simplified merges do not
// weaken it.
//
// UnitPropagate computes what unit propagation alone derives from a
// formula at the root (clauses and native constraints), independently of
// any solver; shikaku's --stats propagation report is built on it.
// UnitPropagateAssuming does the same under assumptions; package
// solver/strength compares it with a SAT oracle on sampled partial
// assignments of a puzzle's primary variables: the share of implied
// literals unit propagation derives (--stats --strength N, "up_strength").
//
// # Sizes of at most k: ours beside PySAT's published figures
//
// Auxiliary variables / clauses, measured with a Counter (TestDocFigures
// and ExampleCounter fail if an encoder changes; binomial by formula):
//
//	encoding      n=128, k=4            n=512, k=16                     PySAT (n=128,k=4; n=512,k=16)
//	binomial      0 / 264,566,400       0 / C(512,17) ≈ 2.45e31         —
//	seqcounter    496 / 1,112           7,936 / 16,352                  496 / 1112;   7936 / 16352
//	totalizer     411 / 1,037           2,575 / 11,127                  896 / 9025;   4608 / 135425
//	cardnet       1,208 / 1,813         9,472 / 14,209                  1208 / 1813;  9472 / 14209  (cardnetwrk)
//	native        as totalizer when lowered; 0 / 0 plus one native constraint in a Formula
//
// Exactly k (one structure for both bounds): seqcounter 496 / 1,984 and
// 7,936 / 31,744; totalizer 411 / 1,951 and 2,575 / 21,759; cardnet
// 1,208 / 3,626 and 9,472 / 28,418.
//
// The sequential counter and the cardinality network agree with PySAT's
// figures to the clause: the same constructions, including the network's
// choice of m = 8 and 32 (the smallest power of two >= k+1) and the final unit
// clause. (The cardenc/seqcounter.hh source of PySAT we read builds the textbook
// counter, (n-1)k = 508 and 8,176 registers and 2nk+n-3k-1 = 1,139 and
// 16,847 clauses; the published figures are those of the trimmed counter.)
// The totalizer differs on purpose: PySAT's EncType.totalizer
// (cardenc/mto.hh) is the full totalizer, whose nodes count all the way to
// their number of inputs whatever k is, n·log2 n = 896 and 4,608 variables
// and Σ((p+1)(q+1)-1)+1 = 9,025 and 135,425 clauses. Ours counts only to
// k+1, like PySAT's incremental ITotalizer (cardenc/itot.hh), which gives
// the same tree at these sizes. TestPySATFigures recomputes both variants
// from their definitions and checks them against PySAT's numbers.
//
// # At most one
//
// pairwise — ¬xi ∨ ¬xj for every pair: n(n-1)/2 clauses, no variables.
// ladder — the sequential encoding (the counter for k = 1): yi "one of
// x1..xi", xi → yi, y(i-1) → yi, xi → ¬y(i-1): n-1 variables, 3n-4 binary
// clauses. commander — Klieber and Kwon (2007) with groups of 3: a group's
// commander c has pairwise clauses inside the group, x → c for each member
// and c → (x1 ∨ x2 ∨ x3); then at most one commander, recursively, until
// 6 or fewer remain (pairwise); a group of one is its own commander. About
// n/2 variables and 3.5n clauses (n = 100: 48 and 342). All three are
// arc-consistent: one true input forces the others false, two conflict.
// ExactlyOne adds the clause (x1 ∨ ... ∨ xn).
//
// PBLib's others (amo_pblib.go), all arc-consistent (TestAtMostOne*):
// binary — Frisch et al. (2005): ⌈log2 n⌉ bit variables, input i implies
// the bits of i: n·⌈log2 n⌉ binary clauses. bimander — Hölldobler and
// Nguyen (2013): ⌈√n⌉ groups, pairwise inside a group, each input implies
// the binary code of its group. kproduct — Chen's product encoding (2010)
// applied recursively: a p × q grid, p = ⌈√n⌉, input (r,c) implies row u_r
// and column v_c, then at most one u and one v the same way, pairwise from
// 6 inputs down. nested — PBLib/LogicNG: up to 4 inputs pairwise, else a
// new y joins the first half and ¬y the second, recursively.
//
//	encoding    n=10     n=100      n=1000
//	pairwise    0 / 45   0 / 4,950  0 / 499,500
//	ladder      9 / 26   99 / 296   999 / 2,996
//	commander   3 / 27   48 / 342   498 / 3,493
//	bimander    2 / 29   4 / 850    5 / 20,404
//	binary      4 / 40   7 / 700    10 / 10,000
//	kproduct    7 / 29   34 / 258   88 / 2,188
//	nested      3 / 24   63 / 294   511 / 2,994
//
// # Pseudo-Boolean constraints
//
// PB(lits, weights, cmp, k) adds Σ w·x <= k (LE), >= k (GE) or = k (EQ)
// with b.PBEnc (PySAT's pysat.pb names). Weights are made positive first
// (w·x = w + |w|·¬x for w < 0; zero weights dropped); >= k is <= total-k
// over the negations, = k both structures. Then literals heavier than k
// are units ¬x, and a bound the remaining weights cannot exceed adds
// nothing.
//
// bdd — the reduced ordered BDD (Eén and Sörensson, JSAT 2006) built with
// the interval method of Abío et al. (JAIR 2012): node (i, s) = "the
// terms from i on weigh at most s", nodes of a level whose s share an
// interval are one; two clauses a node (v -> lo, v ∧ x_i -> hi) and the
// root's unit. Arc-consistent. swc — the sequential weight counter of
// Hölldobler, Manthey and Steinke (KI 2012): s(i,j) "the first i terms
// weigh j or more", (n-1)·k variables; arc-consistent. sortnetwrk — each
// literal w times into the sortnetwrk cardinality network (base-1 sorter;
// sizes grow with Σw). adder — Eén and Sörensson's adders: weights' bits
// into buckets, full and half adders with full Tseitin definitions, then a
// lexicographic comparison with k; smallest, not arc-consistent. binmerge
// — the binary merge of Manthey, Philipp and Steinke (KI 2014): with M the
// bits of k, the constant 2^M-1-k is added so that the bound is "below
// 2^M"; bucket i (weights with bit i) is sorted and merged with the
// carries of bucket i-1 (every second output), and bucket M-1's second
// output is a negative unit. Ours is not arc-consistent ([7 6] <= 10 with
// x2 true leaves x1 open). native — gophersat's native cardinality
// constraint when every weight is 1 and the sink keeps natives, else bdd.
//
// Sizes (auxiliary variables / clauses; TestDocFiguresMore checks the first):
//
//	constraint                 bdd            swc             sortnetwrk      adder        binmerge
//	w = 1..16, <= 68           252 / 500      1,020 / 1,920   3,766 / 5,650   62 / 398     376 / 565
//	w = 1..32, <= 264          2,289 / 4,569  8,184 / 15,872  23,592 / 35,389 158 / 1,058  1,384 / 2,077
//	Kakuro run, 9 cells = 45   6,377 / 12,421 32,400 / 64,152 30,128 / 45,194 520 / 3,594  6,160 / 9,242
//
// The tests enumerate every encoding on all input assignments for n <= 8
// (6 with -short), four weight vectors (ones, 1..n, random positive,
// random with zeros and negatives), every bound and comparison, and check
// arc consistency of bdd and swc on every partial assignment up to n = 5.
//
// # Choosing
//
// All of them propagate equally well (above), so size decides. Up to 6 or
// so inputs, binomial and pairwise are smallest. For at most one of many,
// commander has the fewest clauses, ladder only binary ones. For k <= 3
// the counter is smallest (n=64, k=3: seqcounter 183 / 424, totalizer
// 188 / 435, cardnet 400 / 601); from there the totalizer has the fewest
// variables, and for large k the cardinality network has the fewest
// clauses, O(n log² k) against O(nk) (n=1024, k=64: seqcounter 61,440 /
// 123,776, totalizer 7,119 / 71,535, cardnet 31,600 / 47,401). docs/encode.md
// has the longer version.
//
// # Correctness
//
// The tests enumerate, for every encoding, every n <= 8 and every
// 0 <= k <= n, all 2^n input assignments and decide with a small unit
// propagation and DPLL procedure of their own whether the clauses have a
// satisfying extension: it must be exactly when the bound holds. The same
// for the at-most-one encodings up to n = 10, for Lowered, and for lists
// that repeat a literal or contain both x and ¬x.
package encode
