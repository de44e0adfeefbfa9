// The route map's geometry, computed from the paths of data.json: every
// location gets a column (its longest distance from the start, so arrows always
// point forward) and a lane (0 on the main trail, -1/+1 on the two branches of
// a fork). The trail is drawn as a serpentine in two bands: the lower band from
// the start (bottom left) to the right, the upper band back to the left up to
// Wellington, cut at a single-lane column near the middle.
export const CELL = 66; // column width
export const LANE = 58; // lane height
export const SIZE = 46; // a location's square
const PAD = 40;

export function layoutRoute(nodes) {
  const n = nodes.length;
  const col = new Array(n).fill(0);
  const lane = new Array(n).fill(0);
  const indeg = new Array(n).fill(0);
  for (const nd of nodes) for (const m of nd.next || []) indeg[m]++;
  // Longest distance from the start (the nodes form a DAG).
  const order = [];
  const deg = [...indeg];
  const queue = [];
  for (let i = 0; i < n; i++) if (deg[i] === 0) queue.push(i);
  while (queue.length) {
    const x = queue.shift();
    order.push(x);
    for (const m of nodes[x].next || []) {
      col[m] = Math.max(col[m], col[x] + 1);
      if (--deg[m] === 0) queue.push(m);
    }
  }
  // Lanes: a fork sends its first path up and its second down; a join comes back.
  const base = new Array(n).fill(0);
  for (const x of order) {
    const next = nodes[x].next || [];
    if (next.length > 1) {
      next.forEach((m, i) => {
        lane[m] = lane[x] + (i === 0 ? -1 : 1);
        base[m] = lane[x];
      });
    } else if (next.length === 1) {
      const m = next[0];
      if (indeg[m] > 1) {
        lane[m] = base[x];
        base[m] = base[x];
      } else {
        lane[m] = lane[x];
        base[m] = base[x];
      }
    }
  }
  const last = Math.max(0, ...col);
  // The cut: a column holding one single-lane location, nearest the middle.
  const single = (c) => {
    const here = [];
    for (let i = 0; i < n; i++) if (col[i] === c) here.push(i);
    return here.length === 1 && lane[here[0]] === 0;
  };
  // The cut and the next column both single: the turn is one straight arrow up.
  const cutAt = (c) => single(c) && single(c + 1);
  let cut = Math.ceil(last / 2);
  for (let d = 0; d <= last; d++) {
    if (cutAt(Math.ceil(last / 2) + d)) {
      cut = Math.ceil(last / 2) + d;
      break;
    }
    if (cutAt(Math.ceil(last / 2) - d)) {
      cut = Math.ceil(last / 2) - d;
      break;
    }
  }
  const lower = cut + 1; // columns 0..cut in the lower band
  const upper = last - cut; // columns cut+1..last in the upper band
  const width = PAD * 2 + Math.max(lower, upper + 1) * CELL;
  const bandH = LANE * 3;
  const height = PAD * 2 + bandH * 2 + 30;
  const pos = [];
  for (let i = 0; i < n; i++) {
    const c = col[i];
    if (c <= cut) {
      pos.push({ x: PAD + c * CELL + CELL / 2, y: PAD + bandH + 30 + bandH / 2 + lane[i] * LANE });
    } else {
      // Back leftwards in the upper band; the turn column sits above the cut.
      const k = c - cut - 1;
      pos.push({ x: PAD + (cut - k) * CELL + CELL / 2, y: PAD + bandH / 2 + lane[i] * LANE });
    }
  }
  // Keep the upper band on the board when it is longer than the lower one.
  const minX = Math.min(...pos.map((p) => p.x));
  if (minX < PAD + CELL / 2) {
    const shift = PAD + CELL / 2 - minX;
    for (const p of pos) p.x += shift;
  }
  const maxX = Math.max(...pos.map((p) => p.x));
  return { pos, col, lane, cut, width: Math.min(width, maxX + CELL / 2 + PAD), height };
}
