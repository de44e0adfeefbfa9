// The strings of the Wellington part of the board (Wellington.jsx and its parts),
// French and English with the same keys; messages.js merges them.
export const fr = {};
export const en = {};
