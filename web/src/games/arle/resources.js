// The phone's resource strip for Fields of Arle (ResourceStrip): the score
// so far, then the goods and animals the seat holds (those it has).
export function resources(view, seat, t) {
  const b = view && Array.isArray(view.boards) ? view.boards.find((x) => x.seat === seat) : null;
  if (!b) return [];
  const out = [{ key: 'score', label: t('strip.score'), value: String((b.score && b.score.total) ?? 0) }];
  for (const [g, n] of Object.entries(b.goods || {})) {
    if (n > 0) out.push({ key: g, label: t('good.' + g), value: String(n) });
  }
  for (const [a, n] of Object.entries(b.animals || {})) {
    if (n > 0) out.push({ key: a, label: t('animal.' + a), value: String(n) });
  }
  return out;
}
