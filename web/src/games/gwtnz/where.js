// Where the elements standing for the legal actions are drawn, in screen
// order: the parts to look at, so "tap a highlighted element" says where (on a
// phone the board is a long scroll and most parts are out of sight). Each part
// is named as its heading reads (the Wellington panels' own titles).
const PARTS = [
  ['where.location', ['location']],
  ['where.map', ['place', 'step', 'hazard', 'build']],
  ['where.hand', ['discard', 'playCard', 'income', 'shear']],
  ['where.board', ['disc', 'aux', 'joker', 'harbourmaster', 'deliver', 'wool', 'upgrade', 'warehouse']],
  ['wl.predictions', ['predict']],
  ['wl.jobs', ['hire']],
  ['wl.bonusMarket', ['invest']],
  ['where.cattle', ['buy', 'refill']],
  ['wl.counters', ['deliver', 'wool']],
  ['wl.offers', ['objective', 'buyBonus', 'takeCard']],
  ['wl.sea', ['boat', 'upgrade', 'warehouse']],
];

// The names of the parts holding an element for one of `legal`, in order.
export function whereParts(legal, t) {
  const types = new Set((legal || []).map((a) => a.type));
  return PARTS.filter(([, list]) => list.some((type) => types.has(type))).map(([key]) => t(key));
}
