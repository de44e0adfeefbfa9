// Sarah's log lines in words (solo): one line per part of her turn as
// sarahTurn.js reads it, and her facts in the shell's players list.
import { tr } from './messages.js';
import { WORKERS, deliveryCounters, woolCounters, ports, spaceNumber } from './data.js';
import { hazardDef, sarahCardWords } from './tips.js';
import { cardWords, placeName, seaPlace, tileWords } from './text.js';

const cap = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const vpOf = (list, i) => (list[i] || {}).vp || 0;

// "2 Corriedale, Dorset Horn": equal breeds counted.
function breedList(breeds, t) {
  const counts = new Map();
  for (const b of breeds) counts.set(b, (counts.get(b) || 0) + 1);
  return [...counts].map(([b, n]) => (n > 1 ? `${n} ${t('breed.' + b)}` : t('breed.' + b))).join(', ');
}

function tileName(tile, t) {
  if (tile && tile.kind === 'worker') return t('worker.' + tile.worker);
  return tileWords(tile, t);
}

function itemWords(x, t) {
  switch (x.k) {
    case 'hire': {
      const worker = t('worker.a.' + (WORKERS[x.worker] || 'shepherd'));
      return typeof x.cost === 'number'
        ? t('sarah.hire', { worker, cost: x.cost })
        : t('sarah.hire.free', { worker });
    }
    case 'specialty':
      return t('sarah.specialty', { worker: t('worker.' + x.worker) });
    case 'build': {
      const place = t('place.space', { n: spaceNumber(x.node) });
      const vars = { building: x.building, vp: x.vp, place, old: x.old };
      return t(x.old ? 'sarah.replace' : 'sarah.build', vars);
    }
    case 'invest':
      return t('sarah.invest', { tile: tileWords(x.tile, t), row: x.row });
    case 'explore':
      return t('sarah.explore', { n: x.n, to: x.to });
    case 'objective':
      return t('sarah.objective', { card: cardWords(x.card, t) });
    case 'hazard': {
      const d = hazardDef(x.id);
      return t('sarah.hazard', { tile: tileWords({ kind: 'hazard', hazard: d.hazard, vp: d.vp }, t) });
    }
    case 'sheep':
      return t('sarah.sheep', { list: breedList(x.breeds, t) });
    case 'added':
      return t('sarah.added', { n: x.n });
    case 'bonus':
      return t('sarah.bonus', { n: x.n, stack: t('stack.' + x.stack) });
    case 'support':
      return t('sarah.support', { n: x.n, name: t('support.' + x.kind) });
    case 'port':
      return t('sarah.port', { space: seaPlace(x.space, t), vp: vpOf(ports, x.port) });
    case 'wool':
      return t('sarah.wool', {
        counter: t('counter.wool', { value: (woolCounters[x.counter] || {}).value }),
        vp: vpOf(woolCounters, x.counter),
      });
    case 'deliver':
      return t('sarah.deliver', {
        counter: t('counter.delivery', { value: (deliveryCounters[x.counter] || {}).value }),
        vp: vpOf(deliveryCounters, x.counter),
      });
    case 'noDisc':
      return t('sarah.noDisc');
    case 'predictions':
      return t('sarah.predictions', { list: x.tiles.map((tile) => tileName(tile, t)).join(', ') });
    case 'marker':
      return t('sarah.marker', { row: x.row });
    default:
      return '';
  }
}

const join = (parts, t) => parts.filter(Boolean).join(t.lang === 'en' ? '; ' : ' ; ');

// One part of Sarah's turn in words. `view`: the view the line is worded with
// (it names her or your buildings); the stop's own content comes with the part.
export function sarahLine(part, view, t) {
  switch (part.part) {
    case 'move': {
      const paid = part.paid ? t('sarah.paid', { n: part.paid }) : '';
      let where;
      if (part.at && part.at.kind === 'wellington') where = t('sarah.move.wellington', { card: part.card });
      else {
        const route = Array.isArray(view && view.route) ? [...view.route] : [];
        if (part.at) route[part.to] = part.at;
        where = t('sarah.move', { card: part.card, place: placeName({ ...view, route }, part.to, t) });
      }
      return join([where, paid], t);
    }
    case 'action': {
      const items = part.items.map((x) => itemWords(x, t));
      return cap(items.length ? join(items, t) : t('sarah.nothing'));
    }
    case 'wellington':
      return t('sarah.wellington', {
        what: join([...part.items.map((x) => itemWords(x, t)), t('sarah.back')], t),
      });
    case 'end':
      return t('sarah.end');
    default:
      return '';
  }
}

export function describeSarah(entry, view, lang = 'fr') {
  return sarahLine(entry.event || {}, view, tr.for(lang));
}

// Sarah in the shell's players list: what her view shows, never her deck's order.
export function opponents(view, t) {
  const s = view && view.solo ? view.sarah : null;
  if (!s) return [];
  const played = Array.isArray(s.cardsPlayed) ? s.cardsPlayed : [];
  const last = played[played.length - 1];
  const workers = WORKERS.map((w, k) => `${t('workers.' + w)} ${(s.workers || [])[k] || 0}`).join(', ');
  const hazards = (s.hazards || []).map((id) => {
    const d = hazardDef(id);
    return tileWords({ kind: 'hazard', hazard: d.hazard, vp: d.vp }, t);
  });
  const next = deliveryCounters[s.nextCounter];
  const facts = [
    [t('sarah.where'), cap(placeName(view, s.rancher, t))],
    [t('sarah.exploration'), String(s.exploration || 0)],
    [t('sarah.workers'), workers],
    [t('sarah.specialtyLabel'), cap(t('worker.' + s.specialty))],
    [t('sarah.deck'), t('sarah.deckValue', { n: s.cardsLeft || 0 })],
    [t('sarah.lastCard'), last ? t('sarah.lastCardValue', sarahCardWords(last, t)) : t('sarah.none')],
    [t('sarah.pile'), t('sarah.deckValue', { n: s.pile || 0 })],
    [t('sarah.tiles'), hazards.length ? hazards.join(', ') : t('sarah.none')],
    [t('sarah.discs'), String(s.discs ?? 0)],
  ];
  if (next) facts.push([t('sarah.nextCounter'), cap(t('counter.delivery', { value: next.value }))]);
  return [{ key: 'sarah', seat: s.seat, name: s.name || 'Sarah', kind: t('sarah.kind'), facts }];
}
