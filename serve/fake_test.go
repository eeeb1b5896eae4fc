package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// fakeKind is a kind the tests serve beside the real ones: a puzzle is a
// line of text, "fake N ..."; it generates (puzzle.Generator) and offers
// nothing else (no Player, Explainer, Boarder).
type fakeKind struct{}

type fakePuzzle struct{ line string }

func (fakeKind) Name() string  { return "fake" }
func (fakeKind) Title() string { return "fake puzzles (tests)" }

func (fakeKind) Formats() []puzzle.Format {
	return []puzzle.Format{
		// Written, never read: generate must not answer in it.
		{Name: "banner", Usage: "write-only", Write: func(w io.Writer, p puzzle.Puzzle) error {
			_, err := fmt.Fprintf(w, "*** %s ***\n", p.(*fakePuzzle).line)
			return err
		}},
		{Name: "line", Usage: "one line", Detect: func(b []byte) bool { return strings.HasPrefix(string(b), "fake ") },
			Read: func(src puzzle.Source) ([]puzzle.Item, error) {
				line := strings.TrimSpace(string(src.Data))
				if !strings.HasPrefix(line, "fake ") {
					return nil, errors.New("not a fake puzzle")
				}
				return []puzzle.Item{{Puzzle: &fakePuzzle{line}, Info: puzzle.Info{Name: src.Name, Summary: line}}}, nil
			},
			Write: func(w io.Writer, p puzzle.Puzzle) error {
				_, err := fmt.Fprintln(w, p.(*fakePuzzle).line)
				return err
			}},
	}
}

func (fakeKind) Options() []puzzle.Option { return nil }
func (fakeKind) Encode(puzzle.Puzzle, puzzle.Options) (*puzzle.Encoding, error) {
	return nil, errors.New("fake puzzles are not encoded")
}
func (fakeKind) Check(puzzle.Puzzle, puzzle.Solution) error { return errors.New("no solution") }
func (fakeKind) Render(w io.Writer, r *puzzle.Result, format string) error {
	return errors.New("fake puzzles are not rendered")
}

func (fakeKind) GenerateHelp() (string, string) { return "generate fake puzzles", "" }

func (k fakeKind) CheckSettings(settings map[string]string) error {
	_, err := k.Generate(context.Background(), settings, 0)
	return err
}

func (fakeKind) GenerateOptions() []puzzle.GenOption {
	return []puzzle.GenOption{
		{Name: "size", Usage: "WxH", Default: "5x5", Type: puzzle.GenSize, Min: 2, Max: 1000},
		{Name: "clues", Usage: "how many", Default: "3", Type: puzzle.GenNumber, Min: 1, Max: 20, Quick: 8},
		{Name: "difficulty", Usage: "the grade", Default: "easy", Values: []string{"easy", "medium", "hard"}},
		{Name: "wait", Usage: "block until the context ends", Default: "off", Values: []string{"on", "off"}},
		{Name: "write-as", Usage: "the format Generated names", Default: ""},
	}
}

func (fakeKind) Generate(ctx context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	get := func(name, def string) string {
		if v, ok := settings[name]; ok {
			return v
		}
		return def
	}
	for name := range settings {
		switch name {
		case "size", "clues", "difficulty", "wait", "write-as":
		default:
			return nil, &puzzle.UsageError{Msg: "no setting " + name}
		}
	}
	if n, _ := strconv.Atoi(get("clues", "3")); n > 20 {
		return nil, &puzzle.UsageError{Msg: "clues: at most 20"}
	}
	if get("wait", "off") == "on" {
		<-ctx.Done()
		return nil, ctx.Err()
	}
	line := fmt.Sprintf("fake %s %s %s %d", get("size", "5x5"), get("clues", "3"), get("difficulty", "easy"), seed)
	return &puzzle.Generated{Puzzle: &fakePuzzle{line}, Seed: seed, Grade: get("difficulty", "easy"), Format: get("write-as", "")}, nil
}
