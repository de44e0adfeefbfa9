import { fitLabel, SOFT_HYPHEN } from '../../ui/board/fit.js';

// The room a building's name has on a landscape square (LandscapeGrid.jsx,
// whose squares are 80 units): up to three lines across the tile, broken
// between words or at a syllable listed below, at 9.5 or more (11 px on a
// laptop and on a phone, where the squares are drawn about 1.16 times or
// more); a single word too long there and not listed would go on a line of
// its own, shrunk to fit, never cut.
// The square's tooltip and its tap (the info line) give the full name.
export const NAME_FIT = { width: 80 - 8, size: 12.5, lines: 3, minSize: 9.5 };
// The same room at 10.8 or more: a landscape drawn at 1.02 px a unit or more
// (a tablet beside the decision panel, its seven columns across the board,
// 588 px at least: 1024 px less a classic scrollbar's 17), so that its names
// still read at 11 px. More words are broken at a syllable there.
export const NAME_FIT_FULL = { width: 80 - 8, size: 12.5, lines: 3, minSize: 10.8 };

// Where the long words of the building names may break when whole words do
// not fit a square at its smallest size, by syllable as a typesetter would
// hyphenate them in each language ("Glass-|blowers’", "Quincail-|lerie"),
// so that no word is drawn smaller than the rest of its name. "|" marks a
// break; one a word, at the seam of a compound where there is one, but
// where a name needs two to fit (« Compagnie de cons-|truction »). A word
// not listed is never broken.
const SYLLABLES = {
  en: [
    'Barge|men’s',
    'Brick|layers’',
    'Cabinet|maker’s',
    'Carpen|ter’s',
    'Construc|tion',
    'Embank|ment',
    'Glass|blowers’',
    'Glass|works',
    'Guest|house',
    'Land|scaping',
    'Lumber|jacks’',
  ],
  fr: [
    'Campe|ment',
    'colom|bages',
    'combus|tible',
    'Compa|gnie',
    'cons|truc|tion',
    'd’ar|tistes',
    'Manufac|ture',
    'pisci|culture',
    'Quincail|lerie',
    'Sablon|nière',
  ],
};
const BREAKS = Object.fromEntries(
  Object.entries(SYLLABLES).map(([lang, words]) => [
    lang,
    new Map(words.map((w) => [w.replaceAll('|', ''), w.replaceAll('|', SOFT_HYPHEN)])),
  ]),
);

// `name` with a soft hyphen at each break its words allow in `lang`.
export function hyphenate(name, lang) {
  const words = BREAKS[lang];
  if (!words) return name;
  return String(name)
    .split(' ')
    .map((w) => words.get(w) ?? w)
    .join(' ');
}

// A building's name in `lang` fitted by `fit`: {lines, size, sizes?} (the
// board kit's fitLabel; `sizes`, each line's size, when a long word not
// listed above had to be shrunk).
export function fitName(name, fit = NAME_FIT, lang) {
  return fitLabel(hyphenate(name, lang), fit);
}

// The room a building's name has on a tile of the building board
// (BuildingBoard.jsx: 112 units wide, the cost and points below the name):
// two lines at 11.2 or more, or three where two would need a smaller size
// (« Maison des amis de la nature »), never cut.
export const TILE_FIT = { width: 112 - 12, size: 12.5, lines: 2, minSize: 11.2 };

// A building's name in `lang` fitted to a building board's tile: {lines, size}.
export function tileName(name, lang) {
  const two = fitName(name, TILE_FIT, lang);
  if (two.size >= TILE_FIT.minSize && !two.sizes) return two;
  return fitName(name, { ...TILE_FIT, lines: 3 }, lang);
}

// The room a craftsman card's name has in its coloured band (CraftsmanHand.jsx:
// the band 88 units wide across a card of 92, drawn a unit a pixel on a laptop
// and a tablet, 1.08 on a phone): two lines at 11, never cut, never smaller.
// « combustibles », the longest word, takes 84.6 of the 86 (it overran the
// old 82-unit band). Every card name fits so (tests/web/glassroad-landscape).
export const CARD_FIT = { width: 88 - 2, size: 11, lines: 2, minSize: 11 };

// A craftsman card's name in `lang` fitted to its band: {lines, size}.
export function cardNameFit(name, lang) {
  return fitName(name, CARD_FIT, lang);
}
