package serve

import (
	"bytes"
	"net/http"
	"time"

	"github.com/puzzlesat/puzzlesat/convert"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// encodeJSON is the answer of a JSON POST /api/encode: the formula's
// size and figures, without the formula.
type encodeJSON struct {
	Input    inputJSON         `json:"input"`
	Vars     int               `json:"vars"`
	Clauses  int               `json:"clauses"`
	Cards    int               `json:"cards"`
	Primary  int               `json:"primary"`
	Settings map[string]string `json:"settings"`
	Header   []string          `json:"header"`
	LazyRule string            `json:"lazy_rule,omitempty"`
	Note     string            `json:"note,omitempty"`
	Report   []statJSON        `json:"report,omitempty"`
	MS       float64           `json:"ms"`
}

// handleEncode encodes one puzzle. A plain request gets exactly what
// `puzzlesat encode KIND -` prints: DIMACS with the header comments and a
// comment naming every variable, native cardinality constraints lowered
// to a totalizer. A JSON request gets encodeJSON.
func (s *Server) handleEncode(w http.ResponseWriter, rq *request) error {
	start := time.Now()
	if err := s.slot(rq); err != nil {
		return err
	}
	defer s.limit.release()
	in, err := s.readInput(rq, !rq.json, true)
	if err != nil {
		return err
	}
	opt, err := rq.encodeOptions(in.kind)
	if err != nil {
		return err
	}
	if err := rq.unused(); err != nil {
		return err
	}
	e, err := in.kind.Encode(in.item.Puzzle, opt)
	if err != nil {
		return &kindError{kind: in.kind.Name(), err: err}
	}
	if !rq.json {
		var b bytes.Buffer
		if err := puzzle.WriteDIMACS(&b, e); err != nil {
			return err
		}
		w.Header().Set("Content-Disposition", `attachment; filename="`+in.kind.Name()+`.cnf"`)
		writeText(w, "text/plain; charset=utf-8", b.Bytes())
		return nil
	}
	out := &encodeJSON{Input: in.describe(), Vars: e.Formula.NumVars(), Clauses: e.Formula.NumClauses(),
		Cards: len(e.Formula.Cards()), Primary: len(e.Primary), Settings: e.Settings, Header: e.Header,
		LazyRule: e.LazyRule, Note: e.Note, Report: report(e)}
	out.MS = float64(time.Since(start).Microseconds()) / 1000
	writeJSON(w, http.StatusOK, out)
	return nil
}

// convertJSON is the answer of a JSON POST /api/convert.
type convertJSON struct {
	Input  inputJSON `json:"input"`
	To     string    `json:"to"`
	Output string    `json:"output"`
}

// handleConvert rewrites the puzzle text in the format to (package
// convert: all or nothing; index picks one puzzle of several). A plain
// request gets what `puzzlesat convert KIND --to FORMAT -` prints.
func (s *Server) handleConvert(w http.ResponseWriter, rq *request) error {
	in, err := s.readInput(rq, false, false)
	if err != nil {
		return err
	}
	to := rq.str("to", "")
	index := 0
	if rq.params["index"] != "" {
		index = in.index
	}
	if err := rq.unused(); err != nil {
		return err
	}
	src := puzzle.Source{Name: sourceName, Data: rq.puzzle, Count: s.counter(rq, in.kind, false)}
	b, err := convert.Convert(in.kind, src, convert.Options{From: in.format, To: to, Index: index})
	if err != nil {
		return &kindError{kind: in.kind.Name(), err: err}
	}
	if !rq.json {
		writeText(w, "text/plain; charset=utf-8", b)
		return nil
	}
	writeJSON(w, http.StatusOK, &convertJSON{Input: in.describe(), To: to, Output: string(b)})
	return nil
}
