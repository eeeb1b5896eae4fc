// puzzlesat serve: the page's script. Plain JavaScript, no framework, no
// other origin. Every user string reaches the page through textContent;
// the boards are the server's SVG renderers' pictures, with the player's
// marks drawn on top.
'use strict';
(() => {
  const $ = (id) => document.getElementById(id);
  const SVGNS = 'http://www.w3.org/2000/svg';

  // S is the page's whole state; the server keeps none.
  const S = {
    meta: null,
    read: null, // the /api/read answer of the board shown
    text: '', // the text it was read from
    kind: null,
    wantIndex: 0, // the puzzle to pick at the next read (examples)
    solved: null, // the /api/solve answer for it
    mode: 'play',
    second: false,
    play: newPlay(),
    check: null,
    highlight: null, // hints and explanation steps: what to mark
    explanation: null, // the explanation stepped through
    boards: null, // its boards (the board model) before the first step and after each
    step: 0, // the step shown (0: before the first)
    hint: null, // the last hint's explanation
    seq: { read: 0, check: 0, solve: 0, hint: 0, link: 0 },
    hist: { past: [], future: [], cur: '{}' }, // the player's boards, for undo and redo
    link: '', // the page's permalink
    model: null, // the edges player's neighbour graph of the board read
    fixed: new Set(), // the cells the puzzle fills ('r,c')
    sel: null, // the cells player's selected cell
  };

  function newPlay() {
    return { edges: new Map(), rooms: [], cells: new Map(), lines: new Map() };
  }

  // ---- talking to the engine ---------------------------------------------
  //
  // One transport for every operation (read, solve, check, explain,
  // generate, convert, encode): the server's /api/NAME when the page is
  // served, or, on the static page (package site: the page carries the
  // puzzlesat-static marker), the WebAssembly build of the same
  // operations in a Web Worker. The same JSON goes in and comes out.

  const STATIC = !!document.querySelector('meta[name="puzzlesat-static"]');
  // inflight are the calls that a Stop ends: the served page aborts
  // their fetches (the server cancels their solves); the static page
  // terminates its worker and starts another.
  const inflight = new Set();
  let engine = null;

  function startEngine() {
    const e = { worker: new Worker('worker.js'), pending: new Map(), seq: 0, ready: false };
    document.body.dataset.engine = 'loading';
    e.worker.onmessage = (ev) => {
      const m = ev.data;
      if (m.ready) {
        e.ready = true;
        document.body.dataset.engineAt = String(performance.now());
        document.body.dataset.engine = 'ready';
        return;
      }
      if (m.fatal) {
        failEngine(e, new Error(m.fatal));
        return;
      }
      if (m.progress) {
        try {
          showProgress(JSON.parse(m.progress));
        } catch (err) {
          // a figure that does not parse is not shown
        }
        return;
      }
      const p = e.pending.get(m.id);
      if (!p) return;
      e.pending.delete(m.id);
      p.resolve({ status: m.status, text: m.text });
    };
    e.worker.onerror = (ev) => failEngine(e, new Error('the engine failed: ' + (ev.message || 'error')));
    engine = e;
  }

  function failEngine(e, err) {
    for (const p of e.pending.values()) p.reject(err);
    e.pending.clear();
  }

  // stopCalls ends every call in flight; they fail with "Stopped".
  function stopCalls() {
    if (STATIC && engine) {
      const old = engine;
      old.worker.terminate();
      failEngine(old, new Error('Stopped'));
      startEngine();
    }
    for (const c of inflight) c.abort();
    inflight.clear();
    busy(0);
  }

  // busy counts the stoppable calls under way: while there is one, Stop
  // shows and so does the progress line beside it (#progress): the time
  // since the first began and the engine's figures, from the worker's
  // progress messages on the static page, from GET /api/progress (every
  // call carries the page's token in the X-Puzzlesat-Progress header)
  // when served.
  let busyCount = 0;
  let busyStart = 0;
  let busyTimer = 0;
  let lastProgress = null;
  const PROGRESS_TOKEN = 'p' + Math.random().toString(36).slice(2, 12) + Date.now().toString(36);
  document.body.dataset.progress = PROGRESS_TOKEN;
  function busy(d) {
    const was = busyCount;
    busyCount = d === 0 ? 0 : Math.max(0, busyCount + d);
    $('stop').hidden = busyCount === 0;
    if (busyCount > 0 && was === 0) {
      busyStart = performance.now();
      lastProgress = null;
      let polls = 0;
      busyTimer = setInterval(() => {
        renderProgress();
        if (!STATIC && ++polls % 2 === 0) pollProgress();
      }, 250);
      renderProgress();
    } else if (busyCount === 0) {
      clearInterval(busyTimer);
      busyTimer = 0;
      $('progress').hidden = true;
      $('progress').textContent = '';
    }
  }

  function pollProgress() {
    fetch('/api/progress?id=' + PROGRESS_TOKEN)
      .then((res) => (res.ok ? res.json() : null))
      .then((p) => {
        if (p && p.running > 0 && busyCount > 0) showProgress(p);
      })
      .catch(() => {});
  }

  // showProgress takes an engine's figures (solver.Progress's JSON).
  function showProgress(p) {
    lastProgress = p;
    renderProgress();
  }

  function renderProgress() {
    if (busyCount === 0) return;
    const el = $('progress');
    const s = (performance.now() - busyStart) / 1000;
    if (s < 1) {
      el.hidden = true;
      return;
    }
    const parts = [s < 10 ? s.toFixed(1) + ' s' : Math.round(s) + ' s'];
    const p = lastProgress;
    if (p) {
      if (p.conflicts > 0) parts.push(p.conflicts.toLocaleString('en') + ' conflicts', (p.restarts || 0).toLocaleString('en') + ' restarts');
      if (p.rounds > 0) parts.push('round ' + (p.rounds + 1) + ' of the lazy loop');
      if (p.solutions > 0) parts.push(p.solutions + (p.solutions === 1 ? ' solution' : ' solutions') + ' found');
    }
    el.textContent = parts.join(' · ');
    el.hidden = false;
  }

  // call sends one operation's JSON request: {status, text} (the JSON
  // answer). body[data-calls] counts the calls under way (tests wait for
  // "0" before acting on a settled page).
  let callsOpen = 0;
  function counted(p) {
    document.body.dataset.calls = String(++callsOpen);
    return p.finally(() => {
      document.body.dataset.calls = String(--callsOpen);
    });
  }
  function call(op, body) {
    return counted(send(op, body));
  }
  function send(op, body) {
    const json = JSON.stringify(body);
    if (STATIC) {
      return new Promise((resolve, reject) => {
        const e = engine;
        const id = ++e.seq;
        e.pending.set(id, { resolve, reject });
        e.worker.postMessage({ id, op, body: json });
      });
    }
    const ctl = new AbortController();
    inflight.add(ctl);
    return fetch('/api/' + op, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Puzzlesat-Progress': PROGRESS_TOKEN },
      body: json,
      signal: ctl.signal,
    }).then(async (res) => ({ status: res.status, text: await res.text(), statusText: res.statusText }))
      .catch((e) => {
        throw ctl.signal.aborted ? new Error('Stopped') : e;
      })
      .finally(() => inflight.delete(ctl));
  }

  // api is an operation's answer (path: /api/NAME), or an Error with the
  // answer's error in info; stoppable calls (not quiet) show the Stop
  // button.
  async function api(path, body, quiet) {
    const op = path.replace(/^\/api\//, '');
    const stoppable = op !== 'read' && op !== 'check' && !quiet;
    if (stoppable) busy(1);
    let res;
    try {
      res = await call(op, body);
    } finally {
      if (stoppable) busy(-1);
    }
    let data;
    try {
      data = JSON.parse(res.text);
    } catch (e) {
      data = { error: res.status + ' ' + (res.statusText || '') };
    }
    if (res.status < 200 || res.status > 299) {
      const err = new Error(data.error || String(res.status));
      err.info = data;
      err.status = res.status;
      throw err;
    }
    return data;
  }

  // ---- links ------------------------------------------------------------------
  //
  // #puzzle=TEXT and ?p=TEXT open the puzzle TEXT: a puzz.link URL, its
  // part after "p?" (hashikake/7/7/...), or a puzzle in any format. The
  // "Copy link" button writes the puzz.link form when the kind writes
  // one, the text otherwise.

  const PUZZLINK = 'https://puzz.link/p?';

  function linkedPuzzle() {
    let t = '';
    if (location.hash.startsWith('#puzzle=')) t = location.hash.slice('#puzzle='.length);
    else t = new URLSearchParams(location.search).get('p') || '';
    if (!t) return '';
    if (location.hash.startsWith('#puzzle=')) {
      try {
        t = decodeURIComponent(t);
      } catch (e) {
        // not percent-encoded: as it is
      }
    }
    if (!t.includes('://') && /^[a-z0-9_]+\/\S*$/i.test(t.trim())) t = PUZZLINK + t.trim();
    return t;
  }

  function openLinked() {
    const t = linkedPuzzle();
    if (!t || t === $('puzzle').value) return false;
    $('puzzle').value = t;
    $('example').value = '';
    $('kind').value = 'auto';
    readPuzzle();
    return true;
  }

  async function linkFor(quiet) {
    const k = kindMeta();
    let text = S.text;
    if (k.formats && k.formats.some((f) => f.name === 'puzzlink' && f.write)) {
      try {
        const r = await api('/api/convert', { kind: S.kind, puzzle: S.text, index: S.read.input.index, to: 'puzzlink' }, quiet);
        const u = r.output.trim().split('\n')[0];
        if (u.startsWith(PUZZLINK)) text = u.slice(PUZZLINK.length);
        else if (u) text = u;
      } catch (e) {
        // the text itself
      }
    }
    const keep = /^[A-Za-z0-9_\-.~/?:@!$&'()*+,;=]*$/.test(text) && !text.includes('%');
    return location.origin + location.pathname + '#puzzle=' + (keep ? text : encodeURIComponent(text));
  }

  async function copyLink() {
    if (!S.read) return;
    const url = await linkFor();
    $('link').value = url;
    $('link').hidden = false;
    history.replaceState(null, '', url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied: it opens this puzzle.', 'good');
    } catch (e) {
      setStatus('The link is below the board: copy it from there.');
    }
  }

  // inputBody is the puzzle as the user gave it: kind "detect" or forced.
  function inputBody() {
    const b = { puzzle: $('puzzle').value };
    if ($('kind').value !== 'auto') b.kind = $('kind').value;
    if (S.wantIndex > 0) b.index = S.wantIndex;
    else if (!$('pick').hidden && $('index').value) b.index = Number($('index').value);
    return b;
  }

  // baseBody is the puzzle on the board, as it was read.
  function baseBody() {
    return { kind: S.kind, puzzle: S.text, index: S.read.input.index };
  }

  // ---- reading ----------------------------------------------------------

  let readTimer = 0;
  function scheduleRead() {
    clearTimeout(readTimer);
    readTimer = setTimeout(readPuzzle, 250);
  }

  async function readPuzzle() {
    clearTimeout(readTimer);
    const seq = ++S.seq.read;
    const body = inputBody();
    S.wantIndex = 0;
    try {
      const r = await api('/api/read', body);
      if (seq !== S.seq.read) return;
      showRead(r, body.puzzle);
    } catch (e) {
      if (seq !== S.seq.read) return;
      showError(e);
      // The old board stays, faded, under the error; its hint and
      // explanation go.
      Object.assign(S, { hint: null, explanation: null, boards: null, step: 0, mode: 'play' });
      if (S.read) renderAll();
      $('board').classList.add('stale');
    }
  }

  // showRead puts a read answer on the board, for text.
  function showRead(r, text) {
    showError(null);
    Object.assign(S, {
      read: r, text, kind: r.input.kind, solved: null, mode: 'play', second: false,
      play: newPlay(), check: null, highlight: null, explanation: null, boards: null, step: 0, hint: null, model: null, sel: null,
    });
    S.hist = newHistory();
    if (moves().edges) S.model = edgesModel(r.board);
    S.fixed = fixedCells();
    $('board').classList.remove('stale');
    updateInfo();
    updatePick();
    labOptions();
    renderAll();
    setStatus(playIntro());
    save();
    followLink();
    if (window.puzzlesatEditor) window.puzzlesatEditor.read(); // editor.js: stay in Edit mode
  }

  function updateInfo() {
    const i = S.read.input;
    const el = $('input-info');
    el.replaceChildren();
    const b = document.createElement('b');
    b.textContent = kindTitle(i.kind);
    el.append('Read as ', b, ` (${i.format}): ${i.summary}`);
  }

  // kindTitle is a kind's name as /api/meta labels it.
  function kindTitle(name) {
    const k = S.meta && S.meta.kinds.find((x) => x.name === name);
    return (k && k.label) || name;
  }

  function updatePick() {
    const n = S.read.input.puzzles;
    const sel = $('index');
    $('pick').hidden = n < 2;
    if (n < 2) return;
    sel.replaceChildren();
    for (let i = 1; i <= n; i++) {
      const o = document.createElement('option');
      o.value = String(i);
      o.textContent = `${i} of ${n}`;
      sel.append(o);
    }
    sel.value = String(S.read.input.index);
  }

  function showError(e) {
    const box = $('error');
    box.replaceChildren();
    if (!e) {
      box.hidden = true;
      return;
    }
    const info = e.info || {};
    let msg = info.pretty || info.error || e.message;
    if (info.kind && $('kind').value === 'auto') msg = `(read as ${kindTitle(info.kind)}) ` + msg;
    box.append(msg);
    if (info.line > 0) {
      const a = document.createElement('a');
      a.href = '#';
      a.textContent = `show line ${info.line}` + (info.col > 0 ? `, column ${info.col}` : '');
      a.addEventListener('click', (ev) => {
        ev.preventDefault();
        selectPosition(info.line, info.col, info.text);
      });
      box.append('\n', a);
    }
    box.hidden = false;
  }

  // selectPosition selects line:col (col in bytes, as the server counts)
  // of the puzzle text.
  function selectPosition(line, col, text) {
    const ta = $('puzzle');
    const lines = ta.value.split('\n');
    let off = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) off += lines[i].length + 1;
    const ln = lines[line - 1] || '';
    let chars = 0;
    let bytes = 0;
    const enc = new TextEncoder();
    for (const ch of ln) {
      if (bytes >= col - 1) break;
      bytes += enc.encode(ch).length;
      chars += ch.length;
    }
    const len = Math.max(1, Math.min((text || ' ').length, ln.length - chars));
    ta.focus();
    ta.setSelectionRange(off + chars, off + chars + len);
  }

  // ---- status line ------------------------------------------------------

  function setStatus(parts, cls) {
    const el = $('status');
    el.className = 'status' + (cls ? ' ' + cls : '');
    el.replaceChildren(...[].concat(parts));
  }

  function pill(text, cls) {
    const s = document.createElement('span');
    s.className = 'pill' + (cls ? ' ' + cls : '');
    s.textContent = text;
    return s;
  }

  // playIntro says how the board read is played, from its moves.
  function playIntro() {
    const m = moves();
    if (!kindMeta().play) return 'Playing this kind is not offered here: solve it, or step through its explanation.';
    if (m.lines && m.cells && m.cells.length) {
      const names = m.cells.map((v) => v.text || ({ dot: '●', cross: '✗', box: '□' }[v.mark] || v.value));
      return `Click between two dots to draw a line; click again to cross the segment out, again to clear it. Click a dot to cycle its cell through ${names.join(', ')} and blank. Right-click cycles backwards.`;
    }
    if (m.lines) return 'Click between two dots to draw a line; click again to cross the segment out, again to clear it. Right-click cycles backwards.';
    if (m.edges) return `Click between two circles to add a line (up to ${m.edges.max || 1}); click again to add more, then to remove them. Shift-click or right-click counts down.`;
    if (m.rooms) return 'Drag across the grid to draw a room; click a room to remove it.';
    if (m.cells && m.cells.length) {
      const names = m.cells.map((v) => v.text || ({ dot: '●', cross: '✗', box: '□' }[v.mark] || v.value));
      const typed = m.cells.some((v) => v.text) ? ' or type it (Backspace clears)' : '';
      return `Click a cell to cycle it through ${names.join(', ')} and blank${typed}.`;
    }
    return 'This board is drawn only: it has no moves to play.';
  }

  // kindMeta is /api/meta's entry of the kind read.
  function kindMeta() {
    return (S.meta && S.meta.kinds.find((k) => k.name === S.kind)) || {};
  }

  // ---- the board ----------------------------------------------------------

  function renderAll() {
    renderModes();
    renderBoard();
    renderProblems();
    renderClues();
    renderButtons();
  }

  function renderModes() {
    $('mode-explain').hidden = !(S.meta && S.meta.explain);
    for (const [id, mode] of [['mode-play', 'play'], ['mode-solution', 'solution'], ['mode-explain', 'explain']]) {
      $(id).classList.toggle('active', S.mode === mode);
      $(id).setAttribute('aria-selected', String(S.mode === mode));
    }
  }

  function renderButtons() {
    const sol = S.solved && S.solved.result;
    $('second').hidden = !(sol && sol.unique === false && S.mode === 'solution' && S.solved.second_board);
    $('second').textContent = S.second ? 'First solution' : 'Second solution';
    $('hint').hidden = !(S.meta && S.meta.explain) || S.mode !== 'play';
    $('undo').hidden = $('redo').hidden = !kindMeta().play || S.mode !== 'play';
    renderUndo();
    renderSteps();
  }

  // B is the board drawn: the SVG built once per puzzle, mode and
  // solution, its geometry, and the layers drawMarks redraws in place (so
  // that a click is never lost to a board replaced under it).
  let B = null;

  // shownBoard is the board model the mode shows.
  function shownBoard() {
    if (S.mode === 'solution' && S.solved && S.solved.board) return S.second && S.solved.second_board ? S.solved.second_board : S.solved.board;
    if (S.mode === 'explain' && S.boards && S.boards[S.step]) return S.boards[S.step];
    return S.read.board;
  }

  function renderBoard() {
    const el = $('board');
    const editing = S.mode === 'edit' && window.puzzlesatEditor; // editor.js
    const playable = !editing && S.mode === 'play' && kindMeta().play && !!S.read.board;
    const m = moves();
    el.className = 'board' + (playable ? ' playable' : '') + (m.lines ? ' moves-lines' : m.edges ? ' moves-edges' : m.rooms ? ' moves-rooms' : m.cells ? ' moves-cells' : '');
    el.replaceChildren();
    B = null;
    const board = S.read.board && shownBoard();
    if (!board) {
      const p = document.createElement('p');
      p.className = 'info';
      p.textContent = 'Drawing this kind is not offered here: solve it to see its solution in words.';
      el.append(p);
      return;
    }
    const svg = boardSVG(board);
    el.append(svg);
    B = layers(svg, board);
    if (editing) window.puzzlesatEditor.attach(B);
    else if (playable) {
      if (m.lines) linesInteract(B);
      else if (m.edges) edgesInteract(B);
      else if (m.rooms) roomsInteract(B);
      else if (m.cells && m.cells.length) cellsInteract(B);
    }
    drawMarks();
  }

  // moves are what a player may do on the board read (board.Moves):
  // "lines" (segments between adjacent dots, or crosses), "edges" (lines
  // between circles), "rooms", "cells" (values).
  function moves() {
    return (S.read && S.read.board && S.read.board.moves) || {};
  }

  // geometry is where boardSVG puts a board's cells, in the coordinates
  // of its content element (the svg for "dots", the translated group for
  // "cells").
  function geometry(svg, b) {
    if (b.grid === 'dots') return { content: svg, size: 40, x0: 20, y0: 20, dots: true };
    return { content: svg.querySelector('g[transform]'), size: 36, x0: 0, y0: 0, dots: false };
  }

  // layers adds the player's layers to a drawn board: "under" and "play"
  // before the picture's top group (its circles and text), "over" after
  // it. The layers take no pointer events: a click's target is always a
  // part of the picture, never a mark redrawn under it.
  function layers(svg, board) {
    const geo = geometry(svg, board);
    const layer = () => svgEl('g', {}, 'layer');
    const b = { svg, board, geo, under: layer(), play: layer(), preview: layer(), hover: layer(), over: layer() };
    const top = geo.content.lastElementChild;
    for (const l of [b.under, b.hover, b.play, b.preview]) geo.content.insertBefore(l, top);
    geo.content.append(b.over);
    return b;
  }

  function cellBox(r, c) {
    const g = B.geo;
    return { x: g.x0 + c * g.size, y: g.y0 + r * g.size, width: g.size, height: g.size };
  }

  function centre(r, c) {
    const g = B.geo;
    return [g.x0 + c * g.size + g.size / 2, g.y0 + r * g.size + g.size / 2];
  }

  // lineEl is a line between the centres of cells a and b, off pixels
  // aside.
  function lineEl(a, b, off, cls) {
    const [x1, y1] = centre(a[0], a[1]);
    const [x2, y2] = centre(b[0], b[1]);
    return svgEl('line', y1 === y2 ? { x1, y1: y1 + off, x2, y2: y2 + off } : { x1: x1 + off, y1, x2: x2 + off, y2 }, cls);
  }

  // crossEl is a small cross at the middle of the segment between the
  // centres of cells a and b (a segment crossed out).
  function crossEl(a, b, cls) {
    const [x1, y1] = centre(a[0], a[1]);
    const [x2, y2] = centre(b[0], b[1]);
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    return svgEl('path', { d: `M${mx - 4} ${my - 4}L${mx + 4} ${my + 4}M${mx + 4} ${my - 4}L${mx - 4} ${my + 4}` }, cls);
  }

  function roomEl(rm, cls, fill) {
    const a = cellBox(rm.row, rm.col);
    const e = svgEl('rect', { x: a.x, y: a.y, width: rm.width * B.geo.size, height: rm.height * B.geo.size }, cls);
    if (fill) e.setAttribute('fill', fill);
    return e;
  }

  // spotEl marks one cell: a ring round a "dots" board's circle, a
  // tinted box on a "cells" board.
  function spotEl(rc, cls, face) {
    if (B.geo.dots) {
      const [cx, cy] = centre(rc[0], rc[1]);
      const off = face ? B.geo.size / 2 : 0; // a face cell: between four dots
      return svgEl('circle', { cx: cx + off, cy: cy + off, r: 18 }, cls + '-ring');
    }
    const a = cellBox(rc[0], rc[1]);
    return svgEl('rect', a, cls + '-cell');
  }

  // drawMarks redraws the layers: the player's moves and problems, the
  // hint's highlights, the difference between two solutions.
  function drawMarks() {
    if (!B) return;
    for (const l of [B.under, B.play, B.over]) l.replaceChildren();
    if (S.mode === 'play') {
      drawPlay();
      if (S.check) for (const rc of S.check.met || []) drawMet(rc);
      if (S.check) for (const p of S.check.problems) for (const rc of p.cells || []) B.over.append(spotEl(rc, 'bad'));
      if (S.highlight) drawHighlight(S.highlight);
    }
    if (S.mode === 'solution' && S.second && S.solved && S.solved.second_board) drawDiff(S.solved.board, S.solved.second_board);
  }

  // drawPlay draws the player's state: lines, rooms, cell values as the
  // board's moves draw them.
  function drawPlay() {
    for (const l of S.play.lines.values()) B.play.append(l.cross ? crossEl(l.from, l.to, 'play-cross') : lineEl(l.from, l.to, 0, 'play-line'));
    for (const e of S.play.edges.values()) {
      for (let j = 0; j < e.count; j++) B.play.append(lineEl(e.from, e.to, (j - (e.count - 1) / 2) * 6, 'play-bridge'));
    }
    S.play.rooms.forEach((rm, i) => B.play.append(roomEl(rm, 'play-room', PALETTE[i % PALETTE.length])));
    const vals = moves().cells || [];
    for (const [key, value] of S.play.cells) {
      const [r, c] = key.split(',').map(Number);
      const v = vals.find((x) => x.value === value);
      if (!v) continue;
      const a = cellBox(r, c);
      if (B.geo.dots && moves().faces) {
        a.x += B.geo.size / 2; // moves.faces: the face between four dots
        a.y += B.geo.size / 2;
      }
      if (v.shade) {
        B.play.append(svgEl('rect', { x: a.x, y: a.y, width: a.width, height: a.height }, 'play-shade'));
      } else if (v.text) {
        const t = svgEl('text', { x: a.x + a.width / 2, y: a.y + a.height / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, 'play-value');
        t.textContent = v.text;
        B.play.append(t);
      } else if (v.mark) {
        const m = markEl({ mark: v.mark }, a.x, a.y, a.width);
        if (m) {
          m.setAttribute('class', 'play-mark');
          B.play.append(m);
        }
      }
      B.play.lastElementChild.dataset.cell = key;
    }
    if (S.sel) B.over.append(spotEl(S.sel, 'sel', moves().faces && !!moves().cells));
  }

  // drawMet greys a clue the player's board completes (the check's
  // "met" cells): its text drawn again in grey over a pale disc or box;
  // a corner label (a cage's target) greyed in its corner; a met cell
  // that holds no clue (a cell of a region with its count: every cell of
  // the region is met) dimmed under the player's marks.
  function drawMet(rc) {
    if (rc[0] === -1 || rc[1] === -1) {
      drawMetLabel(rc);
      return;
    }
    const cs = ((S.read.board && S.read.board.cells) || []).filter((x) => x.at[0] === rc[0] && x.at[1] === rc[1]);
    const k = cs.find((x) => x.corner);
    if (k && !B.geo.dots) {
      const a = cellBox(rc[0], rc[1]);
      const w = 6 * [...k.corner].length + 4;
      B.over.append(svgEl('rect', { x: a.x + 1, y: a.y + 1, width: w, height: 13 }, 'met-corner'));
      const t = svgEl('text', { x: a.x + 3, y: a.y + 2, 'text-anchor': 'start', 'dominant-baseline': 'hanging' }, 'met-text met-corner-text');
      t.textContent = k.corner;
      B.over.append(t);
      return;
    }
    const c = cs.find((x) => x.text || x.circle || x.split);
    if (!c) {
      if (!B.geo.dots) B.under.append(svgEl('rect', cellBox(rc[0], rc[1]), 'met-cell'));
      return;
    }
    if (c.split && !B.geo.dots) {
      // a Kakuro clue cell: both sums redrawn grey on a pale box
      const a = cellBox(rc[0], rc[1]);
      B.over.append(svgEl('rect', { x: a.x + 1, y: a.y + 1, width: a.width - 2, height: a.height - 2 }, 'met-disc'));
      B.over.append(svgEl('line', { x1: a.x, y1: a.y, x2: a.x + a.width, y2: a.y + a.height, stroke: '#ced4da', 'stroke-width': 1 }));
      const pos = [[0.3, 0.72], [0.7, 0.3]];
      [c.low, c.high].forEach((s, k) => {
        if (!s) return;
        const t = svgEl('text', { x: a.x + pos[k][0] * a.width, y: a.y + pos[k][1] * a.height, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, 'met-text');
        t.style.fontSize = '12px'; // the class's 16px is for whole cells
        t.textContent = s;
        B.over.append(t);
      });
      return;
    }
    let x;
    let y;
    if (B.geo.dots) {
      [x, y] = centre(rc[0], rc[1]);
      if (c.face) {
        x += B.geo.size / 2;
        y += B.geo.size / 2;
      }
      B.over.append(svgEl('circle', { cx: x, cy: y, r: c.circle ? 14 : 11 }, 'met-disc'));
    } else {
      const a = cellBox(rc[0], rc[1]);
      x = a.x + a.width / 2;
      y = a.y + a.height / 2;
      // a circle without text (a Masyu pearl) greys as a pale disc
      if (c.circle) B.over.append(svgEl('circle', { cx: x, cy: y, r: a.width / 2 - 4 }, 'met-disc'));
      else B.over.append(svgEl('rect', { x: a.x + 2, y: a.y + 2, width: a.width - 4, height: a.height - 4 }, 'met-disc'));
    }
    if (!c.text) return;
    const t = svgEl('text', { x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, 'met-text');
    t.textContent = c.text;
    B.over.append(t);
  }

  // drawMetLabel greys a count outside the grid (a Tents row's or
  // column's): met cell [r, -1] is row r's label, [-1, c] column c's, as
  // boardSVG places them.
  // A row or column without a label (Star Battle's, whose count is the
  // puzzle's one number of stars) gets a grey bar beside it instead.
  function drawMetLabel(rc) {
    const b = S.read.board || {};
    const cell = 36;
    if (B.geo.dots) return;
    let t;
    if (rc[1] === -1 && !(b.rowLabels || [])[rc[0]]) {
      B.over.append(svgEl('line', { x1: -7, y1: rc[0] * cell + 5, x2: -7, y2: (rc[0] + 1) * cell - 5 }, 'met-bar'));
      return;
    }
    if (rc[0] === -1 && !(b.colLabels || [])[rc[1]]) {
      B.over.append(svgEl('line', { x1: rc[1] * cell + 5, y1: -7, x2: (rc[1] + 1) * cell - 5, y2: -7 }, 'met-bar'));
      return;
    }
    if (rc[1] === -1 && (b.rowLabels || [])[rc[0]]) {
      const l = b.rowLabels[rc[0]];
      const w = 8 * [...l].length + 8;
      B.over.append(svgEl('rect', { x: -6 - w, y: rc[0] * cell + 4, width: w + 4, height: cell - 8 }, 'met-disc'));
      t = svgEl('text', { x: -6, y: rc[0] * cell + cell / 2, 'text-anchor': 'end', 'dominant-baseline': 'central' }, 'met-text');
      t.textContent = l;
    } else if (rc[0] === -1 && (b.colLabels || [])[rc[1]]) {
      B.over.append(svgEl('rect', { x: rc[1] * cell + 4, y: -24, width: cell - 8, height: 24 }, 'met-disc'));
      t = svgEl('text', { x: rc[1] * cell + cell / 2, y: -12, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, 'met-text');
      t.textContent = b.colLabels[rc[1]];
    }
    if (t) B.over.append(t);
  }

  // drawHighlight draws a step's board over the player's: its new facts
  // (lines, rooms, cells of class "new"), the facts it uses ("used") and
  // its clues ("clue").
  function drawHighlight(b) {
    for (const l of b.lines || []) {
      if (l.class === 'new') B.under.append(lineEl(l.from, l.to, 0, 'hint-edge'));
      if (l.class === 'used') B.under.append(lineEl(l.from, l.to, 0, 'given-edge'));
    }
    for (const rm of b.rooms || []) if (rm.class === 'new') B.over.append(roomEl(rm, 'hint-room'));
    for (const c of b.cells || []) {
      if (c.class === 'clue') B.over.append(spotEl(c.at, 'hint'));
      else if (c.class === 'new' && !c.circle) B.under.append(spotEl(c.at, 'hint-new', c.face));
      else if (c.class === 'used' && !c.circle) B.under.append(spotEl(c.at, 'given', c.face));
    }
  }

  // drawDiff marks where the second solution differs from the first.
  function drawDiff(first, second) {
    const key = (x) => JSON.stringify(x);
    const lines = new Set((first.lines || []).map((l) => key([l.from, l.to, l.n])));
    for (const l of second.lines || []) if (!lines.has(key([l.from, l.to, l.n]))) B.under.append(lineEl(l.from, l.to, 0, 'diff-edge'));
    const rooms = new Set((first.rooms || []).map((r) => key([r.row, r.col, r.width, r.height])));
    for (const r of second.rooms || []) if (!rooms.has(key([r.row, r.col, r.width, r.height]))) B.over.append(roomEl(r, 'diff-room'));
    const cells = new Set((first.cells || []).map((c) => key([c.at, c.text, c.mark])));
    for (const c of second.cells || []) if ((c.text || c.mark) && !cells.has(key([c.at, c.text, c.mark]))) B.under.append(spotEl(c.at, 'diff', c.face));
  }

  // ---- the board model -------------------------------------------------------

  // boardSVG draws a board of the board model (the server's "board":
  // package puzzle/board) as board.WriteSVG does: a "dots" board on a
  // 40-pixel lattice through the cell centres (circles, lines between
  // them), a "cells" board as 36-pixel boxes in a translated group (rooms
  // filled and bordered, walls, marks, text).
  const PALETTE = ['#fde2e4', '#e2ece9', '#dfe7fd', '#fff1c1', '#e9dff5', '#d7f0f7', '#fbe7c6', '#e4f5d4'];
  const CLASS_COLOUR = { new: '#e8590c', used: '#2b8a3e', clue: '#e8590c', hint: '#e8590c', bad: '#c92a2a' };

  function boardSVG(b) {
    const group = (attrs, kids) => {
      const g = svgEl('g', attrs);
      g.append(...kids);
      return g;
    };
    const text = (attrs, t) => {
      const e = svgEl('text', attrs);
      e.textContent = t;
      return e;
    };
    const cells = b.cells || [];
    const fill = (c) => (c.shade ? '#343a40' : PALETTE[(c.fill - 1) % PALETTE.length]);
    const sized = (W, H) => svgEl('svg', { width: W, height: H, viewBox: `0 0 ${W} ${H}` });
    const mark = markEl;
    if (b.grid === 'dots') {
      const cell = 40;
      const margin = 20;
      const W = b.cols * cell + 2 * margin;
      const H = b.rows * cell + 2 * margin;
      const cx = (c) => margin + c * cell + cell / 2;
      const cy = (r) => margin + r * cell + cell / 2;
      const svg = sized(W, H);
      svg.append(svgEl('rect', { width: W, height: H, fill: 'white' }));
      // A face cell (c.face) is drawn between four dots, half a cell on.
      const off = (c) => (c.face ? cell / 2 : 0);
      for (const c of cells) if ((c.fill || c.shade) && !c.circle) svg.append(svgEl('rect', { x: margin + c.at[1] * cell + off(c), y: margin + c.at[0] * cell + off(c), width: cell, height: cell, fill: fill(c) }));
      const grid = [];
      for (let r = 0; r < b.rows; r++) grid.push(svgEl('line', { x1: cx(0), y1: cy(r), x2: cx(b.cols - 1), y2: cy(r) }));
      for (let c = 0; c < b.cols; c++) grid.push(svgEl('line', { x1: cx(c), y1: cy(0), x2: cx(c), y2: cy(b.rows - 1) }));
      svg.append(group({ stroke: '#e4e4ec', 'stroke-width': 1 }, grid));
      // Walls on a dots board (Country Road's regions): on the cells'
      // sides, half a step from the centres, inside the grid's frame.
      if ((b.walls || []).length) {
        const x = (c) => margin + c * cell;
        const ws = b.walls.map((w) => {
          const [r, c] = w.at;
          const e = w.side === 'b' ? svgEl('line', { x1: x(c), y1: x(r + 1), x2: x(c + 1), y2: x(r + 1) }) : svgEl('line', { x1: x(c + 1), y1: x(r), x2: x(c + 1), y2: x(r + 1) });
          if (CLASS_COLOUR[w.class]) e.setAttribute('stroke', CLASS_COLOUR[w.class]);
          return e;
        });
        ws.push(svgEl('rect', { x: margin, y: margin, width: b.cols * cell, height: b.rows * cell, fill: 'none', 'stroke-linejoin': 'round' }));
        svg.append(group({ stroke: 'black', 'stroke-width': 3, 'stroke-linecap': 'round' }, ws));
      }
      if ((b.lines || []).length) {
        const ls = [];
        for (const l of b.lines) {
          const col = CLASS_COLOUR[l.class];
          const hor = l.from[0] === l.to[0];
          const seg = (off, attrs) => {
            const e = svgEl('line', hor ? { x1: cx(l.from[1]), y1: cy(l.from[0]) + off, x2: cx(l.to[1]), y2: cy(l.to[0]) + off } : { x1: cx(l.from[1]) + off, y1: cy(l.from[0]), x2: cx(l.to[1]) + off, y2: cy(l.to[0]) });
            for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
            ls.push(e);
          };
          // As board.WriteSVG: no line known (drawn when highlighted),
          // a line still open (faint), n lines (dashed while more may come).
          if (l.n === 0 && !l.max && l.cross) {
            const mx = (cx(l.from[1]) + cx(l.to[1])) / 2;
            const my = (cy(l.from[0]) + cy(l.to[0])) / 2;
            ls.push(svgEl('path', { d: `M${mx - 4} ${my - 4}L${mx + 4} ${my + 4}M${mx + 4} ${my - 4}L${mx - 4} ${my + 4}`, stroke: col || '#868e96', 'stroke-width': 1.5 }));
            continue;
          }
          if (l.n === 0 && !l.max) {
            if (col) seg(0, { stroke: col, 'stroke-width': 1.5, 'stroke-dasharray': '2 6', opacity: 0.8 });
            continue;
          }
          if (l.n === 0) {
            seg(0, { stroke: '#adb5bd', 'stroke-width': 1, 'stroke-dasharray': '1 4' });
            if (!col) continue;
          }
          const n = Math.max(l.n, 1);
          const attrs = {};
          if (col) attrs.stroke = col;
          if ((l.max || 0) > l.n) attrs['stroke-dasharray'] = '6 4';
          for (let k = 0; k < n; k++) seg((k - (n - 1) / 2) * 6, attrs);
        }
        svg.append(group({ stroke: '#1f3a93', 'stroke-width': 2.5, 'stroke-linecap': 'round' }, ls));
      }
      const top = [];
      for (const c of cells) {
        const x = cx(c.at[1]) + off(c);
        const y = cy(c.at[0]) + off(c);
        if (c.face && CLASS_COLOUR[c.class]) top.push(svgEl('circle', { cx: x, cy: y, r: 13, fill: 'none', stroke: CLASS_COLOUR[c.class], 'stroke-width': 3 }));
        if (c.circle) {
          const col = CLASS_COLOUR[c.class];
          top.push(svgEl('circle', { cx: x, cy: y, r: 14, fill: c.shade ? 'black' : 'white', stroke: col || 'black', 'stroke-width': col ? 4 : 2 }));
        } else if (c.mark) top.push(mark(c, x - cell / 2, y - cell / 2, cell));
        if (c.text) top.push(text({ x, y }, c.text));
      }
      top.push(...dotEls(b.dots, cx(0), cy(0), cell));
      svg.append(group({ 'font-family': 'sans-serif', 'font-size': 16, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, top));
      svg.append(...signEls(b.signs, cx(0), cy(0), cell));
      return svg;
    }
    const cell = 36;
    let left = 12;
    let topM = 12;
    for (const l of b.rowLabels || []) left = Math.max(left, 12 + 8 * [...l].length + 8);
    if ((b.colLabels || []).length) topM += 24;
    const W = b.cols * cell + left + 12;
    const H = b.rows * cell + topM + 12;
    const svg = sized(W, H);
    svg.append(svgEl('rect', { width: '100%', height: '100%', fill: 'white' }));
    const g = svgEl('g', { transform: `translate(${left},${topM})` });
    svg.append(g);
    if ((b.rowLabels || []).length || (b.colLabels || []).length) {
      const ls = [];
      (b.rowLabels || []).forEach((l, r) => ls.push(text({ x: -6, y: r * cell + cell / 2, 'text-anchor': 'end' }, l)));
      (b.colLabels || []).forEach((l, c) => ls.push(text({ x: c * cell + cell / 2, y: -12, 'text-anchor': 'middle' }, l)));
      g.append(group({ 'font-family': 'sans-serif', 'font-size': 14, 'dominant-baseline': 'central', fill: '#495057' }, ls));
    }
    for (const rm of b.rooms || []) if (rm.fill) g.append(svgEl('rect', { x: rm.col * cell, y: rm.row * cell, width: rm.width * cell, height: rm.height * cell, fill: PALETTE[(rm.fill - 1) % PALETTE.length] }));
    for (const c of cells) if (c.fill || c.shade) g.append(svgEl('rect', { x: c.at[1] * cell, y: c.at[0] * cell, width: cell, height: cell, fill: fill(c) }));
    const grid = [];
    for (let r = 1; r < b.rows; r++) grid.push(svgEl('line', { x1: 0, y1: r * cell, x2: b.cols * cell, y2: r * cell }));
    for (let c = 1; c < b.cols; c++) grid.push(svgEl('line', { x1: c * cell, y1: 0, x2: c * cell, y2: b.rows * cell }));
    g.append(group({ stroke: '#bbb', 'stroke-width': 1 }, grid));
    if ((b.walls || []).length) {
      const ws = b.walls.map((w) => {
        const [r, c] = w.at;
        const e = w.side === 'b' ? svgEl('line', { x1: c * cell, y1: (r + 1) * cell, x2: (c + 1) * cell, y2: (r + 1) * cell }) : svgEl('line', { x1: (c + 1) * cell, y1: r * cell, x2: (c + 1) * cell, y2: (r + 1) * cell });
        if (CLASS_COLOUR[w.class]) e.setAttribute('stroke', CLASS_COLOUR[w.class]);
        return e;
      });
      g.append(group({ stroke: 'black', 'stroke-width': 3, 'stroke-linecap': 'round' }, ws));
    }
    const borders = (b.rooms || []).map((rm) => svgEl('rect', { x: rm.col * cell, y: rm.row * cell, width: rm.width * cell, height: rm.height * cell }));
    borders.push(svgEl('rect', { x: 0, y: 0, width: b.cols * cell, height: b.rows * cell }));
    g.append(group({ fill: 'none', stroke: 'black', 'stroke-width': 3, 'stroke-linejoin': 'round' }, borders));
    for (const c of cells) if (c.mark) g.append(mark(c, c.at[1] * cell, c.at[0] * cell, cell));
    // A split cell (a Kakuro clue): the diagonal, low below it, high
    // above it, light on a shaded cell (as board.WriteSVG).
    for (const c of cells) {
      if (!c.split) continue;
      const x = c.at[1] * cell;
      const y = c.at[0] * cell;
      const ink = CLASS_COLOUR[c.class] || (c.shade ? '#ced4da' : 'black');
      g.append(svgEl('line', { x1: x, y1: y, x2: x + cell, y2: y + cell, stroke: ink, 'stroke-width': 1 }));
      const pos = [[0.3, 0.72], [0.7, 0.3]];
      [c.low, c.high].forEach((t, k) => {
        if (t) g.append(text({ x: x + pos[k][0] * cell, y: y + pos[k][1] * cell, 'font-family': 'sans-serif', 'font-size': 12, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: ink }, t));
      });
    }
    // A corner label (a KenKen cage's target), as board.WriteSVG.
    for (const c of cells) if (c.corner) g.append(text({ x: c.at[1] * cell + 3, y: c.at[0] * cell + 2, 'font-family': 'sans-serif', 'font-size': 10, 'text-anchor': 'start', 'dominant-baseline': 'hanging', fill: 'black' }, c.corner));
    const ts = [];
    for (const c of cells) {
      const x = c.at[1] * cell + cell / 2;
      const y = c.at[0] * cell + cell / 2;
      if (CLASS_COLOUR[c.class] || c.circle) ts.push(svgEl('circle', { cx: x, cy: y, r: 13, fill: 'none', stroke: CLASS_COLOUR[c.class] || 'black', 'stroke-width': 3 }));
      if (c.text) ts.push(text({ x, y }, c.text));
    }
    g.append(group({ 'font-family': 'sans-serif', 'font-size': 16, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: 'black' }, ts));
    g.append(...dotEls(b.dots, cell / 2, cell / 2, cell));
    g.append(...signEls(b.signs, cell / 2, cell / 2, cell));
    return svg;
  }

  // signEls are a board's signs (Futoshiki's < and > between cells), as
  // board.WriteSVG draws them: at doubled coordinates like dotEls, each
  // on a white patch over the grid line.
  function signEls(signs, x0, y0, step) {
    return (signs || []).map((g) => {
      const x = x0 + (g.at[1] * step) / 2;
      const y = y0 + (g.at[0] * step) / 2;
      const p = step / 5;
      const e = svgEl('g', {}, 'board-sign');
      e.append(svgEl('rect', { x: x - p, y: y - p, width: 2 * p, height: 2 * p, fill: 'white' }));
      const t = svgEl('text', { x, y, fill: CLASS_COLOUR[g.class] || 'black', 'font-family': 'sans-serif', 'font-size': 14, 'font-weight': 'bold', 'text-anchor': 'middle', 'dominant-baseline': 'central' });
      t.textContent = g.text;
      e.append(t);
      if (g.title) {
        const ti = svgEl('title', {});
        ti.textContent = g.title;
        e.append(ti);
      }
      return e;
    });
  }

  // dotEls are a board's dots (Galaxies' centres), as board.WriteSVG
  // draws them: point [r,c] at (x0 + c*step, y0 + r*step), at doubled
  // coordinates, so a half step between two.
  function dotEls(dots, x0, y0, step) {
    return (dots || []).map((d) => {
      const e = svgEl('circle', { cx: x0 + (d.at[1] * step) / 2, cy: y0 + (d.at[0] * step) / 2, r: step / 6, fill: d.filled ? 'black' : 'white', stroke: CLASS_COLOUR[d.class] || 'black', 'stroke-width': 2 });
      e.classList.add('board-dot');
      return e;
    });
  }

  // markEl is a cell's mark ("box", "cross", "dot") in the box at (x, y)
  // of side size, as board.WriteSVG draws it.
  function markEl(c, x, y, size) {
    const col = CLASS_COLOUR[c.class] || 'black';
    if (c.mark === 'box') return svgEl('rect', { x: x + 3, y: y + 3, width: size - 6, height: size - 6, fill: 'none', stroke: col, 'stroke-width': 3 });
    if (c.mark === 'cross') return svgEl('path', { d: `M${x + 6} ${y + 6}L${x + 12} ${y + 12}M${x + 12} ${y + 6}L${x + 6} ${y + 12}`, stroke: col, 'stroke-width': 2 });
    if (c.mark === 'dot') return svgEl('circle', { cx: x + size / 2, cy: y + size / 2, r: size / 6, fill: col });
    return null;
  }

  function svgEl(name, attrs, cls) {
    const e = document.createElementNS(SVGNS, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    if (cls) e.setAttribute('class', cls);
    return e;
  }

  // toLocal maps a pointer event to the coordinates of element el.
  function toLocal(el, ev) {
    return new DOMPoint(ev.clientX, ev.clientY).matrixTransform(el.getScreenCTM().inverse());
  }

  function renderProblems() {
    const ul = $('problems');
    ul.replaceChildren();
    if (S.mode !== 'play' || !S.check) return;
    for (const p of S.check.problems) {
      const li = document.createElement('li');
      li.textContent = p.text;
      ul.append(li);
    }
  }

  function renderClues() {
    const box = $('clues');
    const list = $('clue-list');
    list.replaceChildren();
    const clues = (S.read && S.read.clues) || [];
    box.hidden = clues.length === 0;
    const broken = new Set();
    if (S.mode === 'play' && S.check) for (const p of S.check.problems) if (p.clue) broken.add(p.clue);
    const cited = new Set(S.hint ? S.hint.clues || [] : ((S.highlight && S.highlight.clues) || []).map((c) => c.clue));
    clues.forEach((t, i) => {
      const li = document.createElement('li');
      li.textContent = t;
      if (broken.has(i + 1)) li.classList.add('broken');
      if (cited.has(i + 1)) li.classList.add('cited');
      list.append(li);
    });
  }


  // ---- the edges player (moves.edges) ------------------------------------------

  // edgesModel is the neighbour graph of a board whose moves are edges:
  // an edge joins two circles with nothing between them in a row or a
  // column.
  function edgesModel(board) {
    const circles = (board.cells || []).filter((c) => c.circle).map((c) => c.at);
    const at = new Set(circles.map((rc) => rc[0] + ',' + rc[1]));
    const edges = [];
    for (const [r0, c0] of circles) {
      for (const [dr, dc] of [[0, 1], [1, 0]]) {
        for (let r = r0 + dr, c = c0 + dc; r < board.rows && c < board.cols; r += dr, c += dc) {
          if (at.has(r + ',' + c)) {
            edges.push({ from: [r0, c0], to: [r, c], key: edgeKey([r0, c0], [r, c]) });
            break;
          }
        }
      }
    }
    return { edges, max: board.moves.edges.max || 1 };
  }

  // edgeKey names the edge between two cells, in either order.
  function edgeKey(a, b) {
    const [p, q] = a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]) ? [a, b] : [b, a];
    return `${p[0]},${p[1]}-${q[0]},${q[1]}`;
  }

  function setEdge(from, to, count) {
    const key = edgeKey(from, to);
    if (count <= 0) S.play.edges.delete(key);
    else S.play.edges.set(key, { from, to, count });
  }

  function edgesInteract(b) {
    const model = S.model;
    const rad = 14;
    const nearest = (pt) => {
      let best = null;
      let bestD = b.geo.size * 0.4;
      for (const e of model.edges) {
        const [x1, y1] = centre(e.from[0], e.from[1]);
        const [x2, y2] = centre(e.to[0], e.to[1]);
        const len = Math.hypot(x2 - x1, y2 - y1);
        const t = ((pt.x - x1) * (x2 - x1) + (pt.y - y1) * (y2 - y1)) / (len * len);
        if (t * len < rad * 0.6 || (1 - t) * len < rad * 0.6) continue;
        const d = Math.hypot(pt.x - (x1 + t * (x2 - x1)), pt.y - (y1 + t * (y2 - y1)));
        if (d < bestD) {
          bestD = d;
          best = e;
        }
      }
      return best;
    };
    b.svg.addEventListener('pointermove', (ev) => {
      const e = nearest(toLocal(b.geo.content, ev));
      b.hover.replaceChildren();
      if (e) b.hover.append(lineEl(e.from, e.to, 0, 'hover-edge'));
    });
    b.svg.addEventListener('pointerleave', () => b.hover.replaceChildren());
    const bump = (ev, dir) => {
      const e = nearest(toLocal(b.geo.content, ev));
      if (!e) return;
      const M = model.max;
      const k = (S.play.edges.get(e.key) || { count: 0 }).count;
      setEdge(e.from, e.to, (k + dir + M + 1) % (M + 1));
      playChanged();
    };
    // A drag from one circle to another adds a line between them.
    let from = null;
    let dragged = false;
    const circleAt = (pt) => {
      for (const e of model.edges) {
        for (const rc of [e.from, e.to]) {
          const [x, y] = centre(rc[0], rc[1]);
          if (Math.hypot(pt.x - x, pt.y - y) <= rad + 4) return rc;
        }
      }
      return null;
    };
    b.svg.addEventListener('pointerdown', (ev) => {
      dragged = false;
      from = ev.button === 0 ? circleAt(toLocal(b.geo.content, ev)) : null;
    });
    b.svg.addEventListener('pointerup', (ev) => {
      const to = from && circleAt(toLocal(b.geo.content, ev));
      const e = to && model.edges.find((x) => x.key === edgeKey(from, to));
      from = null;
      if (!e) return;
      dragged = true;
      const k = (S.play.edges.get(e.key) || { count: 0 }).count;
      setEdge(e.from, e.to, (k + 1) % (model.max + 1));
      playChanged();
    });
    b.svg.addEventListener('click', (ev) => {
      if (dragged) {
        dragged = false;
        return;
      }
      bump(ev, ev.shiftKey ? -1 : 1);
    });
    b.svg.addEventListener('contextmenu', (ev) => {
      ev.preventDefault();
      bump(ev, -1);
    });
  }

  // ---- the lines player (moves.lines) ------------------------------------------

  // setLine sets the segment between two adjacent dots: 0 nothing, 1 a
  // line, 2 a cross.
  function setLine(from, to, state) {
    const key = edgeKey(from, to);
    if (state === 0) S.play.lines.delete(key);
    else S.play.lines.set(key, { from, to, cross: state === 2 });
  }

  // linesInteract plays segments between dots; when the board's moves
  // have cells too (Yajilin: shaded cells and a loop through the
  // others), a click within a quarter of a cell of a dot plays that cell
  // as the cells player does, anywhere else the nearest segment.
  function linesInteract(b) {
    const rows = b.board.rows;
    const cols = b.board.cols;
    const withCells = (moves().cells || []).length > 0;
    // nearest is the cell whose dot is within a quarter of a cell of a
    // point (when cells are moves too), else the segment between two
    // adjacent dots nearest it, within a third of a cell of it.
    const nearest = (pt) => {
      const fx = (pt.x - b.geo.x0) / b.geo.size - 0.5;
      const fy = (pt.y - b.geo.y0) / b.geo.size - 0.5;
      if (withCells) {
        const r = Math.round(fy);
        const c = Math.round(fx);
        if (r >= 0 && r < rows && c >= 0 && c < cols && Math.hypot(fy - r, fx - c) < 0.25) return { cell: [r, c] };
      }
      let best = null;
      let bestD = 0.34;
      const r = Math.round(fy);
      const c = Math.floor(fx);
      if (r >= 0 && r < rows && c >= 0 && c + 1 < cols && Math.abs(fy - r) < bestD) {
        bestD = Math.abs(fy - r);
        best = { from: [r, c], to: [r, c + 1] };
      }
      const r2 = Math.floor(fy);
      const c2 = Math.round(fx);
      if (c2 >= 0 && c2 < cols && r2 >= 0 && r2 + 1 < rows && Math.abs(fx - c2) < bestD) best = { from: [r2, c2], to: [r2 + 1, c2] };
      return best;
    };
    b.svg.addEventListener('pointermove', (ev) => {
      const e = nearest(toLocal(b.geo.content, ev));
      b.hover.replaceChildren();
      if (e && e.cell) b.hover.append(spotEl(e.cell, 'hover'));
      else if (e) b.hover.append(lineEl(e.from, e.to, 0, 'hover-edge'));
    });
    b.svg.addEventListener('pointerleave', () => b.hover.replaceChildren());
    const bump = (ev, dir) => {
      const e = nearest(toLocal(b.geo.content, ev));
      if (!e) return;
      if (e.cell) {
        cycleCell(e.cell, dir);
        return;
      }
      const p = S.play.lines.get(edgeKey(e.from, e.to));
      const k = p ? (p.cross ? 2 : 1) : 0;
      setLine(e.from, e.to, (k + dir + 3) % 3);
      playChanged();
    };
    // A drag through the dots draws a line through them (or, started on
    // a line, rubs the lines out).
    const dotAt = (pt) => {
      const fx = (pt.x - b.geo.x0) / b.geo.size - 0.5;
      const fy = (pt.y - b.geo.y0) / b.geo.size - 0.5;
      const r = Math.round(fy);
      const c = Math.round(fx);
      return r >= 0 && r < rows && c >= 0 && c < cols && Math.hypot(fx - c, fy - r) < 0.4 ? [r, c] : null;
    };
    let drag = null;
    let dragged = false;
    b.svg.addEventListener('pointerdown', (ev) => {
      dragged = false;
      const at = ev.button === 0 && dotAt(toLocal(b.geo.content, ev));
      drag = at ? { last: at, state: null, moved: false } : null;
      if (drag) b.svg.setPointerCapture(ev.pointerId);
    });
    b.svg.addEventListener('pointermove', (ev) => {
      if (!drag) return;
      const at = dotAt(toLocal(b.geo.content, ev));
      if (!at || Math.abs(at[0] - drag.last[0]) + Math.abs(at[1] - drag.last[1]) !== 1) return;
      if (drag.state === null) {
        const p = S.play.lines.get(edgeKey(drag.last, at));
        drag.state = p && !p.cross ? 0 : 1;
      }
      setLine(drag.last, at, drag.state);
      drag.last = at;
      drag.moved = true;
      drawMarks();
    });
    b.svg.addEventListener('pointerup', () => {
      if (drag && drag.moved) {
        dragged = true;
        playChanged();
      }
      drag = null;
    });
    b.svg.addEventListener('click', (ev) => {
      if (dragged) {
        dragged = false;
        return;
      }
      bump(ev, ev.shiftKey ? -1 : 1);
    });
    b.svg.addEventListener('contextmenu', (ev) => {
      ev.preventDefault();
      bump(ev, -1);
    });
  }

  // ---- the rooms player (moves.rooms) -------------------------------------------

  // cellAt is the board's cell under a pointer event, kept on the board;
  // faces (default: the play moves') picks a "dots" board's faces.
  function cellAt(b, ev, faces = moves().faces) {
    const p = toLocal(b.geo.content, ev);
    if (b.geo.dots && faces) {
      // moves.faces: the face between four dots, (rows-1) x (cols-1) of them.
      const fr = Math.floor((p.y - b.geo.y0 - b.geo.size / 2) / b.geo.size);
      const fc = Math.floor((p.x - b.geo.x0 - b.geo.size / 2) / b.geo.size);
      return [Math.max(0, Math.min(b.board.rows - 2, fr)), Math.max(0, Math.min(b.board.cols - 2, fc))];
    }
    const r = Math.floor((p.y - b.geo.y0) / b.geo.size);
    const c = Math.floor((p.x - b.geo.x0) / b.geo.size);
    return [Math.max(0, Math.min(b.board.rows - 1, r)), Math.max(0, Math.min(b.board.cols - 1, c))];
  }

  function roomsInteract(b) {
    const span = (a, c) => ({
      row: Math.min(a[0], c[0]), col: Math.min(a[1], c[1]),
      height: Math.abs(a[0] - c[0]) + 1, width: Math.abs(a[1] - c[1]) + 1,
    });
    let start = null;
    b.svg.addEventListener('pointerdown', (ev) => {
      if (ev.button !== 0) return;
      start = cellAt(b, ev);
      b.svg.setPointerCapture(ev.pointerId);
      b.preview.replaceChildren(roomEl(span(start, start), 'preview-room'));
    });
    b.svg.addEventListener('pointermove', (ev) => {
      if (start) b.preview.replaceChildren(roomEl(span(start, cellAt(b, ev)), 'preview-room'));
    });
    b.svg.addEventListener('pointerup', (ev) => {
      if (!start) return;
      const end = cellAt(b, ev);
      const s = span(start, end);
      start = null;
      b.preview.replaceChildren();
      const inside = (rm, r, c) => r >= rm.row && r < rm.row + rm.height && c >= rm.col && c < rm.col + rm.width;
      const hit = S.play.rooms.findIndex((rm) => inside(rm, end[0], end[1]));
      if (s.width === 1 && s.height === 1 && hit >= 0) S.play.rooms.splice(hit, 1);
      else addRoom(s);
      playChanged();
    });
  }

  // addRoom puts a room on the player's board, replacing those it overlaps.
  function addRoom(s) {
    const overlaps = (x, y) => x.row < y.row + y.height && y.row < x.row + x.height && x.col < y.col + y.width && y.col < x.col + x.width;
    S.play.rooms = S.play.rooms.filter((rm) => !overlaps(rm, s));
    S.play.rooms.push({ row: s.row, col: s.col, width: s.width, height: s.height });
  }

  // ---- the cells player (moves.cells) -----------------------------------------------

  // fixedCells are the cells the puzzle fills (a text, a mark or
  // shading on the board read: givens, Light Up's black cells), which the
  // player cannot change; with moves.over a text is no claim (Hitori
  // shades its numbers).
  function fixedCells() {
    const over = moves().over;
    const faces = moves().faces;
    return new Set(((S.read.board && S.read.board.cells) || []).filter((c) => (!faces || c.face) && ((c.text && !over) || c.mark || c.shade)).map((c) => c.at[0] + ',' + c.at[1]));
  }

  // setCell writes value ('' clears) in cell rc, unless the puzzle fills it.
  function setCell(rc, value) {
    const key = rc[0] + ',' + rc[1];
    if (S.fixed.has(key)) return false;
    if (value) S.play.cells.set(key, value);
    else S.play.cells.delete(key);
    return true;
  }

  // cellsInteract: a click selects a cell and cycles it through blank and
  // the board's values; a key matching a value's text (or name) writes
  // it in the selected cell, Backspace, Delete, 0 or space clears it, the
  // arrows move the selection.
  // cellsInteract: a click cycles a cell through "" and the board's
  // values, a right-click cycles backwards ("" -> the last value: a
  // shading genre's "unshaded" mark).
  function cellsInteract(b) {
    const cycle = (ev, step) => cycleCell(cellAt(b, ev), step);
    b.svg.addEventListener('click', (ev) => cycle(ev, 1));
    b.svg.addEventListener('contextmenu', (ev) => {
      ev.preventDefault();
      cycle(ev, -1);
    });
  }

  // cycleCell selects cell rc and steps it through "" and the board's
  // values (step 1 forwards, -1 backwards).
  function cycleCell(rc, step) {
    S.sel = rc;
    const vals = ['', ...moves().cells.map((v) => v.value)];
    const cur = S.play.cells.get(rc[0] + ',' + rc[1]) || '';
    const next = vals[(vals.indexOf(cur) + step + vals.length) % vals.length];
    if (setCell(rc, next)) playChanged();
    else drawMarks();
  }

  // cellsKey is keyboard play: the arrows move a cursor (the first
  // press shows it at the top-left cell); on a board of lines or edges,
  // Shift and an arrow draws (or rubs out) the line from the cursor that
  // way; in cells, a key matching a value's text (or name) writes it,
  // space cycles the value as a click does, x writes the value marked
  // with a cross or a dot (a shading genre's "unshaded"), Backspace,
  // Delete or 0 clears.
  function cellsKey(ev) {
    const m = moves();
    const cells = (m.cells || []).length > 0;
    if (S.mode !== 'play' || !B || !kindMeta().play || !(cells || m.lines || m.edges)) return false;
    if (ev.target.closest('textarea, input, select, button') || ev.ctrlKey || ev.metaKey || ev.altKey) return false;
    const b = S.read.board;
    const moveTo = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[ev.key];
    if (moveTo) {
      if (!S.sel) {
        S.sel = [0, 0];
        drawMarks();
        return true;
      }
      const last = m.faces && cells ? 2 : 1; // moves.faces: one row and column fewer
      const next = [Math.max(0, Math.min(b.rows - last, S.sel[0] + moveTo[0])), Math.max(0, Math.min(b.cols - last, S.sel[1] + moveTo[1]))];
      if (ev.shiftKey && m.lines) {
        if (next[0] !== S.sel[0] || next[1] !== S.sel[1]) {
          const p = S.play.lines.get(edgeKey(S.sel, next));
          setLine(S.sel, next, p && !p.cross ? 0 : 1);
          S.sel = next;
          playChanged();
        }
        return true;
      }
      if (ev.shiftKey && m.edges && S.model) {
        // The edge from the circle under the cursor that way.
        const e = S.model.edges.find((x) => {
          const [p, q] = x.from[0] === S.sel[0] && x.from[1] === S.sel[1] ? [x.from, x.to] : x.to[0] === S.sel[0] && x.to[1] === S.sel[1] ? [x.to, x.from] : [null, null];
          return p && Math.sign(q[0] - p[0]) === moveTo[0] && Math.sign(q[1] - p[1]) === moveTo[1];
        });
        if (e) {
          const k = (S.play.edges.get(e.key) || { count: 0 }).count;
          setEdge(e.from, e.to, (k + 1) % (S.model.max + 1));
          playChanged();
        }
        return true;
      }
      S.sel = next;
      drawMarks();
      return true;
    }
    if (!S.sel || !cells) return false;
    let value = null;
    const key = S.sel[0] + ',' + S.sel[1];
    if (['Backspace', 'Delete', '0'].includes(ev.key)) value = '';
    const v = m.cells.find((x) => (x.text || x.value).toLowerCase() === ev.key.toLowerCase());
    if (v) value = v.value;
    else if (ev.key === ' ') {
      const vals = ['', ...m.cells.map((x) => x.value)];
      value = vals[(vals.indexOf(S.play.cells.get(key) || '') + 1) % vals.length];
    } else if (ev.key.toLowerCase() === 'x') {
      const mk = m.cells.find((x) => x.mark === 'cross') || m.cells.find((x) => x.mark === 'dot');
      if (mk) value = mk.value;
    }
    if (value === null) return false;
    if (setCell(S.sel, value)) playChanged();
    return true;
  }

  // ---- play -----------------------------------------------------------------

  // playState is the player's board as a board.State (POST
  // /api/check's "state"): lines between cells (edges), rooms, and cell
  // values on the board's grid.
  function playState() {
    const st = {};
    if (S.play.lines.size) st.lines = [...S.play.lines.values()].map((l) => ({ from: l.from, to: l.to, cross: l.cross }));
    if (S.play.edges.size) st.edges = [...S.play.edges.values()].map((e) => ({ from: e.from, to: e.to, count: e.count }));
    if (S.play.rooms.length) st.rooms = S.play.rooms.map((r) => ({ row: r.row, col: r.col, width: r.width, height: r.height }));
    if (S.play.cells.size) st.cells = [...S.play.cells].map(([key, value]) => ({ cell: key.split(',').map(Number), value }));
    return st;
  }

  // playChanged follows a move: the history gets the new board (unless
  // undo or redo made it), the page saves it, and the check runs.
  function playChanged(fromHistory) {
    S.highlight = null;
    S.hint = null;
    if (!fromHistory) remember();
    save();
    renderUndo();
    renderSteps();
    drawMarks();
    checkPlay();
  }

  // ---- undo, redo, saving --------------------------------------------------
  //
  // The history is the player's boards as board.State JSON: undo and
  // redo (the buttons, Ctrl-Z and Ctrl-Y or Ctrl-Shift-Z) step through
  // it. The page keeps the current puzzle, its board and its history in
  // localStorage, so that a reload, or the permalink opened again,
  // continues where the player was.

  const EMPTY = '{}';
  const SAVE_KEY = 'puzzlesat.page';
  const HISTORY_MAX = 500;

  function newHistory() {
    return { past: [], future: [], cur: EMPTY };
  }

  function remember() {
    const now = JSON.stringify(playState());
    if (now === S.hist.cur) return;
    S.hist.past.push(S.hist.cur);
    if (S.hist.past.length > HISTORY_MAX) S.hist.past.shift();
    S.hist.future = [];
    S.hist.cur = now;
  }

  // restorePlay puts a board.State on the player's board.
  function restorePlay(st) {
    S.play = newPlay();
    for (const l of st.lines || []) setLine(l.from, l.to, l.cross ? 2 : 1);
    for (const e of st.edges || []) setEdge(e.from, e.to, e.count);
    S.play.rooms = (st.rooms || []).map((r) => ({ row: r.row, col: r.col, width: r.width, height: r.height }));
    for (const c of st.cells || []) S.play.cells.set(c.cell[0] + ',' + c.cell[1], c.value);
  }

  function undo(dir) {
    const [from, to] = dir < 0 ? [S.hist.past, S.hist.future] : [S.hist.future, S.hist.past];
    if (!S.read || S.mode !== 'play' || !from.length) return;
    to.push(S.hist.cur);
    S.hist.cur = from.pop();
    restorePlay(JSON.parse(S.hist.cur));
    playChanged(true);
  }

  function renderUndo() {
    $('undo').disabled = !S.hist.past.length;
    $('redo').disabled = !S.hist.future.length;
  }

  // save keeps the puzzle on the board and the player's boards.
  function save() {
    if (!S.read) return;
    try {
      localStorage.setItem(SAVE_KEY, JSON.stringify({
        text: S.text, kind: S.kind, index: S.read.input.index, link: S.link || '',
        hist: { past: S.hist.past.slice(-100), future: S.hist.future.slice(-100), cur: S.hist.cur },
      }));
    } catch (e) {
      // storage full or refused: the page works without it
    }
  }

  function loadSaved() {
    try {
      const v = JSON.parse(localStorage.getItem(SAVE_KEY) || 'null');
      return v && typeof v.text === 'string' && v.hist ? v : null;
    } catch (e) {
      return null;
    }
  }

  // openSaved reads the saved puzzle and puts the saved boards back.
  async function openSaved(saved) {
    $('puzzle').value = saved.text;
    $('example').value = '';
    $('kind').value = saved.kind;
    S.kindChosen = false;
    S.wantIndex = saved.index || 0;
    await readPuzzle();
    if (!S.read || S.text !== saved.text || S.kind !== saved.kind) return;
    S.hist = { past: saved.hist.past || [], future: saved.hist.future || [], cur: saved.hist.cur || EMPTY };
    restorePlay(JSON.parse(S.hist.cur));
    renderAll();
    if (S.hist.cur !== EMPTY) {
      save();
      checkPlay();
    }
  }

  // followLink makes the page's address the permalink of the puzzle on
  // the board (the puzz.link form where the kind writes one).
  async function followLink() {
    if (!S.read) return;
    const seq = ++S.seq.link;
    const url = await linkFor(true);
    if (seq !== S.seq.link || url.length > 32000) return;
    S.link = url;
    if (location.href !== url) history.replaceState(null, '', url);
    save();
  }

  // ---- reveal -----------------------------------------------------------------
  //
  // The solution is behind "Reveal": a player with moves on the board
  // confirms first (a hint shows one move at a time); a puzzle not played
  // yet is solved at once.

  function reveal() {
    if (!S.read) return;
    if (S.solved) {
      setMode('solution');
      return;
    }
    if (!(kindMeta().play && S.hist.cur !== EMPTY)) {
      solve();
      return;
    }
    const yes = document.createElement('button');
    yes.type = 'button';
    yes.id = 'reveal-yes';
    yes.textContent = 'Reveal the solution';
    yes.addEventListener('click', () => solve());
    const no = document.createElement('button');
    no.type = 'button';
    no.id = 'reveal-no';
    no.className = 'quiet';
    no.textContent = 'Keep playing';
    no.addEventListener('click', () => setStatus(playIntro()));
    const parts = ['Reveal the whole solution? A hint shows just the next move. ', yes, ' ', no];
    if (S.meta && S.meta.explain) {
      const h = document.createElement('button');
      h.type = 'button';
      h.className = 'quiet';
      h.textContent = 'Hint';
      h.addEventListener('click', hint);
      parts.push(' ', h);
    }
    setStatus(parts);
  }

  async function checkPlay() {
    const seq = ++S.seq.check;
    try {
      const r = await api('/api/check', { ...baseBody(), state: playState() });
      if (seq !== S.seq.check) return;
      S.check = r;
      drawMarks();
      renderProblems();
      renderClues();
      if (r.status === 'solved') setStatus('Solved! Every rule holds.', 'good');
      else if (r.status === 'broken') setStatus(r.problems.length === 1 ? 'This breaks a rule:' : `This breaks ${r.problems.length} rules:`, 'bad');
      else setStatus('No rule broken so far. Keep going.');
    } catch (e) {
      if (seq === S.seq.check) setStatus(e.message, 'bad');
    }
  }

  // ---- hints ------------------------------------------------------------------------

  // A hint is one move the player can make (POST /api/hint): the first
  // fact of the explanation (from the player's board when the kind reads
  // it) that changes the player's board, said with its reason in the
  // player's coordinates (rows and columns from 1); only that move is
  // highlighted, and "Apply the hint" makes only that move.
  async function hint() {
    if (!S.read) return;
    if (S.check && S.check.status === 'broken') {
      setStatus('Mend the broken rules first: a hint starts from a board that breaks none.', 'bad');
      return;
    }
    if (!S.read.board) {
      setStatus('Hints are not offered for this kind: it is not drawn on a board.', 'bad');
      return;
    }
    setStatus('Looking for the next move…', 'busy');
    const seq = ++S.seq.hint;
    try {
      const r = await api('/api/hint', { ...baseBody(), state: playState() });
      if (seq !== S.seq.hint) return;
      if (r.status !== 'hint') {
        S.hint = null;
        S.highlight = null;
        setStatus(r.text, r.status === 'solved' ? 'good' : r.status === 'unsatisfiable' ? 'bad' : '');
      } else {
        S.hint = r;
        S.highlight = r.board;
        setStatus([`Hint (${fmt(r.ms)} ms):`, pill((r.clues || []).length === 0 ? 'from the rules' : plural(r.clues.length, 'clue'))]);
      }
      drawMarks();
      renderClues();
      renderSteps();
    } catch (e) {
      if (seq === S.seq.hint) setStatus(e.message, 'bad');
    }
  }

  // hintAdds reports whether applying the hint changes the player's board.
  function hintAdds() {
    return !!(S.hint && S.hint.move);
  }

  // applyHint makes the hint's one move on the player's board.
  function applyHint() {
    if (!hintAdds()) return;
    const m = S.hint.move;
    for (const e of m.edges || []) setEdge(e.from, e.to, Math.max(e.count, (S.play.edges.get(edgeKey(e.from, e.to)) || { count: 0 }).count));
    for (const l of m.lines || []) setLine(l.from, l.to, l.cross ? 2 : 1);
    for (const rm of m.rooms || []) addRoom(rm);
    for (const c of m.cells || []) setCell(c.cell, c.value);
    S.hint = null;
    playChanged();
    renderSteps();
  }

  // ---- solving --------------------------------------------------------------

  async function solve(extra) {
    if (!S.read) return;
    const seq = ++S.seq.solve;
    const body = { ...baseBody(), unique: true, ...(extra || {}) };
    setStatus('Solving…', 'busy');
    try {
      const r = await api('/api/solve', body);
      if (seq !== S.seq.solve) return null;
      S.solved = r;
      S.mode = 'solution';
      S.second = false;
      S.highlight = null;
      renderAll();
      setStatus(solveStatus(r), r.result.status === 'solved' ? 'good' : 'bad');
      return r;
    } catch (e) {
      if (seq === S.seq.solve) setStatus(e.message, 'bad');
      return null;
    }
  }

  function solveStatus(r) {
    const res = r.result;
    const st = res.stats || {};
    const parts = [];
    if (res.status === 'solved') {
      parts.push('Solved');
      if (res.unique === true) parts.push(pill('unique', 'yes'));
      if (res.unique === false) parts.push(pill('not unique: there is a second solution', 'no'));
    } else if (res.status === 'unsatisfiable') {
      parts.push('No solution' + (st.reason ? ': ' + st.reason : ''));
    } else {
      parts.push(`Gave up at the time limit (${(S.meta.limits.timeout_ms / 1000).toFixed(0)} s)`);
    }
    parts.push(pill(`${fmt(st.time_ms)} ms solving, ${fmt(r.ms)} ms in all`));
    parts.push(pill(`${st.vars} variables, ${st.clauses} clauses`));
    parts.push(pill(`solver ${st.solver}`));
    return parts;
  }

  // conflictWords: why a puzzle has no solution, the kind's counting
  // reason (puzzle.Reasoner) first, then the clues that clash.
  function conflictWords(ex) {
    const c = ex.conflict;
    if (!c) return '';
    return (c.reason ? c.reason.charAt(0).toUpperCase() + c.reason.slice(1) + '. ' : '') + c.text;
  }

  function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
  }

  function fmt(ms) {
    if (ms === undefined || ms === null) return '?';
    return ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0);
  }

  function setMode(mode) {
    if (!S.read) return;
    if (mode === 'solution' && !S.solved) {
      reveal();
      return;
    }
    if (mode === 'explain' && !S.explanation) {
      explainAll();
      return;
    }
    S.mode = mode;
    S.second = false;
    S.highlight = null;
    S.hint = null;
    renderAll();
    if (mode === 'play') {
      if (S.check) checkPlay();
      else setStatus(playIntro());
    } else if (mode === 'explain') {
      setStatus(explainStatus(S.explanation));
    } else {
      setStatus(solveStatus(S.solved), S.solved.result.status === 'solved' ? 'good' : 'bad');
    }
  }

  // ---- explanations ---------------------------------------------------

  // fetchExplanation gets the puzzle's whole explanation with its boards
  // (before the first step and after each).
  async function fetchExplanation() {
    const r = await api('/api/explain', { ...baseBody(), boards: true, one_based: true });
    S.explanation = r.explanation;
    S.boards = r.boards || null;
    S.explanation.ms = r.ms;
    S.step = Math.min(1, S.explanation.steps.length);
  }

  async function explainAll() {
    if (!S.read) return;
    setStatus('Explaining…', 'busy');
    try {
      await fetchExplanation();
      setMode('explain');
    } catch (e) {
      setStatus(e.message, 'bad');
    }
  }

  function explainStatus(ex) {
    const d = ex.difficulty || {};
    const parts = [];
    const what = { solved: 'Explained', 'not unique': 'Several solutions', unsatisfiable: 'No solution', stuck: 'Stopped at the time limit' }[ex.status] || ex.status;
    parts.push(what);
    parts.push(pill(plural(ex.steps.length, 'step')));
    if (d.one_clue !== undefined && ex.steps.length) parts.push(pill(`${Math.round(d.one_clue * 100)}% use at most one clue`));
    if (d.largest) parts.push(pill(`largest step: ${plural(d.largest, 'premise')}`));
    parts.push(pill(`${fmt(ex.ms)} ms`));
    return parts;
  }

  function goStep(n) {
    if (!S.explanation) return;
    S.step = Math.max(0, Math.min(S.explanation.steps.length, n));
    renderBoard();
    renderClues();
    renderSteps();
  }

  function renderSteps() {
    const box = $('steps');
    const explaining = S.mode === 'explain' && S.explanation;
    const hinting = S.mode === 'play' && S.hint;
    box.hidden = !explaining && !hinting;
    $('step-prev').hidden = !explaining;
    $('step-next').hidden = !explaining;
    $('hint-apply').hidden = !(hinting && hintAdds());
    $('step-note').textContent = '';
    if (explaining) {
      const ex = S.explanation;
      const n = ex.steps.length;
      $('step-prev').disabled = S.step === 0;
      $('step-next').disabled = S.step >= n;
      if (n === 0) {
        $('step-count').textContent = 'no step';
        $('step-text').textContent = explainEnd(ex);
      } else {
        $('step-count').textContent = S.step === 0 ? `before step 1 of ${n}` : `step ${S.step} of ${n}`;
        $('step-text').textContent = S.step === 0 ? 'The puzzle as given.' : ex.steps[S.step - 1].text;
        if (S.step >= n) $('step-note').textContent = explainEnd(ex);
      }
    } else if (hinting) {
      $('step-count').textContent = 'Hint: ' + S.hint.words;
      $('step-text').textContent = S.hint.text;
    } else {
      $('step-count').textContent = '';
      $('step-text').textContent = '';
    }
  }

  // explainEnd says how an explanation ends.
  function explainEnd(ex) {
    switch (ex.status) {
      case 'solved':
        return 'These steps give the whole solution.';
      case 'not unique':
        return 'Nothing more follows: the puzzle has several solutions.' + (ex.suggest ? ` One more clue makes it unique: ${ex.suggest.text}` : '');
      case 'unsatisfiable':
        return 'The puzzle has no solution. ' + conflictWords(ex);
      default:
        return 'The explanation stopped at the time limit.';
    }
  }

  // ---- encoding lab -----------------------------------------------------------

  function labOptions() {
    const box = $('lab-options');
    box.replaceChildren();
    const k = S.meta && S.meta.kinds.find((x) => x.name === S.kind);
    if (!k) return;
    for (const o of k.options || []) {
      const label = document.createElement('label');
      label.className = 'field';
      label.title = o.usage;
      const sel = document.createElement('select');
      sel.dataset.option = o.name;
      for (const v of o.values) {
        const opt = document.createElement('option');
        opt.value = v;
        opt.textContent = v === o.default ? v + ' (default)' : v;
        sel.append(opt);
      }
      sel.value = o.default;
      label.append('--' + o.name, sel);
      box.append(label);
    }
    const label = document.createElement('label');
    label.className = 'field';
    const sel = document.createElement('select');
    sel.id = 'lab-solver';
    for (const s of S.meta.solvers) {
      const opt = document.createElement('option');
      opt.value = s.name;
      opt.textContent = s.name;
      opt.title = `${s.where}${s.version ? ': ' + s.version : ''}`;
      sel.append(opt);
    }
    sel.value = S.meta.solver;
    label.append('--solver', sel);
    box.append(label);
    const ul = document.createElement('label');
    ul.className = 'field inline';
    const cb = document.createElement('input');
    cb.type = 'checkbox';
    cb.id = 'lab-unique';
    ul.append(cb, 'prove unique');
    box.append(ul);
  }

  function labSettings() {
    const set = {};
    for (const sel of $('lab-options').querySelectorAll('select[data-option]')) set[sel.dataset.option] = sel.value;
    return set;
  }

  async function labRun() {
    if (!S.read) return;
    const opts = labSettings();
    const solverName = $('lab-solver').value;
    const r = await solve({ ...opts, solver: solverName, stats: true, unique: $('lab-unique').checked });
    if (!r) return;
    const st = r.result.stats;
    const tr = $('lab-runs').tBodies[0].insertRow(0);
    const cells = [
      Object.entries(opts).map(([k, v]) => `${k}=${v}`).join(' '),
      solverName, st.vars, st.clauses, st.solves, st.conflicts,
      r.result.status === 'unknown' ? 'timeout' : fmt(st.time_ms),
    ];
    for (const c of cells) tr.insertCell().textContent = String(c);
    if (r.result.status === 'unknown') tr.cells[6].classList.add('unknown');
    const dl = $('lab-report');
    dl.replaceChildren();
    for (const it of r.report || []) {
      const dt = document.createElement('dt');
      dt.textContent = it.name;
      const dd = document.createElement('dd');
      dd.textContent = String(it.value);
      dl.append(dt, dd);
    }
  }

  async function labDIMACS() {
    if (!S.read) return;
    let r;
    try {
      r = await api('/api/encode', { kind: S.kind, puzzle: S.text, index: S.read.input.index, ...labSettings(), dimacs: true });
    } catch (e) {
      setStatus(e.message, 'bad');
      return;
    }
    const blob = new Blob([r.dimacs], { type: 'text/plain' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${S.kind}-${S.read.input.class || 'puzzle'}.cnf`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  }

  // ---- generating ---------------------------------------------------------------

  function genSetup() {
    const sel = $('gen-kind');
    sel.replaceChildren();
    for (const k of S.meta.kinds.filter((x) => x.generate)) {
      const o = document.createElement('option');
      o.value = k.name;
      o.textContent = k.label;
      sel.append(o);
    }
    $('generate-box').hidden = sel.options.length === 0;
    genFields();
  }

  // genFields are the generator's settings of the kind chosen, as
  // /api/meta lists them (generate_options): a list of values is a menu,
  // a number or a size a field within the bounds that generate in seconds.
  // A batch's settings (count, format, files, ...) are not a page's.
  const GEN_SKIP = ['seed', 'count', 'format', 'out', 'stats', 'quiet'];

  function genFields() {
    const box = $('gen-fields');
    box.replaceChildren();
    const k = S.meta.kinds.find((x) => x.name === $('gen-kind').value);
    if (!k) return;
    for (const o of k.generate_options || []) {
      if (GEN_SKIP.includes(o.name) || o.type === 'file' || o.type === 'bool') continue;
      const label = document.createElement('label');
      label.className = 'field';
      label.title = o.usage.replace(/`/g, '');
      let el;
      if ((o.values || []).length) {
        el = document.createElement('select');
        const vals = o.values.includes(o.default) ? o.values : [o.default, ...o.values];
        for (const v of vals) {
          const opt = document.createElement('option');
          opt.value = v;
          opt.textContent = v === '' ? '(default)' : v;
          el.append(opt);
        }
      } else {
        el = document.createElement('input');
        el.type = o.type === 'int' || o.type === 'uint' ? 'number' : 'text';
        const hi = o.quick > 0 && (!(o.max > 0) || o.quick < o.max) ? o.quick : o.max;
        if (el.type === 'number') {
          if (o.min !== undefined) el.min = String(o.min);
          if (hi > 0) el.max = String(hi);
        }
        el.placeholder = o.default;
      }
      el.id = 'gen-' + o.name;
      el.dataset.gen = o.name;
      el.value = o.default;
      label.append(o.name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()), el);
      box.append(label);
    }
  }

  async function generate() {
    const kind = $('gen-kind').value;
    const body = { kind, seed: $('gen-seed').value || '1' };
    for (const el of $('gen-fields').querySelectorAll('[data-gen]')) if (el.value.trim() !== '') body[el.dataset.gen] = el.value.trim();
    $('gen-info').textContent = 'Generating…';
    try {
      const r = await api('/api/generate', body);
      $('gen-info').textContent = `Seed ${r.seed}, graded ${r.grade}, ${fmt(r.ms)} ms.`;
      $('puzzle').value = r.puzzle;
      $('example').value = '';
      $('kind').value = r.kind;
      S.kindChosen = false;
      await readPuzzle();
    } catch (e) {
      $('gen-info').textContent = e.message;
    }
  }

  // ---- wiring -------------------------------------------------------------------

  function pickExample() {
    const id = $('example').value;
    const ex = S.meta && S.meta.examples.find((e) => e.id === id);
    if (!ex) return;
    $('puzzle').value = ex.text;
    $('kind').value = ex.kind;
    S.kindChosen = false;
    S.wantIndex = ex.index || 0;
    readPuzzle();
  }

  function setupDrop() {
    const zone = $('drop');
    const stop = (ev) => {
      ev.preventDefault();
      ev.stopPropagation();
    };
    for (const t of ['dragenter', 'dragover']) zone.addEventListener(t, (ev) => { stop(ev); zone.classList.add('over'); });
    zone.addEventListener('dragleave', (ev) => { stop(ev); zone.classList.remove('over'); });
    zone.addEventListener('drop', async (ev) => {
      stop(ev);
      zone.classList.remove('over');
      const f = ev.dataTransfer.files[0];
      if (!f) return;
      if (f.size > S.meta.limits.body_bytes) {
        showError(new Error(`${f.name}: ${f.size} bytes, more than the server takes (${S.meta.limits.body_bytes})`));
        return;
      }
      $('puzzle').value = await f.text();
      $('example').value = '';
      if (!S.kindChosen) $('kind').value = 'auto';
      readPuzzle();
    });
  }

  async function start() {
    // Typing or pasting one's own puzzle hands the kind to detection,
    // unless the player chose the kind in the selector themselves (a
    // text grid can be read by several genres).
    $('puzzle').addEventListener('input', () => {
      $('example').value = '';
      if (!S.kindChosen) $('kind').value = 'auto';
      scheduleRead();
    });
    $('kind').addEventListener('change', () => {
      S.kindChosen = $('kind').value !== 'auto';
      readPuzzle();
    });
    $('index').addEventListener('change', () => {
      S.wantIndex = Number($('index').value);
      readPuzzle();
    });
    $('example').addEventListener('change', pickExample);
    $('solve').addEventListener('click', reveal);
    $('second').addEventListener('click', () => {
      S.second = !S.second;
      renderAll();
    });
    $('reset').addEventListener('click', () => {
      S.play = newPlay();
      S.check = null;
      S.highlight = null;
      S.hint = null;
      S.mode = 'play';
      if (S.read) remember();
      save();
      renderAll();
      if (S.read) setStatus(playIntro());
    });
    $('undo').addEventListener('click', () => undo(-1));
    $('redo').addEventListener('click', () => undo(1));
    $('mode-play').addEventListener('click', () => setMode('play'));
    $('mode-solution').addEventListener('click', () => setMode('solution'));
    $('mode-explain').addEventListener('click', () => setMode('explain'));
    $('hint').addEventListener('click', hint);
    $('hint-apply').addEventListener('click', applyHint);
    $('step-prev').addEventListener('click', () => goStep(S.step - 1));
    $('step-next').addEventListener('click', () => goStep(S.step + 1));
    document.addEventListener('keydown', (ev) => {
      const typing = ev.target.closest('textarea, input, select');
      if (!typing && (ev.ctrlKey || ev.metaKey) && !ev.altKey && ['z', 'y'].includes(ev.key.toLowerCase())) {
        ev.preventDefault();
        undo(ev.key.toLowerCase() === 'y' || ev.shiftKey ? 1 : -1);
        return;
      }
      if (cellsKey(ev)) {
        ev.preventDefault();
        return;
      }
      if (S.mode !== 'explain' || ev.target.closest('textarea, input, select')) return;
      if (ev.key === 'ArrowRight') goStep(S.step + 1);
      if (ev.key === 'ArrowLeft') goStep(S.step - 1);
    });
    $('lab-run').addEventListener('click', labRun);
    $('lab-dimacs').addEventListener('click', labDIMACS);
    $('gen-go').addEventListener('click', generate);
    $('gen-kind').addEventListener('change', genFields);
    $('gen-random').addEventListener('click', () => {
      $('gen-seed').value = String(Math.floor(Math.random() * 1e6));
    });
    setupDrop();
    $('stop').addEventListener('click', stopCalls);
    $('copy-link').addEventListener('click', copyLink);
    window.addEventListener('hashchange', openLinked);
    if (STATIC) {
      startEngine();
      $('static-note').hidden = false;
      $('served-note').hidden = true;
      $('api-note').hidden = true;
      if ('serviceWorker' in navigator) navigator.serviceWorker.register('sw.js').catch(() => {});
    }
    // The page comes with what the script needs first (the server's
    // offer and the opening board read): no request before it is playable.
    const boot = JSON.parse($('boot').textContent);
    S.meta = boot.meta;
    genSetup();
    const ex = S.meta.examples.find((e) => e.id === $('example').value);
    if (ex) $('kind').value = ex.kind;
    // A saved game opens where the player was: the same permalink, or
    // the page's bare address.
    const saved = loadSaved();
    if (saved && (saved.link === location.href || (!linkedPuzzle() && saved.link && location.hash === ''))) {
      await openSaved(saved);
    } else if (linkedPuzzle()) {
      if (!openLinked()) await readPuzzle(); // the browser kept the linked text
    } else if (ex && $('puzzle').value === ex.text) showRead(boot.read, ex.text);
    else await readPuzzle(); // the browser kept an edited text
    document.body.dataset.readyAt = String(performance.now());
    document.body.dataset.ready = 'true';
  }

  // The setter's editor (editor.js, loaded after this script) works
  // through these: the same transport, state and drawing.
  window.puzzlesatPage = { S, api, baseBody, showRead, renderAll, setStatus, pill, kindMeta, cellAt, spotEl, kindTitle };

  start();
})();
