package anchors

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
)

// clasp runs gringo PROGRAM FACTS | clasp and parses the answer.
func clasp(t *testing.T, program, facts string) Answer {
	t.Helper()
	dir := t.TempDir()
	prog, fac := filepath.Join(dir, "p.lp"), filepath.Join(dir, "f.lp")
	if err := os.WriteFile(prog, []byte(program), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(fac, []byte(facts), 0o644); err != nil {
		t.Fatal(err)
	}
	ground, err := exec.Command("gringo", prog, fac).Output()
	if err != nil {
		t.Fatalf("gringo: %v (install Debian's gringo and clasp)", err)
	}
	cmd := exec.Command("clasp")
	cmd.Stdin = bytes.NewReader(ground)
	out, err := cmd.Output()
	// clasp exits 10 (SAT), 20 (UNSAT) or 30 (SAT, search space exhausted).
	if ee, ok := err.(*exec.ExitError); err != nil && (!ok || ee.ExitCode()%10 != 0) {
		t.Fatalf("clasp: %v\n%s", err, out)
	}
	a, err := ParseClasp(string(out))
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// The Hashi program's answers pass hashi.Check, which shares nothing with
// it, and it finds no answer where there is none.
func TestHashiProgram(t *testing.T) {
	for _, tt := range []struct {
		file string
		want string
	}{
		{"hashi_tatham_7x7.txt", "SATISFIABLE"},
		{"hashi_tatham_m3.txt", "SATISFIABLE"},
		{"hashi_cllv_100.has", "SATISFIABLE"},
		{"hashi_unsat.txt", "UNSATISFIABLE"},
	} {
		data, err := os.ReadFile(filepath.Join("testdata", tt.file))
		if err != nil {
			t.Fatal(err)
		}
		ps, err := hashi.Parse(tt.file, data, hashi.Auto)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			var facts strings.Builder
			if err := WriteHashiFacts(&facts, p); err != nil {
				t.Fatal(err)
			}
			a := clasp(t, HashiProgram, facts.String())
			if a.Status != tt.want {
				t.Errorf("%s: %s, want %s", p.Name, a.Status, tt.want)
				continue
			}
			if a.Status != "SATISFIABLE" {
				continue
			}
			s, err := HashiSolution(a)
			if err != nil {
				t.Fatalf("%s: %v", p.Name, err)
			}
			if err := hashi.Check(p, s); err != nil {
				t.Errorf("%s: the program's answer breaks a rule: %v", p.Name, err)
			}
		}
	}
}

func TestHashiFactsRejectTree(t *testing.T) {
	p := &hashi.Puzzle{Width: 2, Height: 1, MaxBridges: 2, Tree: true, Name: "t"}
	if err := WriteHashiFacts(&strings.Builder{}, p); err == nil {
		t.Fatal("no error for a tree puzzle")
	}
}

func TestShikakuProgram(t *testing.T) {
	for _, file := range []string{"shikaku_tatham_7x7.txt", "shikaku_tatham_13x13.txt"} {
		data, err := os.ReadFile(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		ps, err := shikaku.Parse(file, data, shikaku.FormatAuto)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range ps {
			var facts strings.Builder
			if err := WriteShikakuFacts(&facts, p); err != nil {
				t.Fatal(err)
			}
			a := clasp(t, ShikakuProgram, facts.String())
			if a.Status != "SATISFIABLE" {
				t.Errorf("%s #%d: %s", file, i+1, a.Status)
				continue
			}
			s, err := ShikakuSolution(p, a)
			if err != nil {
				t.Fatalf("%s #%d: %v", file, i+1, err)
			}
			if err := shikaku.Check(p, s); err != nil {
				t.Errorf("%s #%d: the program's answer breaks a rule: %v", file, i+1, err)
			}
		}
	}
	// Two clues of 2 in a 1x3 grid cannot cover it: no answer.
	p := &shikaku.Puzzle{Width: 3, Height: 1, Clues: []shikaku.Clue{{Row: 0, Col: 0, N: 2}, {Row: 0, Col: 2, N: 2}}}
	var facts strings.Builder
	if err := WriteShikakuFacts(&facts, p); err != nil {
		t.Fatal(err)
	}
	if a := clasp(t, ShikakuProgram, facts.String()); a.Status != "UNSATISFIABLE" {
		t.Errorf("1x3 with two 2s: %s, want UNSATISFIABLE", a.Status)
	}
}

func TestParseClasp(t *testing.T) {
	out := "clasp version 3.3.5\nReading from stdin\nSolving...\nAnswer: 1\nroom(0,0,0,1,2) room(1,0,2,1,1)\nSATISFIABLE\n\nModels       : 1+\n"
	a, err := ParseClasp(out)
	if err != nil {
		t.Fatal(err)
	}
	if a.Status != "SATISFIABLE" || len(a.Atoms) != 2 || strings.Join(a.Atoms[1], " ") != "room 1 0 2 1 1" {
		t.Fatalf("got %+v", a)
	}
	if _, err := ParseClasp("Reading from stdin\n"); err == nil {
		t.Fatal("no error without a verdict")
	}
}
