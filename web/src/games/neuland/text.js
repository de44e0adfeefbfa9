// Words for actions, tiles and hexes. Pure functions of (model, view, lang):
// no Preact, no imports of JSON, so node's test runner can load them.
import { tr } from './messages.js';
import { PROPERTY, isMine, workerSummary, workersOf } from './model.js';

// Hexes are named by a letter drawn on the map: A is hex 0 (the centre).
export function hexLabel(id) {
  return id >= 0 && id < 26 ? String.fromCharCode(65 + id) : String(id);
}

export function stepsText(n, lang) {
  const k = n === 0 ? 'act.steps.zero' : n === 1 ? 'act.steps.one' : 'act.steps.many';
  return tr(lang, k, { n });
}

function buildingById(view, id) {
  return ((view && view.buildings) || []).find((b) => b.id === id) || null;
}

// Where a building is, in words: its hex letter, plus its place in the hex
// (top, left, right) when another building of the same kind shares that hex.
export function buildingPlace(view, b, lang) {
  if (!b) return '?';
  const hex = ((view && view.hexes) || []).find((x) => x.id === b.hex);
  const ids = (hex && hex.buildings) || [];
  const twin = ids.some((id) => id !== b.id && (buildingById(view, id) || {}).kind === b.kind);
  const slot = ids.indexOf(b.id);
  return twin && slot >= 0 ? `${hexLabel(b.hex)}, ${tr(lang, 'pos.' + slot)}` : hexLabel(b.hex);
}

// The good a source of payment provides, and how to say where it comes from.
// A building source names its good and whether a standing or a lying worker
// is used ({building, good, lying}); older logs may lack both.
export function sourceGood(source, view, model = null) {
  if (source === 'foodToken' || source === 'forage') return 'food';
  if (source === 'woodToken') return 'wood';
  if (source && typeof source === 'object' && 'building' in source) {
    if (typeof source.good === 'string' && source.good !== 'none') return source.good;
    const b = buildingById(view, source.building);
    if (!b) return null;
    const ws = workersOf(b);
    if (ws.length) return ws[0].good;
    return model ? usualGood(model.kinds[b.kind]) : null;
  }
  return null;
}

// What a building normally yields, for sentences about a source whose worker
// has already left (log lines are worded against the latest view).
export function usualGood(kind) {
  if (!kind || kind.type === PROPERTY || !kind.recipes.length) return null;
  const outs = [...new Set(kind.recipes.map((r) => r.out))];
  return outs.length === 1 ? outs[0] : 'metal';
}

export function describeSource(source, view, lang, model = null) {
  if (source === null || source === undefined) return tr(lang, 'src.free');
  if (source === 'foodToken' || source === 'woodToken' || source === 'forage')
    return tr(lang, 'src.' + source);
  if (typeof source === 'object' && 'building' in source) {
    const b = buildingById(view, source.building);
    if (!b) return tr(lang, 'act.hex', { hex: '?' });
    const good = sourceGood(source, view, model);
    const vars = {
      good: good ? tr(lang, 'good.' + good) : '?',
      of: tr(lang, 'kind.' + b.kind + '.of'),
      hex: buildingPlace(view, b, lang),
    };
    if (typeof source.lying !== 'boolean') return tr(lang, 'src.building', vars);
    return tr(lang, source.lying ? 'src.building.lying' : 'src.building.standing', vars);
  }
  return String(source);
}

// What a produce action makes: the metal it names, the mine's top ore, or the
// recipe whose inputs match the goods paid.
export function producedGood(model, action, view) {
  if (action.metal) return action.metal;
  const b = buildingById(view, action.building);
  if (!b) return null;
  const kind = model.kinds[b.kind];
  if (!kind || kind.type === PROPERTY) return null;
  if (isMine(kind)) return b.ores && b.ores.length ? b.ores[b.ores.length - 1] : 'ore';
  if (kind.recipes.length === 1) return kind.recipes[0].out;
  const paid = (action.inputs || []).map((s) => sourceGood(s, view, model));
  const match = kind.recipes.find((r) => r.in.every((g) => paid.includes(g)));
  return (match || kind.recipes[0]).out;
}

function withDetails(head, parts, steps, lang) {
  let s = head;
  if (parts.sources.length) s += ' (' + parts.sources.join(tr(lang, 'src.sep')) + ')';
  if (parts.cart) s += ' · ' + tr(lang, 'act.cart');
  if (steps !== undefined && steps !== null) s += ' · ' + stepsText(steps, lang);
  return s;
}

// A legal action as a short sentence (button label, log line).
export function describeAction(model, action, view, lang = 'fr') {
  if (!action || typeof action !== 'object') return String(action);
  const steps = typeof action.steps === 'number' ? action.steps : undefined;
  const sources = (action.inputs || []).map((src) => describeSource(src, view, lang, model));
  switch (action.type) {
    case 'start':
      return tr(lang, 'act.start', {
        hex: hexLabel(action.hex),
        lodge: tr(lang, 'kind.huntingLodge'),
        woodcutter: tr(lang, 'kind.woodcutter'),
      });
    case 'produce': {
      const b = buildingById(view, action.building);
      const good = producedGood(model, action, view);
      const head = tr(lang, 'act.produce', {
        good: tr(lang, 'good.' + (good || 'any') + '.some'),
        building: b ? tr(lang, lang === 'fr' ? 'kind.' + b.kind : 'kind.' + b.kind + '.the') : '?',
        hex: buildingPlace(view, b, lang),
      });
      return withDetails(head, { sources, cart: action.cart }, steps, lang);
    }
    case 'build': {
      const pay = 'pay' in action ? [describeSource(action.pay, view, lang, model)] : [];
      const head = tr(lang, 'act.build', {
        kind: tr(lang, 'kind.' + action.kind + '.a'),
        hex: hexLabel(action.hex),
      });
      return withDetails(head, { sources: pay, cart: action.cart }, steps, lang);
    }
    case 'coats': {
      const b = buildingById(view, action.building);
      const count = action.count ?? (b && model.kinds[b.kind] ? model.kinds[b.kind].value : 1);
      const head = tr(lang, count === 1 ? 'act.coats.one' : 'act.coats.many', {
        count,
        building: b ? tr(lang, 'kind.' + b.kind + '.the') : '?',
        hex: buildingPlace(view, b, lang),
      });
      return withDetails(head, { sources, cart: action.cart }, steps, lang);
    }
    case 'stack':
      return tr(lang, 'act.stack', {
        ores: (action.order || []).map((g) => tr(lang, 'good.' + g)).join(', '),
      });
    case 'endTurn':
      return tr(lang, 'act.endTurn');
    case 'proposeEnd':
      return tr(lang, 'act.proposeEnd');
    case 'agreeEnd':
      return tr(lang, action.accept ? 'act.agreeEnd.yes' : 'act.agreeEnd.no');
    default:
      return tr(lang, 'act.unknown', { type: String(action.type) });
  }
}

function goodList(goods, lang, sep) {
  return goods.map((g) => tr(lang, 'good.' + g)).join(tr(lang, sep));
}

// Lines describing a building kind: what it does, needs, makes, where, cost.
// `options` are the game's (view.options): gold's use follows the variant played.
export function kindLines(model, kindId, lang = 'fr', options = {}) {
  const kind = model.kinds[kindId];
  if (!kind) return [kindId];
  const lines = [tr(lang, 'kind.' + kindId)];
  if (kind.type === PROPERTY) {
    lines[0] += ` — ${tr(lang, 'category.' + kind.category)} ${kind.value}`;
    lines.push(
      tr(lang, 'tip.property', {
        category: tr(lang, 'category.' + kind.category),
        n: kind.value,
        inputs: goodList(kind.cost, lang, 'tip.and'),
      }),
    );
    lines.push(tr(lang, 'tip.propertyOrder'));
  } else {
    const variant = kindId === 'alchemistCave' && options && options.goldOneGood ? '.goldOneGood' : '';
    lines.push(tr(lang, 'kind.' + kindId + '.does' + variant));
    const ins = kind.recipes.map((r) => goodList(r.in, lang, 'tip.and')).filter((s) => s);
    lines.push(
      ins.length
        ? tr(lang, 'tip.needs', { inputs: [...new Set(ins)].join(tr(lang, 'tip.or')) })
        : tr(lang, 'tip.needsNothing'),
    );
    const outs = [...new Set(kind.recipes.map((r) => r.out))];
    const outText = outs
      .map((g) =>
        g === 'ore'
          ? `${tr(lang, 'good.ore')} (${goodList(['coal', 'ironOre', 'silverOre'], lang, 'tip.or')})`
          : tr(lang, 'good.' + g),
      )
      .join(tr(lang, 'tip.or'));
    lines.push(tr(lang, 'tip.makes', { output: outText }));
  }
  lines.push(tr(lang, 'tip.terrain', { terrain: tr(lang, 'terrain.' + kind.terrain) }));
  const good = tr(lang, 'good.' + kind.material);
  lines.push(
    kindId === 'huntingLodge' || kindId === 'woodcutter'
      ? tr(lang, 'tip.costFree', { good })
      : tr(lang, 'tip.cost', { good }),
  );
  return lines;
}

// Lines for one tile on the map: its kind, then what is on it now.
export function buildingLines(model, building, view, lang = 'fr') {
  const lines = kindLines(model, building.kind, lang, view && view.options);
  lines[0] += ` — ${buildingPlace(view, building, lang)}`;
  const players = (view && view.players) || [];
  const nameOf = (seat) => (players[seat] && players[seat].name) || `#${seat + 1}`;
  const w = workerSummary(building);
  if (w) {
    const name = nameOf(w.seat);
    if (w.count === 1) {
      lines.push(
        tr(lang, 'tip.workers.one', {
          name,
          state: tr(lang, w.standing ? 'ui.standing' : 'ui.lying'),
          good: tr(lang, 'good.' + w.goods[0]),
        }),
      );
    } else if (w.groups.length === 1 && (w.standing === 0 || w.lying === 0)) {
      lines.push(
        tr(lang, 'tip.workers.same', {
          name,
          count: w.count,
          state: tr(lang, w.standing ? 'tip.standing.many' : 'tip.lying.many'),
          good: tr(lang, 'good.' + w.goods[0]),
        }),
      );
    } else {
      const states = (g) =>
        [
          g.standing ? tr(lang, 'tip.nStanding', { n: g.standing }) : null,
          g.lying ? tr(lang, g.lying === 1 ? 'tip.nLying.one' : 'tip.nLying.many', { n: g.lying }) : null,
        ]
          .filter(Boolean)
          .join(', ');
      const parts = w.groups
        .map((g) => tr(lang, 'tip.workersHold', { states: states(g), good: tr(lang, 'good.' + g.good) }))
        .join(tr(lang, 'tip.groupSep'));
      lines.push(tr(lang, 'tip.workers.many', { count: w.count, name, parts }));
    }
    // Lying workers leave at the end of their owner's turn: this one if it
    // is theirs now, else their next one.
    if (w.lying) {
      lines.push(
        tr(lang, w.lying === 1 ? 'tip.lyingLeaves.one' : 'tip.lyingLeaves.many', {
          when: tr(lang, view && view.current === w.seat ? 'tip.when.now' : 'tip.when.next'),
        }),
      );
    }
  }
  if (building.ores && building.ores.length) {
    lines.push(
      tr(lang, 'tip.ores', {
        ores: [...building.ores]
          .reverse()
          .map((g) => tr(lang, 'good.' + g))
          .join(', '),
      }),
    );
  }
  if (building.coats) {
    lines.push(tr(lang, 'tip.coats', { n: building.coats.count, name: nameOf(building.coats.seat) }));
  }
  return lines;
}

export function hexLines(hex, lang = 'fr') {
  const lines = [
    tr(lang, 'tip.hex', {
      hex: hexLabel(hex.id),
      terrain: tr(lang, 'terrain.' + hex.terrain),
      count: (hex.buildings || []).length,
    }),
  ];
  if (hex.start) lines.push(tr(lang, 'tip.startHex'));
  return lines;
}
