// Package site is the page without a server: `make site` writes a folder
// of static files that any static web server can host (and that works
// offline after its first load), offering everything `puzzlesat serve`'s
// page does for every genre.
//
// The page is serve's own (index.html, app.js, style.css): one front end.
// Its script sends every operation through one transport: fetch to
// /api/NAME when served, or, when the page carries serve.StaticMarker,
// a message to a Web Worker (worker.js) running the WebAssembly build of
// the same serve.Server.Call (package site/wasm: GOOS=js GOARCH=wasm).
// The same JSON goes in and comes out. In the browser only the built-in
// solvers run (cdcl and gophersat, Options.BuiltInOnly): no program can
// be started there. A long call is stopped by terminating the worker
// (the page's Stop button), which starts another.
//
// The folder holds:
//
//	index.html       the page, with the static marker and its Content-Security-Policy as <meta>
//	static/          app.js, style.css, icon.svg (serve's assets)
//	worker.js        the Web Worker: loads wasm_exec.js and puzzlesat.wasm, answers {id, op, body}
//	wasm_exec.js     Go's loader, copied from the toolchain's GOROOT (lib/wasm or misc/wasm)
//	puzzlesat.wasm   site/wasm, built with -trimpath -ldflags='-s -w'
//	sw.js            the service worker: caches every file above, cache first
//
// Links: index.html#puzzle=TEXT and index.html?p=TEXT open the puzzle
// TEXT (a puzz.link URL, or its part after "p?", or a puzzle in any
// format); the page's "Copy link" button writes the puzz.link form when
// the kind writes one. docs/site.md has the measurements.
package site

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/serve"
)

//go:embed worker.js sw.js
var files embed.FS

// Options are the server options of the static page: the built-in
// solvers only. The page's boot data (written by Build) and the
// WebAssembly build (site/wasm) both use them, so that they agree.
func Options() serve.Options {
	return serve.Options{BuiltInOnly: true}
}

// WasmName is the module's file in the site.
const WasmName = "puzzlesat.wasm"

// Build writes the static site into dir (made if missing): it builds
// the WebAssembly module with the go command on PATH, copies that
// toolchain's wasm_exec.js, and writes the page's files (Write). The go
// command's output goes to log.
func Build(ctx context.Context, dir string, log io.Writer) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	wasm := filepath.Join(dir, WasmName)
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "github.com/puzzlesat/puzzlesat/site/wasm")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building %s: %w", WasmName, err)
	}
	out, err := exec.CommandContext(ctx, "go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	root := strings.TrimSpace(string(out))
	var loader []byte
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		if loader, err = os.ReadFile(filepath.Join(root, p)); err == nil {
			break
		}
	}
	if err != nil {
		return fmt.Errorf("wasm_exec.js not found in %s (lib/wasm or misc/wasm): %w", root, err)
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), loader, 0o644); err != nil {
		return err
	}
	return Write(dir)
}

// Write writes the page's files into dir, beside the module and
// wasm_exec.js that are already there: index.html and static/ (serve's
// page in its static form), worker.js, and sw.js with the list of every
// file and a version that hashes them all.
func Write(dir string) error {
	s, err := serve.New(Options())
	if err != nil {
		return err
	}
	out, err := s.StaticFiles()
	if err != nil {
		return err
	}
	worker, err := files.ReadFile("worker.js")
	if err != nil {
		return err
	}
	out["worker.js"] = worker
	for _, name := range []string{WasmName, "wasm_exec.js"} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return fmt.Errorf("%s: %w (Build makes it)", name, err)
		}
		out[name] = b
	}
	names := make([]string, 0, len(out))
	for name := range out {
		names = append(names, name)
	}
	sort.Strings(names)
	h := sha256.New()
	for _, name := range names {
		fmt.Fprintf(h, "%s %d\n", name, len(out[name]))
		h.Write(out[name])
	}
	cached := append([]string{"./"}, names...)
	list, err := json.Marshal(cached)
	if err != nil {
		return err
	}
	sw, err := files.ReadFile("sw.js")
	if err != nil {
		return err
	}
	for _, slot := range []struct{ from, to []byte }{
		{[]byte("{{version}}"), []byte(hex.EncodeToString(h.Sum(nil))[:16])},
		{[]byte("['{{files}}']"), list},
	} {
		if bytes.Count(sw, slot.from) != 1 {
			return fmt.Errorf("sw.js: want one %s", slot.from)
		}
		sw = bytes.Replace(sw, slot.from, slot.to, 1)
	}
	out["sw.js"] = sw
	for _, name := range names {
		if name == WasmName || name == "wasm_exec.js" {
			continue
		}
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, out[name], 0o644); err != nil {
			return err
		}
	}
	return os.WriteFile(filepath.Join(dir, "sw.js"), sw, 0o644)
}
