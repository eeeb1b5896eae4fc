//go:build js && wasm

// Command wasm is the static page's engine: the same serve.Server.Call
// that answers POST /api/NAME, built with GOOS=js GOARCH=wasm and run in
// a Web Worker (site's worker.js). It sets two globals in the worker:
// puzzlesatCall(op, body, done) answers an operation's JSON request body
// by calling done(status, answer) (the HTTP status and the answer's JSON,
// exactly what the server sends), and it calls puzzlesatReady() once it
// takes calls (with the worker's clock when main began, for the
// measurements of docs/site.md). There is no time limit: the page stops a long call by
// terminating the worker.
package main

import (
	"context"
	"syscall/js"

	"github.com/puzzlesat/puzzlesat/serve"
	"github.com/puzzlesat/puzzlesat/site"
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
		if len(args) != 3 {
			return "puzzlesatCall(op, body, done)"
		}
		op, body, done := args[0].String(), args[1].String(), args[2]
		go func() {
			status, answer := s.Call(context.Background(), op, []byte(body))
			done.Invoke(status, string(answer))
		}()
		return nil
	})
	js.Global().Set("puzzlesatCall", call)
	js.Global().Call("puzzlesatReady", mainAt)
	select {}
}
