package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/puzzlesat/puzzlesat/benchmarks/anchors"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// anchorKind is the kind named name when it offers an answer-set anchor
// (puzzle.ASPAnchor).
func anchorKind(name string) (puzzle.Kind, puzzle.ASPAnchor, error) {
	k, err := kinds.Lookup(name)
	if err != nil {
		return nil, nil, err
	}
	an, ok := anchors.Of(k)
	if !ok {
		var with []string
		for _, o := range kinds.All() {
			if _, ok := anchors.Of(o); ok {
				with = append(with, o.Name())
			}
		}
		return nil, nil, fmt.Errorf("no anchor program for %q (%s)", name, strings.Join(with, ", "))
	}
	return k, an, nil
}

// hasAnchor reports whether the kind named name offers an anchor.
func hasAnchor(name string) bool {
	_, _, err := anchorKind(name)
	return err == nil
}

// anchorTarget is `gringo PROGRAM FACTS | clasp` on one instance (a file
// holding one puzzle). The facts are written once, before timing: the
// pipeline is measured from its first start to its last exit, as a user
// runs it.
func (p *planned) anchorTarget(class, kind, inst string) (*target, error) {
	if err := anchors.Installed(); err != nil {
		return nil, fmt.Errorf("-anchor: %v", err)
	}
	k, an, err := anchorKind(kind)
	if err != nil {
		return nil, err
	}
	prog := filepath.Join(p.tmp, k.Name()+".lp")
	if _, err := os.Stat(prog); err != nil {
		if err := os.WriteFile(prog, []byte(an.ASPProgram()), 0o644); err != nil {
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
	return &target{row: class, prog: progAnchor, inst: inst, kind: "", anchor: k,
		procs:  [][]string{{"gringo", prog, fpath}, {"clasp"}},
		okExit: [][]int{{0}, {10, 20, 30}}}, nil
}

// readPuzzles reads every puzzle of file as k's, in the detected format.
func readPuzzles(k puzzle.Kind, file string) ([]puzzle.Item, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	return puzzle.ReadAll(k, puzzle.Source{Name: file, Data: data}, "")
}

// writeFacts writes every puzzle of the files as the anchor facts of the
// kind named kind.
func writeFacts(w io.Writer, kind string, files []string) error {
	k, an, err := anchorKind(kind)
	if err != nil {
		return err
	}
	for _, f := range files {
		items, err := readPuzzles(k, f)
		if err != nil {
			return err
		}
		for _, it := range items {
			if err := an.WriteASPFacts(w, it.Puzzle); err != nil {
				return err
			}
		}
	}
	return nil
}

// verifyAnchors runs each anchor pipeline once before timing and checks
// its answer with the kind's own rule checker: a comparison with a
// program that answers wrongly would mean nothing.
func (p *planned) verifyAnchors() error {
	for _, t := range p.targets {
		if t.prog != progAnchor {
			continue
		}
		a, err := anchors.Run(t.procs[0][1], t.procs[0][2])
		if err != nil {
			return fmt.Errorf("%s: %v", t.inst, err)
		}
		items, err := readPuzzles(t.anchor, t.inst)
		if err != nil {
			return err
		}
		if len(items) != 1 {
			return fmt.Errorf("%s: %d puzzles, want 1", t.inst, len(items))
		}
		if _, err := anchors.Check(t.anchor, items[0].Puzzle, a); err != nil {
			return fmt.Errorf("%s: %v", t.inst, err)
		}
	}
	return nil
}
