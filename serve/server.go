package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/puzzlesat/puzzlesat/examples"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// The defaults of Options.
const (
	DefaultAddr    = "127.0.0.1:8080"
	DefaultTimeout = 10 * time.Second
	DefaultQueue   = 128
	DefaultGrace   = 500 * time.Millisecond
	// MaxBody is the largest request body: far above any puzzle a person
	// pastes, small enough that the bounded queue bounds memory.
	MaxBody = 1 << 20
)

// Options configure a server.
type Options struct {
	// Addr is the address to listen on (DefaultAddr when empty). A host
	// that is not a loopback address serves the network: the server has
	// no authentication, and Run says so.
	Addr string
	// Timeout bounds every request, waiting for a slot included
	// (DefaultTimeout when 0): solves are cancelled then (the cdcl engine
	// stops, external solvers and the gophersat worker are killed) and
	// answer status "unknown".
	Timeout time.Duration
	// Jobs is the number of solves (explanations, generations, encodings)
	// that run at once; 0 means GOMAXPROCS.
	Jobs int
	// Queue is the number of requests that may wait for a slot; more get
	// 503 at once. 0 means DefaultQueue.
	Queue int
	// Grace is how long Run lets in-flight requests finish after ctx ends
	// before it cancels them (DefaultGrace when 0).
	Grace time.Duration
	// Open opens the page in the desktop's browser once the server listens.
	Open bool
	// Log receives the address line and shutdown notes (nil: discarded).
	Log io.Writer
	// Kinds are the puzzle kinds served, in the menus' order (nil:
	// kinds.All()). The server knows them through the puzzle contract
	// only: what a kind offers (play, generate, ...) is what it implements.
	Kinds []puzzle.Kind
	// BuiltInOnly offers the built-in solvers only (cdcl and gophersat,
	// both in-process), never a program on PATH: the static page's
	// WebAssembly build (package site) runs no program.
	BuiltInOnly bool
	// CallsOnly prepares only what Call needs: no page, no assets (New
	// renders neither, and the server's GET / and /static/ answer 404).
	// The static page's engine (site/wasm) sets it: its page was written
	// at build time, and rendering it again cost the worker a second of
	// its start in WebAssembly. /api/meta is then built on its first call.
	CallsOnly bool
}

func (o Options) withDefaults() Options {
	if o.Addr == "" {
		o.Addr = DefaultAddr
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.Jobs <= 0 {
		o.Jobs = runtime.GOMAXPROCS(0)
	}
	if o.Queue <= 0 {
		o.Queue = DefaultQueue
	}
	if o.Grace <= 0 {
		o.Grace = DefaultGrace
	}
	if o.Log == nil {
		o.Log = io.Discard
	}
	if o.Kinds == nil {
		o.Kinds = kinds.All()
	}
	return o
}

// Server is the page and its API as an http.Handler. It keeps no state
// between requests: every request carries its puzzle.
type Server struct {
	opt   Options
	mux   *http.ServeMux
	ops   map[string]operation
	limit *limiter
	// parse bounds the requests that parse or render at once (every API
	// request, for its whole handling: 2 per solve slot), so that
	// concurrent reads of 1 MiB grids and their large SVGs cannot exhaust
	// memory outside the solve slots (issue 32 item 10). A request
	// takes its parse slot before any solve slot.
	parse  *limiter
	page   []byte // the index page, rendered once
	assets map[string]asset
	meta   func() *metaJSON // computed once, on first use
	// examples are the bundled examples of the served kinds.
	examples []examples.Example
	csp      string          // contentSecurityPolicy with the inline style's hash
	reqCtx   context.Context // the parent of every request's context
	stopAll  context.CancelFunc
	// loopbackOnly is set when the server listens on a loopback address:
	// requests must then name a loopback host (no DNS rebinding).
	loopbackOnly bool
	inflight     sync.WaitGroup
	progress     progressStore // the figures of calls with a ProgressHeader
}

// New builds the server for opt (its Addr only decides whether requests
// must name a loopback host).
func New(opt Options) (*Server, error) {
	opt = opt.withDefaults()
	s := &Server{opt: opt, limit: newLimiter(opt.Jobs, opt.Queue), parse: newLimiter(2*opt.Jobs, opt.Queue)}
	s.reqCtx, s.stopAll = context.WithCancel(context.Background())
	host, _, err := net.SplitHostPort(opt.Addr)
	if err != nil {
		return nil, fmt.Errorf("--addr %s: %w", opt.Addr, err)
	}
	s.loopbackOnly = isLoopback(host)
	if s.examples, err = listExamples(opt.Kinds); err != nil {
		return nil, fmt.Errorf("the bundled examples: %w", err)
	}
	s.meta = sync.OnceValue(s.buildMeta)
	if opt.CallsOnly {
		s.csp = contentSecurityPolicy
		s.routes()
		return s, nil
	}
	if s.assets, err = loadAssets(); err != nil {
		return nil, err
	}
	if s.page, err = s.renderIndex(); err != nil {
		return nil, err
	}
	s.routes()
	return s, nil
}

func (s *Server) routes() {
	m := http.NewServeMux()
	m.HandleFunc("GET /{$}", s.index)
	m.HandleFunc("GET /static/{name}", s.static)
	m.HandleFunc("GET /api/meta", s.handleMeta)
	m.HandleFunc("GET /api/progress", s.handleProgress)
	s.ops = s.operations()
	for name := range s.ops {
		if name != "meta" {
			m.HandleFunc("POST /api/"+name, s.api(name))
		}
	}
	s.mux = m
}

// ServeHTTP adds the security headers, refuses foreign hosts and
// origins, and routes.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", s.csp)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	if s.loopbackOnly && !isLoopbackHost(r.Host) {
		writeError(w, &httpError{status: http.StatusMisdirectedRequest,
			msg: fmt.Sprintf("host %q: this server answers requests for localhost only", r.Host)})
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead && crossSite(r) {
		writeError(w, &httpError{status: http.StatusForbidden, msg: "cross-origin requests are refused"})
		return
	}
	s.mux.ServeHTTP(w, r)
}

// contentSecurityPolicy allows the page's own script, style and images
// and nothing else: no inline script, no other origin, no framing. The
// page's inline stylesheet is allowed by its hash (renderIndex adds it).
const contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
	"connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// crossSite reports a request a page of another origin sent (a browser
// says so in Origin and Sec-Fetch-Site); curl sends neither.
func crossSite(r *http.Request) bool {
	if site := r.Header.Get("Sec-Fetch-Site"); site == "cross-site" || site == "same-site" {
		return true
	}
	o := r.Header.Get("Origin")
	return o != "" && o != "http://"+r.Host && o != "https://"+r.Host
}

func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// isLoopbackHost checks a Host header: a loopback name or address, with
// or without a port.
func isLoopbackHost(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	return isLoopback(strings.Trim(host, "[]"))
}

// Run serves opt.Addr until ctx ends, then shuts down: no new requests,
// in-flight ones get opt.Grace to finish and are cancelled after that
// (their solves stop and answer "unknown"); Run returns when they have
// answered.
func Run(ctx context.Context, opt Options) error {
	s, err := New(opt)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", s.opt.Addr)
	if err != nil {
		return err
	}
	return s.Serve(ctx, ln)
}

// Serve is Run on a listener of the caller's.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		// Headers and body: a stalled body ends with the request's time
		// limit (the API handlers set that deadline themselves too).
		ReadTimeout: 10*time.Second + s.opt.Timeout,
		IdleTimeout: 2 * time.Minute,
		BaseContext: func(net.Listener) context.Context { return s.reqCtx },
	}
	url := "http://" + ln.Addr().String() + "/"
	fmt.Fprintf(s.opt.Log, "puzzlesat serve: listening on %s (Ctrl-C stops)\n", url)
	if !s.loopbackOnly {
		fmt.Fprintf(s.opt.Log, "puzzlesat serve: %s is reachable from the network, and the server has no authentication\n", s.opt.Addr)
	}
	if s.opt.Open {
		if err := openBrowser(url); err != nil {
			fmt.Fprintf(s.opt.Log, "puzzlesat serve: --open: %v (open %s yourself)\n", err, url)
		}
	}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		s.stopAll()
		return err
	case <-ctx.Done():
	}
	return s.shutdown(srv, served)
}

// shutdown stops srv: in-flight requests get Grace to finish, then their
// contexts are cancelled and they answer at once.
func (s *Server) shutdown(srv *http.Server, served chan error) error {
	fmt.Fprintf(s.opt.Log, "puzzlesat serve: stopping\n")
	grace, cancel := context.WithTimeout(context.Background(), s.opt.Grace)
	defer cancel()
	err := srv.Shutdown(grace)
	if errors.Is(err, context.DeadlineExceeded) {
		fmt.Fprintf(s.opt.Log, "puzzlesat serve: cancelling the requests still running\n")
		s.stopAll()
		s.inflight.Wait()
		// The cancelled handlers have returned; their answers may still be
		// on their way out. Closing the connections now could cut them
		// off, so wait (briefly) for the connections to go idle first.
		flushed, cancel := context.WithTimeout(context.Background(), time.Second)
		err = srv.Shutdown(flushed)
		cancel()
		if err != nil {
			err = srv.Close()
		}
	}
	s.stopAll()
	s.inflight.Wait()
	if serr := <-served; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	return err
}

// limiter bounds the work that runs at once: a slot per job, and at most
// queue requests waiting for one.
type limiter struct {
	slots   chan struct{}
	mu      sync.Mutex
	waiting int
	queue   int
}

func newLimiter(jobs, queue int) *limiter {
	return &limiter{slots: make(chan struct{}, jobs), queue: queue}
}

// errBusy is a request the full queue refuses.
var errBusy = errors.New("busy")

// acquire takes a slot, waiting while the queue has room; it fails with
// errBusy when the queue is full and with ctx's error when ctx ends first.
func (l *limiter) acquire(ctx context.Context) error {
	select {
	case l.slots <- struct{}{}:
		return nil
	default:
	}
	l.mu.Lock()
	if l.waiting >= l.queue {
		l.mu.Unlock()
		return errBusy
	}
	l.waiting++
	l.mu.Unlock()
	defer func() {
		l.mu.Lock()
		l.waiting--
		l.mu.Unlock()
	}()
	select {
	case l.slots <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (l *limiter) release() { <-l.slots }
