// Wellington and the markets of Great Western Trail: New Zealand: the
// prediction spaces and the supply bags, the job market, the bonus-tile market,
// the cattle market, the counters, the objective, bonus and support card
// offers, the sea board and the exploration track. The board (Board.jsx) places it beside the route
// map.
// Props: { view, legal, seat, t, onPick[, onInfo] } as every board part of the kit:
// clicking a highlighted element hands the legal actions it stands for to
// onPick (the kit's selection plays one or narrows among several).
import { NO_CHANGES } from '../../ui/board/index.js';
import { Predictions } from './Predictions.jsx';
import { JobMarket } from './JobMarket.jsx';
import { BonusMarket } from './BonusMarket.jsx';
import { CattleMarket } from './CattleMarket.jsx';
import { WellingtonCounters } from './WellingtonCounters.jsx';
import { WellingtonOffers } from './WellingtonOffers.jsx';
import { SeaBoard } from './SeaBoard.jsx';
import { ExplorationTrack } from './ExplorationTrack.jsx';
import './wellington.css';

// The parts, in the order a phone stacks them.
export const WELLINGTON_PARTS = [
  ['predictions', Predictions],
  ['jobs', JobMarket],
  ['bonus', BonusMarket],
  ['cattle', CattleMarket],
  ['counters', WellingtonCounters],
  ['offers', WellingtonOffers],
  ['sea', SeaBoard],
  ['exploration', ExplorationTrack],
];

export function Wellington({ view, legal, seat, t, onPick, onInfo, changed = NO_CHANGES }) {
  if (!view || !view.wellington) return null;
  const pick = (actions) => onPick && onPick(actions);
  // Optional: a tap on an element without actions shows its words (Target).
  if (onInfo) pick.info = onInfo;
  return (
    <div class="wl-wellington" data-part="wellington">
      {WELLINGTON_PARTS.map(([id, Part]) => (
        <Part key={id} view={view} legal={legal || []} seat={seat} t={t} onPick={pick} changed={changed} />
      ))}
    </div>
  );
}
