package kinds_test

import (
	"bufio"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// knownViolations are the imports that break the layering today, as
// "importer -> imported" (module-relative package paths). Issue 25 is
// removing them: this list must only shrink. An import that breaks the
// layering and is not listed here fails TestLayering; an entry that no
// longer happens fails too, until it is deleted from the list.
var knownViolations = map[string]bool{
	// Package score scores ZebraLogic answers: a zebra tool outside its
	// genre's home (puzzles/zebra).
	"score -> puzzles/zebra": true,
}

// TestLayering checks the layering of issue 25 on the imports of every
// non-test Go file of the module (every file, whatever its build tags):
//
//   - Only the registry (puzzle/kinds) and the genres themselves
//     (puzzles/<genre>/...) import a genre package: the generic layers
//     (explain, generate, serve, solve, solver, convert, benchmarks,
//     cmd/puzzlesat, ...) know genres through the contract only.
//   - Only the top layers import the registry: commands (package main:
//     cmd/puzzlesat, the tools under benchmarks/cmd and internal/.../cmd),
//     the page and its API (serve), the benchmark harness (benchmarks) and
//     the command objects (app); a library below them (explain, generate,
//     solve, solver, convert, ...) gets its kinds from its caller. With
//     both rules, `go list -deps` of those libraries holds no puzzles/...
//     package.
//   - The core below the contract (encode, dimacs, graph, srcpos, drat,
//     and solver: the SAT backends) imports neither the contract nor a
//     layer above it; the solve loop over the backends is package solve.
//   - A genre imports no other genre, nor the registry or the layers above
//     the contract (explain, serve, solve, benchmarks, convert, cmd); its
//     core package (puzzles/<genre>, not its generator) no solver and no
//     generate either.
func TestLayering(t *testing.T) {
	root, module := moduleRoot(t)
	imports := moduleImports(t, root, module)
	seen := map[string]bool{}
	var bad []string
	for _, pkg := range sortedKeys(imports) {
		for _, imp := range imports[pkg].imports {
			why := breaks(pkg, imports[pkg].main, imp.path)
			if why == "" {
				continue
			}
			key := pkg + " -> " + imp.path
			seen[key] = true
			if !knownViolations[key] {
				bad = append(bad, fmt.Sprintf("%s (%s): %s", key, imp.file, why))
			}
		}
	}
	for _, b := range dedupe(bad) {
		t.Errorf("new layering violation: %s", b)
	}
	for _, k := range sortedKeys(knownViolations) {
		if !seen[k] {
			t.Errorf("fixed: %q no longer happens; delete it from knownViolations", k)
		}
	}
	t.Logf("%d packages, %d known violations left", len(imports), len(seen))
}

// breaks says why pkg (main: a command) may not import imp, or "".
func breaks(pkg string, main bool, imp string) string {
	genre := func(p string) string { // "hashi" for puzzles/hashi/gen
		if rest, ok := strings.CutPrefix(p, "puzzles/"); ok {
			g, _, _ := strings.Cut(rest, "/")
			return g
		}
		return ""
	}
	under := func(p string, prefixes ...string) bool {
		for _, x := range prefixes {
			if p == x || strings.HasPrefix(p, x+"/") {
				return true
			}
		}
		return false
	}
	switch g := genre(pkg); {
	case pkg == "puzzle/kinds":
		return ""
	case g != "":
		switch {
		case genre(imp) != "" && genre(imp) != g:
			return "a genre imports another genre"
		case under(imp, "puzzle/kinds", "explain", "serve", "solve", "benchmarks", "convert", "cmd"):
			return "a genre imports a layer above the contract"
		case pkg == "puzzles/"+g && under(imp, "solver", "generate"):
			return "a genre's core package imports a solver or the generator layer (its generator, puzzles/" + g + "/gen, may)"
		}
	case genre(imp) != "":
		return "a generic layer imports a genre: it must know genres through the contract (puzzle) only"
	case under(pkg, "encode", "dimacs", "graph", "srcpos", "drat", "solver") && under(imp, "puzzle", "solve", "explain", "generate", "serve", "app", "benchmarks", "convert"):
		return "the core below the contract (CNF, DIMACS, graphs, the SAT backends) imports the contract or a layer above it"
	case imp == "puzzle/kinds" && !main && !under(pkg, "serve", "benchmarks", "app"):
		return "a library below the top layers imports the registry: it takes the kinds from its caller, so that it depends on no genre"
	}
	return ""
}

type pkgImports struct {
	main    bool
	imports []fileImport
}

type fileImport struct {
	path string // module-relative
	file string // the importing file, module-relative
}

// moduleRoot finds go.mod above the working directory and reads the
// module's path.
func moduleRoot(t *testing.T) (root, module string) {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil {
			sc := bufio.NewScanner(strings.NewReader(string(data)))
			for sc.Scan() {
				if m, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "module "); ok {
					return dir, strings.Trim(strings.TrimSpace(m), `"`)
				}
			}
			t.Fatalf("%s/go.mod: no module line", dir)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the working directory")
		}
		dir = parent
	}
}

// moduleImports reads the imports of the module's packages from their
// non-test files, keeping the module's own packages (module-relative).
func moduleImports(t *testing.T, root, module string) map[string]*pkgImports {
	out := map[string]*pkgImports{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (name == "testdata" || name == "vendor" || name == "node_modules" ||
				strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			if path != root {
				if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
					return filepath.SkipDir // another module
				}
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		pkg := filepath.ToSlash(rel)
		file, _ := filepath.Rel(root, path)
		p := out[pkg]
		if p == nil {
			p = &pkgImports{}
			out[pkg] = p
		}
		p.main = p.main || f.Name.Name == "main"
		for _, is := range f.Imports {
			ip, err := strconv.Unquote(is.Path.Value)
			if err != nil {
				return err
			}
			if rest, ok := strings.CutPrefix(ip, module+"/"); ok {
				p.imports = append(p.imports, fileImport{path: rest, file: filepath.ToSlash(file)})
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func dedupe(xs []string) []string {
	sort.Strings(xs)
	out := xs[:0]
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}
