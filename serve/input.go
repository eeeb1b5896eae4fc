package serve

import (
	"context"
	"errors"
	"fmt"
	"github.com/puzzlesat/puzzlesat/app"
	"net/http"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// sourceName names the puzzle text in messages, as a file's name does in
// the command's ("<input>:3:7: ...").
const sourceName = "<input>"

// input is the puzzle a request is about.
type input struct {
	kind   puzzle.Kind
	format string // the format it was read in
	items  []puzzle.Item
	item   puzzle.Item
	index  int // 1-based
}

// inputJSON describes the input in answers.
type inputJSON struct {
	Kind    string `json:"kind"`
	Format  string `json:"format"`
	Puzzles int    `json:"puzzles"`
	Index   int    `json:"index"`
	Name    string `json:"name"`
	Class   string `json:"class"`
	Summary string `json:"summary"`
}

func (in *input) describe() inputJSON {
	return inputJSON{Kind: in.kind.Name(), Format: in.format, Puzzles: len(in.items), Index: in.index,
		Name: in.item.Info.Name, Class: in.item.Info.Class, Summary: in.item.Info.Summary}
}

// readInput reads the request's puzzle: parameters kind ("auto" or
// absent: detected), input-format and index (1-based; 0 or absent: the
// first, or, when strict, an error for a text of several puzzles, as
// the one-puzzle commands do). holding says whether the caller holds a
// solve slot: readers that settle ambiguous English (ZebraLogic) count
// solutions, in a slot of their own otherwise.
func (s *Server) readInput(rq *request, strict, holding bool) (*input, error) {
	format := rq.str("input-format", "auto")
	index, err := rq.int("index", 0, 0, 1<<30)
	if err != nil {
		return nil, err
	}
	src := puzzle.Source{Name: sourceName, Data: rq.puzzle, Context: rq.ctx}
	in := &input{}
	if name := rq.str("kind", "auto"); strings.EqualFold(name, "auto") {
		in.kind, in.items, err = s.detect(rq, src, format, holding)
	} else {
		if in.kind, err = s.lookup(name); err != nil {
			return nil, badRequest("%v", err)
		}
		src.Count = s.counter(rq, in.kind, holding)
		// Every puzzle or none: the page shows the first bad one next to
		// the text (the commands report a bad line and go on).
		in.items, err = puzzle.ReadAll(in.kind, src, format)
		if err != nil && rq.ctx.Err() != nil {
			return nil, readStopped(rq)
		}
		if err != nil {
			err = &kindError{kind: in.kind.Name(), err: app.Lookalike(in.kind, src, format, err)}
		}
	}
	if err != nil {
		return nil, err
	}
	f, _ := puzzle.Detected(in.kind, src.Data, format)
	in.format = f.Name
	switch {
	case index == 0 && strict && len(in.items) > 1:
		return nil, badRequest("the input holds %d puzzles: choose one with index", len(in.items))
	case index == 0:
		index = 1
	case index > len(in.items):
		return nil, badRequest("index %d: the input holds %d puzzle(s)", index, len(in.items))
	}
	in.index, in.item = index, in.items[index-1]
	if in.item.Err != nil {
		return nil, &kindError{kind: in.kind.Name(), err: in.item.Err}
	}
	return in, nil
}

// detect finds the kind of src: the kinds whose format detectors
// recognise it are tried first, then the others (their most lenient
// format); the first that reads it wins. When none does, the error is
// the one of the reader that got furthest into the text.
func (s *Server) detect(rq *request, src puzzle.Source, format string, holding bool) (puzzle.Kind, []puzzle.Item, error) {
	var first, rest []puzzle.Kind
	for _, k := range s.opt.Kinds {
		if format != "auto" && !readsFormat(k, format) {
			continue
		}
		if recognises(k, src.Data) {
			first = append(first, k)
		} else {
			rest = append(rest, k)
		}
	}
	if len(first)+len(rest) == 0 {
		return nil, nil, badRequest("input-format %s: no puzzle kind reads it", format)
	}
	var best error
	for _, k := range append(first, rest...) {
		if rq.ctx.Err() != nil {
			return nil, nil, readStopped(rq)
		}
		src.Count = s.counter(rq, k, holding)
		items, err := puzzle.ReadAll(k, src, format)
		if err == nil {
			return k, items, nil
		}
		if rq.ctx.Err() != nil {
			return nil, nil, readStopped(rq)
		}
		err = &kindError{kind: k.Name(), err: err}
		if best == nil || further(err, best) {
			best = err
		}
	}
	return nil, nil, best
}

// readStopped is the answer to a request whose time limit passed (or
// whose client left) while its puzzle was read or its kind detected:
// reading, detection and the ZebraLogic ambiguity judge run under the
// request's context and stop with it (issue 32 item 11).
func readStopped(rq *request) error {
	msg := "stopped: the request was cancelled while the puzzle was read"
	if errors.Is(rq.ctx.Err(), context.DeadlineExceeded) {
		msg = "stopped: the time limit passed while the puzzle was read"
	}
	return &httpError{status: http.StatusServiceUnavailable, msg: msg}
}

// lookup finds a served kind by name (case-insensitive).
func (s *Server) lookup(name string) (puzzle.Kind, error) {
	var names []string
	for _, k := range s.opt.Kinds {
		if puzzle.Named(k, name) {
			return k, nil
		}
		names = append(names, k.Name())
	}
	return nil, fmt.Errorf("unknown puzzle kind %q (want %s)", name, enum.Or(names))
}

func recognises(k puzzle.Kind, data []byte) bool {
	for _, f := range k.Formats() {
		if f.Read != nil && f.Detect != nil && f.Detect(data) {
			return true
		}
	}
	return false
}

func readsFormat(k puzzle.Kind, name string) bool {
	for _, f := range k.Formats() {
		if f.Read != nil && puzzle.SameFormat(f.Name, name) {
			return true
		}
	}
	return false
}

// further reports whether a's position is past b's (an error without a
// position is at the start).
func further(a, b error) bool {
	la, ca := position(a)
	lb, cb := position(b)
	return la > lb || (la == lb && ca > cb)
}

func position(err error) (line, col int) {
	var pe *srcpos.Error
	if errors.As(err, &pe) {
		return pe.Line, pe.Col
	}
	return 0, 0
}

// counter is the solution counter a reader of ambiguous English uses:
// the cdcl engine, bounded by the request's context, in a slot.
func (s *Server) counter(rq *request, k puzzle.Kind, holding bool) func(p puzzle.Puzzle, limit int) int {
	count := solve.Counter(rq.ctx, k, solver.CDCL{}, puzzle.Options{})
	if holding {
		return count
	}
	return func(p puzzle.Puzzle, limit int) int {
		if s.limit.acquire(rq.ctx) != nil {
			return 0
		}
		defer s.limit.release()
		return count(p, limit)
	}
}

// slot takes a solve slot for rq (503 when the queue is full or no slot
// comes free in time); release it with s.limit.release.
func (s *Server) slot(rq *request) error {
	err := s.limit.acquire(rq.ctx)
	if err == nil || errors.Is(err, errBusy) {
		return err
	}
	return &httpError{status: http.StatusServiceUnavailable, msg: fmt.Sprintf("busy: no solve slot came free within the time limit (%v)", s.opt.Timeout)}
}
