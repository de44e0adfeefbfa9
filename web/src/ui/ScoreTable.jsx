// Final scores: one column per player (and the solo opponent of a rulebook
// that has one), one row per scoring category, total and rank.
// The game's own order (scores.categories) first, then any other category met.
function categories(players, order) {
  const seen = Array.isArray(order) ? order.filter((c) => typeof c === 'string') : [];
  for (const p of players) {
    for (const k of Object.keys(p.breakdown || {})) if (!seen.includes(k)) seen.push(k);
  }
  return seen;
}

// Numbers in the reader's locale: French writes 16,5.
export function formatNumber(n, lang) {
  if (typeof n !== 'number' || !Number.isFinite(n)) return String(n);
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 2 }).format(n);
}

function cell(v, lang) {
  if (typeof v === 'number') return formatNumber(v, lang);
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && 'points' in v) return formatNumber(v.points, lang);
  return '—';
}

// The solo opponent of the rulebook (GWT's Sarah, `scores.sarah`), scored like a player.
export function soloOpponent(scores) {
  const o = scores && scores.sarah;
  return o && typeof o === 'object' && typeof o.total === 'number' ? o : null;
}

// solo.opponentUnscored: the categories the rulebook does not score for the
// solo opponent; her cells there read "—" rather than 0. `totalIs`: the
// category that is the total itself (Lorrein ranks by missions fulfilled):
// its row is the total's, under its own name, not a second row of the same numbers.
export function ScoreTable({ scores, names, t, solo = null, totalIs = null }) {
  const seats = (scores && Array.isArray(scores.players) && scores.players) || [];
  const opponent = soloOpponent(scores);
  const players = opponent
    ? [...seats, { ...opponent, seat: 'opponent', opponent: true, name: opponent.name || 'Sarah' }]
    : seats;
  const cats = categories(players, scores && scores.categories).filter((c) => c !== totalIs);
  const label = (c) => (t.has(`score.${c}`) ? t(`score.${c}`) : c);
  const winners = (scores && Array.isArray(scores.winners) && scores.winners) || [];
  const unscored = new Set((solo && Array.isArray(solo.opponentUnscored) && solo.opponentUnscored) || []);
  const won = (p) => (p.opponent ? Boolean(scores.sarahWins) : winners.includes(p.seat));
  const nameOf = (p) => (p.opponent ? p.name : (names[p.seat] ?? p.seat));
  return (
    <div class="score-table-wrap">
      <table class="score-table">
        <thead>
          <tr>
            <th scope="col">{t('scores.category')}</th>
            {players.map((p) => (
              <th
                scope="col"
                key={p.seat}
                class={[won(p) ? 'winner' : '', p.opponent ? 'opponent' : ''].filter(Boolean).join(' ')}
              >
                {nameOf(p)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cats.map((c) => (
            <tr key={c}>
              <th scope="row">{label(c)}</th>
              {players.map((p) => (
                <td key={p.seat}>
                  {p.opponent && unscored.has(c) ? '—' : cell((p.breakdown || {})[c], t.lang)}
                </td>
              ))}
            </tr>
          ))}
          <tr class="total">
            <th scope="row">{totalIs ? label(totalIs) : t('scores.total')}</th>
            {players.map((p) => (
              <td key={p.seat}>{cell(p.total, t.lang)}</td>
            ))}
          </tr>
          <tr class="rank">
            <th scope="row">{t('scores.rank')}</th>
            {players.map((p) => (
              <td key={p.seat}>{p.rank ?? '—'}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

// 1 when a score of `v` takes "point" in the singular, 2 otherwise (the key's `.one` form goes
// with n = 1): in French below 2 in size ("0 point", "−1 point", "1,5 point"), in English at 1.
function pointsN(v, lang) {
  const size = Math.abs(Number(v));
  return (lang === 'fr' ? size < 2 : size === 1) ? 1 : 2;
}

// The end line. A solo game has no winner: it says the score and, when the
// rulebook gives one (module.solo.remarkable), where it stands on that scale.
export function winnerLine(scores, names, t, solo = null) {
  const winners = (scores && Array.isArray(scores.winners) && scores.winners) || [];
  const players = (scores && Array.isArray(scores.players) && scores.players) || [];
  if (players.length === 1) {
    const p = players[0];
    const total = formatNumber(p.total, t.lang);
    const line = t('scores.solo', { name: names[p.seat] ?? p.seat, total, n: pointsN(p.total, t.lang) });
    // A solo opponent of the rulebook (GWT's Sarah) has her own total.
    const opponent = soloOpponent(scores);
    if (opponent) {
      const vs = t(scores.sarahWins ? 'scores.opponentWins' : 'scores.opponentBeaten', {
        name: opponent.name || 'Sarah',
        total: formatNumber(opponent.total, t.lang),
        n: pointsN(opponent.total, t.lang),
      });
      return `${line} ${vs}`;
    }
    if (!solo || typeof solo.remarkable !== 'number') return line;
    const key = p.total >= solo.remarkable ? 'scores.soloRemarkable' : 'scores.soloScale';
    return `${line} ${t(key, { target: formatNumber(solo.remarkable, t.lang) })}`;
  }
  if (!winners.length) return t('scores.noWinner');
  const who = winners.map((w) => names[w] ?? w).join(', ');
  return winners.length > 1 ? t('scores.winners', { names: who }) : t('scores.winner', { name: who });
}
