// Around the board: the message under it, the players, the status, the actions, the move list.
import { $, Z, el, h, setText, str, cands } from './state.js';

export function renderPlayers() {
  const ps = Z.S.players || [];
  player($('player-top'), ps[0]);
  player($('player-bottom'), ps[1]);
}

function player(box, p) {
  box.hidden = !p;
  if (!p) return;
  const key = JSON.stringify(p);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  box.className = `player ${p.color}` + (p.to_move ? ' to-move' : '') + (Z.S.me === p.color ? ' me' : '');
  box.setAttribute('aria-label', p.label || p.name);
  box.replaceChildren();
  const sw = h('span', 'swatch', null, box);
  sw.setAttribute('aria-hidden', 'true');
  const fields = [['name', p.name], ['rating', p.rating], ['count', p.pieces], ['clock', p.clock]];
  for (const [cls, text] of fields) {
    // The clock is read as it stands ("4 minutes left"); the rest is in the box's label.
    if (text) h('span', cls, text, box).setAttribute('aria-hidden', String(cls !== 'clock'));
  }
}

// Inside Discord (the query names an Activity instance) the board links back to the Activity's
// lobby at `/`, with the query less `lang`: the lobby learns the language again when it signs in.
// The link is rel=noreferrer (play.html): the lobby's SDK posts to the origin in document.referrer,
// and this page's origin is not Discord's (with no referrer it posts to any origin, as it must).
const lobbyQuery = (() => {
  const q = new URLSearchParams(location.search);
  if (!q.get('instance_id')) return null;
  q.delete('lang');
  q.set('lobby', '1'); // the lobby, even when the Activity was launched for a game
  return q.toString();
})();

function renderLobbyLink() {
  const a = $('lobby-link');
  if (!a || lobbyQuery === null) return;
  const text = str('lobby');
  if (a.getAttribute('href') === null) a.setAttribute('href', '../?' + lobbyQuery);
  setText(a, text);
  a.hidden = !text; // a server without the word yet: no link rather than an empty one
}

export function renderSide() {
  renderLobbyLink();
  setText($('status'), Z.S.status);
  const notice = $('notice');
  notice.hidden = !Z.S.notice;
  setText(notice, Z.S.notice);
  setText($('skip'), str('skip'));
  setText($('landing-word'), str('landing'));
  setText($('sounds'), str('sounds'));
  setText($('confirm-yes'), str('confirm'));
  setText($('confirm-no'), str('cancel'));

  const acts = Z.S.me ? Z.S.actions || [] : [];
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

  const moves = Z.S.moves || [];
  $('moves-box').hidden = !moves.length;
  setText($('moves-title'), str('moves'));
  const list = $('moves');
  list.setAttribute('aria-label', str('moves'));
  // A finished game is stepped through: each move a button to the position after it.
  const stepping = !!(Z.S.over && typeof Z.S.game === 'number' && moves.length);
  const marks = (Z.S.graph && Z.S.graph.marks) || {};
  const mkey = JSON.stringify([moves, stepping, marks]);
  if (list.dataset.key !== mkey) {
    list.dataset.key = mkey;
    list.replaceChildren();
    for (const m of moves) {
      const li = h('li', null, null, list);
      h('span', 'n', m.n, li);
      [m.black, m.white].forEach((text, i) => {
        const cell = h(stepping && text ? 'button' : 'span', 'mv', text || '', li);
        if (stepping && text) {
          cell.type = 'button';
          cell.dataset.ply = String((m.to || [])[i]);
          // The review's mark: ?! inaccuracy, ? mistake, ?? blunder.
          const mark = marks[cell.dataset.ply];
          if (mark) h('span', 'mark', mark, cell);
        }
      });
    }
    list.scrollTop = list.scrollHeight;
  }
  const at = Z.S.cursor ?? Z.S.ply;
  for (const b of list.querySelectorAll('button.mv')) {
    if (b.dataset.ply === String(at)) b.setAttribute('aria-current', 'step');
    else b.removeAttribute('aria-current');
  }
  const steps = $('steps');
  steps.hidden = !stepping;
  $('board').classList.toggle('stepping', stepping);
  steps.setAttribute('aria-label', str('steps'));
  for (const b of steps.querySelectorAll('button')) {
    const label = str('step_' + b.dataset.step);
    b.setAttribute('aria-label', label);
    b.title = label;
  }
  renderGraph();
  renderMap();
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

// The course's stage map: each stage with its levels done and stars, a button that opens it.
function renderMap() {
  const map = Z.S.map;
  $('map-box').hidden = !map;
  if (!map) return;
  setText($('map-title'), map.title);
  const list = $('map');
  const key = JSON.stringify(map.stages);
  if (list.dataset.key === key) return;
  list.dataset.key = key;
  list.replaceChildren();
  for (const s of map.stages) {
    const b = h('button', 'stage', s.label, h('li', null, null, list));
    b.type = 'button';
    if (s.level) b.dataset.level = s.level;
    if (s.current) b.setAttribute('aria-current', 'step');
  }
}

export function renderMessage() {
  if (!Z.S) return;
  let text = '';
  if (Z.lost) text = str('connection_lost');
  else if (Z.note) text = Z.note;
  else if (!Z.S.me) text = str('spectating');
  else if (Z.S.over) text = '';
  else if (!Z.S.can_move) text = str('waiting');
  else if (Z.sel) {
    const n = Z.sel.landings.length;
    // Under Saharan rules a chain may stop short (a fault): then this point again ends it.
    const stop = n && cands().some((t) => t.path.length === n);
    text = str(n ? (stop ? 'chain_stop' : 'chain') : 'pick_dest');
  }
  else if ((Z.S.huffable || []).length && !Z.huff) text = str('pick_huff');
  else text = str('pick');
  setText($('message'), text);
  $('message').classList.toggle('alert', Z.lost || !!Z.note);
}
