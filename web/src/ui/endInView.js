// The game's end is told at the page's top (the winner, the score table), but the last move is
// often made far down a long board (GWT NZ on a phone: 2,900 px below it), where nothing says
// the game is over. When the game ends, the end panel is brought to the window's top and its
// heading takes the focus (a screen reader reads it out). A finished game opened from the saves
// starts at the top already and is left alone.
import { useEffect, useRef } from 'preact/hooks';

// `over`: whether the game is over; `panel`: a ref to the end panel.
export function useEndInView(over, panel) {
  const was = useRef(over);
  useEffect(() => {
    const ended = over && !was.current;
    was.current = over;
    const el = panel.current;
    if (!ended || !el) return;
    // The app's own page only (scrollIntoView would also scroll a café's page around an embed).
    const top = el.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 2) window.scrollTo(0, Math.max(0, window.scrollY + top - 8));
    const heading = el.querySelector('h2');
    if (heading) heading.focus({ preventScroll: true });
  }, [over]);
}
