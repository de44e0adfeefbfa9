// The herd (Deck Building, p. 6): drawing (the discard pile reshuffled only
// when a card must be drawn), discarding, acquiring; support and bonus cards
// (appendix) and objective cards (p. 17), played before phase A or before or
// after an action of phase B, then a card drawn; exchange tokens (p. 18) at
// any decision; gold spent on the bonus-card offer (p. 18).
#include <algorithm>

#include "kinds.hpp"

namespace gwtnz {

bool GwtState::isSheep(int card) const { return data().cards[card].kind == ckSheep; }

int GwtState::drawCards(int p, int k) {
  Player& P = pl[p];
  int got = 0;
  for (int i = 0; i < k; ++i) {
    if (P.deck.empty()) {
      if (P.discard.empty()) break;
      P.deck.swap(P.discard);
      rng.shuffle(P.deck);
    }
    P.hand.push_back(P.deck.back());
    P.deck.pop_back();
    ++got;
  }
  if (got > 0) revealed = true;
  return got;
}

void GwtState::discardCard(int p, int card) {
  Player& P = pl[p];
  auto it = std::find(P.hand.begin(), P.hand.end(), static_cast<int16_t>(card));
  if (it == P.hand.end()) return;
  P.hand.erase(it);
  P.discard.push_back(static_cast<int16_t>(card));
}

// Acquired cards go face up on the discard pile (bonus set 5: on the draw pile).
void GwtState::gainCard(int p, int card) {
  if (pl[p].onDeck)
    pl[p].deck.push_back(static_cast<int16_t>(card));
  else
    pl[p].discard.push_back(static_cast<int16_t>(card));
}

// A card from a support pile or a bonus-card stack; nothing when it is empty.
bool GwtState::gainFromPile(int p, int g) {
  Cards* pile = nullptr;
  switch (g) {
    case cgRomney:
      pile = &supportPile[kSupportTypes];
      break;
    case cgSheepdog:
      pile = &supportPile[supSheepdog];
      break;
    case cgFerry:
      pile = &supportPile[supFerry];
      break;
    case cgKotare:
      pile = &supportPile[supKotare];
      break;
    case cgWheel:
    case cgBarrel:
    case cgBell:
    case cgCompass:
      pile = &bonusStack[g - cgWheel];
      break;
    case cgObjective:
      push(dObjective, p, 1);
      return true;  // p. 10: from the offer
    default:
      return false;
  }
  if (pile->empty()) return false;
  gainCard(p, pile->back());
  pile->pop_back();
  return true;
}

int GwtState::handCardOfBreed(int p, int breed) const {
  for (int16_t c : pl[p].hand)
    if (data().cards[c].kind == ckSheep && data().cards[c].breed == breed) return c;
  return -1;
}

const std::vector<int16_t>& distinctCards(const GwtState& s, int p, bool sheepOnly) {
  thread_local std::vector<int16_t> out;  // reused: listing actions allocates nothing
  out.clear();
  const std::vector<CardDef>& defs = data().cards;
  for (int16_t c : s.pl[p].hand) {
    if (sheepOnly && !s.isSheep(c)) continue;
    bool dup = false;
    const int16_t def = defs[c].def;  // interchangeable cards share it
    for (int16_t o : out) dup = dup || defs[o].def == def;
    if (!dup) out.push_back(c);
  }
  return out;
}

// The actions allowed at any decision of a player's: exchange tokens; in the free
// windows of phases A and B, cards; and in the whole of one's own phases A and B,
// the bonus-card offer.
void GwtState::addAnytime(int p, bool cards, std::vector<Action>& out) const {
  const Player& P = pl[p];
  if (P.tokens >= 1 && (!P.deck.empty() || !P.discard.empty())) out.push_back(act(aExchange, 0));
  if (P.tokens >= 2 && handCardOfBreed(p, 0) >= 0) out.push_back(act(aExchange, 1));
  if (cards) addCardPlays(p, out);
  // Gold buys a bonus card « Durant la phase A ou B » (Recevoir de l'or et le dépenser, p. 18):
  // in the windows, and also in the middle of one's own move and actions (not during the first
  // turn's set-up steps, nor in another player's turn).
  if (!cards && (p != current || !P.firstTurnDone)) return;
  for (int k = 0; k < 4; ++k)
    if (!bonusStack[k].empty() && P.gold >= data().headerCost[k]) out.push_back(act(aBuyBonus, k));
}

// One play per distinct card, in hand order (as distinctCards, sheep skipped:
// sheep cards are not played).
void GwtState::addCardPlays(int p, std::vector<Action>& out) const {
  const std::vector<CardDef>& defs = data().cards;
  thread_local std::vector<int16_t> listed;  // defs listed so far; reused
  listed.clear();
  for (int16_t c : pl[p].hand) {
    const CardDef& d = defs[c];
    if (d.kind == ckSheep || std::find(listed.begin(), listed.end(), d.def) != listed.end()) continue;
    listed.push_back(d.def);
    if (d.kind == ckSupport) {
      out.push_back(act(aPlayCard, c, 0));
      out.push_back(act(aPlayCard, c, 1));
    } else if (d.kind == ckBonus) {
      const bool two = d.bonusAction == baPoundOrWarehouse3 || d.bonusAction == baPoundOrOnDeck ||
                       d.bonusAction == baPoundsOrUpgrade;
      out.push_back(act(aPlayCard, c, 0));
      if (two) out.push_back(act(aPlayCard, c, 1));
      out.push_back(act(aPlayCard, c, 2));
    } else if (d.kind == ckObjective) {
      out.push_back(act(aPlayCard, c, 0));
      out.push_back(act(aPlayCard, c, 1));
    }
  }
}

bool GwtState::applyAnytime(int p, const Action& a) {
  Player& P = pl[p];
  switch (a.type) {
    case aExchange:
      if (a.arg[0] == 0) {
        --P.tokens;
        push(dDrawUpTo, p, 2, 0);
      } else {
        // Two tokens: a starting Shropshire leaves the game, and 1 gold.
        P.tokens -= 2;
        auto it = std::find(P.hand.begin(), P.hand.end(), static_cast<int16_t>(handCardOfBreed(p, 0)));
        P.hand.erase(it);
        addGold(p, 1);
      }
      return true;
    case aPlayCard:
      playCard(p, a.arg[0], a.arg[1]);
      return true;
    case aBuyBonus:
      buyBonusCard(p, a.arg[0]);
      return true;
    default:
      return false;
  }
}

void GwtState::playCard(int p, int card, int option) {
  Player& P = pl[p];
  const CardDef& d = data().cards[card];
  P.hand.erase(std::find(P.hand.begin(), P.hand.end(), static_cast<int16_t>(card)));
  if (d.kind == ckObjective) {
    // p. 17: into the objective zone, then its immediate action (or not).
    P.objectives.push_back(static_cast<int16_t>(card));
    if (option != 0) return;
    switch (data().objectives[d.objective].immediate) {
      case imGain4:
        P.money += 4;
        break;
      case imExchange2:
        P.tokens += 2;
        break;
      case imCert2:
        addCerts(p, 2);
        break;
      case imExplore2:
        addExplore(p, 2);
        break;
      case imBoat2:
        push(dBoat, p, 2);
        break;
    }
    return;
  }
  P.discard.push_back(static_cast<int16_t>(card));
  push(dAutoDraw, p, 1);  // the appendix: draw only after the card's action
  if (d.kind == ckSupport) {
    if (option == 0)
      for (const Effect& e : data().supportEffect[d.support][0]) doEffect(p, e, 0, -1);
    return;
  }
  switch (d.bonusAction) {
    case baPoundPerObjective:
      if (option == 0) P.money += static_cast<int>(P.objectives.size());
      break;
    case baPoundAndExplore:
      if (option == 0) {
        P.money += 1;
        addExplore(p, 1);
      }
      break;
    case baPoundOrWarehouse3:
      if (option == 0) P.money += 1;
      if (option == 1) push(dWarehouseRange, p, 3);
      break;
    case baPoundOrOnDeck:
      if (option == 0) P.money += 1;
      if (option == 1) P.onDeck = true;
      break;
    case baPoundsOrUpgrade:
      if (option == 0) P.money += 2;
      if (option == 1) push(dBuild, p, 0, 1);
      break;
    default:
      break;
  }
}

void GwtState::buyBonusCard(int p, int k) {
  pl[p].gold -= data().headerCost[k];
  gainCard(p, bonusStack[k].back());
  bonusStack[k].pop_back();
}

// p. 17: a card of the offer (refilled from the deck) or the deck's top card.
void GwtState::takeObjective(int p, int index) {
  if (index < 0 || index >= static_cast<int>(objectiveOffer.size())) {
    gainCard(p, objectiveDeck.back());
    objectiveDeck.pop_back();
    revealed = true;
    return;
  }
  gainCard(p, objectiveOffer[index]);
  objectiveOffer.erase(objectiveOffer.begin() + index);
  if (!objectiveDeck.empty()) {
    objectiveOffer.push_back(objectiveDeck.back());
    objectiveDeck.pop_back();
    revealed = true;
  }
}

// d.a: from the offer only (a delivery action).
void legalObjective(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  for (size_t i = 0; i < s.objectiveOffer.size(); ++i) out.push_back(act(aObjective, static_cast<int>(i)));
  if (!d.a && !s.objectiveDeck.empty()) out.push_back(act(aObjective, 4));
  if (out.empty()) out.push_back(act(aPass));
}

void applyObjective(GwtState& s, const Decision& d, const Action& a) {
  if (a.type == aObjective) s.takeObjective(d.player, a.arg[0]);
}

// d.a: how many at most, d.b: drawn so far; then discard as many as drawn.
void legalDrawUpTo(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  const Player& P = s.pl[d.player];
  if (d.b < d.a && (!P.deck.empty() || !P.discard.empty())) out.push_back(act(aDraw));
  out.push_back(act(aPass));
  s.addAnytime(d.player, false, out);
}

void applyDrawUpTo(GwtState& s, const Decision& d, const Action& a) {
  if (a.type == aDraw && s.drawCards(d.player, 1) == 1) {
    s.push(dDrawUpTo, d.player, d.a, d.b + 1);
    return;
  }
  if (d.b > 0) s.push(dDiscardN, d.player, d.b);
}

void legalDiscardN(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  const std::vector<int16_t>& cards = distinctCards(s, d.player, false);
  for (int16_t c : cards) out.push_back(act(aDiscard, c));
  if (cards.empty()) out.push_back(act(aPass));
}

void applyDiscardN(GwtState& s, const Decision& d, const Action& a) {
  if (a.type != aDiscard) return;
  s.discardCard(d.player, a.arg[0]);
  if (d.a > 1 && !s.pl[d.player].hand.empty()) s.push(dDiscardN, d.player, d.a - 1);
}

}  // namespace gwtnz
