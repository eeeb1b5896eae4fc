package encode

import (
	"slices"
	"testing"
)

// Every listed name reads back as its encoding, PySAT's cardnetwrk is
// cardnet, and the option lists hold every name.
func TestEncodingNames(t *testing.T) {
	for _, e := range CardEncodings() {
		if got, err := ParseCardEncoding(e.String()); err != nil || got != e {
			t.Errorf("ParseCardEncoding(%q) = %v, %v", e, got, err)
		}
		if !slices.Contains(CardNames(), e.String()) {
			t.Errorf("CardNames lacks %q", e)
		}
	}
	for _, s := range []string{"cardnetwrk", "CardNetwrk"} {
		var e CardEncoding
		if err := e.UnmarshalText([]byte(s)); err != nil || e != CardNet {
			t.Errorf("%q: %v, %v; want cardnet", s, e, err)
		}
	}
	if _, err := ParseCardEncoding("nosuch"); err == nil {
		t.Error("unknown name accepted")
	}
	for _, e := range AMOEncodings() {
		if got, err := ParseAMOEncoding(e.String()); err != nil || got != e || !slices.Contains(AMONames(), e.String()) {
			t.Errorf("AMO %q: %v, %v", e, got, err)
		}
	}
	for _, e := range PBEncodings() {
		if got, err := ParsePBEncoding(e.String()); err != nil || got != e || !slices.Contains(PBNames(), e.String()) {
			t.Errorf("PB %q: %v, %v", e, got, err)
		}
	}
	want := []string{"binomial", "seqcounter", "totalizer", "cardnet", "native", "pairwise", "sortnetwrk", "bitwise", "ladder", "mtotalizer", "kmtotalizer", "cardnetwrk"}
	if !slices.Equal(CardNames(), want) {
		t.Errorf("CardNames() = %q, want %q", CardNames(), want)
	}
}

// PB with mismatched lengths is a programming error.
func TestPBPanicsOnLengths(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("no panic")
		}
	}()
	f := NewFormula()
	NewBuilder(f, Totalizer, Pairwise).PB([]Lit{f.New("x")}, nil, LE, 1)
}
