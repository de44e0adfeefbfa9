// The game an embed URL asks for: embed.html?game=neuland&players=3&bots=1,2
// &level=easy&seed=42&names=Anna,Ben&opt.layout=random (see docs/embedding.md).
import { clipName } from '../engine/limits.js';
const LEVELS = ['easy', 'normal', 'hard', 'veryhard'];

// The setup asked for by the URL, or null when it names no known game.
export function setupFromParams(params, games, t) {
  const info = games.find((g) => g.id === params.get('game'));
  if (!info) return null;
  const [min, max] = info.players;
  const asked = Number.parseInt(params.get('players') || '', 10);
  const count = Number.isInteger(asked)
    ? Math.min(max, Math.max(min, asked))
    : Math.min(max, Math.max(min, 2));
  const botsParam = params.get('bots');
  const bots =
    botsParam === null
      ? Array.from({ length: count - 1 }, (_, i) => i + 1)
      : botsParam
          .split(',')
          .map((s) => Number.parseInt(s, 10))
          .filter((n) => Number.isInteger(n));
  const level = LEVELS.includes(params.get('level')) ? params.get('level') : 'normal';
  const names = (params.get('names') || '').split(',').map((s) => clipName(s.trim()));
  const seats = Array.from({ length: count }, (_, i) => ({
    type: bots.includes(i) ? 'bot' : 'human',
    level,
    name: names[i] || t(`seat.name${i + 1}`),
  }));
  const seedParam = params.get('seed');
  const seed =
    seedParam && /^\d{1,15}$/.test(seedParam) ? Number(seedParam) : Math.floor(Math.random() * 2 ** 31);
  const options = {};
  for (const o of info.options || []) {
    const v = params.get(`opt.${o.id}`);
    if (v === null) continue;
    if (o.type === 'bool') options[o.id] = v === '1' || v === 'true';
    else if (o.type === 'int' && /^-?\d+$/.test(v)) options[o.id] = Number(v);
    else if (o.type === 'enum') options[o.id] = v;
  }
  return { game: info.id, info, seats, options, seed };
}
