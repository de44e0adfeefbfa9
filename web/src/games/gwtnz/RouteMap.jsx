// The route map: the trail's locations along their one-way branching paths from
// the start (bottom left) to Wellington (top left, after the turn), the neutral
// buildings A-H, the players' buildings in their colours, the hazard areas and
// tiles, lush-vegetation and risky spaces, exploration-gated spaces and every
// rancher. A highlighted location stands for the legal actions it gives
// (move there, build there, remove its hazard, its location actions).
import { clickable, seatColor, changeMark, NO_CHANGES } from '../../ui/board/index.js';
import { data, spaceNumber } from './data.js';
import { layoutRoute, SIZE } from './layout.js';
import { nodeActions as nodeTargets, locationActions } from './targets.js';
import { playerName, placeName } from './text.js';
import { movePreview, taxWords } from './movePreview.js';
import { neutralTip, buildingTip, riskyTip, lushTip, gateTip, hazardTileTip, hazardAreaTip } from './tips.js';

const nodesData = () => (data.route || {}).nodes || [];
let cached = null;
export function routeLayout() {
  if (!cached) cached = layoutRoute(nodesData());
  return cached;
}

const HAND_FILL = { black: '#222', green: '#2f8a3a' };

// The tooltip of a location (the same words the info line shows when tapped):
// what its building does (tips.js), and what the space itself adds.
export function nodeTip(view, node, t) {
  const n = view.route[node];
  if (!n) return '';
  const dn = nodesData()[node] || {};
  const extra = [];
  if (n.lush) extra.push(lushTip(t));
  if (n.risky !== undefined) extra.push(riskyTip(n.risky, t));
  if (n.exploration) extra.push(gateTip(n.exploration, t));
  const more = extra.length ? ` — ${extra.join(' ')}` : '';
  if (n.kind === 'neutral') return neutralTip(n.letter, n.side, t);
  if (n.building) {
    const b = n.building;
    const owner = viewerOwns(view, b.owner) ? '' : ` ${t('tip.otherBuilding')}`;
    return `${placeName(view, node, t)} — ${buildingTip(b.number, b.side, t, view)}.${owner}${more}`;
  }
  if (n.hazard) return hazardTileTip(n.hazard, t);
  if (n.kind === 'flood' || n.kind === 'rockfall') return hazardAreaTip(n.kind, t);
  if (n.kind === 'build') return t('ui.spaceTip', { n: spaceNumber(node) }) + more;
  if (dn.kind === 'wellington') return `${placeName(view, node, t)} — ${t('op.wellington')}`;
  return placeName(view, node, t);
}

const viewerOwns = (view, owner) => typeof view.viewer === 'number' && view.viewer === owner;

function Edge({ from, to, cls = 'gw-edge' }) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const r = SIZE / 2 + 3;
  const x1 = from.x + (dx / len) * r;
  const y1 = from.y + (dy / len) * r;
  const x2 = to.x - (dx / len) * (r + 4);
  const y2 = to.y - (dy / len) * (r + 4);
  return <line class={cls} x1={x1} y1={y1} x2={x2} y2={y2} marker-end="url(#gw-arrow)" />;
}

// How far a lit location's halo reaches beyond the node's square (Wellington's is 8 larger).
const halo = (n) => (n.kind === 'wellington' ? 14 : 6);

function HandMark({ x, y, hand }) {
  if (!HAND_FILL[hand]) return null;
  return <circle class="gw-hand" cx={x} cy={y} r="7" fill={HAND_FILL[hand]} />;
}

function NodeShape({ view, n, node, p }) {
  const h = SIZE / 2;
  const x = p.x - h;
  const y = p.y - h;
  if (n.kind === 'start') {
    return (
      <g>
        <circle cx={p.x} cy={p.y} r={h - 4} class="gw-start" />
        <text x={p.x} y={p.y + 7} class="gw-label">
          ★
        </text>
      </g>
    );
  }
  if (n.kind === 'wellington') {
    return (
      <g>
        <rect x={x - 8} y={y - 8} width={SIZE + 16} height={SIZE + 16} rx="10" class="gw-wcity" />
        <text x={p.x} y={p.y + 5} class="gw-label gw-wlabel">
          W
        </text>
      </g>
    );
  }
  if (n.kind === 'neutral') {
    return (
      <g>
        <rect x={x} y={y} width={SIZE} height={SIZE} rx="6" class="gw-neutral" />
        <text x={p.x} y={p.y + 8} class="gw-letter">
          {n.letter}
        </text>
        {n.side === 2 ? (
          <text x={x + SIZE - 8} y={y + 14} class="gw-small gw-sidemark">
            II
          </text>
        ) : null}
      </g>
    );
  }
  if (n.kind === 'flood' || n.kind === 'rockfall') {
    const hz = n.hazard;
    return (
      <g>
        <circle cx={p.x} cy={p.y} r={h - 8} class={`gw-area gw-${n.kind}`} />
        {hz ? (
          <g>
            <rect
              x={p.x - 16}
              y={p.y - 16}
              width="32"
              height="32"
              transform={`rotate(45 ${p.x} ${p.y})`}
              class={`gw-hazard gw-${hz.hazard}`}
            />
            <text x={p.x} y={p.y + 7} class="gw-label gw-on-dark">
              {hz.vp}
            </text>
            <HandMark x={p.x + 17} y={p.y - 17} hand={hz.hand} />
          </g>
        ) : null}
      </g>
    );
  }
  // A building space: empty (dashed, with its number) or a player's building.
  const b = n.building;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={SIZE}
        height={SIZE}
        rx="6"
        class={'gw-space' + (n.lush ? ' gw-lush' : '') + (b ? ' gw-built' : '')}
        style={b ? { fill: seatColor(view, b.owner) } : null}
      />
      {b ? (
        <g>
          <text x={p.x} y={p.y + 7} class="gw-label gw-bnum">
            {b.number}
            {b.side}
          </text>
          <HandMark x={x + SIZE - 2} y={y + 2} hand={b.hand} />
        </g>
      ) : (
        // A lush space's leaf sits under its number, in the bottom-left corner.
        <text x={p.x} y={p.y + (n.lush ? 3 : 7)} class="gw-small gw-spacenum">
          {spaceNumber(node)}
        </text>
      )}
      {n.lush ? (
        <text x={x + 9} y={y + SIZE - 2} class="gw-small gw-leaf">
          ♣
        </text>
      ) : null}
      {n.risky !== undefined ? <path d={`M${x - 6},${y + 8} l7,-13 l7,13 z`} class="gw-risky" /> : null}
      {n.exploration ? (
        <g>
          <circle cx={x + SIZE} cy={y + SIZE} r="13" class="gw-req" />
          <text x={x + SIZE} y={y + SIZE + 6.5} class="gw-small gw-reqtext">
            {n.exploration}
          </text>
        </g>
      ) : null}
    </g>
  );
}

// The paths of the steps the rancher can take now, drawn over the trail.
function MovePaths({ preview, pos }) {
  const lines = [];
  for (const m of preview.values())
    for (let i = 1; i < m.path.length; i++) {
      const a = pos[m.path[i - 1]];
      const b = pos[m.path[i]];
      if (a && b) lines.push(<Edge key={`${m.node}:${i}`} from={a} to={b} cls="gw-edge gw-pathedge" />);
    }
  return <g class="gw-paths">{lines}</g>;
}

// The tax a step costs, at the top left of its location.
function TaxBadge({ p, tax }) {
  const x = p.x - SIZE / 2 - 12;
  const y = p.y - SIZE / 2 - 14;
  return (
    <g class={'gw-taxbadge' + (tax.to >= 0 ? ' gw-tax-player' : '')} aria-hidden="true">
      <rect x={x} y={y} width="46" height="26" rx="13" />
      <text x={x + 23} y={y + 19.5} class="gw-small gw-taxtext">
        {`−£${tax.due}`}
      </text>
    </g>
  );
}

// The ranchers on a location: small pawns in their seat colours.
function Ranchers({ view, node, p, t }) {
  const here = [];
  (view.players || []).forEach((pl, seat) => {
    if (pl.rancher === node) here.push(seat);
  });
  if (view.sarah && view.sarah.rancher === node) here.push(view.sarah.seat);
  // A pawn (head and body) under the location, large enough to find on a phone.
  return here.map((seat, i) => (
    <g
      key={seat}
      class="gw-rancher"
      transform={`translate(${p.x - SIZE / 2 + 9 + i * 18},${p.y + SIZE / 2 + 10})`}
    >
      <title>{t('ui.rancher', { player: playerName(view, seat) })}</title>
      <path
        d="M-8,10 H8 L5,1 Q0,-2 -5,1 Z M0,-10 A6,6 0 1 1 0,2 A6,6 0 1 1 0,-10 Z"
        style={{ fill: seatColor(view, seat) }}
        class="gw-pawn"
      />
    </g>
  ));
}

export function RouteMap({ view, legal, seat, t, onPick, onInfo, changed = NO_CHANGES }) {
  const L = routeLayout();
  const route = view.route || [];
  const acting = (view.decisions || []).length
    ? view.decisions[view.decisions.length - 1].player
    : view.current;
  const me = typeof seat === 'number' && seat >= 0 ? seat : acting;
  const mine = view.players && view.players[me] ? view.players[me].rancher : -1;
  const locs = locationActions(legal);
  const preview = new Map(movePreview(view, legal).map((m) => [m.node, m]));
  return (
    <svg
      class="gw-map"
      viewBox={`0 0 ${L.width} ${L.height}`}
      width={L.width}
      height={L.height}
      role="group"
      aria-label={t('ui.map')}
    >
      <defs>
        <marker
          id="gw-arrow"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" class="gw-arrowhead" />
        </marker>
      </defs>
      <rect x="0" y="0" width={L.width} height={L.height} rx="14" class="gw-land" />
      {route.map((n) =>
        (n.next || []).map((m) => <Edge key={`${n.node}-${m}`} from={L.pos[n.node]} to={L.pos[m]} />),
      )}
      <MovePaths preview={preview} pos={L.pos} />
      {route.map((n) => {
        const p = L.pos[n.node];
        if (!p) return null;
        const move = preview.get(n.node);
        const own = nodeTargets(legal, n.node);
        const acts = n.node === mine && locs.length ? [...own, ...locs] : own;
        const active = acts.length > 0;
        const tip = nodeTip(view, n.node, t) + (move ? ` — ${taxWords(view, move.tax, t)}` : '');
        const onClick = () => (active ? onPick(acts) : onInfo && onInfo(tip));
        return (
          <g
            key={n.node}
            class={
              'gw-node' +
              (active ? ' gw-target bk-target' : '') +
              (changed.has(`node:${n.node}`) ? ' changed' : '')
            }
            data-node={n.node}
            data-kind={n.kind}
            {...clickable(onClick, active)}
          >
            <title>{tip}</title>
            {active ? (
              // Around the shape, never under it: Wellington's square is larger than the others.
              <rect
                x={p.x - SIZE / 2 - halo(n)}
                y={p.y - SIZE / 2 - halo(n)}
                width={SIZE + 2 * halo(n)}
                height={SIZE + 2 * halo(n)}
                rx="12"
                class="gw-halo"
              />
            ) : null}
            <NodeShape view={view} n={n} node={n.node} p={p} />
            <Ranchers view={view} node={n.node} p={p} t={t} />
            {move && move.tax.due ? <TaxBadge p={p} tax={move.tax} /> : null}
            {changeMark(changed, `node:${n.node}`, { x: p.x + SIZE / 2, y: p.y - SIZE / 2, r: 8 })}
          </g>
        );
      })}
    </svg>
  );
}
