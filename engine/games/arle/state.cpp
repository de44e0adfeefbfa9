// Set-up (p. 2-3), the half-year cycle (p. 5-8) and the action dispatcher.
#include <algorithm>

#include "arle.hpp"

namespace arle {

using ludo::Action;

void ArleState::setup(int players, uint64_t seed, bool first) {
  const Data& d = data();
  nP = players;
  firstGame = first;
  rng.seed(seed);
  fp = nP == 1 ? 0 : rng.below(nP);
  bowner.fill(-2);
  auto pick = [&](std::vector<int> ids, int n) {
    rng.shuffle(ids);
    for (int i = 0; i < n; ++i) bowner[ids[i]] = -1;
  };
  // p. 2: 4 light-green houses for a first game, else 4 of the 7 dark-green ones.
  if (firstGame) pick({B_FARMERSHOUSE, B_PLOUGHMAKER, B_NOVICEHUT, B_WORKSHOP}, 4);
  else pick({B_WEAVINGPARLOR, B_COLONISTSHOUSE, B_CARPENTERSWS, B_DISTILLERY, B_LOADINGDOCK, B_SMALLSHOP, B_TIMBERMERCHANT}, 4);
  pick({B_TURNERY, B_SMOKEHOUSE, B_SMITHY, B_COOPERAGE, B_BAKEHOUSE}, 2);
  for (int b = B_MILL; b <= B_COASTALHOUSE; ++b) bowner[b] = -1;
  // p. 18: the inns recommended for a first game.
  if (firstGame) pick({B_POTTERSINN, B_FARMERSINN, B_JUNKINN}, 3);
  else pick({B_POTTERSINN, B_FARMERSINN, B_JUNKINN, B_GULFINN, B_DAIRYINN, B_LOCKINN}, 3);
  for (int b = B_CHURCH; b <= B_BERUM; ++b) bowner[b] = -1;
  for (int p = 0; p < 2; ++p) {
    Player P;
    P.bld.fill(-1);
    if (p < nP) {
      P.g[WOOD] = static_cast<int16_t>(d.startWood);
      P.g[CLAY] = static_cast<int16_t>(d.startClay);
      P.g[PEAT] = static_cast<int16_t>(d.startPeat);
      // Printed start tiles (ASSUMPTIONS.md §Village): grain field, flax field, forest, stall with the horse.
      P.tile[9] = T_GRAIN;
      P.tile[10] = T_FLAX;
      P.tile[11] = T_FOREST;
      P.tile[12] = T_STALL;
      P.an[2 * 12][HORSE] = 1;
      P.moor = {1, 0, 0};
      P.moorPeat = {static_cast<int8_t>(d.moorPeat), 0, 0};
    } else {
      P.moor = {-1, -1, -1};
    }
    pl[p] = P;
  }
  half = 1;
  startHalfYear();
}

void ArleState::startHalfYear() {
  occ.fill(-1);
  phase = PH_WORK;
  step = 0;
  specialBy = -1;
  for (auto& P : pl) P.done = false;
}

int ArleState::nextFirstPlayer() const {
  if (nP == 1) return 0;
  // p. 6: the opponent of whoever used the special action; otherwise the marker changes hands.
  return specialBy >= 0 ? 1 - specialBy : 1 - fp;
}

int ArleState::decider() const {
  if (phase == PH_OVER) return -1;
  if (!stack.empty()) return stack.back().p;
  return orderAt(step);
}

ludo::Turn ArleState::turn() const {
  ludo::Turn t;
  int d = decider();
  if (d >= 0) t.deciding.push_back(d);
  static const char* names[] = {"work", "endWork", "beforeNovember", "subsistence", "final", "over"};
  t.phase = names[phase];
  if (!stack.empty()) t.phase = "pending";
  return t;
}

void ArleState::endWorkPhase() {
  step = 0;
  if (summer()) {
    phase = PH_HOUSES;
    for (int p = 0; p < nP; ++p) {
      pl[p].housesLeft = 0;
      for (int b = B_FARMERSHOUSE; b <= B_WORKSHOP; ++b)
        if (bowner[b] == p) pl[p].housesLeft |= 1u << b;
    }
  } else {
    inventory();
    phase = PH_FEED;
  }
}

// p. 8: unloading, then milking and harvest (November) or breeding and shearing (May).
void ArleState::inventory() {
  const Data& d = data();
  for (int p = 0; p < nP; ++p) {
    Player& P = pl[p];
    for (int i = 0; i < P.nveh; ++i) {
      for (int c = 0; c < kCells; ++c) {
        int it = P.veh[i].cell[c];
        if (it == I_PLANK) ++P.g[PLANK];
        else if (it == I_BRICK) ++P.g[BRICK];
        else if (it == I_SUMMERCL) ++P.g[SUMMERCL];
        else if (it == I_WINTERCL) ++P.g[WINTERCL];
        else if (it == I_LEATHERCL) ++P.g[LEATHERCL];
        else if (it == I_PEAT) ++P.g[PEAT];
        else if (it >= I_DEST && it < I_DEST + kDests) {
          int dst = it - I_DEST;
          P.destOnTrack |= static_cast<uint16_t>(1u << dst);
          P.travel = static_cast<int8_t>(P.travel + d.dests[dst].size);
        }
        P.veh[i].cell[c] = 0;
      }
    }
    if (summer()) {
      int sh = animals(p, SHEEP), cw = animals(p, COW);
      int f = (sh >= 7 ? 3 : sh >= 5 ? 2 : sh >= 2 ? 1 : 0) + (cw >= 5 ? 3 : cw >= 3 ? 2 : cw >= 1 ? 1 : 0);
      gain(p, FOOD, std::min(6, f));
      gain(p, GRAIN, countTile(p, T_GRAIN));
      gain(p, FLAX, countTile(p, T_FLAX));
      gain(p, WOOD, countTile(p, T_FOREST));
    } else {
      for (int h = 0; h < kDikeHolding; ++h) {
        int t = P.tile[h / 2];
        if (t != T_STALL && t != T_STABLE && t != T_DOUBLE) continue;
        for (int sp = 0; sp < kSpecies; ++sp) {
          int n = P.an[h][sp];
          int born = 0;
          if (t == T_STABLE) born = n == 4 ? 2 : (n == 2 || n == 3 || n == 5) ? 1 : 0;
          else born = n == 2 ? 1 : 0;
          P.an[h][sp] = static_cast<int8_t>(n + born);
        }
      }
      int sh = animals(p, SHEEP);
      gain(p, WOOL, sh >= 6 ? 3 : sh >= 4 ? 2 : sh >= 1 ? 1 : 0);
    }
  }
}

void ArleState::endHalfYear() {
  int nf = nextFirstPlayer();
  fp = nf;
  if (half >= 9) {
    phase = PH_END;  // p. 17: final peat-boat exchanges, then scoring
    step = 0;
    return;
  }
  ++half;
  startHalfYear();
}

void ArleState::advance() {
  while (stack.empty()) {
    switch (phase) {
      case PH_WORK:
        if (step >= 4 * nP) {
          phase = PH_DONE;
          step = 0;
          continue;
        }
        return;
      case PH_DONE:
        if (step >= nP) {
          endWorkPhase();
          continue;
        }
        return;
      case PH_HOUSES: {
        if (step >= nP) {
          inventory();
          phase = PH_FEED;
          step = 0;
          continue;
        }
        int p = orderAt(step);
        uint32_t left = pl[p].housesLeft;
        if (left == 0) {
          ++step;
          continue;
        }
        if ((left & (left - 1)) == 0) {  // one house: no order to choose
          int b = 0;
          while (!(left & (1u << b))) ++b;
          activateHouse(p, b);
          continue;
        }
        return;
      }
      case PH_FEED:
        if (step >= nP) {
          endHalfYear();
          continue;
        }
        return;
      case PH_END:
        if (step >= nP) phase = PH_OVER;
        return;
      case PH_OVER: return;
    }
  }
}

void ArleState::legalActions(int player, std::vector<Action>& out) const {
  if (phase == PH_OVER || player != decider()) return;
  int p = player;
  bool work = phase == PH_WORK || phase == PH_DONE;
  if (!stack.empty()) {
    const Frame& f = stack.back();
    frameLegal(f, out);
    if (f.kind != K_OVERFLOW && f.kind != K_FEEDANIMAL && f.kind != K_SALE && f.kind != K_MAKEROOM) freeLegal(p, out, work);
    return;
  }
  switch (phase) {
    case PH_WORK: {
      int lo = summer() ? 0 : 15;
      for (int s = lo; s < lo + 15; ++s)
        if (occ[s] < 0) out.push_back(act(A_PLACE, s));
      if (nP == 2 && specialBy < 0) {  // p. 6: one worker per half-year may take the other season
        int o = summer() ? 15 : 0;
        for (int s = o; s < o + 15; ++s)
          if (occ[s] < 0) out.push_back(act(A_PLACE, s));
      }
      out.push_back(act(A_SKIP));
      freeLegal(p, out, true);
      break;
    }
    case PH_DONE: out.push_back(act(A_DONE)); freeLegal(p, out, true); break;
    case PH_HOUSES:
      for (int b = B_FARMERSHOUSE; b <= B_WORKSHOP; ++b)
        if (pl[p].housesLeft & (1u << b)) out.push_back(act(A_HOUSE, b));
      freeLegal(p, out, false);
      break;
    case PH_FEED: out.push_back(act(A_FEED)); freeLegal(p, out, false); break;
    case PH_END: out.push_back(act(A_DONE)); freeLegal(p, out, false); break;
    default: break;
  }
}

bool ArleState::applyLegal(int player, const Action& a) {
  int p = player;
  bool freeAct = a.type == A_BOAT || a.type == A_USE || a.type == A_MOVE || a.type == A_LOAD ||
                 (a.type == A_DISCARD && (stack.empty() || stack.back().kind != K_MAKEROOM)) ||
                 (a.type == A_RELEASE && (stack.empty() || stack.back().kind != K_OVERFLOW));
  if (freeAct) {
    freeApply(p, a);
  } else if (!stack.empty()) {
    frameApply(a);
  } else {
    switch (a.type) {
      case A_PLACE: ++step; placeWorker(p, a.arg[0]); break;
      case A_SKIP: ++step; break;
      case A_DONE: pl[p].done = true; ++step; break;
      case A_HOUSE: activateHouse(p, a.arg[0]); break;
      case A_FEED: ++step; feed(p); break;
    }
  }
  // Animals that found no place: their owner must release some (p. 9).
  for (int q = 0; q < nP; ++q) {
    const auto& L = pl[q].loose;
    if (L[0] + L[1] + L[2] == 0) continue;
    bool already = false;
    for (const Frame& f : stack) already |= f.kind == K_OVERFLOW && f.p == q;
    if (!already) push(q, K_OVERFLOW);
  }
  advance();
  return false;  // no chance and no hidden information after set-up
}

std::unique_ptr<ludo::State> ArleState::determinize(int /*seat*/, uint64_t seed) const {
  auto s = std::make_unique<ArleState>(*this);
  s->rng.seed(seed);  // nothing is hidden; only the generator is resampled
  return s;
}

double ArleState::playoutWeight(int /*player*/, const Action& a) const {
  // Keen random play: act rather than decline, build and load often, rarely
  // shuffle animals or give things back. Every game still ends after 9 half-years.
  switch (a.type) {
    case A_MOVE: return 0.01;
    case A_RELEASE: return stack.empty() || stack.back().kind != K_OVERFLOW ? 0.005 : 1.0;
    case A_DISCARD: return stack.empty() || stack.back().kind != K_MAKEROOM ? 0.005 : 1.0;
    case A_SKIP: return 0.02;
    case A_BOAT: return 0.1;
    case A_USE: return 0.3;
    case A_LOAD: return 1.5;
    case A_BUILD: return 5.0;
    case A_STOP: return 0.1;
    default: return 1.0;
  }
}

}  // namespace arle
