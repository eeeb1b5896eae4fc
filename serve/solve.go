package serve

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/puzzlesat/puzzlesat/app"
	"net/http"
	"strconv"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzle"
	pboard "github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
)

// readJSON is the answer of POST /api/read: the puzzle as read, in the
// kind's JSON form (null when the kind does not write JSON), and its board.
type readJSON struct {
	Input  inputJSON       `json:"input"`
	Puzzle json.RawMessage `json:"puzzle"`
	// SVG is the board without solution (Hashi, Shikaku): the kind's
	// renderer's picture.
	SVG string `json:"svg,omitempty"`
	// Board is the board without solution on the board model, for a kind
	// drawn on it (puzzle.Boarder): the page draws and plays it.
	Board *pboard.Board `json:"board,omitempty"`
	// Clues are the puzzle's clues as sentences, in order, for a kind
	// that lists them (puzzle.ClueLister: zebra's, as given).
	Clues []string `json:"clues,omitempty"`
	// Note says why the board and its picture are left out: a board of
	// more than MaxDrawCells cells is not drawn (an answer stays small
	// whatever the input: issue 32 item 10).
	Note string `json:"note,omitempty"`
}

// MaxDrawCells bounds the boards the server draws (board model and SVG):
// a 1 MiB grid of a million cells drew an 18 MB picture per request.
const MaxDrawCells = 250_000

// undrawable says why b is not drawn, or "" when it is drawn.
func undrawable(b *pboard.Board) string {
	if b == nil || b.Rows*b.Cols <= MaxDrawCells {
		return ""
	}
	return fmt.Sprintf("the board has %d cells: the server draws at most %d", b.Rows*b.Cols, MaxDrawCells)
}

// read reads a puzzle and answers its board (JSON always).
func (s *Server) read(rq *request) (any, error) {
	in, err := s.readInput(rq, false, false)
	if err != nil {
		return nil, err
	}
	if err := rq.unused(); err != nil {
		return nil, err
	}
	return board(in)
}

// board is the read answer for in.
func board(in *input) (*readJSON, error) {
	out := &readJSON{Input: in.describe()}
	if writesJSON(in.kind) {
		var b bytes.Buffer
		if err := puzzle.Write(in.kind, &b, in.item.Puzzle, "json"); err != nil {
			return nil, err
		}
		out.Puzzle = json.RawMessage(bytes.TrimSpace(b.Bytes()))
	}
	var err error
	if out.Board, err = boardOf(in.kind, in.item.Puzzle, nil); err != nil {
		return nil, err
	}
	if out.Note = undrawable(out.Board); out.Note != "" {
		out.Board = nil
	} else if hasSVG(in.kind) {
		svg, err := render(in.kind, &puzzle.Result{Item: in.item}, "svg")
		if err != nil {
			return nil, err
		}
		out.SVG = string(svg)
	}
	if cl, ok := in.kind.(puzzle.ClueLister); ok {
		out.Clues = cl.ClueTexts(in.item.Puzzle)
	}
	return out, nil
}

// writesJSON reports whether the kind writes its puzzles as JSON (a kind
// without the format is read all the same, with no "puzzle").
func writesJSON(k puzzle.Kind) bool {
	for _, f := range k.Formats() {
		if f.Name == "json" && f.Write != nil {
			return true
		}
	}
	return false
}

// hasSVG reports whether the kind draws SVG (the grid puzzles).
func hasSVG(k puzzle.Kind) bool { return puzzle.DrawsSVG(k) }

// render is the kind's renderer's output for r.
func render(k puzzle.Kind, r *puzzle.Result, format string) ([]byte, error) {
	var b bytes.Buffer
	err := k.Render(&b, r, format)
	return b.Bytes(), err
}

// solveJSON is the answer of a JSON POST /api/solve.
type solveJSON struct {
	Input inputJSON `json:"input"`
	// Result is exactly the line `puzzlesat solve KIND --format json`
	// prints for the puzzle.
	Result json.RawMessage `json:"result"`
	// SVG is the board with the first solution (Hashi, Shikaku; the clues
	// alone without one), SecondSVG the second solution a uniqueness
	// question found.
	SVG       string `json:"svg,omitempty"`
	SecondSVG string `json:"second_svg,omitempty"`
	// Board and SecondBoard are the same on the board model (a kind drawn
	// on it: puzzle.Boarder), Board the clues alone without a solution.
	Board       *pboard.Board `json:"board,omitempty"`
	SecondBoard *pboard.Board `json:"second_board,omitempty"`
	// Report holds the encoding's figures with stats=true (the kind's
	// --stats lines: clauses per constraint group where the kind counts
	// them).
	Report []statJSON `json:"report,omitempty"`
	// MS is the server's time for the request in milliseconds (reading,
	// encoding, solving, checking, rendering).
	MS float64 `json:"ms"`
}

type statJSON struct {
	Name  string `json:"name"`
	Value any    `json:"value"`
}

// solve solves one puzzle: a JSON request's answer, solveJSON.
func (s *Server) solve(rq *request) (any, error) {
	start := time.Now()
	in, opt, err := s.solveSetup(rq)
	if err != nil {
		return nil, err
	}
	defer s.limit.release()
	stats, err := rq.bool("stats")
	if err != nil {
		return nil, err
	}
	if err := rq.unused(); err != nil {
		return nil, err
	}
	res, err := solve.One(rq.ctx, in.kind, in.item, opt)
	if err != nil {
		return nil, err
	}
	out := &solveJSON{Input: in.describe()}
	line, err := render(in.kind, res, "json")
	if err != nil {
		return nil, err
	}
	out.Result = json.RawMessage(bytes.TrimSpace(line))
	if err := addSVGs(out, in.kind, res); err != nil {
		return nil, err
	}
	if stats && res.Encoding != nil {
		out.Report = report(res.Encoding)
	}
	out.MS = float64(time.Since(start).Microseconds()) / 1000
	return out, nil
}

// solvePlain answers a plain solve request with exactly what `puzzlesat
// solve KIND - [flags]` prints for the body (format text, json or svg;
// every puzzle of it, or --index's).
func (s *Server) solvePlain(w http.ResponseWriter, rq *request) error {
	in, opt, err := s.solveSetup(rq)
	if err != nil {
		return err
	}
	defer s.limit.release()
	return s.solveBatch(w, rq, in, opt)
}

// solveSetup takes a solve slot (the caller releases it when err is nil)
// and reads the puzzle and the solve command's flags.
func (s *Server) solveSetup(rq *request) (*input, solve.Options, error) {
	if err := s.slot(rq); err != nil {
		return nil, solve.Options{}, err
	}
	in, err := s.readInput(rq, false, true)
	if err != nil {
		s.limit.release()
		return nil, solve.Options{}, err
	}
	opt, err := s.solveOptions(rq, in.kind)
	if err != nil {
		s.limit.release()
		return nil, solve.Options{}, err
	}
	return in, opt, nil
}

// solveOptions reads the flags of the solve command: the kind's
// encoding options, solver, unique, count.
func (s *Server) solveOptions(rq *request, k puzzle.Kind) (solve.Options, error) {
	enc, err := rq.encodeOptions(k)
	if err != nil {
		return solve.Options{}, err
	}
	sv, err := s.openSolver(rq)
	if err != nil {
		return solve.Options{}, err
	}
	unique, err := rq.bool("unique")
	if err != nil {
		return solve.Options{}, err
	}
	count, err := rq.int("count", 0, 1, solve.MaxKept)
	if err != nil {
		return solve.Options{}, err
	}
	return solve.Options{Solver: sv, Encode: enc, Unique: unique, Count: count}, nil
}

// solveBatch answers a plain solve request with the solve command's own
// batch: the body as standard input.
func (s *Server) solveBatch(w http.ResponseWriter, rq *request, in *input, opt solve.Options) error {
	format := rq.str("format", "json")
	if format != "text" && format != "json" && !(format == "svg" && hasSVG(in.kind)) {
		return badRequest("format %s: want text, json%s", format, map[bool]string{true: " or svg", false: ""}[hasSVG(in.kind)])
	}
	index := 0
	if rq.params["index"] != "" {
		index = in.index
	}
	st, err := rq.bool("stats")
	if err != nil {
		return err
	}
	if err := rq.unused(); err != nil {
		return err
	}
	var out, errs bytes.Buffer
	b := &app.Batch{Kind: in.kind, Inputs: []string{"-"}, InputFormat: in.format, Index: index, Format: format,
		Stats: st, Options: opt, Stdin: bytes.NewReader(rq.puzzle), Out: &out, Err: &errs}
	sum, err := b.Run(rq.ctx)
	if err != nil {
		return err
	}
	ct := map[string]string{"text": "text/plain; charset=utf-8", "json": "application/x-ndjson", "svg": "image/svg+xml"}[format]
	w.Header().Set("X-Puzzlesat-Exit", strconv.Itoa(sum.ExitCode()))
	writeText(w, ct, out.Bytes())
	return nil
}

// boardOf is p with solution sol (nil: none) on the board model, or nil
// for a kind not drawn on it.
func boardOf(k puzzle.Kind, p puzzle.Puzzle, sol puzzle.Solution) (*pboard.Board, error) {
	bd, ok := k.(puzzle.Boarder)
	if !ok {
		return nil, nil
	}
	return bd.Board(p, puzzle.View{Solution: sol})
}

// addSVGs draws the solutions of a grid puzzle with the kind's renderer,
// and the boards of a kind drawn on the board model.
func addSVGs(out *solveJSON, k puzzle.Kind, res *puzzle.Result) error {
	var err error
	if out.Board, err = boardOf(k, res.Item.Puzzle, res.First()); err != nil {
		return err
	}
	if undrawable(out.Board) != "" {
		out.Board = nil // too large to draw: no board, no picture
		return nil
	}
	if res.Unique == puzzle.UniqueNo && len(res.Solutions) > 1 {
		if out.SecondBoard, err = boardOf(k, res.Item.Puzzle, res.Solutions[1]); err != nil {
			return err
		}
	}
	if !hasSVG(k) {
		return nil
	}
	svg, err := render(k, res, "svg")
	if err != nil {
		return err
	}
	out.SVG = string(svg)
	if res.Unique == puzzle.UniqueNo && len(res.Solutions) > 1 {
		second := *res
		second.Solutions = res.Solutions[1:2]
		svg, err := render(k, &second, "svg")
		if err != nil {
			return err
		}
		out.SecondSVG = string(svg)
	}
	return nil
}

// report is the encoding's figures, as --stats prints them.
func report(e *puzzle.Encoding) []statJSON {
	var out []statJSON
	for _, st := range e.Stats {
		out = append(out, statJSON(st))
	}
	if e.Report != nil {
		for _, st := range e.Report() {
			out = append(out, statJSON(st))
		}
	}
	return out
}
