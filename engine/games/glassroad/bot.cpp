// For the shared bots: the heuristic value of a position, determinization
// (what a seat cannot see, resampled) and playout weights.
#include <algorithm>
#include <cmath>

#include "outlook.hpp"
#include "state.hpp"

namespace glassroad {

namespace {
// Rough worth of resources in points (p. 19, Uwe: a glass is worth about 5
// basic resources, a brick 3).
constexpr double kBasicWorth = 0.15, kGlassWorth = 0.8, kBrickWorth = 0.5;
double worth(int r) { return r == rGlass ? kGlassWorth : r == rBrick ? kBrickWorth : kBasicWorth; }

// Whether ability i of card builds (Annexe 1: the cultivator's, supplier's and
// carpenter's second, both of the builder's).
bool buildAbility(int card, int i) { return card == builder || (i == 1 && outlook::buildsWith(card)); }

// What the seat's pending decisions still promise, so that a one-step look-ahead
// pays and plays cards.
double promised(const GlassState& s, int p) {
  double v = 0;
  for (const ludo::Decision& d : s.decisions.items()) {
    if (d.player != p) continue;
    switch (d.kind) {
      case dCardAbility: {
        const int left = d.b ? 2 - __builtin_popcount(d.c) : (d.c ? 0 : 1);
        if (s.solo && left > 0) {
          // Solo: a building ability still to use is worth the best building it can pay for.
          bool build = false;
          for (int i = 0; i < 2; ++i) build |= !(d.c & (1 << i)) && buildAbility(d.a, i);
          v += 0.2 * left + (build ? 0.8 * outlook::bestAffordable(s, p) : 0.0);
          break;
        }
        v += 0.2 * left;  // kept below what an ability brings, above a payment's worth
        break;
      }
      case dGain: {
        double best = 0;
        for (int r = 0; r < kRes; ++r)
          if (d.a & (1 << r))
            for (int w = 0; w < 2; ++w)
              if (onWheel(w, r) && (d.c < 0 || d.c == w))
                best = std::max(best, worth(r) * std::min<int>(d.b, s.gainCap(p, r, w)));
        v += best;
        break;
      }
      case dBuild:
        v += s.solo ? 0.9 * outlook::bestAffordable(s, p) : 0.5;
        break;
      case dPlaceTerrain:
        v += 0.15 * std::max<int>(1, d.c);
        break;
      case dRepeat:
      case dTavern:
        v += 0.3;
        break;
      default:
        break;
    }
  }
  return v;
}
}  // namespace

// The share of the game still to play, from 1 (first pick) to 0 (the final
// window): cards still to be played over all the cards of the game.
double GlassState::gameLeft() const {
  if (stage == stFinal || stage == stOver) return 0.0;
  // Solo: every chosen card but one is played (Le jeu solo, p. 10); with more
  // players about four cards a phase (three rounds and the forced plays).
  const auto& cards = data().soloCards;  // data() once, not once a phase: evaluate reads gameLeft often
  auto plays = [&](int ph) { return solo ? cards[ph % 7] - 1 : 4; };
  int total = 0, done = 0;
  for (int ph = 0; ph < phases; ++ph) {
    total += plays(ph);
    if (ph < phase) done += plays(ph);
  }
  done += std::min(plays(phase), __builtin_popcount(pl[0].played));
  return total > 0 ? std::clamp(1.0 - static_cast<double>(done) / total, 0.0, 1.0) : 0.0;
}

double GlassState::evaluate(int seat) const {
  const Data& D = data();
  // Resources, tiles and conversion buildings are only worth what they can
  // still become: their worth fades over the last third of the game and is
  // nothing at the end, where only points count (p. 9).
  const double fade = std::min(1.0, 3.0 * gameLeft());
  auto value = [&](int p) {
    const Player& P = pl[p];
    double v = halfPoints(p) / 2.0;
    if (stage == stOver) return v;
    double later = 0;
    if (solo) {
      later += outlook::wheels(*this, p);
    } else {
      for (int w = 0; w < 2; ++w)
        for (int r = 0; r < kRes; ++r) later += worth(r) * P.wheel[w][r];
    }
    // Landscape tiles feed the craftsmen; clearing them only pays once a building needs the room.
    later += 0.15 * (count(p, sqQuarry) + count(p, sqGrove) + count(p, sqPond));
    // Conversion buildings keep paying off for the rest of the game.
    for (int q = 0; q < D.squares; ++q) {
      const Square& x = P.sq[q];
      if (x.kind == sqBuilding && x.building < kTiles && D.buildings[x.building].kind == bkConversion)
        later += 1.0;
    }
    v += fade * later;
    v += 0.1 * static_cast<double>(P.offer.size());
    // Solo: the cards still in hand, building cards by the buildings within reach.
    if (solo) v += outlook::hand(*this, p);
    v += promised(*this, p);
    return v;
  };
  const double mine = value(seat);
  if (n == 1) return std::clamp(mine / 80.0, 0.0, 1.0);
  double best = -1e9;
  for (int p = 0; p < n; ++p)
    if (p != seat) best = std::max(best, value(p));
  if (stage == stOver) {
    if (mine > best) return 1.0;
    if (mine == best) return 0.5;
    return 0.0;
  }
  return 0.5 + 0.5 * std::tanh((mine - best) / 8.0);
}

std::unique_ptr<ludo::State> GlassState::determinize(int seat, uint64_t seed) const {
  auto s = std::make_unique<GlassState>(*this);
  s->rng.seed(seed, 77);
  // The piles' order is hidden: start from a canonical (sorted) order so the
  // sample depends on the seed and what the seat sees, never on the real order.
  for (int row = 0; row < 3; ++row) {
    std::sort(s->pile[row].begin(), s->pile[row].end());
    std::sort(s->aside[row].begin(), s->aside[row].end());
    s->rng.shuffle(s->pile[row]);
    s->rng.shuffle(s->aside[row]);
  }
  if (solo) return s;
  unsigned othersPlayed = 0;
  for (int p = 0; p < n; ++p) othersPlayed |= pl[p].played;
  for (int p = 0; p < n; ++p) {
    if (p == seat) continue;
    Player& P = s->pl[p];
    if (stage == stPick) {
      const int k = __builtin_popcount(P.chosen);
      std::vector<int> all;
      for (int c = 0; c < kCards; ++c) all.push_back(c);
      s->rng.shuffle(all);
      P.chosen = P.hand = 0;
      for (int i = 0; i < k; ++i) P.chosen = P.hand = static_cast<uint16_t>(P.hand | (1u << all[i]));
      continue;
    }
    if (stage == stFinal || stage == stOver) continue;
    const int h = handSize(p);
    const bool fd = P.faceDown >= 0;
    std::vector<int> pool;
    for (int c = 0; c < kCards; ++c)
      if (!(P.played & (1u << c))) pool.push_back(c);
    s->rng.shuffle(pool);
    int face = -1;
    if (fd) {
      face = pool.back();
      pool.pop_back();
    }
    // A seat with a free slot would have had to play any card revealed so far.
    std::vector<int> fit, rest;
    for (int c : pool) ((P.slots < kForcedSlots && (othersPlayed & (1u << c))) ? rest : fit).push_back(c);
    fit.insert(fit.end(), rest.begin(), rest.end());
    P.hand = 0;
    for (int i = 0; i < h && i < static_cast<int>(fit.size()); ++i)
      P.hand = static_cast<uint16_t>(P.hand | (1u << fit[i]));
    P.faceDown = static_cast<int8_t>(face);
    P.chosen = static_cast<uint16_t>(P.hand | P.played | (face >= 0 ? 1u << face : 0u));
  }
  return s;
}

// Solo: a playout drawn from playoutWeight alone wastes resources and cards that
// the evaluation then misjudges; taking the best-valued real action one step in
// two raised solo `hard` (docs/bots.md, "Glass Road solo: what holds it back").
// With more players it was not measured, and their games decide as before.
double GlassState::greedyPlayoutShare() const { return solo ? 0.5 : 0.0; }

double GlassState::playoutWeight(int player, const ludo::Action& a) const {
  const ludo::Decision* top = decisions.empty() ? nullptr : &decisions.top();
  if (solo) {
    // Solo: pick cards for the buildings within reach, build when it pays.
    if (a.type == aPick) return outlook::pickWeight(*this, player, a.arg[0]);
    if (a.type == aAbility && top && top->kind == dCardAbility && buildAbility(top->a, a.arg[0])) {
      const double best = outlook::bestAffordable(*this, player);
      return best > 0 ? 2.0 + best : 0.05;
    }
    if (a.type == aPlay && outlook::buildsWith(a.arg[0]))
      return 1.0 + 2.0 * (outlook::bestAffordable(*this, player) > 0);
  }
  switch (a.type) {
    case aConvert:
      return 0.15;
    case aRemoveTerrain:
      if (top && (top->kind == dBuild || top->kind == dPlaceTerrain) && !hasEmptySquare(player)) return 0.6;
      return 0.02;
    case aBuild: {
      // Buildings that score first, the more so as the game runs out; a
      // conversion building has less and less time left to pay off.
      const BuildingDef& def = data().buildings[a.arg[0]];
      const double left = gameLeft();
      double w = 4.0 * (1.0 + 0.5 * std::max(0, def.points));
      if (def.kind == bkPoints) w *= 2.0 - left;
      if (def.kind == bkConversion) w *= 0.25 + 0.75 * left;
      return w;
    }
    case aGain:
      return 1.0 + a.arg[2] * a.arg[2];
    case aPass:
      if (!top) return 1.0;  // final window: done
      switch (top->kind) {
        case dCardPay:
          return 0.1;
        case dCardAbility:
          return 0.05;
        case dGain:
          return 0.1;
        case dBuild:
          return 0.3;
        case dRepeat:
          return 1.0;
        default:
          return 0.2;
      }
    default:
      return 1.0;
  }
}

}  // namespace glassroad
