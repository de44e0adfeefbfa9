// Craftsman cards: resolving a card (Résoudre une carte Artisan, p. 6), its
// payment, one or both abilities, and every ability (Annexe 1 : les cartes
// Artisan, p. 12–14).
#include "state.hpp"

namespace glassroad {

using ludo::Action;
using ludo::Decision;

// p. 6: pay once before using one or both abilities.
void GlassState::startResolution(const Resolution& r) {
  decisions.push(decision(dCardAbility, r.player, r.card, r.both, 0));
  if (data().cards[r.card].payment != payNone)
    decisions.push(decision(dCardPay, r.player, r.card, r.both, 0));
}

// --- dCardPay: a: card. Pay, or play the card without using it.
void cardPayLegal(const GlassState& s, const Decision& d, std::vector<Action>& out) {
  const Player& P = s.pl[d.player];
  switch (data().cards[d.a].payment) {
    case payFood:
    case payCoal: {
      const int r = data().cards[d.a].payment == payFood ? rFood : rCoal;
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
    case payForest:
      for (int f : s.forests(d.player)) out.push_back(act(aPay, -1, f));
      break;
    default:
      break;
  }
  out.push_back(act(aPass));  // play the card without using it
}

void cardPayApply(GlassState& s, const Decision& d, const Action& a) {
  const int p = d.player;
  if (a.type == aPass) {
    s.decisions.pop();  // the card counts as played, unused: its ability decision goes
    return;
  }
  switch (data().cards[d.a].payment) {
    case payFood:
      s.take(p, rFood, a.arg[0], 1);
      break;
    case payCoal:
      s.take(p, rCoal, a.arg[0], 1);
      break;
    case payWood:
      s.take(p, rWood, wGlass, 1);
      break;
    case payWater:
      s.take(p, rWater, wGlass, 1);
      break;
    case payForest:
      s.removeForest(p, a.arg[1]);
      break;
    default:
      break;
  }
  s.settle(p);
}

void cardPayJson(const GlassState&, const Decision& d, ludo::Json& out) {
  out["card"] = data().cards[d.a].id;
}

// --- dCardAbility: a: card, b: both abilities, c: the abilities used (bits).
void cardAbilityLegal(const GlassState&, const Decision& d, std::vector<Action>& out) {
  for (int i = 0; i < 2; ++i)
    if (!(d.c & (1 << i))) out.push_back(act(aAbility, i));
  out.push_back(act(aPass));
}

void cardAbilityApply(GlassState& s, const Decision& d, const Action& a) {
  if (a.type == aPass) return;
  const int i = a.arg[0];
  const int used = d.c | (1 << i);
  if (d.b && used != 3) {
    Decision again = d;
    again.c = static_cast<int16_t>(used);
    s.decisions.push(again);  // the other ability stays to be used, after this one
  }
  s.useAbility(d.player, d.a, i);
}

void cardAbilityJson(const GlassState&, const Decision& d, ludo::Json& out) {
  out["card"] = data().cards[d.a].id;
  out["both"] = d.b != 0;
  out["used"] = ludo::Json::array({(d.c & 1) != 0, (d.c & 2) != 0});
}

// Annexe 1, p. 12–14: the cards whose abilities only give goods (i = 0 first,
// 1 second); false for any other card.
static bool goodsAbility(GlassState& s, int p, int card, int i) {
  switch (card) {
    case clearing_farmer:
      gains(s, p, {{resMask(i == 0 ? rCoal : rFood), 2, -1}});
      return true;
    case woodcutter:
      gains(s, p, {{resMask(rWood), 2, -1}});
      return true;
    case clay_digger:
      gains(s, p, {{resMask(rClay), 2, -1}});
      return true;
    case fuel_merchant:
      if (i == 0)
        gains(s, p, {{resMask(rCoal), s.handSize(p), -1}});
      else
        gains(s, p, {{resMask(rWood), 2, -1}});
      return true;
    case charcoal_burner:
      gains(s, p, {{resMask(rCoal), 3, -1}});
      return true;
    case fisherman:
      if (i == 0)
        gains(s, p, {{resMask(rFood), 2, -1}});
      else
        gains(s, p, {{resMask(rFood), s.count(p, sqPond), -1}});
      return true;
    case water_carrier:
      if (i == 0)
        gains(s, p, {{resMask(rWater), 2, -1}, {resMask(rWood), 1, -1}});
      else
        gains(s, p, {{resMask(rWater), 2, -1}, {resMask(rSand), 1, -1}});
      return true;
    default:
      return false;
  }
}

// Annexe 1, p. 12–14: each ability of each card (i = 0 first, 1 second): the
// cards that place landscape, build or draw here, the others in goodsAbility.
void GlassState::useAbility(int p, int card, int i) {
  if (goodsAbility(*this, p, card, i)) return;
  const int quarry = 1 << sqQuarry, grove = 1 << sqGrove, pond = 1 << sqPond;
  switch (card) {
    case feudal_lord:
      if (i == 0) {
        for (int row = 0; row < 3; ++row) drawInto(row, pl[p].offer);
      } else {
        gains(*this, p, {{resMask(rWood), 1, -1}, {resMask(rClay), 1, -1}});
      }
      break;
    case worker:
      if (i == 0) {
        gains(*this, p, {{resMask(rClay), 1, -1}});
        pushPlaceTerrain(p, quarry);
      } else {
        gains(*this, p, {{resMask(rSand) | resMask(rClay), count(p, sqQuarry), -1}});
      }
      break;
    case forester:
      if (i == 0) {
        gains(*this, p, {{resMask(rWood), 1, -1}});
        pushPlaceTerrain(p, grove);
      } else {
        gains(*this, p, {{resMask(rFood) | resMask(rWood), count(p, sqGrove), -1}});
      }
      break;
    case pond_builder:
      if (i == 0)
        pushPlaceTerrain(p, pond);
      else
        gains(*this, p, {{resMask(rSand) | resMask(rWater), count(p, sqPond), -1}});
      break;
    case cultivator:
      if (i == 0)
        pushPlaceTerrain(p, kAllTerrain);
      else
        pushBuild(p);
      break;
    case supplier:
      // Fournisseur, p. 13: name a basic resource, take up to 2 (solo 1), then each opponent gets 1.
      if (i == 0)
        pushGain(p, kBasicMask, solo ? 1 : 2, -1, gfTxnEnd | gfSupplier);
      else
        pushBuild(p);
      break;
    case builder:
      pushBuild(p);
      break;
    case carpenter:
      if (i == 0)
        gains(*this, p, {{resMask(rWood), 1, -1}});
      else
        pushBuild(p);
      break;
    default:
      break;
  }
}

}  // namespace glassroad
