// Fields of Arle: a player's destinations and travel track. Each destination
// tile reads at 12 px or more where the board draws smallest (the panel is
// about three quarters of its drawing at 1280 px): its name, its state in a
// short word (the tooltip says it in full) and its size as dots down the right.
import { destinationName, destinationText } from './text.js';
import * as T from './targets.js';
import { El, FitLabel } from './parts.jsx';
import { DEST_NAME, DEST_STATE_FIT } from './fit.js';

export const DEST_STATE = { available: 'ui.destAvailable', vehicle: 'ui.destVehicle', track: 'ui.destTrack' };

export function Travel({ board, ctx }) {
  const { t, lang, view, legal } = ctx;
  const dests = board.destinations || [];
  const W = 390,
    top = 4,
    dw = 124,
    dh = 50;
  const travel = board.travel || {
    covered: 0,
    vp: 0,
  };
  const cells = dests.map((d, i) => {
    const x = (i % 3) * (dw + 5) + 2,
      y = top + Math.floor(i / 3) * (dh + 5);
    const acts = T.destinationActions(legal, view, d.id);
    const name = destinationName(view, d.id, lang);
    const st = d.state === 'track' ? 'ui.onTrack' : d.state === 'vehicle' ? 'ui.onVehicle' : 'ui.available';
    const info = [name + ' · ' + d.size + ' · ' + t(st), destinationText(view, d.id, lang)];
    return (
      <El
        x={x}
        y={y}
        w={dw}
        hgt={dh}
        acts={acts}
        info={info}
        ctx={ctx}
        dim={d.state === 'track'}
        ck={`player:${board.seat}:dest:${d.id}`}
      >
        <rect
          x={x}
          y={y}
          width={dw}
          height={dh}
          rx={6}
          fill={d.state === 'available' ? '#fffaf0' : d.state === 'vehicle' ? '#f5e9c8' : '#ddd3bf'}
          stroke="#6b8f6a"
          stroke-width={1.5}
        />
        <FitLabel x={x + 6} y={y + 20} text={name} fit={DEST_NAME} weight={700} />
        {/* Its size: one dot per space it takes on a vehicle, down the right edge. */}
        {Array.from({ length: d.size }, (_, j) => (
          <circle cx={x + dw - 8} cy={y + 9 + j * 10} r={3.5} fill="#6b8f6a" />
        ))}
        <g class="ar-dest-state">
          <FitLabel
            x={x + 6}
            y={y + 42}
            text={t(DEST_STATE[d.state] || 'ui.destAvailable')}
            fit={DEST_STATE_FIT}
            weight={400}
            fill="#4a3c2c"
          />
        </g>
      </El>
    );
  });
  // The travel track: spaces 0-19 in two rows of ten, each space its number
  // over the points it is worth, large enough to read where the panel is
  // narrow (at 1280 px the drawing shrinks to about three quarters).
  const ty = top + 3 * (dh + 5) + 6;
  const n = 19,
    perRow = 10,
    sw = (W - 4) / perRow,
    sh = 40;
  const vps = (ctx.data.travelTrack && ctx.data.travelTrack.vp) || [];
  const track = Array.from(
    {
      length: n + 1,
    },
    (_, j) => {
      const x = 2 + (j % perRow) * sw,
        y = ty + Math.floor(j / perRow) * (sh + 4);
      const done = j <= travel.covered && j > 0;
      return (
        <g class="ar-track-space">
          <rect
            x={x}
            y={y}
            width={sw - 3}
            height={sh}
            rx={4}
            fill={done ? '#6b8f6a' : '#fffaf0'}
            stroke="#8aa58a"
          />
          <text
            x={x + (sw - 3) / 2}
            y={y + 17}
            font-size={16}
            font-weight={700}
            text-anchor="middle"
            fill={done ? '#fff' : '#5a4a36'}
          >
            {String(j)}
          </text>
          {vps[j] !== undefined ? (
            <text
              x={x + (sw - 3) / 2}
              y={y + 35}
              font-size={15}
              text-anchor="middle"
              fill={done ? '#fff' : '#7a5a00'}
            >
              {String(vps[j])}
            </text>
          ) : null}
        </g>
      );
    },
  );
  const legend = (
    <text x={4} y={ty + 2 * sh + 24} font-size={15} fill="#5a4a36">
      {t('ui.travelLegend')}
    </text>
  );
  const th = 2 * sh + 30;
  return (
    <svg class="ar-svg" viewBox={`0 0 ${W} ${ty + th + 2}`} role="group" aria-label={t('ui.destinations')}>
      {cells}
      <g>
        <title>
          {t('ui.travel') +
            t('ui.colon') +
            travel.covered +
            ' · ' +
            t('ui.vp', {
              n: travel.vp,
            }) +
            '\n' +
            t('ui.travelRows')}
        </title>
        {track}
        {legend}
      </g>
    </svg>
  );
}
