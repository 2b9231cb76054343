// Dragging a piece to where it goes, with a mouse, a finger or a pen (pointer events on the board).
// A drag through a chain's landing points plays the chain; a drag that ends nowhere legal puts the
// piece back. A press that does not travel is a tap, left to the click that follows it.
import { svg, Z, r1, pieceAt, pool, nextLandings } from './state.js';
import { redraw, usePiece } from './draw.js';

const NEAR = 0.38; // of the points' spacing: how near a point the pointer passes to count it
const START = 0.22; // of the spacing: how far a press travels before it is a drag

// Where a pointer event is, in the board's own units.
function onBoard(e) {
  const m = svg.getScreenCTM();
  if (!m) return null;
  const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
  return { x: p.x, y: p.y };
}

function nearest(p, within) {
  let best = null;
  let bd = within;
  for (const sq in Z.pts) {
    const d = Math.hypot(Z.pts[sq].x - p.x, Z.pts[sq].y - p.y);
    if (d < bd) {
      bd = d;
      best = sq;
    }
  }
  return best;
}

// A piece of the mover's that has somewhere to go.
function movable(sq) {
  const pc = Z.S && pieceAt(sq);
  return !!(pc && Z.S.me && Z.S.can_move && pc.color === Z.S.me && pool().some((t) => t.from === sq));
}

// `hooks.busy()`: no drag now (a turn on its way, an animation); `hooks.drop(from, to, landings, seen)`:
// the piece let go over `to` (null: off the board), after the chain's `landings` and every point
// passed (`seen`); `hooks.dragged()`: a drag ended, so the click that follows is not a tap.
export function installDrag(hooks) {
  svg.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 || Z.drag || hooks.busy()) return;
    const c = e.target.closest && e.target.closest('[data-sq]');
    if (!c || !movable(c.dataset.sq)) return;
    Z.drag = { from: c.dataset.sq, id: e.pointerId, start: onBoard(e), ply: Z.S.ply, moved: false, seen: [], piece: null };
  });

  svg.addEventListener('pointermove', (e) => {
    const d = Z.drag;
    if (!d || e.pointerId !== d.id) return;
    const p = onBoard(e);
    if (!p || !d.start) return;
    const s = Z.S.board.spacing;
    if (!d.moved) {
      if (Math.hypot(p.x - d.start.x, p.y - d.start.y) < START * s) return;
      d.moved = true;
      try {
        svg.setPointerCapture(e.pointerId);
      } catch (err) {
        /* the pointer is gone already */
      }
      Z.note = null;
      Z.sel = { from: d.from, landings: [] };
      d.piece = usePiece(Object.assign({}, pieceAt(d.from), { sq: d.from }), 'dragged', Z.layers.held);
      svg.classList.add('dragging');
      redraw();
    }
    e.preventDefault();
    if (d.piece) d.piece.setAttribute('transform', `translate(${r1(p.x)} ${r1(p.y)})`);
    const sq = nearest(p, NEAR * s);
    if (!sq || sq === d.from || d.seen[d.seen.length - 1] === sq || !Z.sel) return;
    d.seen.push(sq);
    // The point joins the chain where it may come next (passing back over a landing undoes what followed).
    const L = Z.sel.landings;
    for (let k = L.length; k >= 0; k--) {
      if (nextLandings(L.slice(0, k)).has(sq)) {
        Z.sel.landings = L.slice(0, k).concat([sq]);
        redraw();
        break;
      }
    }
  });

  const end = (e, cancelled) => {
    const d = Z.drag;
    if (!d || e.pointerId !== d.id) return;
    Z.drag = null;
    if (!d.moved) return; // a tap: the click that follows plays it
    hooks.dragged();
    svg.classList.remove('dragging');
    if (d.piece) d.piece.remove();
    if (!Z.S || Z.S.ply !== d.ply || !Z.sel) return void redraw(); // the game moved on meanwhile
    const p = !cancelled && onBoard(e);
    const to = p ? nearest(p, 0.5 * Z.S.board.spacing) : null;
    hooks.drop(d.from, to, Z.sel.landings, d.seen);
  };
  svg.addEventListener('pointerup', (e) => end(e, false));
  svg.addEventListener('pointercancel', (e) => end(e, true));
}
