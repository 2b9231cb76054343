// The SVG board: the points, the pieces, the marks of a pick and of the last move, the keyboard cursor,
// the animation of the last move.
import { $, svg, Z, el, r1, pieceAt, pool, nextLandings, takenSoFar, shownKey } from './state.js';
import { renderMessage } from './panel.js';

// ---------- board ----------
export function buildBoard(b) {
  svg.replaceChildren();
  svg.setAttribute('viewBox', `0 0 ${b.width} ${b.height}`);
  Z.pts = {};
  Z.cells = {};
  for (const p of b.points) Z.pts[p.sq] = p;
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
  for (const name of ['under', 'ghosts', 'pieces', 'last', 'team', 'ui', 'held']) {
    Z.layers[name] = el('g', { class: name, 'aria-hidden': 'true' }, svg);
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
    Z.cells[p.sq] = g;
  }
  if (!Z.cursor || !Z.cells[Z.cursor]) {
    const low = [...b.points].sort((a, c) => c.y - a.y || a.x - c.x)[0];
    Z.cursor = low && low.sq;
  }
  if (Z.cursor) Z.cells[Z.cursor].setAttribute('tabindex', 0);
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

const at = (sq) => `translate(${Z.pts[sq].x} ${Z.pts[sq].y})`;

export function usePiece(p, cls, parent) {
  if (!Z.pts[p.sq]) return null;
  return el('use', { href: `#pc-${p.color}-${p.kind}`, class: cls, transform: at(p.sq) }, parent);
}

export function renderPieces() {
  Z.layers.pieces.replaceChildren();
  Z.layers.ghosts.replaceChildren();
  for (const p of Z.S.pieces) {
    const u = usePiece(p, `piece ${p.color} ${p.kind}`, Z.layers.pieces);
    if (u) {
      u.dataset.piece = p.sq;
      u.dataset.color = p.color;
      u.dataset.kind = p.kind;
    }
  }
  for (const g of (Z.S.last && Z.S.last.ghosts) || []) usePiece(g, 'ghost', Z.layers.ghosts);
}

function ring(parent, sq, rr, cls, extra) {
  if (!Z.pts[sq]) return null;
  return el('circle', Object.assign({ class: cls, cx: Z.pts[sq].x, cy: Z.pts[sq].y, r: r1(rr) }, extra), parent);
}

function cross(parent, sq, cls) {
  const p = Z.pts[sq];
  if (!p) return;
  const r = Z.S.board.radius;
  const a = r1(r * 0.42);
  el('path', { class: cls, 'stroke-width': r1(r * 0.34), d: `M${p.x - a} ${p.y - a}l${2 * a} ${2 * a}M${p.x - a} ${p.y + a}l${2 * a} ${-2 * a}` }, parent);
}

// A path through points; with `head`, an arrow whose tip stops `stop` short of the last point.
function pathLine(parent, squares, cls, head, stop) {
  const q = squares.map((sq) => Z.pts[sq]).filter(Boolean);
  if (q.length < 2) return;
  const w = Z.S.board.spacing * 0.1;
  const last = q[q.length - 1];
  const prev = q[q.length - 2];
  const len = Math.hypot(last.x - prev.x, last.y - prev.y) || 1;
  const ux = (last.x - prev.x) / len;
  const uy = (last.y - prev.y) / len;
  const tip = { x: last.x - ux * stop, y: last.y - uy * stop };
  const hl = head ? w * 2.6 : 0;
  const end = { x: tip.x - ux * hl * 0.8, y: tip.y - uy * hl * 0.8 };
  const g = el('g', { class: cls }, parent);
  g.dataset.path = squares.join(' ');
  const d = q.slice(0, -1).concat([end]).map((p, i) => (i ? 'L' : 'M') + r1(p.x) + ' ' + r1(p.y)).join('');
  el('path', { class: 'stroke', d, 'stroke-width': r1(w) }, g);
  for (const p of q.slice(1, -1)) el('circle', { class: 'fill', cx: p.x, cy: p.y, r: r1(w * 1.1) }, g);
  if (head) {
    const bx = tip.x - ux * hl;
    const by = tip.y - uy * hl;
    const hw = w * 1.5;
    el('path', { class: 'fill', d: `M${r1(tip.x)} ${r1(tip.y)}L${r1(bx - uy * hw)} ${r1(by + ux * hw)}L${r1(bx + uy * hw)} ${r1(by - ux * hw)}Z` }, g);
  }
  return g;
}

// A team game, for a member: the side's votes on its turn (an arrow each, its votes on its last leg, the
// member's own vote outlined), the marks the side's members drew, and the mark being drawn.
function drawTeam(r) {
  const layer = Z.layers.team;
  const T = Z.S.team;
  for (const v of (T && T.votes) || []) {
    const g = pathLine(layer, v.path, 'vote' + (v.mine ? ' mine' : ''), true, 0);
    const n = v.path.length;
    const [end, prev] = [Z.pts[v.path[n - 1]], Z.pts[v.path[n - 2]]];
    if (!g || !end || !prev) continue;
    g.dataset.vote = v.turn;
    // The count on the last leg, short of the landing: turns that land on one point keep theirs apart.
    const x = r1(end.x + (prev.x - end.x) * 0.45);
    const y = r1(end.y + (prev.y - end.y) * 0.45);
    el('circle', { class: 'badge', cx: x, cy: y, r: r1(r * 0.62) }, g);
    const t = el('text', { class: 'count', x, y, 'font-size': r1(r * 0.8) }, g);
    t.textContent = v.count;
  }
  for (const m of (T && T.marks) || []) {
    if (m.arrow) pathLine(layer, m.arrow, 'mark', true, pieceAt(m.arrow[1]) ? r + 1 : 0);
    else if (m.ring) ring(layer, m.ring, r + 5, 'mark ring').dataset.ring = m.ring;
  }
  if (Z.markFrom) ring(layer, Z.markFrom, r + 5, 'mark from');
}

// Everything that changes with a pick: marks, rings, destinations, labels.
export function redraw() {
  if (!Z.S) return;
  const r = Z.S.board.radius;
  for (const name of ['under', 'last', 'team', 'ui']) Z.layers[name].replaceChildren();
  drawTeam(r);
  const L = Z.S.last;
  if (L && L.path && L.path.length) {
    ring(Z.layers.under, L.path[0], r - 2, 'start last-mark');
    pathLine(Z.layers.last, L.path, 'path', true, pieceAt(L.path[L.path.length - 1]) ? r + 1 : 0);
    if (L.path.length > 1) ring(Z.layers.last, L.path[L.path.length - 1], r + 2.5, 'moved');
    for (const sq of L.captured || []) cross(Z.layers.last, sq, 'cross');
    if (L.huffed) cross(Z.layers.last, L.huffed, 'cross huffed');
  }
  // On a finished game's position, a variation's or a free board's: the engine's best turn.
  const E = Z.engine;
  if (E && E.path && E.path.length > 1 && E.key === shownKey()) pathLine(Z.layers.last, E.path, 'best', true, r + 1);
  // In the course, the enemy's answer that shows why a move was not the only one.
  if (Z.S.arrow) pathLine(Z.layers.last, Z.S.arrow, 'answer', true, pieceAt(Z.S.arrow[Z.S.arrow.length - 1]) ? r + 1 : 0);
  const ui = Z.layers.ui;
  // A level's goal: the points to reach, the pieces to take.
  for (const sq of Z.S.targets || []) ring(Z.layers.under, sq, r + 6, 'target');
  for (const sq of Z.sel ? [] : Z.S.must_capture || []) {
    ring(Z.layers.under, sq, r + 7, 'tint');
    ring(ui, sq, r + 4, 'must');
  }
  for (const sq of Z.S.can_move ? Z.S.huffable || [] : []) {
    const rr = r + 4;
    const dash = r1((Math.PI * rr) / 14);
    ring(ui, sq, rr, 'huffable', { 'stroke-dasharray': `${dash} ${dash}` });
  }
  if (Z.huff) cross(ui, Z.huff, 'cross huffed chosen');
  const next = nextLandings();
  // During a chain the piece travels with each landing (under a finger it follows the finger), and
  // the pieces taken so far are crossed out.
  const held = Z.sel && (Z.sel.landings.length > 0 || !!(Z.drag && Z.drag.moved));
  for (const u of Z.layers.pieces.children) u.classList.toggle('lifted', held && u.dataset.piece === Z.sel.from);
  if (Z.sel) {
    ring(Z.layers.under, Z.sel.from, r + 8, 'halo');
    ring(ui, Z.sel.from, r + 3.5, 'picked');
    const n = Z.sel.landings.length;
    if (n) pathLine(ui, [Z.sel.from, ...Z.sel.landings], 'trail', false, 0);
    for (const sq of Z.sel.landings) ring(ui, sq, r * 0.5, 'landed');
    for (const sq of takenSoFar()) cross(ui, sq, 'cross taken');
    const mover = pieceAt(Z.sel.from);
    if (n && mover && !(Z.drag && Z.drag.moved)) {
      const t = usePiece(Object.assign({}, mover, { sq: Z.sel.landings[n - 1] }), 'traveller', ui);
      if (t) t.dataset.traveller = Z.sel.landings[n - 1];
    }
    for (const sq of next) {
      if (pieceAt(sq) && sq !== Z.sel.from) ring(ui, sq, r - 2, 'dest ring');
      else {
        ring(ui, sq, Z.S.board.spacing * 0.17, 'dest');
        ring(ui, sq, r - 3, 'dest area');
      }
    }
  }
  const froms = new Set(pool().map((t) => t.from));
  const labels = Z.S.labels || {};
  for (const sq in Z.cells) {
    const c = Z.cells[sq];
    const label = labels[sq] || sq;
    if (c.getAttribute('aria-label') !== label) c.setAttribute('aria-label', label);
    const picked = !!Z.sel && Z.sel.from === sq;
    if (picked) c.setAttribute('aria-selected', 'true');
    else c.removeAttribute('aria-selected');
    // A legal landing of the picked piece says so after its label: "e5, empty", "legal landing".
    if (next.has(sq)) c.setAttribute('aria-describedby', 'landing-word');
    else c.removeAttribute('aria-describedby');
    c.classList.toggle('live', froms.has(sq) || next.has(sq));
  }
  svg.classList.toggle('playable', !!(Z.S.me && Z.S.can_move));
  svg.classList.toggle('picking', !!Z.sel);
  renderMessage();
}

// ---------- the keyboard cursor: the nearest point in a direction ----------
export function moveCursor(sq, dx, dy) {
  const c = Z.pts[sq];
  let best = null;
  let score = Infinity;
  for (const k in Z.pts) {
    const p = Z.pts[k];
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

export function focusCell(sq) {
  if (!Z.cells[sq]) return;
  if (Z.cursor && Z.cells[Z.cursor]) Z.cells[Z.cursor].setAttribute('tabindex', -1);
  Z.cursor = sq;
  Z.cells[sq].setAttribute('tabindex', 0);
  Z.cells[sq].focus();
}

// ---------- animation of the last move ----------
// Moves the piece along the last move from `prev`; `finish` is called on the last frame.
// False (and nothing started) when the pieces cannot be found.
export function startAnim(prev, finish) {
  const L = Z.S.last;
  const way = L.path.map((sq) => Z.pts[sq]);
  const endSq = L.path[L.path.length - 1];
  const mover = Z.layers.pieces.querySelector(`[data-piece="${CSS.escape(endSq)}"]`);
  if (!mover || way.some((p) => !p)) return false;
  const cum = [0];
  for (let i = 1; i < way.length; i++) cum.push(cum[i - 1] + Math.hypot(way[i].x - way[i - 1].x, way[i].y - way[i - 1].y));
  const total = cum[cum.length - 1] || 1;
  // Each victim fades when the mover passes nearest to it (a huffed piece at once).
  const victims = [];
  for (const g of L.ghosts || []) {
    const p = Z.pts[g.sq];
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
    victims.push({ node: usePiece(g, 'victim', Z.layers.ghosts), t });
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
  Z.anim = { mover, endSq, victims, href, raf: 0 };
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
    if (k < 1) Z.anim.raf = requestAnimationFrame(frame);
    else finish();
  };
  Z.anim.raf = requestAnimationFrame(frame);
  return true;
}

// Puts everything where the move left it; returns the State that waited for the animation.
export function stopAnim() {
  cancelAnimationFrame(Z.anim.raf);
  Z.anim.mover.setAttribute('transform', at(Z.anim.endSq));
  Z.anim.mover.setAttribute('href', Z.anim.href);
  for (const v of Z.anim.victims) v.node.remove();
  const next = Z.anim.next;
  Z.anim = null;
  svg.classList.remove('animating');
  const skip = $('skip');
  if (document.activeElement === skip) Z.cells[Z.cursor] && Z.cells[Z.cursor].focus();
  skip.hidden = true;
  return next;
}
