// Package anchors runs the answer-set programs that puzzlesat's speed is
// compared with: a kind offering puzzle.ASPAnchor (puzzles/hashi's
// hashi.lp, puzzles/shikaku's shikaku.lp) gives its program, writes a
// puzzle as the program's input facts and reads an answer set back into
// its own solution type; this package runs gringo | clasp on them, reads
// clasp's answer and has the kind's Check judge it. It knows the kinds
// only through the contract. README.md says how the comparison is run.
package anchors

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Of returns k's answer-set anchor, or false when k offers none.
func Of(k puzzle.Kind) (puzzle.ASPAnchor, bool) {
	a, ok := k.(puzzle.ASPAnchor)
	return a, ok
}

// Installed says which of gringo and clasp is missing, or nil.
func Installed() error {
	for _, b := range []string{"gringo", "clasp"} {
		if _, err := exec.LookPath(b); err != nil {
			return fmt.Errorf("the answer-set anchors need %s: sudo apt-get install gringo clasp", b)
		}
	}
	return nil
}

// Answer is what clasp printed: its verdict and the atoms of the first
// answer set.
type Answer struct {
	Status string // SATISFIABLE, UNSATISFIABLE or UNKNOWN
	Atoms  []puzzle.ASPAtom
}

// ParseClasp reads clasp's default output (an "Answer: 1" line, then the
// shown atoms on one line, then the verdict).
func ParseClasp(out string) (Answer, error) {
	var a Answer
	lines := strings.Split(out, "\n")
	for i, ln := range lines {
		switch {
		case strings.HasPrefix(ln, "Answer:") && a.Atoms == nil && i+1 < len(lines):
			a.Atoms = []puzzle.ASPAtom{}
			for _, atom := range strings.Fields(lines[i+1]) {
				name, args, found := strings.Cut(strings.TrimSuffix(atom, ")"), "(")
				at := puzzle.ASPAtom{Name: name}
				if found {
					at.Args = strings.Split(args, ",")
				}
				a.Atoms = append(a.Atoms, at)
			}
		case ln == "SATISFIABLE" || ln == "UNSATISFIABLE" || ln == "UNKNOWN":
			a.Status = ln
		}
	}
	if a.Status == "" {
		return a, fmt.Errorf("no verdict in clasp's output:\n%s", out)
	}
	return a, nil
}

// Run runs `gringo PROGRAM FACTS | clasp` on two files and reads clasp's
// answer. clasp's exit codes 10 (SAT), 20 (UNSAT) and 30 (SAT, search
// space exhausted) are its verdicts, not failures.
func Run(program, facts string) (Answer, error) {
	ground, err := exec.Command("gringo", program, facts).Output()
	if err != nil {
		return Answer{}, fmt.Errorf("gringo %s %s: %v%s", program, facts, err, stderr(err))
	}
	cmd := exec.Command("clasp")
	cmd.Stdin = bytes.NewReader(ground)
	out, err := cmd.Output()
	var ee *exec.ExitError
	if err != nil && (!errors.As(err, &ee) || ee.ExitCode()%10 != 0) {
		return Answer{}, fmt.Errorf("clasp: %v%s", err, stderr(err))
	}
	return ParseClasp(string(out))
}

func stderr(err error) string {
	var ee *exec.ExitError
	if errors.As(err, &ee) && len(ee.Stderr) > 0 {
		return "\n" + string(ee.Stderr)
	}
	return ""
}

// Solve writes k's program and p's facts into a temporary directory and
// runs them (Run).
func Solve(k puzzle.Kind, p puzzle.Puzzle) (Answer, error) {
	an, ok := Of(k)
	if !ok {
		return Answer{}, fmt.Errorf("no answer-set anchor for %s", k.Name())
	}
	dir, err := os.MkdirTemp("", "anchors-")
	if err != nil {
		return Answer{}, err
	}
	defer os.RemoveAll(dir)
	prog, facts := filepath.Join(dir, k.Name()+".lp"), filepath.Join(dir, "facts.lp")
	var b bytes.Buffer
	if err := an.WriteASPFacts(&b, p); err != nil {
		return Answer{}, err
	}
	if err := os.WriteFile(prog, []byte(an.ASPProgram()), 0o644); err != nil {
		return Answer{}, err
	}
	if err := os.WriteFile(facts, b.Bytes(), 0o644); err != nil {
		return Answer{}, err
	}
	return Run(prog, facts)
}

// Check reads a, an answer of k's program on p's facts, into a solution
// of p and has k's Check (which shares nothing with the program) judge
// it. An answer without an answer set is an error.
func Check(k puzzle.Kind, p puzzle.Puzzle, a Answer) (puzzle.Solution, error) {
	an, ok := Of(k)
	if !ok {
		return nil, fmt.Errorf("no answer-set anchor for %s", k.Name())
	}
	if a.Status != "SATISFIABLE" {
		return nil, fmt.Errorf("gringo|clasp says %s", a.Status)
	}
	sol, err := an.ASPSolution(p, a.Atoms)
	if err != nil {
		return nil, err
	}
	if err := k.Check(p, sol); err != nil {
		return nil, fmt.Errorf("gringo|clasp's answer breaks a rule: %w", err)
	}
	return sol, nil
}
