// A board's stylesheet, added once to the document through the CSSOM (a
// constructed stylesheet) rather than as a <style> element, which the site's
// Content-Security-Policy (style-src 'self', no 'unsafe-inline') blocks.
// Returns null so a board can call it where a child vnode goes. Does nothing
// outside a browser (the board tests render in Node).
const added = new Set();

export function boardStyle(id, css) {
  if (added.has(id) || typeof document === 'undefined' || typeof CSSStyleSheet === 'undefined') return null;
  added.add(id);
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    added.delete(id); // a browser without constructed stylesheets: the board shows unstyled
  }
  return null;
}
