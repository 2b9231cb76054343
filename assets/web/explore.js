// The analysis board, loaded by board.js on a finished game's board and on a free board (/analysis):
// stepping through the game, the engine's word on the position shown, and variations, any turn tried
// kept as a tree on this page. Every word a person reads comes from the server.
import { $, svg, Z, el, h, setText, str, shownKey, wordKey } from './state.js';
import { redraw } from './draw.js';
import { renderMessage, renderSide } from './panel.js';

let B = null; // board.js's own: { api, apply, gameId, free, base, token(), busy() }
let trying = false; // a variation's turn on its way

// Called once by board.js: the listeners, and what board.js asks of this module.
export function install(board) {
  B = board;
  listen();
  if (B.free) mains.set(0, Z.main);
  // The stepping buttons and the move list's buttons show from now on (they answer), with the variations,
  // their tools and the review's graph.
  Z.exploring = { list: listVariations, side: () => (renderTools(), renderGraph()) };
  renderSide();
  return { shown, tryTurn };
}

// A position shown: the engine asked about it, and a finished game first seen goes to its stepping State.
function shown() {
  askEngine();
  if (Z.S.over && typeof Z.S.game === 'number' && Z.S.cursor === undefined && (Z.S.moves || []).length && !stepping) {
    // A link to a moment of the game (a review's key moment) names its ply.
    const asked = new URLSearchParams(location.search).get('ply');
    goto(asked !== null && /^\d{1,5}$/.test(asked) ? Number(asked) : Z.S.ply, true);
  }
}

// ---------- the engine (engine.rs) ----------
let engine = null;
// What the engine is asked: the game's ply, or a position text (a variation, a free board).
const engineAsk = () =>
  Z.S.node || B.free ? { position: Z.S.position, rules: Z.S.rules } : { ply: Z.S.cursor ?? Z.S.ply };
function askEngine() {
  const key = shownKey();
  if (Z.engine && Z.engine.key !== key) {
    Z.engine = null;
    showEngine();
  }
  if (engine && engine.readyState <= 1) {
    if (engine.asked !== key && engine.readyState === 1) {
      engine.asked = key;
      engine.send(JSON.stringify(engineAsk()));
    }
    return;
  }
  const u = new URL(B.free ? 'api/analysis' : `api/game/${encodeURIComponent(B.gameId)}/analysis`, B.base);
  u.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const sock = new WebSocket(u.href);
  engine = sock;
  sock.onopen = () => {
    sock.send(JSON.stringify({ token: B.token() }));
    sock.asked = shownKey();
    sock.send(JSON.stringify(engineAsk()));
  };
  sock.onmessage = (ev) => {
    let word = null;
    try { word = JSON.parse(ev.data); } catch (e) { return; }
    if (!word) return;
    word.key = wordKey(word);
    if (word.key !== shownKey()) return;
    Z.engine = word;
    showEngine();
    redraw();
  };
  sock.onclose = () => {
    if (engine === sock) engine = null;
  };
}
function showEngine() {
  const box = $('engine');
  const text = Z.engine ? Z.engine.text || Z.engine.error || '' : '';
  box.hidden = !text;
  setText(box, text);
  // The evaluation bar: Black's share, from the left (the words above say it for screen readers).
  const bar = $('evalbar');
  const black = Z.engine && typeof Z.engine.black === 'number' ? Z.engine.black : null;
  bar.hidden = black === null;
  if (black !== null) bar.firstElementChild.style.inlineSize = black + '%';
}

// ---------- stepping through a finished game ----------
// While a position is on its way, the ply asked for last (`aim`) is where the next step counts from: quick
// presses each count, and only the last one's position is fetched once the one on its way has come.
let stepping = false;
let aim = null;
async function goto(ply, again) {
  if (!Z.S) return;
  ply = Math.max(0, Math.min(plyCount(), ply));
  if (stepping) {
    aim = ply;
    return;
  }
  if (ply === (Z.S.cursor ?? Z.S.ply) && !again && !Z.S.node) return;
  const held = mains.get(ply);
  if (held) {
    Z.main = held;
    return void B.apply(held, true);
  }
  stepping = true;
  aim = ply;
  const r = await B.api(`api/game/${encodeURIComponent(B.gameId)}/at/${ply}`);
  stepping = false;
  if (r.error) {
    Z.note = r.error;
    renderMessage();
  } else {
    Z.main = r.data;
    mains.set(ply, r.data);
    B.apply(r.data, true);
  }
  const next = aim;
  aim = null;
  if (next !== ply) goto(next);
}
// The plies of the whole game: the last move's number in the list.
function plyCount() {
  let end = 0;
  for (const b of document.querySelectorAll('#moves button.mv')) end = Math.max(end, Number(b.dataset.ply) || 0);
  return end;
}
function step(how) {
  const node = here();
  if (node) {
    let end = node;
    while (end.children[0]) end = end.children[0];
    if (how === 'next' && node.children[0]) show(node.children[0]);
    else if (how === 'back') node.parent ? show(node.parent) : goto(node.base, true);
    else if (how === 'last' && end !== node) show(end);
    else if (how === 'first') goto(0, true);
    return;
  }
  const at = aim ?? Z.S.cursor ?? Z.S.ply;
  // At the game's end (a B.free board's one position), its first variation goes on.
  const line = (T.roots[at] || [])[0];
  if (line && at >= plyCount() && (how === 'next' || how === 'last')) {
    let end = line;
    while (how === 'last' && end.children[0]) end = end.children[0];
    return void show(end);
  }
  const to = { first: 0, back: at - 1, next: at + 1, last: plyCount() }[how];
  if (to !== undefined) goto(to);
}

// ---------- variations: any turn tried on the analysis board, kept as a tree on this page ----------
// A node: { id, parent, base (the game's ply it leaves the game at), depth (turns before it and it), turn,
// number, state, children }; the first child goes on the node's line, the others are its alternatives.
// Nothing of it reaches the game: each position comes from the rules on the server (api/position).
const mains = new Map(); // the game's positions fetched so far, by ply (a B.free board: its one position, 0)
const T = Z.tree;
const here = () => (Z.S && Z.S.node ? T.nodes.get(Z.S.node) : null);
// The variations that follow `node`, or the game's position shown.
const followers = (node) => (node ? node.children : (T.roots[Z.S.cursor ?? Z.S.ply] ||= []));
// The alternatives `node`'s line is one of.
const siblings = (node) => (node.parent ? node.parent.children : T.roots[node.base]);
// The game's own turn from the position after `ply` turns, if it went on.
function gameTurnAfter(ply) {
  for (const m of Z.S.moves || []) {
    const i = (m.to || []).indexOf(ply + 1);
    if (i >= 0) return i ? m.white : m.black;
  }
  return null;
}

async function tryTurn(text) {
  if (B.busy() || trying) return;
  const node = here();
  const at = Z.S.cursor ?? Z.S.ply;
  Z.sel = null;
  if (!node && !B.free && gameTurnAfter(at) === text) return void goto(at + 1);
  const known = followers(node).find((n) => n.turn === text);
  if (known) return void show(known);
  trying = true;
  const q = new URLSearchParams({ position: Z.S.position, rules: Z.S.rules, then: text, ply: String(Z.S.ply) });
  const r = await B.api('api/position?' + q);
  trying = false;
  if (r.error) {
    Z.note = r.error;
    return void redraw();
  }
  const same = followers(node).find((n) => n.turn === r.data.turn);
  if (same) return void show(same);
  const n = {
    id: 'v' + ++T.seq,
    parent: node,
    base: node ? node.base : at,
    depth: Z.S.ply + 1,
    turn: r.data.turn,
    number: r.data.number,
    state: r.data,
    children: [],
  };
  T.nodes.set(n.id, n);
  followers(node).push(n);
  T.v = (T.v || 0) + 1;
  show(n);
}

// A variation's position, with what the game around it shows (its players, moves, graph).
function show(node) {
  const m = Z.main;
  const st = Object.assign({}, node.state, {
    node: node.id,
    game: m.game,
    rev: m.rev,
    over: m.over,
    cursor: node.base,
    ply: node.depth,
    title: m.title,
    players: m.players,
    moves: m.moves,
    graph: m.graph,
    actions: m.actions,
    strings: Object.assign({}, m.strings, node.state.strings),
    notice: null,
  });
  Z.note = null;
  B.apply(st, true);
}

let swipe = null; // a finger or the mouse down on the board: perhaps a swipe

function listen() {
  window.addEventListener('pagehide', () => engine && engine.close());
  $('steps').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-step]');
    if (b) step(b.dataset.step);
  });
  $('graph').addEventListener('click', (e) => {
    const n = (Z.S && Z.S.graph && Z.S.graph.values.length) || 0;
    const r = $('graph').getBoundingClientRect();
    if (n > 1 && r.width) goto(Math.round(((e.clientX - r.left) / r.width) * (n - 1)));
  });
  $('moves').addEventListener('click', (e) => {
    const v = e.target.closest('button[data-node]');
    if (v && T.nodes.has(v.dataset.node)) return void show(T.nodes.get(v.dataset.node));
    const b = e.target.closest('button[data-ply]');
    if (b) goto(Number(b.dataset.ply), true);
  });
  $('tree-tools').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-tool]');
    const node = here();
    if (!b || !node) return;
    T.v = (T.v || 0) + 1;
    if (b.dataset.tool === 'delete') {
      const sibs = siblings(node);
      sibs.splice(sibs.indexOf(node), 1);
      const drop = (n) => {
        T.nodes.delete(n.id);
        n.children.forEach(drop);
      };
      drop(node);
      return void (node.parent ? show(node.parent) : goto(node.base, true));
    }
    // Promote: the line the node is on becomes the first of its alternatives.
    let start = node;
    while (start.parent && start.parent.children[0] === start) start = start.parent;
    const sibs = siblings(start);
    sibs.splice(sibs.indexOf(start), 1);
    sibs.unshift(start);
    renderSide();
  });
  // A swipe across the board steps too: leftwards to the next move, rightwards back (mirrored in Arabic).
  svg.addEventListener('pointerdown', (e) => {
    swipe = $('steps').hidden ? null : { x: e.clientX, y: e.clientY, id: e.pointerId };
  });
  svg.addEventListener('pointerup', (e) => {
    const s = swipe;
    swipe = null;
    if (!s || s.id !== e.pointerId) return;
    const dx = e.clientX - s.x;
    const dy = e.clientY - s.y;
    if (Math.abs(dx) < svg.getBoundingClientRect().width * 0.15 || Math.abs(dx) < 2 * Math.abs(dy)) return;
    const rtl = document.documentElement.dir === 'rtl';
    step((dx < 0) !== rtl ? 'next' : 'back');
  });
  // The arrows step, Home and End jump, wherever the focus is but on the board's points.
  document.addEventListener('keydown', (e) => {
    if ($('steps').hidden || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.target.closest && e.target.closest('[data-sq], dialog')) return;
    const how = { ArrowLeft: 'back', ArrowRight: 'next', Home: 'first', End: 'last' }[e.key];
    if (!how) return;
    e.preventDefault();
    const dir = document.documentElement.dir === 'rtl' && (how === 'back' || how === 'next');
    step(dir ? (how === 'back' ? 'next' : 'back') : how);
  });
}

// ---------- around the board (panel.js asks once this module is loaded) ----------
// The variations tried, in the move list `list` whose rows are [li, plies they lead to]: under the game's
// move they are alternatives to (a free board's at the top).
function listVariations(list, rows) {
  const T = Z.tree;
  const last = new Map();
  for (const ply of Object.keys(T.roots).map(Number).sort((a, b) => a - b)) {
    const row = rows.find(([, to]) => to.includes(ply + 1));
    const key = row ? row[0] : list.lastElementChild;
    for (const v of T.roots[ply]) {
      const li = variation(v);
      const anchor = last.get(key) || key;
      if (anchor) anchor.after(li);
      else list.appendChild(li);
      last.set(key, li);
    }
  }
}

// A variation as a row of the move list: its line of turns, then its own alternatives nested under it.
function variation(v) {
  const li = h('li', 'var');
  const line = h('span', 'line', null, li);
  line.setAttribute('role', 'group');
  line.setAttribute('aria-label', str('variation'));
  const alternatives = [];
  for (let n = v, first = true; n; n = n.children[0], first = false) {
    const b = h('button', 'mv', null, line);
    b.type = 'button';
    b.dataset.node = n.id;
    // The number before a line's first turn and before each of the first mover's.
    if (first || n.number.endsWith('.')) h('span', 'n', n.number, b);
    h('span', 'turn', n.turn, b);
    alternatives.push(...n.children.slice(1));
  }
  if (alternatives.length) {
    const ol = h('ol', null, null, li);
    for (const a of alternatives) ol.appendChild(variation(a));
  }
  return li;
}

// On a variation: promote its line, or delete it from the position shown.
function renderTools() {
  const box = $('tree-tools');
  const node = Z.S.node && Z.tree.nodes.get(Z.S.node);
  box.hidden = !node;
  if (!node) return;
  box.setAttribute('aria-label', str('variation'));
  const promote = box.querySelector('[data-tool=promote]');
  setText(promote, str('promote'));
  setText(box.querySelector('[data-tool=delete]'), str('delete'));
  let start = node;
  while (start.parent && start.parent.children[0] === start) start = start.parent;
  const sibs = start.parent ? start.parent.children : Z.tree.roots[start.base] || [];
  promote.disabled = sibs[0] === start;
}

// The review's evaluation over the game, Black's advantage up: a click shows a position (board.js).
function renderGraph() {
  const g = Z.S.over && Z.S.graph;
  const box = $('graph-box');
  box.hidden = !(g && g.values && g.values.length > 1);
  if (box.hidden) return;
  const svgG = $('graph');
  svgG.setAttribute('aria-label', g.label || '');
  const n = g.values.length;
  const x = (i) => Math.round((i / (n - 1)) * 3000) / 10;
  const y = (v) => Math.round((40 - (Math.max(-g.clamp, Math.min(g.clamp, v)) / g.clamp) * 36) * 10) / 10;
  const key = JSON.stringify(g);
  if (svgG.dataset.key !== key) {
    svgG.dataset.key = key;
    svgG.replaceChildren();
    el('line', { class: 'mid', x1: 0, y1: 40, x2: 300, y2: 40 }, svgG);
    const d = g.values.map((v, i) => (i ? 'L' : 'M') + x(i) + ' ' + y(v)).join('');
    el('path', { class: 'area', d: d + `L300 40L0 40Z` }, svgG);
    el('path', { class: 'curve', d }, svgG);
    for (const ply in g.marks) {
      const i = Number(ply);
      if (i < n) el('circle', { class: 'mark ' + (g.marks[ply] === '??' ? 'blunder' : g.marks[ply] === '?' ? 'mistake' : 'inaccuracy'), cx: x(i), cy: y(g.values[i]), r: 3 }, svgG);
    }
    el('line', { class: 'cursor', x1: 0, y1: 0, x2: 0, y2: 80 }, svgG);
  }
  const at = Z.S.cursor ?? Z.S.ply;
  const c = svgG.querySelector('.cursor');
  c.setAttribute('x1', x(at));
  c.setAttribute('x2', x(at));
}

