// Package serve is `puzzlesat serve`: a local web page to solve, play and
// explore the puzzles of every kind served, and the JSON API behind it.
// Everything the page does is a call into the library: puzzle.Read
// (formats, kind detection), solve.One (the checked solve loop), the
// kinds' renderers (JSON, SVG), convert, puzzle.WriteDIMACS, the
// generators. The server knows the kinds (Options.Kinds, kinds.All() by
// default) through the puzzle contract only: what a kind offers is the
// optional capabilities it implements (puzzle.Player, puzzle.Generator,
// puzzle.Explainer, puzzle.Boarder, puzzle.ClueLister), and meta says so;
// the examples are each kind's bundled ones (package examples, listed in
// examples/<kind>/INDEX.md). The assets (HTML, CSS, one script) are
// embedded; the page asks nothing of any other origin. The page draws
// boards, not genres: it draws the board model and plays it by the
// board's moves (edges, rooms, cells), and knows kinds only as /api/meta
// lists them.
//
// # API
//
// Every endpoint but GET /api/meta and GET /api/progress (the figures of
// a long call sent with the X-Puzzlesat-Progress header: ProgressHeader)
// is a POST. A JSON request (Content-Type
// application/json) is an object: "puzzle" is the puzzle's text in any
// format, "state" a player's state, every other member a flag of the
// matching command under its own name ("kind", "input-format", "index",
// "card", "solver", "unique", ...); it gets a JSON answer. A plain request
// sends the puzzle as the body and the flags in the query string; it gets
// exactly what the command prints (`curl --data-binary @p.txt
// 'localhost:8080/api/solve?kind=hashi&format=text'`). Errors are JSON
// always: {"error", and for bad input "pretty" (the command's message
// with the line and a marker), "line", "col", "text", "kind"}.
//
// Every handler is a thin HTTP wrapper over an operation, a function
// from the request to its answer: a JSON request's body goes to
// Server.Call(ctx, op, body), which returns the status and the JSON
// answer. The static page (package site) runs the same Call, compiled
// to WebAssembly, in a Web Worker: one front end, one code path
// (Options.BuiltInOnly offers the built-in solvers only there). The JSON
// encode answers "dimacs" (the plain form's text) with dimacs=true.
//
//   - /api/read: the puzzle read, its kind detected: "input" (kind,
//     format, puzzles, index, summary), "puzzle" (the kind's JSON form;
//     null for a kind that does not write JSON),
//     "svg" (the board drawn), "board" (the board model, package
//     puzzle/board, for a puzzle.Boarder: the page draws and plays it),
//     "clues" (puzzle.ClueLister: zebra's).
//   - /api/solve: "result" (the line `solve KIND --format json` prints),
//     "svg" and "second_svg" (the solutions drawn), "board" and
//     "second_board" (the same on the board model), "report" (stats=true:
//     the --stats figures), "ms".
//   - /api/encode: plain: the DIMACS `encode KIND` writes; JSON: its size
//     and figures.
//   - /api/convert: the text in the format "to" (package convert).
//   - /api/generate: a new puzzle from the kind's puzzle.Generator: kind,
//     seed and the generator's settings (GenerateOptions, checked against
//     their values and bounds, sizes at most MaxGenerateSide); the answer
//     {"kind","puzzle","format","seed","grade","ms"}, the puzzle written
//     in the format the generator names (or the kind's first that reads
//     back).
//   - /api/explain: "explanation" (the line `explain KIND --format json`
//     prints; steps=1 with "from", the player's facts, or "state", the
//     player's board.State read as facts by the kind: a hint), with
//     boards=true "boards": the board model before the first step and
//     after each (explain.StepBoard), the step's facts and clues
//     highlighted.
//   - /api/check: a player's state (JSON only), "state" a board.State
//     ({"edges":[...],"rooms":[...],"cells":[...]}), against the rules
//     with the kind's puzzle.Player: the puzzle.Verdict, status "solved",
//     "broken" (with the problems) or "playing"; a kind without a Player
//     "cannot be played here" (400); "met", the cells of the clues the
//     state completes (drawn grey).
//   - /api/hint: one move (JSON only): the first fact of the explanation
//     (from the player's "state" when the kind reads it as facts) that
//     changes the player's board, as a board.State of one edge, line,
//     room or cell value, with its words, the fact and its reason, 1-based
//     (explain.OneBased), and the board highlighting that move only.
//     /api/explain takes one_based=true for the same words.
//
// # Limits and safety
//
// Bodies are at most MaxBody bytes. Each request has a time limit
// (Options.Timeout) that cancels its solve: the default solver is the cdcl
// engine, which stops within milliseconds; gophersat runs in a worker
// process and external solvers in theirs, killed at the limit. At most
// Options.Jobs solves run at once, Options.Queue wait, more get 503. The
// solver is chosen among the built-in ones and the known solvers on PATH,
// never a path. Responses carry a Content-Security-Policy that allows the
// page's own files only; the page writes user text with textContent. On a
// loopback address, requests must name a loopback host (no DNS
// rebinding), and requests a page of another origin sends are refused.
// The server keeps no state between requests. Run stops on ctx:
// in-flight requests get Options.Grace, then are cancelled.
package serve
