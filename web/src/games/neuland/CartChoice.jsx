// Whether the cart carries the goods, asked where the decision is made: two
// buttons in the info line under the map (with the cart, without it), while
// the cart narrows the choices left. The player card's cart token and its
// « sans » beside it do the same, further down the page (out of sight at
// 1280 px, below the building supply).
import { Cart } from './glyphs.jsx';
import { sourceActions } from './targets.js';

function Glyph({ crossed }) {
  return (
    <svg class="nl-icon" width={26} height={26} viewBox="-14 -14 28 28" aria-hidden="true">
      {Cart({ scale: crossed ? 0.8 : 0.95 })}
      {crossed ? <circle r={11} fill="none" stroke="#b42318" stroke-width={2.2} /> : null}
      {crossed ? <path d="M-8,-8 L8,8" stroke="#b42318" stroke-width={2.2} stroke-linecap="round" /> : null}
    </svg>
  );
}

// candidates: the actions still open; sources: what narrows them (targets.js).
export function CartChoice({ candidates, sources, t, onPick }) {
  if (!onPick || !sources || !sources.includes('cart')) return null;
  const withCart = sourceActions(candidates, 'cart');
  const without = sourceActions(candidates, 'noCart');
  if (!withCart.length || !without.length) return null;
  return (
    <div class="nl-cartchoice" role="group" aria-label={t('ui.cart')}>
      <button type="button" class="bk-btn nl-cart-use" onClick={() => onPick(withCart)}>
        <Glyph />
        {t('ui.withCart')}
      </button>
      <button type="button" class="bk-btn nl-cart-skip" onClick={() => onPick(without)}>
        <Glyph crossed />
        {t('ui.noCart')}
      </button>
    </div>
  );
}
