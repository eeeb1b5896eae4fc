package drat

import (
	"bytes"
	"testing"
)

// BenchmarkCheck checks cadical's proofs of a puzzle-size formula (an
// impossible 16x16 Hashi, 43,000 clauses) and of the pigeonhole
// formula PHP(8,7).
func BenchmarkCheck(b *testing.B) {
	for _, cc := range []cnfCase{readCNFCase(b, "testdata/hashi-cllv100-impossible.cnf.gz"), pigeonhole(7)} {
		for _, binary := range []bool{true, false} {
			proof := cadicalProof(b, cc, binary)
			name := cc.name + "/text"
			if binary {
				name = cc.name + "/binary"
			}
			b.Run(name, func(b *testing.B) {
				b.SetBytes(int64(len(proof)))
				for i := 0; i < b.N; i++ {
					if _, err := checkCase(cc, proof); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkParse reads a text and a binary proof without checking.
func BenchmarkParse(b *testing.B) {
	proof := cadicalProof(b, pigeonhole(7), false)
	steps, _ := readRefProof(proof, false)
	for _, data := range [][]byte{proof, binaryProof(steps)} {
		f := detectHead(data)
		b.Run(f.String(), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for i := 0; i < b.N; i++ {
				parseProof(bytes.NewReader(data), f, 1<<31-1, func(bool, []uint32, int64) error { return nil })
			}
		})
	}
}
