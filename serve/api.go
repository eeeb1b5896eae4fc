package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"net/url"
	"os/exec"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// request is one API call: its parameters (the command's flag names,
// from a JSON object or the query string), the puzzle text and, for
// play, the player's state.
type request struct {
	ctx context.Context
	// json is set for a JSON request (Content-Type application/json),
	// which gets a JSON answer; a plain request (the puzzle as the body,
	// the flags in the query) gets what the command prints.
	json   bool
	params map[string]string
	used   map[string]bool
	puzzle []byte
	state  json.RawMessage
	from   json.RawMessage // explain's player's facts
}

// An operation is one call of the API (read, solve, ...): a function
// from the request to the JSON answer, and for the operations that
// answer a plain request with what a command prints, the function that
// writes that. Every handler is a thin HTTP wrapper over its operation:
// a JSON request's body goes to Call, which the WebAssembly build of the
// page (package site/wasm) calls with the same JSON, so the served page
// and the static one take one code path.
type operation struct {
	json  func(rq *request) (any, error)
	plain func(w http.ResponseWriter, rq *request) error // nil: plain requests get the JSON answer
}

// operations are the API's operations by name (POST /api/NAME); "meta"
// is GET /api/meta.
func (s *Server) operations() map[string]operation {
	return map[string]operation{
		"meta":     {json: func(*request) (any, error) { return s.meta(), nil }},
		"read":     {json: s.read},
		"solve":    {json: s.solve, plain: s.solvePlain},
		"encode":   {json: s.encode, plain: s.encodePlain},
		"convert":  {json: s.convert, plain: s.convertPlain},
		"generate": {json: s.generate, plain: s.generatePlain},
		"explain":  {json: s.explain, plain: s.explainPlain},
		"check":    {json: s.check},
		"hint":     {json: s.hint},
		"edit":     {json: s.edit},
		"status":   {json: s.status},
	}
}

// Call answers the JSON request body of operation name ("meta", "read",
// "solve", "encode", "convert", "generate", "explain", "check", "hint",
// "edit", "status") exactly
// as POST /api/NAME does: the HTTP status and the answer's JSON (an
// error's too). ctx bounds the work (the HTTP handler gives it the
// request's time limit; the WebAssembly build, none: its worker is
// stopped instead).
func (s *Server) Call(ctx context.Context, name string, body []byte) (status int, answer []byte) {
	status, answer, _ = s.call(ctx, name, body)
	return status, answer
}

// call is Call, and whether the answer is the busy error (which HTTP
// answers with Retry-After).
func (s *Server) call(ctx context.Context, name string, body []byte) (int, []byte, bool) {
	op, ok := s.ops[name]
	if !ok {
		return answerError(&httpError{status: http.StatusNotFound, msg: fmt.Sprintf("no operation %q", name)})
	}
	if len(body) > MaxBody {
		return answerError(tooLarge())
	}
	rq := newRequest(ctx)
	rq.json = true
	if name != "meta" || len(bytes.TrimSpace(body)) > 0 {
		if err := rq.decodeJSON(body); err != nil {
			return answerError(err)
		}
	}
	out, err := op.json(rq)
	if err != nil {
		return answerError(err)
	}
	status, answer := answerJSON(http.StatusOK, out)
	return status, answer, false
}

func newRequest(ctx context.Context) *request {
	return &request{ctx: ctx, params: map[string]string{}, used: map[string]bool{}}
}

func tooLarge() error {
	return &httpError{status: http.StatusRequestEntityTooLarge,
		msg: fmt.Sprintf("the request body is larger than %d bytes", MaxBody)}
}

// api is the handler of operation name: the body limit, the
// per-request time limit, the parameters, and the count of requests in
// flight (for shutdown). A JSON request goes to call; a plain one (the
// puzzle as the body, the flags in the query) to the operation's plain
// writer.
func (s *Server) api(name string) http.HandlerFunc {
	op := s.ops[name]
	return func(w http.ResponseWriter, r *http.Request) {
		s.inflight.Add(1)
		defer s.inflight.Done()
		ctx, cancel := context.WithTimeout(r.Context(), s.opt.Timeout)
		defer cancel()
		if tok := r.Header.Get(ProgressHeader); tok != "" {
			if !validToken(tok) {
				writeError(w, badRequest("header %s %q: want 1 to 64 letters, digits, '-' or '_'", ProgressHeader, tok))
				return
			}
			var end func()
			ctx, end = s.progress.begin(ctx, tok)
			defer end()
		}
		// The body must arrive within the request's time limit: a client
		// that sends headers and part of a body does not hold its
		// connection (issue 32 item 12). Serve's ReadTimeout is the
		// same bound for a server run with Serve.
		_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(s.opt.Timeout))
		body, err := readBody(ctx, w, r)
		if err == nil {
			err = s.parseSlot(ctx)
		}
		if err != nil {
			writeError(w, err)
			return
		}
		defer s.parse.release()
		// A malformed pair ("unique=true%", "unique=true;count=5") is
		// refused, as an unknown parameter is: URL.Query would drop it
		// silently (issue 32 item 13).
		query, err := url.ParseQuery(r.URL.RawQuery)
		if err != nil {
			writeError(w, badRequest("the query %q: %v", r.URL.RawQuery, err))
			return
		}
		if ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); ct == "application/json" {
			if len(query) > 0 {
				writeError(w, badRequest("a JSON request takes its parameters in the body, not in the query %q", r.URL.RawQuery))
				return
			}
			status, answer, busy := s.call(ctx, name, body)
			if busy {
				w.Header().Set("Retry-After", "1")
			}
			writeAnswer(w, status, answer)
			return
		}
		rq, err := plainRequest(ctx, query, body)
		if err == nil {
			if op.plain != nil {
				err = op.plain(w, rq)
			} else {
				var out any
				if out, err = op.json(rq); err == nil {
					writeJSON(w, http.StatusOK, out)
				}
			}
		}
		if err != nil {
			writeError(w, err)
		}
	}
}

// readBody reads the body (at most MaxBody, within the request's time
// limit).
func readBody(ctx context.Context, w http.ResponseWriter, r *http.Request) ([]byte, error) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBody))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return nil, tooLarge()
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() || err != nil && ctx.Err() != nil {
		return nil, &httpError{status: http.StatusRequestTimeout, msg: "the request body did not arrive within the time limit"}
	}
	if err != nil {
		return nil, badRequest("reading the request: %v", err)
	}
	return body, nil
}

// plainRequest is a plain request: the flags from the query string, the
// body the puzzle.
func plainRequest(ctx context.Context, query url.Values, body []byte) (*request, error) {
	rq := newRequest(ctx)
	for name, vs := range query {
		if len(vs) != 1 {
			return nil, badRequest("parameter %s given %d times", name, len(vs))
		}
		rq.params[name] = vs[0]
	}
	rq.puzzle = body
	return rq, nil
}

// decodeJSON reads a JSON request: an object whose "puzzle" is the
// puzzle's text, "state" the player's state (check), "from" the player's
// facts (explain), and every other member a flag: a string, a number or
// true/false.
func (rq *request) decodeJSON(body []byte) error {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(body, &obj); err != nil {
		return badRequest("the request is not a JSON object: %v", err)
	}
	for name, raw := range obj {
		switch name {
		case "puzzle":
			var p string
			if err := json.Unmarshal(raw, &p); err != nil {
				return badRequest(`"puzzle" must be a string (the puzzle's text in any format)`)
			}
			rq.puzzle = []byte(p)
			continue
		case "state":
			rq.state = raw
			continue
		case "from":
			rq.from = raw
			continue
		case "join":
			// the editor's [row, col] (serve/edit.go): kept as its JSON text
			rq.params[name] = string(bytes.TrimSpace(raw))
			continue
		}
		raw = bytes.TrimSpace(raw)
		switch {
		case bytes.Equal(raw, []byte("null")):
		case len(raw) > 0 && raw[0] == '"':
			var v string
			if err := json.Unmarshal(raw, &v); err != nil {
				return badRequest("%q: %v", name, err)
			}
			rq.params[name] = v
		case len(raw) > 0 && (raw[0] == '{' || raw[0] == '['):
			return badRequest("%q: want a string, a number or true/false", name)
		default:
			rq.params[name] = string(raw)
		}
	}
	return nil
}

// str is parameter name, or def when it is not given.
func (rq *request) str(name, def string) string {
	rq.used[name] = true
	if v, ok := rq.params[name]; ok && v != "" {
		return v
	}
	return def
}

// int is parameter name as a number in [lo, hi], or def.
func (rq *request) int(name string, def, lo, hi int) (int, error) {
	v := rq.str(name, "")
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		return 0, badRequest("%s %s: want a whole number from %d to %d", name, v, lo, hi)
	}
	return n, nil
}

// bool is parameter name as true/false (also 1/0, on/off).
func (rq *request) bool(name string) (bool, error) {
	switch v := strings.ToLower(rq.str(name, "")); v {
	case "", "false", "0", "off", "no":
		return false, nil
	case "true", "1", "on", "yes":
		return true, nil
	default:
		return false, badRequest("%s %s: want true or false", name, v)
	}
}

// unused reports a parameter no handler read: a misspelt flag must not
// pass silently.
func (rq *request) unused() error {
	var names []string
	for name := range rq.params {
		if !rq.used[name] {
			names = append(names, name)
		}
	}
	if len(names) == 0 {
		return nil
	}
	sort.Strings(names)
	return badRequest("unknown parameter %s", strings.Join(names, ", "))
}

// encodeOptions reads the kind's encoding options (its flags: card,
// connectivity, amo, model, ...), checked and with defaults filled in.
func (rq *request) encodeOptions(k puzzle.Kind) (puzzle.Options, error) {
	set := map[string]string{}
	for _, o := range k.Options() {
		v := rq.str(o.Name, "")
		if onOff(o) {
			switch strings.ToLower(v) {
			case "true", "1", "yes":
				v = "on"
			case "false", "0", "no":
				v = "off"
			}
		}
		if v != "" {
			set[o.Name] = v
		}
	}
	set, err := puzzle.CheckOptions(k, set)
	if err != nil {
		return puzzle.Options{}, badRequest("%v", err)
	}
	return puzzle.Options{Settings: set}, nil
}

func onOff(o puzzle.Option) bool {
	return len(o.Values) == 2 && o.Values[0] == "on" && o.Values[1] == "off"
}

// httpError is an API error with its status.
type httpError struct {
	status int
	msg    string
}

func (e *httpError) Error() string { return e.msg }

func badRequest(format string, args ...any) error {
	return &httpError{status: http.StatusBadRequest, msg: fmt.Sprintf(format, args...)}
}

// errorJSON is every error's answer: the message as the command prints
// it, and for bad input its position (1-based line and column of the
// puzzle text), the offending text and the message with the line and a
// marker under it.
type errorJSON struct {
	Error  string `json:"error"`
	Pretty string `json:"pretty,omitempty"`
	Line   int    `json:"line,omitempty"`
	Col    int    `json:"col,omitempty"`
	Text   string `json:"text,omitempty"`
	Kind   string `json:"kind,omitempty"`
}

// kindError is bad input of a kind: the answer names the kind it was
// read as.
type kindError struct {
	kind string
	err  error
}

func (e *kindError) Error() string { return e.err.Error() }
func (e *kindError) Unwrap() error { return e.err }

// answerError is err's answer: 400 for bad input and bad parameters,
// 413 for a body too large, 503 when busy (busy is set for the full
// queue), 500 for a solver failure or a wrong answer.
func answerError(err error) (status int, answer []byte, busy bool) {
	status = http.StatusInternalServerError
	out := errorJSON{Error: err.Error()}
	var he *httpError
	var pe *srcpos.Error
	var ue *puzzle.UsageError
	var ke *kindError
	var wa *solve.WrongAnswerError
	switch {
	case errors.As(err, &he):
		status = he.status
	case errors.Is(err, errBusy):
		status = http.StatusServiceUnavailable
		out.Error = "busy: every solve slot is taken and the queue is full; try again"
		busy = true
	case errors.As(err, &wa):
		status = http.StatusInternalServerError
	case errors.As(err, &pe):
		status = http.StatusBadRequest
		out.Pretty, out.Line, out.Col, out.Text = pe.Pretty(), pe.Line, pe.Col, pe.Text
	case errors.As(err, &ue), errors.As(err, &ke):
		status = http.StatusBadRequest
	}
	if errors.As(err, &ke) {
		out.Kind = ke.kind
	}
	status, answer = answerJSON(status, out)
	return status, answer, busy
}

// writeError answers err (answerError).
func writeError(w http.ResponseWriter, err error) {
	status, answer, busy := answerError(err)
	if busy {
		w.Header().Set("Retry-After", "1")
	}
	writeAnswer(w, status, answer)
}

// answerJSON is v as one line of JSON with its status (500 when v does
// not encode).
func answerJSON(status int, v any) (int, []byte) {
	b, err := json.Marshal(v)
	if err != nil {
		status, b = http.StatusInternalServerError, []byte(`{"error":"encoding the answer failed"}`)
	}
	return status, append(b, '\n')
}

// writeJSON answers v as one line of JSON.
func writeJSON(w http.ResponseWriter, status int, v any) {
	status, answer := answerJSON(status, v)
	writeAnswer(w, status, answer)
}

// writeAnswer writes a JSON answer.
func writeAnswer(w http.ResponseWriter, status int, answer []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(answer)
}

// writeText answers what a command prints.
func writeText(w http.ResponseWriter, contentType string, b []byte) {
	w.Header().Set("Content-Type", contentType)
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(b)
}

// openBrowser opens url with the desktop's opener.
func openBrowser(url string) error {
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "darwin":
		cmd = exec.Command("open", url)
	case "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	default:
		cmd = exec.Command("xdg-open", url)
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	go func() { _ = cmd.Wait() }()
	return nil
}

// parseSlot takes the request's parse slot (503 when the queue is full or
// none comes free within the time limit); release it with
// s.parse.release.
func (s *Server) parseSlot(ctx context.Context) error {
	err := s.parse.acquire(ctx)
	if err == nil || errors.Is(err, errBusy) {
		return err
	}
	return &httpError{status: http.StatusServiceUnavailable, msg: fmt.Sprintf("busy: no slot came free within the time limit (%v)", s.opt.Timeout)}
}
