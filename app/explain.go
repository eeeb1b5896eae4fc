package app

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/internal/progress"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
)

// ExplainJob is one `puzzlesat explain KIND` command: the puzzles of one input
// explained and written in input order.
type ExplainJob struct {
	Kind        puzzle.Kind
	Input       string // a file, or "-" for Stdin
	InputFormat string // "" or "auto": detect
	Index       int    // only the Index-th puzzle (1-based); 0: all
	Format      string // text, json or svg
	// Step is the step an SVG picture shows the state after (0: before
	// the first step, -1: after the last).
	Step int
	// From is a file of facts the player has (see explain.ReadFacts), or "".
	From string
	// OneBased writes the words 1-based, "(r,c)" counted from 1 as a
	// player counts (explain.OneBased); the JSON facts keep 0-based
	// coordinates.
	OneBased bool
	Options  explain.Options
	Stdin    io.Reader
	Out      io.Writer
	Err      io.Writer // messages about puzzles that failed (text and svg)
	// Progress, when set, shows the puzzles explained of an input of
	// more than one (see Batch.Progress).
	Progress io.Writer
}

// Run explains every puzzle of the input and returns the exit code: 1 when
// some puzzle could not be explained (an error record or message, and
// the others go on), else 4 when some explanation was cut short (stuck),
// else 3 when some puzzle has no solution, else 0. An error is returned
// for what stops the whole command: unreadable input or --from file, a
// usage mistake (*puzzle.UsageError).
func (j *ExplainJob) Run(ctx context.Context) (int, error) {
	items, err := j.read(ctx)
	if err != nil {
		return ExitError, err
	}
	var fromData []byte
	var fromName string
	if j.From != "" {
		fromData, fromName, err = ReadInput(ctx, j.From, j.Stdin, MaxInput)
		if err != nil {
			return ExitError, err
		}
		if j.Options.From, err = explain.ReadFactsFile(fromName, fromData); err != nil {
			return ExitError, err
		}
	}
	code := ExitOK
	var bar *progress.Line
	if j.Progress != nil && len(items) > 1 {
		bar = progress.New(j.Progress, "explain", len(items))
		defer bar.Finish()
	}
	for i, it := range items {
		if bar != nil && i > 0 {
			bar.Add() // the puzzle before this one is done
		}
		ex, err := explain.Run(ctx, j.Kind, it, j.Options)
		if err != nil {
			if ctx.Err() != nil {
				return ExitUnknown, ctx.Err()
			}
			if err := j.writeError(it, explain.LocateFact(err, fromName, fromData)); err != nil {
				return ExitError, err
			}
			code = ExitError
			continue
		}
		if err := j.write(ex); err != nil {
			return ExitError, err
		}
		code = rank(code, ex.Status)
	}
	if bar != nil {
		bar.Add()
	}
	return code, nil
}

// rank keeps the worse of an exit code and a status's.
func rank(code int, s explain.Status) int {
	c := ExitOK
	switch s {
	case explain.Stuck:
		c = ExitUnknown
	case explain.Unsatisfiable:
		c = ExitUnsat
	}
	order := map[int]int{ExitOK: 0, ExitUnsat: 1, ExitUnknown: 2, ExitError: 3}
	if order[c] > order[code] {
		return c
	}
	return code
}

// read reads the puzzles the job explains.
func (j *ExplainJob) read(ctx context.Context) ([]puzzle.Item, error) {
	if !contains(explain.Formats(j.Kind), j.Format) {
		return nil, &puzzle.UsageError{Msg: fmt.Sprintf("--format %s: want %s", j.Format, enum.Or(explain.Formats(j.Kind)))}
	}
	if err := CheckIndex(j.Index); err != nil {
		return nil, err
	}
	data, name, err := ReadInput(ctx, j.Input, j.Stdin, MaxInput)
	if err != nil {
		return nil, err
	}
	src := puzzle.Source{Name: name, Data: data,
		Count: solve.Counter(ctx, j.Kind, j.Options.Solver, puzzle.Options{Settings: j.Options.Encode.Settings})}
	items, err := puzzle.Read(j.Kind, src, j.InputFormat)
	if err != nil {
		return nil, Lookalike(j.Kind, src, j.InputFormat, err)
	}
	LookalikeItems(j.Kind, src, j.InputFormat, items)
	if j.Index < 0 || j.Index > len(items) {
		return nil, &puzzle.UsageError{Msg: fmt.Sprintf("--index %d: %s holds %s", j.Index, name, plural(len(items), "puzzle"))}
	}
	if j.Index > 0 {
		items = items[j.Index-1 : j.Index]
	}
	if len(items) > 1 && (j.Format == "svg" || j.From != "") {
		what := "--format svg"
		if j.From != "" {
			what = "--from"
		}
		return nil, &puzzle.UsageError{Msg: fmt.Sprintf("%s holds %d puzzles: %s needs one (choose it with --index)", name, len(items), what)}
	}
	return items, nil
}

func (j *ExplainJob) write(ex *explain.Explanation) error {
	if j.OneBased {
		ex.OneBased()
	}
	switch j.Format {
	case "json":
		return explain.WriteJSON(j.Out, ex)
	case "svg":
		n := j.Step
		if n < 0 {
			n = len(ex.Steps)
		}
		if err := explain.WriteSVG(j.Out, ex, n); err != nil {
			return &puzzle.UsageError{Msg: err.Error()}
		}
		return nil
	}
	return explain.WriteText(j.Out, ex)
}

// writeError reports a puzzle that could not be explained: an error
// record in JSON, a line on standard error otherwise.
func (j *ExplainJob) writeError(it puzzle.Item, err error) error {
	if j.Format == "json" {
		return puzzle.WriteJSONLine(j.Out, puzzle.NewErrorRecord(j.Kind.Name(), it, err.Error()))
	}
	w := j.Err
	if w == nil {
		w = os.Stderr
	}
	_, werr := fmt.Fprintf(w, "puzzlesat: %s: %v\n", it.RecordID(), err)
	return werr
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
