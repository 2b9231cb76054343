// Sounds for a move, a capture and "your turn": off until the person switches them on (the choice is
// kept on this device). Made with Web Audio, so the page loads no sound files.
const KEY = 'zamma-sounds';
let on = false;
try {
  on = localStorage.getItem(KEY) === 'on';
} catch (e) {
  /* storage off: sounds stay off until switched on */
}
let ctx = null;

export const soundsOn = () => on;

// Switches the sounds on or off; returns whether they are on.
export function toggleSounds() {
  on = !on;
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch (e) {
    /* kept for this page only */
  }
  if (on) wake();
  return on;
}

// Browsers start audio only after a gesture: every press wakes it when sounds are on.
export function wake() {
  if (!on) return null;
  if (!ctx) {
    const Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return null;
    ctx = new Ctx();
  }
  if (ctx.state === 'suspended') ctx.resume().catch(() => {});
  return ctx;
}

// The notes of each sound: [frequency Hz, start s, length s].
const NOTES = {
  move: [[520, 0, 0.07]],
  capture: [[360, 0, 0.07], [270, 0.08, 0.1]],
  turn: [[660, 0, 0.09], [880, 0.1, 0.14]],
};

export function sound(kind) {
  const c = on && wake();
  if (!c || !NOTES[kind]) return;
  const t0 = c.currentTime + 0.01;
  for (const [f, at, len] of NOTES[kind]) {
    const osc = c.createOscillator();
    const gain = c.createGain();
    osc.type = 'triangle';
    osc.frequency.value = f;
    gain.gain.setValueAtTime(0.0001, t0 + at);
    gain.gain.exponentialRampToValueAtTime(0.25, t0 + at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + len);
    osc.connect(gain).connect(c.destination);
    osc.start(t0 + at);
    osc.stop(t0 + at + len + 0.02);
  }
}
