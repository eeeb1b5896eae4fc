package serve

import (
	"bytes"
	"fmt"
	"strings"
)

// StaticMarker is the <meta> element of the static page (package site):
// the page's script finds it and sends every operation to the
// WebAssembly build of Call in a Web Worker instead of to /api/.
const StaticMarker = `<meta name="puzzlesat-static" content="worker">`

// StaticFiles are the page's files for a static site, by their path in
// it: index.html (the served page with the marker, a
// Content-Security-Policy <meta> and paths relative to the site, so that
// it can live in any folder of any static server) and the assets under
// static/. The rest of the site (the WebAssembly module, its worker, the
// service worker) is package site's.
func (s *Server) StaticFiles() (map[string][]byte, error) {
	page := s.page
	if page == nil {
		return nil, fmt.Errorf("no page: the server was made with Options.CallsOnly")
	}
	const charset = `<meta charset="utf-8">`
	if !bytes.Contains(page, []byte(charset)) {
		return nil, fmt.Errorf("index.html: no %s to put the static marker after", charset)
	}
	// A <meta> policy cannot say frame-ancestors; the worker and the
	// service worker are the site's own scripts.
	csp := strings.Replace(s.csp, "; frame-ancestors 'none'", "", 1) + "; worker-src 'self'; manifest-src 'self'"
	page = bytes.Replace(page, []byte(charset), []byte(charset+"\n"+StaticMarker+"\n"+
		`<meta http-equiv="Content-Security-Policy" content="`+csp+`">`), 1)
	page = bytes.ReplaceAll(page, []byte(`"/static/`), []byte(`"static/`))
	page = bytes.ReplaceAll(page, []byte(`href="/"`), []byte(`href="./"`))
	out := map[string][]byte{"index.html": page}
	for name, a := range s.assets {
		out["static/"+name] = a.body
	}
	return out, nil
}
