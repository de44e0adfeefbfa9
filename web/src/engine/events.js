// What the page tells the outside: events posted to an embedding page carry no
// personal data (docs/embedding.md). Scores keep seats, totals, breakdowns and
// ranks; player names never leave the page.

export function publicScores(scores) {
  if (!scores || typeof scores !== 'object') return null;
  const players = Array.isArray(scores.players)
    ? scores.players.map((p) => ({
        seat: p && p.seat,
        total: p && p.total,
        breakdown: p && p.breakdown && typeof p.breakdown === 'object' ? { ...p.breakdown } : {},
        rank: p && p.rank,
      }))
    : [];
  return {
    final: Boolean(scores.final),
    players,
    winners: Array.isArray(scores.winners) ? scores.winners.filter(Number.isInteger) : [],
  };
}

export function gameOverEvent(game, scores) {
  return { type: 'ludotheca:gameOver', game, scores: publicScores(scores) };
}
