// The current player's resources in one compact line that stays at the top
// of a phone's screen while the board scrolls (issue 11: "the current
// player's resources always visible"). What it lists comes from the game's
// module: `resources(view, seat, t)` returns [{key, label, value}], the
// first things the game's own player panel shows (docs/architecture.md).
import { seatColor } from './board/colors.js';
import { SectionNav } from './SectionNav.jsx';

export function ResourceStrip({ module, view, seat, name, t, seatOrder }) {
  if (!module || typeof module.resources !== 'function' || !view || typeof seat !== 'number' || seat < 0)
    return null;
  let items;
  try {
    items = module.resources(view, seat, t) || [];
  } catch {
    return null;
  }
  if (!items.length) return null;
  return (
    <section
      class="res-strip"
      aria-label={t('resources.of', { name })}
      style={{ '--seat-color': seatColor(view, seat, seatOrder) }}
    >
      <span class="res-name">
        <span class="swatch" aria-hidden="true" />
        <span class="res-name-text">{name}</span>
      </span>
      <ul class="res-items">
        {items.map((r) => (
          <li key={r.key} class="res-item" data-key={r.key}>
            <span class="res-label">{r.label}</span> <strong class="res-value">{r.value}</strong>
          </li>
        ))}
      </ul>
      <SectionNav t={t} />
    </section>
  );
}
