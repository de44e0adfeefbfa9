// The phone's resource strip for Glass Road (ResourceStrip): the goods on the
// seat's two production wheels, as the player panel's wheels show them.
const ORDER = ['glass', 'brick', 'sand', 'wood', 'water', 'food', 'coal', 'clay'];

export function resources(view, seat, t) {
  const sv = view && Array.isArray(view.seats) ? view.seats[seat] : null;
  if (!sv || !sv.wheels) return [];
  const amounts = { ...(sv.wheels.glass || {}), ...(sv.wheels.brick || {}) };
  return ORDER.filter((r) => typeof amounts[r] === 'number').map((r) => ({
    key: r,
    label: t('res.' + r),
    value: String(amounts[r]),
  }));
}
