// Words for actions (decision panel buttons and log lines), from the view only.
import { tr } from './messages.js';

export function playerName(view, seat) {
  const p = view && view.players && view.players[seat];
  return p ? p.name : String(seat + 1);
}

export function describeAction(action, view, lang = 'fr') {
  const a = action || {};
  const t = (k, v) => tr(lang, k, v);
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
