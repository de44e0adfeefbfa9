// The offers beside the board: the 4 face-up objective cards and the
// objective deck (p. 17: take one from the offer or the deck's top card), the
// bonus-card stacks under the wheel, barrel, bell and compass headers with
// their gold cost (p. 17, set-up step 12), and the support-card piles (step
// 11), a pile standing for the "takeCard" action that offers its card (the
// shearer slot's Romney, the harbourmaster's Ferry, p. 12: take or decline).
// Decks show how many cards they hold, never their order.
import { BONUS_STACKS, SUPPORT_PILES, data } from './wellingtonData.js';
import { NO_CHANGES } from '../../ui/board/index.js';
import { WlPanel, Target } from './WellingtonTiles.jsx';
import { supportTip } from './tips.js';

const OW = 66;
const OH = 122;

export function objectiveDef(card) {
  return (data.objectives || [])[card.objective] || null || { conditions: [], vp: 0, penalty: 0 };
}

export function objectiveTitle(card, t) {
  const d = objectiveDef(card);
  return t('wl.objectiveCard', {
    now: t('wl.imm.' + d.immediate),
    conditions: d.conditions.map((c) => t('wl.cond.' + c)).join(', '),
    vp: d.vp,
    penalty: d.penalty,
  });
}

function ObjectiveCard({ card, x, y, acts, onPick, t, index, mark }) {
  const d = objectiveDef(card);
  return (
    <Target
      actions={acts}
      onPick={onPick}
      title={objectiveTitle(card, t)}
      box={[x, y, OW - 4, OH]}
      mark={mark}
      data={{ 'data-objective': index }}
    >
      <rect x={x} y={y} width={OW - 4} height={OH} rx="6" fill="#fbf3de" stroke="#6b5a3a" />
      <rect x={x} y={y} width={OW - 4} height="22" rx="6" fill="#3f6f8f" />
      <text x={x + 4} y={y + 16} font-size="12" fill="#fff">
        {t('wl.immShort.' + d.immediate)}
      </text>
      {d.conditions.map((c, k) => (
        <text key={k} x={x + 4} y={y + 40 + k * 17} font-size="12" fill="#2c2418">
          {t('wl.condShort.' + c)}
        </text>
      ))}
      <text x={x + 4} y={y + OH - 8} font-size="13" font-weight="700" fill="#2d6a1e">
        {'+' + d.vp}
      </text>
      <text x={x + OW - 8} y={y + OH - 8} text-anchor="end" font-size="13" font-weight="700" fill="#a01c1c">
        {'−' + d.penalty}
      </text>
    </Target>
  );
}

// The header tiles of the bonus-card stacks.
function HeaderGlyph({ kind, cx, cy }) {
  const st = { stroke: '#3d2a00', 'stroke-width': 2, fill: 'none' };
  switch (kind) {
    case 'wheel':
      return (
        <g {...st}>
          <circle cx={cx} cy={cy} r="9" />
          <circle cx={cx} cy={cy} r="3" />
          <path
            d={`M${cx - 13},${cy} h26 M${cx},${cy - 13} v26 M${cx - 9},${cy - 9} l18,18 M${cx + 9},${cy - 9} l-18,18`}
          />
        </g>
      );
    case 'barrel':
      return (
        <g {...st}>
          <path d={`M${cx - 7},${cy - 11} q-4,11 0,22 h14 q4,-11 0,-22 z`} fill="#c89a5c" />
          <path d={`M${cx - 9},${cy - 4} h18 M${cx - 9},${cy + 4} h18`} />
        </g>
      );
    case 'bell':
      return (
        <g {...st}>
          <path d={`M${cx - 10},${cy + 7} q3,-2 3,-9 q0,-9 7,-9 q7,0 7,9 q0,7 3,9 z`} fill="#e8c45a" />
          <circle cx={cx} cy={cy + 10} r="2.5" />
        </g>
      );
    default:
      return (
        <g {...st}>
          <circle cx={cx} cy={cy} r="11" />
          <path d={`M${cx},${cy - 9} l3,9 l-3,9 l-3,-9 z`} fill="#c8372d" />
        </g>
      );
  }
}

function setShort(set, t) {
  const def = ((data.bonusSets || {}).sets || []).find((s) => s.set === set);
  if (!def) return '';
  if (def.kind === 'sheep') return t('wl.breedShort.' + def.breed);
  if (def.kind === 'objective') return t('wl.setObjective');
  return t('wl.setShort.' + def.effect);
}

export function setTitle(set, t) {
  const def = ((data.bonusSets || {}).sets || []).find((s) => s.set === set);
  if (!def) return t('wl.empty');
  if (def.kind === 'sheep') return t('wl.setSheep', { set, breed: t('wl.breed.' + def.breed) });
  if (def.kind === 'objective')
    return t('wl.setObjectiveLong', {
      set,
      conditions: def.conditions.map((c) => t('wl.cond.' + c)).join(', '),
      vp: def.vp,
      penalty: def.penalty,
    });
  return t('wl.setAction', { set, effect: t('wl.setEffect.' + def.effect), vp: def.vp || 0 });
}

export function WellingtonOffers({ view, legal, t, onPick, changed = NO_CHANGES }) {
  const well = view.wellington || {};
  const offer = well.objectiveOffer || [];
  const objActs = (legal || []).filter((a) => a.type === 'objective');
  const buyActs = (legal || []).filter((a) => a.type === 'buyBonus');
  const takeActs = (legal || []).filter((a) => a.type === 'takeCard');
  const stacks = well.bonusStacks || [];
  const piles = well.supportPiles || {};
  const y1 = 20;
  const y2 = y1 + OH + 28;
  const y3 = y2 + 124;
  return (
    <WlPanel id="offers" title={t('wl.offers')} height={y3 + 70}>
      <text x="4" y="14" font-size="12" font-weight="700" fill="#2c2418">
        {t('wl.objectives')}
      </text>
      {offer.map((card, k) => (
        <ObjectiveCard
          key={card.id}
          card={card}
          index={k}
          x={4 + k * OW}
          y={y1}
          acts={objActs.filter((a) => a.index === k)}
          onPick={onPick}
          t={t}
          mark={changed.has(`objective:${k}`)}
        />
      ))}
      <Target
        actions={objActs.filter((a) => a.index === 4)}
        onPick={onPick}
        title={t('wl.objectiveDeck', { n: well.objectiveDeck || 0 })}
        box={[4 + 4 * OW + 6, y1, 54, OH]}
        mark={changed.has('objective:deck')}
        data={{ 'data-objective': 4 }}
      >
        <rect x={4 + 4 * OW + 6} y={y1} width="54" height={OH} rx="6" fill="#3f6f8f" stroke="#22384a" />
        <text
          x={4 + 4 * OW + 33}
          y={y1 + 56}
          text-anchor="middle"
          font-size="18"
          font-weight="700"
          fill="#fff"
        >
          {well.objectiveDeck || 0}
        </text>
        <text x={4 + 4 * OW + 33} y={y1 + 76} text-anchor="middle" font-size="12" fill="#fff">
          {t('wl.deck')}
        </text>
      </Target>
      <text x="4" y={y2 - 8} font-size="12" font-weight="700" fill="#2c2418">
        {t('wl.bonusCards')}
      </text>
      {BONUS_STACKS.map((kind, k) => {
        const s = stacks[k] || { cost: 0, count: 0, set: 0 };
        const x = 4 + k * 84;
        return (
          <Target
            key={kind}
            actions={buyActs.filter((a) => a.stack === k)}
            onPick={onPick}
            title={
              t('wl.bonusStack', { header: t('wl.header.' + kind), cost: s.cost, n: s.count }) +
              (s.count ? ' · ' + setTitle(s.set, t) : '')
            }
            box={[x, y2, 78, 96]}
            mark={changed.has(`stack:${k}`)}
            data={{ 'data-stack': k }}
          >
            <rect
              x={x}
              y={y2}
              width="78"
              height="96"
              rx="6"
              fill={s.count ? '#f3e2b3' : '#e4dccb'}
              stroke="#7a5a12"
            />
            <HeaderGlyph kind={kind} cx={x + 18} cy={y2 + 18} />
            <circle cx={x + 56} cy={y2 + 18} r="12" fill="#e8c45a" stroke="#7a5a12" />
            <text x={x + 56} y={y2 + 23} text-anchor="middle" font-size="13" font-weight="700">
              {s.cost}
            </text>
            <text x={x + 4} y={y2 + 52} font-size="12" fill="#2c2418">
              {s.count ? setShort(s.set, t) : t('wl.emptyShort')}
            </text>
            {s.count ? (
              <text x={x + 4} y={y2 + 68} font-size="12" fill="#4a3b22">
                {t('wl.setN', { set: s.set })}
              </text>
            ) : null}
            <text x={x + 4} y={y2 + 88} font-size="14" font-weight="700" fill="#2c2418">
              {'×' + s.count}
            </text>
          </Target>
        );
      })}
      <text x="4" y={y3 - 8} font-size="12" font-weight="700" fill="#2c2418">
        {t('wl.supportCards')}
      </text>
      {SUPPORT_PILES.map((kind, k) => (
        <Target
          key={kind}
          actions={takeActs.filter((a) => a.card === k)}
          onPick={onPick}
          title={`${t('wl.supportPile', { card: t('wl.card.' + kind), n: piles[kind] || 0 })} — ${supportTip(kind, t)}`}
          cls="wl-pile"
          box={[4 + k * 84, y3, 78, 58]}
          mark={changed.has(`pile:${kind}`)}
          data={{ 'data-pile': kind }}
        >
          <rect x={4 + k * 84} y={y3} width="78" height="58" rx="6" fill="#e9f0dc" stroke="#4f6a2c" />
          <text x={8 + k * 84} y={y3 + 22} font-size="12" fill="#2c2418">
            {t('wl.cardShort.' + kind)}
          </text>
          <text x={8 + k * 84} y={y3 + 46} font-size="16" font-weight="700" fill="#2c2418">
            {'×' + (piles[kind] || 0)}
          </text>
        </Target>
      ))}
    </WlPanel>
  );
}
