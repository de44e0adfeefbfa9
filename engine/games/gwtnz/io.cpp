// JSON at the boundary only: actions, the view each seat may see, the snapshot.
#include "kinds.hpp"

namespace gwtnz {

using ludo::Json;

namespace {

struct ActionShape {
  const char* name;
  const char* fields[3];
};
// One line per action type, in the order of ActionType: its name and argument names.
const ActionShape kShapes[kActionTypes] = {
    {"pass", {}},
    {"discard", {"card"}},
    {"disc", {"slot"}},
    {"place", {"node"}},
    {"step", {"node"}},
    {"location", {"action", "alt", "breed"}},
    {"aux", {"aux", "double"}},
    {"income", {"breeds"}},
    {"deliver", {"counter", "slot"}},
    {"predict", {"space"}},
    {"hire", {"row", "worker"}},
    {"invest", {"row", "col"}},
    {"joker", {"worker"}},
    {"harbourmaster", {"worker"}},
    {"buy", {"option", "breed", "breed2"}},
    {"refill", {}},
    {"build", {"building", "node"}},
    {"boat", {"space"}},
    {"upgrade", {"port", "slot"}},
    {"shear", {"breeds"}},
    {"shearDraw", {}},
    {"wool", {"counter", "slot"}},
    {"draw", {}},
    {"choose", {"option", "option2"}},
    {"objective", {"index"}},
    {"hazard", {"node"}},
    {"warehouse", {"port", "slot"}},
    {"playCard", {"card", "option"}},
    {"buyBonus", {"stack"}},
    {"exchange", {"mode"}},
    {"takeCard", {"card"}},
};

const char* kWorkerNames[kWorkerTypes] = {"shepherd", "builder", "sailor", "shearer"};
const char* kHandNames[3] = {"none", "black", "green"};

Json cardJson(int c) {
  const CardDef& d = data().cards[c];
  Json j{{"id", c}};
  switch (d.kind) {
    case ckSheep:
      j["kind"] = "sheep";
      j["breed"] = data().breeds[d.breed].id;
      break;
    case ckSupport: {
      static const char* kSup[] = {"sheepdog", "ferry", "kotare"};
      j["kind"] = "support";
      j["support"] = kSup[d.support];
      break;
    }
    case ckBonus:
      j["kind"] = "bonus";
      break;
    case ckObjective:
      j["kind"] = "objective";
      j["objective"] = d.objective;
      break;
  }
  if (d.set) j["set"] = d.set;
  if (d.owner >= 0) j["owner"] = d.owner;
  return j;
}

Json cardsJson(const Cards& cs) {
  Json a = Json::array();
  for (int16_t c : cs) a.push_back(cardJson(c));
  return a;
}

Json tileJson(int16_t t) {
  if (t < 0) return Json();
  if (t < kHazardCode) return Json{{"kind", "worker"}, {"worker", kWorkerNames[t]}};
  if (t < kBonusCode) {
    const HazardTile& h = data().hazards[t - kHazardCode];
    return Json{{"kind", "hazard"},
                {"id", t - kHazardCode},
                {"hazard", h.type == hzFlood ? "flood" : "rockfall"},
                {"vp", h.vp},
                {"hand", kHandNames[h.hand]}};
  }
  const BonusTile& b = data().bonusTiles[t - kBonusCode];
  return Json{{"kind", "bonus"},
              {"id", t - kBonusCode},
              {"effect", static_cast<int>(b.effect)},
              {"vp", b.vp},
              {"costMod", b.costMod}};
}

}  // namespace

Json GwtState::actionToJson(const Action& a) const {
  if (a.type < 0 || a.type >= kActionTypes) return Json{{"type", "invalid"}};
  const ActionShape& s = kShapes[a.type];
  Json j{{"type", s.name}};
  for (int k = 0; k < 3; ++k)
    if (s.fields[k]) j[s.fields[k]] = a.arg[k];
  return j;
}

bool GwtState::actionFromJson(const Json& j, Action& out) const {
  if (!j.is_object() || !j.contains("type") || !j["type"].is_string()) return false;
  const std::string t = j["type"].get<std::string>();
  for (int k = 0; k < kActionTypes; ++k) {
    if (t != kShapes[k].name) continue;
    Action a;
    a.type = static_cast<int16_t>(k);
    for (int f = 0; f < 3; ++f) {
      const char* name = kShapes[k].fields[f];
      if (!name) continue;
      if (!j.contains(name) || !j[name].is_number_integer()) return false;
      const long long v = j[name].get<long long>();
      if (v < -32768 || v > 32767) return false;
      a.arg[f] = static_cast<int16_t>(v);
    }
    out = a;
    return true;
  }
  return false;
}

namespace {

// One route node as the view shows it: its kind, the neutral building and its
// side, the personal building on it, its hazard.
Json routeNodeJson(const GwtState& s, size_t x) {
  const Data& D = data();
  const Node& nd = D.nodes[x];
  Json j{{"node", x}, {"next", nd.next}};
  static const char* kKinds[] = {"start", "neutral", "build", "flood", "rockfall", "wellington"};
  j["kind"] = kKinds[nd.kind];
  if (nd.kind == nNeutral) {
    const int t = s.neutralAt[nd.slot];
    j["letter"] = std::string(1, static_cast<char>('A' + t));
    j["side"] = s.flipped && D.doubleSided[t] ? 2 : 1;
  }
  if (nd.req) j["exploration"] = nd.req;
  if (nd.risky >= 0) j["risky"] = nd.risky;
  if (nd.lush) j["lush"] = true;
  if (s.nodeBuilding[x] >= 0) {
    const int b = s.nodeBuilding[x];
    j["building"] = Json{{"owner", s.nodeOwner[x]},
                         {"number", b + 1},
                         {"side", s.side[b] ? "b" : "a"},
                         {"hand", kHandNames[D.personal[b].hand]}};
  }
  if (s.nodeHazard[x] >= 0) j["hazard"] = tileJson(static_cast<int16_t>(kHazardCode + s.nodeHazard[x]));
  return j;
}

}  // namespace

// Every action is public: discards are face up, reveals are shown, and draws
// name no card. A location action also names where it was taken and what stood
// there then (`at`): a neutral building flips and a personal building may be
// replaced later, and a log line worded after a reload must show the action
// that was taken.
Json GwtState::publicAction(int player, const Action& a) const {
  Json j = actionToJson(a);
  if (a.type == aLocation && player >= 0 && player < n)
    j["at"] = routeNodeJson(*this, static_cast<size_t>(pl[player].rancher));
  // The log names the price paid (the icon's modifier included) and the tile taken, both gone after.
  const bool priced =
      !stack.empty() && stack.top().player == player &&
      ((a.type == aHire && stack.top().kind == dHire) || (a.type == aInvest && stack.top().kind == dInvest));
  if (priced) {
    const int mod = stack.top().a;
    j["cost"] = a.type == aHire ? hireCost(a.arg[0], mod) : investCost(*this, a.arg[0], a.arg[1], mod);
    if (a.type == aInvest)
      j["tile"] = tileJson(static_cast<int16_t>(kBonusCode + bonusMarket[a.arg[0]][a.arg[1]]));
  }
  return j;
}

namespace {

Json routeJson(const GwtState& s) {
  Json nodes = Json::array();
  for (size_t x = 0; x < data().nodes.size(); ++x) nodes.push_back(routeNodeJson(s, x));
  return nodes;
}

Json wellingtonJson(const GwtState& s) {
  Json job = Json::array();
  for (size_t r = 0; r < data().jobCost.size(); ++r) {
    Json row = Json::array();
    for (int t = 0; t < kWorkerTypes; ++t) row.push_back(s.job[r][t]);
    job.push_back({{"cost", data().jobCost[r]}, {"workers", row}});
  }
  Json bonus = Json::array();
  for (size_t r = 0; r < data().bonusCost.size(); ++r) {
    Json row = Json::array();
    for (int c = 0; c < 4; ++c)
      row.push_back(s.bonusMarket[r][c] < 0
                        ? Json()
                        : tileJson(static_cast<int16_t>(kBonusCode + s.bonusMarket[r][c])));
    bonus.push_back({{"cost", data().bonusCost[r]}, {"tiles", row}});
  }
  Json pred = Json::array();
  for (int16_t t : s.predict) pred.push_back(tileJson(t));
  Json stacks = Json::array();
  for (int k = 0; k < 4; ++k)
    stacks.push_back({{"cost", data().headerCost[k]},
                      {"count", s.bonusStack[k].size()},
                      {"set", s.bonusStack[k].empty() ? 0 : data().cards[s.bonusStack[k].back()].set}});
  return Json{{"jobMarket", job},
              {"bonusMarket", bonus},
              {"markerRow", s.markerRow},
              {"predictions", pred},
              {"bagA", s.bagA.size()},
              {"bagB", s.bagB.size()},
              {"market", cardsJson(s.market)},
              {"marketDeck", s.marketDeck.size()},
              {"objectiveOffer", cardsJson(s.objectiveOffer)},
              {"objectiveDeck", s.objectiveDeck.size()},
              {"supportPiles",
               {{"sheepdog", s.supportPile[supSheepdog].size()},
                {"ferry", s.supportPile[supFerry].size()},
                {"kotare", s.supportPile[supKotare].size()},
                {"romney", s.supportPile[kSupportTypes].size()}}},
              {"bonusStacks", stacks},
              {"movementTiles", s.movementTiles}};
}

Json playerJson(const GwtState& s, int p, bool own) {
  const Player& P = s.pl[p];
  Json j{{"seat", p},
         {"name", p < static_cast<int>(s.names.size()) ? s.names[p] : ""},
         {"money", P.money},
         {"gold", P.gold},
         {"certificates", P.certs},
         {"certificateLimit", s.certLimit(p)},
         {"permanentCertificates", s.permanentCerts(p)},
         {"permanentWool", s.permanentWool(p)},
         {"tokens", P.tokens},
         {"exploration", P.explore},
         {"movementTile", P.moveTile},
         {"taxFree", P.taxFree},
         {"rancher", P.rancher},
         {"boat", s.boat[p]},
         {"discsOff", P.discsOff},
         {"warehousesOff", P.warehousesOff},
         {"workers", P.workers},
         {"buildingsLeft", P.buildingsLeft},
         {"hazards", P.hazards},
         {"bonusTiles", P.bonusTiles},
         {"harbourmasters", P.harbourmasters},
         {"delivered", P.delivered},
         {"wool", P.woolDone},
         {"ports", P.portsMask},
         {"marker", P.marker},
         {"handLimit", s.handLimit(p)},
         {"movementLimit", s.movementLimit(p)},
         {"deck", P.deck.size()},
         {"discard", cardsJson(P.discard)},
         {"objectives", cardsJson(P.objectives)},
         {"handCount", P.hand.size()}};
  if (own) j["hand"] = cardsJson(P.hand);
  return j;
}

}  // namespace

Json GwtState::view(int viewer) const {
  Json players = Json::array();
  for (int p = 0; p < n; ++p) players.push_back(playerJson(*this, p, p == viewer));
  Json sides = Json::array();
  for (int8_t x : side) sides.push_back(x ? "b" : "a");
  Json harbour = Json::array();
  for (int m = 0; m < data().mediumCount; ++m) harbour.push_back(harbourAt[m]);
  Json sarah;
  if (solo) {
    sarah = playerJson(*this, kSarah, false);
    sarah["name"] = "Sarah";
    sarah.erase("discard");
    sarah["pile"] = pl[kSarah].discard.size();  // face down
    sarah["specialty"] = kWorkerNames[specialty];
    sarah["cardsLeft"] = sarahDeck.size();
    sarah["cardsPlayed"] = sarahDiscard;
    sarah["discs"] = sarahDiscs;
    sarah["nextCounter"] = sarahNext;
  }
  return Json{{"game", "gwtnz"},
              {"viewer", viewer},
              {"solo", solo},
              {"sarah", sarah},
              {"over", finished},
              {"current", current},
              {"phase", turn().phase},
              {"decisions", table().toJson(*this, stack)},
              {"route", routeJson(*this)},
              {"wellington", wellingtonJson(*this)},
              {"harbourmasters", harbour},
              {"portWarehouses", portWarehouses},
              {"flipped", flipped},
              {"delivery13", delivery13},
              {"marketHamRye6", marketHamRye6},
              {"buildingSides", sides},
              {"endTriggered", endTriggered},
              {"players", players}};
}

Json GwtState::save() const {
  Json j = view(-1);
  Json hidden = Json::array();
  for (int p = 0; p < n; ++p)
    hidden.push_back({{"deck", pl[p].deck}, {"hand", pl[p].hand}, {"discard", pl[p].discard}});
  j["hidden"] = {{"players", hidden},
                 {"bagA", bagA},
                 {"bagB", bagB},
                 {"marketDeck", marketDeck},
                 {"objectiveDeck", objectiveDeck},
                 {"finalTurnsLeft", finalTurnsLeft},
                 {"rng", rng.rawState()},
                 {"sarahDeck", sarahDeck},
                 {"sarahPile", pl[kSarah].discard}};
  return j;
}

}  // namespace gwtnz
