// Final scores: one column per player, one row per scoring category, total and rank.
// The game's own order (scores.categories) first, then any other category met.
function categories(players, order) {
  const seen = Array.isArray(order) ? order.filter((c) => typeof c === 'string') : [];
  for (const p of players) {
    for (const k of Object.keys(p.breakdown || {})) if (!seen.includes(k)) seen.push(k);
  }
  return seen;
}

function cell(v) {
  if (typeof v === 'number' || typeof v === 'string') return String(v);
  if (v && typeof v === 'object' && 'points' in v) return String(v.points);
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
                <td key={p.seat}>{cell((p.breakdown || {})[c])}</td>
              ))}
            </tr>
          ))}
          <tr class="total">
            <th scope="row">{t('scores.total')}</th>
            {players.map((p) => (
              <td key={p.seat}>{cell(p.total)}</td>
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

export function winnerLine(scores, names, t) {
  const winners = (scores && Array.isArray(scores.winners) && scores.winners) || [];
  if (!winners.length) return t('scores.noWinner');
  const who = winners.map((w) => names[w] ?? w).join(', ');
  return winners.length > 1 ? t('scores.winners', { names: who }) : t('scores.winner', { name: who });
}
