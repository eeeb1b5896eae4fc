//go:build js && wasm

// Command wasm is the static page's engine: the same serve.Server.Call
// that answers POST /api/NAME, built with GOOS=js GOARCH=wasm and run in
// a Web Worker (site's worker.js). It sets two globals in the worker:
// puzzlesatCall(op, body, done) answers an operation's JSON request body
// by calling done(status, answer) (the HTTP status and the answer's JSON,
// exactly what the server sends), and progress(json), when given, with
// how far a long solve has come (solver.Progress, at most every 200 ms);
// it calls puzzlesatReady() once it takes calls (with the worker's clock
// when main began, for the measurements of docs/site.md). There is no
// time limit: the page stops a long call by
// terminating the worker.
package main

import (
	"context"
	"encoding/json"
	"sync"
	"syscall/js"
	"time"

	"github.com/puzzlesat/puzzlesat/serve"
	"github.com/puzzlesat/puzzlesat/site"
	"github.com/puzzlesat/puzzlesat/solver"
)

func main() {
	mainAt := js.Global().Get("performance").Call("now")
	// The page was written at build time (site.Write): the engine
	// prepares what Call needs only.
	opt := site.Options()
	opt.CallsOnly = true
	s, err := serve.New(opt)
	if err != nil {
		js.Global().Call("puzzlesatFailed", err.Error())
		return
	}
	call := js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) != 3 && len(args) != 4 {
			return "puzzlesatCall(op, body, done[, progress])"
		}
		op, body, done := args[0].String(), args[1].String(), args[2]
		ctx := context.Background()
		if len(args) == 4 && args[3].Type() == js.TypeFunction {
			ctx = withProgress(ctx, args[3])
		}
		go func() {
			status, answer := s.Call(ctx, op, []byte(body))
			done.Invoke(status, string(answer))
		}()
		return nil
	})
	js.Global().Set("puzzlesatCall", call)
	js.Global().Call("puzzlesatReady", mainAt)
	select {}
}

// withProgress is ctx whose solves report how far they have come
// (solver.WithProgress) to the JavaScript function fn, as the JSON of
// solver.Progress, at most every 200 ms: the worker posts it to the page.
func withProgress(ctx context.Context, fn js.Value) context.Context {
	var mu sync.Mutex
	var last time.Time
	return solver.WithProgress(ctx, func(p solver.Progress) {
		mu.Lock()
		defer mu.Unlock()
		if time.Since(last) < 200*time.Millisecond {
			return
		}
		last = time.Now()
		if b, err := json.Marshal(p); err == nil {
			fn.Invoke(string(b))
		}
	})
}
