// The time line: a ring of spaces around the map, clockwise, with the
// present-time marker, every player's time marker, and the spaces the current
// player can still reach (numbered by the steps it takes to get there).

import {
  RING_R,
  SPACE_R,
  spaceCenter,
  stepsLeft,
  reachableSpaces,
  markerOffsets,
  BOARD_HALF,
} from './geometry.js';
import { Hourglass, Meeple, playerColor, playerInk } from './glyphs.jsx';
import { NO_CHANGES, changeMark } from '../../ui/board/index.js';
import { clickable } from '../../ui/board/clickable.js';
import { endTurnActions } from './targets.js';

// Where the current player's marker rests if the turn ends now, and the
// actions that end it (the space is the board's « end turn »).
export function endTurnSpace(view, legal) {
  const acts = endTurnActions(legal);
  const cur = view.current >= 0 && !view.over ? (view.players || [])[view.current] : null;
  if (!cur || acts.length === 0) return null;
  const L = view.timeLine || 11;
  return { space: (cur.time + (acts[0].steps || 0)) % L, acts };
}

export function TimeLine({ view, t, legal = [], onPick = null, changed = NO_CHANGES }) {
  const L = view.timeLine || 11;
  const present = view.present;
  const players = view.players || [];
  const cur = view.current >= 0 && !view.over ? players[view.current] : null;
  // The engine says how many steps are left (view.stepsLeft); the ring
  // geometry gives the same number when it does not.
  const left = cur
    ? typeof view.stepsLeft === 'number'
      ? view.stepsLeft
      : stepsLeft(present, cur.time, L)
    : 0;
  const reach = cur ? reachableSpaces(present, cur.time, L).slice(0, Math.max(0, left)) : [];
  const curColor = cur ? playerColor(view, cur.seat) : '#ccc';
  const end = onPick ? endTurnSpace(view, legal) : null;
  const parts = [];

  // The ring itself and the arrows between spaces (direction of play).
  parts.push(<circle r={RING_R} fill="none" stroke="#6b5a44" stroke-width={6} opacity={0.35} />);
  for (let i = 0; i < L; i++) {
    const mid = spaceCenter(i + 0.5, L);
    const deg = (mid.angle * 180) / Math.PI + 90;
    parts.push(
      <path
        d="M-6,-7 L3,0 L-6,7"
        transform={`translate(${mid.x},${mid.y}) rotate(${deg})`}
        fill="none"
        stroke="#6b5a44"
        stroke-width={3.5}
        stroke-linecap="round"
        stroke-linejoin="round"
      />,
    );
  }
  for (let i = 0; i < L; i++) {
    const c = spaceCenter(i, L);
    const k = reach.indexOf(i);
    const isPresent = i === present;
    const ends = end && end.space === i;
    parts.push(
      <g
        class={
          'nl-space' +
          (isPresent && changed.has('present') ? ' changed' : '') +
          (ends ? ' nl-target bk-target' : '')
        }
        data-space={i}
        {...(ends ? clickable(() => onPick(end.acts)) : {})}
      >
        <title>
          {[
            ends ? t('tip.endHere') : null,
            t('tip.space', {
              n: i + 1,
            }),
            isPresent ? t('tip.present') : null,
          ]
            .filter(Boolean)
            .join('\n')}
        </title>
        {ends ? <circle cx={c.x} cy={c.y} r={SPACE_R + 6} class="bk-halo" /> : null}
        <circle
          cx={c.x}
          cy={c.y}
          r={SPACE_R}
          style={`fill:${k >= 0 ? curColor : '#f4ecd8'}`}
          fill-opacity={k >= 0 ? 0.35 : 1}
          stroke={isPresent ? '#c48a00' : '#6b5a44'}
          stroke-width={isPresent ? 6 : 2.5}
        />
        {k >= 0 ? <circle cx={c.x} cy={c.y} r={SPACE_R - 5} fill="#fbf6e9" opacity={0.55} /> : null}
        {k >= 0 ? (
          <text
            x={c.x}
            y={c.y - SPACE_R + 22}
            text-anchor="middle"
            font-size={20}
            font-weight={700}
            fill="#3b3022"
            class="nl-space-bonus"
          >
            {'+' + (k + 1)}
          </text>
        ) : null}
        <text
          x={c.x}
          y={c.y + SPACE_R - 9}
          text-anchor="middle"
          font-size={20}
          font-weight={600}
          fill="#5a4a36"
        >
          {String(i + 1)}
        </text>
      </g>,
    );
    if (isPresent) {
      const o = spaceCenter(i, L, RING_R + SPACE_R - 5);
      parts.push(
        Hourglass({
          x: o.x,
          y: o.y,
          scale: 1.15,
        }),
      );
    }
  }

  // Time markers: one worker per player on their space.
  const bySpace = new Map();
  for (const p of players) {
    if (!bySpace.has(p.time)) bySpace.set(p.time, []);
    bySpace.get(p.time).push(p);
  }
  for (const [space, ps] of bySpace) {
    const c = spaceCenter(space, L);
    const offs = markerOffsets(ps.length);
    ps.forEach((p, j) => {
      const isCur = cur && p.seat === cur.seat;
      parts.push(
        <g
          pointer-events={end && end.space === space ? 'none' : undefined}
          class={
            'nl-time-marker' +
            (isCur ? ' nl-current' : '') +
            (changed.has(`time:${p.seat}`) ? ' changed' : '')
          }
        >
          <title>{`${p.name} — ${t('ui.time')} ${space + 1}`}</title>
          {isCur ? (
            <circle
              cx={c.x + offs[j].x}
              cy={c.y + offs[j].y}
              r={13}
              fill="none"
              stroke="#3b3022"
              stroke-width={2}
              stroke-dasharray="3 2"
            />
          ) : null}
          {Meeple({
            x: c.x + offs[j].x,
            y: c.y + offs[j].y,
            color: playerColor(view, p.seat),
            ink: playerInk(view, p.seat),
            scale: ps.length > 2 ? 0.95 : 1.15,
          })}
          {changeMark(changed, `time:${p.seat}`, { x: c.x + offs[j].x + 13, y: c.y + offs[j].y - 15, r: 10 })}
        </g>,
      );
    });
  }

  // How far the current player may still go, in words, in the top-left corner.
  const corner = [];
  corner.push(
    <text x={-BOARD_HALF + 12} y={-BOARD_HALF + 28} font-size={22} font-weight={700} fill="#3b3022">
      {t('ui.timeLine')}
    </text>,
  );
  if (cur) {
    const n = left;
    const key = n === 0 ? 'ui.stepsLeft.zero' : n === 1 ? 'ui.stepsLeft.one' : 'ui.stepsLeft.many';
    corner.push(
      <g>
        {Meeple({
          x: -BOARD_HALF + 24,
          y: -BOARD_HALF + 56,
          color: curColor,
          ink: playerInk(view, cur.seat),
          scale: 1.1,
        })}
        <text x={-BOARD_HALF + 40} y={-BOARD_HALF + 62} font-size={20} fill="#3b3022" class="nl-steps-left">
          {t(key, {
            name: cur.name,
            n,
          })}
        </text>
      </g>,
    );
  }
  return (
    <g class="nl-timeline" aria-label={t('ui.timeLine')}>
      {parts}
      {corner}
    </g>
  );
}
