// The phone's resource strip for Lorrein (ResourceStrip): the goods the seat
// holds (trading has no per-turn limit: « Négociier », « sans limites »).
export function resources(view, seat, t) {
  const p = view && Array.isArray(view.players) ? view.players[seat] : null;
  if (!p) return [];
  const out = [];
  for (const [g, n] of Object.entries(p.goods || {})) {
    if (n > 0) out.push({ key: g, label: t('good.' + g), value: String(n) });
  }
  if (!out.length) out.push({ key: 'none', label: t('strip.noGoods'), value: '' });
  return out;
}
