// Props for an SVG element that reacts to a click or to Enter/Space: a
// focusable button. Its accessible name comes from its <title> child (the
// element's tooltip), so the name always holds what the element shows.
export function clickable(fn, focusable = true) {
  return {
    role: 'button',
    tabindex: focusable ? 0 : -1,
    onClick: fn,
    onKeyDown: (e) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        fn(e);
      }
    },
  };
}
