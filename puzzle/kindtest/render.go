package kindtest

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// render renders every result in every output format the kind takes.
func (s *suite) render(t *testing.T) {
	for _, e := range s.entries {
		for _, f := range puzzle.OutputFormats(s.k) {
			var b bytes.Buffer
			var err error
			if p := protect(func() { err = s.k.Render(&b, e.res, f) }); p != "" {
				t.Errorf("%s: Render %s panics: %s", e.name(), f, p)
				continue
			}
			if err != nil && !slices.Contains(puzzle.BaseOutputFormats(s.k), f) {
				// An Outputter's format may not express every result.
				t.Logf("%s: Render %s: %v", e.name(), f, err)
				continue
			}
			if err != nil {
				t.Errorf("%s: Render %s: %v", e.name(), f, err)
				continue
			}
			if err := s.rendered(e.res, f, b.Bytes()); err != nil {
				t.Errorf("%s: Render %s: %v", e.name(), f, err)
			}
		}
		if !puzzle.DrawsSVG(s.k) {
			var b bytes.Buffer
			if p := protect(func() { _ = s.k.Render(&b, e.res, "svg") }); p != "" {
				t.Errorf("%s: Render svg (not offered) panics: %s", e.name(), p)
			}
		}
	}
}

// rendered checks one output.
func (s *suite) rendered(r *puzzle.Result, format string, out []byte) error {
	switch format {
	case "json":
		return s.checkJSON(r, out)
	case "svg":
		return checkSVG(out)
	}
	if len(bytes.TrimSpace(out)) == 0 {
		return errors.New("no output")
	}
	if !utf8.Valid(out) {
		return errors.New("the output is not UTF-8")
	}
	return nil
}

// checkJSON checks the JSON output: one line, an object with the common
// fields, agreeing with r.
func (s *suite) checkJSON(r *puzzle.Result, out []byte) error {
	if len(out) == 0 || out[len(out)-1] != '\n' || bytes.Count(out, []byte("\n")) != 1 {
		return fmt.Errorf("not one line ending in a newline: %s", short(out))
	}
	var rec map[string]json.RawMessage
	if err := json.Unmarshal(out, &rec); err != nil {
		return fmt.Errorf("not a JSON object: %v: %s", err, short(out))
	}
	for _, f := range []string{"puzzle", "status", "unique", "stats"} {
		if _, ok := rec[f]; !ok {
			return fmt.Errorf("no %q field: %s", f, short(out))
		}
	}
	var kind string
	if err := json.Unmarshal(rec["puzzle"], &kind); err != nil || kind != s.k.Name() {
		return fmt.Errorf("puzzle is %s, want %q", rec["puzzle"], s.k.Name())
	}
	var st puzzle.Status
	if err := json.Unmarshal(rec["status"], &st); err != nil || st != r.Status {
		return fmt.Errorf("status is %s, want %q", rec["status"], r.Status)
	}
	var u puzzle.Unique
	if err := json.Unmarshal(rec["unique"], &u); err != nil || u != r.Unique {
		return fmt.Errorf("unique is %s, want %v", rec["unique"], r.Unique)
	}
	var stats puzzle.JSONStats
	if err := json.Unmarshal(rec["stats"], &stats); err != nil {
		return fmt.Errorf("stats: %v", err)
	}
	if stats.Solver == "" || stats.Solutions != r.Count {
		return fmt.Errorf("stats %s: want the solver's name and %d solution(s)", rec["stats"], r.Count)
	}
	return nil
}

// checkSVG checks that out is well-formed XML whose root is svg.
func checkSVG(out []byte) error {
	d := xml.NewDecoder(bytes.NewReader(out))
	root := ""
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return fmt.Errorf("not well-formed XML: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && root == "" {
			root = se.Name.Local
		}
	}
	if root != "svg" {
		return fmt.Errorf("the root element is %q, want svg", root)
	}
	return nil
}
