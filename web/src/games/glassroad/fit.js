import { fitLabel } from '../../ui/board/fit.js';

// The room a building's name has on a landscape square (LandscapeGrid.jsx,
// whose squares are 80 units): up to three lines across the tile, broken
// only between words, at 9.5 or more (11 px on a laptop and on a phone, where
// the squares are drawn about 1.16 times or more); a single word too long
// there (Cabinetmaker's) goes on a line of its own, shrunk to fit, never cut.
// The square's tooltip and its tap (the info line) give the full name.
export const NAME_FIT = { width: 80 - 8, size: 12.5, lines: 3, minSize: 9.5 };
// The same room at 10.8 or more: a landscape drawn at 1.02 px a unit or more
// (a tablet beside the decision panel, its seven columns across the board,
// 588 px at least: 1024 px less a classic scrollbar's 17), so that its names
// still read at 11 px. More single words are shrunk there.
export const NAME_FIT_FULL = { width: 80 - 8, size: 12.5, lines: 3, minSize: 10.8 };

// A building's name fitted by `fit`: {lines, size, sizes?} (the board kit's
// fitLabel; `sizes`, each line's size, when a long word was shrunk).
export function fitName(name, fit = NAME_FIT) {
  return fitLabel(name, fit);
}
