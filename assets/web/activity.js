// The Discord Activity's first page: signs the person in through Discord's Embedded App SDK, then
// goes to the game the Activity was launched for, or shows the lobby (their games, challenges, the
// people in the Activity, the computer's levels). The API it calls: docs/web-board.md (Inside Discord).
// Every word shown comes from the server (the template or the JSON answers); this file holds none.
// All addresses are relative: inside Discord every request goes through its proxy.
import { DiscordSDK } from './discord-sdk.js';

const POLL_MS = 4000;
const SLOW_MS = 15000; // no READY from Discord by then: say so, but keep waiting
const $ = (id) => document.getElementById(id);
const meta = (name) => (document.querySelector(`meta[name="${name}"]`) || {}).content || '';

let sdk = null;
let token = null; // our pass for the API (the session's `token`), not Discord's access token
let lang = '';
let me = '';
let texts = {};
let people = []; // the Activity's participants as the SDK last told them
let known = null; // ids of the games in the lobby drawn last; null before the first
let seq = 0; // answers to older lobby requests than the latest are dropped
let timer = 0;
let polling = false; // the lobby is asked for every POLL_MS
let busy = false; // a button's request is under way
let leaving = false; // going to a board

const h = (tag, cls, text, parent) => {
  const e = parent.appendChild(document.createElement(tag));
  if (cls) e.className = cls;
  if (text != null) e.textContent = text;
  return e;
};
const setText = (node, text) => {
  text = text || '';
  if (node.textContent !== text) node.textContent = text;
};
const say = (text) => setText($('status'), text);
const sdkFailed = () => say(meta('zamma-sdk-error'));

// ---------- network ----------
// { data } or { error } (the server's sentence, else the HTTP status) or { error, net: true }.
async function api(path, body) {
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = 'Bearer ' + token;
  const init = { headers, cache: 'no-store' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    Object.assign(init, { method: 'POST', body: JSON.stringify(body) });
  }
  let res;
  try { res = await fetch(path, init); } catch (e) { return { error: '', net: true }; }
  const data = await res.json().catch(() => null); // not JSON: a proxy's page, say
  if (!res.ok || !data || data.error) return { error: (data && data.error) || String(res.status) };
  return { data };
}

// ---------- signing in ----------
async function start() {
  // Not in Discord's frame: the SDK would wait for a client that is not there.
  if (!new URLSearchParams(location.search).get('frame_id')) {
    $('status').hidden = true;
    $('outside').hidden = false;
    return;
  }
  const clientId = meta('zamma-client-id');
  const loading = $('status').textContent;
  let auth;
  try {
    sdk = new DiscordSDK(clientId);
    const slow = setTimeout(sdkFailed, SLOW_MS);
    await sdk.ready();
    clearTimeout(slow);
    auth = await sdk.commands.authorize({
      client_id: clientId, response_type: 'code', state: '', prompt: 'none', scope: ['identify'],
    });
  } catch (e) {
    return void sdkFailed();
  }
  say(loading); // in case a slow READY had put the error there
  const body = { code: auth.code, instance_id: sdk.instanceId };
  if (navigator.language) body.locale = navigator.language;
  let r = await api('api/activity/session', body);
  // The code is good once: a second try only helps when the first request never arrived.
  if (r.net) r = await new Promise((ok) => setTimeout(() => ok(api('api/activity/session', body)), 2000));
  if (r.error || r.net) return void say(r.error || meta('zamma-sdk-error'));
  const s = r.data;
  token = s.token;
  lang = s.lang || '';
  if (lang) document.documentElement.lang = lang;
  try { await sdk.commands.authenticate({ access_token: s.access_token }); } catch (e) { return void sdkFailed(); }
  // Launched for a game: its board, unless the person came back from a board to the lobby.
  const back = new URLSearchParams(location.search).has('lobby');
  if (typeof s.game === 'number' && !back) return void go(s.game);
  showLobby();
}

// ---------- going to a board ----------
// The board keeps the Activity's query (instance_id, frame_id, …) so it knows it is inside Discord.
function go(id) {
  leaving = true;
  clearTimeout(timer);
  const q = new URLSearchParams(location.search);
  if (lang) q.set('lang', lang);
  location.assign('play/' + encodeURIComponent(id) + '?' + q + '#t=' + encodeURIComponent(token));
}

// ---------- the lobby ----------
// The three requests go together: the first interaction should not wait for them one by one.
async function showLobby() {
  polling = true;
  const [got] = await Promise.all([participants(), follow(), refresh()]);
  if (!got && !leaving) sdkFailed(); // after the lobby's first drawing, which clears #status
}

async function participants() {
  try {
    people = (await sdk.commands.getInstanceConnectedParticipants()).participants || [];
  } catch (e) {
    return false;
  }
  drawPeople();
  return true;
}

// People joining and leaving the Activity redraw the list at once.
const follow = () => sdk.subscribe('ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE', (d) => {
  people = (d && d.participants) || [];
  drawPeople();
}).catch(() => { /* no live list: the one read at the start stays */ });

// One timer at most: every setting of it clears it first.
const later = () => {
  clearTimeout(timer);
  if (!leaving) timer = setTimeout(refresh, POLL_MS);
};

// Re-reads the lobby now and every POLL_MS while it is shown and the page is visible.
async function refresh() {
  clearTimeout(timer);
  if (leaving || document.visibilityState === 'hidden') return;
  if (busy) return void later(); // the button's answer is a lobby too
  const n = ++seq;
  const r = await api('api/activity/lobby');
  if (n !== seq || leaving) return; // a button's answer came after: its request owns the timer
  if (r.data) draw(r.data);
  else if (!r.net) say(r.error);
  later();
}

// An answer to a button: the lobby again, a board to go to, or a sentence.
async function act(path, body) {
  if (busy || leaving) return;
  busy = true;
  document.body.dataset.busy = '1';
  ++seq; // a lobby asked for before this button's answer is no longer news
  const r = await api(path, body);
  busy = false;
  delete document.body.dataset.busy;
  if (!r.net && !r.error && r.data.goto != null) return void go(r.data.goto);
  later();
  if (r.net) return;
  if (r.error) return void say(r.error);
  say('');
  draw(r.data);
}

function draw(d) {
  const games = d.games || [];
  // Someone accepted my challenge: the new game is mine and was not there before.
  const fresh = known && games.find((g) => g.yours && !known.has(g.id));
  known = new Set(games.map((g) => g.id));
  if (fresh) return void go(fresh.id);
  texts = d.texts || {};
  me = String(d.me || '');
  const root = document.documentElement;
  if (d.lang) root.lang = lang = d.lang;
  if (d.dir) root.dir = d.dir;
  if (d.theme) root.dataset.theme = d.theme; // not in the contract yet; as the board does
  if (texts.title) setText($('title'), (document.title = texts.title));
  if ($('lobby').hidden) say('');
  $('lobby').hidden = false;
  fill('games', texts.games, texts.no_games, games.map((g) => ({
    id: 'game-' + g.id, label: g.label, cls: g.yours ? 'yours' : '',
    buttons: [[texts.open, 'open', 'game', g.id]],
  })));
  fill('challenges', texts.challenges, texts.no_challenges, (d.challenges || []).map((c) => ({
    id: 'challenge-' + c.id, label: c.label, cls: c.to_me ? 'to-me' : '',
    buttons: c.to_me
      ? [[texts.accept, 'accept', 'challenge', c.id], [texts.decline, 'decline', 'challenge', c.id]]
      : [[texts.cancel, 'cancel', 'challenge', c.id]],
  })));
  // Quick pairing: seek an opponent anywhere (the paired game then appears above, and opens).
  fill('quick', texts.quick, '', [d.seeking
    ? { id: 'seeking', label: d.seeking, buttons: [[texts.cancel_seek, 'unseek', 'seek', 1]] }
    : { buttons: [[texts.seek, 'seek', 'seek', 1]] }]);
  fill('computer', texts.computer, '', (d.levels || []).map((l) => ({
    buttons: [[l.label, 'computer', 'level', l.level]],
  })));
  drawPeople();
}

function drawPeople() {
  if ($('lobby').hidden) return; // `me` and the words come with the first lobby
  const others = people.filter((p) => p && String(p.id) !== me);
  fill('people', texts.people, texts.alone, others.map((p) => ({
    id: 'person-' + p.id, label: p.global_name || p.username, dir: 'auto', // a name in any script
    buttons: [[texts.challenge, 'challenge', 'opponent', p.id]],
  })));
}

// Draws a section's list again only when what it shows changed, so that the poll every 4 s does
// not take the keyboard focus away; a button drawn again keeps it (found by its name).
function fill(section, heading, empty, rows) {
  const box = $(section);
  setText(box.querySelector('h2'), heading);
  const list = box.querySelector('ul');
  const key = JSON.stringify([empty, rows]);
  if (list.dataset.key === key) return;
  list.dataset.key = key;
  const focused = list.contains(document.activeElement) ? document.activeElement.name : '';
  list.replaceChildren();
  if (!rows.length && empty) h('li', 'empty', empty, list);
  for (const row of rows) {
    const li = h('li', 'row' + (row.cls ? ' ' + row.cls : ''), null, list);
    if (row.label != null) Object.assign(h('span', 'label', row.label, li), { id: row.id, dir: row.dir || '' });
    const group = h('span', 'buttons', null, li);
    for (const [text, what, attr, value] of row.buttons) {
      const b = h('button', null, text, group);
      b.type = 'button';
      b.name = what + ':' + value;
      b.dataset.act = what;
      b.dataset[attr] = String(value);
      if (row.label != null) b.setAttribute('aria-describedby', row.id);
    }
  }
  const again = focused && [...list.querySelectorAll('button')].find((b) => b.name === focused);
  if (again) again.focus();
}

// ---------- input ----------
$('lobby').addEventListener('click', (e) => {
  const b = e.target.closest('button[data-act]');
  const d = b ? b.dataset : {};
  const challenge = { challenge: Number(d.challenge) };
  // A new challenge names the instance: the server asks Discord who is in it, and its channel.
  const here = { instance_id: sdk.instanceId };
  if (d.act === 'open') go(Number(d.game));
  else if (d.act === 'accept') act('api/activity/accept', challenge);
  else if (d.act === 'decline' || d.act === 'cancel') act('api/activity/decline', challenge);
  else if (d.act === 'challenge') act('api/activity/challenge', { opponent: d.opponent, ...here });
  else if (d.act === 'computer') act('api/activity/challenge', { computer: Number(d.level), ...here });
  else if (d.act === 'seek') act('api/activity/seek', here);
  else if (d.act === 'unseek') act('api/activity/unseek', {});
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && polling) refresh();
});

start();
