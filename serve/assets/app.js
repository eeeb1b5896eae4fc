// puzzlesat serve: the page's script. Plain JavaScript, no framework, no
// other origin. Every user string reaches the page through textContent;
// the boards are the server's SVG renderers' pictures, with the player's
// marks drawn on top.
'use strict';
(() => {
  const $ = (id) => document.getElementById(id);
  const SVGNS = 'http://www.w3.org/2000/svg';
  const ROOM_FILLS = ['#fde2e4', '#e2ece9', '#dfe7fd', '#fff1c1', '#e9dff5', '#d7f0f7', '#fbe7c6', '#e4f5d4'];

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
    explained: new Map(),
    seq: { read: 0, check: 0, solve: 0 },
    model: null, // the Hashi neighbour graph of S.read
  };

  function newPlay() {
    return { bridges: new Map(), rooms: [], marks: new Map() };
  }

  // ---- talking to the server -------------------------------------------

  async function api(path, body) {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    let data;
    try {
      data = await res.json();
    } catch (e) {
      data = { error: res.status + ' ' + res.statusText };
    }
    if (!res.ok) {
      const err = new Error(data.error || res.statusText);
      err.info = data;
      err.status = res.status;
      throw err;
    }
    return data;
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
      $('board').classList.add('stale');
    }
  }

  // showRead puts a read answer on the board, for text.
  function showRead(r, text) {
    showError(null);
    Object.assign(S, {
      read: r, text, kind: r.input.kind, solved: null, mode: 'play', second: false,
      play: newPlay(), check: null, highlight: null, explanation: null, boards: null, step: 0, hint: null, model: null,
    });
    if (moves().edges) S.model = hashiModel(r.board);
    $('board').classList.remove('stale');
    updateInfo();
    updatePick();
    labOptions();
    renderAll();
    setStatus(playIntro());
  }

  function updateInfo() {
    const i = S.read.input;
    const el = $('input-info');
    el.replaceChildren();
    const b = document.createElement('b');
    b.textContent = kindTitle(i.kind);
    el.append('Read as ', b, ` (${i.format}): ${i.summary}`);
  }

  function kindTitle(name) {
    return { hashi: 'Hashi', shikaku: 'Shikaku', zebra: 'zebra' }[name] || name;
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

  function playIntro() {
    switch (S.kind) {
      case 'hashi':
        return `Click between two islands to add a bridge (up to ${S.model.M}); click again to add more, then to remove them. Shift-click or right-click counts down.`;
      case 'shikaku':
        return 'Drag across the grid to draw a room; click a room to remove it.';
      default:
        return 'Click a cell of the grid: once for yes (✓), twice for no (✗), three times to clear it.';
    }
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
    $('second').hidden = !(sol && sol.unique === false && S.mode === 'solution');
    $('second').textContent = S.second ? 'First solution' : 'Second solution';
    $('hint').hidden = !(S.meta && S.meta.explain) || S.mode !== 'play';
    renderSteps();
  }

  // B is the board drawn: the SVG (or zebra tables) built once per
  // puzzle, mode and solution, and the layers drawMarks redraws in place
  // (so that a click is never lost to a board replaced under it).
  let B = null;

  function renderBoard() {
    const el = $('board');
    el.className = 'board ' + S.kind + (S.mode === 'play' ? ' playable' : '');
    el.replaceChildren();
    if (!S.read.board || moves().cells) {
      B = zebraBoard();
      el.append(B.root);
    } else {
      let board = S.read.board;
      if (S.mode === 'solution' && S.solved && S.solved.board) board = S.second && S.solved.second_board ? S.solved.second_board : S.solved.board;
      if (S.mode === 'explain' && S.boards && S.boards[S.step]) {
        // The server's board of the step: what is known, the step's
        // facts and clues highlighted; nothing is drawn over it.
        const svg = boardSVG(S.boards[S.step]);
        el.append(svg);
        B = { root: svg, stepBoard: true };
        return;
      }
      const svg = boardSVG(board);
      el.append(svg);
      // A board with no moves the page knows is drawn only.
      B = moves().edges ? hashiBoard(svg) : moves().rooms ? shikakuBoard(svg) : { root: svg, stepBoard: true };
    }
    drawMarks();
  }

  function drawMarks() {
    if (!B || B.stepBoard) return;
    if (B.svg && moves().edges) hashiMarks();
    else if (B.svg) shikakuMarks();
    else zebraMarks();
  }

  // moves are what a player may do on the board read (board.Moves):
  // "edges" (lines between circles), "rooms", "cells" (values).
  function moves() {
    return (S.read && S.read.board && S.read.board.moves) || {};
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
    const mark = (c, x, y, size) => {
      const col = CLASS_COLOUR[c.class] || 'black';
      if (c.mark === 'box') return svgEl('rect', { x: x + 3, y: y + 3, width: size - 6, height: size - 6, fill: 'none', stroke: col, 'stroke-width': 3 });
      if (c.mark === 'cross') return svgEl('path', { d: `M${x + 6} ${y + 6}L${x + 12} ${y + 12}M${x + 12} ${y + 6}L${x + 6} ${y + 12}`, stroke: col, 'stroke-width': 2 });
      if (c.mark === 'dot') return svgEl('circle', { cx: x + size / 2, cy: y + size / 2, r: size / 6, fill: col });
      return null;
    };
    if (b.grid === 'dots') {
      const cell = 40;
      const margin = 20;
      const W = b.cols * cell + 2 * margin;
      const H = b.rows * cell + 2 * margin;
      const cx = (c) => margin + c * cell + cell / 2;
      const cy = (r) => margin + r * cell + cell / 2;
      const svg = sized(W, H);
      svg.append(svgEl('rect', { width: W, height: H, fill: 'white' }));
      for (const c of cells) if (c.fill || c.shade) svg.append(svgEl('rect', { x: margin + c.at[1] * cell, y: margin + c.at[0] * cell, width: cell, height: cell, fill: fill(c) }));
      const grid = [];
      for (let r = 0; r < b.rows; r++) grid.push(svgEl('line', { x1: cx(0), y1: cy(r), x2: cx(b.cols - 1), y2: cy(r) }));
      for (let c = 0; c < b.cols; c++) grid.push(svgEl('line', { x1: cx(c), y1: cy(0), x2: cx(c), y2: cy(b.rows - 1) }));
      svg.append(group({ stroke: '#e4e4ec', 'stroke-width': 1 }, grid));
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
        const x = cx(c.at[1]);
        const y = cy(c.at[0]);
        if (c.circle) {
          const col = CLASS_COLOUR[c.class];
          top.push(svgEl('circle', { cx: x, cy: y, r: 14, fill: 'white', stroke: col || 'black', 'stroke-width': col ? 4 : 2 }));
        } else if (c.mark) top.push(mark(c, x - cell / 2, y - cell / 2, cell));
        if (c.text) top.push(text({ x, y }, c.text));
      }
      svg.append(group({ 'font-family': 'sans-serif', 'font-size': 16, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, top));
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
    const ts = [];
    for (const c of cells) {
      const x = c.at[1] * cell + cell / 2;
      const y = c.at[0] * cell + cell / 2;
      if (CLASS_COLOUR[c.class] || c.circle) ts.push(svgEl('circle', { cx: x, cy: y, r: 13, fill: 'none', stroke: CLASS_COLOUR[c.class] || 'black', 'stroke-width': 3 }));
      if (c.text) ts.push(text({ x, y }, c.text));
    }
    g.append(group({ 'font-family': 'sans-serif', 'font-size': 16, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: 'black' }, ts));
    return svg;
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
    const cited = new Set(((S.highlight && S.highlight.clues) || []).map((c) => c.clue));
    clues.forEach((t, i) => {
      const li = document.createElement('li');
      li.textContent = t;
      if (broken.has(i + 1)) li.classList.add('broken');
      if (cited.has(i + 1)) li.classList.add('cited');
      list.append(li);
    });
  }

  // ---- Hashi --------------------------------------------------------------

  // hashiModel is the neighbour graph of a board whose moves are edges:
  // its circles, and an edge joins two circles with nothing between them
  // in a row or a column. A circle's clue is its number (null: "?").
  function hashiModel(board) {
    const islands = (board.cells || []).filter((c) => c.circle).map((c) => ({ row: c.at[0], col: c.at[1], clue: /^[0-9]+$/.test(c.text || '') ? Number(c.text) : null }));
    const at = new Map(islands.map((is, i) => [is.row + ',' + is.col, i]));
    const edges = [];
    islands.forEach((is, a) => {
      for (const [dr, dc] of [[0, 1], [1, 0]]) {
        for (let r = is.row + dr, c = is.col + dc; r < board.rows && c < board.cols; r += dr, c += dc) {
          const b = at.get(r + ',' + c);
          if (b !== undefined) {
            edges.push({ a, b, key: a + '-' + b });
            break;
          }
        }
      }
    });
    return { islands, edges, at, byKey: new Map(edges.map((e) => [e.key, e])), M: board.moves.edges.max || 2 };
  }

  function edgeKey(from, to) {
    const a = S.model.at.get(from[0] + ',' + from[1]);
    const b = S.model.at.get(to[0] + ',' + to[1]);
    return a < b ? a + '-' + b : b + '-' + a;
  }

  // hashiBoard reads the islands' centres from the renderer's circles,
  // drawn in the order of the puzzle's islands, and adds the layers: under
  // the bridges (highlights), the player's bridges, over the islands
  // (rings).
  function hashiBoard(svg) {
    // The centres come from the board's geometry (boardSVG's "dots"
    // lattice), not from the order of the picture's circles.
    const circles = svg.querySelectorAll('circle');
    const cell = 40;
    const pos = S.model.islands.map((is) => [20 + is.col * cell + cell / 2, 20 + is.row * cell + cell / 2]);
    const rad = 14;
    // The layers take no pointer events: a click's target is always a
    // part of the renderer's picture, never a mark redrawn under it.
    const layer = () => svgEl('g', {}, 'layer');
    const b = { root: svg, svg, pos, rad, cell, under: layer(), hover: layer(), bridges: layer(), over: layer() };
    const islandLayer = circles.length ? circles[0].parentNode : null;
    svg.insertBefore(b.under, svg.firstElementChild ? svg.firstElementChild.nextSibling : null);
    svg.insertBefore(b.hover, b.under.nextSibling);
    svg.insertBefore(b.bridges, islandLayer);
    svg.append(b.over);
    if (S.mode === 'play') hashiInteract(b);
    return b;
  }

  function hashiLine(a, b, off, cls) {
    const [x1, y1] = B.pos[a];
    const [x2, y2] = B.pos[b];
    const hor = y1 === y2;
    return svgEl('line', hor ? { x1, y1: y1 + off, x2, y2: y2 + off } : { x1: x1 + off, y1, x2: x2 + off, y2 }, cls);
  }

  function hashiMarks() {
    B.under.replaceChildren();
    B.bridges.replaceChildren();
    B.over.replaceChildren();
    const ring = (rc, cls) => {
      const i = S.model.at.get(rc[0] + ',' + rc[1]);
      if (i !== undefined) B.over.append(svgEl('circle', { cx: B.pos[i][0], cy: B.pos[i][1], r: B.rad + 4 }, cls));
    };
    const edgeOf = (f) => f.from && S.model.byKey.get(edgeKey(f.from, f.to));
    if (S.mode === 'play') {
      for (const e of S.model.edges) {
        const k = S.play.bridges.get(e.key) || 0;
        for (let j = 0; j < k; j++) B.bridges.append(hashiLine(e.a, e.b, (j - (k - 1) / 2) * 6, 'play-bridge'));
      }
      if (S.check) for (const p of S.check.problems) for (const rc of p.cells || []) ring(rc, 'bad-ring');
    }
    if (S.mode === 'explain') {
      // What the steps so far know: each edge's range; its lower end
      // drawn, dashed while more may come.
      for (const [key, [lo, hi]] of explainedRanges()) {
        const e = S.model.byKey.get(key);
        for (let j = 0; j < lo; j++) B.bridges.append(hashiLine(e.a, e.b, (j - (lo - 1) / 2) * 6, lo < hi ? 'known-bridge open' : 'known-bridge'));
        if (hi === 0) B.under.append(hashiLine(e.a, e.b, 0, 'no-edge'));
      }
    }
    if (S.mode === 'solution' && S.second && S.solved) {
      const r = S.solved.result;
      const count = (list) => new Map((list || []).map((x) => [edgeKey(x.from, x.to), x.count]));
      const first = count(r.bridges);
      const second = count(r.stats.second);
      for (const e of S.model.edges) {
        if ((first.get(e.key) || 0) !== (second.get(e.key) || 0)) B.under.append(hashiLine(e.a, e.b, 0, 'diff-edge'));
      }
    }
    const h = S.highlight;
    if (h) {
      for (const f of h.given || []) {
        const e = edgeOf(f);
        if (e) B.under.append(hashiLine(e.a, e.b, 0, 'given-edge'));
      }
      for (const f of h.facts || []) {
        const e = edgeOf(f);
        if (e) B.under.append(hashiLine(e.a, e.b, 0, 'hint-edge'));
      }
      for (const c of h.clues || []) if (c.island) ring(c.island, 'hint-ring');
      for (const f of h.bad || []) {
        const e = edgeOf(f);
        if (e) B.under.append(hashiLine(e.a, e.b, 0, 'bad-edge'));
      }
    }
  }

  // explainedRanges is each edge's range of bridges after the steps shown.
  function explainedRanges() {
    const out = new Map();
    for (const f of explainedFacts()) {
      const key = edgeKey(f.from, f.to);
      const [lo, hi] = out.get(key) || [0, S.model.M];
      out.set(key, [Math.max(lo, f.min), Math.min(hi, f.max)]);
    }
    return out;
  }

  // explainedFacts are the facts of the explanation's steps up to the one
  // shown.
  function explainedFacts() {
    const out = [];
    if (!S.explanation) return out;
    for (const st of S.explanation.steps.slice(0, S.step)) out.push(...st.facts);
    return out;
  }

  function hashiInteract(b) {
    const nearest = (pt) => {
      let best = null;
      let bestD = b.cell * 0.4;
      for (const e of S.model.edges) {
        const [x1, y1] = b.pos[e.a];
        const [x2, y2] = b.pos[e.b];
        const len = Math.hypot(x2 - x1, y2 - y1);
        const t = ((pt.x - x1) * (x2 - x1) + (pt.y - y1) * (y2 - y1)) / (len * len);
        if (t * len < b.rad * 0.6 || (1 - t) * len < b.rad * 0.6) continue;
        const d = Math.hypot(pt.x - (x1 + t * (x2 - x1)), pt.y - (y1 + t * (y2 - y1)));
        if (d < bestD) {
          bestD = d;
          best = e;
        }
      }
      return best;
    };
    b.svg.addEventListener('pointermove', (ev) => {
      const e = nearest(toLocal(b.svg, ev));
      b.hover.replaceChildren();
      if (e) b.hover.append(hashiLine(e.a, e.b, 0, 'hover-edge'));
    });
    b.svg.addEventListener('pointerleave', () => b.hover.replaceChildren());
    const bump = (ev, dir) => {
      const e = nearest(toLocal(b.svg, ev));
      if (!e) return;
      const M = S.model.M;
      const k = S.play.bridges.get(e.key) || 0;
      const next = (k + dir + M + 1) % (M + 1);
      if (next === 0) S.play.bridges.delete(e.key);
      else S.play.bridges.set(e.key, next);
      playChanged();
    };
    b.svg.addEventListener('click', (ev) => bump(ev, ev.shiftKey ? -1 : 1));
    b.svg.addEventListener('contextmenu', (ev) => {
      ev.preventDefault();
      bump(ev, -1);
    });
  }

  function hashiState() {
    const bridges = [];
    for (const [key, count] of S.play.bridges) {
      const [a, b] = key.split('-').map(Number);
      const ia = S.model.islands[a];
      const ib = S.model.islands[b];
      bridges.push({ from: [ia.row, ia.col], to: [ib.row, ib.col], count });
    }
    return { bridges };
  }

  // ---- Shikaku --------------------------------------------------------------

  // shikakuBoard finds the renderer's grid group and its cell size (the
  // outline rectangle is the grid's width in cells) and adds a layer for
  // the rooms and marks under the clues.
  function shikakuBoard(svg) {
    const g = svg.querySelector('g[transform]');
    const outline = g.querySelector('g[fill="none"]').lastElementChild;
    const cell = Number(outline.getAttribute('width')) / S.read.puzzle.width;
    const b = { root: svg, svg, g, cell, layer: svgEl('g', {}, 'layer'), preview: svgEl('g', {}, 'layer') };
    g.insertBefore(b.layer, g.lastElementChild);
    g.insertBefore(b.preview, g.lastElementChild);
    if (S.mode === 'play') shikakuInteract(b);
    return b;
  }

  function shikakuRect(rm, cls, fill) {
    const r = svgEl('rect', { x: rm.col * B.cell, y: rm.row * B.cell, width: rm.width * B.cell, height: rm.height * B.cell }, cls);
    if (fill) r.setAttribute('fill', fill);
    return r;
  }

  function shikakuMarks() {
    const layer = B.layer;
    layer.replaceChildren();
    const cellRect = (rc, cls, fill) => shikakuRect({ row: rc[0], col: rc[1], width: 1, height: 1 }, cls, fill);
    if (S.mode === 'play') {
      S.play.rooms.forEach((rm, i) => layer.append(shikakuRect(rm, 'play-room', ROOM_FILLS[i % ROOM_FILLS.length])));
      if (S.check) for (const p of S.check.problems) for (const rc of p.cells || []) layer.append(cellRect(rc, 'bad-cell'));
    }
    if (S.mode === 'explain') {
      // A cell whose room is known takes the colour of its clue.
      const clueIndex = new Map(S.read.puzzle.clues.map((c, i) => [c.row + ',' + c.col, i]));
      for (const f of explainedFacts()) {
        if (!f.holds) continue;
        const i = clueIndex.get(f.clue[0] + ',' + f.clue[1]);
        layer.append(cellRect(f.cell, 'known-cell', ROOM_FILLS[i % ROOM_FILLS.length]));
      }
    }
    if (S.mode === 'solution' && S.second && S.solved) {
      const r = S.solved.result;
      const key = (rm) => [rm.row, rm.col, rm.width, rm.height].join(',');
      const first = new Set(r.rooms.map(key));
      for (const rm of r.stats.second || []) if (!first.has(key(rm))) layer.append(shikakuRect(rm, 'diff-room'));
    }
    const h = S.highlight;
    if (h) {
      for (const f of h.given || []) layer.append(cellRect(f.cell, f.holds ? 'given-cell' : 'given-cell not'));
      for (const f of h.facts || []) layer.append(cellRect(f.cell, f.holds ? 'hint-cell' : 'hint-cell not'));
      for (const c of h.clues || []) if (c.clue) layer.append(cellRect(c.clue, 'hint-clue'));
    }
  }

  function shikakuInteract(b) {
    const W = S.read.puzzle.width;
    const H = S.read.puzzle.height;
    const cellAt = (ev) => {
      const p = toLocal(b.g, ev);
      return [Math.max(0, Math.min(H - 1, Math.floor(p.y / b.cell))), Math.max(0, Math.min(W - 1, Math.floor(p.x / b.cell)))];
    };
    const span = (a, c) => ({
      row: Math.min(a[0], c[0]), col: Math.min(a[1], c[1]),
      height: Math.abs(a[0] - c[0]) + 1, width: Math.abs(a[1] - c[1]) + 1,
    });
    let start = null;
    b.svg.addEventListener('pointerdown', (ev) => {
      if (ev.button !== 0) return;
      start = cellAt(ev);
      b.svg.setPointerCapture(ev.pointerId);
      b.preview.replaceChildren(shikakuRect(span(start, start), 'preview-room'));
    });
    b.svg.addEventListener('pointermove', (ev) => {
      if (start) b.preview.replaceChildren(shikakuRect(span(start, cellAt(ev)), 'preview-room'));
    });
    b.svg.addEventListener('pointerup', (ev) => {
      if (!start) return;
      const end = cellAt(ev);
      const s = span(start, end);
      start = null;
      b.preview.replaceChildren();
      const inside = (rm, r, c) => r >= rm.row && r < rm.row + rm.height && c >= rm.col && c < rm.col + rm.width;
      const overlaps = (x, y) => x.row < y.row + y.height && y.row < x.row + x.height && x.col < y.col + y.width && y.col < x.col + x.width;
      const hit = S.play.rooms.findIndex((rm) => inside(rm, end[0], end[1]));
      if (s.width === 1 && s.height === 1 && hit >= 0) {
        S.play.rooms.splice(hit, 1);
      } else {
        S.play.rooms = S.play.rooms.filter((rm) => !overlaps(rm, s));
        S.play.rooms.push(s);
      }
      playChanged();
    });
  }

  // ---- zebra ----------------------------------------------------------------

  // zebraBoard builds the two tables: the solution table (categories by
  // houses, filled as far as known) and the grid of marks (each value by
  // house: yes, no or blank), and keeps their cells for zebraMarks.
  function zebraBoard() {
    const p = S.read.puzzle;
    const root = document.createElement('div');
    root.className = 'zebra';
    const b = { root, table: [], cells: [] };
    root.append(zebraTable(p, b), zebraGrid(p, b));
    return b;
  }

  // zebraShown is the solution shown: rows[h][1 + c] = value (null: the
  // player's marks are shown).
  function zebraShown(i) {
    if (S.mode !== 'solution' || !S.solved) return null;
    const r = S.solved.result;
    if (i === undefined) i = S.second ? 1 : 0;
    if (r.solutions && r.solutions[i]) return r.solutions[i].rows;
    return i === 0 ? r.rows || null : null;
  }

  // zebraMark is true, false or undefined for value v of category c in
  // house h: from the solution shown, or from the player's marks.
  function zebraMark(c, v, h, sol) {
    if (sol) return sol[h][1 + c] === S.read.puzzle.categories[c].values[v];
    if (S.mode === 'explain') return S.explained.get(c + '|' + v + '|' + h);
    return S.play.marks.get(c + '|' + v + '|' + h);
  }

  function zebraTable(p, b) {
    const t = document.createElement('table');
    t.className = 'solution-table';
    const head = t.createTHead().insertRow();
    const corner = document.createElement('th');
    corner.textContent = p.positions.name;
    head.append(corner);
    for (const v of p.positions.values) {
      const th = document.createElement('th');
      th.textContent = v;
      head.append(th);
    }
    const body = t.createTBody();
    p.categories.forEach((cat, c) => {
      const tr = body.insertRow();
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = cat.name;
      tr.append(th);
      b.table[c] = p.positions.values.map(() => tr.insertCell());
    });
    return t;
  }

  // zebraGrid is one small table per category: its values by houses.
  function zebraGrid(p, b) {
    const n = p.positions.values.length;
    const wrap = document.createElement('div');
    wrap.className = 'grids' + (S.mode === 'play' ? '' : ' readonly');
    p.categories.forEach((cat, c) => {
      const t = document.createElement('table');
      t.className = 'marks';
      const cap = t.createCaption();
      cap.textContent = cat.name;
      const head = t.createTHead().insertRow();
      const corner = document.createElement('th');
      corner.textContent = p.positions.name;
      head.append(corner);
      for (const v of p.positions.values) {
        const th = document.createElement('th');
        th.textContent = v;
        head.append(th);
      }
      const body = t.createTBody();
      b.cells[c] = cat.values.map((v, vi) => {
        const tr = body.insertRow();
        const rh = document.createElement('th');
        rh.scope = 'row';
        rh.textContent = v;
        tr.append(rh);
        const row = [];
        for (let h = 0; h < n; h++) {
          const td = tr.insertCell();
          td.dataset.c = c;
          td.dataset.v = vi;
          td.dataset.h = h;
          td.title = `${v} in ${p.positions.name.toLowerCase()} ${p.positions.values[h]}?`;
          row.push(td);
        }
        return row;
      });
      wrap.append(t);
    });
    if (S.mode === 'play') {
      wrap.addEventListener('click', (ev) => {
        const td = ev.target.closest('td');
        if (!td || td.dataset.c === undefined) return;
        const key = td.dataset.c + '|' + td.dataset.v + '|' + td.dataset.h;
        const m = S.play.marks.get(key);
        if (m === undefined) S.play.marks.set(key, true);
        else if (m === true) S.play.marks.set(key, false);
        else S.play.marks.delete(key);
        playChanged();
      });
    }
    return wrap;
  }

  function zebraMarks() {
    const p = S.read.puzzle;
    const n = p.positions.values.length;
    const sol = zebraShown();
    const other = S.second ? zebraShown(0) : null;
    const bad = new Set();
    if (S.mode === 'play' && S.check) {
      for (const pr of S.check.problems) {
        for (const rc of pr.cells || []) {
          const ref = gridRef(rc[0]);
          if (ref) bad.add(p.categories[ref[0]].name + '|' + p.categories[ref[0]].values[ref[1]] + '|' + (rc[1] + 1));
        }
      }
    }
    const hinted = new Set();
    const given = new Set();
    if (S.highlight) {
      for (const f of S.highlight.facts || []) if (f.category) hinted.add(f.category + '|' + f.value + '|' + f.house);
      for (const f of S.highlight.given || []) if (f.category) given.add(f.category + '|' + f.value + '|' + f.house);
      for (const f of S.highlight.bad || []) if (f.category) bad.add(f.category + '|' + f.value + '|' + f.house);
    }
    if (S.mode === 'explain') {
      S.explained = new Map();
      for (const f of explainedFacts()) {
        const c = p.categories.findIndex((x) => x.name === f.category);
        if (c >= 0) S.explained.set(c + '|' + p.categories[c].values.indexOf(f.value) + '|' + (f.house - 1), f.holds);
      }
    }
    p.categories.forEach((cat, c) => {
      const placed = new Array(n).fill(null);
      cat.values.forEach((v, vi) => {
        for (let h = 0; h < n; h++) {
          const td = B.cells[c][vi][h];
          const m = zebraMark(c, vi, h, sol);
          if (m === true) placed[h] = v;
          td.textContent = m === true ? '✓' : m === false && !sol ? '✗' : '';
          const key = cat.name + '|' + v + '|' + (h + 1);
          td.className = 'mark' + (m === true ? ' yes' : m === false ? ' no' : '') + (bad.has(key) ? ' bad' : '') + (hinted.has(key) ? ' new' : '') + (given.has(key) ? ' given' : '');
        }
      });
      placed.forEach((v, h) => {
        const td = B.table[c][h];
        td.textContent = v === null ? '?' : v;
        td.className = (v === null ? 'unknown' : '') + (other && sol && other[h][1 + c] !== sol[h][1 + c] ? ' diff' : '');
      });
    });
  }

  function zebraState() {
    const p = S.read.puzzle;
    const marks = [];
    for (const [key, holds] of S.play.marks) {
      const [c, v, h] = key.split('|').map(Number);
      marks.push({ category: p.categories[c].name, value: p.categories[c].values[v], house: h + 1, holds });
    }
    return { marks };
  }

  // gridRow is the board's row of value v of category c: the board has
  // one row per value, category by category (board.Board's rows).
  function gridRow(c, v) {
    let r = 0;
    for (let i = 0; i < c; i++) r += S.read.puzzle.categories[i].values.length;
    return r + v;
  }

  // gridRef is the [category, value] of a board row.
  function gridRef(row) {
    const cats = S.read.puzzle.categories;
    for (let c = 0; c < cats.length; c++) {
      if (row < cats[c].values.length) return [c, row];
      row -= cats[c].values.length;
    }
    return null;
  }

  // gridCells are the player's marks as the board's cells: "yes" or "no".
  function gridCells() {
    const cells = [];
    for (const [key, holds] of S.play.marks) {
      const [c, v, h] = key.split('|').map(Number);
      cells.push({ cell: [gridRow(c, v), h], value: holds ? 'yes' : 'no' });
    }
    return cells;
  }

  // ---- play -----------------------------------------------------------------

  // playState is the player's board as a board.State (POST
  // /api/check's "state"): lines between cells (edges), rooms, and cell
  // values on the board's grid.
  function playState() {
    const st = {};
    if (S.play.bridges.size) st.edges = hashiState().bridges;
    if (S.play.rooms.length) st.rooms = S.play.rooms.map((r) => ({ row: r.row, col: r.col, width: r.width, height: r.height }));
    if (S.play.marks.size) st.cells = gridCells();
    return st;
  }

  function playChanged() {
    S.highlight = null;
    S.hint = null;
    renderSteps();
    drawMarks();
    checkPlay();
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

  // ---- solving --------------------------------------------------------------

  async function solve(extra) {
    if (!S.read) return;
    const seq = ++S.seq.solve;
    const body = { ...baseBody(), unique: true, ...(extra || {}) };
    if (S.kind === 'zebra') body.count = 2;
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
      solve();
      return;
    }
    if (mode === 'explain' && !S.explanation) {
      explainAll();
      return;
    }
    S.mode = mode;
    S.second = false;
    S.highlight = mode === 'explain' ? stepHighlight() : null;
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

  // ---- hints and explanations ---------------------------------------------------

  // playFacts are the player's board as explanation facts: a Hashi
  // bridge drawn k times says "at least k" (players add bridges as they
  // go: up to the most the two islands take, min(M, their numbers)); a
  // zebra mark says yes or no; each cell of a Shikaku room that holds one
  // clue belongs to that clue.
  function playFacts() {
    const facts = [];
    if (S.kind === 'hashi') {
      const M = S.model.M;
      const most = (rc) => {
        const is = S.model.islands[S.model.at.get(rc[0] + ',' + rc[1])];
        return is.clue === null ? M : is.clue;
      };
      for (const b of hashiState().bridges) facts.push({ from: b.from, to: b.to, min: b.count, max: Math.min(M, most(b.from), most(b.to)) });
    } else if (S.kind === 'zebra') {
      facts.push(...zebraState().marks);
    } else {
      for (const rm of S.play.rooms) {
        const inside = S.read.puzzle.clues.filter((c) => c.row >= rm.row && c.row < rm.row + rm.height && c.col >= rm.col && c.col < rm.col + rm.width);
        if (inside.length !== 1) continue;
        for (let r = rm.row; r < rm.row + rm.height; r++) {
          for (let c = rm.col; c < rm.col + rm.width; c++) facts.push({ cell: [r, c], clue: [inside[0].row, inside[0].col], holds: true });
        }
      }
    }
    return facts;
  }

  async function hint() {
    if (!S.read) return;
    if (S.check && S.check.status === 'broken') {
      setStatus('Mend the broken rules first: a hint starts from a board that breaks none.', 'bad');
      return;
    }
    setStatus('Looking for the next step…', 'busy');
    try {
      const r = await api('/api/explain', { ...baseBody(), steps: 1, from: playFacts() });
      const ex = r.explanation;
      S.hint = ex;
      if (ex.status === 'unsatisfiable' && ex.conflict) {
        S.highlight = { clues: ex.conflict.clues, bad: ex.conflict.given || [] };
        setStatus((ex.conflict.given || []).length ? 'Your board contradicts the puzzle:' : 'The puzzle has no solution:', 'bad');
      } else if (ex.steps.length === 0) {
        S.highlight = null;
        setStatus(ex.status === 'solved' ? 'Nothing left to find: your board has the whole solution.' : 'No step follows from here.', ex.status === 'solved' ? 'good' : '');
      } else {
        const st = ex.steps[0];
        S.highlight = { facts: st.facts, clues: st.clues, given: st.given };
        setStatus([`Hint (${fmt(r.ms)} ms):`, pill(st.clues.length === 0 ? 'from the rules' : plural(st.clues.length, 'clue'))]);
      }
      drawMarks();
      renderClues();
      renderSteps();
    } catch (e) {
      setStatus(e.message, 'bad');
    }
  }

  // applyHint puts the hint's facts on the player's board.
  function applyHint() {
    const st = S.hint && S.hint.steps[0];
    if (!st) return;
    for (const f of st.facts) {
      if (S.kind === 'hashi') {
        const key = edgeKey(f.from, f.to);
        const k = Math.min(Math.max(S.play.bridges.get(key) || 0, f.min), f.max);
        if (k === 0) S.play.bridges.delete(key);
        else S.play.bridges.set(key, k);
      } else if (S.kind === 'zebra') {
        const c = S.read.puzzle.categories.findIndex((x) => x.name === f.category);
        S.play.marks.set(c + '|' + S.read.puzzle.categories[c].values.indexOf(f.value) + '|' + (f.house - 1), f.holds);
      }
    }
    S.hint = null;
    playChanged();
    renderSteps();
  }

  async function explainAll() {
    if (!S.read) return;
    setStatus('Explaining…', 'busy');
    try {
      const r = await api('/api/explain', { ...baseBody(), boards: true });
      S.explanation = r.explanation;
      S.boards = r.boards || null;
      S.explanation.ms = r.ms;
      S.step = Math.min(1, S.explanation.steps.length);
      setMode('explain');
    } catch (e) {
      setStatus(e.message, 'bad');
    }
  }

  function stepHighlight() {
    const ex = S.explanation;
    if (!ex) return null;
    if (S.step === 0 || S.step > ex.steps.length) return ex.conflict ? { clues: ex.conflict.clues } : null;
    const st = ex.steps[S.step - 1];
    return { facts: st.facts, clues: st.clues, given: st.given };
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
    S.highlight = stepHighlight();
    if (B && B.stepBoard) renderBoard();
    else drawMarks();
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
    $('hint-apply').hidden = !(hinting && S.hint.steps.length > 0 && S.kind !== 'shikaku');
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
      const ex = S.hint;
      $('step-count').textContent = 'Hint';
      if (ex.status === 'unsatisfiable' && ex.conflict) $('step-text').textContent = ex.conflict.text;
      else $('step-text').textContent = ex.steps.length ? ex.steps[0].text : '';
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
        return 'The puzzle has no solution. ' + (ex.conflict ? ex.conflict.text : '');
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
    for (const o of k.options) {
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
    const q = new URLSearchParams({ kind: S.kind, index: String(S.read.input.index), ...labSettings() });
    const res = await fetch('/api/encode?' + q, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: S.text });
    if (!res.ok) {
      const j = await res.json().catch(() => ({}));
      setStatus(j.error || res.statusText, 'bad');
      return;
    }
    const blob = await res.blob();
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

  // genFields shows the fields of the kind chosen.
  function genFields() {
    const kind = $('gen-kind').value;
    for (const el of $('generate-box').querySelectorAll('[data-for]')) el.hidden = !el.dataset.for.split(' ').includes(kind);
  }

  async function generate() {
    const kind = $('gen-kind').value;
    const body = { kind, difficulty: $('gen-difficulty').value, seed: $('gen-seed').value || '1' };
    if (kind === 'zebra') Object.assign(body, { houses: Number($('gen-houses').value), categories: Number($('gen-categories').value) });
    else body.size = $('gen-size').value;
    if (kind === 'hashi') body['max-bridges'] = Number($('gen-m').value);
    $('gen-info').textContent = 'Generating…';
    try {
      const r = await api('/api/generate', body);
      $('gen-info').textContent = `Seed ${r.seed}, graded ${r.grade}, ${fmt(r.ms)} ms.`;
      $('puzzle').value = r.puzzle;
      $('example').value = '';
      $('kind').value = r.kind;
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
      readPuzzle();
    });
  }

  async function start() {
    $('puzzle').addEventListener('input', () => {
      $('example').value = '';
      scheduleRead();
    });
    $('kind').addEventListener('change', readPuzzle);
    $('index').addEventListener('change', () => {
      S.wantIndex = Number($('index').value);
      readPuzzle();
    });
    $('example').addEventListener('change', pickExample);
    $('solve').addEventListener('click', () => solve());
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
      renderAll();
      if (S.read) setStatus(playIntro());
    });
    $('mode-play').addEventListener('click', () => setMode('play'));
    $('mode-solution').addEventListener('click', () => setMode('solution'));
    $('mode-explain').addEventListener('click', () => setMode('explain'));
    $('hint').addEventListener('click', hint);
    $('hint-apply').addEventListener('click', applyHint);
    $('step-prev').addEventListener('click', () => goStep(S.step - 1));
    $('step-next').addEventListener('click', () => goStep(S.step + 1));
    document.addEventListener('keydown', (ev) => {
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
    // The page comes with what the script needs first (the server's
    // offer and the opening board read): no request before it is playable.
    const boot = JSON.parse($('boot').textContent);
    S.meta = boot.meta;
    genSetup();
    const ex = S.meta.examples.find((e) => e.id === $('example').value);
    if (ex) $('kind').value = ex.kind;
    if (ex && $('puzzle').value === ex.text) showRead(boot.read, ex.text);
    else await readPuzzle(); // the browser kept an edited text
    document.body.dataset.readyAt = String(performance.now());
    document.body.dataset.ready = 'true';
  }

  start();
})();
