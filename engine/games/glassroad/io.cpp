// The JSON boundary (see README.md): names, actions, the log line others see,
// views, and the snapshot for display and hashing. Saves are restored by
// replaying their log (Session::load), never from the snapshot.
#include <algorithm>

#include "state.hpp"

namespace glassroad {

using ludo::Json;

namespace {

const char* const kResNames[kRes] = {"sand", "food", "coal", "water", "wood", "clay", "glass", "brick"};
const char* const kTerrainNames[] = {"empty", "quarry", "grove", "pond", "forest", "building"};
const char* const kStageNames[] = {"pick",     "faceDown",   "resolve", "twoPlay",
                                   "twoExtra", "soloChoose", "final",   "over"};
const char* const kTypeNames[kActionTypes] = {"",        "pick",          "faceDown", "play",         "pay",
                                              "ability", "pass",          "gain",     "placeTerrain", "build",
                                              "convert", "removeTerrain", "repeat",   "tavern"};

const char* wheelName(int w) { return w == wGlass ? "glass" : "brick"; }
int wheelFromName(const std::string& s) { return s == "glass" ? 0 : s == "brick" ? 1 : -2; }

std::string cardId(int c) { return c >= 0 && c < kCards ? data().cards[c].id : "?"; }
std::string bId(int b) { return b >= 0 && b < kTiles + kBaseCount ? data().buildings[b].id : "?"; }

// Exact types: an integer (never a float, a boolean or a string) within
// [lo, hi], huge values included (an unsigned 2^64-1 is not -1).
bool getInt(const Json& j, const char* key, int& out, int lo, int hi) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_number_integer()) return false;
  if (it->is_number_unsigned()) {
    const uint64_t v = it->get<uint64_t>();
    if (lo < 0 ? v > static_cast<uint64_t>(hi)
               : (v < static_cast<uint64_t>(lo) || v > static_cast<uint64_t>(hi)))
      return false;
    out = static_cast<int>(v);
    return true;
  }
  const int64_t v = it->get<int64_t>();
  if (v < lo || v > hi) return false;
  out = static_cast<int>(v);
  return true;
}
// A string, compared exactly (ids are case-sensitive).
bool getStr(const Json& j, const char* key, std::string& out) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_string()) return false;
  out = it->get<std::string>();
  return true;
}
bool getTile(const Json& j, const char* key, int& out) {
  std::string s;
  if (!getStr(j, key, s)) return false;
  out = buildingFromId(s);
  return out >= 0 && out < kTiles;
}
bool getOffer(const Json& j, int& a4, int& a5) {
  const Json& o = j["offer"];
  if (!o.is_array() || o.empty() || o.size() > 2) return false;
  for (size_t i = 0; i < o.size(); ++i) {
    if (!o[i].is_string()) return false;
    const int b = buildingFromId(o[i].get<std::string>());
    if (b < 0 || b >= kTiles) return false;
    (i == 0 ? a4 : a5) = b;
  }
  return true;
}

}  // namespace

const char* resName(int r) { return r >= 0 && r < kRes ? kResNames[r] : "?"; }
int resFromName(const std::string& s) {
  for (int r = 0; r < kRes; ++r)
    if (s == kResNames[r]) return r;
  return -1;
}
const char* terrainName(int k) { return k >= 0 && k <= sqBuilding ? kTerrainNames[k] : "?"; }
int terrainFromName(const std::string& s) {
  for (int k = sqQuarry; k <= sqPond; ++k)
    if (s == kTerrainNames[k]) return k;
  return -1;
}
const char* stageName(int s) { return s >= 0 && s <= stOver ? kStageNames[s] : "?"; }

Json GlassState::actionToJson(const ludo::Action& a) const {
  if (a.type <= 0 || a.type >= kActionTypes) return Json{{"type", "?"}};
  Json j{{"type", kTypeNames[a.type]}};
  const auto& g = a.arg;
  switch (a.type) {
    case aPick:
    case aFaceDown:
    case aPlay:
      j["card"] = cardId(g[0]);
      break;
    case aPay:
      if (g[0] >= 0) j["wheel"] = wheelName(g[0]);
      if (g[1] >= 0) j["forest"] = g[1];
      break;
    case aAbility:
      j["index"] = g[0];
      break;
    case aGain:
      j["resource"] = resName(g[0]);
      if (g[1] >= 0) j["wheel"] = wheelName(g[1]);
      j["amount"] = g[2];
      break;
    case aPlaceTerrain:
      j["terrain"] = terrainName(g[0]);
      j["square"] = g[1];
      break;
    case aBuild:
      j["building"] = bId(g[0]);
      j["square"] = g[1];
      break;
    case aConvert:
      j["building"] = bId(g[0]);
      if (g[1] >= 0) j["wheel"] = wheelName(g[1]);
      if (g[2] >= 0) j["square"] = g[2];
      if (g[3] >= 0) j["forest"] = g[3];
      if (g[4] >= 0) j["offer"] = g[5] >= 0 ? Json::array({bId(g[4]), bId(g[5])}) : Json::array({bId(g[4])});
      break;
    case aRemoveTerrain:
    case aTavern:
      j["square"] = g[0];
      break;
    case aRepeat:
      if (g[0] >= 0) j["square"] = g[0];
      if (g[1] >= 0) j["resource"] = resName(g[1]);
      break;
    default:
      break;
  }
  return j;
}

// Structural parse with exact types; legality is checked against legalActions.
bool GlassState::actionFromJson(const Json& j, ludo::Action& out) const {
  std::string type, s;
  if (!getStr(j, "type", type)) return false;
  int t = -1;
  for (int k = 1; k < kActionTypes; ++k)
    if (type == kTypeNames[k]) t = k;
  const int maxSq = data().squares - 1;
  int a[6] = {-1, -1, -1, -1, -1, -1};
  auto has = [&](const char* key) { return j.contains(key); };
  bool ok = true;
  switch (t) {
    case aPick:
    case aFaceDown:
    case aPlay:
      ok = getStr(j, "card", s) && (a[0] = cardFromId(s)) >= 0;
      break;
    case aPay:
      if (has("wheel")) ok = getStr(j, "wheel", s) && (a[0] = wheelFromName(s)) >= 0;
      if (ok && has("forest")) ok = getInt(j, "forest", a[1], 0, 31);
      break;
    case aAbility:
      ok = getInt(j, "index", a[0], 0, 1);
      break;
    case aPass:
      break;
    case aGain:
      ok = getStr(j, "resource", s) && (a[0] = resFromName(s)) >= 0;
      if (ok && has("wheel")) ok = getStr(j, "wheel", s) && (a[1] = wheelFromName(s)) >= 0;
      ok = ok && getInt(j, "amount", a[2], 0, 14);
      break;
    case aPlaceTerrain:
      ok = getStr(j, "terrain", s) && (a[0] = terrainFromName(s)) >= 0 && getInt(j, "square", a[1], 0, maxSq);
      break;
    case aBuild:
      ok = getTile(j, "building", a[0]) && getInt(j, "square", a[1], 0, maxSq);
      break;
    case aConvert:
      ok = getTile(j, "building", a[0]);
      if (ok && has("wheel")) ok = getStr(j, "wheel", s) && (a[1] = wheelFromName(s)) >= 0;
      if (ok && has("square")) ok = getInt(j, "square", a[2], 0, maxSq);
      if (ok && has("forest")) ok = getInt(j, "forest", a[3], 0, 31);
      if (ok && has("offer")) ok = getOffer(j, a[4], a[5]);
      break;
    case aRemoveTerrain:
    case aTavern:
      ok = getInt(j, "square", a[0], 0, maxSq);
      break;
    case aRepeat:
      if (has("square")) ok = getInt(j, "square", a[0], 0, maxSq);
      if (ok && has("resource")) ok = getStr(j, "resource", s) && (a[1] = resFromName(s)) >= 0;
      break;
    default:
      return false;
  }
  if (!ok) return false;
  out = act(t, a[0], a[1], a[2], a[3], a[4], a[5]);
  return true;
}

// Picks and face-down cards are secret: others see only that one was chosen.
// A payment, an ability or a pass that answers a card being resolved also
// names that card and the decision (`card`, `decision`): with 3 or 4 players a
// card is revealed without an action of its own (p. 5), so a log line worded
// later (after a reload or a hand-off) could not tell which card it was. The
// card is face up by then; nothing hidden is told.
Json GlassState::publicAction(int player, const ludo::Action& a) const {
  if (a.type == aPick || a.type == aFaceDown) return Json{{"type", kTypeNames[a.type]}};
  Json j = actionToJson(a);
  // A tile removed at any time (p. 7) is named too: once gone, the square no longer says what it was.
  if (a.type == aRemoveTerrain && player >= 0 && player < n && a.arg[0] >= 0 && a.arg[0] < data().squares)
    j["terrain"] = terrainName(pl[player].sq[a.arg[0]].kind);
  if ((a.type == aPay || a.type == aAbility || a.type == aPass) && !decisions.empty()) {
    const ludo::Decision& d = decisions.top();
    if (d.player == player && (d.kind == dCardPay || d.kind == dCardAbility)) {
      j["card"] = cardId(d.a);
      j["decision"] = d.kind == dCardPay ? "cardPay" : "cardAbility";
    }
  }
  return j;
}

namespace {

Json cardList(uint16_t mask) {
  Json a = Json::array();
  for (int c = 0; c < kCards; ++c)
    if (mask & (1u << c)) a.push_back(cardId(c));
  return a;
}

Json wheelJson(const std::array<int8_t, kRes>& w, int wheel) {
  Json j = Json::object();
  for (int r = 0; r < kRes; ++r)
    if (onWheel(wheel, r)) j[resName(r)] = w[r];
  return j;
}

Json squaresJson(const Player& P) {
  Json sq = Json::array();
  for (int q = 0; q < data().squares; ++q) {
    const Square& x = P.sq[q];
    Json e{{"kind", terrainName(x.kind)}};
    if (x.kind == sqForest) e["forest"] = x.forest;
    if (x.kind == sqBuilding) e["building"] = bId(x.building);
    if (x.upgrade >= 0) e["upgrade"] = bId(x.upgrade);
    sq.push_back(e);
  }
  return sq;
}

// One seat as `viewer` may see it: its hand and face-down card only to itself.
Json seatJson(const GlassState& s, int p, int viewer) {
  const Player& P = s.pl[p];
  Json j;
  j["seat"] = p;
  j["name"] = p < static_cast<int>(s.names.size()) ? s.names[p] : "";
  j["wheels"] =
      Json{{"glass", wheelJson(P.wheel[wGlass], wGlass)}, {"brick", wheelJson(P.wheel[wBrick], wBrick)}};
  j["squares"] = squaresJson(P);
  Json offer = Json::array();
  for (int16_t b : P.offer) offer.push_back(bId(b));
  j["offer"] = offer;
  j["played"] = cardList(P.played);
  j["slotsUsed"] = P.slots;
  j["handCount"] = s.handSize(p);
  if (viewer == p) {
    j["hand"] = cardList(P.hand);
    j["faceDown"] = P.faceDown >= 0 ? Json(cardId(P.faceDown)) : Json();
  } else {
    j["faceDown"] = P.faceDown >= 0;
  }
  j["picked"] = s.stage == stPick ? __builtin_popcount(P.chosen) : s.handTarget();
  if (s.solo) j["setAside"] = cardList(P.prevChosen);
  j["glassSpent"] = P.glassSpent;
  j["brickSpent"] = P.brickSpent;
  j["buildings"] = s.tileBuildings(p);
  j["score"] = s.halfPoints(p) / 2.0;
  j["finalDone"] = P.finalDone;
  return j;
}

}  // namespace

Json GlassState::view(int viewer) const {
  Json v;
  v["game"] = "glassroad";
  v["players"] = n;
  v["solo"] = solo;
  v["phase"] = phase;
  v["phases"] = phases;
  v["round"] = round;
  v["stage"] = stageName(stage);
  v["first"] = first;
  v["turnPlayer"] = turnPlayer;
  v["deciding"] = deciding();
  v["landscape"] = Json{{"rows", data().rows}, {"cols", data().cols}};
  Json rows = Json::array();
  for (int row = 0; row < 3; ++row) {
    Json r = Json::array();
    for (int k = 0; k < slotsPerRow; ++k) r.push_back(board[row][k] >= 0 ? Json(bId(board[row][k])) : Json());
    rows.push_back(r);
  }
  v["board"] = rows;
  v["piles"] = Json::array({pile[0].size(), pile[1].size(), pile[2].size()});
  v["reserve"] = Json::array({aside[0].size(), aside[1].size(), aside[2].size()});
  Json seats = Json::array();
  for (int p = 0; p < n; ++p) seats.push_back(seatJson(*this, p, viewer));
  v["seats"] = seats;
  Json q = Json::array();
  for (size_t i = 0; i < queue.size(); ++i)
    q.push_back(Json{{"seat", queue[i].player},
                     {"card", cardId(queue[i].card)},
                     {"both", queue[i].both != 0},
                     {"done", static_cast<int>(i) < queueIdx - 1}});
  v["resolving"] = q;
  if (!decisions.empty()) {
    const ludo::Decision& d = decisions.top();
    const auto& kind = decisionTable().kind(d.kind);
    Json j{{"kind", kind.id}, {"seat", d.player}};
    if (kind.json) kind.json(*this, d, j);
    v["decision"] = j;
  }
  if (stage == stOver) v["scores"] = scores();
  return v;
}

namespace {
Json playerSnapshot(const Player& P) {
  Json x;
  x["wheel"] = Json::array({Json(P.wheel[0]), Json(P.wheel[1])});
  Json sq = Json::array();
  for (int q = 0; q < data().squares; ++q)
    sq.push_back(Json::array({P.sq[q].kind, P.sq[q].forest, P.sq[q].building, P.sq[q].upgrade}));
  x["sq"] = sq;
  x["hand"] = P.hand;
  x["chosen"] = P.chosen;
  x["prevChosen"] = P.prevChosen;
  x["played"] = P.played;
  x["faceDown"] = P.faceDown;
  x["slots"] = P.slots;
  x["finalDone"] = P.finalDone;
  x["glassSpent"] = P.glassSpent;
  x["brickSpent"] = P.brickSpent;
  x["offer"] = P.offer;
  return x;
}
}  // namespace

// The whole state (the same keys as format 1 saves held, so their snapshots
// still compare equal after a replay).
Json GlassState::save() const {
  Json j;
  j["format"] = 1;
  j["n"] = n;
  j["solo"] = solo;
  j["beginner"] = beginner;
  if (beginnerRefill) j["beginnerRefill"] = true;
  if (tavernAtTavern) j["tavernAtTavern"] = true;
  j["phases"] = phases;
  j["phase"] = phase;
  j["round"] = round;
  j["first"] = first;
  j["turnPlayer"] = turnPlayer;
  j["revealIdx"] = revealIdx;
  j["slotsPerRow"] = slotsPerRow;
  j["stage"] = static_cast<int>(stage);
  j["resumeStage"] = static_cast<int>(resumeStage);
  Json b = Json::array();
  for (int row = 0; row < 3; ++row) {
    Json r = Json::array();
    for (int k = 0; k < slotsPerRow; ++k) r.push_back(board[row][k]);
    b.push_back(r);
  }
  j["board"] = b;
  j["pile"] = Json::array({pile[0], pile[1], pile[2]});
  j["aside"] = Json::array({aside[0], aside[1], aside[2]});
  j["removed"] = removed;
  Json ps = Json::array();
  for (int p = 0; p < n; ++p) ps.push_back(playerSnapshot(pl[p]));
  j["pl"] = ps;
  Json q = Json::array();
  for (const auto& r : queue) q.push_back(Json::array({r.player, r.card, r.both}));
  j["queue"] = q;
  j["queueIdx"] = queueIdx;
  Json st = Json::array();
  for (const auto& d : decisions.items()) st.push_back(Json::array({d.kind, d.player, d.a, d.b, d.c, d.d}));
  j["stack"] = st;
  j["rng"] = rng.save();
  j["names"] = names;
  return j;
}

}  // namespace glassroad
