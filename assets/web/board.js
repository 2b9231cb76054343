'use strict';
// The interactive board of a Zamma game. Contract: notes/web-api.md.
// Every word a person reads comes from the server's State; this file holds none.
(() => {
  const NS = 'http://www.w3.org/2000/svg';
  const $ = (id) => document.getElementById(id);
  const base = new URL('..', location.href);
  const gameId = decodeURIComponent(location.pathname.replace(/\/+$/, '').split('/').pop());
  const storeKey = 'zamma-token-' + gameId;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  const svg = $('board');

  let token = null;
  let S = null; // the State drawn
  let sel = null; // { from, landings: [] } while a piece is picked
  let huff = null; // the enemy piece marked to be huffed
  let note = null; // a sentence from the server that stays until the next tap
  let lost = false; // the live connection is down
  let pending = false;
  let wsDirty = false;
  let anim = null;
  let swallow = false;
  let boardKey = '';
  let pts = {}; // sq -> { x, y }
  let cells = {}; // sq -> <g role=gridcell>
  let cursor = null; // the point holding tabindex 0
  let layers = {};
  let ws = null;
  let backoff = 1;
  let wsTimer = 0;

  // ---------- helpers ----------
  const el = (name, attrs, parent) => {
    const e = document.createElementNS(NS, name);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  };
  const h = (tag, cls, text, parent) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  };
  const setText = (node, text) => {
    text = text || '';
    if (node.textContent !== text) node.textContent = text;
  };
  const r1 = (n) => Math.round(n * 100) / 100;
  const str = (k) => (S && S.strings && S.strings[k]) || '';
  const pieceAt = (sq) => S.pieces.find((p) => p.sq === sq);
  // sessionStorage may be off (a sandboxed frame): the token then lives in memory only.
  const store = {
    get: () => { try { return sessionStorage.getItem(storeKey); } catch (e) { return null; } },
    set: (v) => { try { sessionStorage.setItem(storeKey, v); } catch (e) { /* memory only */ } },
  };

  // ---------- network ----------
  async function api(path, body) {
    const headers = { Accept: 'application/json' };
    if (token) headers.Authorization = 'Bearer ' + token;
    const init = { headers, cache: 'no-store' };
    if (body !== undefined) {
      init.method = 'POST';
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    let res;
    try {
      res = await fetch(new URL(path, base), init);
    } catch (e) {
      return { error: str('connection_lost'), net: true };
    }
    let data = null;
    try { data = await res.json(); } catch (e) { /* not JSON */ }
    if (!res.ok || !data || data.error) {
      return { error: (data && data.error) || String(res.status), status: res.status };
    }
    return { data };
  }

  async function start() {
    let t = null;
    try { t = new URLSearchParams(location.hash.slice(1)).get('t'); } catch (e) { /* no hash */ }
    const old = store.get();
    if (t) {
      store.set(t);
      try { history.replaceState(history.state, '', location.pathname + location.search); } catch (e) { /* sandboxed */ }
    }
    token = t || old;
    if (token) {
      let r = await api('api/session', {});
      if (r.status === 401 && t && old && old !== t) {
        // An old link opened again: the session this tab already has may still be good.
        token = old;
        r = await api('api/session', {});
      }
      if (r.net) return void setTimeout(start, 3000);
      if (r.error) return fail(r.error);
      if (r.data.token) {
        token = r.data.token;
        store.set(token);
      }
    }
    const ok = await load();
    if (ok === null) return void setTimeout(start, 3000);
    if (ok) connect();
  }

  function fail(text) {
    setText($('status'), text);
    document.body.dataset.error = '1';
  }

  async function load(keepNote) {
    const r = await api(`api/game/${encodeURIComponent(gameId)}`);
    if (r.error) {
      if (!S) {
        if (r.net) return null;
        fail(r.error);
      } else if (!r.net) {
        note = r.error;
        renderMessage();
      }
      return false;
    }
    apply(r.data, keepNote);
    return true;
  }

  function connect() {
    clearTimeout(wsTimer);
    const u = new URL(`api/game/${encodeURIComponent(gameId)}/live`, base);
    u.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    let sock;
    try { sock = new WebSocket(u.href); } catch (e) { return void retry(null); }
    ws = sock;
    sock.onopen = () => sock.send(JSON.stringify({ token }));
    sock.onmessage = (ev) => {
      let st = null;
      try { st = JSON.parse(ev.data); } catch (e) { return; }
      if (!st) return;
      backoff = 1;
      if (lost) {
        lost = false;
        renderMessage();
      }
      if (st.error) {
        note = st.error;
        return void renderMessage();
      }
      if (!st.board) return;
      if (pending) wsDirty = true;
      else apply(st);
    };
    sock.onclose = () => retry(sock);
  }

  function retry(sock) {
    if (sock && ws !== sock) return;
    ws = null;
    if (S && !lost) {
      lost = true;
      renderMessage();
    }
    clearTimeout(wsTimer);
    wsTimer = setTimeout(() => {
      connect();
      load();
    }, backoff * 1000);
    backoff = Math.min(backoff * 2, 10);
  }

  function wake() {
    if (document.visibilityState === 'visible' && S && !ws) {
      backoff = 1;
      connect();
      load();
    }
  }

  async function post(path, body, keepSel) {
    if (pending) return;
    pending = true;
    wsDirty = false;
    document.body.dataset.busy = '1';
    svg.setAttribute('aria-busy', 'true');
    const r = await api(path, body);
    pending = false;
    delete document.body.dataset.busy;
    svg.removeAttribute('aria-busy');
    if (r.error) {
      note = r.error;
      if (!keepSel) sel = null;
      redraw();
      if (wsDirty || r.status === 409 || r.status === 410 || r.status === 412) load(true);
    } else {
      note = null;
      apply(r.data);
    }
    wsDirty = false;
  }
  const sendTurn = (turn, keepSel) => post(`api/game/${encodeURIComponent(gameId)}/turn`, { turn, ply: S.ply }, keepSel);
  const sendAction = (action) => post(`api/game/${encodeURIComponent(gameId)}/action`, { action, ply: S.ply });

  // ---------- state ----------
  function apply(st, keepNote) {
    const prev = S;
    if (anim && st.game === S.game && st.ply === S.ply) {
      anim.next = st; // the same position again (the live echo of a turn, a clock): after the animation
      return;
    }
    if (anim) finishAnim(true);
    const moved = prev && st.game === prev.game && st.ply === prev.ply + 1;
    S = st;
    S.pieces = S.pieces || [];
    S.turns = S.turns || [];
    if (!prev || prev.ply !== st.ply || prev.game !== st.game || !st.can_move) {
      sel = null;
      huff = null;
      if (!keepNote && prev && prev.ply !== st.ply) note = null;
    } else {
      if (huff && !(st.huffable || []).includes(huff)) huff = null;
      if (sel && !cands().length) sel = null;
    }
    const root = document.documentElement;
    if (st.lang) root.lang = st.lang;
    if (st.dir) root.dir = st.dir;
    if (st.theme) root.dataset.theme = st.theme;
    if (st.title) {
      document.title = st.title;
      setText($('title'), st.title);
    }
    const key = JSON.stringify(st.board);
    if (key !== boardKey) {
      boardKey = key;
      buildBoard(st.board);
    }
    svg.setAttribute('aria-label', str('board'));
    renderPieces();
    redraw();
    renderPlayers();
    renderSide();
    const L = st.last;
    if (moved && L && L.path && L.path.length > 1 && !reduced.matches && document.visibilityState === 'visible') {
      startAnim(prev);
    } else {
      done();
    }
  }

  function done() {
    document.body.dataset.ply = String(S.ply);
    if (!document.body.dataset.ready && performance.mark) performance.mark('zamma-ready');
    document.body.dataset.ready = '1';
  }

  // Turns the picks may still lead to.
  function pool() {
    if (!S.can_move || !S.me) return [];
    if (huff) return S.turns.filter((t) => t.huff === huff);
    const plain = S.turns.filter((t) => !t.huff);
    return plain.length ? plain : S.turns;
  }
  function cands() {
    if (!sel) return [];
    const L = sel.landings;
    return pool().filter((t) => t.from === sel.from && L.every((sq, i) => t.path[i] === sq));
  }
  function nextLandings() {
    if (!sel) return new Set();
    const n = sel.landings.length;
    return new Set(cands().filter((t) => t.path.length > n).map((t) => t.path[n]));
  }

  // ---------- taps ----------
  function tap(sq) {
    if (anim) return void finishAnim();
    if (!S || !S.me || !S.can_move || pending) return;
    note = null;
    const pc = pieceAt(sq);
    if (pc && pc.color !== S.me && (S.huffable || []).includes(sq)) {
      huff = huff === sq ? null : sq;
      if (sel && !cands().length) sel = pool().some((t) => t.from === sel.from) ? { from: sel.from, landings: [] } : null;
      return void redraw();
    }
    if (sel) {
      const n = sel.landings.length;
      const c = cands();
      if (nextLandings().has(sq)) {
        sel.landings.push(sq);
        const c2 = cands();
        const full = c2.filter((t) => t.path.length === n + 1);
        if (full.length && !c2.some((t) => t.path.length > n + 1)) return void choose(full);
        return void redraw();
      }
      const ends = c.filter((t) => t.path[t.path.length - 1] === sq);
      if (ends.length === 1) return void sendTurn(ends[0].text);
      if (n && sq === sel.landings[n - 1]) {
        const full = c.filter((t) => t.path.length === n);
        if (full.length) return void choose(full);
      }
      if (sq === sel.from && !n) {
        sel = null;
        return void redraw();
      }
    }
    if (pc && pc.color === S.me) {
      if (pool().some((t) => t.from === sq)) sel = { from: sq, landings: [] };
      else {
        sel = null;
        note = (S.reasons || {})[sq] || null;
      }
      return void redraw();
    }
    if (sel && !pc) {
      // Not a landing the server listed: send it anyway so that it says why.
      const way = [sel.from, ...sel.landings, sq];
      const far = way.some((p, i) => i && dist(way[i - 1], p) > S.board.spacing * 1.5);
      return void sendTurn(way.join(far || sel.landings.length ? 'x' : '-'), true);
    }
    redraw();
  }

  function choose(full) {
    const texts = [...new Set(full.map((t) => t.text))];
    if (texts.length === 1 || huff) return sendTurn(texts[0]);
    note = str('pick_huff');
    redraw();
  }

  const dist = (a, b) => (pts[a] && pts[b] ? Math.hypot(pts[a].x - pts[b].x, pts[a].y - pts[b].y) : 0);

  function cancel() {
    if (!sel && !huff && !note) return false;
    sel = huff = note = null;
    redraw();
    return true;
  }

  // ---------- board ----------
  function buildBoard(b) {
    svg.replaceChildren();
    svg.setAttribute('viewBox', `0 0 ${b.width} ${b.height}`);
    pts = {};
    cells = {};
    for (const p of b.points) pts[p.sq] = p;
    const r = b.radius;
    const defs = el('defs', {}, svg);
    const grad = (id, stops, type, attrs) => {
      const g = el(type + 'Gradient', attrs, defs);
      g.id = id;
      stops.forEach((c, i) => el('stop', { offset: i / (stops.length - 1), class: c }, g));
    };
    for (const c of ['black', 'white']) {
      grad('g-' + c, [c + '-light', c + '-body', c + '-dark'], 'radial', { cx: 0.31, cy: 0.29, fx: 0.31, fy: 0.29, r: 0.78 });
    }
    grad('g-gold', ['gold-light', 'gold'], 'linear', { x1: 0, y1: 0, x2: 0, y2: 1 });
    const crown = crownPath(r * 0.5, r * 0.02);
    for (const c of ['black', 'white']) {
      for (const k of ['man', 'mullah']) {
        const g = el('g', { id: `pc-${c}-${k}`, class: 'pc ' + c }, defs);
        el('circle', { class: 'shadow', cx: 1.2, cy: 2.4, r: r - 0.5 }, g);
        el('circle', { class: 'rim', r }, g);
        el('circle', { class: 'body', r: r - 1.7, fill: `url(#g-${c})` }, g);
        el('circle', { class: 'groove', r: r1(r * 0.66), 'stroke-width': 1.3 }, g);
        if (k === 'mullah') el('path', { class: 'crown', d: crown, fill: 'url(#g-gold)', 'stroke-width': r1((2.8 * r) / 23) }, g);
      }
    }
    const bg = el('g', { class: 'bg', 'aria-hidden': 'true' }, svg);
    const f = b.frame;
    el('rect', { class: 'frame-edge', width: b.width, height: b.height, rx: 3 }, bg);
    el('rect', { class: 'frame', x: 1.5, y: 1.5, width: b.width - 3, height: b.height - 3, rx: 2 }, bg);
    el('rect', { class: 'inlay', x: f - 4, y: f - 4, width: b.width - 2 * f + 8, height: b.height - 2 * f + 8, rx: 7 }, bg);
    el('rect', { class: 'surface', x: f, y: f, width: b.width - 2 * f, height: b.height - 2 * f, rx: 4 }, bg);
    el('path', { class: 'lines', 'stroke-width': b.line_width, d: b.lines.map((l) => `M${l[0]} ${l[1]}L${l[2]} ${l[3]}`).join('') }, bg);
    const pr = b.point_radius;
    el('path', { class: 'dots', d: b.points.map((p) => `M${r1(p.x - pr)} ${p.y}a${pr} ${pr} 0 1 0 ${2 * pr} 0a${pr} ${pr} 0 1 0 ${-2 * pr} 0`).join('') }, bg);
    for (const c of b.coords || []) {
      const t = el('text', { class: 'coord', x: c.x, y: c.y, 'font-size': r1(f * 0.52) }, bg);
      t.textContent = c.text;
    }
    for (const name of ['under', 'ghosts', 'pieces', 'last', 'ui']) {
      layers[name] = el('g', { class: name, 'aria-hidden': 'true' }, svg);
    }
    // The points, row by row, as the grid a screen reader walks.
    const grid = el('g', { class: 'cells' }, svg);
    const rows = new Map();
    for (const p of [...b.points].sort((a, c) => a.y - c.y || a.x - c.x)) {
      const y = Math.round(p.y);
      if (!rows.has(y)) rows.set(y, el('g', { role: 'row' }, grid));
      const s = b.spacing;
      const g = el('g', { role: 'gridcell', class: 'cell', tabindex: -1, 'data-sq': p.sq }, rows.get(y));
      el('rect', { class: 'hit', x: r1(p.x - s / 2), y: r1(p.y - s / 2), width: s, height: s }, g);
      el('rect', { class: 'focus', x: r1(p.x - s / 2 + 2.5), y: r1(p.y - s / 2 + 2.5), width: s - 5, height: s - 5, rx: 9 }, g);
      cells[p.sq] = g;
    }
    if (!cursor || !cells[cursor]) {
      const low = [...b.points].sort((a, c) => c.y - a.y || a.x - c.x)[0];
      cursor = low && low.sq;
    }
    if (cursor) cells[cursor].setAttribute('tabindex', 0);
  }

  // A three-pointed crown of half-width k, as in the PNG.
  function crownPath(k, dy) {
    const p = (x, y) => `${r1(x * k)} ${r1(y * k + dy)}`;
    const poly = (...xy) => 'M' + xy.map((q) => p(q[0], q[1])).join('L') + 'Z';
    const ball = (x, y) => {
      const b = 0.17 * k;
      return `M${r1(x * k - b)} ${r1(y * k + dy)}a${r1(b)} ${r1(b)} 0 1 0 ${r1(2 * b)} 0a${r1(b)} ${r1(b)} 0 1 0 ${r1(-2 * b)} 0`;
    };
    return (
      poly([-0.78, 0.28], [0.78, 0.28], [0.78, 0.62], [-0.78, 0.62]) +
      poly([-0.92, -0.5], [-0.78, 0.34], [-0.05, 0.34]) +
      poly([0, -0.78], [-0.52, 0.34], [0.52, 0.34]) +
      poly([0.92, -0.5], [0.05, 0.34], [0.78, 0.34]) +
      ball(-0.92, -0.56) + ball(0, -0.86) + ball(0.92, -0.56)
    );
  }

  const at = (sq) => `translate(${pts[sq].x} ${pts[sq].y})`;

  function usePiece(p, cls, parent) {
    if (!pts[p.sq]) return null;
    return el('use', { href: `#pc-${p.color}-${p.kind}`, class: cls, transform: at(p.sq) }, parent);
  }

  function renderPieces() {
    layers.pieces.replaceChildren();
    layers.ghosts.replaceChildren();
    for (const p of S.pieces) {
      const u = usePiece(p, `piece ${p.color} ${p.kind}`, layers.pieces);
      if (u) {
        u.dataset.piece = p.sq;
        u.dataset.color = p.color;
        u.dataset.kind = p.kind;
      }
    }
    for (const g of (S.last && S.last.ghosts) || []) usePiece(g, 'ghost', layers.ghosts);
  }

  function ring(parent, sq, rr, cls, extra) {
    if (!pts[sq]) return null;
    return el('circle', Object.assign({ class: cls, cx: pts[sq].x, cy: pts[sq].y, r: r1(rr) }, extra), parent);
  }

  function cross(parent, sq, cls) {
    const p = pts[sq];
    if (!p) return;
    const r = S.board.radius;
    const a = r1(r * 0.42);
    el('path', { class: cls, 'stroke-width': r1(r * 0.34), d: `M${p.x - a} ${p.y - a}l${2 * a} ${2 * a}M${p.x - a} ${p.y + a}l${2 * a} ${-2 * a}` }, parent);
  }

  // A path through points; with `head`, an arrow whose tip stops `stop` short of the last point.
  function pathLine(parent, squares, cls, head, stop) {
    const q = squares.map((sq) => pts[sq]).filter(Boolean);
    if (q.length < 2) return;
    const w = S.board.spacing * 0.1;
    const last = q[q.length - 1];
    const prev = q[q.length - 2];
    const len = Math.hypot(last.x - prev.x, last.y - prev.y) || 1;
    const ux = (last.x - prev.x) / len;
    const uy = (last.y - prev.y) / len;
    const tip = { x: last.x - ux * stop, y: last.y - uy * stop };
    const hl = head ? w * 2.6 : 0;
    const end = { x: tip.x - ux * hl * 0.8, y: tip.y - uy * hl * 0.8 };
    const g = el('g', { class: cls }, parent);
    const d = q.slice(0, -1).concat([end]).map((p, i) => (i ? 'L' : 'M') + r1(p.x) + ' ' + r1(p.y)).join('');
    el('path', { class: 'stroke', d, 'stroke-width': r1(w) }, g);
    for (const p of q.slice(1, -1)) el('circle', { class: 'fill', cx: p.x, cy: p.y, r: r1(w * 1.1) }, g);
    if (head) {
      const bx = tip.x - ux * hl;
      const by = tip.y - uy * hl;
      const hw = w * 1.5;
      el('path', { class: 'fill', d: `M${r1(tip.x)} ${r1(tip.y)}L${r1(bx - uy * hw)} ${r1(by + ux * hw)}L${r1(bx + uy * hw)} ${r1(by - ux * hw)}Z` }, g);
    }
  }

  // Everything that changes with a pick: marks, rings, destinations, labels.
  function redraw() {
    if (!S) return;
    const r = S.board.radius;
    for (const name of ['under', 'last', 'ui']) layers[name].replaceChildren();
    const L = S.last;
    if (L && L.path && L.path.length) {
      ring(layers.under, L.path[0], r - 2, 'start last-mark');
      pathLine(layers.last, L.path, 'path', true, pieceAt(L.path[L.path.length - 1]) ? r + 1 : 0);
      if (L.path.length > 1) ring(layers.last, L.path[L.path.length - 1], r + 2.5, 'moved');
      for (const sq of L.captured || []) cross(layers.last, sq, 'cross');
      if (L.huffed) cross(layers.last, L.huffed, 'cross huffed');
    }
    const ui = layers.ui;
    for (const sq of sel ? [] : S.must_capture || []) {
      ring(layers.under, sq, r + 7, 'tint');
      ring(ui, sq, r + 4, 'must');
    }
    for (const sq of S.can_move ? S.huffable || [] : []) {
      const rr = r + 4;
      const dash = r1((Math.PI * rr) / 14);
      ring(ui, sq, rr, 'huffable', { 'stroke-dasharray': `${dash} ${dash}` });
    }
    if (huff) cross(ui, huff, 'cross huffed chosen');
    const next = nextLandings();
    if (sel) {
      ring(layers.under, sel.from, r + 8, 'halo');
      ring(ui, sel.from, r + 3.5, 'picked');
      if (sel.landings.length) pathLine(ui, [sel.from, ...sel.landings], 'trail', false, 0);
      for (const sq of sel.landings) ring(ui, sq, r * 0.5, 'landed');
      for (const sq of next) {
        if (pieceAt(sq) && sq !== sel.from) ring(ui, sq, r - 2, 'dest ring');
        else {
          ring(ui, sq, S.board.spacing * 0.17, 'dest');
          ring(ui, sq, r - 3, 'dest area');
        }
      }
    }
    const froms = new Set(pool().map((t) => t.from));
    const labels = S.labels || {};
    for (const sq in cells) {
      const c = cells[sq];
      const label = labels[sq] || sq;
      if (c.getAttribute('aria-label') !== label) c.setAttribute('aria-label', label);
      const picked = !!sel && sel.from === sq;
      if (picked) c.setAttribute('aria-selected', 'true');
      else c.removeAttribute('aria-selected');
      c.classList.toggle('live', froms.has(sq) || next.has(sq));
    }
    svg.classList.toggle('playable', !!(S.me && S.can_move));
    svg.classList.toggle('picking', !!sel);
    renderMessage();
  }

  function renderMessage() {
    if (!S) return;
    let text = '';
    if (lost) text = str('connection_lost');
    else if (note) text = note;
    else if (!S.me) text = str('spectating');
    else if (S.over) text = '';
    else if (!S.can_move) text = str('waiting');
    else if (sel) text = str(sel.landings.length ? 'chain' : 'pick_dest');
    else if ((S.huffable || []).length && !huff) text = str('pick_huff');
    else text = str('pick');
    setText($('message'), text);
    $('message').classList.toggle('alert', lost || !!note);
  }

  // ---------- around the board ----------
  function renderPlayers() {
    const ps = S.players || [];
    player($('player-top'), ps[0]);
    player($('player-bottom'), ps[1]);
  }

  function player(box, p) {
    box.hidden = !p;
    if (!p) return;
    const key = JSON.stringify(p);
    if (box.dataset.key === key) return;
    box.dataset.key = key;
    box.className = `player ${p.color}` + (p.to_move ? ' to-move' : '') + (S.me === p.color ? ' me' : '');
    box.setAttribute('aria-label', p.label || p.name);
    box.replaceChildren();
    const sw = h('span', 'swatch', null, box);
    sw.setAttribute('aria-hidden', 'true');
    const fields = [['name', p.name], ['rating', p.rating], ['count', p.pieces], ['clock', p.clock]];
    for (const [cls, text] of fields) {
      if (text) h('span', cls, text, box).setAttribute('aria-hidden', 'true');
    }
  }

  function renderSide() {
    setText($('status'), S.status);
    const notice = $('notice');
    notice.hidden = !S.notice;
    setText(notice, S.notice);
    setText($('skip'), str('skip'));
    setText($('confirm-yes'), str('confirm'));
    setText($('confirm-no'), str('cancel'));

    const acts = S.me ? S.actions || [] : [];
    const box = $('actions');
    const akey = JSON.stringify(acts);
    if (box.dataset.key !== akey) {
      box.dataset.key = akey;
      const focused = document.activeElement && document.activeElement.dataset && document.activeElement.dataset.action;
      box.replaceChildren();
      for (const a of acts) {
        const b = h('button', 'action', a.label, box);
        b.type = 'button';
        b.dataset.action = a.id;
        if (a.id === focused) b.focus();
      }
    }
    box.hidden = !acts.length;

    const moves = S.moves || [];
    $('moves-box').hidden = !moves.length;
    setText($('moves-title'), str('moves'));
    const list = $('moves');
    list.setAttribute('aria-label', str('moves'));
    const mkey = JSON.stringify(moves);
    if (list.dataset.key !== mkey) {
      list.dataset.key = mkey;
      list.replaceChildren();
      for (const m of moves) {
        const li = h('li', null, null, list);
        h('span', 'n', m.n, li);
        h('span', 'mv', m.black || '', li);
        h('span', 'mv', m.white || '', li);
      }
      list.scrollTop = list.scrollHeight;
    }
  }

  function askAction(id) {
    const a = (S.actions || []).find((x) => x.id === id);
    if (!a || pending) return;
    if (!a.confirm) return void sendAction(id);
    const dlg = $('confirm');
    setText($('confirm-text'), a.confirm);
    dlg.dataset.action = id;
    dlg.showModal();
    $('confirm-no').focus();
  }

  // ---------- animation of the last move ----------
  function startAnim(prev) {
    const L = S.last;
    const way = L.path.map((sq) => pts[sq]);
    const endSq = L.path[L.path.length - 1];
    const mover = layers.pieces.querySelector(`[data-piece="${CSS.escape(endSq)}"]`);
    if (!mover || way.some((p) => !p)) return done();
    const cum = [0];
    for (let i = 1; i < way.length; i++) cum.push(cum[i - 1] + Math.hypot(way[i].x - way[i - 1].x, way[i].y - way[i - 1].y));
    const total = cum[cum.length - 1] || 1;
    // Each victim fades when the mover passes nearest to it (a huffed piece at once).
    const victims = [];
    for (const g of L.ghosts || []) {
      const p = pts[g.sq];
      if (!p) continue;
      let best = Infinity;
      let t = 0;
      for (let i = 1; i < way.length && g.sq !== L.huffed; i++) {
        const a = way[i - 1];
        const b = way[i];
        const seg = cum[i] - cum[i - 1] || 1;
        const u = Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (seg * seg)));
        const d = Math.hypot(a.x + u * (b.x - a.x) - p.x, a.y + u * (b.y - a.y) - p.y);
        if (d < best) {
          best = d;
          t = (cum[i - 1] + u * seg) / total;
        }
      }
      victims.push({ node: usePiece(g, 'victim', layers.ghosts), t });
    }
    svg.classList.add('animating');
    const skip = $('skip');
    skip.hidden = false;
    const dur = Math.min(400, 200 + 50 * (way.length - 1));
    const t0 = performance.now();
    const ease = (x) => (x < 0.5 ? 2 * x * x : 1 - Math.pow(-2 * x + 2, 2) / 2);
    // A man crowned on arrival travels as a man.
    const was = prev.pieces.find((p) => p.sq === L.path[0]);
    const href = mover.getAttribute('href');
    if (was) mover.setAttribute('href', `#pc-${was.color}-${was.kind}`);
    anim = { mover, endSq, victims, href, raf: 0 };
    const frame = (now) => {
      const k = Math.min(1, (now - t0) / dur);
      const d = ease(k) * total;
      let i = 1;
      while (i < cum.length - 1 && cum[i] < d) i++;
      const a = way[i - 1];
      const b = way[i];
      const u = (d - cum[i - 1]) / (cum[i] - cum[i - 1] || 1);
      mover.setAttribute('transform', `translate(${r1(a.x + u * (b.x - a.x))} ${r1(a.y + u * (b.y - a.y))})`);
      for (const v of victims) {
        const e = ease(k);
        v.node.style.opacity = String(e >= v.t ? Math.max(0.55, 1 - (e - v.t) * 4) : 1);
      }
      if (k < 1) anim.raf = requestAnimationFrame(frame);
      else finishAnim();
    };
    anim.raf = requestAnimationFrame(frame);
  }

  function finishAnim(silent) {
    if (!anim) return;
    cancelAnimationFrame(anim.raf);
    anim.mover.setAttribute('transform', at(anim.endSq));
    anim.mover.setAttribute('href', anim.href);
    for (const v of anim.victims) v.node.remove();
    const next = anim.next;
    anim = null;
    svg.classList.remove('animating');
    const skip = $('skip');
    if (document.activeElement === skip) cells[cursor] && cells[cursor].focus();
    skip.hidden = true;
    if (silent) return;
    done();
    if (next) apply(next, true);
  }

  // ---------- input ----------
  function moveCursor(sq, dx, dy) {
    const c = pts[sq];
    let best = null;
    let score = Infinity;
    for (const k in pts) {
      const p = pts[k];
      const along = dx ? (p.x - c.x) * dx : (p.y - c.y) * dy;
      if (along < 1) continue;
      const s = along + 3 * Math.abs(dx ? p.y - c.y : p.x - c.x);
      if (s < score) {
        score = s;
        best = k;
      }
    }
    if (best) focusCell(best);
  }

  function focusCell(sq) {
    if (!cells[sq]) return;
    if (cursor && cells[cursor]) cells[cursor].setAttribute('tabindex', -1);
    cursor = sq;
    cells[sq].setAttribute('tabindex', 0);
    cells[sq].focus();
  }

  svg.addEventListener('click', (e) => {
    if (swallow) {
      swallow = false;
      return;
    }
    const c = e.target.closest && e.target.closest('[data-sq]');
    if (!c) return;
    const sq = c.dataset.sq;
    if (cursor !== sq) {
      if (cursor && cells[cursor]) cells[cursor].setAttribute('tabindex', -1);
      cursor = sq;
      c.setAttribute('tabindex', 0);
    }
    tap(sq);
  });

  svg.addEventListener('keydown', (e) => {
    const c = e.target.closest && e.target.closest('[data-sq]');
    if (!c || e.altKey || e.ctrlKey || e.metaKey) return;
    const sq = c.dataset.sq;
    const row = () => [...c.parentNode.children].map((n) => n.dataset.sq);
    switch (e.key) {
      case 'ArrowLeft': moveCursor(sq, -1, 0); break;
      case 'ArrowRight': moveCursor(sq, 1, 0); break;
      case 'ArrowUp': moveCursor(sq, 0, -1); break;
      case 'ArrowDown': moveCursor(sq, 0, 1); break;
      case 'Home': focusCell(row()[0]); break;
      case 'End': focusCell(row().pop()); break;
      case 'Enter':
      case ' ':
        tap(sq);
        break;
      case 'Escape':
        if (anim) finishAnim();
        else if (!cancel()) return;
        break;
      default:
        return;
    }
    e.preventDefault();
  });

  document.addEventListener('pointerdown', () => {
    swallow = !!anim;
    if (anim) finishAnim();
  }, true);
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && anim) finishAnim();
  });
  $('skip').addEventListener('click', () => finishAnim());
  $('actions').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-action]');
    if (b) askAction(b.dataset.action);
  });
  $('confirm-yes').addEventListener('click', () => {
    const dlg = $('confirm');
    dlg.close();
    sendAction(dlg.dataset.action);
  });
  $('confirm-no').addEventListener('click', () => $('confirm').close());
  document.addEventListener('visibilitychange', wake);
  window.addEventListener('online', wake);

  start();
})();
