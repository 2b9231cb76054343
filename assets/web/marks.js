// A team game's marks: a member draws arrows and rings that only their side sees, to argue for a line
// (as on lichess). With a mouse: the right button pressed on a point and let go on another (an arrow) or
// on the same (a ring). With a finger or a pen: a point pressed and held, then a tap on another point (or
// the same). With the keyboard: M on the focused point, then M on another (or the same), Escape to
// give up. Drawing a mark again clears it. The side's marks come back in the State (`team.marks`).
import { svg, Z } from './state.js';
import { redraw } from './draw.js';

const HOLD = 500; // ms a finger rests on a point before it starts a mark
const STILL = 0.22; // of the points' spacing: how far a held finger may wander

const marking = () => !!(Z.S && Z.S.team && Z.S.team.marks_hint && !Z.S.over);
const pointOf = (e) => {
  const c = e.target && e.target.closest && e.target.closest('[data-sq]');
  return c ? c.dataset.sq : null;
};

// `hooks.send(shapes)`: the member's marks as they now are; `hooks.busy()`: a request is on its way.
export function installMarks(hooks) {
  let hold = null; // { id, sq, x, y, timer } while a finger rests on a point
  let held = false; // a held press started a mark: the click it ends with is no tap

  const finish = (to) => {
    const from = Z.markFrom;
    Z.markFrom = null;
    if (!from || !to || !marking() || hooks.busy()) return void redraw();
    const shape = from === to ? from : `${from}-${to}`;
    const mine = (Z.S.team.my_marks || []).slice();
    const i = mine.indexOf(shape);
    if (i >= 0) mine.splice(i, 1);
    else mine.push(shape);
    redraw();
    hooks.send(mine);
  };

  svg.addEventListener('contextmenu', (e) => {
    if (marking()) e.preventDefault();
  });
  svg.addEventListener('pointerdown', (e) => {
    held = false;
    if (!marking()) return;
    const sq = pointOf(e);
    if (e.button === 2 && sq) {
      e.preventDefault();
      Z.markFrom = sq;
      redraw();
      return;
    }
    if (e.pointerType === 'mouse' || e.button !== 0 || !sq || Z.markFrom) return;
    const timer = setTimeout(() => {
      hold = null;
      Z.markFrom = sq;
      Z.drag = null; // the press was no drag
      Z.sel = null;
      held = true;
      redraw();
    }, HOLD);
    hold = { id: e.pointerId, sq, x: e.clientX, y: e.clientY, timer };
  });
  svg.addEventListener('pointermove', (e) => {
    if (!hold || e.pointerId !== hold.id) return;
    const rect = svg.getBoundingClientRect();
    const spacing = Z.S.board.spacing * (rect.width / Z.S.board.width);
    if (Math.hypot(e.clientX - hold.x, e.clientY - hold.y) > STILL * spacing) {
      clearTimeout(hold.timer);
      hold = null;
    }
  });
  const let_go = (e) => {
    if (hold && e.pointerId === hold.id) {
      clearTimeout(hold.timer);
      hold = null;
    }
    if (e.button === 2 && Z.markFrom) finish(pointOf(e));
  };
  svg.addEventListener('pointerup', let_go);
  svg.addEventListener('pointercancel', (e) => {
    if (hold && e.pointerId === hold.id) clearTimeout(hold.timer);
    hold = null;
  });
  // With a finger: the tap after a held point ends the mark there (and is no move).
  svg.addEventListener(
    'click',
    (e) => {
      if (!Z.markFrom || !marking()) return;
      e.stopPropagation();
      if (held) held = false;
      else finish(pointOf(e));
    },
    true,
  );
  // M (by its letter, or the key where M is: an Arabic keyboard's) on the focused point.
  svg.addEventListener('keydown', (e) => {
    const sq = pointOf(e);
    const m = e.key === 'm' || e.key === 'M' || e.code === 'KeyM';
    if (!m || !sq || !marking() || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    if (!Z.markFrom) {
      Z.markFrom = sq;
      redraw();
    } else finish(sq);
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && Z.markFrom) {
      Z.markFrom = null;
      redraw();
    }
  });
}
