package encode

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/internal/enum"
)

// CardEncoding selects how at-most-k / at-least-k / exactly-k become CNF.
type CardEncoding int

// The cardinality encodings. See the package doc for sizes and propagation strength.
const (
	Binomial   CardEncoding = iota // all subsets; no auxiliary variables
	SeqCounter                     // sequential counter (Sinz 2005)
	Totalizer                      // totalizer (Bailleux and Boufkhad 2003)
	CardNet                        // cardinality networks (Asín et al. 2011)
	Native                         // gophersat's native constraint; clauses elsewhere
)

var cardNames = enum.New[CardEncoding]("cardinality encoding", "binomial", "seqcounter", "totalizer", "cardnet", "native")

func (e CardEncoding) String() string { return cardNames.String(e) }

// UnmarshalText reads a cardinality encoding's name.
func (e *CardEncoding) UnmarshalText(b []byte) error { return cardNames.Unmarshal(e, b) }

// CardEncodings lists every cardinality encoding.
func CardEncodings() []CardEncoding {
	return []CardEncoding{Binomial, SeqCounter, Totalizer, CardNet, Native}
}

// ParseCardEncoding reads a cardinality encoding's name.
func ParseCardEncoding(s string) (CardEncoding, error) { return cardNames.Parse(s) }

// AMOEncoding selects how at-most-one becomes CNF.
type AMOEncoding int

// The at-most-one encodings.
const (
	Pairwise  AMOEncoding = iota // n(n-1)/2 binary clauses, no auxiliary variables
	Ladder                       // ladder / sequential (n-1 aux, 3n clauses)
	Commander                    // commander encoding (Klieber and Kwon 2007)
)

var amoNames = enum.New[AMOEncoding]("at-most-one encoding", "pairwise", "ladder", "commander")

func (e AMOEncoding) String() string { return amoNames.String(e) }

// UnmarshalText reads an at-most-one encoding's name.
func (e *AMOEncoding) UnmarshalText(b []byte) error { return amoNames.Unmarshal(e, b) }

// AMOEncodings lists every at-most-one encoding.
func AMOEncodings() []AMOEncoding { return []AMOEncoding{Pairwise, Ladder, Commander} }

// ParseAMOEncoding reads an at-most-one encoding's name.
func ParseAMOEncoding(s string) (AMOEncoding, error) { return amoNames.Parse(s) }

// Builder writes constraints as clauses to Out, allocating auxiliary
// variables from Vars. Card and AMO choose the encodings. The zero Card is
// Binomial and the zero AMO is Pairwise.
type Builder struct {
	Vars *Vars
	Out  Sink
	Card CardEncoding
	AMO  AMOEncoding

	buf   []Lit
	block string // name of the current auxiliary block, e.g. "seqcounter#3.s"
	index int    // index of the next variable in the block
}

// NewBuilder returns a Builder that writes into f.
func NewBuilder(f *Formula, card CardEncoding, amo AMOEncoding) *Builder {
	return &Builder{Vars: &f.Vars, Out: f, Card: card, AMO: amo}
}

// Clause adds the clause of lits.
func (b *Builder) Clause(lits ...Lit) { b.Out.AddClause(lits) }

// Implies adds a -> c.
func (b *Builder) Implies(a, c Lit) {
	b.buf = append(b.buf[:0], -a, c)
	b.Out.AddClause(b.buf)
}

// ImpliesOr adds a -> (c1 ∨ c2 ∨ ...).
func (b *Builder) ImpliesOr(a Lit, cs ...Lit) {
	b.buf = append(append(b.buf[:0], -a), cs...)
	b.Out.AddClause(b.buf)
}

// AtLeastOne adds (l1 ∨ l2 ∨ ...).
func (b *Builder) AtLeastOne(lits []Lit) { b.Out.AddClause(lits) }

// begin starts a new block of auxiliary variables named kind#N.part[i],
// e.g. "seqcounter#3.s[0]", "seqcounter#3.s[1]", ...: one string per
// constraint, none per variable (see Vars.auxAt).
func (b *Builder) begin(kind, part string) {
	if b.Vars == nil {
		panic("encode: Builder.Vars is nil; the " + kind + " encoding needs auxiliary variables")
	}
	b.block = kind + "#" + strconv.Itoa(b.Vars.nextBlock()) + "." + part
	b.index = 0
}

// aux allocates the next auxiliary variable of the current block.
func (b *Builder) aux() Lit {
	l := b.Vars.auxAt(b.block, b.index)
	b.index++
	return l
}
