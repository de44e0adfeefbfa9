// The small mark drawn on a changed SVG element (beside its ring), so that a
// change reads without colour: a dark disc with a light four-pointed spark.
// HTML elements get the same mark from board.css (`.changed::after`).
export function ChangeMark({ x = 0, y = 0, r = 9 }) {
  const s = r * 0.62;
  const w = r * 0.2;
  return (
    <g class="bk-changed-mark" transform={`translate(${x},${y})`} aria-hidden="true" pointer-events="none">
      <circle r={r} />
      <path d={`M0,${-s} L${w},${-w} L${s},0 L${w},${w} L0,${s} L${-w},${w} L${-s},0 L${-w},${-w} Z`} />
    </g>
  );
}

// The mark of element `key` when it is in `changed`, else nothing.
export function changeMark(changed, key, props = {}) {
  return changed && changed.has(key) ? <ChangeMark {...props} /> : null;
}
