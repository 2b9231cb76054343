// The interactive board of a Zamma game. The API: src/web/api.rs and state.rs (docs/web-board.md).
// Every word a person reads comes from the server's State; these files hold none.
// This module: the network, the State, taps and keys. draw.js draws the board, panel.js what is around it.
import { $, svg, Z, setText, str, pieceAt, pool, cands, nextLandings, patched } from './state.js';
import { buildBoard, renderPieces, redraw, startAnim, stopAnim, moveCursor, focusCell } from './draw.js';
import { renderMessage, renderPlayers, renderSide } from './panel.js';
import { installDrag } from './drag.js';
import { installMarks } from './marks.js';
import { sound, soundsOn, toggleSounds, wake as wakeSounds } from './sound.js';

const base = new URL('..', location.href);
const gameId = decodeURIComponent(location.pathname.replace(/\/+$/, '').split('/').pop());
const storeKey = 'zamma-token-' + gameId;
// The free analysis board (/analysis?position=…&rules=…): a position of no game, explored with the engine.
const free = gameId === 'analysis';
const reduced = matchMedia('(prefers-reduced-motion: reduce)');

let token = null;
let pending = false;
let wsDirty = false;
let swallow = false;
let boardKey = '';
let ws = null;
let backoff = 1;
let wsTimer = 0;
let live = null; // the State as the socket last made it: a whole State, then patches (each the next `v`)
// (`v` counts the socket's patches only: States are ordered by their game's `rev`, see `older`.)
let ended = false; // the server's last word came: no connecting again

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
  if (ok && !free) connect();
}

function fail(text) {
  setText($('status'), text);
  document.body.dataset.error = '1';
}

// A free board's position, as its address gives it.
function freePath() {
  const q = new URLSearchParams(location.search);
  return 'api/position?' + new URLSearchParams({ position: q.get('position') || '', rules: q.get('rules') || '' });
}

async function load(keepNote) {
  const r = await api(free ? freePath() : `api/game/${encodeURIComponent(gameId)}`);
  if (r.error) {
    if (!Z.S) {
      if (r.net) return null;
      fail(r.error);
    } else if (!r.net) {
      Z.note = r.error;
      renderMessage();
    }
    return false;
  }
  if (free) Z.main = r.data;
  if (Z.S && !later(r.data)) return true;
  apply(r.data, keepNote);
  return true;
}

// Of two States of one game, is `a` the earlier? Every change to a game bumps its `rev` (its ply alone goes
// back on a takeback, and the socket's `v` counts only its own patches). States with no `rev` (a free
// board, the course) are not ordered.
const older = (a, b) =>
  !!(a && b && a.game === b.game && typeof a.rev === 'number' && typeof b.rev === 'number' && a.rev < b.rev);

// Whether the State `st` heard (from the socket, or read again) is to replace the one shown: never an
// earlier one; and on a finished game being stepped through or explored, the game as it was changes nothing
// there (the position stepped to stays).
function later(st) {
  if (!Z.S) return true;
  if (older(st, Z.S)) return false;
  return !(Z.S.cursor !== undefined && st.game === Z.S.game && st.rev === Z.S.rev);
}

// Another game's board (a rematch): its page, with this page's query (an Activity's) less a moment of this
// game (`ply`), the session passed on in the fragment, as the Activity's lobby does.
function goTo(id) {
  const q = new URLSearchParams(location.search);
  q.delete('ply');
  const query = q.toString();
  const to = new URL('play/' + encodeURIComponent(id) + (query ? '?' + query : ''), base);
  location.assign(to.href + '#t=' + encodeURIComponent(token || ''));
}

function connect() {
  if (ended) return;
  clearTimeout(wsTimer);
  live = null;
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
    if (Z.lost) {
      Z.lost = false;
      renderMessage();
    }
    if (st.error) {
      if (st.final) ended = true;
      Z.note = st.error;
      return void renderMessage();
    }
    if (st.patch) {
      // A patch that does not follow the State held: start again from a whole one.
      if (!live || st.v !== live.v + 1) return void sock.close();
      st = patched(live, st);
    } else if (!st.board) return;
    live = st;
    if (pending) wsDirty = true; // taken with the request's answer, if it is the later (post)
    else if (later(st)) apply(st);
  };
  sock.onclose = () => retry(sock);
}

function retry(sock) {
  if (sock && ws !== sock) return;
  ws = null;
  if (ended) return;
  if (Z.S && !Z.lost) {
    Z.lost = true;
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
  if (document.visibilityState === 'visible' && Z.S && !ws && !free) {
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
  const heard = wsDirty ? live : null; // what the socket said while the request was on its way
  wsDirty = false;
  if (r.error) {
    Z.note = r.error;
    if (!keepSel) Z.sel = null;
    redraw();
    if (heard && later(heard)) apply(heard, true);
    if (r.status === 409 || r.status === 410 || r.status === 412) load(true);
    return;
  }
  if (r.data.goto != null) return void goTo(r.data.goto); // a rematch's new game
  Z.note = r.data.message || null; // what came of the request, when it says (a side's motion, the computer)
  // The later of the answer and what the socket said meanwhile; on a tie the socket's, which may hold
  // later votes or clocks. Neither, if what is shown is later still.
  const st = heard && !older(heard, r.data) ? heard : r.data;
  if (later(st)) apply(st, !!r.data.message);
  else redraw();
}
const sendTurn = (turn, keepSel) =>
  Z.S.analysis ? explore().then((x) => x.tryTurn(turn)) : post(`api/game/${encodeURIComponent(gameId)}/turn`, { turn, ply: Z.S.ply }, keepSel);
const sendAction = (action) => post(`api/game/${encodeURIComponent(gameId)}/action`, { action, ply: Z.S.ply });

// ---------- state ----------
function apply(st, keepNote) {
  const prev = Z.S;
  if (Z.anim && st.game === Z.S.game && st.ply === Z.S.ply) {
    Z.anim.next = st; // the same position again (the live echo of a turn, a clock): after the animation
    return;
  }
  if (Z.anim) finishAnim(true);
  const moved = prev && st.game === prev.game && st.ply === prev.ply + 1;
  Z.S = st;
  Z.S.pieces = Z.S.pieces || [];
  Z.S.turns = Z.S.turns || [];
  if (!prev || prev.ply !== st.ply || prev.game !== st.game || !st.can_move) {
    Z.sel = null;
    Z.huff = null;
    if (!keepNote && prev && prev.ply !== st.ply) Z.note = null;
  } else {
    if (Z.huff && !(st.huffable || []).includes(Z.huff)) Z.huff = null;
    if (Z.sel && !cands().length) Z.sel = null;
  }
  // My side's draw offer gone with no move while the game goes on: it was declined (the server's words).
  const mine = prev && prev.game === st.game && prev.draw_offer && prev.draw_offer === prev.me;
  if (mine && st.ply === prev.ply && !st.draw_offer && !st.over) Z.note = str('draw_declined') || null;
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
  if (moved) {
    // Heard by screen readers: the move in words; and, when sounds are on, the move and your turn.
    setText($('said'), st.said || '');
    sound(st.last && (st.last.captured || []).length ? 'capture' : 'move');
    if (st.can_move && st.me && !prev.can_move) setTimeout(() => sound('turn'), 250);
  }
  const L = st.last;
  if (moved && L && L.path && L.path.length > 1 && !reduced.matches && document.visibilityState === 'visible') {
    if (!startAnim(prev, finishAnim)) done();
  } else {
    done();
  }
}

function done() {
  if (analysable()) explore().then((x) => x.shown());
  document.body.dataset.ply = String(Z.S.ply);
  if (!document.body.dataset.ready && performance.mark) performance.mark('zamma-ready');
  document.body.dataset.ready = '1';
}

function finishAnim(silent) {
  if (!Z.anim) return;
  const next = stopAnim();
  if (silent) return;
  done();
  if (next) apply(next, true);
}

// ---------- taps ----------
function tap(sq) {
  if (Z.anim) return void finishAnim();
  if (!Z.S || !Z.S.me || !Z.S.can_move || pending) return;
  Z.note = null;
  const pc = pieceAt(sq);
  if (pc && pc.color !== Z.S.me && (Z.S.huffable || []).includes(sq)) {
    Z.huff = Z.huff === sq ? null : sq;
    if (Z.sel && !cands().length) Z.sel = pool().some((t) => t.from === Z.sel.from) ? { from: Z.sel.from, landings: [] } : null;
    return void redraw();
  }
  if (Z.sel) {
    const n = Z.sel.landings.length;
    const c = cands();
    if (nextLandings().has(sq)) {
      Z.sel.landings.push(sq);
      const c2 = cands();
      const full = c2.filter((t) => t.path.length === n + 1);
      if (full.length && !c2.some((t) => t.path.length > n + 1)) return void choose(full);
      return void redraw();
    }
    const ends = c.filter((t) => t.path[t.path.length - 1] === sq);
    if (ends.length === 1) return void sendTurn(ends[0].text);
    if (n && sq === Z.sel.landings[n - 1]) {
      const full = c.filter((t) => t.path.length === n);
      if (full.length) return void choose(full);
    }
    if (sq === Z.sel.from && !n) {
      Z.sel = null;
      return void redraw();
    }
  }
  if (pc && pc.color === Z.S.me) {
    if (pool().some((t) => t.from === sq)) Z.sel = { from: sq, landings: [] };
    else {
      Z.sel = null;
      Z.note = (Z.S.reasons || {})[sq] || null;
    }
    return void redraw();
  }
  if (Z.sel && !pc) {
    // Not a landing the server listed: send it anyway so that it says why.
    const way = [Z.sel.from, ...Z.sel.landings, sq];
    const far = way.some((p, i) => i && dist(way[i - 1], p) > Z.S.board.spacing * 1.5);
    return void sendTurn(way.join(far || Z.sel.landings.length ? 'x' : '-'), true);
  }
  redraw();
}

// A piece let go after a drag (drag.js): the turn that ends there through the landings the drag made,
// else through the points it passed. Nowhere legal: the piece goes back.
function dropped(from, to, landings, seen) {
  Z.sel = { from, landings: [] };
  const mine = pool().filter((t) => t.from === from && t.path[t.path.length - 1] === to);
  const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
  const within = (path) => {
    let i = 0;
    for (const sq of seen) if (sq === path[i]) i++;
    return i === path.length;
  };
  let fit = mine.filter((t) => same(t.path, landings));
  if (!fit.length) fit = mine.filter((t) => within(t.path));
  if (!fit.length) {
    Z.sel = null;
    return void redraw();
  }
  const paths = [...new Set(fit.map((t) => t.path.join(' ')))].map((p) => p.split(' '));
  if (paths.length === 1) {
    Z.sel.landings = paths[0];
    return void choose(fit);
  }
  // Several ways lead there: the landings they share stay, and taps choose the rest.
  let n = 0;
  while (paths.every((p) => p.length > n + 1 && p[n] === paths[0][n])) n++;
  Z.sel.landings = paths[0].slice(0, n);
  Z.note = str('chain');
  redraw();
}

function choose(full) {
  const texts = [...new Set(full.map((t) => t.text))];
  if (texts.length === 1 || Z.huff) return sendTurn(texts[0]);
  Z.note = str('pick_huff');
  redraw();
}

const dist = (a, b) => (Z.pts[a] && Z.pts[b] ? Math.hypot(Z.pts[a].x - Z.pts[b].x, Z.pts[a].y - Z.pts[b].y) : 0);

function cancel() {
  if (!Z.sel && !Z.huff && !Z.note) return false;
  Z.sel = Z.huff = Z.note = null;
  redraw();
  return true;
}

function askAction(id) {
  const a = (Z.S.actions || []).find((x) => x.id === id);
  if (!a || pending) return;
  if (!a.confirm) return void sendAction(id);
  const dlg = $('confirm');
  setText($('confirm-text'), a.confirm);
  dlg.dataset.action = id;
  dlg.showModal();
  $('confirm-no').focus();
}

// ---------- input ----------
svg.addEventListener('click', (e) => {
  if (swallow) {
    swallow = false;
    return;
  }
  const c = e.target.closest && e.target.closest('[data-sq]');
  if (!c) return;
  const sq = c.dataset.sq;
  if (Z.cursor !== sq) {
    if (Z.cursor && Z.cells[Z.cursor]) Z.cells[Z.cursor].setAttribute('tabindex', -1);
    Z.cursor = sq;
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
      if (Z.anim) finishAnim();
      else if (!cancel()) return;
      break;
    default:
      return;
  }
  e.preventDefault();
});

document.addEventListener('pointerdown', () => {
  swallow = !!Z.anim;
  if (Z.anim) finishAnim();
  wakeSounds();
}, true);
installDrag({
  busy: () => pending || !!Z.anim,
  drop: dropped,
  dragged: () => {
    swallow = true;
  },
});
installMarks({
  busy: () => pending,
  send: (shapes) => post(`api/game/${encodeURIComponent(gameId)}/marks`, { shapes, ply: Z.S.ply }, true),
});
const soundButton = $('sounds');
const showSounds = () => soundButton.setAttribute('aria-pressed', String(soundsOn()));
soundButton.addEventListener('click', () => {
  toggleSounds();
  showSounds();
});
showSounds();
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && Z.anim) finishAnim();
});
$('skip').addEventListener('click', () => finishAnim());
$('actions').addEventListener('click', (e) => {
  const b = e.target.closest('button[data-action]');
  if (b) askAction(b.dataset.action);
});
// ---------- the analysis board: explore.js, loaded only where it is needed ----------
// A finished game's positions, its variations and free boards, with the engine beside them.
let explorer = null;
const analysable = () => free || !!(Z.S && Z.S.over && typeof Z.S.game === 'number' && (Z.S.moves || []).length);
function explore() {
  explorer ||= import('./explore.js').then((m) =>
    m.install({ api, apply, gameId, free, base, token: () => token, busy: () => pending }),
  );
  return explorer;
}

$('map').addEventListener('click', (e) => {
  const b = e.target.closest('button[data-level]');
  if (b && Z.S) post(`api/game/${encodeURIComponent(gameId)}/action`, { action: 'level', level: b.dataset.level, ply: Z.S.ply });
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
