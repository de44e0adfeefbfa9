// Fitting a name into a tile of the Fields of Arle board: the words wrapped
// on up to `lines` lines, the font made smaller step by step until every line
// is narrower than the tile (the tests hold every real name to a smallest size). Widths are estimated
// in Node and in the page alike from the advance widths of a wide sans-serif
// in bold (DejaVu Sans Bold, what `system-ui` is on Linux; Roboto, San
// Francisco and Segoe UI are narrower), so a name that fits here fits on
// screen (tests/web/arle-fit.test.js, tests/e2e/arle.spec.js).

// Advance widths in hundredths of an em, by character.
const WIDTHS = {};
const group = (chars, w) => {
  for (const c of chars) WIDTHS[c] = w;
};
group('iljîïIJ', 37);
group(" ’'.,:·", 40);
group('-', 42);
group('ftr', 49);
group('cçsz', 60);
group('aàâäeéèêkvxyE', 68);
group('ÉÈFLT', 68);
group('bdghnopquûüôö0123456789', 72);
group('ACPSYZBKRVXÄ', 77);
group('DGHNOQUÖÜ', 85);
group('wmMW', 110);
const OTHER = 80; // any other character: wider than most

// The width of `text` at font size `size` (drawing units).
export function textWidth(text, size) {
  let w = 0;
  for (const c of String(text)) w += WIDTHS[c] ?? OTHER;
  return (w / 100) * size;
}

// Greedy wrap of the words by width; null when a word alone is too wide or
// more than `lines` lines are needed.
function wrapTo(words, width, size, lines) {
  const out = [];
  for (const w of words) {
    if (textWidth(w, size) > width) return null;
    const cur = out[out.length - 1];
    if (cur !== undefined && textWidth(cur + ' ' + w, size) <= width) out[out.length - 1] = cur + ' ' + w;
    else out.push(w);
    if (out.length > lines) return null;
  }
  return out;
}

// { lines: [...], size }: `text` in at most `lines` lines no wider than
// `width` at the largest size from `size` down (in steps of 0.5, never below
// 6): a name is never cut.
export function fitLabel(text, { width, size = 11, lines = 2 }) {
  const words = String(text ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length) return { lines: [], size };
  for (let s = size; s >= 6; s -= 0.5) {
    const got = wrapTo(words, width, s, lines);
    if (got) return { lines: got, size: s };
  }
  return { lines: wrapTo(words, Infinity, 6, lines) || [words.join(' ')], size: 6 };
}

// The tiles, in drawing units. A building's tile in the supply: its name on up
// to three lines, from the coloured band to the right edge, above its points
// and owner.
export const BUILDING_TILE = { width: 124 - 13 - 5, size: 11.5, lines: 3, height: 62 };
// A village space's name: a tile's on two lines, a building's on up to three
// (the space's animals and number sit below).
export const VILLAGE_TILE = { width: 78 - 2 - 10, size: 10, lines: 2 };
export const VILLAGE_BUILDING = { ...VILLAGE_TILE, lines: 3 };
// A destination's name and state: one line each, left of its size dots, at
// 16.5 (12 px where the board draws smallest, three quarters at 1280 px).
export const DEST_NAME = { width: 124 - 6 - 15, size: 16.5, lines: 1 };
export const DEST_STATE_FIT = { width: 124 - 6 - 15, size: 16.5, lines: 1 };
