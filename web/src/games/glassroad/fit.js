// The room a building's name has on a landscape square (LandscapeGrid.jsx,
// whose squares are 80 units): up to three lines across the tile, never cut,
// at 9.5 or more (11 px on a phone, where the squares are drawn about 1.2
// times); a word too long there is hyphenated. The square's tooltip and its
// tap (the info line) give the full name.
export const NAME_FIT = { width: 80 - 11, size: 12.5, lines: 3, minSize: 9.5 };
