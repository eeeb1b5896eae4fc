package benchmarks

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

func TestRandomKSAT(t *testing.T) {
	a := RandomKSAT(7, 30, 128, 3)
	if !reflect.DeepEqual(a, RandomKSAT(7, 30, 128, 3)) {
		t.Fatal("same seed, different formula")
	}
	if reflect.DeepEqual(a, RandomKSAT(8, 30, 128, 3)) {
		t.Fatal("different seeds, same formula")
	}
	if len(a) != 128 {
		t.Fatalf("%d clauses", len(a))
	}
	for _, c := range a {
		seen := map[int]bool{}
		for _, l := range c {
			v := max(l, -l)
			if v < 1 || v > 30 || seen[v] {
				t.Fatalf("bad clause %v", c)
			}
			seen[v] = true
		}
		if len(c) != 3 {
			t.Fatalf("clause %v has %d literals", c, len(c))
		}
	}
	// More clauses extend the formula of the same seed rather than
	// change it (make sets-check catches any change of the generator).
	if got := RandomKSAT(1, 20, 1, 3)[0]; !reflect.DeepEqual(got, RandomKSAT(1, 20, 91, 3)[0]) {
		t.Fatalf("first clause depends on the clause count: %v", got)
	}
}

func TestPigeonhole(t *testing.T) {
	for n := 1; n <= 5; n++ {
		vars, cls := Pigeonhole(n)
		wantClauses := (n + 1) + n*(n+1)*n/2
		if vars != n*(n+1) || len(cls) != wantClauses {
			t.Errorf("PHP(%d,%d): %d vars %d clauses, want %d %d", n+1, n, vars, len(cls), n*(n+1), wantClauses)
		}
	}
}

func TestGeneratedSetsDeterministic(t *testing.T) {
	for _, s := range GeneratedSets {
		a, err := s.Files()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := s.Files()
		if !reflect.DeepEqual(a, b) || len(a) != s.Count {
			t.Fatalf("set %s: %d files, not deterministic or wrong count", s.Name, len(a))
		}
		for name, data := range a {
			if !strings.HasPrefix(string(data), "c ") || !bytes.Contains(data, []byte("\np cnf ")) {
				t.Fatalf("%s/%s: no comment or header", s.Name, name)
			}
			f, err := readCNF(name, data)
			if err != nil || f.NumClauses() == 0 {
				t.Fatalf("%s/%s: %v", s.Name, name, err)
			}
		}
	}
}
