// Rule items of the third review: the rulebook's remaining worked examples
// and the icons the text describes, as tests.
#include <map>

#include "helpers.hpp"

using namespace gwt;

namespace {
// The first route node with the risky-terrain action `risky`.
int riskyNode(int risky) {
  for (size_t x = 0; x < data().nodes.size(); ++x)
    if (data().nodes[x].risky == risky) return static_cast<int>(x);
  return -1;
}
}  // namespace

// « Phase B », p. 8, example: Marie ends her move on one of her buildings and
// may take each of its actions in any order: 1. discard two sheep of one breed
// for 3 pounds, 2. invest in a bonus tile, 3. « l'action spéciale en défaussant
// une carte Mouton de sa main afin d'avancer son marqueur Or d'une case ».
// Actions 1 and 2 are building 3b's (appendix); the third is the risky-terrain
// action her building's space adds (« l'action s'ajoute aux actions de ce
// bâtiment »), the discard example of Les actions, p. 12: « Défaussez exactement
// 1 carte Mouton de la race de votre choix. Avancez votre marqueur Or d'une case. »
TEST_CASE(
    "Phase B example, p. 8: building 3b on a risky space: 2 alike for 3 pounds, invest, a sheep for a gold",
    "[gwtnz]") {
  Pos pos("gwtnz", 2, 7, firstGame());
  GwtState& s = *pos;
  const int node = riskyNode(0);
  REQUIRE(node >= 0);
  s.side[2] = 1;         // building 3 on its b side
  build(s, 0, node, 2);  // Marie's 3b on the risky space
  phaseBAt(s, 0, node);
  Player& P = s.pl[0];
  setHand(s, 0, {brEnglishLeicester, brEnglishLeicester, brMerino, brShropshire});
  P.money = 5;
  P.gold = 1;
  ActionList scratch;
  const ActionList* list = s.locationActions(0, node, scratch);
  REQUIRE(list->size() == 3);  // 3b's two actions and the risky-terrain action
  CHECK((*list)[2][0].op == opDiscardAnyGold);
  // 3. the special action first (any order): a Merino for a gold, no pounds.
  pos.play(0, loc(2, 0, brMerino));
  CHECK(P.gold == 2);
  CHECK(P.money == 5);
  CHECK(P.hand.size() == 3);
  // 1. two English Leicester for 3 pounds.
  pos.play(0, loc(0, 0, brEnglishLeicester));
  CHECK(P.money == 8);
  CHECK(P.hand.size() == 1);
  // 2. the investment is still hers; a simple auxiliary action no longer is.
  CHECK(pos.find(0, {{"type", "aux"}}).empty());
  CHECK_FALSE(pos.isLegal(0, loc(0, 0, brEnglishLeicester)));
  CHECK_FALSE(pos.isLegal(0, loc(2, 0, brShropshire)));  // each action once
  int tokenTile = -1;
  for (size_t t = 0; t < data().bonusTiles.size(); ++t)
    if (data().bonusTiles[t].effect == teToken && data().bonusTiles[t].costMod == 0)
      tokenTile = static_cast<int>(t);
  s.bonusMarket[0][3] = static_cast<int8_t>(tokenTile);  // a tile of the top row, 3 pounds
  const int tokens = P.tokens;
  pos.play(0, loc(1));
  pos.play(0, {{"type", "invest"}, {"row", 0}, {"col", 3}});
  CHECK(P.money == 8 - data().bonusCost[0]);
  CHECK(P.tokens == tokens + 1);
}

// The risky-terrain actions belong to the building's owner only (« ne peut donc
// être effectuée que par son propriétaire », Phase B, p. 8) and ask the discard
// condition in full (Les actions, p. 12).
TEST_CASE(
    "Risky terrain, p. 8 and p. 12: a sheep discarded for a gold or a certificate; nothing without a sheep",
    "[gwtnz]") {
  Pos pos("gwtnz", 2, 7, firstGame());
  GwtState& s = *pos;
  const int goldNode = riskyNode(0), certNode = riskyNode(2);
  REQUIRE(certNode >= 0);
  build(s, 0, certNode, 0);  // building 1a on the certificate space
  phaseBAt(s, 0, certNode);
  Player& P = s.pl[0];
  setHand(s, 0, {brSouthdown});
  P.certs = 1;
  const int gold = P.gold;
  ActionList scratch;
  const ActionList* list = s.locationActions(0, certNode, scratch);
  REQUIRE(list->size() == 3);
  CHECK((*list)[2][0].op == opDiscardAnyCert);
  pos.play(0, loc(2, 0, brSouthdown));
  CHECK(P.certs == 2);
  CHECK(P.gold == gold + 1);  // the marker reached 2 (p. 12)
  CHECK(P.hand.empty());
  // At the certificate limit there is nothing to gain: not offered.
  Pos full("gwtnz", 2, 7, firstGame());
  build(*full, 0, certNode, 0);
  phaseBAt(*full, 0, certNode);
  setHand(*full, 0, {brSouthdown});
  full->pl[0].certs = full->certLimit(0);
  CHECK(full.find(0, {{"type", "location"}, {"action", 2}}).empty());
  // With 5 gold (the limit, p. 12) the gold space's action gives nothing: not offered.
  Pos rich("gwtnz", 2, 7, firstGame());
  build(*rich, 0, goldNode, 0);
  phaseBAt(*rich, 0, goldNode);
  setHand(*rich, 0, {brSouthdown});
  rich->pl[0].gold = data().goldLimit;
  CHECK(rich.find(0, {{"type", "location"}, {"action", 2}}).empty());
  // Without a sheep in hand the gold space's action cannot be taken.
  Pos none("gwtnz", 2, 7, firstGame());
  build(*none, 0, goldNode, 0);
  phaseBAt(*none, 0, goldNode);
  none->pl[0].hand.clear();
  CHECK(none.find(0, {{"type", "location"}, {"action", 2}}).empty());
  // Another player's building on a risky space: only a simple auxiliary action.
  Pos other("gwtnz", 2, 7, firstGame());
  build(*other, 1, goldNode, 0);
  phaseBAt(*other, 0, goldNode);
  CHECK(other.find(0, {{"type", "location"}}).empty());
  CHECK_FALSE(other.find(0, {{"type", "aux"}}).empty());
}

// Building H, action 1 (appendix: « Tondez un mouton »), is the discard example
// of Les actions, p. 12: « Défaussez exactement 1 carte Mouton de la race de
// votre choix. Recevez autant de livres que la valeur totale de lainage de cette
// carte (incluant votre laine permanente). » Exactly one sheep, never none: the
// permanent wool alone is sold only by the shearing actions that allow « un
// nombre inférieur ou égal » (p. 16, ASSUMPTIONS.md).
TEST_CASE(
    "Building H, p. 12 and appendix: « Tondez un mouton » discards exactly 1 sheep, wool value + permanent "
    "wool",
    "[gwtnz]") {
  Pos pos("gwtnz", 2, 9, firstGame());
  GwtState& s = *pos;
  const int h = neutralNode('H');
  phaseBAt(s, 0, h);
  Player& P = s.pl[0];
  s.removeDisc(0, 9);  // 1 permanent wool
  setHand(s, 0, {brLincoln, brMerino});
  P.money = 0;
  pos.play(0, loc(0));
  REQUIRE(phase(pos) == "shear");
  CHECK_FALSE(pos.isLegal(0, {{"type", "shear"}, {"breeds", 0}}));
  CHECK_FALSE(pos.isLegal(0, {{"type", "shear"}, {"breeds", (1 << brLincoln) | (1 << brMerino)}}));
  CHECK(pos.isLegal(0, {{"type", "shear"}, {"breeds", 1 << brMerino}}));
  pos.play(0, {{"type", "shear"}, {"breeds", 1 << brLincoln}});
  CHECK(P.money == 5);  // Lincoln 4 + 1 permanent wool
  CHECK(P.hand.size() == 1);
  // With the permanent wool but no sheep in hand, H's shearing is not offered.
  Pos empty("gwtnz", 2, 9, firstGame());
  phaseBAt(*empty, 0, h);
  empty->removeDisc(0, 9);
  empty->pl[0].hand.clear();
  CHECK(empty.find(0, {{"type", "location"}, {"action", 0}}).empty());
  // Building E (shearers) still sells the permanent wool alone (the recorded reading).
  Pos e("gwtnz", 2, 9, firstGame());
  phaseBAt(*e, 0, neutralNode('E'));
  e->removeDisc(0, 9);
  e->pl[0].hand.clear();
  e.play(0, loc(0));
  CHECK(e.isLegal(0, {{"type", "shear"}, {"breeds", 0}}));
}

// « Phase C », p. 11, example: Marie's hand limit is 5 (one hand slot freed);
// 3 cards left in hand, 1 in her draw pile: she draws it, then shuffles her
// discard pile into a new draw pile (only then, Deck Building, p. 6) and draws
// the second card.
TEST_CASE(
    "Phase C example, p. 11: limit 5, 3 in hand, 1 card left in the draw pile, then the discard reshuffled",
    "[gwtnz]") {
  Pos pos("gwtnz", 2, 3, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('A'));
  Player& P = s.pl[0];
  P.money = 10;
  s.removeDisc(0, 11);  // the left hand slot (3 pounds)
  REQUIRE(s.handLimit(0) == 5);
  setHand(s, 0, {brShropshire, brSouthdown, brMerino});
  // Every other card of hers on the discard pile but one support card on the draw pile.
  for (int16_t c : P.deck) P.discard.push_back(c);
  P.deck.clear();
  const int16_t kotare = takeSupport(s, supKotare);
  P.deck.push_back(kotare);
  const size_t discards = P.discard.size();
  REQUIRE(discards >= 2);
  pos.play(0, pass());  // ends phase B: phase C draws up to the limit
  CHECK(P.hand.size() == 5);
  CHECK(std::find(P.hand.begin(), P.hand.end(), kotare) != P.hand.end());
  CHECK(P.discard.empty());
  CHECK(P.deck.size() == discards - 1);
  CHECK(s.current == 1);  // the support card drawn was not played: the next turn began
}

// « Déplacer votre bateau », p. 15, example: with 3 sailors Marie moves her boat
// 2 spaces and spends the last move on the port reached, paying 2 pounds for a
// warehouse, and takes the port's Kōtare card; the upgrade ends the action.
TEST_CASE(
    "Boat example, p. 15: 3 sailors, 2 spaces, the third move upgrades a small port for 2 pounds, a Kōtare",
    "[gwtnz]") {
  Pos pos("gwtnz", 2, 3, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('D'));
  Player& P = s.pl[0];
  P.workers[wSailor] = 3;
  P.money = 5;
  int port = -1;
  for (size_t i = 0; i < data().ports.size(); ++i)
    if (data().ports[i].type == ptSmall && data().ports[i].card == cgKotare) port = static_cast<int>(i);
  REQUIRE(port >= 0);
  const int space = data().ports[port].space;
  REQUIRE(s.seaDistance(0, space) == 2);
  s.portWarehouses[port] = 2;  // two warehouses of others there: the free slot costs 2
  REQUIRE(s.smallPortCost(port) == 2);
  pos.play(0, loc(0));  // D: as many spaces as sailors
  REQUIRE(phase(pos) == "boat");
  for (int x = 0; x < data().seaSpaces && s.boat[0] != space;) {
    // Step along the route towards the port.
    int next = -1;
    for (int8_t y : data().seaAdj[s.boat[0]])
      if (s.seaDistance(y, space) < s.seaDistance(s.boat[0], space)) next = y;
    REQUIRE(next >= 0);
    pos.play(0, {{"type", "boat"}, {"space", next}});
    ++x;
  }
  REQUIRE(phase(pos) == "boat");  // one move left
  const int kotares = static_cast<int>(s.supportPile[supKotare].size());
  pos.playMatching(0, {{"type", "upgrade"}, {"port", port}});
  CHECK(P.money == 3);
  CHECK(P.warehousesOff != 0);
  CHECK(static_cast<int>(s.supportPile[supKotare].size()) == kotares - 1);
  CHECK(data().cards[P.discard.back()].kind == ckSupport);
  CHECK(data().cards[P.discard.back()].support == supKotare);
  CHECK(phase(pos) == "phaseB");  // the upgrade ended the boat action
}

TEST_CASE("Boat, p. 15: « dans la direction de votre choix », the boat never turns back within one action",
          "[gwtnz]") {
  Pos pos("gwtnz", 2, 3, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('D'));
  s.pl[0].workers[wSailor] = 3;
  pos.play(0, loc(0));  // D: as many spaces as sailors
  REQUIRE(phase(pos) == "boat");
  REQUIRE(s.boat[0] == 0);
  const int first = data().seaAdj[0][0];
  CHECK(pos.isLegal(0, {{"type", "boat"}, {"space", first}}));
  pos.play(0, {{"type", "boat"}, {"space", first}});
  REQUIRE(phase(pos) == "boat");
  CHECK_FALSE(pos.isLegal(0, {{"type", "boat"}, {"space", 0}}));  // not back where it came from
  for (int8_t y : data().seaAdj[first])
    if (y != 0) CHECK(pos.isLegal(0, {{"type", "boat"}, {"space", y}}));  // onwards, as far as it goes
}

// « Acheter des moutons au Marché au bétail », p. 14: one shepherd: a Dorset
// Horn for 3, a Hampshire or Ryeland for 9, a Corriedale or Lincoln for 5; two:
// a Dorset Horn for 1, a Suffolk and a token for 10, a Corriedale or Lincoln for
// 2; three shepherds and 3 pounds: two cards worth 2 VP each; four shepherds and
// 4 pounds: a Suffolk and a token. Each shepherd is used once; an unused one
// adds 2 market cards. A Hampshire or Ryeland for 6 with 2 shepherds is not in
// the text: only with the option marketHamRye6.
TEST_CASE(
    "Cattle market, p. 14: the options for 1 to 4 shepherds as printed; Hampshire/Ryeland for 6 is an option",
    "[gwtnz]") {
  for (bool option : {false, true}) {
    Pos pos("gwtnz", 2, 3, Json{{"firstGame", true}, {"marketHamRye6", option}});
    GwtState& s = *pos;
    phaseBAt(s, 0, neutralNode('G'));
    Player& P = s.pl[0];
    for (int16_t c : s.market) s.marketDeck.push_back(c);
    s.market.clear();
    for (int b : {brDorsetHorn, brLincoln, brCorriedale, brHampshire, brRyeland, brSuffolk, brCorriedale})
      s.market.push_back(takeSheep(s, 0, b));
    P.workers[wShepherd] = 4;
    P.money = 30;
    pos.play(0, loc(1));
    REQUIRE(phase(pos) == "buySheep");
    std::map<int, int> cost;  // option -> shepherds
    for (const Json& j : pos.find(0, {{"type", "buy"}})) cost[j["option"].get<int>()] = 1;
    CHECK(cost.count(0));  // Dorset Horn, 3
    CHECK(cost.count(1));  // Hampshire/Ryeland, 9
    CHECK(cost.count(2));  // Corriedale/Lincoln, 5
    CHECK(cost.count(3));  // Dorset Horn, 1
    CHECK(cost.count(4));  // Suffolk + token, 10
    CHECK(cost.count(5));  // Corriedale/Lincoln, 2
    CHECK(cost.count(6) == (option ? 1u : 0u));
    CHECK(cost.count(7));  // two 2-VP cards, 3
    CHECK(cost.count(8));  // Suffolk + token, 4
    // Four shepherds: Suffolk and a token for 4 pounds uses them all.
    const int tokens = P.tokens;
    pos.play(0, {{"type", "buy"}, {"option", 8}, {"breed", brSuffolk}, {"breed2", -1}});
    CHECK(P.money == 26);
    CHECK(P.tokens == tokens + 1);
    CHECK(data().cards[P.discard.back()].breed == brSuffolk);
    CHECK(pos.find(0, {{"type", "buy"}}).empty());
    CHECK_FALSE(pos.isLegal(0, {{"type", "refill"}}));
  }
  // Two shepherds: a Dorset Horn for 1 and a Corriedale for 2 is not allowed
  // (each option takes 2), a Dorset Horn for 1 then nothing more.
  Pos two("gwtnz", 2, 3, firstGame());
  GwtState& w = *two;
  phaseBAt(w, 0, neutralNode('G'));
  for (int16_t c : w.market) w.marketDeck.push_back(c);
  w.market.clear();
  for (int b : {brDorsetHorn, brCorriedale}) w.market.push_back(takeSheep(w, 0, b));
  w.pl[0].workers[wShepherd] = 2;
  w.pl[0].money = 10;
  two.play(0, loc(1));
  two.play(0, {{"type", "buy"}, {"option", 3}, {"breed", brDorsetHorn}, {"breed2", -1}});
  CHECK(w.pl[0].money == 9);
  CHECK(two.find(0, {{"type", "buy"}}).empty());
  // Three shepherds and 3 pounds: two 2-VP cards (Lincoln and Corriedale).
  Pos three("gwtnz", 2, 3, firstGame());
  GwtState& t = *three;
  phaseBAt(t, 0, neutralNode('G'));
  for (int16_t c : t.market) t.marketDeck.push_back(c);
  t.market.clear();
  for (int b : {brLincoln, brCorriedale, brHampshire}) t.market.push_back(takeSheep(t, 0, b));
  t.pl[0].workers[wShepherd] = 3;
  t.pl[0].money = 3;
  three.play(0, loc(1));
  three.play(0, {{"type", "buy"}, {"option", 7}, {"breed", brLincoln}, {"breed2", brCorriedale}});
  CHECK(t.pl[0].money == 0);
  CHECK(t.market.size() == 1);
  CHECK(data().breeds[brLincoln].vp == 2);
  CHECK(data().breeds[brCorriedale].vp == 2);
}

// « Recevoir de l'or et le dépenser », p. 18: « Durant la phase A ou B », a bonus card for 3, 3, 4
// or 5 gold (wheel, barrel, bell, compass), onto the discard pile.
TEST_CASE(
    "Gold, p. 18: a bonus card for 3/3/4/5 gold onto the discard pile, at any moment of one's own phases A "
    "and B",
    "[gwtnz]") {
  CHECK(data().headerCost == std::array<int, 4>{3, 3, 4, 5});
  Pos pos("gwtnz", 2, 7, firstGame());
  GwtState& s = *pos;
  // Not during the first turn's set-up steps.
  s.pl[pos->current].gold = 5;
  CHECK(pos.find(pos->current, {{"type", "buyBonus"}}).empty());
  s.nodeHazard.fill(-1);
  build(s, 0, 6, 0);  // a location of her own to move through
  phaseAAt(s, 0, 3);
  Player& P = s.pl[0];
  P.gold = 4;
  s.pl[1].gold = 5;
  CHECK(pos.isLegal(0, {{"type", "buyBonus"}, {"stack", 2}}));        // the bell, 4
  CHECK_FALSE(pos.isLegal(0, {{"type", "buyBonus"}, {"stack", 3}}));  // the compass, 5
  CHECK(pos.find(1, {{"type", "buyBonus"}}).empty());                 // never in another player's turn
  pos.play(0, {{"type", "step"}, {"node", 6}});
  REQUIRE(phase(pos) == "move");
  const size_t hand = P.hand.size(), discard = P.discard.size();
  const int16_t top = s.bonusStack[0].back();
  pos.play(0, {{"type", "buyBonus"}, {"stack", 0}});  // in the middle of the move
  CHECK(P.gold == 1);
  CHECK(P.hand.size() == hand);
  REQUIRE(P.discard.size() == discard + 1);
  CHECK(P.discard.back() == top);
  CHECK(phase(pos) == "move");
}

// « Avancer sur la piste Exploration », p. 17: spaces 3 and 8 give a gold, space
// 4 (3 players) or 6 (4 players) a movement tile (+1 movement), space 11 the
// choice (the tile flipped to +2 or the taxes tile), the most VP reached scores
// (15 at most), and past space 16 each advance is a pound instead.
TEST_CASE(
    "Exploration track, p. 17: gold at 3 and 8, the movement tile at 4 or 6, the choice at 11, pounds past "
    "16",
    "[gwtnz]") {
  for (int players : {3, 4}) {
    Pos pos("gwtnz", players, 3, firstGame());
    GwtState& s = *pos;
    phaseBAt(s, 0, neutralNode('A'));
    Player& P = s.pl[0];
    P.gold = 0;
    P.money = 0;
    const int limit = s.movementLimit(0);
    const int tileAt = players == 3 ? 4 : 6;
    s.addExplore(0, 2);
    CHECK(P.gold == 0);
    s.addExplore(0, 1);  // space 3
    CHECK(P.gold == 1);
    s.addExplore(0, tileAt - 3);
    CHECK(P.moveTile == 1);
    CHECK(s.movementLimit(0) == limit + 1);
    s.addExplore(0, 8 - tileAt);  // space 8
    CHECK(P.gold == 2);
    s.addExplore(0, 3);  // space 11: the choice
    REQUIRE(phase(pos) == "exploreChoice");
    pos.play(0, {{"type", "choose"}, {"option", 0}, {"option2", 0}});  // the movement tile flipped
    CHECK(s.movementLimit(0) == limit + 2);
    s.addExplore(0, 5);  // space 16
    CHECK(P.explore == 16);
    CHECK(P.money == 0);
    s.addExplore(0, 3);  // three advances past 16: 3 pounds
    CHECK(P.explore == 16);
    CHECK(P.money == 3);
    CHECK(s.breakdown(0)[4] == 15);  // category 5: 15 at most
  }
  // The taxes tile instead: no more taxes (the hands are ignored).
  Pos tax("gwtnz", 2, 3, firstGame());
  phaseBAt(*tax, 0, neutralNode('A'));
  tax->addExplore(0, 11);
  tax.play(0, {{"type", "choose"}, {"option", 1}, {"option2", 0}});
  CHECK(tax->pl[0].taxFree);
}

// Les actions, p. 12: « À chaque fois que vous avancez votre marqueur Certificat
// … de 0 ou 1, à 2 ou plus loin, vous avancez aussi votre marqueur Or d'une case »;
// the temporary limit is 3 at the start; gold stops at 5 (p. 12, p. 18).
TEST_CASE(
    "Certificates, p. 12: a gold each time the marker goes from 0 or 1 to 2 or more; limits 3 and gold 5",
    "[gwtnz]") {
  Pos pos("gwtnz", 2, 3, firstGame());
  GwtState& s = *pos;
  Player& P = s.pl[0];
  P.gold = 0;
  s.addCerts(0, 1);
  CHECK(P.gold == 0);
  s.addCerts(0, 1);  // 1 -> 2
  CHECK(P.gold == 1);
  s.addCerts(0, 2);  // 2 -> 3 (the limit)
  CHECK(P.certs == 3);
  CHECK(P.gold == 1);
  P.certs = 0;       // spent at Wellington
  s.addCerts(0, 2);  // 0 -> 2 again
  CHECK(P.gold == 2);
  s.addGold(0, 9);
  CHECK(P.gold == 5);
}

// « Effectuer une action auxiliaire simple ou double », p. 18: on a location
// (Phase B, p. 8) the auxiliary action is always simple, even with both slots
// free; the building icon "simple or double" doubles cost and effect when both
// slots are free.
TEST_CASE(
    "Auxiliary actions, p. 8 and p. 18: simple on a location even with both slots free; double by the icon",
    "[gwtnz]") {
  Pos pos("gwtnz", 2, 3, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('C'));  // C side I: gold / aux simple or double / invest
  s.removeDisc(0, 0);                // aux 0 (1 pound): both slots free now
  REQUIRE(s.freeSlots(0, 0) == 2);
  CHECK(pos.isLegal(0, {{"type", "aux"}, {"aux", 0}, {"double", 0}}));
  CHECK_FALSE(pos.isLegal(0, {{"type", "aux"}, {"aux", 0}, {"double", 1}}));
  pos.play(0, loc(1));  // the building's icon
  REQUIRE(phase(pos) == "aux");
  CHECK(pos.isLegal(0, {{"type", "aux"}, {"aux", 0}, {"double", 1}}));
  CHECK_FALSE(pos.isLegal(0, {{"type", "aux"}, {"aux", 1}, {"double", 1}}));  // one slot free: simple only
  const int money = s.pl[0].money;
  pos.play(0, {{"type", "aux"}, {"aux", 0}, {"double", 1}});
  CHECK(s.pl[0].money == money + 2);
}

// Décompte final, p. 19: 1 VP per 5 pounds (1); counters' VP, counter 0 at −8,
// a green arrow only with both neighbouring local counters (3); ports' VP and a
// yellow arrow's 4 only with warehouses on both small ports (4); the hand slot's
// 3 VP (10); 4 VP per worker in the 5th column and 2 and 4 for the warehouse
// pairs (11); 5 VP for the bonus-tile market marker (12).
TEST_CASE("Décompte final, p. 19: categories 1, 3, 4, 10, 11 and 12 with the rulebook's numbers", "[gwtnz]") {
  Pos pos("gwtnz", 2, 3, firstGame());
  GwtState& s = *pos;
  Player& P = s.pl[0];
  const Data& D = data();
  P.money = 23;
  CHECK(s.breakdown(0)[0] == 4);
  // Category 3: counter 0 (−8) and the two neighbouring local counters 1 and 3 of the first green arrow.
  REQUIRE(!D.greenArrows.empty());
  const auto& g = D.greenArrows[0];
  P.delivered[0] = 1;
  P.delivered[g[0]] = 1;
  CHECK(s.breakdown(0)[2] == -8 + D.delivery[g[0]].vp);
  P.delivered[g[1]] = 1;
  CHECK(s.breakdown(0)[2] == -8 + D.delivery[g[0]].vp + D.delivery[g[1]].vp + g[2]);
  CHECK(D.delivery[0].vp == -8);
  // Category 4: a yellow arrow's 4 VP with warehouses on both of its small ports.
  const auto& y = D.yellowArrows[0];
  CHECK(y[2] == 4);
  P.portsMask = 1u << y[0];
  CHECK(s.breakdown(0)[3] == D.ports[y[0]].vp);
  P.portsMask |= 1u << y[1];
  CHECK(s.breakdown(0)[3] == D.ports[y[0]].vp + D.ports[y[1]].vp + 4);
  // Category 10: the right hand slot's disc removed.
  int handVp = 0;
  for (int k = 0; k < kDiscs; ++k)
    if (D.discs[k].vp) {
      P.discsOff = static_cast<uint16_t>(P.discsOff | (1u << k));
      handVp += D.discs[k].vp;
    }
  CHECK(handVp == 3);
  CHECK(s.breakdown(0)[9] == 3);
  // Category 11: two rows full (5th column) and the two VP warehouse pairs.
  P.workers = {5, 5, 2, 1};
  CHECK(s.breakdown(0)[10] == 8);
  int pairs = 0;
  for (int k = 0; k < 5; ++k)
    if (D.pairBonus[k] == pbVp) {
      P.warehousesOff = static_cast<uint16_t>(P.warehousesOff | (3u << (2 * k)));
      pairs += D.pairVp[k];
    }
  CHECK(pairs == 6);  // « 2 et/ou 4 points de victoire »
  CHECK(s.breakdown(0)[10] == 8 + 6);
  // Category 12.
  P.marker = true;
  CHECK(s.breakdown(0)[11] == 5);
}

// Solo rules, « Engager un ouvrier » (solo p. 2) and the example (solo p. 4, 1):
// each worker Sarah places takes the bonus card of its column's header (a
// reminder on cards #1 and #2), none for the set-up worker; with 4 shepherds,
// 2 builders, 3 sailors and 1 shearer she has received two wheel, two barrel
// and one bell cards, and her specialty is still shepherds.
TEST_CASE("Sarah's hires, solo p. 2 and p. 4: the column header's bonus card: 2 wheel, 2 barrel, 1 bell",
          "[gwtnz]") {
  Pos pos("gwtnz", 1, 5, firstGame());
  GwtState& s = *pos;
  const int sarah = GwtState::kSarah;
  Player& S = s.pl[sarah];
  S.workers = {2, 1, 1, 1};  // the set-up worker: a shepherd in the 2nd column, no card
  s.specialty = wShepherd;
  S.discard.clear();
  std::array<size_t, 4> stacks{};
  for (int k = 0; k < 4; ++k) stacks[k] = s.bonusStack[k].size();
  for (int type : {wShepherd, wShepherd, wBuilder, wSailor, wSailor}) {
    for (auto& r : s.job) r.fill(false);
    s.job[5][type] = true;
    S.rancher = 0;
    s.sarahDeck.push_back(2);  // card #2: hire, her specialty first
    s.sarahTurn();
  }
  CHECK(S.workers == std::array<int8_t, 4>{4, 2, 3, 1});
  CHECK(s.specialty == wShepherd);
  CHECK(stacks[0] - s.bonusStack[0].size() == 2);  // wheel
  CHECK(stacks[1] - s.bonusStack[1].size() == 2);  // barrel
  CHECK(stacks[2] - s.bonusStack[2].size() == 1);  // bell
  CHECK(stacks[3] == s.bonusStack[3].size());      // compass
}

// Décompte final, p. 19, « Les conditions individuelles des tuiles Capitainerie »:
// 1 VP per certificate (permanent or temporary), per pair of warehouses placed on
// the sea board, per objective card in the zone, per building on the board, per
// hazard tile, per ferry card of the herd (bonus set 1 included), 2 VP per 5
// exploration spaces, 1 VP per pair of workers (the printed ones included).
TEST_CASE("Harbourmaster tiles, p. 19: the eight scoring conditions with the rulebook's numbers", "[gwtnz]") {
  Pos pos("gwtnz", 2, 3, firstGame());
  GwtState& s = *pos;
  Player& P = s.pl[0];
  P.deck.clear();
  P.hand.clear();
  P.discard.clear();
  P.deck.push_back(takeSupport(s, supFerry));
  P.deck.push_back(takeSupport(s, supFerry));
  P.certs = 2;
  P.warehousesOff = 0b10101;  // 3 warehouses placed, one from each of three board pairs
  P.objectives.push_back(static_cast<int16_t>(data().objectiveFirst));
  build(s, 0, 2, 0);
  build(s, 0, 9, 1);
  P.hazards = {0, 1};
  P.explore = 12;
  P.workers = {3, 1, 1, 2};
  const int expected[] = {
      2 + 1,  // certificates: 2 temporary + this tile's own permanent certificate
      1,      // warehouse pairs: 3 placed → 1 pair
      1,      // objectives in the zone
      2,      // buildings on the board
      2,      // hazards
      2,      // ferries in the herd
      4,      // 2 VP per 5 exploration spaces: 12 → 4
      3,      // worker pairs: 7 workers → 3
  };
  for (int tile = 0; tile < 8; ++tile) {
    INFO("harbourmaster tile " << tile);
    P.harbourmasters = {static_cast<int8_t>(tile)};
    CHECK(s.breakdown(0)[8] == expected[tile]);
  }
}

// Clarifications et cas particuliers, p. 19: « Si vous retirez une tuile Danger
// sur laquelle se trouvent des éleveurs, laissez-les sur la case vide du
// parcours. Ces éleveurs commenceront leur déplacement à partir de cette case. »
// And p. 18: a rockfall gives a sheepdog, a flood a ferry.
TEST_CASE(
    "Clarifications, p. 19: a rancher on a removed hazard stays on the empty space and moves on from there",
    "[gwtnz]") {
  Pos pos("gwtnz", 2, 3, firstGame());
  GwtState& s = *pos;
  const int rock = s.rockNode[0];
  int tile = 0;
  while (data().hazards[tile].type != hzRockfall) ++tile;
  s.nodeHazard[rock] = static_cast<int8_t>(tile);  // a rockfall tile
  phaseBAt(s, 0, neutralNode('H'));
  s.pl[1].rancher = static_cast<int8_t>(rock);
  s.flipped = true;  // H side II: pay 5 to remove a hazard
  s.pl[0].money = 5;
  const size_t dogs = s.supportPile[supSheepdog].size();
  pos.play(0, loc(0));
  pos.play(0, {{"type", "hazard"}, {"node", rock}});
  CHECK(s.pl[0].money == 0);
  CHECK(s.nodeHazard[rock] < 0);
  CHECK(s.pl[0].hazards.size() == 1);
  CHECK(s.supportPile[supSheepdog].size() == dogs - 1);
  CHECK(s.pl[1].rancher == rock);  // left on the empty space
  std::vector<int> next;
  s.nextLocations(rock, next);
  CHECK_FALSE(next.empty());  // its next move starts there
}

// Clarifications, p. 19: « Lorsque vous jouez une carte Support … vous ne piochez
// une carte qu'après avoir effectué ou renoncé à son action » (the Kōtare: one
// exploration space, then the draw).
TEST_CASE("Clarifications, p. 19: a support card's action first, then the card drawn", "[gwtnz]") {
  Pos pos("gwtnz", 2, 3, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('A'));
  Player& P = s.pl[0];
  const int16_t kotare = takeSupport(s, supKotare);
  P.hand.push_back(kotare);
  const int explore = P.explore;
  const size_t hand = P.hand.size();
  const int16_t top = P.deck.back();
  pos.play(0, {{"type", "playCard"}, {"card", kotare}, {"option", 0}});
  CHECK(P.explore == explore + 1);
  CHECK(P.hand.size() == hand);  // the Kōtare left, the deck's top card came
  CHECK(std::find(P.hand.begin(), P.hand.end(), top) != P.hand.end());
  CHECK(P.discard.back() == kotare);
}

namespace {
// Player 0 at neutral building A hires a `type` worker into the column holding
// `imm` (the columns are reconstructed, ASSUMPTIONS.md), for 6 pounds.
void hireInto(Pos& pos, int type, WorkerImmediate imm, int money) {
  GwtState& s = *pos;
  int col = -1;
  for (int c = 1; c < kWorkerCols; ++c)
    if (data().workerSlot[type][c] == imm) col = c;
  REQUIRE(col > 0);
  phaseBAt(s, 0, neutralNode('A'));
  s.pl[0].workers[type] = static_cast<int8_t>(col);
  for (auto& r : s.job) r.fill(false);
  s.job[5][type] = true;  // the row costing 6
  s.pl[0].money = 6 + money;
  pos.play(0, loc(1));
  pos.play(0, {{"type", "hire"}, {"row", 5}, {"worker", type}});
  CHECK(s.pl[0].workers[type] == col + 1);
}
void setMarket(GwtState& s, std::initializer_list<int> breeds) {
  for (int16_t c : s.market) s.marketDeck.push_back(c);
  s.market.clear();
  for (int b : breeds) s.market.push_back(takeSheep(s, 0, b));
}
}  // namespace

// « Engager un ouvrier », p. 13, the immediate actions: « Payez 4 livres, prenez
// une carte Mouton « Hampshire » OU « Ryeland » et placez-la sur votre pioche »;
// « Prenez du marché et placez sur votre défausse SOIT 2 cartes Mouton ou moins
// valant chacune 2 points de victoire OU 1 … « Hampshire » OU 1 … « Ryeland » »;
// « Déplacez votre bateau de 5 cases »; « Avancer votre disque d'une case sur la
// piste Exploration »; and the shepherd row's exchange token (p. 18).
TEST_CASE(
    "Worker slots, p. 13 and p. 18: pay 4 for a Hampshire on the draw pile, market sheep, boat 5, "
    "exploration, token",
    "[gwtnz]") {
  {
    Pos pos("gwtnz", 2, 3, firstGame());
    GwtState& s = *pos;
    setMarket(s, {brHampshire, brLincoln});
    hireInto(pos, wShepherd, wiPayHampshireRyeland, 4);
    REQUIRE(phase(pos) == "choice");
    CHECK_FALSE(pos.isLegal(0, {{"type", "choose"}, {"option", brLincoln}}));
    pos.playMatching(0, {{"type", "choose"}, {"option", brHampshire}});
    CHECK(s.pl[0].money == 0);
    CHECK(data().cards[s.pl[0].deck.back()].breed == brHampshire);  // on the draw pile
    CHECK(s.market.size() == 1);
  }
  {
    Pos pos("gwtnz", 2, 3, firstGame());
    GwtState& s = *pos;
    setMarket(s, {brLincoln, brCorriedale, brRyeland, brSuffolk});
    hireInto(pos, wShearer, wiMarketSheep, 0);
    REQUIRE(phase(pos) == "choice");
    CHECK_FALSE(pos.isLegal(0, {{"type", "choose"}, {"option", brSuffolk}}));
    CHECK(pos.isLegal(0, {{"type", "choose"}, {"option", brRyeland}, {"option2", -1}}));
    pos.play(0, {{"type", "choose"}, {"option", brLincoln}, {"option2", brCorriedale}});
    CHECK(s.pl[0].money == 0);  // free
    CHECK(s.market.size() == 2);
    const size_t n = s.pl[0].discard.size();
    CHECK(data().cards[s.pl[0].discard[n - 1]].breed == brCorriedale);
    CHECK(data().cards[s.pl[0].discard[n - 2]].breed == brLincoln);
  }
  {
    Pos pos("gwtnz", 2, 3, firstGame());
    hireInto(pos, wSailor, wiBoat5, 0);
    REQUIRE(phase(pos) == "boat");
    CHECK(pos->stack.top().a == 5);
  }
  {
    Pos pos("gwtnz", 2, 3, firstGame());
    const int explore = pos->pl[0].explore;
    hireInto(pos, wShearer, wiExplore1, 0);
    CHECK(pos->pl[0].explore == explore + 1);
  }
  {
    Pos pos("gwtnz", 2, 3, firstGame());
    const int tokens = pos->pl[0].tokens;
    hireInto(pos, wShepherd, wiToken, 0);
    CHECK(pos->pl[0].tokens == tokens + 1);
  }
}

// « Matériel », p. 2, and the solo material: every count of the box.
TEST_CASE("Matériel, p. 2: the component counts of the box", "[gwtnz]") {
  const Data& D = data();
  std::map<int, int> starters, market, supports;
  int romney = 0, bonus = 0, objectives = 0;
  std::map<int, int> sets;
  for (int c = 0; c < D.cardCount; ++c) {
    const CardDef& d = D.cards[c];
    if (c >= D.starterFirst && c < D.marketFirst) ++starters[d.breed];
    if (c >= D.marketFirst && c < D.supportFirst) ++market[d.breed];
    if (c >= D.supportFirst && c < D.bonusFirst) {
      if (d.kind == ckSheep)
        romney += d.breed == brRomney;
      else
        ++supports[d.support];
    }
    if (c >= D.bonusFirst && c < D.objectiveFirst) {
      ++bonus;
      ++sets[d.set];
    }
    if (c >= D.objectiveFirst) ++objectives;
  }
  // 93 sheep cards: 56 starting (14 per player: 5 Shropshire, 3 Southdown, 3 English Leicester, 3 Merino).
  CHECK(D.marketFirst - D.starterFirst == 56);
  CHECK(starters ==
        std::map<int, int>{{brShropshire, 20}, {brSouthdown, 12}, {brEnglishLeicester, 12}, {brMerino, 12}});
  // 37 market cards: 5 Dorset Horn, 7 Lincoln, 7 Corriedale, 6 Hampshire, 6 Ryeland, 6 Suffolk.
  CHECK(market == std::map<int, int>{{brDorsetHorn, 5},
                                     {brLincoln, 7},
                                     {brCorriedale, 7},
                                     {brHampshire, 6},
                                     {brRyeland, 6},
                                     {brSuffolk, 6}});
  // 56 support cards: 18 Romney, 12 sheepdogs, 14 ferries, 12 Kōtare.
  CHECK(romney == 18);
  CHECK(supports == std::map<int, int>{{supSheepdog, 12}, {supFerry, 14}, {supKotare, 12}});
  // 60 bonus cards, 6 per set; 24 objective cards (and the 3 objective sets among the bonus cards).
  CHECK(bonus == 60);
  for (int k = 1; k <= 10; ++k) CHECK(sets[k] == 6);
  CHECK(objectives == 24);
  // 28 workers (7 of each type), 16 hazards (9 rockfalls, 7 floods), 34 bonus tiles.
  CHECK(D.workersPerType == 7);
  int rock = 0, flood = 0;
  for (const HazardTile& h : D.hazards) (h.type == hzRockfall ? rock : flood)++;
  CHECK(rock == 9);
  CHECK(flood == 7);
  CHECK(D.bonusTiles.size() == 34);
  // 8 harbourmasters (5 on the sea board), 8 neutral tiles A–H (4 double-sided), 10 personal buildings,
  // 16 discs and 10 warehouses per player, 17 Sarah cards.
  CHECK(D.harbour.size() == 8);
  CHECK(D.mediumCount == 5);
  int doubles = 0;
  for (bool b : D.doubleSided) doubles += b;
  CHECK(doubles == 4);
  CHECK(kBuildings == 10);
  CHECK(kDiscs == 16);
  CHECK(kWarehouses == 10);
  CHECK(D.sarahCards.size() == 17);
  // A game: bags hold the 24 workers not on the top row and 16 hazards (A), 34 bonus tiles (B) at first.
  Pos pos("gwtnz", 4, 3, firstGame());
  const GwtState& s = *pos;
  int tiles = static_cast<int>(s.bagA.size() + s.bagB.size());
  for (auto& r : s.job)
    for (bool w : r) tiles += w;
  for (int x = 0; x < 40; ++x) tiles += s.nodeHazard[x] >= 0;
  for (auto& r : s.bonusMarket)
    for (int8_t t : r) tiles += t >= 0;
  for (int16_t p : s.predict) tiles += p >= 0;
  CHECK(tiles == 28 + 16 + 34);
}
