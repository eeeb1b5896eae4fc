package shikaku

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
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

var modelNames = []string{"partition", "channel", "redundant"}

func (m ModelKind) String() string {
	if int(m) >= 0 && int(m) < len(modelNames) {
		return modelNames[m]
	}
	return fmt.Sprintf("ModelKind(%d)", int(m))
}

// Models lists every model.
func Models() []ModelKind { return []ModelKind{Partition, Channel, Redundant} }

// ParseModel reads a model's name.
func ParseModel(s string) (ModelKind, error) {
	for i, n := range modelNames {
		if strings.EqualFold(s, n) {
			return ModelKind(i), nil
		}
	}
	return 0, fmt.Errorf("unknown shikaku model %q (want one of %s)", s, strings.Join(modelNames, ", "))
}

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
}

func (o Options) String() string {
	if o.UseCard {
		return fmt.Sprintf("model=%v card=%v", o.Model, o.Card)
	}
	return fmt.Sprintf("model=%v amo=%v", o.Model, o.AMO)
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

// Encoding is a puzzle compiled to CNF.
type Encoding struct {
	Puzzle   *Puzzle
	Options  Options
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
}

// NumPatterns is the number of pattern variables (the chapter's Alt).
func (e *Encoding) NumPatterns() int {
	n := 0
	for _, z := range e.Z {
		n += len(z)
	}
	return n
}

// Primary are the pattern variables, which define a solution.
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
// chosen model (phase 2) into a new formula. A clue with no possible
// rectangle, a cell no rectangle can reach, or clues that do not sum to the
// grid's area are positioned errors that say so.
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if opt.Model < Partition || opt.Model > Redundant {
		return nil, fmt.Errorf("shikaku: unknown model %v", opt.Model)
	}
	pats, ok := patternsWithin(p, MaxWork)
	if !ok {
		return nil, p.puzzleErr("too large to encode: the clues' possible rectangles cover more than %d cells in total", MaxWork)
	}
	for k, ps := range pats {
		if len(ps) == 0 {
			return nil, p.clueErr(k, "no possible rectangle: %s", noRectReason(p, k))
		}
	}
	W, H := p.Width, p.Height
	e := &Encoding{Puzzle: p, Options: opt, Patterns: pats, Formula: encode.NewFormula()}
	f := e.Formula
	// Cover lists, in one flat array: count, then fill.
	count := make([]int32, W*H+1)
	total := 0
	for _, ps := range pats {
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
	cover := make([][][2]int32, W*H)
	for cell := range cover {
		cover[cell] = flat[count[cell]:count[cell]:count[cell+1]]
	}
	e.Z = make([][]encode.Lit, len(pats))
	for k, ps := range pats {
		e.Z[k] = make([]encode.Lit, len(ps))
		for i, r := range ps {
			e.Z[k][i] = f.New(PatternName(p.Clues[k], r))
			for y := r.Row; y < r.Row+r.H; y++ {
				for x := r.Col; x < r.Col+r.W; x++ {
					cover[y*W+x] = append(cover[y*W+x], [2]int32{int32(k), int32(i)})
				}
			}
		}
	}
	e.Cover = cover
	for cell, cv := range cover {
		if len(cv) == 0 {
			r, c := cell/W, cell%W
			return nil, p.puzzleErr("cell at row %d, col %d lies in no possible rectangle of any clue: no partition can exist", r, c)
		}
	}
	if err := e.checkSize(); err != nil {
		return nil, err
	}
	if opt.Model >= Channel {
		e.W = make([][]CellRoom, W*H)
		for cell, cv := range cover {
			last := int32(-1)
			for _, kp := range cv { // cover lists are grouped by room
				if kp[0] != last {
					last = kp[0]
					e.W[cell] = append(e.W[cell], CellRoom{Room: int(kp[0]),
						Lit: f.New(CellRoomName(cell/W, cell%W, p.Clues[kp[0]]))})
				}
			}
		}
	}
	b := encode.NewBuilder(f, opt.Card, opt.AMO)
	exactlyOne := func(lits []encode.Lit) {
		if opt.UseCard {
			b.Exactly(lits, 1)
		} else {
			b.ExactlyOne(lits)
		}
	}
	group := func(name string, fn func()) {
		c0, l0, k0 := f.NumClauses(), f.NumLiterals(), len(f.Cards())
		fn()
		g := Group{Name: name, Clauses: f.NumClauses() - c0, Literals: f.NumLiterals() - l0}
		for _, cd := range f.Cards()[k0:] {
			g.Clauses++
			g.Literals += len(cd.Lits)
		}
		e.Groups = append(e.Groups, g)
	}
	var lits []encode.Lit
	pair := make([]encode.Lit, 2)
	binary := func(a, c encode.Lit) { // (a ∨ c) without an allocation per clause
		pair[0], pair[1] = a, c
		f.AddClause(pair)
	}
	if !opt.UseCard && opt.AMO == encode.Pairwise {
		// Pairwise at-most-one per cell, written once per pair of
		// overlapping patterns: two patterns that share m cells would
		// otherwise get the same binary clause m times.
		group("cover: at least one pattern per cell", func() {
			for _, cv := range cover {
				lits = lits[:0]
				for _, kp := range cv {
					lits = append(lits, e.Z[kp[0]][kp[1]])
				}
				b.AtLeastOne(lits)
			}
		})
		group("cover: no two overlapping patterns (pairwise at-most-one per cell, each pair once)", func() {
			e.overlapPairs(func(a, c encode.Lit) { binary(-a, -c) })
		})
	} else {
		group("cover: exactly one pattern per cell (a clue's cell: exactly one pattern per room)", func() {
			for _, cv := range cover {
				lits = lits[:0]
				for _, kp := range cv {
					lits = append(lits, e.Z[kp[0]][kp[1]])
				}
				exactlyOne(lits)
			}
		})
	}
	if opt.Model == Partition {
		return e, nil
	}
	group("channel: z(k,p) -> w(i,j,k)", func() {
		for cell, cv := range cover {
			for _, kp := range cv {
				binary(-e.Z[kp[0]][kp[1]], e.roomLit(cell, int(kp[0])))
			}
		}
	})
	group("view: exactly one room per cell", func() {
		for _, ws := range e.W {
			lits = lits[:0]
			for _, w := range ws {
				lits = append(lits, w.Lit)
			}
			exactlyOne(lits)
		}
	})
	if opt.Model == Channel {
		return e, nil
	}
	group("redundant: w(i,j,k) -> ¬z(k',p') for other rooms' patterns on the cell", func() {
		for cell, ws := range e.W {
			for _, w := range ws {
				for _, kp := range cover[cell] {
					if int(kp[0]) != w.Room {
						binary(-w.Lit, -e.Z[kp[0]][kp[1]])
					}
				}
			}
		}
	})
	group("redundant: w(i,j,k) -> ¬z(k,p) for room k's patterns missing the cell", func() {
		var covers []bool
		for cell, ws := range e.W {
			for _, w := range ws {
				if n := len(e.Z[w.Room]); cap(covers) < n {
					covers = make([]bool, n)
				} else {
					covers = covers[:n]
					clear(covers)
				}
				for _, kp := range cover[cell] {
					if int(kp[0]) == w.Room {
						covers[kp[1]] = true
					}
				}
				for i, z := range e.Z[w.Room] {
					if !covers[i] {
						binary(-w.Lit, -z)
					}
				}
			}
		}
	})
	return e, nil
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
		for _, kp := range cv {
			if kp[0] != last {
				last = kp[0]
				rooms++
				own += len(e.Z[kp[0]])
			}
		}
		chanWork += n + rooms*rooms
		redWork += rooms*n + own
	}
	// Pairwise at-most-one finds the overlapping pairs in Σ n² steps;
	// the other encodings are linear in the cover lists' total length.
	pairwise := !e.Options.UseCard && e.Options.AMO == encode.Pairwise
	work := 4 * lin
	if pairwise {
		work = sq
		if sq > maxWork && sq <= 8*MaxWork { // at most 8*MaxWork steps
			// Σ n² counts a pair of patterns once per shared cell: count
			// the distinct pairs (the clauses) instead, in Σ n² steps but
			// no memory.
			pairs := 0
			e.overlapPairs(func(a, c encode.Lit) { pairs++ })
			work = lin + pairs
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

// overlapPairs calls fn once for every pair of patterns (z_a, z_b) that
// share at least one cell, with z_a < z_b, in the order of z_a.
func (e *Encoding) overlapPairs(fn func(a, b encode.Lit)) {
	W := e.Puzzle.Width
	stamp := make([]encode.Lit, e.Formula.NumVars()+1)
	for k, rs := range e.Patterns {
		for i, r := range rs {
			za := e.Z[k][i]
			for y := r.Row; y < r.Row+r.H; y++ {
				for x := r.Col; x < r.Col+r.W; x++ {
					for _, kp := range e.Cover[y*W+x] {
						zb := e.Z[kp[0]][kp[1]]
						if zb > za && stamp[zb] != za {
							stamp[zb] = za
							fn(za, zb)
						}
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

// Decode reads the chosen pattern of every room from a model.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	s := &Solution{Rooms: make([]Room, len(e.Z))}
	for k, zs := range e.Z {
		chosen := -1
		for i, z := range zs {
			if m.Value(z) {
				if chosen >= 0 {
					return nil, fmt.Errorf("shikaku: the model picks two rectangles for the clue at row %d, col %d: %v and %v",
						e.Puzzle.Clues[k].Row, e.Puzzle.Clues[k].Col, e.Patterns[k][chosen], e.Patterns[k][i])
				}
				chosen = i
			}
		}
		if chosen < 0 {
			return nil, fmt.Errorf("shikaku: the model picks no rectangle for the clue at row %d, col %d",
				e.Puzzle.Clues[k].Row, e.Puzzle.Clues[k].Col)
		}
		r := e.Patterns[k][chosen]
		s.Rooms[k] = Room{Row: r.Row, Col: r.Col, Width: r.W, Height: r.H, Clue: e.Puzzle.Clues[k].N}
	}
	return s, nil
}
