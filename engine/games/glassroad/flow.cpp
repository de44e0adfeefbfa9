// Turn structure: picking hands, face-down choices, reveals and forced plays
// (p. 5–6), the 2-player and solo variants (p. 10), the end of a phase (p. 7)
// and the final conversion window (p. 8). Pending decisions resolve top first.
#include <algorithm>

#include "state.hpp"

namespace glassroad {

namespace {
inline uint16_t bit(int c) { return static_cast<uint16_t>(1u << c); }
}  // namespace

void GlassState::pushGain(int p, int mask, int amount, int wheel, int flags) {
  Decision d;
  d.kind = dGain;
  d.player = static_cast<int8_t>(p);
  d.a = static_cast<int16_t>(mask);
  d.b = static_cast<int16_t>(amount);
  d.c = static_cast<int16_t>(wheel);
  d.d = static_cast<int16_t>(flags);
  stack.push_back(d);
}

std::vector<int> GlassState::deciding() const {
  std::vector<int> v;
  if (stage == stOver) return v;
  if (!stack.empty()) {
    v.push_back(stack.back().player);
    return v;
  }
  switch (stage) {
    case stPick:
      for (int p = 0; p < n; ++p)
        if (__builtin_popcount(pl[p].chosen) < handTarget()) v.push_back(p);
      break;
    case stFaceDown:
      for (int p = 0; p < n; ++p)
        if (pl[p].faceDown < 0 && pl[p].hand) v.push_back(p);
      break;
    case stTwoPlay:
      v.push_back(turnPlayer);
      break;
    case stTwoExtra:
      for (int k = 0; k < n; ++k) {
        int p = (first + k) % n;
        if (handSize(p) > 2) {
          v.push_back(p);
          break;
        }
      }
      break;
    case stSoloChoose:
      v.push_back(0);
      break;
    case stFinal:
      for (int p = 0; p < n; ++p)
        if (!pl[p].finalDone) v.push_back(p);
      break;
    default:
      break;
  }
  return v;
}

ludo::Turn GlassState::turn() const {
  ludo::Turn t;
  t.deciding = deciding();
  if (!stack.empty()) {
    static const char* const kinds[] = {"cardPay", "cardAbility", "gain", "placeTerrain", "build", "repeat", "tavern"};
    t.phase = kinds[stack.back().kind];
  } else {
    t.phase = stageName(stage);
  }
  return t;
}

bool GlassState::anyTimeAllowed(int /*p*/) const {
  if (stack.empty()) return stage != stOver && stage != stResolve;
  const Decision& d = stack.back();
  if (d.kind == dGain) return (d.d & gfAnyTime) != 0;
  return true;
}

// p. 8 "Actions permanentes": conversions and removing quarries, groves, ponds.
void GlassState::anyTimeActions(int p, std::vector<ludo::Action>& out) const {
  convertActions(p, out);
  for (int s = 0; s < data().squares; ++s)
    if (isTerrain(pl[p].sq[s].kind)) out.push_back(act(aRemoveTerrain, s));
}

void GlassState::decisionActions(const Decision& d, std::vector<ludo::Action>& out) const {
  const int p = d.player;
  const Player& P = pl[p];
  const Data& D = data();
  switch (d.kind) {
    case dCardPay: {
      switch (D.cards[d.a].payment) {
        case payFood:
        case payCoal: {
          int r = D.cards[d.a].payment == payFood ? rFood : rCoal;
          for (int w = 0; w < 2; ++w)
            if (P.wheel[w][r] >= 1) out.push_back(act(aPay, w));  // P3: either wheel
          break;
        }
        case payWood:
          if (P.wheel[wGlass][rWood] >= 1) out.push_back(act(aPay));
          break;
        case payWater:
          if (P.wheel[wGlass][rWater] >= 1) out.push_back(act(aPay));
          break;
        case payForest: {
          uint32_t seen = 0;
          for (int s = 0; s < D.squares; ++s)
            if (P.sq[s].kind == sqForest && !(seen & (1u << P.sq[s].forest))) {
              seen |= 1u << P.sq[s].forest;
              out.push_back(act(aPay, -1, P.sq[s].forest));
            }
          break;
        }
        default:
          break;
      }
      out.push_back(act(aPass));  // play the card without using it
      break;
    }
    case dCardAbility: {
      const int used = d.c;
      for (int i = 0; i < 2; ++i)
        if (!(used & (1 << i))) out.push_back(act(aAbility, i));
      out.push_back(act(aPass));
      break;
    }
    case dGain: {
      for (int r = 0; r < kRes; ++r) {
        if (!(d.a & (1 << r))) continue;
        for (int w = 0; w < 2; ++w) {
          if (!onWheel(w, r) || (d.c >= 0 && d.c != w)) continue;
          const int cap = std::min<int>(d.b, gainCap(p, r, w));
          for (int k = 1; k <= cap; ++k) out.push_back(act(aGain, r, w, k));
        }
      }
      out.push_back(act(aPass));  // P1/G1: take fewer, down to none
      break;
    }
    case dPlaceTerrain: {
      for (int s = 0; s < D.squares; ++s) {
        if (P.sq[s].kind != sqEmpty) continue;
        if (d.b >= 0 && std::find(D.adj[d.b].begin(), D.adj[d.b].end(), s) == D.adj[d.b].end()) continue;
        for (int t = sqQuarry; t <= sqPond; ++t)
          if (d.a & (1 << t)) out.push_back(act(aPlaceTerrain, t, s));
      }
      out.push_back(act(aPass));
      break;
    }
    case dBuild: {
      auto consider = [&](int b) {
        if (b < 0 || !canAfford(p, b)) return;
        const BuildingDef& def = D.buildings[b];
        if (def.upgrades >= 0) {
          int s = squareOf(p, def.upgrades);
          if (s >= 0 && P.sq[s].upgrade < 0) out.push_back(act(aBuild, b, s));
          return;
        }
        for (int s = 0; s < D.squares; ++s)
          if (P.sq[s].kind == sqEmpty) out.push_back(act(aBuild, b, s));
      };
      for (int row = 0; row < 3; ++row)
        for (int k = 0; k < slotsPerRow; ++k) consider(board[row][k]);
      for (int16_t b : P.offer) consider(b);
      out.push_back(act(aPass));
      break;
    }
    case dRepeat:
      repeatActions(d, out);
      break;
    case dTavern: {
      for (int t : D.adj[d.a]) {
        const Square& q = P.sq[t];
        if (q.kind != sqBuilding) continue;
        int b = q.upgrade >= 0 ? q.upgrade : q.building;
        if (b < kTiles && D.buildings[b].kind == bkImmediate && b != tavern) out.push_back(act(aTavern, t));
      }
      out.push_back(act(aPass));
      break;
    }
    default:
      break;
  }
}

void GlassState::legalActions(int player, std::vector<ludo::Action>& out) const {
  out.clear();
  if (stage == stOver || player < 0 || player >= n) return;
  const std::vector<int> who = deciding();
  if (std::find(who.begin(), who.end(), player) == who.end()) return;
  const Player& P = pl[player];
  if (!stack.empty()) {
    decisionActions(stack.back(), out);
  } else {
    switch (stage) {
      case stPick:
        for (int c = 0; c < kCards; ++c)
          if (!(P.chosen & bit(c)) && !(solo && (P.prevChosen & bit(c)))) out.push_back(act(aPick, c));
        break;
      case stFaceDown:
        for (int c = 0; c < kCards; ++c)
          if (P.hand & bit(c)) out.push_back(act(aFaceDown, c));
        break;
      case stTwoPlay:
      case stTwoExtra:
      case stSoloChoose:
        for (int c = 0; c < kCards; ++c)
          if (P.hand & bit(c)) out.push_back(act(aPlay, c));
        break;
      case stFinal:
        out.push_back(act(aPass));
        break;
      default:
        break;
    }
  }
  if (anyTimeAllowed(player)) anyTimeActions(player, out);
}

void GlassState::applyAnyTime(int p, const ludo::Action& a) {
  if (a.type == aRemoveTerrain) {
    pl[p].sq[a.arg[0]] = Square{};
  } else {
    convert(p, a);
  }
}

void GlassState::applyDecision(Decision d, const ludo::Action& a) {
  const int p = d.player;
  Player& P = pl[p];
  switch (d.kind) {
    case dCardPay: {
      stack.pop_back();
      if (a.type == aPass) {
        stack.pop_back();  // the card counts as played, unused
        break;
      }
      switch (data().cards[d.a].payment) {
        case payFood: take(p, rFood, a.arg[0], 1); break;
        case payCoal: take(p, rCoal, a.arg[0], 1); break;
        case payWood: take(p, rWood, wGlass, 1); break;
        case payWater: take(p, rWater, wGlass, 1); break;
        case payForest: removeForest(p, a.arg[1]); break;
        default: break;
      }
      settle(p);
      break;
    }
    case dCardAbility: {
      if (a.type == aPass) {
        stack.pop_back();
        break;
      }
      const int i = a.arg[0];
      const int used = d.c | (1 << i);
      if (!d.b || used == 3) stack.pop_back();
      else stack.back().c = static_cast<int16_t>(used);
      useAbility(p, d.a, i);
      break;
    }
    case dGain: {
      stack.pop_back();
      if (a.type == aGain) {
        const int r = a.arg[0], w = a.arg[1], k = a.arg[2];
        give(p, r, w, k);
        if (d.d & gfSupplier) {
          // p. 14: then each opponent receives 1 of the same resource (they may refuse).
          if (d.d & gfTxnEnd) settle(p);
          for (int k2 = n - 1; k2 >= 1; --k2) pushGain((p + k2) % n, 1 << r, 1, -1, gfTxnEnd | gfAnyTime);
          break;
        }
      }
      if (d.d & gfTxnEnd) settle(p);
      break;
    }
    case dPlaceTerrain: {
      if (a.type == aPass) {
        stack.pop_back();
        break;
      }
      const int t = a.arg[0], s = a.arg[1];
      Square q;
      q.kind = static_cast<int8_t>(t);
      P.sq[s] = q;
      if (d.c > 1) {
        stack.back().c = static_cast<int16_t>(d.c - 1);
        stack.back().a = static_cast<int16_t>(1 << t);  // country house: the same type
      } else {
        stack.pop_back();
      }
      break;
    }
    case dBuild:
      stack.pop_back();
      if (a.type == aBuild) build(p, a.arg[0], a.arg[1]);
      break;
    case dRepeat:
      if (a.type == aPass) stack.pop_back();
      else repeatStep(d, a);
      break;
    case dTavern: {
      stack.pop_back();
      if (a.type == aTavern) {
        const Square& q = P.sq[a.arg[0]];
        int b = q.upgrade >= 0 ? q.upgrade : q.building;
        immediate(p, b, a.arg[0]);
      }
      break;
    }
    default:
      break;
  }
}

bool GlassState::applyLegal(int player, const ludo::Action& a) {
  barrier_ = false;
  Player& P = pl[player];
  if (a.type == aConvert || a.type == aRemoveTerrain) {
    applyAnyTime(player, a);
  } else if (!stack.empty()) {
    applyDecision(stack.back(), a);
  } else {
    const int c = a.arg[0];
    switch (stage) {
      case stPick:
        P.chosen |= bit(c);
        P.hand |= bit(c);
        break;
      case stFaceDown:
        P.hand &= static_cast<uint16_t>(~bit(c));
        P.faceDown = static_cast<int8_t>(c);
        break;
      case stTwoPlay: {
        // p. 10: played face up; the opponent holding it must play it too (free slot).
        P.hand &= static_cast<uint16_t>(~bit(c));
        P.played |= bit(c);
        queue.clear();
        queueIdx = 0;
        const int q = 1 - player;
        const bool forced = (pl[q].hand & bit(c)) && pl[q].slots < kForcedSlots;
        queue.push_back({static_cast<int8_t>(player), static_cast<int8_t>(c), static_cast<int8_t>(!forced)});
        if (forced) {
          pl[q].hand &= static_cast<uint16_t>(~bit(c));
          pl[q].played |= bit(c);
          ++pl[q].slots;
          queue.push_back({static_cast<int8_t>(q), static_cast<int8_t>(c), 0});
        }
        resumeStage = stTwoPlay;
        stage = stResolve;
        barrier_ = true;  // whether the opponent held the card is now known
        break;
      }
      case stTwoExtra:
      case stSoloChoose:
        P.hand &= static_cast<uint16_t>(~bit(c));
        P.played |= bit(c);
        queue.assign(1, Resolution{static_cast<int8_t>(player), static_cast<int8_t>(c), 1});
        queueIdx = 0;
        resumeStage = stage;
        stage = stResolve;
        break;
      case stFinal:
        P.finalDone = true;
        break;
      default:
        break;
    }
  }
  advance();
  return barrier_;
}

void GlassState::startResolution(const Resolution& r) {
  Decision d;
  d.player = r.player;
  d.kind = dCardAbility;
  d.a = r.card;
  d.b = r.both;
  d.c = 0;
  stack.push_back(d);
  if (data().cards[r.card].payment != payNone) {
    // p. 6: pay once before using one or both abilities.
    d.kind = dCardPay;
    stack.push_back(d);
  }
}

// p. 5–6: reveal clockwise from the phase's first player; whoever holds the
// revealed card in hand plays it while a slot is free; the revealer resolves
// first, then the others clockwise; shared cards give one ability each.
void GlassState::revealNext() {
  const int r = (first + revealIdx) % n;
  const int c = pl[r].faceDown;
  pl[r].faceDown = -1;
  pl[r].played |= bit(c);
  queue.clear();
  queueIdx = 0;
  queue.push_back({static_cast<int8_t>(r), static_cast<int8_t>(c), 1});
  for (int k = 1; k < n; ++k) {
    const int q = (r + k) % n;
    if ((pl[q].hand & bit(c)) && pl[q].slots < kForcedSlots) {
      pl[q].hand &= static_cast<uint16_t>(~bit(c));
      pl[q].played |= bit(c);
      ++pl[q].slots;
      queue.push_back({static_cast<int8_t>(q), static_cast<int8_t>(c), 0});
    }
  }
  if (queue.size() > 1) queue[0].both = 0;
  barrier_ = true;
  stage = stResolve;
}

void GlassState::soloDraw() {
  // p. 10: draw one of the chosen cards at random and use one ability, until two remain.
  Player& P = pl[0];
  if (handSize(0) > 2) {
    std::vector<int> cards;
    for (int c = 0; c < kCards; ++c)
      if (P.hand & bit(c)) cards.push_back(c);
    const int c = cards[rng.below(static_cast<int>(cards.size()))];
    P.hand &= static_cast<uint16_t>(~bit(c));
    P.played |= bit(c);
    queue.assign(1, Resolution{0, static_cast<int8_t>(c), 0});
    queueIdx = 0;
    resumeStage = stPick;  // "draw again"
    stage = stResolve;
    barrier_ = true;
  } else {
    stage = stSoloChoose;
  }
}

void GlassState::afterResolutions() {
  queue.clear();
  queueIdx = 0;
  if (solo) {
    if (resumeStage == stSoloChoose) {
      pl[0].hand = 0;  // the last card is ignored
      endPhase();
    } else {
      soloDraw();
    }
    return;
  }
  if (n == 2) {
    if (resumeStage == stTwoPlay) {
      // p. 10: the phase stops as soon as one player has no card left.
      if (!pl[0].hand || !pl[1].hand) stage = stTwoExtra;
      else {
        turnPlayer = 1 - turnPlayer;
        stage = stTwoPlay;
      }
    } else {
      stage = stTwoExtra;
    }
    return;
  }
  ++revealIdx;
  while (revealIdx < n && pl[(first + revealIdx) % n].faceDown < 0) ++revealIdx;
  if (revealIdx < n) {
    revealNext();
    return;
  }
  ++round;
  revealIdx = 0;
  if (round >= 3) endPhase();
  else stage = stFaceDown;
}

void GlassState::startPhase() {
  stage = stPick;
  round = 0;
  revealIdx = 0;
  turnPlayer = first;
  queue.clear();
  queueIdx = 0;
}

namespace {
// p. 7 (3 players) and p. 9 (fifth phase): the fewest building tiles; ties go
// to the next player clockwise among the tied.
int fewestBuildings(const GlassState& s, int exclude) {
  int best = -1, bestCount = 1 << 30;
  for (int k = 1; k <= s.n; ++k) {
    const int q = (s.first + k) % s.n;
    if (q == exclude) continue;
    const int c = s.tileBuildings(q);
    if (c < bestCount) {
      bestCount = c;
      best = q;
    }
  }
  return best < 0 ? (s.first + 1) % s.n : best;
}
}  // namespace

void GlassState::endPhase() {
  // p. 7: refill the building board from the piles, pass the first-player glass.
  for (int row = 0; row < 3; ++row)
    for (int k = 0; k < slotsPerRow; ++k)
      if (board[row][k] < 0) {
        std::vector<int16_t> drawn;
        drawInto(row, drawn);
        if (!drawn.empty()) board[row][k] = drawn[0];
      }
  int next = (first + 1) % n;
  if (!solo) {
    if (n == 3 && phase == 2) next = fewestBuildings(*this, -1);
    if (phases == 5 && phase == 3) next = fewestBuildings(*this, n == 3 ? first : -1);
  }
  first = next;
  for (int p = 0; p < n; ++p) {
    Player& P = pl[p];
    P.prevChosen = solo ? P.chosen : 0;
    P.chosen = P.hand = P.played = 0;
    P.faceDown = -1;
    P.slots = 0;
  }
  ++phase;
  if (phase >= phases) stage = stFinal;
  else startPhase();
}

// Runs the automatic steps (empty gains, reveals, draws, phase ends) until
// someone has a decision to make.
void GlassState::advance() {
  const Data& D = data();
  for (int guard = 0; guard < 10000; ++guard) {
    if (!stack.empty()) {
      const Decision& d = stack.back();
      if (d.kind == dGain && !(d.d & gfAnyTime)) {
        bool any = false;
        for (int r = 0; r < kRes && !any; ++r)
          if (d.a & (1 << r))
            for (int w = 0; w < 2; ++w)
              if (onWheel(w, r) && (d.c < 0 || d.c == w) && std::min<int>(d.b, gainCap(d.player, r, w)) > 0) any = true;
        if (!any) {
          const int p = d.player;
          const bool end = d.d & gfTxnEnd;
          stack.pop_back();
          if (end) settle(p);
          continue;
        }
      }
      if (d.kind == dPlaceTerrain) {
        // Nothing to place on and nothing to clear there: the placement lapses.
        bool room = false;
        for (int s = 0; s < D.squares && !room; ++s) {
          if (d.b >= 0 && std::find(D.adj[d.b].begin(), D.adj[d.b].end(), s) == D.adj[d.b].end()) continue;
          const int k = pl[d.player].sq[s].kind;
          room = k == sqEmpty || isTerrain(k);
        }
        if (!room) {
          stack.pop_back();
          continue;
        }
      }
      return;
    }
    switch (stage) {
      case stResolve:
        if (queueIdx < static_cast<int>(queue.size())) startResolution(queue[queueIdx++]);
        else afterResolutions();
        continue;
      case stPick: {
        bool all = true;
        for (int p = 0; p < n; ++p) all = all && __builtin_popcount(pl[p].chosen) >= handTarget();
        if (!all) return;
        if (solo) soloDraw();
        else if (n == 2) stage = stTwoPlay;
        else stage = stFaceDown;
        continue;
      }
      case stFaceDown: {
        bool all = true;
        for (int p = 0; p < n; ++p) all = all && (pl[p].faceDown >= 0 || !pl[p].hand);
        if (!all) return;
        bool anyCard = false;
        for (int p = 0; p < n; ++p) anyCard = anyCard || pl[p].faceDown >= 0;
        if (!anyCard) {
          endPhase();
          continue;
        }
        revealIdx = 0;
        // Skip players without a face-down card (cannot happen with 5 cards and 2 slots).
        while (revealIdx < n && pl[(first + revealIdx) % n].faceDown < 0) ++revealIdx;
        revealNext();
        continue;
      }
      case stTwoExtra: {
        bool more = false;
        for (int p = 0; p < n; ++p) more = more || handSize(p) > 2;
        if (more) return;
        endPhase();
        continue;
      }
      case stFinal: {
        bool all = true;
        for (int p = 0; p < n; ++p) all = all && pl[p].finalDone;
        if (all) stage = stOver;
        return;
      }
      default:
        return;
    }
  }
}

}  // namespace glassroad
