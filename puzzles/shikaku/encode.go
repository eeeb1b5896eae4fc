package shikaku

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// ModelKind selects the phase-2 model.
type ModelKind int

// The models, each containing the one before it.
const (
	// Partition: one variable z(k,p) per pattern; every cell is covered by
	// exactly one chosen pattern (the chapter's set-partitioning model).
	Partition ModelKind = iota
	// Channel adds the cell-room view w(i,j,k), z(k,p) -> w(i,j,k) for each
	// cell of each pattern, and exactly one room per cell ("Adding View").
	Channel
	// Redundant adds w(i,j,k) -> ¬z(k',p') for the patterns of other rooms
	// covering the cell and w(i,j,k) -> ¬z(k,p) for the patterns of room k
	// that miss it (the chapter's redundant constraints).
	Redundant
)

var modelNames = enum.New[ModelKind]("shikaku model", "partition", "channel", "redundant")

func (m ModelKind) String() string { return modelNames.String(m) }

// UnmarshalText reads a model's name.
func (m *ModelKind) UnmarshalText(b []byte) error { return modelNames.Unmarshal(m, b) }

// Models lists every model.
func Models() []ModelKind { return []ModelKind{Partition, Channel, Redundant} }

// ParseModel reads a model's name.
func ParseModel(s string) (ModelKind, error) { return modelNames.Parse(s) }

// Options choose the model and the exactly-one encoding.
type Options struct {
	Model ModelKind
	// AMO is the at-most-one half of every exactly-one (with the
	// at-least-one clause beside it), unless UseCard is set.
	AMO encode.AMOEncoding
	// UseCard makes every exactly-one a Builder.Exactly(lits, 1) with the
	// cardinality encoding Card instead (Native keeps them as gophersat
	// cardinality constraints).
	UseCard bool
	Card    encode.CardEncoding
	// Explain guards each clue's area by a selector (Encoding.Clues): the
	// patterns of a clue are then all rectangles holding it and no other
	// clue, whatever their area, and those of the wrong area are allowed
	// only when the selector is false. The model is at least Channel (the
	// cell-room variables are the facts of an explanation).
	Explain bool
}

func (o Options) String() string {
	s := fmt.Sprintf("model=%v amo=%v", o.Model, o.AMO)
	if o.UseCard {
		s = fmt.Sprintf("model=%v card=%v", o.Model, o.Card)
	}
	if o.Explain {
		s += " explain"
	}
	return s
}

// CardName is the card option's value: "off" or the cardinality encoding.
func (o Options) CardName() string {
	if o.UseCard {
		return o.Card.String()
	}
	return "off"
}

// CellRoom is a cell-room variable w(i,j,k) of the channel view.
type CellRoom struct {
	Room int
	Lit  encode.Lit
}

// Group is the size of one family of constraints of an encoding.
type Group struct {
	Name     string
	Clauses  int
	Literals int
}

// Encoding is a puzzle compiled to CNF. It is deterministic: the same
// puzzle and options always give the same variables and clauses.
type Encoding struct {
	Puzzle   *Puzzle
	Options  Options  // as used: Explain raises Model to at least Channel
	Patterns [][]Rect // Patterns[k] are the rectangles of clue k
	Formula  *encode.Formula
	// Z[k][p] is the variable "room k uses pattern p".
	Z [][]encode.Lit
	// W[cell] lists the cell-room variables of cell row*Width+col, one per
	// room that can cover it (nil in the partition model).
	W [][]CellRoom
	// Cover[cell] lists the patterns covering the cell as (room, pattern).
	Cover  [][][2]int32
	Groups []Group // clause counts per constraint family
	// Clues are the clues' selectors (Options.Explain; nil otherwise).
	Clues []puzzle.Clue
	// Infeasible, when set, says why the puzzle has no solution, as found
	// while encoding, pointing at the clue or the puzzle in the input:
	// a clue larger than the grid, clues that do not sum to the grid's
	// area, a clue with no possible rectangle, a cell no rectangle can
	// reach. The formula then holds the empty clause.
	Infeasible *srcpos.Error

	zOf []roomPattern // zOf[v-1] is the room and pattern of pattern variable v
	wOf []cellRoom    // wOf[v-wFirst] is the cell and room of cell-room variable v
	// wFirst is the first cell-room variable (0: none).
	wFirst encode.Lit
	pair   [2]encode.Lit // binary's clause buffer
	// selectors[k] is clue k's selector (Explain; 0 for an unknown clue).
	selectors []encode.Lit
}

type roomPattern struct{ room, pattern int32 }
type cellRoom struct{ cell, room int32 }

// NumPatterns is the number of pattern variables (the chapter's Alt).
func (e *Encoding) NumPatterns() int { return len(e.zOf) }

// Primary are the pattern variables, which define a solution: 1..Alt.
func (e *Encoding) Primary() []encode.Lit {
	out := make([]encode.Lit, 0, e.NumPatterns())
	for _, z := range e.Z {
		out = append(out, z...)
	}
	return out
}

// PatternName is the readable name of room k's pattern r, e.g.
// "shikaku.room(3,4).rect(0,2,3x2)": the room of the clue at row 3, col 4
// as the rectangle with top-left corner row 0, col 2, 3 wide and 2 high.
func PatternName(c Clue, r Rect) string {
	return "shikaku.room(" + strconv.Itoa(c.Row) + "," + strconv.Itoa(c.Col) + ").rect(" +
		strconv.Itoa(r.Row) + "," + strconv.Itoa(r.Col) + "," + strconv.Itoa(r.W) + "x" + strconv.Itoa(r.H) + ")"
}

// CellRoomName is the readable name of w(i,j,k), e.g. "shikaku.cell(1,2).room(3,4)".
func CellRoomName(row, col int, c Clue) string {
	return "shikaku.cell(" + strconv.Itoa(row) + "," + strconv.Itoa(col) + ").room(" +
		strconv.Itoa(c.Row) + "," + strconv.Itoa(c.Col) + ")"
}

// Encode validates p, generates its patterns (phase 1) and writes the
// chosen model (phase 2) into a new formula. A puzzle that cannot have a
// solution for a reason phase 1 sees (see Encoding.Infeasible) is encoded
// with the empty clause and the reason; an invalid puzzle (see Validate)
// or one too large to encode is an error.
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if opt.Model < Partition || opt.Model > Redundant {
		return nil, fmt.Errorf("shikaku: unknown model %v", opt.Model)
	}
	if opt.Explain {
		opt.Model = max(opt.Model, Channel)
	}
	e := &Encoding{Puzzle: p, Options: opt, Formula: encode.NewFormula()}
	if !opt.Explain {
		e.Infeasible = p.infeasible()
	}
	var ok bool
	if e.Patterns, ok = patternsWithin(p, MaxWork, opt.Explain); !ok {
		return nil, p.puzzleErr("too large to encode: the clues' possible rectangles cover more than %d cells in total", MaxWork)
	}
	for k, ps := range e.Patterns {
		if len(ps) == 0 && e.Infeasible == nil {
			e.Infeasible = p.clueErr(k, "no possible rectangle: %s", noRectReason(p, k))
		}
	}
	e.buildCover()
	for cell, cv := range e.Cover {
		if len(cv) == 0 && e.Infeasible == nil {
			e.Infeasible = p.puzzleErr("cell at row %d, col %d lies in no possible rectangle of any clue: no partition can exist", cell/p.Width, cell%p.Width)
		}
	}
	if err := e.checkSize(); err != nil {
		return nil, err
	}
	e.newVars()
	b := encode.NewBuilder(e.Formula, opt.Card, opt.AMO)
	if opt.Explain {
		e.roomClauses(b)
	} else {
		e.coverClauses(b)
	}
	if opt.Model >= Channel {
		e.channelClauses(b)
	}
	if opt.Model >= Redundant {
		e.redundantClauses()
	}
	if opt.Explain {
		e.clueClauses()
	}
	if e.Infeasible != nil {
		b.Clause() // the empty clause: every backend reads it as UNSAT
	}
	return e, nil
}

// buildCover fills Cover: for every cell, the (room, pattern) pairs
// covering it, grouped by room, in one flat array.
func (e *Encoding) buildCover() {
	W, H := e.Puzzle.Width, e.Puzzle.Height
	count := make([]int32, W*H+1)
	total := 0
	for _, ps := range e.Patterns {
		for _, r := range ps {
			total += r.Area()
			for y := r.Row; y < r.Row+r.H; y++ {
				for x := r.Col; x < r.Col+r.W; x++ {
					count[y*W+x+1]++
				}
			}
		}
	}
	for i := 1; i <= W*H; i++ {
		count[i] += count[i-1]
	}
	flat := make([][2]int32, total)
	e.Cover = make([][][2]int32, W*H)
	for cell := range e.Cover {
		e.Cover[cell] = flat[count[cell]:count[cell]:count[cell+1]]
	}
	for k, ps := range e.Patterns {
		for i, r := range ps {
			for y := r.Row; y < r.Row+r.H; y++ {
				for x := r.Col; x < r.Col+r.W; x++ {
					e.Cover[y*W+x] = append(e.Cover[y*W+x], [2]int32{int32(k), int32(i)})
				}
			}
		}
	}
}

// newVars creates the variables in their fixed order: the patterns
// (1..Alt, the primary variables), then the cell-room variables by cell
// (channel, redundant), then the clues' selectors (explain).
func (e *Encoding) newVars() {
	p, f := e.Puzzle, e.Formula
	e.Z = make([][]encode.Lit, len(e.Patterns))
	for k, ps := range e.Patterns {
		e.Z[k] = make([]encode.Lit, len(ps))
		for i, r := range ps {
			e.Z[k][i] = f.New(PatternName(p.Clues[k], r))
			e.zOf = append(e.zOf, roomPattern{int32(k), int32(i)})
		}
	}
	if e.Options.Model >= Channel {
		W := p.Width
		e.W = make([][]CellRoom, len(e.Cover))
		for cell, cv := range e.Cover {
			last := int32(-1)
			for _, kp := range cv { // cover lists are grouped by room
				if kp[0] != last {
					last = kp[0]
					l := f.New(CellRoomName(cell/W, cell%W, p.Clues[kp[0]]))
					if e.wFirst == 0 {
						e.wFirst = l
					}
					e.W[cell] = append(e.W[cell], CellRoom{Room: int(kp[0]), Lit: l})
					e.wOf = append(e.wOf, cellRoom{int32(cell), kp[0]})
				}
			}
		}
	}
	if e.Options.Explain {
		e.selectors = make([]encode.Lit, len(p.Clues))
		for k, c := range p.Clues {
			if !c.Known() {
				continue // not a given clue: no selector, any area
			}
			at := "(" + strconv.Itoa(c.Row) + "," + strconv.Itoa(c.Col) + ")"
			e.selectors[k] = f.New("shikaku.clue" + at)
			e.Clues = append(e.Clues, puzzle.Clue{Selector: e.selectors[k],
				Text: fmt.Sprintf("the room of the clue at %s has area %d", at, c.N),
				JSON: ClueJSON{Clue: [2]int{c.Row, c.Col}, Area: c.N}})
		}
	}
}

// group runs fn, which adds one family of constraints, and records its size.
func (e *Encoding) group(name string, fn func()) {
	f := e.Formula
	c0, l0, k0 := f.NumClauses(), f.NumLiterals(), len(f.Cards())
	fn()
	g := Group{Name: name, Clauses: f.NumClauses() - c0, Literals: f.NumLiterals() - l0}
	for _, cd := range f.Cards()[k0:] {
		g.Clauses++
		g.Literals += len(cd.Lits)
	}
	e.Groups = append(e.Groups, g)
}

// exactlyOne is the exactly-one of the options: the at-most-one encoding
// with an at-least-one clause, or a cardinality constraint.
func (e *Encoding) exactlyOne(b *encode.Builder, lits []encode.Lit) {
	if e.Options.UseCard {
		b.Exactly(lits, 1)
	} else {
		b.ExactlyOne(lits)
	}
}

// reserveChannel makes room for channelClauses' clauses and
// clueClauses' at once (a 45x31 puzzle's explanation encoding has a
// million of them, and a formula grown clause by clause allocated and
// copied its slabs over and over): a binary clause per pattern and cell,
// with Explain a support clause per cell and room and a binary clause
// per pattern of a clue (most have the wrong area), and the view's
// exactly-one per cell, counted for the pairwise at-most-one (other
// encodings grow from there).
func (e *Encoding) reserveChannel() {
	clauses, lits := 0, 0
	if e.Options.Explain {
		for _, ps := range e.Patterns {
			clauses += len(ps)
			lits += 2 * len(ps)
		}
	}
	for cell, cv := range e.Cover {
		clauses += len(cv)
		lits += 2 * len(cv)
		r := len(e.W[cell])
		if e.Options.Explain {
			clauses += r
			lits += r + len(cv)
		}
		clauses += 1 + r*(r-1)/2
		lits += r + r*(r-1)
	}
	e.Formula.Reserve(clauses, lits)
}

// binary adds the clause (a ∨ c) without an allocation per clause.
func (e *Encoding) binary(a, c encode.Lit) {
	e.pair[0], e.pair[1] = a, c
	e.Formula.AddClause(e.pair[:])
}

// coverClauses: every cell is covered by exactly one chosen pattern (the
// clue's cell: every room chooses exactly one pattern).
func (e *Encoding) coverClauses(b *encode.Builder) {
	var lits []encode.Lit
	cellLits := func(cv [][2]int32) []encode.Lit {
		lits = lits[:0]
		for _, kp := range cv {
			lits = append(lits, e.Z[kp[0]][kp[1]])
		}
		return lits
	}
	if e.Options.UseCard || e.Options.AMO != encode.Pairwise {
		e.group("cover: exactly one pattern per cell (a clue's cell: exactly one pattern per room)", func() {
			for _, cv := range e.Cover {
				e.exactlyOne(b, cellLits(cv))
			}
		})
		return
	}
	// Pairwise at-most-one per cell, written once per pair of overlapping
	// patterns: two patterns that share m cells would otherwise get the
	// same binary clause m times. The pairs are counted first (a pass as
	// cheap as writing them) so that the formula's storage is allocated
	// once, not doubled and copied as it grows.
	lin := 0
	for _, cv := range e.Cover {
		lin += len(cv)
	}
	pairs := e.countPairs()
	e.Formula.Reserve(len(e.Cover)+pairs, lin+2*pairs)
	e.group("cover: at least one pattern per cell", func() {
		for _, cv := range e.Cover {
			b.AtLeastOne(cellLits(cv))
		}
	})
	e.group("cover: no two overlapping patterns (pairwise at-most-one per cell, each pair once)", func() {
		e.overlapPairs(func(a, c encode.Lit) { e.binary(-a, -c) })
	})
	if e.Puzzle.unknowns() == 0 {
		return
	}
	// The patterns of a room of unknown area all hold its clue's cell and
	// are many (any area): their pairs are left out above, and a ladder
	// says at most one of them (P-1 variables, 3P-4 clauses instead of
	// P(P-1)/2), as the explanation encoding does for every room.
	lb := encode.NewBuilder(e.Formula, e.Options.Card, encode.Ladder)
	e.group("rooms of unknown area: at most one pattern each (ladder)", func() {
		for k, c := range e.Puzzle.Clues {
			if !c.Known() {
				lb.AtMostOne(e.Z[k])
			}
		}
	})
}

// roomClauses, the explanation encoding's cover: every room chooses
// exactly one pattern (with the at-most-one encoding of the options, but
// ladder for pairwise: a room's patterns of any area all overlap, and
// pairwise would need Σ P_k²/2 clauses, 650,000 on a 19x19 puzzle, for
// the same propagation). channelClauses then tie the rooms to the cells.
func (e *Encoding) roomClauses(b *encode.Builder) {
	rb := b
	if !e.Options.UseCard && e.Options.AMO == encode.Pairwise {
		rb = encode.NewBuilder(e.Formula, e.Options.Card, encode.Ladder)
	}
	e.group("rooms: exactly one pattern per room (ladder at-most-one for pairwise)", func() {
		for _, zs := range e.Z {
			e.exactlyOne(rb, zs)
		}
	})
}

// channelClauses: z(k,p) -> w(i,j,k), and exactly one room per cell. In
// the explanation encoding, also w(i,j,k) -> some pattern of room k on
// the cell: with the rooms' exactly-one this makes the chosen patterns
// partition the grid (a cell's one room has a pattern on it, and every
// cell of a chosen pattern is in the pattern's room), without the
// per-cell exactly-one over all patterns on the cell, which any-area
// patterns make large.
func (e *Encoding) channelClauses(b *encode.Builder) {
	e.reserveChannel()
	e.group("channel: z(k,p) -> w(i,j,k)", func() {
		for cell, cv := range e.Cover {
			for _, kp := range cv {
				e.binary(-e.Z[kp[0]][kp[1]], e.roomLit(cell, int(kp[0])))
			}
		}
	})
	var lits []encode.Lit
	if e.Options.Explain {
		e.group("support: w(i,j,k) -> some z(k,p) on the cell", func() {
			for cell, ws := range e.W {
				for _, w := range ws {
					lits = append(lits[:0], -w.Lit)
					for _, kp := range e.Cover[cell] {
						if int(kp[0]) == w.Room {
							lits = append(lits, e.Z[kp[0]][kp[1]])
						}
					}
					e.Formula.AddClause(lits)
				}
			}
		})
	}
	e.group("view: exactly one room per cell", func() {
		for _, ws := range e.W {
			lits = lits[:0]
			for _, w := range ws {
				lits = append(lits, w.Lit)
			}
			e.exactlyOne(b, lits)
		}
	})
}

// redundantClauses: w(i,j,k) -> ¬z for the patterns of other rooms on the
// cell and for room k's patterns that miss it.
func (e *Encoding) redundantClauses() {
	e.group("redundant: w(i,j,k) -> ¬z(k',p') for other rooms' patterns on the cell", func() {
		for cell, ws := range e.W {
			for _, w := range ws {
				for _, kp := range e.Cover[cell] {
					if int(kp[0]) != w.Room {
						e.binary(-w.Lit, -e.Z[kp[0]][kp[1]])
					}
				}
			}
		}
	})
	e.group("redundant: w(i,j,k) -> ¬z(k,p) for room k's patterns missing the cell", func() {
		var covers []bool
		for cell, ws := range e.W {
			for _, w := range ws {
				if n := len(e.Z[w.Room]); cap(covers) < n {
					covers = make([]bool, n)
				} else {
					covers = covers[:n]
					clear(covers)
				}
				for _, kp := range e.Cover[cell] {
					if int(kp[0]) == w.Room {
						covers[kp[1]] = true
					}
				}
				for i, z := range e.Z[w.Room] {
					if !covers[i] {
						e.binary(-w.Lit, -z)
					}
				}
			}
		}
	})
}

// clueClauses guards the clues (explain): a pattern whose area is not
// the clue's is allowed only when the clue's selector is false. A clue
// of unknown value has no selector and no such clause: it is the
// selector-off case.
func (e *Encoding) clueClauses() {
	e.group("clues: ¬selector ∨ ¬z(k,p) for room k's patterns of the wrong area", func() {
		for k, ps := range e.Patterns {
			sel := e.selectors[k]
			if sel == 0 {
				continue
			}
			for i, r := range ps {
				if r.Area() != e.Puzzle.Clues[k].N {
					e.binary(-sel, -e.Z[k][i])
				}
			}
		}
	})
}

// ClueJSON is a Shikaku clue in an explanation's JSON.
type ClueJSON struct {
	Clue [2]int `json:"clue"`
	Area int    `json:"area"`
}

// MaxWork bounds the size of an encoding: the total area of the patterns,
// the work of finding overlapping pairs (Σ n_c² over cells c covered by
// n_c patterns) and the number of clauses of the channel and redundant
// constraints. Beyond it Encode returns an error instead of exhausting
// memory.
const MaxWork = 1 << 27

// maxWork is MaxWork; tests lower it.
var maxWork = MaxWork

// checkSize estimates the encoding's work before writing any clause.
func (e *Encoding) checkSize() error {
	sq, lin, chanWork, redWork := 0, 0, 0, 0
	for _, cv := range e.Cover {
		n := len(cv)
		sq += n * n
		lin += n
		rooms, own := 0, 0
		last := int32(-1)
		for i, kp := range cv {
			if kp[0] != last {
				last = kp[0]
				rooms++
				own += len(e.Patterns[kp[0]])
				if !e.Puzzle.Clues[kp[0]].Known() {
					// Pairs of one room of unknown area are not written
					// (eachOverlap): take them out of Σ n².
					m := 0
					for i+m < n && cv[i+m][0] == kp[0] {
						m++
					}
					sq -= m*m - m
				}
			}
		}
		chanWork += n + rooms*rooms
		redWork += rooms*n + own
	}
	// Pairwise at-most-one finds the overlapping pairs in Σ n² steps;
	// the other encodings are linear in the cover lists' total length.
	// The explanation encoding has no per-cell cover: its rooms'
	// exactly-one and support clauses are linear.
	pairwise := !e.Options.UseCard && e.Options.AMO == encode.Pairwise
	work := 4 * lin
	if e.Options.Explain {
		work = 2 * lin
		pairwise = false
	} else if pairwise {
		work = sq
		if sq > maxWork && sq <= 8*MaxWork { // at most 8*MaxWork steps
			// Σ n² counts a pair of patterns once per shared cell: count
			// the distinct pairs (the clauses) instead, in Σ n² steps but
			// no memory.
			work = lin + e.countPairs()
		}
	}
	coverWork := work
	if e.Options.Model >= Channel {
		work += chanWork
	}
	if e.Options.Model >= Redundant {
		work += redWork
	}
	if work > maxWork {
		hint := ""
		if pairwise && coverWork > work/2 {
			hint = "; --amo ladder or commander needs far fewer"
		}
		return e.Puzzle.puzzleErr("too large to encode in the %v model: about %d clauses or steps (limit %d)%s", e.Options.Model, work, maxWork, hint)
	}
	return nil
}

// countPairs counts the pairs of patterns that share a cell, before the
// pattern variables exist (they are numbered 1..Alt in order).
func (e *Encoding) countPairs() int {
	pairs := 0
	e.eachOverlap(func(a, b int) { pairs++ })
	return pairs
}

// overlapPairs calls fn once for every pair of patterns (z_a, z_b) that
// share at least one cell, with z_a < z_b, in the order of z_a.
func (e *Encoding) overlapPairs(fn func(a, b encode.Lit)) {
	e.eachOverlap(func(a, b int) { fn(e.zAt(a), e.zAt(b)) })
}

// zAt is the variable of the pattern with 0-based index i over all rooms.
func (e *Encoding) zAt(i int) encode.Lit {
	rp := e.zOf[i]
	return e.Z[rp.room][rp.pattern]
}

// eachOverlap calls fn(a, b) for every pair of patterns that share a
// cell, as 0-based indexes over all rooms' patterns in order, a < b,
// except pairs of one room of unknown area (coverClauses says at most one
// of those with a ladder). For each a, the b come in the order of the
// first shared cell in a's cells row by row (the intersection's top-left
// cell), then of b: as scanning a's cells and each cell's cover list
// finds them first.
//
// The intersection's top-left cell (max of the rows, max of the
// columns) is a's top-left cell, or on a's top row where b's left column
// is, or on a's left column where b's top row is, or inside a where b's
// top-left cell is. So only the cover lists of a's top row and left
// column are read, and inside a the patterns starting at each cell: each
// pair is found once, at that cell, with no marks, in far fewer steps
// than reading every cell's cover list (Σ n², 254,592 steps for
// 11,949 pairs on the 45x31 example).
func (e *Encoding) eachOverlap(fn func(a, b int)) {
	W, H := e.Puzzle.Width, e.Puzzle.Height
	first := make([]int32, len(e.Patterns)+1) // first[k]: index of room k's pattern 0
	for k, ps := range e.Patterns {
		first[k+1] = first[k] + int32(len(ps))
	}
	// starts[at[cell]:at[cell+1]] are the patterns whose top-left cell is
	// cell, in index order.
	at := make([]int32, W*H+1)
	for _, ps := range e.Patterns {
		for _, r := range ps {
			at[r.Row*W+r.Col+1]++
		}
	}
	for i := 1; i <= W*H; i++ {
		at[i] += at[i-1]
	}
	starts := make([]int32, first[len(e.Patterns)])
	fill := append([]int32(nil), at[:W*H]...)
	for k, ps := range e.Patterns {
		for i, r := range ps {
			cell := r.Row*W + r.Col
			starts[fill[cell]] = first[k] + int32(i)
			fill[cell]++
		}
	}
	for k, rs := range e.Patterns {
		unknown := !e.Puzzle.Clues[k].Known()
		for i, r := range rs {
			a := int(first[k]) + i
			for y := r.Row; y < r.Row+r.H; y++ {
				for x := r.Col; x < r.Col+r.W; x++ {
					cell := y*W + x
					if y > r.Row && x > r.Col {
						for _, b := range starts[at[cell]:at[cell+1]] {
							if int(b) > a && !(unknown && int(b) < int(first[k+1])) {
								fn(a, int(b))
							}
						}
						continue
					}
					for _, kp := range e.Cover[cell] {
						b := int(first[kp[0]]) + int(kp[1])
						if b <= a || unknown && int(kp[0]) == k {
							continue
						}
						if y > r.Row || x > r.Col {
							q := e.Patterns[kp[0]][kp[1]]
							if y > r.Row && q.Row != y || x > r.Col && q.Col != x {
								continue
							}
						}
						fn(a, b)
					}
				}
			}
		}
	}
}

// roomLit is w(cell, k).
func (e *Encoding) roomLit(cell, k int) encode.Lit {
	for _, w := range e.W[cell] {
		if w.Room == k {
			return w.Lit
		}
	}
	panic("shikaku: no cell-room variable")
}

// noRectReason explains why clue k has no pattern.
func noRectReason(p *Puzzle, k int) string {
	c := p.Clues[k]
	var fit, blocked []string
	for w := 1; w <= c.N; w++ {
		if c.N%w != 0 {
			continue
		}
		h := c.N / w
		s := fmt.Sprintf("%dx%d", w, h)
		if w > p.Width || h > p.Height {
			fit = append(fit, s)
		} else {
			blocked = append(blocked, s)
		}
	}
	var parts []string
	if len(fit) > 0 {
		parts = append(parts, "the "+strings.Join(fit, ", ")+" shapes do not fit in the grid")
	}
	if len(blocked) > 0 {
		parts = append(parts, "every placement of "+strings.Join(blocked, ", ")+" over the clue's cell leaves the grid or contains another clue")
	}
	return strings.Join(parts, "; ")
}

// Decode reads the chosen pattern of every room from a model. A model
// that does not fit the encoding (fewer variables than the formula, a
// room with no or several chosen patterns) is an error.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	if n := e.Formula.NumVars(); len(m) <= n {
		return nil, fmt.Errorf("shikaku: the model has %d variables, the encoding %d", max(len(m)-1, 0), n)
	}
	s := &Solution{Rooms: make([]Room, len(e.Z))}
	for k, zs := range e.Z {
		c := e.Puzzle.Clues[k]
		chosen := -1
		for i, z := range zs {
			if m.Value(z) {
				if chosen >= 0 {
					return nil, fmt.Errorf("shikaku: the model picks two rectangles for the clue at row %d, col %d: %v and %v",
						c.Row, c.Col, e.Patterns[k][chosen], e.Patterns[k][i])
				}
				chosen = i
			}
		}
		if chosen < 0 {
			return nil, fmt.Errorf("shikaku: the model picks no rectangle for the clue at row %d, col %d", c.Row, c.Col)
		}
		r := e.Patterns[k][chosen]
		s.Rooms[k] = Room{Row: r.Row, Col: r.Col, Width: r.W, Height: r.H, Clue: c.N}
	}
	return s, nil
}
