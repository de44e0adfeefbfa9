import { fitLabel, textWidth } from '../../ui/board/fit.js';

// The room a building's name has on a landscape square (LandscapeGrid.jsx,
// whose squares are 80 units): up to three lines across the tile, never cut,
// at 9.5 or more (11 px on a phone, where the squares are drawn about 1.2
// times); a word too long there is hyphenated. The square's tooltip and its
// tap (the info line) give the full name.
export const NAME_FIT = { width: 80 - 11, size: 12.5, lines: 3, minSize: 9.5 };
// The same room at 10.5 or more: a landscape drawn at 1.05 px a unit (a
// tablet beside the decision panel, its seven columns across the board), so
// that its names still read at 11 px. More words are cut there.
export const NAME_FIT_FULL = { width: 80 - 10, size: 12.5, lines: 3, minSize: 10.5 };

const VOWEL = /[aeiouyàâäéèêëîïôöùûüœæ’']/i;
const consonant = (c) => /\p{L}/u.test(c) && !VOWEL.test(c);

// A building's name fitted by `fit` (the board kit's fitLabel). When it does
// not reach fit.minSize (the kit cuts a long word as late as the line allows,
// which may leave it a fourth line: "Compagnie de construction"), its longest
// word is cut earlier, between two consonants, and the best fit kept.
export function fitName(name, fit = NAME_FIT) {
  const got = fitLabel(name, fit);
  if (got.size >= fit.minSize) return got;
  let best = got;
  const words = String(name).split(/\s+/);
  for (const [i, w] of words.entries()) {
    if (textWidth(w, fit.minSize) <= fit.width) continue;
    for (let k = 3; k <= w.length - 3; k++) {
      if (!consonant(w[k - 1]) || !consonant(w[k])) continue;
      const cut = words.map((x, j) => (j === i ? `${w.slice(0, k)}-${w.slice(k)}` : x)).join(' ');
      const next = fitLabel(cut, fit);
      if (next.size > best.size) best = next;
    }
  }
  return best;
}
