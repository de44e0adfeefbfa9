// The phone's resource strip for Great Western Trail: New Zealand
// (ResourceStrip): the first things the board's own strip shows on a wide
// screen — money, gold, certificates, exchange tokens, the movement and hand
// limits — then the tax exemption and the end of the game when they apply
// (the exploration disc is on the exploration track; three lines at most).
export function resources(view, seat, t) {
  const p = view && Array.isArray(view.players) ? view.players[seat] : null;
  if (!p) return [];
  const certs = `${p.certificates ?? 0}/${p.certificateLimit ?? 0}`;
  const out = [
    { key: 'money', label: t('strip.money'), value: `£${p.money ?? 0}` },
    { key: 'gold', label: t('strip.gold'), value: String(p.gold ?? 0) },
    {
      key: 'certificates',
      label: t('strip.certs'),
      value: p.permanentCertificates ? `${certs} +${p.permanentCertificates}` : certs,
    },
    { key: 'tokens', label: t('strip.tokens'), value: String(p.tokens ?? 0) },
    { key: 'move', label: t('strip.move'), value: String(p.movementLimit ?? 0) },
    { key: 'hand', label: t('strip.hand'), value: `${p.handCount ?? 0}/${p.handLimit ?? 0}` },
  ];
  if (p.taxFree) out.push({ key: 'taxFree', label: t('ui.taxFree'), value: '' });
  if (view.endTriggered) out.push({ key: 'end', label: t('ui.endTriggered'), value: '' });
  return out;
}
