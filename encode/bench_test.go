package encode

import (
	"fmt"
	"testing"
)

// BenchmarkAtMost encodes one at-most-k constraint into a Counter (so only
// the encoder is measured) and reports its auxiliary variables and clauses.
// Binomial is only run at n=128, k=4 (264,566,400 clauses, seconds per op);
// at n=512, k=16 it would need about 2.5e31 clauses.
func BenchmarkAtMost(b *testing.B) {
	for _, sz := range [][2]int{{128, 4}, {512, 16}, {8, 2}} {
		n, k := sz[0], sz[1]
		for _, enc := range CardEncodings() {
			if (enc == Binomial || enc == CardPairwise) && n == 512 {
				continue
			}
			b.Run(fmt.Sprintf("%v/n=%d,k=%d", enc, n, k), func(b *testing.B) {
				var vs Vars
				lits := make([]Lit, n)
				for i := range lits {
					lits[i] = vs.New("x")
				}
				var cnt Counter
				bl := Builder{Vars: &vs, Out: &cnt, Card: enc}
				aux := 0
				b.ReportAllocs()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					vs.info = vs.info[:n] // reuse the variables' storage
					cnt = Counter{}
					bl.AtMost(lits, k)
					aux = vs.NumVars() - n
				}
				b.ReportMetric(float64(aux), "aux")
				b.ReportMetric(float64(cnt.Clauses), "clauses")
			})
		}
	}
}

// BenchmarkAtMostOne: the at-most-one encodings at n=128 and n=8.
func BenchmarkAtMostOne(b *testing.B) {
	for _, n := range []int{128, 8} {
		for _, enc := range AMOEncodings() {
			b.Run(fmt.Sprintf("%v/n=%d", enc, n), func(b *testing.B) {
				var vs Vars
				lits := make([]Lit, n)
				for i := range lits {
					lits[i] = vs.New("x")
				}
				var cnt Counter
				bl := Builder{Vars: &vs, Out: &cnt, AMO: enc}
				b.ReportAllocs()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					vs.info = vs.info[:n]
					cnt = Counter{}
					bl.AtMostOne(lits)
				}
				b.ReportMetric(float64(vs.NumVars()-n), "aux")
				b.ReportMetric(float64(cnt.Clauses), "clauses")
			})
		}
	}
}
