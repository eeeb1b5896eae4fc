package puzzle

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
)

// ExactlyOne is how a genre encodes its exactly-one (or at-most-one)
// constraints, from the options ExactlyOneOptions declares: an
// at-most-one encoding (--amo, beside an at-least-one clause), or, with
// UseCard, a cardinality encoding of the whole constraint (--card).
type ExactlyOne struct {
	AMO     encode.AMOEncoding
	Card    encode.CardEncoding
	UseCard bool
}

// ExactlyOneOptions are the options "amo" (pairwise, ladder, commander;
// default pairwise) and "card" (off or a cardinality encoding; default
// off), with the genre's words for what they encode.
func ExactlyOneOptions(amoUsage, cardUsage string) []Option {
	return []Option{
		{Name: "amo", Usage: amoUsage, Values: encode.AMONames(), Default: "pairwise"},
		{Name: "card", Usage: cardUsage, Values: append([]string{"off"}, encode.CardNames()...), Default: "off"},
	}
}

// ReadExactlyOne reads the options of ExactlyOneOptions (missing:
// defaults). card and a non-default amo exclude each other.
func ReadExactlyOne(o Options) (ExactlyOne, error) {
	var eo ExactlyOne
	var err error
	amo := o.Get("amo", "pairwise")
	if eo.AMO, err = encode.ParseAMOEncoding(amo); err != nil {
		return eo, err
	}
	if card := o.Get("card", "off"); card != "off" {
		if eo.AMO != encode.Pairwise {
			return eo, &UsageError{Msg: fmt.Sprintf("--card %s and --amo %s exclude each other: --card replaces the at-most-one encoding", card, amo)}
		}
		if eo.Card, err = encode.ParseCardEncoding(card); err != nil {
			return eo, err
		}
		eo.UseCard = true
	}
	return eo, nil
}
