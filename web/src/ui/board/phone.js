// Whether the window is a phone's (narrower than `width`, the Viewport's own
// phone width): a board may lay a part out otherwise there (Glass Road turns
// its landscape a quarter). Follows the window as it turns or resizes.
import { useEffect, useState } from 'preact/hooks';

export const PHONE_WIDTH = 700;

const query = (width) => `(max-width: ${width - 0.02}px)`;

export function isPhone(width = PHONE_WIDTH) {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query(width)).matches
    : false;
}

export function usePhone(width = PHONE_WIDTH) {
  const [phone, setPhone] = useState(() => isPhone(width));
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
    const mq = window.matchMedia(query(width));
    const on = () => setPhone(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [width]);
  return phone;
}

// Whether the main pointer can hover (a mouse): a title then shows an element's text before a click.
// A touch screen (hover: none) shows it only on a tap, so a tap that would commit to something the
// player has not read yet (Glass Road's cards to pick) may ask for a second tap.
export function canHover() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(hover: hover)').matches
    : true;
}
