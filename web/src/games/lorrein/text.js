// Words for actions (decision panel buttons and log lines), from the view only.
import { tr } from './messages.js';

export function playerName(view, seat) {
  const p = view && view.players && view.players[seat];
  return p ? p.name : String(seat + 1);
}

// The board's coordinates: rows A, B, … from the top, columns 1, 2, … from
// the left, drawn along the plates' edges. A landscape is its square ("B4"); a
// duchy square, at the corner of four landscapes, is named by the top-left and
// bottom-right ones ("A1/B2"). Without the board's width, the engine's index.
const ROWS = 'ABCDEFGHIJKL';

export function tileName(view, tile) {
  const w = view && view.width;
  if (!w || tile === undefined) return String(tile);
  return `${ROWS[Math.floor(tile / w)]}${(tile % w) + 1}`;
}

export function vertexName(view, vertex) {
  const w = view && view.width;
  if (!w || vertex === undefined) return String(vertex);
  const r = Math.floor(vertex / (w - 1)) + 1;
  const c = (vertex % (w - 1)) + 1;
  return `${ROWS[r - 1]}${c}/${ROWS[r]}${c + 1}`;
}

// The kind of landscape at a tile, in words ('' when the view does not say).
function landName(view, tile, t) {
  const land = view && view.tiles && view.tiles[tile] && view.tiles[tile].land;
  return land ? t('land.' + land) : '';
}

export function describeAction(action, view, lang = 'fr') {
  const a = action || {};
  const t0 = (k, v) => tr(lang, k, v);
  // Landscapes and duchy squares by their names on the board.
  const t = (k, v = {}) =>
    t0(k, {
      ...v,
      ...(v.tile !== undefined ? { tile: tileName(view, v.tile), land: landName(view, v.tile, t0) } : {}),
      ...(v.vertex !== undefined ? { vertex: vertexName(view, v.vertex) } : {}),
    });
  const good = (g) => t('good.' + g);
  switch (a.type) {
    case 'place':
      return a.vertex !== undefined
        ? t('act.place.vertex', { vertex: a.vertex })
        : t('act.place.tile', { tile: a.tile });
    case 'swapBead':
      return t('act.swapBead', { remove: t('bead.' + a.remove), add: t('bead.' + a.add) });
    case 'build':
      if (a.building === 'duchy') return t('act.build.duchy', { vertex: a.vertex });
      return t('act.build', { building: t('building.' + a.building), tile: a.tile });
    case 'enlarge':
      return t('act.enlarge', { vertex: a.vertex });
    case 'moveWitchery':
      return t('act.moveWitchery', { tile: a.tile });
    case 'process':
      return t('act.process', { good: good(a.material) });
    case 'transform':
      return t('act.transform', { from: good(a.from), to: good(a.to) });
    case 'fight':
      return t('act.fight', { player: playerName(view, a.target) });
    case 'eat':
      return t('act.eat', { good: good(a.food) });
    case 'hunger': {
      const option = t('hunger.' + a.option);
      if (a.tile !== undefined) return t('act.hunger.tile', { option, tile: a.tile });
      if (a.vertex !== undefined) return t('act.hunger.vertex', { option, vertex: a.vertex });
      return t('act.hunger', { option });
    }
    case 'removeWorkshop':
      return t('act.removeWorkshop', { tile: a.tile });
    case 'offer':
      return t('act.offer', { player: playerName(view, a.to) });
    case 'offerAdd':
      return t('act.offerAdd', { side: t('side.' + a.side), good: good(a.good) });
    default:
      return t('act.' + a.type);
  }
}
