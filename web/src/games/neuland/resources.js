// The phone's resource strip for Neuland (ResourceStrip): the first things a
// player card shows — the time-line position, the workers in reserve and the
// coats of arms still to place. Goods lie on the map, not with the player.
export function resources(view, seat, t) {
  const p = view && Array.isArray(view.players) ? view.players[seat] : null;
  if (!p) return [];
  return [
    { key: 'time', label: t('strip.time'), value: String((p.time ?? 0) + 1) },
    { key: 'reserve', label: t('strip.reserve'), value: String(p.reserve ?? 0) },
    { key: 'coatsLeft', label: t('strip.coats'), value: String(p.coatsLeft ?? 0) },
  ];
}
