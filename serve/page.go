package serve

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"net/http"
	"path"
	"strings"
)

// The page: index.html (filled in once, by renderIndex, with the opening
// example's board, so that the first paint shows a puzzle before any
// script runs), app.js and style.css, all embedded.
//
//go:embed assets
var assetFS embed.FS

type asset struct {
	body        []byte
	contentType string
	etag        string
}

// contentType is the Content-Type of an asset by its extension (a
// switch, not a map: nothing to build at start-up).
func contentType(ext string) string {
	switch ext {
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".svg":
		return "image/svg+xml"
	}
	return ""
}

// loadAssets reads the static files of the page.
func loadAssets() (map[string]asset, error) {
	out := map[string]asset{}
	err := fs.WalkDir(assetFS, "assets", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(p, ".html") {
			return err
		}
		b, err := assetFS.ReadFile(p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(b)
		out[path.Base(p)] = asset{body: b, contentType: contentType(path.Ext(p)), etag: `"` + hex.EncodeToString(sum[:8]) + `"`}
		return nil
	})
	return out, err
}

type bootJSON struct {
	Meta *metaJSON `json:"meta"`
	Read *readJSON `json:"read"`
}

// renderIndex fills index.html's slots: {{style}} (the stylesheet,
// inline: its hash is in the CSP, so the first paint waits for no second
// request), {{kinds}} and {{examples}} (the menus' options), {{text}} and
// {{summary}} (the opening example), {{board}} (its board, the kind's
// SVG renderer's output: numbers and fixed markup, trusted) and {{boot}}
// (what the script would otherwise ask for first: GET /api/meta and the
// example's POST /api/read, as JSON, whose encoder escapes <, > and &).
// Text goes in escaped (html.EscapeString); a slot missing or twice is an
// error. (Not html/template: its initialiser cost every puzzlesat
// process about half a millisecond; see docs/performance.md.)
func (s *Server) renderIndex() ([]byte, error) {
	page, err := assetFS.ReadFile("assets/index.html")
	if err != nil {
		return nil, err
	}
	m := s.meta()
	if len(m.Examples) == 0 {
		return nil, errors.New("no bundled example to open the page with (examples/<kind>/INDEX.md)")
	}
	first := m.Examples[0]
	css, err := assetFS.ReadFile("assets/style.css")
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(css)
	s.csp = strings.Replace(contentSecurityPolicy, "style-src 'self'", "style-src 'self' 'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'", 1)
	rq := &request{ctx: context.Background(), params: map[string]string{"kind": first.Kind}, used: map[string]bool{}, puzzle: []byte(first.Text)}
	in, err := s.readInput(rq, false, true)
	if err != nil {
		return nil, err
	}
	b, err := board(in)
	if err != nil {
		return nil, err
	}
	boot, err := json.Marshal(bootJSON{Meta: m, Read: b})
	if err != nil {
		return nil, err
	}
	var kinds, examples strings.Builder
	for _, k := range m.Kinds {
		fmt.Fprintf(&kinds, `<option value="%s">%s</option>`, html.EscapeString(k.Name), html.EscapeString(k.Label))
	}
	for _, e := range m.Examples {
		sel := ""
		if e.ID == first.ID {
			sel = " selected"
		}
		fmt.Fprintf(&examples, `<option value="%s"%s>%s</option>`, html.EscapeString(e.ID), sel, html.EscapeString(e.Title))
	}
	return fillSlots(page, map[string]string{
		"style": string(css), "kinds": kinds.String(), "examples": examples.String(),
		"text": html.EscapeString(first.Text), "summary": html.EscapeString(in.item.Info.Summary),
		"board": b.SVG, "boot": string(boot),
	})
}

// fillSlots replaces each {{name}} of page by slots[name]; every slot
// must appear exactly once, and nothing else in braces.
func fillSlots(page []byte, slots map[string]string) ([]byte, error) {
	var out bytes.Buffer
	seen := map[string]bool{}
	for {
		i := bytes.Index(page, []byte("{{"))
		if i < 0 {
			break
		}
		j := bytes.Index(page[i:], []byte("}}"))
		if j < 0 {
			return nil, fmt.Errorf("index.html: an unclosed {{")
		}
		name := string(page[i+2 : i+j])
		v, ok := slots[name]
		if !ok || seen[name] {
			return nil, fmt.Errorf("index.html: slot {{%s}} unknown or twice", name)
		}
		seen[name] = true
		out.Write(page[:i])
		out.WriteString(v)
		page = page[i+j+2:]
	}
	out.Write(page)
	if len(seen) != len(slots) {
		return nil, fmt.Errorf("index.html: %d of %d slots filled", len(seen), len(slots))
	}
	return out.Bytes(), nil
}

func (s *Server) index(w http.ResponseWriter, r *http.Request) {
	if s.page == nil { // Options.CallsOnly
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	_, _ = w.Write(s.page)
}

func (s *Server) static(w http.ResponseWriter, r *http.Request) {
	a, ok := s.assets[r.PathValue("name")]
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", a.contentType)
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("ETag", a.etag)
	if r.Header.Get("If-None-Match") == a.etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	_, _ = w.Write(a.body)
}
