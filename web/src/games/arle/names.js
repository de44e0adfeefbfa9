// The names and effect texts of Fields of Arle's action spaces, buildings,
// tools, equipment and destinations, keyed for t() ('space.fisherman',
// 'space.text.fisherman', 'building.X', 'tool.X', 'equipment.X', 'dest.X'),
// in French and English. They are read from the engine's data.json, the one
// place they are written, in the rulebook's French words (blé, madrier,
// stalle, étable, pré, tourbière, pelote de laine); the board, the decision
// panel and the log all take them from here. Effect texts are our own
// summaries, never the rulebook's wording (tests/web/arle-words.test.js).
import data from './data.js';

const LISTS = {
  space: 'actionSpaces',
  building: 'buildings',
  tool: 'tools',
  equipment: 'equipment',
  dest: 'destinations',
};

function namesIn(lang) {
  const out = {};
  for (const [prefix, list] of Object.entries(LISTS)) {
    for (const item of data[list] || []) {
      if (item[lang]) out[`${prefix}.${item.id}`] = item[lang];
      const text = item.text && item.text[lang];
      if (text) out[`${prefix}.text.${item.id}`] = text;
    }
  }
  return out;
}

export const fr = namesIn('fr');
export const en = namesIn('en');
