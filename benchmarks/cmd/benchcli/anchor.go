package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/puzzlesat/puzzlesat/benchmarks/anchors"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
)

// anchorTarget is `gringo PROGRAM FACTS | clasp` on one instance (a file
// holding one puzzle). The facts are written once, before timing: the
// pipeline is measured from its first start to its last exit, as a user
// runs it.
func (p *planned) anchorTarget(class, kind, inst string) (*target, error) {
	for _, b := range []string{"gringo", "clasp"} {
		if _, err := exec.LookPath(b); err != nil {
			return nil, fmt.Errorf("-anchor needs %s: sudo apt-get install gringo clasp", b)
		}
	}
	prog := filepath.Join(p.tmp, kind+".lp")
	if _, err := os.Stat(prog); err != nil {
		text := anchors.HashiProgram
		if kind == "shikaku" {
			text = anchors.ShikakuProgram
		}
		if err := os.WriteFile(prog, []byte(text), 0o644); err != nil {
			return nil, err
		}
	}
	var facts bytes.Buffer
	if err := writeFacts(&facts, kind, []string{inst}); err != nil {
		return nil, err
	}
	name := strings.NewReplacer("/", "_", ".", "_").Replace(class+"_"+filepath.Base(inst)) + ".lp"
	fpath := filepath.Join(p.tmp, name)
	if err := os.WriteFile(fpath, facts.Bytes(), 0o644); err != nil {
		return nil, err
	}
	return &target{row: class, prog: progAnchor, inst: inst, kind: "",
		procs:  [][]string{{"gringo", prog, fpath}, {"clasp"}},
		okExit: [][]int{{0}, {10, 20, 30}}}, nil
}

// writeFacts writes every puzzle of the files as kind's anchor facts.
func writeFacts(w io.Writer, kind string, files []string) error {
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		switch kind {
		case "hashi":
			ps, err := hashi.Parse(f, data, hashi.Auto)
			if err != nil {
				return err
			}
			for _, p := range ps {
				if err := anchors.WriteHashiFacts(w, p); err != nil {
					return err
				}
			}
		case "shikaku":
			ps, err := shikaku.Parse(f, data, shikaku.FormatAuto)
			if err != nil {
				return fmt.Errorf("%s: %w", f, err)
			}
			for _, p := range ps {
				if err := anchors.WriteShikakuFacts(w, p); err != nil {
					return err
				}
			}
		default:
			return fmt.Errorf("no anchor program for %q (hashi, shikaku)", kind)
		}
	}
	return nil
}

// verifyAnchors runs each anchor pipeline once before timing and checks
// its answer with the puzzle's own rule checker: a comparison with a
// program that answers wrongly would mean nothing.
func (p *planned) verifyAnchors() error {
	for _, t := range p.targets {
		if t.prog != progAnchor {
			continue
		}
		ground, err := exec.Command(t.procs[0][0], t.procs[0][1:]...).Output()
		if err != nil {
			return fmt.Errorf("%v: %v", t.procs[0], err)
		}
		cmd := exec.Command("clasp")
		cmd.Stdin = bytes.NewReader(ground)
		out, _ := cmd.Output() // exit 10/20/30 by design; the verdict is checked below
		a, err := anchors.ParseClasp(string(out))
		if err != nil {
			return err
		}
		if a.Status != "SATISFIABLE" {
			return fmt.Errorf("%s: gringo|clasp says %s", t.inst, a.Status)
		}
		data, err := os.ReadFile(t.inst)
		if err != nil {
			return err
		}
		if err := checkAnchor(t.row, t.inst, data, a); err != nil {
			return fmt.Errorf("%s: gringo|clasp's answer breaks a rule: %v", t.inst, err)
		}
	}
	return nil
}

func checkAnchor(class, inst string, data []byte, a anchors.Answer) error {
	if strings.HasPrefix(class, "hashi/") {
		ps, err := hashi.Parse(inst, data, hashi.Auto)
		if err != nil {
			return err
		}
		s, err := anchors.HashiSolution(a)
		if err != nil {
			return err
		}
		return hashi.Check(ps[0], s)
	}
	ps, err := shikaku.Parse(inst, data, shikaku.FormatAuto)
	if err != nil {
		return err
	}
	s, err := anchors.ShikakuSolution(ps[0], a)
	if err != nil {
		return err
	}
	return shikaku.Check(ps[0], s)
}
