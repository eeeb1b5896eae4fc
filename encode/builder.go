package encode

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/enum"
)

// CardEncoding selects how at-most-k / at-least-k / exactly-k become CNF.
type CardEncoding int

// The cardinality encodings. See the package doc for sizes and propagation strength.
const (
	Binomial   CardEncoding = iota // all subsets; no auxiliary variables
	SeqCounter                     // sequential counter (Sinz 2005)
	Totalizer                      // totalizer (Bailleux and Boufkhad 2003)
	CardNet                        // cardinality networks (Asín et al. 2011); alias cardnetwrk (PySAT)
	Native                         // gophersat's native constraint; clauses elsewhere
	// PySAT's EncType names (pysat.card) beyond the ones above; see the
	// package doc for what pairwise, ladder and bitwise do beyond k = 1.
	CardPairwise // pairwise for at most one; binomial beyond
	SortNetwrk   // the full odd-even merge sorting network (Eén and Sörensson 2006)
	Bitwise      // the binary (bitwise) at-most-one; the totalizer beyond
	CardLadder   // the ladder for at most one; the sequential counter beyond
	MTotalizer   // the modulo totalizer (Ogawa et al. 2013)
	KMTotalizer  // the k-simplified modulo totalizer (Morgado et al. 2014)
)

var cardNames = enum.New[CardEncoding]("cardinality encoding", "binomial", "seqcounter", "totalizer", "cardnet", "native",
	"pairwise", "sortnetwrk", "bitwise", "ladder", "mtotalizer", "kmtotalizer")

// cardAliases are other names of the cardinality encodings: PySAT's
// cardnetwrk is cardnet.
var cardAliases = map[string]CardEncoding{"cardnetwrk": CardNet}

func (e CardEncoding) String() string { return cardNames.String(e) }

// UnmarshalText reads a cardinality encoding's name.
func (e *CardEncoding) UnmarshalText(b []byte) error {
	x, err := ParseCardEncoding(string(b))
	if err != nil {
		return err
	}
	*e = x
	return nil
}

// CardEncodings lists every cardinality encoding: puzzlesat's first five,
// then PySAT's others.
func CardEncodings() []CardEncoding {
	return []CardEncoding{Binomial, SeqCounter, Totalizer, CardNet, Native,
		CardPairwise, SortNetwrk, Bitwise, CardLadder, MTotalizer, KMTotalizer}
}

// ParseCardEncoding reads a cardinality encoding's name or alias
// (cardnetwrk).
func ParseCardEncoding(s string) (CardEncoding, error) {
	if e, ok := cardAliases[strings.ToLower(s)]; ok {
		return e, nil
	}
	return cardNames.Parse(s)
}

// AMOEncoding selects how at-most-one becomes CNF.
type AMOEncoding int

// The at-most-one encodings.
const (
	Pairwise  AMOEncoding = iota // n(n-1)/2 binary clauses, no auxiliary variables
	Ladder                       // ladder / sequential (n-1 aux, 3n clauses)
	Commander                    // commander encoding (Klieber and Kwon 2007)
	Bimander                     // bimander encoding (Hölldobler and Nguyen 2013)
	Binary                       // binary / bitwise encoding (Frisch et al. 2005)
	KProduct                     // product encoding (Chen 2010), recursive
	Nested                       // nested encoding (PBLib, LogicNG)
)

var amoNames = enum.New[AMOEncoding]("at-most-one encoding", "pairwise", "ladder", "commander", "bimander", "binary", "kproduct", "nested")

func (e AMOEncoding) String() string { return amoNames.String(e) }

// UnmarshalText reads an at-most-one encoding's name.
func (e *AMOEncoding) UnmarshalText(b []byte) error { return amoNames.Unmarshal(e, b) }

// AMOEncodings lists every at-most-one encoding.
func AMOEncodings() []AMOEncoding {
	return []AMOEncoding{Pairwise, Ladder, Commander, Bimander, Binary, KProduct, Nested}
}

// ParseAMOEncoding reads an at-most-one encoding's name.
func ParseAMOEncoding(s string) (AMOEncoding, error) { return amoNames.Parse(s) }

// Builder writes constraints as clauses to Out, allocating auxiliary
// variables from Vars. Card and AMO choose the encodings. The zero Card is
// Binomial and the zero AMO is Pairwise.
type Builder struct {
	Vars  *Vars
	Out   Sink
	Card  CardEncoding
	AMO   AMOEncoding
	PBEnc PBEncoding // for PB; the zero value is PBBDD

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

// CardNames are the names an option offers for the cardinality encodings:
// every encoding's name in the order of CardEncodings, then the aliases
// (cardnetwrk), which ParseCardEncoding also reads.
func CardNames() []string { return append(cardNames.List(), "cardnetwrk") }

// AMONames are the names of the at-most-one encodings, in the order of
// AMOEncodings.
func AMONames() []string { return amoNames.List() }
