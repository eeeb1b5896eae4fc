// puzzlesat serve: the setter's editor (the Edit mode). Click a cell to
// place or change its clue (right-click or shift-click: backwards; with a
// cell selected, type a clue, Backspace clears it, arrows move; a kind
// whose clues are typed gets a text field for the selected cell); after
// every change the page says whether the puzzle has no solution (and why,
// when the kind can tell by counting), one, or several: then where two
// solutions differ and a clue that tells them apart, which one click
// places. Generic: the kind's clues come from the server (/api/edit,
// puzzle.Editor), the count from /api/status, which every kind answers;
// a kind that places no clues on its board is edited in the text box,
// and the count follows the text. A kind whose regions the setter draws
// (edit_regions, puzzle.RegionEditor: Star Battle's regions, Heyawake's
// rooms) takes drags: from a cell into its neighbour, the neighbour joins
// the first cell's region, and every next cell the drag enters joins it
// too; a double-click or Alt-click makes a cell a region of its own
// (/api/edit's join). A click still cycles a clue when the kind places
// clues too (Heyawake's numbers).
'use strict';
(() => {
  const P = window.puzzlesatPage;
  if (!P) return;
  const $ = (id) => document.getElementById(id);
  const E = { on: false, seq: 0, status: null, sel: null, values: null, b: null };

  // clues: the kind places clues in cells (puzzle.Editor; a server that
  // does not say edit_clues offers only that).
  const clues = () => {
    const m = P.kindMeta();
    return m.edit_clues === undefined ? !!m.edit : !!m.edit_clues;
  };
  const regions = () => !!P.kindMeta().edit_regions;
  // faces: the clues stand in the faces of a dots board (the kind's
  // edit_faces, puzzle.FaceEditor; else where its play moves put values).
  const faces = () => {
    const f = P.kindMeta().edit_faces;
    if (f) return f === 'faces';
    const b = P.S.read && P.S.read.board;
    return !!(b && b.moves && b.moves.faces);
  };
  const where = (rc) => (rc[1] < 0 ? `row ${rc[0] + 1}'s label` : rc[0] < 0 ? `column ${rc[1] + 1}'s label` : `row ${rc[0] + 1}, column ${rc[1] + 1}`);

  function enter() {
    if (!P.S.read) return;
    E.on = true;
    E.status = null;
    E.sel = null;
    E.hsel = null;
    P.S.mode = 'edit';
    P.renderAll();
    refresh();
  }

  function leave() {
    E.on = false;
    closeClueField();
    E.status = null;
    E.seq++; // a count still coming is not shown
    markButton();
  }

  function markButton() {
    const on = E.on && P.S.mode === 'edit';
    $('mode-edit').classList.toggle('active', on);
    $('mode-edit').setAttribute('aria-selected', String(on));
  }

  // read: app.js read a puzzle (showRead put the board in Play mode); in
  // Edit mode the board stays editable and the count is asked again.
  function read() {
    if (!E.on) return;
    if (!typed()) closeClueField(); // another kind's puzzle
    P.S.mode = 'edit';
    E.status = null;
    P.renderAll();
    refresh();
  }

  // attach: app.js drew the board in Edit mode (b: its layers).
  function attach(b) {
    E.b = b;
    markButton();
    b.svg.classList.add('editing');
    if (halfPlaces().length) attachHalf(b);
    else if (regions()) attachRegions(b);
    else if (clues()) {
      b.svg.addEventListener('click', (ev) => edit(labelAt(b, ev) || P.cellAt(b, ev, faces()), { step: ev.shiftKey ? -1 : 1 }));
    }
    if (clues() && !halfPlaces().length) {
      b.svg.addEventListener('contextmenu', (ev) => {
        ev.preventDefault();
        edit(labelAt(b, ev) || P.cellAt(b, ev, faces()), { step: -1 });
      });
    }
    drawMarks();
  }

  function drawMarks() {
    const b = E.b;
    if (!b || !b.svg.isConnected) return;
    b.over.replaceChildren();
    const st = E.status;
    if (st && st.differ) b.over.append(P.spotEl(st.differ.cell, 'diff', !!st.differ.face));
    if (st && st.suggest && st.suggest.cell && !st.suggest.half) b.over.append(P.spotEl(st.suggest.cell, 'hint', faces()));
    if (E.sel) b.over.append(P.spotEl(E.sel, 'sel', faces()));
    drawHalfMark(b);
  }

  // edit places a clue: {value} or {step} (the next clue in the cycle).
  async function edit(rc, how) {
    if (how.half) E.hsel = rc;
    else E.sel = rc;
    if (!how.half && how.step && typed() && !(E.values && E.values.length)) {
      // a kind whose clues are only typed (a KenKen cage's target): a
      // click selects the cell and opens the field, nothing to cycle
      openClueField(rc, '');
      drawMarks();
      P.setStatus(`${where(rc)}: type its clue (${typed()}) and press Enter.`, '');
      return;
    }
    const seq = ++E.seq;
    P.setStatus('Placing the clue…', 'busy');
    try {
      const r = await P.api('/api/edit', { ...P.baseBody(), row: rc[0], col: rc[1], ...how });
      if (seq !== E.seq) return;
      E.values = r.values;
      openClueField(rc, r.clue);
      $('puzzle').value = r.puzzle;
      $('example').value = '';
      $('kind').value = r.read.input.kind; // the edited text is read as this kind
      P.showRead(r.read, r.puzzle); // calls read(): the count follows
    } catch (e) {
      if (seq !== E.seq) return;
      P.setStatus('This clue cannot go there: ' + e.message, 'bad');
    }
  }

  // ---- regions (edit_regions) ------------------------------------------
  // R.drag: the drag under way, {last: the cell the region reached last,
  // moved}; R.queue: the joins in order, each on the text the one before
  // it left; R.click: a click waiting to see whether a double-click
  // follows (a kind that also places clues).
  const R = { drag: null, queue: Promise.resolve(), click: 0, dragged: false };

  function attachRegions(b) {
    b.svg.style.touchAction = 'none'; // a finger draws rather than scrolls
    b.svg.addEventListener('pointerdown', (ev) => {
      if (ev.button !== 0 || ev.altKey) return;
      ev.preventDefault(); // no text selection while drawing
      R.drag = { last: P.cellAt(b, ev, false) };
      R.dragged = false;
    });
    b.svg.addEventListener('click', (ev) => {
      const rc = P.cellAt(b, ev, false);
      if (R.dragged) {
        R.dragged = false;
        return;
      }
      if (ev.altKey) {
        join(rc, rc);
        return;
      }
      if (!clues()) {
        E.sel = rc;
        drawMarks();
        return;
      }
      // a double-click's clicks cycle nothing: wait to see
      clearTimeout(R.click);
      if (ev.detail > 1) return;
      const step = ev.shiftKey ? -1 : 1;
      R.click = setTimeout(() => edit(rc, { step }), 300);
    });
    b.svg.addEventListener('dblclick', (ev) => {
      clearTimeout(R.click);
      const rc = P.cellAt(b, ev, false);
      join(rc, rc);
    });
  }

  // dragMove: the pointer entered another cell; a neighbour of the last
  // cell joins its region (the board may have been drawn again since the
  // drag began: E.b is the board now).
  function dragMove(ev) {
    if (!R.drag || !E.on || !E.b || !regions()) return;
    if (!(ev.buttons & 1)) {
      R.drag = null;
      return;
    }
    const rc = P.cellAt(E.b, ev, false);
    const last = R.drag.last;
    if (rc[0] === last[0] && rc[1] === last[1]) return;
    if (Math.abs(rc[0] - last[0]) + Math.abs(rc[1] - last[1]) !== 1) return; // a jump: wait for a neighbour
    R.drag.last = rc;
    R.dragged = true;
    join(rc, last);
  }

  // join moves cell rc into the region of its neighbour to (to === rc: a
  // region of its own), after the joins before it.
  function join(rc, to) {
    E.sel = rc;
    const drag = R.drag;
    R.queue = R.queue.then(async () => {
      if (!E.on) return;
      const seq = ++E.seq;
      P.setStatus('Drawing the region…', 'busy');
      try {
        const r = await P.api('/api/edit', { ...P.baseBody(), row: rc[0], col: rc[1], join: to });
        if (seq !== E.seq) return;
        if (r.values) E.values = r.values;
        $('puzzle').value = r.puzzle;
        $('example').value = '';
        $('kind').value = r.read.input.kind;
        P.showRead(r.read, r.puzzle); // calls read(): the count follows
      } catch (e) {
        if (R.drag === drag) R.drag = null; // the rest of this drag would join the wrong region
        if (seq !== E.seq) return;
        P.setStatus('This region cannot be drawn so: ' + e.message, 'bad');
      }
    });
  }

  // refresh asks how many solutions the puzzle has now.
  async function refresh() {
    const seq = ++E.seq;
    let intro = halfPlaces().length
      ? halfIntro()
      : clues()
      ? 'Click a cell to cycle its clue (right-click: backwards; or select it and type). '
      : `Placing clues on the board is not offered for ${P.kindTitle(P.S.kind)}: edit the text, and the count follows. `;
    if (regions()) intro = regionsIntro();
    P.setStatus(intro + 'Counting solutions…', 'busy');
    try {
      const st = await P.api('/api/status', P.baseBody());
      if (seq !== E.seq || !E.on) return;
      E.status = st;
      if (st.values) E.values = st.values;
      show(st, intro);
      drawMarks();
    } catch (e) {
      if (seq !== E.seq) return;
      P.setStatus('The count failed: ' + e.message, 'bad');
    }
  }

  function regionsIntro() {
    const drag = 'Drag from a cell into its neighbours to draw a region (each cell the drag enters joins the first cell\'s region); double-click or Alt-click a cell to make it a region of its own. ';
    return clues() ? drag + 'Click a cell to cycle its clue (right-click: backwards; or select it and type). ' : drag;
  }

  function show(st, intro) {
    const parts = [];
    let cls = '';
    if (st.status === 'one') {
      parts.push(P.pill('one solution', 'yes'), 'The puzzle has exactly one solution: it is ready.');
      cls = 'good';
    } else if (st.status === 'none') {
      parts.push(P.pill('no solution', 'no'), st.reason ? 'No solution: ' + st.reason + '.' : 'No solution: the Explanation tab shows the clues that clash.');
      cls = 'bad';
    } else if (st.status === 'several') {
      parts.push(P.pill('several solutions', 'no'));
      if (st.differ) parts.push('They differ at ' + st.differ.text + '.');
      if (st.suggest) {
        parts.push('Suggested clue: ' + st.suggest.text + '.');
        if (st.suggest.cell && (clues() || st.suggest.half)) {
          const btn = document.createElement('button');
          btn.type = 'button';
          btn.id = 'edit-suggest';
          btn.textContent = 'Place it';
          btn.addEventListener('click', () => edit(st.suggest.cell, { value: st.suggest.value, ...(st.suggest.half ? { half: true } : {}) }));
          parts.push(btn);
        }
      }
    } else {
      parts.push(P.pill('not known', ''), 'The count did not finish within its time limit.');
    }
    P.setStatus([intro, ...parts], cls);
  }

  function key(ev) {
    if (halfKey(ev)) return;
    if (!E.on || P.S.mode !== 'edit' || !E.sel || !clues()) return;
    if (ev.target.closest('textarea, input, select, button') || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const moveTo = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[ev.key];
    if (moveTo) {
      ev.preventDefault();
      moveSel(moveTo);
      return;
    }
    if (ev.key === 'Backspace' || ev.key === 'Delete') {
      ev.preventDefault();
      edit(E.sel, { value: '' });
      return;
    }
    const v = (E.values || []).find((x) => x.text === ev.key || x.value === ev.key);
    if (v) {
      ev.preventDefault();
      edit(E.sel, { value: v.value });
    }
  }

  // moveSel moves the selected cell by d ([dr, dc]) within the board;
  // with a typed clue field open, the field follows, holding the new
  // cell's clue (/api/edit with step 0 changes nothing and says it).
  async function moveSel(d) {
    const board = P.S.read.board;
    const last = faces() ? 2 : 1; // faces: one row and column fewer
    // a label ([r,-1], [-1,c]) moves along its labels
    const lo = (i) => (E.sel[i] < 0 ? -1 : 0);
    E.sel = [Math.max(lo(0), Math.min(board.rows - last, E.sel[0] + d[0])), Math.max(lo(1), Math.min(board.cols - last, E.sel[1] + d[1]))];
    drawMarks();
    const f = $('edit-clue');
    if (!typed() || !f || f.hidden) return;
    const rc = E.sel;
    f.value = '';
    f.title = `${where(rc)}: ${typed()}`;
    try {
      const r = await P.api('/api/edit', { ...P.baseBody(), row: rc[0], col: rc[1], step: 0 });
      if (E.sel !== rc) return; // moved on meanwhile
      E.values = r.values;
      f.value = r.clue || '';
      f.select();
    } catch (e) {
      P.setStatus(`${where(rc)}: ${e.message}`, 'bad');
    }
  }

  // Typed clues (puzzle.ClueTyper: the kind's edit_typed in /api/meta is
  // the prompt): the selected cell's clue is also a text field by the
  // board (#edit-clue): Enter places what it holds (/api/edit value=...),
  // Escape closes it; the reader's refusal shows in the status line.
  const typed = () => P.kindMeta().edit_typed || '';

  function openClueField(rc, clue) {
    if (!typed()) return closeClueField();
    let f = $('edit-clue');
    if (!f) {
      f = document.createElement('input');
      f.id = 'edit-clue';
      f.type = 'text';
      f.autocomplete = 'off';
      f.spellcheck = false;
      f.setAttribute('aria-label', 'the clue of the selected cell');
      f.addEventListener('keydown', (ev) => {
        if (ev.key === 'Enter') {
          ev.preventDefault();
          if (E.sel) edit(E.sel, { value: f.value.trim() });
        } else if (ev.key === 'Escape') {
          ev.preventDefault();
          closeClueField();
        } else if (E.sel && (ev.key === 'ArrowUp' || ev.key === 'ArrowDown' ||
            (ev.key === 'ArrowLeft' && f.selectionStart === 0 && f.selectionEnd === 0) ||
            (ev.key === 'ArrowRight' && f.selectionStart === f.value.length && f.selectionEnd === f.value.length))) {
          // up and down move the selection; left and right move the
          // caret in the text, and the selection from the text's ends
          ev.preventDefault();
          moveSel({ ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[ev.key]);
        }
      });
      $('board').after(f);
    }
    f.placeholder = typed();
    f.title = `${where(rc)}: ${typed()}`;
    f.value = clue || '';
    f.hidden = false;
    f.focus();
    f.select();
  }

  function closeClueField() {
    const f = $('edit-clue');
    if (f) f.hidden = true;
  }

  // labelAt is the row's or column's label under a click ([r,-1], [-1,c]:
  // a kind whose clues are its board's labels, Nonogram's), else null.
  function labelAt(b, ev) {
    const bd = b.board || (P.S.read && P.S.read.board);
    if (!bd || bd.grid === 'dots' || !b.geo || !b.geo.content) return null;
    const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(b.geo.content.getScreenCTM().inverse());
    const r = Math.floor((p.y - b.geo.y0) / b.geo.size);
    const c = Math.floor((p.x - b.geo.x0) / b.geo.size);
    if (r < 0 && c >= 0 && c < bd.cols && (bd.colLabels || []).length) return [-1, c];
    if (c < 0 && r >= 0 && r < bd.rows && (bd.rowLabels || []).length) return [r, -1];
    return null;
  }

  // ---- the half-grid editor (puzzle.HalfEditor) ------------------------------
  // A kind whose clues stand at half steps of its board (/api/meta's
  // edit_half: "centre", "side", "corner"): a click finds the nearest
  // position of those places on the board's doubled grid, whose even
  // points are the cells' corners (the dots of a "dots" board), inside
  // the outline, and cycles its clue with /api/edit half: true.

  const halfPlaces = () => P.kindMeta().edit_half || [];
  const PLACE_WORDS = { centre: 'in a cell', side: 'on the side between two cells', corner: 'at a corner' };

  function halfIntro() {
    const where = halfPlaces().map((p) => PLACE_WORDS[p] || p);
    const said = where.length > 1 ? where.slice(0, -1).join(', ') + ' or ' + where[where.length - 1] : where.join('');
    return `Click ${said} to cycle the clue there (right-click: backwards; or type it, Backspace clears). `;
  }

  // halfGeo: the doubled grid of board b: origin (its [0,0]) and half
  // step in the content's coordinates, and the largest position.
  function halfGeo(b) {
    const g = b.geo;
    const off = g.dots ? g.size / 2 : 0; // a dots board's even points are its dots
    const ext = g.dots ? 1 : 0;
    return { x0: g.x0 + off, y0: g.y0 + off, half: g.size / 2, rows: 2 * (b.board.rows - ext), cols: 2 * (b.board.cols - ext) };
  }

  function halfPlace(y, x) {
    return ['corner', 'side', 'centre'][(y % 2) + (x % 2)];
  }

  // halfAt is the position nearest pointer event ev that holds clues.
  function halfAt(b, ev) {
    const h = halfGeo(b);
    const pt = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(b.geo.content.getScreenCTM().inverse());
    const fy = (pt.y - h.y0) / h.half;
    const fx = (pt.x - h.x0) / h.half;
    const places = halfPlaces();
    let best = null;
    let bestD = Infinity;
    for (let y = Math.floor(fy) - 1; y <= Math.ceil(fy) + 1; y++) {
      for (let x = Math.floor(fx) - 1; x <= Math.ceil(fx) + 1; x++) {
        if (y < 1 || x < 1 || y >= h.rows || x >= h.cols || !places.includes(halfPlace(y, x))) continue;
        const d = (y - fy) ** 2 + (x - fx) ** 2;
        if (d < bestD) [best, bestD] = [[y, x], d];
      }
    }
    return best;
  }

  function attachHalf(b) {
    const click = (ev, step) => {
      const at = halfAt(b, ev);
      if (at) edit(at, { half: true, step });
    };
    b.svg.addEventListener('click', (ev) => click(ev, ev.shiftKey ? -1 : 1));
    b.svg.addEventListener('contextmenu', (ev) => {
      ev.preventDefault();
      click(ev, -1);
    });
  }

  // drawHalfMark rings the selected half position (blue) and a suggested
  // clue's (orange).
  function drawHalfMark(b) {
    if (!halfPlaces().length) return;
    const h = halfGeo(b);
    const ring = (at, colour, cls) => {
      const c = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
      for (const [k, v] of Object.entries({ cx: h.x0 + at[1] * h.half, cy: h.y0 + at[0] * h.half, r: h.half * 0.7, fill: 'none', stroke: colour, 'stroke-width': 2 })) c.setAttribute(k, String(v));
      c.setAttribute('class', cls);
      b.over.append(c);
    };
    const sg = E.status && E.status.suggest;
    if (sg && sg.half && sg.cell) ring(sg.cell, '#e8590c', 'half-hint');
    if (E.hsel) ring(E.hsel, '#1971c2', 'half-sel');
  }

  // halfKey types a clue at the selected half position: one of its
  // values (the last /api/edit's), Backspace or Delete clears it.
  function halfKey(ev) {
    if (!E.on || P.S.mode !== 'edit' || !E.hsel || !halfPlaces().length) return false;
    if (ev.target.closest('textarea, input, select, button') || ev.ctrlKey || ev.metaKey || ev.altKey) return false;
    if (ev.key === 'Backspace' || ev.key === 'Delete') {
      ev.preventDefault();
      edit(E.hsel, { half: true, value: '' });
      return true;
    }
    const v = (E.values || []).find((x) => x.text === ev.key || x.value === ev.key);
    if (!v) return false;
    ev.preventDefault();
    edit(E.hsel, { half: true, value: v.value });
    return true;
  }

  window.puzzlesatEditor = { read, attach };
  $('mode-edit').addEventListener('click', enter);
  // Any other mode, Solve, a hint or Clear board ends the Edit mode.
  for (const id of ['mode-play', 'mode-solution', 'mode-explain', 'solve', 'hint', 'reset']) $(id).addEventListener('click', leave);
  document.addEventListener('keydown', key);
  document.addEventListener('pointermove', dragMove);
  document.addEventListener('pointerup', () => {
    R.drag = null;
  });
})();
