// Fields of Arle's tiles and the room their names have (ui/board/fit.js fits them).
export { fitLabel, textWidth } from '../../ui/board/fit.js';

// The tiles, in drawing units. A building's tile in the supply: its name on up
// to three lines, from the coloured band to the right edge, above its points
// and owner.
export const BUILDING_TILE = { width: 124 - 13 - 5, size: 11.5, lines: 3, height: 62 };
// A village space's name: a tile's on two lines, a building's on up to three
// (the space's animals and number sit below).
export const VILLAGE_TILE = { width: 78 - 2 - 10, size: 11, lines: 2 };
export const VILLAGE_BUILDING = { ...VILLAGE_TILE, lines: 3 };
// A destination's name and state: one line each, left of its size dots, at
// 16.5 (12 px where the board draws smallest, three quarters at 1280 px).
export const DEST_NAME = { width: 124 - 6 - 15, size: 16.5, lines: 1 };
export const DEST_STATE_FIT = { width: 124 - 6 - 15, size: 16.5, lines: 1 };
// A good's name under its count in the goods grid (74 wide, 4 of margin): at 11, on a second line
// when one is too short (« vêt. d’hiver », "summer wear"), so that it reads at 9.8 px at 1280.
export const GOOD_NAME = { width: 74 - 4 - 8, size: 11, lines: 2 };
