// What the modules of the web board share: the State drawn, the pick in progress, the small helpers.
// The API: src/web/api.rs and state.rs (docs/web-board.md).
// Every word a person reads comes from the server's State.
const NS = 'http://www.w3.org/2000/svg';
export const $ = (id) => document.getElementById(id);
export const svg = $('board');

export const Z = {
  S: null, // the State drawn
  sel: null, // { from, landings: [] } while a piece is picked
  drag: null, // { from, id, x, y, moved, seen: [] } while a piece is held under a finger or the mouse
  huff: null, // the enemy piece marked to be huffed
  markFrom: null, // in a team game: the point a mark being drawn starts from (marks.js)
  note: null, // a sentence from the server that stays until the next tap
  lost: false, // the live connection is down
  anim: null,
  engine: null, // the engine's last word on the position shown ({key, depth, eval, text, path, black})
  exploring: false, // explore.js (the analysis board) is loaded and listening
  main: null, // on the analysis board: the game's position last shown (a free board: its position)
  tree: { nodes: new Map(), roots: {}, seq: 0 }, // the variations tried (board.js): roots by the game's ply
  pts: {}, // sq -> { x, y }
  cells: {}, // sq -> <g role=gridcell>
  cursor: null, // the point holding tabindex 0
  layers: {},
};

// ---------- helpers ----------
export const el = (name, attrs, parent) => {
  const e = document.createElementNS(NS, name);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
};
export const h = (tag, cls, text, parent) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text != null) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
};
export const setText = (node, text) => {
  text = text || '';
  if (node.textContent !== text) node.textContent = text;
};
export const r1 = (n) => Math.round(n * 100) / 100;
export const str = (k) => (Z.S && Z.S.strings && Z.S.strings[k]) || '';
export const pieceAt = (sq) => Z.S.pieces.find((p) => p.sq === sq);

// The position shown, as the engine's words name it: a ply of the game, or a position text (a variation,
// a free board).
export const shownKey = () =>
  Z.S.node || Z.S.game === null ? 'p' + Z.S.position : 'n' + (Z.S.cursor ?? Z.S.ply);
export const wordKey = (w) => (w.position !== undefined ? 'p' + w.position : 'n' + w.ply);

// Turns the picks may still lead to.
export function pool() {
  if (!Z.S.can_move || !Z.S.me) return [];
  if (Z.huff) return Z.S.turns.filter((t) => t.huff === Z.huff);
  const plain = Z.S.turns.filter((t) => !t.huff);
  return plain.length ? plain : Z.S.turns;
}
// Turns from the picked piece through `landings` (the pick's so far unless given).
export function cands(landings) {
  if (!Z.sel) return [];
  const L = landings || Z.sel.landings;
  return pool().filter((t) => t.from === Z.sel.from && L.every((sq, i) => t.path[i] === sq));
}
// The points the picked piece may land on next, after `landings`.
export function nextLandings(landings) {
  if (!Z.sel) return new Set();
  const L = landings || Z.sel.landings;
  return new Set(cands(L).filter((t) => t.path.length > L.length).map((t) => t.path[L.length]));
}
// The pieces the pick's landings so far have taken.
export function takenSoFar() {
  const c = cands();
  return c.length ? (c[0].captures || []).slice(0, Z.sel.landings.length) : [];
}

// A patch applied to the socket's last State: a new State (the old one is left as it was).
export function patched(base, p) {
  const n = Object.assign({}, base, p.set || {}, { v: p.v });
  for (const k in p.set || {}) if (p.set[k] === null) delete n[k];
  for (const k in p.merge || {}) {
    const keyed = k === 'pieces' ? Object.fromEntries((base[k] || []).map((x) => [x.sq, x])) : Object.assign({}, base[k]);
    for (const sub in p.merge[k]) {
      if (p.merge[k][sub] === null) delete keyed[sub];
      else keyed[sub] = p.merge[k][sub];
    }
    n[k] = k === 'pieces' ? Object.values(keyed) : keyed;
  }
  for (const k in p.splice || {}) {
    const [from, ...items] = p.splice[k];
    n[k] = (base[k] || []).slice(0, from).concat(items);
  }
  return n;
}
