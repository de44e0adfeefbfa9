// Helpers for board tests: look at a Preact vnode tree without a DOM.

// Expands a vnode tree by calling function components (the board parts tested
// use no hooks) and returns every element node, in drawing order.
export function expand(node, out = []) {
  if (node === null || node === undefined || typeof node === 'boolean') return out;
  if (Array.isArray(node)) {
    for (const n of node) expand(n, out);
    return out;
  }
  if (typeof node !== 'object') return out;
  if (typeof node.type === 'function') return expand(node.type(node.props), out);
  out.push(node);
  expand(node.props && node.props.children, out);
  return out;
}

export const attr = (n, k) => n.props && n.props[k];
export const hasClass = (n, c) =>
  typeof attr(n, 'class') === 'string' && attr(n, 'class').split(' ').includes(c);
