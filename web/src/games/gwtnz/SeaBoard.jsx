// The sea board (plateau Maritime, p. 15): the start space and three routes of
// six spaces, the ports on them (small and route-end ports with their
// warehouse costs, medium ports with their disc cost and harbourmaster tile,
// large ports unlocking a foreign counter), the yellow arrows between ports,
// and every boat. A space stands for the "boat" actions onto it and the
// "upgrade"/"warehouse" actions on its port; a medium port holding the
// player's disc also for the actions that take that disc back (p. 19).
import { seatColor, NO_CHANGES } from '../../ui/board/index.js';
import { data, participants } from './wellingtonData.js';
import { WlPanel, Target } from './WellingtonTiles.jsx';
import { portDiscActions } from './targets.js';

const START = { x: 22, y: 140 };
const ROUTE_Y = [40, 140, 240];
const SX = 66;
const DX = 46;

// Where each sea space is drawn.
export function seaLayout() {
  const sea = data.sea || {};
  const pos = { 0: START };
  (sea.routes || []).forEach((route, r) =>
    route.forEach((space, i) => {
      pos[space] = { x: SX + i * DX, y: ROUTE_Y[r] };
    }),
  );
  return pos;
}

// The ports with their index, and which medium port (for the harbourmaster
// tiles) or large port (for the counter it unlocks) each is.
export function seaPorts() {
  let medium = 0;
  let large = 0;
  return ((data.sea || {}).ports || []).map((p, i) => ({
    ...p,
    index: i,
    medium: p.type === 'medium' ? medium++ : -1,
    large: p.type === 'large' ? large++ : -1,
  }));
}

function unlockedCounter(large) {
  const w = data.wellington || {};
  const d = (w.delivery || []).find((c) => c.largePort === large);
  if (d) return { kind: 'delivery', value: d.value };
  const wo = (w.wool || []).find((c) => c.largePort === large);
  return wo ? { kind: 'wool', value: wo.value } : null;
}

function portWords(port, view, t) {
  const words = [t('wl.port.' + port.type)];
  const owners = participants(view).filter((p) => (p.ports >> port.index) & 1);
  if (port.type === 'small' || port.type === 'end') {
    words.push(t('wl.warehouseCosts', { costs: port.costs.join(', ') }));
    words.push(t('wl.warehousesHere', { n: (view.portWarehouses || [])[port.index] || 0 }));
  }
  if (port.type === 'medium')
    words.push(t('wl.discCost', { cost: port.cost, border: t('wl.border.' + port.border) }));
  if (port.card) words.push(t('wl.getCard', { card: t('wl.card.' + port.card) }));
  if (port.vp) words.push(t('wl.vp', { n: port.vp }));
  if (port.type === 'end') words.push(t('wl.boatHome'));
  if (port.type === 'large') {
    const c = unlockedCounter(port.large);
    if (c) words.push(t(c.kind === 'wool' ? 'wl.unlocksWool' : 'wl.unlocksDelivery', { value: c.value }));
  }
  if (port.medium >= 0) {
    const h = (view.harbourmasters || [])[port.medium];
    words.push(h >= 0 ? harbourTitle(h, t) : t('wl.harbourGone'));
  }
  for (const o of owners) words.push(t('wl.upgradedBy', { name: o.name }));
  return words.join(' · ');
}

export function harbourTitle(h, t) {
  const def = (data.harbourmasters || [])[h] || {};
  return t('wl.harbourmaster', { top: t('wl.hmTop.' + def.top), scoring: t('wl.hmScore.' + def.scoring) });
}

function Port({ port, at, view, t }) {
  const owners = participants(view).filter((p) => (p.ports >> port.index) & 1);
  const { x, y } = at;
  const below = y + 18;
  const shape =
    port.type === 'medium' ? (
      <circle cx={x} cy={y} r="15" fill="#f4f1e6" stroke="#2c2418" stroke-width="2.5" />
    ) : port.type === 'large' ? (
      <rect
        x={x - 16}
        y={y - 16}
        width="32"
        height="32"
        rx="4"
        fill="#d9c7a0"
        stroke="#2c2418"
        stroke-width="2.5"
      />
    ) : (
      <rect
        x={x - 13}
        y={y - 13}
        width="26"
        height="26"
        rx="3"
        fill="#efe4cc"
        stroke="#2c2418"
        stroke-width="2"
      />
    );
  let info = null;
  if (port.type === 'small' || port.type === 'end') {
    const n = (view.portWarehouses || [])[port.index] || 0;
    const next = port.costs[Math.min(n, port.costs.length - 1)];
    info = (
      <text x={x} y={below + 12} text-anchor="middle" font-size="12" fill="#2c2418">
        {n < port.costs.length ? next + ' £' : '—'}
      </text>
    );
  } else if (port.type === 'medium') {
    const h = (view.harbourmasters || [])[port.medium];
    info = (
      <g class="wl-harbour" data-harbour={h}>
        <text x={x} y={below + 12} text-anchor="middle" font-size="12" fill="#2c2418">
          {port.cost + ' £'}
        </text>
        {h >= 0 ? (
          <g>
            <rect x={x - 25} y={below + 17} width="50" height="22" rx="4" fill="#2f5d7c" />
            <text x={x} y={below + 32} text-anchor="middle" font-size="12" fill="#fff">
              {t('wl.hmShort.' + ((data.harbourmasters || [])[h] || {}).top)}
            </text>
          </g>
        ) : null}
      </g>
    );
  } else if (port.type === 'large') {
    const c = unlockedCounter(port.large);
    info = c ? (
      <text x={x} y={below + 14} text-anchor="middle" font-size="12" fill="#2c2418">
        {'→' + c.value}
      </text>
    ) : null;
  }
  return (
    <g class={'wl-port wl-port-' + port.type} data-port={port.index}>
      {shape}
      {port.type === 'end' ? (
        <rect
          x={x - 9}
          y={y - 9}
          width="18"
          height="18"
          rx="2"
          fill="none"
          stroke="#2c2418"
          stroke-width="1.5"
        />
      ) : null}
      {port.vp ? (
        <text x={x} y={y + 5} text-anchor="middle" font-size="12" font-weight="700" fill="#5a3d00">
          {port.vp}
        </text>
      ) : null}
      {info}
      {owners.map((o, k) => {
        const oy = y - 14 + k * 9;
        return port.type === 'medium' ? (
          <circle key={k} cx={x + 21} cy={oy + 4} r="4.5" fill={seatColor(view, o.seat)} stroke="#222" />
        ) : (
          <rect key={k} x={x + 17} y={oy} width="8" height="8" fill={seatColor(view, o.seat)} stroke="#222" />
        );
      })}
    </g>
  );
}

function Boat({ x, y, color }) {
  return (
    <path
      class="wl-boat"
      d={`M${x - 9},${y} h18 l-4,6 h-10 z M${x},${y} v-10 l7,7 h-7`}
      fill={color}
      stroke="#222"
      stroke-width="1.2"
    />
  );
}

export function SeaBoard({ view, legal, t, onPick, changed = NO_CHANGES }) {
  const sea = data.sea || {};
  const pos = seaLayout();
  const ports = seaPorts();
  const portAt = new Map(ports.map((p) => [p.space, p]));
  const boats = participants(view).filter((p) => typeof p.boat === 'number' && p.boat >= 0);
  const spaces = [0, ...(sea.routes || []).flat()];
  // Each space's place in words: its route and its rank from the left.
  const spot = new Map();
  (sea.routes || []).forEach((route, r) =>
    route.forEach((space, i) => spot.set(space, { n: i + 1, route: t('sea.route.' + r) })),
  );
  return (
    <WlPanel id="sea" title={t('wl.sea')} height={306}>
      <rect x="0" y="0" width="340" height="306" rx="10" fill="#cfe3ee" />
      {(sea.routes || []).map((route, r) => (
        <path
          key={r}
          d={`M${START.x},${START.y} L${pos[route[0]].x},${pos[route[0]].y} L${pos[route[route.length - 1]].x},${pos[route[route.length - 1]].y}`}
          stroke="#7fa6bd"
          stroke-width="4"
          fill="none"
        />
      ))}
      {(sea.yellowArrows || []).map(([a, b, vp], k) => {
        const pa = pos[(ports[a] || {}).space];
        const pb = pos[(ports[b] || {}).space];
        if (!pa || !pb) return null;
        const mx = (pa.x + pb.x) / 2;
        const my = Math.min(pa.y, pb.y) - 26;
        return (
          <g key={k} class="wl-yellow">
            <title>{t('wl.yellowArrow', { vp })}</title>
            <path
              d={`M${pa.x},${pa.y - 14} Q${mx},${my} ${pb.x},${pb.y - 14}`}
              stroke="#e0b400"
              stroke-width="3"
              fill="none"
            />
            <text x={mx} y={my + 8} text-anchor="middle" font-size="12" font-weight="700" fill="#6b5200">
              {vp}
            </text>
          </g>
        );
      })}
      {spaces.map((s) => {
        const at = pos[s];
        if (!at) return null;
        const port = portAt.get(s);
        const acts = (legal || []).filter(
          (a) =>
            (a.type === 'boat' && a.space === s) ||
            (port && (a.type === 'upgrade' || a.type === 'warehouse') && a.port === port.index),
        );
        if (port) for (const a of portDiscActions(legal, port.index)) if (!acts.includes(a)) acts.push(a);
        const title =
          (s === 0 ? t('wl.seaStart') : t('wl.seaSpace', spot.get(s))) +
          (port ? ' · ' + portWords(port, view, t) : '');
        return (
          <Target
            key={s}
            actions={acts}
            onPick={onPick}
            title={title}
            box={[at.x - 18, at.y - 18, 36, 36]}
            mark={changed.has(`sea:${s}`)}
            data={{ 'data-space': s }}
          >
            {port ? (
              <Port port={port} at={at} view={view} t={t} />
            ) : (
              <circle
                cx={at.x}
                cy={at.y}
                r={s === 0 ? 16 : 9}
                fill={s === 0 ? '#f4f1e6' : '#e8f1f6'}
                stroke="#5d7f93"
                stroke-width="2"
              />
            )}
          </Target>
        );
      })}
      {boats.map((b, k) => {
        const at = pos[b.boat] || START;
        const here = boats.filter((o) => o.boat === b.boat);
        const i = here.indexOf(b);
        return (
          <g key={k} class="wl-boatg" data-seat={b.seat} data-space={b.boat}>
            <title>{t('wl.boatOf', { name: b.name })}</title>
            <Boat
              x={at.x - 12 + i * 12}
              y={at.y + (b.boat === 0 ? 26 + i * 0 : -26)}
              color={seatColor(view, b.seat)}
            />
          </g>
        );
      })}
    </WlPanel>
  );
}
