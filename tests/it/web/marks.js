// For each theme of the board (tests/it/web/hands.rs): how a legal landing's dot stands against the
// board (WCAG contrast of the dot as drawn, its opacity over the board), how much larger it is than
// the board's own point dots, and whether must-capture, the last move and a goal differ in colour.
const root = document.documentElement;
const was = root.dataset.theme;
const rgb = (s) => (s.match(/[\d.]+/g) || []).slice(0, 3).map(Number);
const lum = (c) => {
  const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
};
const contrast = (a, b) => {
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
const dot = document.querySelector('circle.dest:not(.area):not(.ring)');
const pointRadius = Number(/a([\d.]+) /.exec(document.querySelector('.dots').getAttribute('d'))[1]);
const out = [];
for (const theme of ['sand', 'dark', 'contrast']) {
  root.dataset.theme = theme;
  const css = getComputedStyle(root);
  const v = (name) => css.getPropertyValue(name).trim();
  const board = rgb(v('--board'));
  const style = getComputedStyle(dot);
  const alpha = Number(style.opacity);
  const fill = rgb(style.fill);
  const drawn = board.map((b, i) => b * (1 - alpha) + fill[i] * alpha);
  const marks = [v('--cross'), v('--path'), v('--better')];
  out.push({
    theme,
    dest: contrast(drawn, board),
    ratio: Number(dot.getAttribute('r')) / pointRadius,
    distinct: new Set(marks).size === marks.length && marks.every((m) => m !== ''),
  });
}
root.dataset.theme = was;
return out;
