// Final scores: one column per player, one row per scoring category, total and rank.
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

export function ScoreTable({ scores, names, t }) {
  const players = (scores && Array.isArray(scores.players) && scores.players) || [];
  const cats = categories(players, scores && scores.categories);
  const winners = (scores && Array.isArray(scores.winners) && scores.winners) || [];
  return (
    <div class="score-table-wrap">
      <table class="score-table">
        <thead>
          <tr>
            <th scope="col">{t('scores.category')}</th>
            {players.map((p) => (
              <th scope="col" key={p.seat} class={winners.includes(p.seat) ? 'winner' : ''}>
                {names[p.seat] ?? p.seat}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cats.map((c) => (
            <tr key={c}>
              <th scope="row">{t.has(`score.${c}`) ? t(`score.${c}`) : c}</th>
              {players.map((p) => (
                <td key={p.seat}>{cell((p.breakdown || {})[c], t.lang)}</td>
              ))}
            </tr>
          ))}
          <tr class="total">
            <th scope="row">{t('scores.total')}</th>
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

// The end line. A solo game has no winner: it says the score and, when the
// rulebook gives one (module.solo.remarkable), where it stands on that scale.
export function winnerLine(scores, names, t, solo = null) {
  const winners = (scores && Array.isArray(scores.winners) && scores.winners) || [];
  const players = (scores && Array.isArray(scores.players) && scores.players) || [];
  if (players.length === 1) {
    const p = players[0];
    const total = formatNumber(p.total, t.lang);
    const line = t('scores.solo', { name: names[p.seat] ?? p.seat, total });
    // A solo opponent of the rulebook (GWT's Sarah) has her own total.
    if (scores.sarah && typeof scores.sarah.total === 'number') {
      const vs = t(scores.sarahWins ? 'scores.opponentWins' : 'scores.opponentBeaten', {
        name: scores.sarah.name || 'Sarah',
        total: formatNumber(scores.sarah.total, t.lang),
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
