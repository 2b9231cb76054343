// Around the board: the message under it, the players, the status, the actions, the move list.
import { $, Z, h, setText, str, cands } from './state.js';

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
  const mine = !Z.S.analysis && Z.S.me === p.color; // on a board being explored, `me` is the side to move
  box.className = `player ${p.color}` + (p.to_move ? ' to-move' : '') + (mine ? ' me' : '');
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

  renderTeam();

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
  const T = Z.tree;
  const tried = Object.values(T.roots).some((vs) => vs.length);
  $('moves-box').hidden = !moves.length && !tried;
  setText($('moves-title'), str('moves'));
  const list = $('moves');
  list.setAttribute('aria-label', str('moves'));
  // A finished game is stepped through: each move a button to the position after it.
  // (once explore.js, which answers them, is loaded)
  const stepping = !!Z.exploring && (Z.S.game === null || !!(Z.S.over && typeof Z.S.game === 'number' && moves.length));
  const marks = (Z.S.graph && Z.S.graph.marks) || {};
  const mkey = JSON.stringify([moves, stepping, marks, T.v || 0]);
  if (list.dataset.key !== mkey) {
    list.dataset.key = mkey;
    list.replaceChildren();
    const rows = [];
    for (const m of moves) {
      const li = h('li', null, null, list);
      rows.push([li, m.to || []]);
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
    if (Z.exploring) Z.exploring.list(list, rows);
    if (!Z.S.node) list.scrollTop = list.scrollHeight;
  }
  const at = Z.S.cursor ?? Z.S.ply;
  for (const b of list.querySelectorAll('button.mv')) {
    const current = Z.S.node ? b.dataset.node === Z.S.node : b.dataset.ply === String(at);
    if (current) b.setAttribute('aria-current', 'step');
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
  if (Z.exploring) Z.exploring.side();
  renderMap();
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
  else if (Z.S.analysis ? !Z.S.can_move : !Z.S.me) text = Z.S.analysis ? '' : str('spectating');
  else if (Z.S.over && !Z.S.analysis) text = '';
  else if (!Z.S.can_move) text = str('waiting');
  else if (Z.sel) {
    const n = Z.sel.landings.length;
    // Under Saharan rules a chain may stop short (a fault): then this point again ends it.
    const stop = n && cands().some((t) => t.path.length === n);
    text = str(n ? (stop ? 'chain_stop' : 'chain') : 'pick_dest');
  }
  else if ((Z.S.huffable || []).length && !Z.huff) text = str('pick_huff');
  else text = str(Z.S.analysis ? 'explore' : 'pick');
  setText($('message'), text);
  $('message').classList.toggle('alert', Z.lost || !!Z.note);
}

// A team game: the sides and their members, the last tally; for a member, their side's votes so far, their
// own vote, and how to draw marks for the side.
function renderTeam() {
  const box = $('team');
  const T = Z.S.team;
  const lines = T ? [...(T.sides || []).map((s) => ['side', s.text]), ['tally', T.tally], ...(T.lines || []).map((l) => ['mine', l]), ['hint', T.marks_hint]] : [];
  const shown = lines.filter(([, text]) => text);
  const key = JSON.stringify(shown);
  box.hidden = !shown.length;
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  box.replaceChildren();
  for (const [cls, text] of shown) h('p', cls, text, box);
}
