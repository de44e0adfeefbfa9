// Words for actions and board elements. Pure functions of (data, action,
// view, lang), no Preact.
import { tr } from './messages.js';

const local = (names, lang, fallback) => (names && (names[lang] || names.fr || names.en)) || fallback;

// A name or effect text from names.js by key, else the view's words (an id
// data.json does not list), else the id.
function named(lang, key, viewWords, id) {
  const s = tr(lang, key);
  return s !== key ? s : local(viewWords, lang, id);
}
const inView = (list, id) => (list || []).find((x) => x.id === id) || {};
function inBoards(view, field, id) {
  for (const board of (view && view.boards) || []) {
    const d = (board[field] || []).find((x) => x.id === id);
    if (d) return d;
  }
  return {};
}

export function spaceName(view, id, lang) {
  return named(lang, 'space.' + id, inView(view && view.actionSpaces, id).names, id);
}
export function spaceText(view, id, lang) {
  return named(lang, 'space.text.' + id, inView(view && view.actionSpaces, id).text, '');
}
export function buildingName(view, id, lang) {
  return named(lang, 'building.' + id, inView(view && view.buildings, id).names, id);
}
export function buildingText(view, id, lang) {
  return named(lang, 'building.text.' + id, inView(view && view.buildings, id).text, '');
}
export function destinationName(view, id, lang) {
  return named(lang, 'dest.' + id, inBoards(view, 'destinations', id).names, id);
}
export function destinationText(view, id, lang) {
  return named(lang, 'dest.text.' + id, inBoards(view, 'destinations', id).text, '');
}
export function toolName(view, id, lang) {
  return named(lang, 'tool.' + id, inBoards(view, 'tools', id).names, id);
}
export function equipmentName(data, id, lang) {
  const e = inView(data && data.equipment, id);
  return named(lang, 'equipment.' + id, { fr: e.fr, en: e.en }, id);
}

// The board of the seat taking the action (the deciding player), else seat 0.
function actorBoard(view) {
  const boards = (view && view.boards) || [];
  const seat = view && typeof view.deciding === 'number' ? view.deciding : 0;
  return boards.find((b) => b.seat === seat) || boards[seat] || boards[0] || null;
}

export function vehicleOf(view, index) {
  const b = actorBoard(view);
  return b && b.barn ? (b.barn.vehicles || []).find((v) => v.index === index) || null : null;
}

export function holdingName(view, h, lang) {
  const b = actorBoard(view);
  if (b && b.village && h === b.village.dikeHolding) return tr(lang, 'holding.dike');
  const sp = b && b.village ? b.village.spaces.find((s) => s.holding === h || s.holding + 1 === h) : null;
  return tr(lang, 'holding.space', { n: sp ? sp.index + 1 : h });
}

function payText(view, building, pay, lang) {
  const b = ((view && view.buildings) || []).find((x) => x.id === building);
  const group = b ? b.group : '';
  if (group === 'lightGreen' || group === 'darkGreen') return tr(lang, 'pay.house.' + pay);
  if (group === 'blue') return tr(lang, 'pay.inn.' + pay);
  const key = 'pay.' + building + '.' + pay;
  const s = tr(lang, key);
  return s === key ? null : s;
}

function itemText(view, item, lang) {
  if (['plank', 'brick', 'summerClothes', 'winterClothes', 'leatherClothes', 'peat'].includes(item))
    return tr(lang, 'good.' + item);
  return destinationName(view, item, lang);
}

// What one sale of a destination gives for what ("sheep for 4 food"), from the
// engine's data (destinations[].sales, in the order of the action's item).
function saleEntry(data, destId, item, lang) {
  const dest = ((data && data.destinations) || []).find((x) => x.id === destId);
  const sale = dest && (dest.sales || [])[item];
  if (!sale) return tr(lang, 'sale.item', { n: item + 1 });
  const id = sale.id;
  if (id === 'moorTile') return tr(lang, 'sale.what.moorTile');
  let what;
  if (['sheep', 'cow', 'horse'].includes(id)) what = tr(lang, 'animal.' + id);
  else if (id === 'plough' || id === 'peatBoat') {
    const name = equipmentName(data, id, lang);
    what = name.charAt(0).toLowerCase() + name.slice(1);
  } else if (tr(lang, 'sale.what.' + id) !== 'sale.what.' + id) what = tr(lang, 'sale.what.' + id);
  else what = tr(lang, 'good.' + id);
  return tr(lang, 'sale.entry', { what, n: sale.food });
}

function saleText(data, view, action, lang) {
  const p = view && view.pending;
  const destId = p && p.destination;
  const d = ((actorBoard(view) || {}).destinations || []).find((x) => x.id === destId);
  let s = saleEntry(data, destId, action.item, lang);
  if (d && d.text) s = destinationName(view, destId, lang) + ' · ' + s;
  const v = action.variant;
  if (typeof v === 'number' && v >= 0) {
    if (destId === 'hage') s += ' (' + tr(lang, 'variant.hage.' + v) + ')';
    else if (destId === 'leer') s += ' (' + tr(lang, 'variant.clothes.' + v) + ')';
    else if (destId === 'bremen' && v > 2) s += ' (' + tr(lang, 'variant.moor', { n: v + 1 }) + ')';
    else if (destId === 'aurich' || destId === 'bremen') s += ' (' + tr(lang, 'variant.species.' + v) + ')';
    else if (v > 0) s += ' (' + v + ')';
  }
  return s;
}

function optionText(view, a, lang) {
  switch (a.option) {
    case 'stable':
      return tr(lang, 'opt.stable', { space: (a.space ?? 0) + 1 });
    case 'copy':
      return tr(lang, 'opt.copy', { space: spaceName(view, a.space, lang) });
    case 'plough':
      return tr(lang, 'opt.plough', { from: tr(lang, 'opt.' + (a.from === 'wagon' ? 'handcart' : a.from)) });
    case 'materials':
      return tr(lang, 'opt.materials', {
        basic: tr(lang, 'good.' + a.basic),
        processed: tr(lang, 'good.' + a.processed),
      });
    case 'forest':
      return a.field
        ? tr(lang, 'opt.forestField', { field: tr(lang, 'good.' + a.field) })
        : tr(lang, 'opt.forest');
    default:
      return tr(lang, 'opt.' + a.option);
  }
}

// What a "how many times?" decision repeats: the action space or the building (the view's
// pending.convert), by its name; '' when the view does not say.
// `id` (a log line's own) stands for the view's.
export function convertName(
  view,
  lang,
  id = view && view.pending && view.pending.kind === 'amount' ? view.pending.convert : null,
) {
  if (!id) return '';
  return id === 'bakehouse' ? buildingName(view, id, lang) : spaceName(view, id, lang);
}

// How many kinds of animals the deciding player holds (the view's board totals).
function animalKindsHeld(view) {
  const board = view && (view.boards || []).find((b) => b.seat === view.deciding);
  const animals = (board && board.animals) || {};
  return Object.values(animals).filter((n) => n > 0).length;
}

// A subsistence bill ({food, grain, animals, peat, wood, plank, missing}) in words: "1 grain,
// 2 animals and 2 peat".
// `choice`: the animals' kinds are chosen next (more than one kind held).
export function feedBillText(bill, lang, choice = false) {
  const parts = ['food', 'grain', 'animals', 'peat', 'wood', 'plank']
    .filter((k) => bill[k] > 0)
    .map((k) => tr(lang, 'feed.' + k + (k === 'animals' && choice ? 'Choice' : ''), { n: bill[k] }));
  if (bill.missing > 0) parts.push(tr(lang, 'feed.missing', { n: bill.missing, vp: 2 * bill.missing }));
  if (parts.length < 2) return parts.join('');
  return parts.slice(0, -1).join(', ') + tr(lang, 'list.and') + parts[parts.length - 1];
}

// A legal action as a short sentence (button label, log line).
export function describeAction(data, action, view, lang = 'fr') {
  if (!action || typeof action !== 'object') return String(action);
  const a = action;
  switch (a.type) {
    case 'place': {
      const s = ((view && view.actionSpaces) || []).find((x) => x.id === a.space);
      const other = s && view.season && s.season !== view.season;
      const place = tr(lang, other ? 'act.placeOther' : 'act.place', {
        space: spaceName(view, a.space, lang),
      });
      // A space that would give nothing now (the view's idle): still open, said so.
      return s && s.idle ? tr(lang, 'act.placeIdle', { place }) : place;
    }
    case 'skip':
      return tr(lang, 'act.skip');
    case 'done':
      // Ending the work phase (the inventory comes next) or the game's last actions (p. 17).
      // A log line carries the phase it ended (the engine's public action): by the time it is
      // shown the next phase has begun.
      {
        const phase = a.phase || (view && view.phase);
        if (phase === 'endWork' || phase === 'final') return tr(lang, 'act.done.' + phase);
      }
      return tr(lang, 'act.done');
    case 'stop':
      return tr(lang, 'act.stop');
    case 'feed': {
      // What subsistence takes (p. 8), from the engine: the log's line says what it took, the
      // button what it will take. Without either, what the rule asks: 3 food, and 2 peat in summer.
      const bill = a.paid || (view && view.feedBill);
      if (bill && typeof bill === 'object')
        return tr(lang, 'act.feed.bill', {
          items: feedBillText(bill, lang, !a.paid && animalKindsHeld(view) > 1),
        });
      if (view && (view.season === 'summer' || view.season === 'winter'))
        return tr(lang, 'act.feed.' + view.season);
      return tr(lang, 'act.feed');
    }
    case 'pick':
      return tr(lang, 'act.pick', { option: optionText(view, a, lang) });
    case 'build': {
      const name = buildingName(view, a.building, lang);
      const pay = payText(view, a.building, a.pay, lang);
      return pay
        ? tr(lang, 'act.build.pay', { building: name, pay })
        : tr(lang, 'act.build', { building: name });
    }
    case 'tool':
      return tr(lang, 'act.tool', { tool: toolName(view, a.tool, lang) });
    case 'extract':
      return tr(lang, 'act.extract', { m: a.moor + 1 });
    case 'upgrade': {
      if (a.what === 'moor') return tr(lang, 'act.upgrade.moor', { i: a.index + 1 });
      if (a.what === 'forest' || a.what === 'stall' || a.what === 'stable')
        return tr(lang, 'act.upgrade.' + a.what, { i: a.index + 1 });
      if (a.what === 'peatBoat') return tr(lang, 'act.upgrade.peatBoat');
      const v = vehicleOf(view, a.index);
      return tr(lang, 'act.upgrade.vehicle', { vehicle: equipmentName(data, v ? v.type : a.what, lang) });
    }
    case 'vehicle':
      return tr(lang, 'act.vehicle', { vehicle: equipmentName(data, a.vehicle, lang) });
    case 'amount': {
      // The log's line carries what it repeated (the engine's public action), a button the view's.
      const what = a.convert ? convertName(view, lang, a.convert) : convertName(view, lang);
      return what ? tr(lang, 'act.amount.of', { what, n: a.n }) : tr(lang, 'act.amount', { n: a.n });
    }
    case 'load': {
      const v = vehicleOf(view, a.vehicle);
      const vars = {
        item: itemText(view, a.item, lang),
        vehicle: v ? equipmentName(data, v.type, lang) : tr(lang, 'act.someVehicle'),
        cell: a.cell + 1,
      };
      const isGood = ['plank', 'brick', 'summerClothes', 'winterClothes', 'leatherClothes', 'peat'].includes(
        a.item,
      );
      return tr(lang, isGood ? 'act.load' : 'act.loadDest', vars);
    }
    case 'sell':
      return tr(lang, 'act.sell', { item: saleText(data, view, a, lang) });
    case 'move':
      return tr(lang, 'act.move', {
        species: tr(lang, 'animal.' + a.species),
        from: holdingName(view, a.from, lang),
        to: holdingName(view, a.to, lang),
      });
    case 'release':
      return tr(lang, 'act.release', { species: tr(lang, 'animal.' + a.species) });
    case 'arrange':
      return tr(lang, 'act.arrange');
    case 'take':
    case 'put':
      return tr(lang, 'act.' + a.type, {
        species: tr(lang, 'animal.' + a.species),
        holding: holdingName(view, a.holding, lang),
      });
    case 'confirm':
      return tr(lang, 'act.confirm');
    case 'boat':
      return tr(lang, 'act.boat', { good: tr(lang, 'good.' + a.good) });
    case 'discard':
      return tr(lang, 'act.discard', { equipment: equipmentName(data, a.equipment, lang) });
    case 'use': {
      const name = buildingName(view, a.building, lang);
      const moorUser = a.building === 'weavingParlor' || a.building === 'colonistsHouse';
      if (moorUser && a.x >= 0) return tr(lang, 'act.use.x', { building: name, x: a.x + 1 });
      if (a.building === 'carpentersWorkshop')
        return tr(lang, 'act.use', { building: name }) + ' · ' + tr(lang, 'holding.space', { n: a.x + 1 });
      return tr(lang, 'act.use', { building: name });
    }
    case 'house':
      return tr(lang, 'act.house', { building: buildingName(view, a.building, lang) });
    case 'field':
      return tr(lang, 'act.field', { side: tr(lang, 'good.' + a.side) });
    default:
      return a.type;
  }
}
