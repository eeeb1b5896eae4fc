package serve

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"encoding/hex"
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"strings"
)

// The page: index.html (a template, rendered once with the opening
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

// pageData fills the index template.
type pageData struct {
	Examples []exampleJSON
	Kinds    []kindJSON
	Text     string        // the opening example's text
	Example  string        // its id
	Board    template.HTML // its board: the kind's SVG renderer's output
	Summary  string
	// Style is the stylesheet, inline (its hash is in the CSP), so that
	// the first paint waits for no second request.
	Style template.CSS
	// Boot is what the script would otherwise ask for first: GET
	// /api/meta and the opening example's POST /api/read.
	Boot bootJSON
}

type bootJSON struct {
	Meta *metaJSON `json:"meta"`
	Read *readJSON `json:"read"`
}

func (s *Server) renderIndex() ([]byte, error) {
	t, err := template.ParseFS(assetFS, "assets/index.html")
	if err != nil {
		return nil, err
	}
	m := s.meta()
	first := m.Examples[0]
	css, err := assetFS.ReadFile("assets/style.css")
	if err != nil {
		return nil, err
	}
	data := pageData{Examples: m.Examples, Kinds: m.Kinds, Text: first.Text, Example: first.ID, Style: template.CSS(css)} //nolint:gosec // our own file
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
	// The SVG comes from the kind's renderer, which writes numbers and
	// fixed markup only: it is trusted HTML.
	data.Board = template.HTML(b.SVG) //nolint:gosec
	data.Summary = in.item.Info.Summary
	data.Boot = bootJSON{Meta: m, Read: b}
	var out bytes.Buffer
	if err := t.Execute(&out, data); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

func (s *Server) index(w http.ResponseWriter, r *http.Request) {
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
