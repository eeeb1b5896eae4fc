// Times the static site's engine in node, the solve path of the page's
// worker without a browser: node measure_node.cjs WASM_EXEC_JS MODULE
// REQUESTS_JSON ROUNDS, where REQUESTS_JSON is [{name, op, body}]. Each
// round calls every request once, in order, through puzzlesatCall (as
// worker.js does) and prints one JSON line per call: {name, round,
// wallMs, cpuMs} (cpuMs: process.cpuUsage, user and system, of the whole
// node process: the module's one thread and V8's compiler threads).
// TestMeasureNode (measure_test.go) runs it; docs/site.md reports it.
'use strict';
const fs = require('fs');
globalThis.require = require;
globalThis.fs = fs;
globalThis.path = require('path');
globalThis.TextEncoder ??= require('util').TextEncoder;
globalThis.TextDecoder ??= require('util').TextDecoder;
globalThis.performance ??= require('perf_hooks').performance;
globalThis.crypto ??= require('crypto');
const [wasmExec, wasmFile, requestsFile, roundsArg] = process.argv.slice(2);
require(require('path').resolve(wasmExec));
const requests = JSON.parse(fs.readFileSync(requestsFile, 'utf8'));
const rounds = Number(roundsArg || 5);

function call(op, body) {
  return new Promise((res) => globalThis.puzzlesatCall(op, body, (status, text) => res({ status, text })));
}

globalThis.puzzlesatFailed = (msg) => { console.error('engine failed:', msg); process.exit(1); };
globalThis.puzzlesatReady = async () => {
  for (let round = 0; round < rounds; round++) {
    for (const r of requests) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const a = await call(r.op || 'solve', r.body);
      const wallMs = performance.now() - t0;
      const c = process.cpuUsage(c0);
      if (a.status !== 200) {
        console.error(r.name, a.status, a.text.slice(0, 300));
        process.exit(1);
      }
      console.log(JSON.stringify({ name: r.name, round, wallMs, cpuMs: (c.user + c.system) / 1000 }));
    }
  }
  process.exit(0);
};

const go = new Go();
// GOGC and GODEBUG of node's environment reach the module's runtime.
for (const k of ['GOGC', 'GODEBUG', 'GOMEMLIMIT']) if (process.env[k]) go.env[k] = process.env[k];
WebAssembly.instantiate(fs.readFileSync(wasmFile), go.importObject).then((r) => go.run(r.instance)).catch((e) => { console.error(e); process.exit(1); });
