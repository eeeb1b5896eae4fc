package explain

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Job is one `puzzlesat explain KIND` command: the puzzles of one input
// explained and written in input order.
type Job struct {
	Kind        puzzle.Kind
	Input       string // a file, or "-" for Stdin
	InputFormat string // "" or "auto": detect
	Index       int    // only the Index-th puzzle (1-based); 0: all
	Format      string // text, json or svg
	// Step is the step an SVG picture shows the state after (0: before
	// the first step, -1: after the last).
	Step int
	// From is a file of facts the player has (see ReadFacts), or "".
	From    string
	Options Options
	Stdin   io.Reader
	Out     io.Writer
	Err     io.Writer // messages about puzzles that failed (text and svg)
}

// Formats are the output formats of kind k's explanations: svg for grid
// puzzles only (a kind's solution formats, puzzle.Outputter, are not
// explanations' formats).
func Formats(k puzzle.Kind) []string { return puzzle.BaseOutputFormats(k) }

// Run explains every puzzle of the input and returns the exit code: 1 when
// some puzzle could not be explained (an error record or message, and
// the others go on), else 4 when some explanation was cut short (stuck),
// else 3 when some puzzle has no solution, else 0. An error is returned
// for what stops the whole command: unreadable input or --from file, a
// usage mistake (*puzzle.UsageError).
func (j *Job) Run(ctx context.Context) (int, error) {
	items, err := j.read(ctx)
	if err != nil {
		return solve.ExitError, err
	}
	var fromData []byte
	var fromName string
	if j.From != "" {
		fromData, fromName, err = solve.ReadInput(ctx, j.From, j.Stdin, solve.MaxInput)
		if err != nil {
			return solve.ExitError, err
		}
		if j.Options.From, err = ReadFacts(fromData); err != nil {
			return solve.ExitError, fromError(fromName, err)
		}
	}
	code := solve.ExitOK
	for _, it := range items {
		ex, err := Run(ctx, j.Kind, it, j.Options)
		if err != nil {
			if ctx.Err() != nil {
				return solve.ExitUnknown, ctx.Err()
			}
			if err := j.writeError(it, LocateFact(err, fromName, fromData)); err != nil {
				return solve.ExitError, err
			}
			code = solve.ExitError
			continue
		}
		if err := j.write(ex); err != nil {
			return solve.ExitError, err
		}
		code = rank(code, ex.Status)
	}
	return code, nil
}

// rank keeps the worse of an exit code and a status's.
func rank(code int, s Status) int {
	c := solve.ExitOK
	switch s {
	case Stuck:
		c = solve.ExitUnknown
	case Unsatisfiable:
		c = solve.ExitUnsat
	}
	order := map[int]int{solve.ExitOK: 0, solve.ExitUnsat: 1, solve.ExitUnknown: 2, solve.ExitError: 3}
	if order[c] > order[code] {
		return c
	}
	return code
}

// read reads the puzzles the job explains.
func (j *Job) read(ctx context.Context) ([]puzzle.Item, error) {
	if !contains(Formats(j.Kind), j.Format) {
		return nil, &puzzle.UsageError{Msg: fmt.Sprintf("--format %s: want %s", j.Format, list(Formats(j.Kind), "or"))}
	}
	data, name, err := solve.ReadInput(ctx, j.Input, j.Stdin, solve.MaxInput)
	if err != nil {
		return nil, err
	}
	src := puzzle.Source{Name: name, Data: data,
		Count: solve.Counter(ctx, j.Kind, j.Options.Solver, puzzle.Options{Settings: j.Options.Encode.Settings})}
	items, err := puzzle.Read(j.Kind, src, j.InputFormat)
	if err != nil {
		return nil, err
	}
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

func (j *Job) write(ex *Explanation) error {
	switch j.Format {
	case "json":
		return WriteJSON(j.Out, ex)
	case "svg":
		n := j.Step
		if n < 0 {
			n = len(ex.Steps)
		}
		if err := WriteSVG(j.Out, ex, n); err != nil {
			return &puzzle.UsageError{Msg: err.Error()}
		}
		return nil
	}
	return WriteText(j.Out, ex)
}

// writeError reports a puzzle that could not be explained: an error
// record in JSON, a line on standard error otherwise.
func (j *Job) writeError(it puzzle.Item, err error) error {
	if j.Format == "json" {
		return puzzle.WriteJSONLine(j.Out, puzzle.ErrorRecord{Puzzle: j.Kind.Name(), Name: it.Info.Name, Status: puzzle.Failed, Error: err.Error()})
	}
	w := j.Err
	if w == nil {
		w = os.Stderr
	}
	_, werr := fmt.Fprintf(w, "puzzlesat: %s: %v\n", it.Info.Name, err)
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
