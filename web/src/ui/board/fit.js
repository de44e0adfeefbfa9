// Fitting a name into a tile of a board (the board kit's): the words wrapped
// on up to `lines` lines, never cut inside a word, the font made smaller step
// by step until every line is narrower than the tile (the tests hold every real name to a smallest size). Widths are estimated
// in Node and in the page alike from the advance widths of a wide sans-serif
// in bold (DejaVu Sans Bold, what `system-ui` is on Linux; Roboto, San
// Francisco and Segoe UI are narrower), so a name that fits here fits on
// screen (tests/web/arle-fit.test.js, tests/e2e/arle.spec.js, glassroad.spec.js).

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

// A soft hyphen (U+00AD) in a name marks where a word may break, as a
// typesetter would hyphenate it ("Cabinet\u00ADmaker’s"): a "-" is drawn
// there when the line ends, nothing when it does not.
export const SOFT_HYPHEN = '\u00AD';

// The words of `text` as tokens, a hyphenated word ("Garde-manger") as two
// that may go on two lines ("Garde-", "manger"): {text, space, soft} where
// `space` says whether a space comes before it on the same line and `soft`
// that it follows a soft hyphen (only with `soft`; else the word is whole).
function tokens(text, soft = false) {
  const out = [];
  for (const word of String(text ?? '')
    .split(/\s+/)
    .filter(Boolean)) {
    const parts = word.split(/(?<=[^-]-)(?=[^-])/);
    parts.forEach((p, i) => {
      const syllables = soft ? p.split(SOFT_HYPHEN).filter(Boolean) : [p.replaceAll(SOFT_HYPHEN, '')];
      syllables.forEach((x, j) => out.push({ text: x, space: i === 0 && j === 0, soft: j > 0 }));
    });
  }
  return out;
}

// Greedy wrap of the tokens by width at `size`: {lines, sizes} (each line's
// size), or null when more than `lines` lines are needed or a word alone is
// too wide. A line that ends at a soft hyphen gets its "-" (counted in its
// width). With `shrinkBelow`, a word too wide even at that size goes on a
// line of its own, drawn smaller so that it fits (never cut).
function wrapTo(toks, width, size, lines, shrinkBelow = 0) {
  const out = [];
  const sizes = [];
  let alone = false; // the last line holds a shrunk word: nothing joins it
  for (let i = 0; i < toks.length; i++) {
    const tok = toks[i];
    const tail = toks[i + 1]?.soft ? '-' : ''; // drawn if the line ends after this token
    if (textWidth(tok.text + tail, size) > width) {
      if (!shrinkBelow || textWidth(tok.text, shrinkBelow) <= width) return null;
      out.push(tok.text);
      sizes.push(Math.floor((width / textWidth(tok.text, 1)) * 10) / 10);
      alone = true;
    } else {
      const cur = out[out.length - 1];
      const joined = cur === undefined || alone ? null : cur + (tok.space ? ' ' : '') + tok.text;
      if (joined !== null && textWidth(joined + tail, size) <= width) out[out.length - 1] = joined;
      else {
        if (tok.soft) out[out.length - 1] += '-';
        out.push(tok.text);
        sizes.push(size);
      }
      alone = false;
    }
    if (out.length > lines) return null;
  }
  return { lines: out, sizes };
}

// The sizes to try from `size` down to `floor`: steps of 0.5, and `floor` itself.
function steps(size, floor) {
  const out = [];
  for (let s = size; s > floor; s -= 0.5) out.push(s);
  return [...out, floor];
}

// { lines: [...], size }: `text` in at most `lines` lines no wider than
// `width` at the largest size from `size` down (in steps of 0.5, never below
// 6), broken only between words, after a hyphen of the name's own
// ("Garde-|manger") or, where whole words do not fit at `minSize`, at a soft
// hyphen of the text ("Cabinet-|maker’s"): a word is never cut elsewhere.
// With `minSize`, the size stays at or above it and a word too long there
// goes on a line of its own, shrunk to fit the width: `sizes` then gives each
// line's size (the others at `size`).
export function fitLabel(text, { width, size = 11, lines = 2, minSize = 6 }) {
  const toks = tokens(text);
  if (!toks.length) return { lines: [], size };
  const floor = Math.max(minSize, 6);
  const syllables = String(text).includes(SOFT_HYPHEN) ? [tokens(text, true)] : [];
  for (const split of [toks, ...syllables])
    for (const s of steps(size, floor)) {
      const got = wrapTo(split, width, s, lines);
      if (got) return { lines: got.lines, size: s };
    }
  for (const s of steps(size, 6)) {
    const got = wrapTo(toks, width, s, lines, s >= floor ? floor : 0);
    if (got) {
      const shrunk = got.sizes.some((x) => x < s);
      return shrunk ? { lines: got.lines, size: s, sizes: got.sizes } : { lines: got.lines, size: s };
    }
  }
  return { lines: [toks.map((t) => t.text).join(' ')], size: 6 };
}
