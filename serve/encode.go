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
	// DIMACS is, with dimacs=true, the formula exactly as a plain request
	// gets it (the page's download).
	DIMACS string  `json:"dimacs,omitempty"`
	MS     float64 `json:"ms"`
}

// encode encodes one puzzle: a JSON request gets encodeJSON (with
// dimacs=true the DIMACS too), a plain one (encodePlain) exactly what
// `puzzlesat encode KIND -` prints: DIMACS with the header comments and a
// comment naming every variable, native cardinality constraints lowered
// to a totalizer.
func (s *Server) encode(rq *request) (any, error) {
	return s.encoded(rq)
}

func (s *Server) encoded(rq *request) (*encodeJSON, error) {
	start := time.Now()
	if err := s.slot(rq); err != nil {
		return nil, err
	}
	defer s.limit.release()
	in, err := s.readInput(rq, !rq.json, true)
	if err != nil {
		return nil, err
	}
	opt, err := rq.encodeOptions(in.kind)
	if err != nil {
		return nil, err
	}
	dimacs := !rq.json
	if rq.json {
		if dimacs, err = rq.bool("dimacs"); err != nil {
			return nil, err
		}
	}
	if err := rq.unused(); err != nil {
		return nil, err
	}
	e, err := in.kind.Encode(in.item.Puzzle, opt)
	if err != nil {
		return nil, &kindError{kind: in.kind.Name(), err: err}
	}
	out := &encodeJSON{Input: in.describe(), Vars: e.Formula.NumVars(), Clauses: e.Formula.NumClauses(),
		Cards: len(e.Formula.Cards()), Primary: len(e.Primary), Settings: e.Settings, Header: e.Header,
		LazyRule: e.LazyRule, Note: e.Note, Report: report(e)}
	if dimacs {
		var b bytes.Buffer
		if err := puzzle.WriteDIMACS(&b, e); err != nil {
			return nil, err
		}
		out.DIMACS = b.String()
	}
	out.MS = float64(time.Since(start).Microseconds()) / 1000
	return out, nil
}

// encodePlain answers a plain encode request: the DIMACS, as a download.
func (s *Server) encodePlain(w http.ResponseWriter, rq *request) error {
	out, err := s.encoded(rq)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Disposition", `attachment; filename="`+out.Input.Kind+`.cnf"`)
	writeText(w, "text/plain; charset=utf-8", []byte(out.DIMACS))
	return nil
}

// convertJSON is the answer of a JSON POST /api/convert.
type convertJSON struct {
	Input  inputJSON `json:"input"`
	To     string    `json:"to"`
	Output string    `json:"output"`
}

// convert rewrites the puzzle text in the format to (package convert:
// all or nothing; index picks one puzzle of several): convertJSON. A
// plain request (convertPlain) gets what `puzzlesat convert KIND --to
// FORMAT -` prints.
func (s *Server) convert(rq *request) (any, error) {
	return s.converted(rq)
}

func (s *Server) converted(rq *request) (*convertJSON, error) {
	in, err := s.readInput(rq, false, false)
	if err != nil {
		return nil, err
	}
	to := rq.str("to", "")
	index := 0
	if rq.params["index"] != "" {
		index = in.index
	}
	if err := rq.unused(); err != nil {
		return nil, err
	}
	src := puzzle.Source{Name: sourceName, Data: rq.puzzle, Count: s.counter(rq, in.kind, false)}
	b, err := convert.Convert(in.kind, src, convert.Options{From: in.format, To: to, Index: index})
	if err != nil {
		return nil, &kindError{kind: in.kind.Name(), err: err}
	}
	return &convertJSON{Input: in.describe(), To: to, Output: string(b)}, nil
}

func (s *Server) convertPlain(w http.ResponseWriter, rq *request) error {
	out, err := s.converted(rq)
	if err != nil {
		return err
	}
	writeText(w, "text/plain; charset=utf-8", []byte(out.Output))
	return nil
}
