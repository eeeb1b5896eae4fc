package gokigen

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// FactJSON is a fact in an explanation's JSON: cell [row, col] holds
// Diagonal, "\\" or "/".
type FactJSON struct {
	Cell     [2]int `json:"cell"`
	Diagonal string `json:"diagonal"`
}

// Fact names a cell literal: "(r,c) is \" or "(r,c) is /".
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	v := int(l.Var())
	p := e.Puzzle
	if v < 1 || v > p.Rows*p.Cols {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
	}
	r, c := (v-1)/p.Cols, (v-1)%p.Cols
	d := string(slashChar(l > 0))
	return puzzle.Fact{Lit: l, Text: fmt.Sprintf("(%d,%d) is %s", r, c, d), JSON: FactJSON{Cell: [2]int{r, c}, Diagonal: d}}
}

// Explaining reads the facts of enc (puzzle.Explainer): a statement per
// cell, "(r,c) is \" or "(r,c) is /"; the rules by name.
func (Gokigen) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	return &factReader{LiteralReader: puzzle.NewLiteralReader(enc), p: p}
}

type factReader struct {
	*puzzle.LiteralReader
	p *Puzzle
}

// Rules names the rules.
func (a *factReader) Rules() []string {
	return []string{
		"every cell holds one diagonal, \\ or /",
		"the corner rule: a number at a corner counts the diagonals that touch it",
		"the diagonals form no loop",
	}
}

// SolutionJSON is {"cells": ["\\/", ...]}.
func (a *factReader) SolutionJSON(sol puzzle.Solution) any {
	s, ok := sol.(*Solution)
	if !ok {
		return nil
	}
	return struct {
		Cells []string `json:"cells"`
	}{cellRows(s)}
}
