// Fitting a name into a tile of a board (the board kit's): the words wrapped
// on up to `lines` lines, the font made smaller step by step until every line
// is narrower than the tile (the tests hold every real name to a smallest size). Widths are estimated
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

// A word too wide for `width` cut into pieces that fit, each but the last
// ending in a hyphen (a long word on a small tile): at the last place that
// fits between two consonants (Lumber-jacks, Cabinet-maker's, Glass-blowers),
// not inside ch, ck, gn, ph, qu, sh, th nor a cluster that starts a syllable
// (bl, br, cl, cr, dr, fl, fr, gl, gr, pl, pr, st, tr), each piece 3 letters
// or more; else at the last place that fits.
const VOWEL = /[aeiouyàâäéèêëîïôöùûüœæ]/i;
const LETTER = /\p{L}/u;
const KEEP = new Set('ch ck gn ph qu sh th bl br cl cr dr fl fr gl gr pl pr st tr'.split(' '));
const consonant = (c) => LETTER.test(c) && !VOWEL.test(c);
function hyphenate(word, width, size) {
  const out = [];
  let rest = word;
  while (textWidth(rest, size) > width && rest.length > 1) {
    let fit = rest.length - 1;
    while (fit > 1 && textWidth(rest.slice(0, fit) + '-', size) > width) fit--;
    let n = fit;
    for (let k = Math.min(fit, rest.length - 3); k >= 3; k--) {
      const a = rest[k - 1];
      const b = rest[k];
      if (consonant(a) && consonant(b) && !KEEP.has((a + b).toLowerCase())) {
        n = k;
        break;
      }
    }
    out.push(rest.slice(0, n) + '-');
    rest = rest.slice(n);
  }
  out.push(rest);
  return out;
}

// The words of `text` as tokens, a hyphenated word ("Garde-manger") as two
// that may go on two lines ("Garde-", "manger"): {text, space} where `space`
// says whether a space comes before it on the same line.
function tokens(text) {
  const out = [];
  for (const word of String(text ?? '')
    .split(/\s+/)
    .filter(Boolean)) {
    const parts = word.split(/(?<=[^-]-)(?=[^-])/);
    parts.forEach((p, i) => out.push({ text: p, space: i === 0 }));
  }
  return out;
}

// Greedy wrap of the tokens by width: {lines, cuts} or null when more than
// `lines` lines are needed, or a word alone is too wide (unless `split`:
// then it is hyphenated, `cuts` counting the pieces made).
function wrapTo(toks, width, size, lines, split = false) {
  const out = [];
  let cuts = 0;
  for (const tok of toks) {
    let pieces = [tok.text];
    if (textWidth(tok.text, size) > width) {
      if (!split) return null;
      pieces = hyphenate(tok.text, width, size);
      cuts += pieces.length - 1;
    }
    pieces.forEach((piece, k) => {
      const cur = out[out.length - 1];
      const joined = cur === undefined ? null : cur + (tok.space && k === 0 ? ' ' : '') + piece;
      if (k === 0 && joined !== null && textWidth(joined, size) <= width) out[out.length - 1] = joined;
      else out.push(piece);
    });
    if (out.length > lines) return null;
  }
  return { lines: out, cuts };
}

// { lines: [...], size }: `text` in at most `lines` lines no wider than
// `width` at the largest size from `size` down (in steps of 0.5, never below
// 6): a name is never cut. With `minSize`, the size stays at or above it and
// a word too long there is hyphenated instead (as few cuts as can be, then
// the largest size).
export function fitLabel(text, { width, size = 11, lines = 2, minSize = 6 }) {
  const toks = tokens(text);
  if (!toks.length) return { lines: [], size };
  const floor = Math.max(minSize, 6);
  for (let s = size; s >= floor; s -= 0.5) {
    const got = wrapTo(toks, width, s, lines);
    if (got) return { lines: got.lines, size: s };
  }
  for (const low of [floor, 6]) {
    let best = null;
    for (let s = low === floor ? size : floor - 0.5; s >= low; s -= 0.5) {
      const got = wrapTo(toks, width, s, lines, true);
      if (got && (!best || got.cuts < best.cuts)) best = { ...got, size: s };
    }
    if (best) return { lines: best.lines, size: best.size };
  }
  return { lines: [toks.map((t) => t.text).join(' ')], size: 6 };
}
