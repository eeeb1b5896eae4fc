package kindtest

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// The suite's own checks reject what they must.
func TestHelpers(t *testing.T) {
	s := &suite{k: namedKind{}}
	r := &puzzle.Result{Status: puzzle.Solved, Unique: puzzle.UniqueYes, Count: 1, Stats: puzzle.Stats{Solver: "gophersat"}}
	good := `{"puzzle":"toy","status":"solved","unique":true,"stats":{"solver":"gophersat","solutions":1}}` + "\n"
	if err := s.checkJSON(r, []byte(good)); err != nil {
		t.Errorf("good JSON: %v", err)
	}
	for _, bad := range []string{
		strings.TrimSuffix(good, "\n"),
		good + "{}\n",
		strings.Replace(good, `"unique":true,`, "", 1),
		strings.Replace(good, `"toy"`, `"other"`, 1),
		strings.Replace(good, `"solved"`, `"unknown"`, 1),
		strings.Replace(good, `true`, `null`, 1),
		strings.Replace(good, `"solutions":1`, `"solutions":2`, 1),
	} {
		if s.checkJSON(r, []byte(bad)) == nil {
			t.Errorf("bad JSON accepted: %s", bad)
		}
	}
	if err := checkSVG([]byte(`<?xml version="1.0"?><svg><g/></svg>`)); err != nil {
		t.Errorf("good SVG: %v", err)
	}
	for _, bad := range []string{`<html/>`, `<svg><g></svg>`, ``} {
		if checkSVG([]byte(bad)) == nil {
			t.Errorf("bad SVG accepted: %q", bad)
		}
	}
	at := func(line, col int, text string) error {
		e := srcpos.Errorf(line, col, text, "bad")
		e.File = "f.txt"
		return fmt.Errorf("wrapped: %w", e)
	}
	for _, ok := range []error{at(2, 3, "x"), at(0, 0, ""), at(4, 0, "")} {
		if err := s.positioned(ok, "f.txt"); err != nil {
			t.Errorf("%v: %v", ok, err)
		}
	}
	for _, bad := range []error{errors.New("plain"), at(0, 0, "x"), at(3, 0, "x")} {
		if s.positioned(bad, "f.txt") == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	if s.positioned(at(1, 1, "x"), "g.txt") == nil {
		t.Errorf("an error naming another file accepted")
	}
	if len(mutations([]byte("abc\ndef\n"))) < 10 || mutations(nil) != nil {
		t.Errorf("mutations")
	}
}

type namedKind struct{ puzzle.Kind }

func (namedKind) Name() string { return "toy" }
