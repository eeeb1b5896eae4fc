// puzzlesat's static page: the Web Worker that runs the WebAssembly
// build of the server's operations (site/wasm). The page posts
// {id, op, body} (body: the JSON request, as the server takes it) and gets
// {id, status, text} (the HTTP status and the JSON answer the server
// would send), and {id, progress} while a long call solves (the JSON of
// solver.Progress: conflicts, restarts, rounds, solutions so far, at most
// every 200 ms); {ready} when the module takes calls, {fatal} when it
// cannot load or stopped. The page stops a long call by terminating this
// worker and starting another.
'use strict';
importScripts('wasm_exec.js');

const queue = [];
let ready = false;

function handle(m) {
  self.puzzlesatCall(m.op, m.body, (status, text) => postMessage({ id: m.id, status, text }), (progress) => postMessage({ id: m.id, progress }));
}

// times are the engine's start, in ms since the worker began (its
// performance.now()): loaded (module fetched and compiled), main (Go's
// runtime started and every package initialised: main.main entered),
// ready (serve.New done). The page ignores them; TestMeasure logs them.
const times = {};

self.puzzlesatReady = (mainAt) => {
  ready = true;
  times.main = mainAt;
  times.ready = performance.now();
  postMessage({ ready: true, times });
  for (const m of queue.splice(0)) handle(m);
};
self.puzzlesatFailed = (msg) => postMessage({ fatal: msg });

onmessage = (ev) => {
  if (ready) handle(ev.data);
  else queue.push(ev.data);
};

(async () => {
  const go = new Go();
  let inst;
  try {
    inst = (await WebAssembly.instantiateStreaming(fetch('puzzlesat.wasm'), go.importObject)).instance;
  } catch (e) {
    // A server that does not say application/wasm: compile from the bytes.
    try {
      const bytes = await (await fetch('puzzlesat.wasm')).arrayBuffer();
      inst = (await WebAssembly.instantiate(bytes, go.importObject)).instance;
    } catch (e2) {
      postMessage({ fatal: 'loading the engine failed: ' + e2 });
      return;
    }
  }
  times.loaded = performance.now();
  await go.run(inst);
  postMessage({ fatal: 'the engine stopped' });
})();
