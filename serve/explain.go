package serve

import (
	"bytes"
	"encoding/json"
	"net/http"
	"time"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/puzzle"
	pboard "github.com/puzzlesat/puzzlesat/puzzle/board"
)

// explainJSON is the answer of a JSON POST /api/explain.
type explainJSON struct {
	Input inputJSON `json:"input"`
	// Explanation is exactly the line `puzzlesat explain KIND --format
	// json` prints for the puzzle.
	Explanation json.RawMessage `json:"explanation"`
	// Boards, with boards=true for a kind drawn on the board model
	// (puzzle.Boarder), are the board before the first step and after
	// each step, the step's new facts, the facts it uses and its clues
	// highlighted (explain.StepBoard).
	Boards []*pboard.Board `json:"boards,omitempty"`
	MS     float64         `json:"ms"`
}

// explain explains one puzzle (package explain): the whole explanation,
// or with steps=1 and "from" (the player's facts, in the explanation's
// fact shapes) or "state" (the player's board) a hint: explainJSON. A
// plain request (explainPlain) gets what `puzzlesat explain KIND -`
// prints (format text, json or svg with step); "from" is a JSON
// request's member.
func (s *Server) explain(rq *request) (any, error) {
	out, _, _, err := s.explained(rq)
	return out, err
}

func (s *Server) explainPlain(w http.ResponseWriter, rq *request) error {
	_, text, ct, err := s.explained(rq)
	if err != nil {
		return err
	}
	writeText(w, ct, text)
	return nil
}

// explained is a JSON request's answer, or a plain one's text and its
// content type.
func (s *Server) explained(rq *request) (out *explainJSON, text []byte, contentType string, err error) {
	start := time.Now()
	if err := s.slot(rq); err != nil {
		return nil, nil, "", err
	}
	defer s.limit.release()
	in, err := s.readInput(rq, !rq.json, true)
	if err != nil {
		return nil, nil, "", err
	}
	opt, err := s.explainOptions(rq, in.kind)
	if err != nil {
		return nil, nil, "", err
	}
	if len(rq.state) > 0 {
		if opt.From, err = stateFacts(in.kind, in.item.Puzzle, rq); err != nil {
			return nil, nil, "", err
		}
	}
	format, step := "json", -1
	boards, err := rq.bool("boards")
	if err != nil {
		return nil, nil, "", err
	}
	oneBased, err := rq.bool("one_based")
	if err != nil {
		return nil, nil, "", err
	}
	if !rq.json {
		format = rq.str("format", "text")
		if step, err = rq.int("step", -1, 0, 1<<30); err != nil {
			return nil, nil, "", err
		}
	}
	if err := rq.unused(); err != nil {
		return nil, nil, "", err
	}
	ex, err := explain.Run(rq.ctx, in.kind, in.item, opt)
	if err != nil {
		return nil, nil, "", &kindError{kind: in.kind.Name(), err: err}
	}
	if oneBased {
		ex.OneBased()
	}
	var b bytes.Buffer
	switch format {
	case "json":
		err = explain.WriteJSON(&b, ex)
	case "text":
		err = explain.WriteText(&b, ex)
	case "svg":
		if step < 0 {
			step = len(ex.Steps)
		}
		err = explain.WriteSVG(&b, ex, step)
	default:
		return nil, nil, "", badRequest("format %s: want text, json or svg", format)
	}
	if err != nil {
		return nil, nil, "", &kindError{kind: in.kind.Name(), err: err}
	}
	if !rq.json {
		ct := map[string]string{"text": "text/plain; charset=utf-8", "json": "application/x-ndjson", "svg": "image/svg+xml"}[format]
		return nil, b.Bytes(), ct, nil
	}
	out = &explainJSON{Input: in.describe(), Explanation: json.RawMessage(bytes.TrimSpace(b.Bytes()))}
	if _, ok := in.kind.(puzzle.Boarder); ok && boards {
		for n := 0; n <= len(ex.Steps); n++ {
			bd, err := explain.StepBoard(ex, n)
			if err != nil {
				return nil, nil, "", &kindError{kind: in.kind.Name(), err: err}
			}
			out.Boards = append(out.Boards, bd)
		}
	}
	out.MS = float64(time.Since(start).Microseconds()) / 1000
	return out, nil, "", nil
}

// explainOptions reads explain's flags: steps, solver, the kind's options
// given (the others take explain's defaults, as the command does), and
// the player's facts.
func (s *Server) explainOptions(rq *request, k puzzle.Kind) (explain.Options, error) {
	var opt explain.Options
	var err error
	if opt.Steps, err = rq.int("steps", 0, 0, 1<<30); err != nil {
		return opt, err
	}
	if rq.params["solver"] != "" {
		if opt.Solver, err = s.openSolver(rq); err != nil {
			return opt, err
		}
	}
	all, err := rq.encodeOptions(k)
	if err != nil {
		return opt, err
	}
	set := map[string]string{}
	for name, v := range all.Settings {
		if rq.params[name] != "" {
			set[name] = v
		}
	}
	opt.Encode = puzzle.Options{Settings: set}
	if len(rq.from) > 0 {
		if opt.From, err = explain.ReadFacts(rq.from); err != nil {
			return opt, badRequest("from: %v", err)
		}
	}
	return opt, nil
}

// stateFacts reads "state", a player's board.State, as the facts it
// states (the kind's puzzle.StateReader), so that a hint starts from the
// player's board.
func stateFacts(k puzzle.Kind, p puzzle.Puzzle, rq *request) ([]json.RawMessage, error) {
	if len(rq.from) > 0 {
		return nil, badRequest(`give "state" or "from", not both`)
	}
	sr, ok := k.(puzzle.StateReader)
	if !ok {
		return nil, badRequest(`%s explanations do not start from a board state (give "from" facts)`, k.Name())
	}
	var st pboard.State
	dec := json.NewDecoder(bytes.NewReader(rq.state))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&st); err != nil {
		return nil, badRequest("state: %v", err)
	}
	facts, err := sr.StateFacts(p, st)
	if err != nil {
		return nil, badRequest("state: %v", err)
	}
	return facts, nil
}
