// The JSON boundary: actions, views, save and load (see README.md).
#include <algorithm>

#include "state.hpp"

namespace glassroad {

using ludo::Json;

namespace {

const char* const kTypeNames[kActionTypes] = {"",      "pick",  "faceDown",     "play",  "pay",
                                              "ability", "pass", "gain",        "placeTerrain", "build",
                                              "convert", "removeTerrain", "repeat", "tavern"};
const char* wheelName(int w) { return w == wGlass ? "glass" : "brick"; }
int wheelFromName(const std::string& s) { return s == "glass" ? 0 : s == "brick" ? 1 : -2; }

std::string cardId(int c) { return c >= 0 && c < kCards ? data().cards[c].id : "?"; }
std::string bId(int b) { return b >= 0 && b < kTiles + kBaseCount ? data().buildings[b].id : "?"; }

bool getInt(const Json& j, const char* key, int& out, int lo, int hi) {
  if (!j.contains(key) || !j[key].is_number_integer()) return false;
  long long v = j[key].get<long long>();
  if (v < lo || v > hi) return false;
  out = static_cast<int>(v);
  return true;
}
bool getStr(const Json& j, const char* key, std::string& out) {
  if (!j.contains(key) || !j[key].is_string()) return false;
  out = j[key].get<std::string>();
  return true;
}

}  // namespace

Json GlassState::actionToJson(const ludo::Action& a) const {
  if (a.type <= 0 || a.type >= kActionTypes) return Json{{"type", "?"}};
  Json j{{"type", kTypeNames[a.type]}};
  const auto& g = a.arg;
  switch (a.type) {
    case aPick:
    case aFaceDown:
    case aPlay: j["card"] = cardId(g[0]); break;
    case aPay:
      if (g[0] >= 0) j["wheel"] = wheelName(g[0]);
      if (g[1] >= 0) j["forest"] = g[1];
      break;
    case aAbility: j["index"] = g[0]; break;
    case aGain:
      j["resource"] = resName(g[0]);
      j["wheel"] = wheelName(g[1]);
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
    case aConvert: {
      j["building"] = bId(g[0]);
      if (g[1] >= 0) j["wheel"] = wheelName(g[1]);
      if (g[2] >= 0) j["square"] = g[2];
      if (g[3] >= 0) j["forest"] = g[3];
      if (g[4] >= 0) {
        Json o = Json::array({bId(g[4])});
        if (g[5] >= 0) o.push_back(bId(g[5]));
        j["offer"] = o;
      }
      break;
    }
    case aRemoveTerrain:
    case aTavern: j["square"] = g[0]; break;
    case aRepeat:
      if (g[0] >= 0) j["square"] = g[0];
      if (g[1] >= 0) j["resource"] = resName(g[1]);
      break;
    default: break;
  }
  return j;
}

bool GlassState::actionFromJson(const Json& j, ludo::Action& out) const {
  std::string type;
  if (!getStr(j, "type", type)) return false;
  int t = -1;
  for (int k = 1; k < kActionTypes; ++k)
    if (type == kTypeNames[k]) t = k;
  if (t < 0) return false;
  const int maxSq = data().squares - 1;
  int a0 = -1, a1 = -1, a2 = -1, a3 = -1, a4 = -1, a5 = -1;
  std::string s;
  switch (t) {
    case aPick:
    case aFaceDown:
    case aPlay:
      if (!getStr(j, "card", s) || (a0 = cardFromId(s)) < 0) return false;
      break;
    case aPay:
      if (j.contains("wheel")) {
        if (!getStr(j, "wheel", s) || (a0 = wheelFromName(s)) < 0) return false;
      }
      if (j.contains("forest") && !getInt(j, "forest", a1, 0, 31)) return false;
      break;
    case aAbility:
      if (!getInt(j, "index", a0, 0, 1)) return false;
      break;
    case aPass: break;
    case aGain:
      if (!getStr(j, "resource", s) || (a0 = resFromName(s)) < 0) return false;
      if (!getStr(j, "wheel", s) || (a1 = wheelFromName(s)) < 0) return false;
      if (!getInt(j, "amount", a2, 1, 14)) return false;
      break;
    case aPlaceTerrain:
      if (!getStr(j, "terrain", s) || (a0 = terrainFromName(s)) < 0) return false;
      if (!getInt(j, "square", a1, 0, maxSq)) return false;
      break;
    case aBuild:
      if (!getStr(j, "building", s) || (a0 = buildingFromId(s)) < 0 || a0 >= kTiles) return false;
      if (!getInt(j, "square", a1, 0, maxSq)) return false;
      break;
    case aConvert:
      if (!getStr(j, "building", s) || (a0 = buildingFromId(s)) < 0 || a0 >= kTiles) return false;
      if (j.contains("wheel") && (!getStr(j, "wheel", s) || (a1 = wheelFromName(s)) < 0)) return false;
      if (j.contains("square") && !getInt(j, "square", a2, 0, maxSq)) return false;
      if (j.contains("forest") && !getInt(j, "forest", a3, 0, 31)) return false;
      if (j.contains("offer")) {
        const Json& o = j["offer"];
        if (!o.is_array() || o.empty() || o.size() > 2) return false;
        for (size_t i = 0; i < o.size(); ++i) {
          if (!o[i].is_string()) return false;
          int b = buildingFromId(o[i].get<std::string>());
          if (b < 0 || b >= kTiles) return false;
          (i == 0 ? a4 : a5) = b;
        }
      }
      break;
    case aRemoveTerrain:
    case aTavern:
      if (!getInt(j, "square", a0, 0, maxSq)) return false;
      break;
    case aRepeat:
      if (j.contains("square") && !getInt(j, "square", a0, 0, maxSq)) return false;
      if (j.contains("resource") && (!getStr(j, "resource", s) || (a1 = resFromName(s)) < 0)) return false;
      break;
    default: return false;
  }
  out = act(t, a0, a1, a2, a3, a4, a5);
  return true;
}

Json GlassState::publicAction(int /*player*/, const ludo::Action& a) const {
  if (a.type == aPick || a.type == aFaceDown) return Json{{"type", kTypeNames[a.type]}};
  return actionToJson(a);
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

}  // namespace

Json GlassState::view(int viewer) const {
  const Data& D = data();
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
  v["landscape"] = Json{{"rows", D.rows}, {"cols", D.cols}};
  Json board = Json::array();
  for (int row = 0; row < 3; ++row) {
    Json r = Json::array();
    for (int k = 0; k < slotsPerRow; ++k) r.push_back(this->board[row][k] >= 0 ? Json(bId(this->board[row][k])) : Json());
    board.push_back(r);
  }
  v["board"] = board;
  v["piles"] = Json::array({pile[0].size(), pile[1].size(), pile[2].size()});
  v["reserve"] = Json::array({aside[0].size(), aside[1].size(), aside[2].size()});
  Json seats = Json::array();
  for (int p = 0; p < n; ++p) {
    const Player& P = pl[p];
    Json s;
    s["seat"] = p;
    s["name"] = p < static_cast<int>(names.size()) ? names[p] : "";
    s["wheels"] = Json{{"glass", wheelJson(P.wheel[wGlass], wGlass)}, {"brick", wheelJson(P.wheel[wBrick], wBrick)}};
    Json sq = Json::array();
    for (int q = 0; q < D.squares; ++q) {
      const Square& x = P.sq[q];
      Json e{{"kind", terrainName(x.kind)}};
      if (x.kind == sqForest) e["forest"] = x.forest;
      if (x.kind == sqBuilding) e["building"] = bId(x.building);
      if (x.upgrade >= 0) e["upgrade"] = bId(x.upgrade);
      sq.push_back(e);
    }
    s["squares"] = sq;
    Json offer = Json::array();
    for (int16_t b : P.offer) offer.push_back(bId(b));
    s["offer"] = offer;
    s["played"] = cardList(P.played);
    s["slotsUsed"] = P.slots;
    s["handCount"] = handSize(p);
    const bool own = viewer == p;
    if (own) {
      s["hand"] = cardList(P.hand);
      s["faceDown"] = P.faceDown >= 0 ? Json(cardId(P.faceDown)) : Json();
    } else {
      s["faceDown"] = P.faceDown >= 0;
    }
    s["picked"] = stage == stPick ? __builtin_popcount(P.chosen) : handTarget();
    if (solo) s["setAside"] = cardList(P.prevChosen);
    s["glassSpent"] = P.glassSpent;
    s["brickSpent"] = P.brickSpent;
    s["buildings"] = tileBuildings(p);
    s["score"] = halfPoints(p) / 2.0;
    s["finalDone"] = P.finalDone;
    seats.push_back(s);
  }
  v["seats"] = seats;
  Json q = Json::array();
  for (size_t i = 0; i < queue.size(); ++i)
    q.push_back(Json{{"seat", queue[i].player}, {"card", cardId(queue[i].card)}, {"both", queue[i].both != 0},
                     {"done", static_cast<int>(i) < queueIdx - 1}});
  v["resolving"] = q;
  if (!stack.empty()) {
    const Decision& d = stack.back();
    static const char* const kinds[] = {"cardPay", "cardAbility", "gain", "placeTerrain", "build", "repeat", "tavern"};
    Json j{{"kind", kinds[d.kind]}, {"seat", d.player}};
    switch (d.kind) {
      case dCardPay: j["card"] = cardId(d.a); break;
      case dCardAbility:
        j["card"] = cardId(d.a);
        j["both"] = d.b != 0;
        j["used"] = Json::array({(d.c & 1) != 0, (d.c & 2) != 0});
        break;
      case dGain: {
        Json rs = Json::array();
        for (int r = 0; r < kRes; ++r)
          if (d.a & (1 << r)) rs.push_back(resName(r));
        j["resources"] = rs;
        j["amount"] = d.b;
        if (d.c >= 0) j["wheel"] = wheelName(d.c);
        j["fromSupplier"] = (d.d & gfAnyTime) != 0;
        break;
      }
      case dPlaceTerrain: {
        Json ts = Json::array();
        for (int t = sqQuarry; t <= sqPond; ++t)
          if (d.a & (1 << t)) ts.push_back(terrainName(t));
        j["terrains"] = ts;
        if (d.b >= 0) j["adjacentTo"] = d.b;
        j["remaining"] = d.c;
        break;
      }
      case dRepeat: j["building"] = bId(d.a); break;
      case dTavern: j["square"] = d.a; break;
      default: break;
    }
    v["decision"] = j;
  }
  if (stage == stOver) v["scores"] = scores();
  return v;
}

Json GlassState::save() const {
  Json j;
  j["format"] = 1;
  j["n"] = n;
  j["solo"] = solo;
  j["beginner"] = beginner;
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
  for (int p = 0; p < n; ++p) {
    const Player& P = pl[p];
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
    ps.push_back(x);
  }
  j["pl"] = ps;
  Json q = Json::array();
  for (const auto& r : queue) q.push_back(Json::array({r.player, r.card, r.both}));
  j["queue"] = q;
  j["queueIdx"] = queueIdx;
  Json st = Json::array();
  for (const auto& d : stack) st.push_back(Json::array({d.kind, d.player, d.a, d.b, d.c, d.d}));
  j["stack"] = st;
  j["rng"] = rng.save();
  j["names"] = names;
  return j;
}

uint64_t GlassState::hash() const {
  ludo::Hasher h;
  h.add(save().dump());
  return h.value();
}

namespace {
int req(const Json& j, const char* key, int lo, int hi) {
  if (!j.is_object() || !j.contains(key) || !j[key].is_number_integer())
    throw std::runtime_error(std::string("missing or non-integer ") + key);
  long long v = j[key].get<long long>();
  if (v < lo || v > hi) throw std::runtime_error(std::string("out of range: ") + key);
  return static_cast<int>(v);
}
bool reqBool(const Json& j, const char* key) {
  if (!j.contains(key) || !j[key].is_boolean()) throw std::runtime_error(std::string("missing boolean ") + key);
  return j[key].get<bool>();
}
int num(const Json& j, int lo, int hi, const char* what) {
  if (!j.is_number_integer()) throw std::runtime_error(std::string("non-integer ") + what);
  long long v = j.get<long long>();
  if (v < lo || v > hi) throw std::runtime_error(std::string("out of range: ") + what);
  return static_cast<int>(v);
}
const Json& arr(const Json& j, const char* key, size_t size = static_cast<size_t>(-1)) {
  if (!j.contains(key) || !j[key].is_array()) throw std::runtime_error(std::string("missing array ") + key);
  if (size != static_cast<size_t>(-1) && j[key].size() != size) throw std::runtime_error(std::string("bad size: ") + key);
  return j[key];
}
}  // namespace

bool GlassState::loadFrom(const Json& j, std::string& error) {
  const Data& D = data();
  if (!j.is_object()) {
    error = "save must be an object";
    return false;
  }
  if (req(j, "format", 1, 1) != 1) return false;
  n = req(j, "n", 1, kMaxPlayers);
  solo = reqBool(j, "solo");
  if (solo != (n == 1)) throw std::runtime_error("solo flag inconsistent with player count");
  beginner = reqBool(j, "beginner");
  phases = req(j, "phases", 4, 7);
  if (solo ? phases != 7 : phases > 5) throw std::runtime_error("bad phase count");
  phase = req(j, "phase", 0, phases);
  round = req(j, "round", 0, 3);
  first = req(j, "first", 0, n - 1);
  turnPlayer = req(j, "turnPlayer", 0, n - 1);
  revealIdx = req(j, "revealIdx", 0, n);
  slotsPerRow = req(j, "slotsPerRow", 4, 5);
  stage = static_cast<Stage>(req(j, "stage", 0, stOver));
  resumeStage = static_cast<Stage>(req(j, "resumeStage", 0, stOver));
  if ((phase == phases) != (stage == stFinal || stage == stOver)) throw std::runtime_error("phase and stage disagree");
  const Json& b = arr(j, "board", 3);
  for (int row = 0; row < 3; ++row) {
    if (!b[row].is_array() || b[row].size() != static_cast<size_t>(slotsPerRow)) throw std::runtime_error("bad board row");
    board[row].fill(-1);
    for (int k = 0; k < slotsPerRow; ++k) {
      board[row][k] = static_cast<int16_t>(num(b[row][k], -1, kTiles - 1, "board"));
      if (board[row][k] >= 0 && board[row][k] / 31 != row) throw std::runtime_error("tile on the wrong row");
    }
  }
  for (const char* key : {"pile", "aside"}) {
    const Json& a = arr(j, key, 3);
    for (int row = 0; row < 3; ++row) {
      auto& dest = key[0] == 'p' ? pile[row] : aside[row];
      dest.clear();
      if (!a[row].is_array()) throw std::runtime_error("bad pile");
      for (const auto& x : a[row]) {
        int t = num(x, row * 31, row * 31 + 30, "pile tile");
        dest.push_back(static_cast<int16_t>(t));
      }
    }
  }
  removed.clear();
  for (const auto& x : arr(j, "removed")) removed.push_back(static_cast<int16_t>(num(x, 0, kTiles - 1, "removed")));
  const Json& ps = arr(j, "pl", static_cast<size_t>(n));
  for (int p = 0; p < n; ++p) {
    const Json& x = ps[p];
    Player& P = pl[p];
    P = Player{};
    const Json& w = arr(x, "wheel", 2);
    for (int wh = 0; wh < 2; ++wh) {
      if (!w[wh].is_array() || w[wh].size() != static_cast<size_t>(kRes)) throw std::runtime_error("bad wheel");
      for (int r = 0; r < kRes; ++r) {
        int hi = !onWheel(wh, r) ? 0 : isRefined(r) ? kMaxRefined : kMaxBase;
        P.wheel[wh][r] = static_cast<int8_t>(num(w[wh][r], 0, hi, "wheel amount"));
      }
    }
    const Json& sq = arr(x, "sq", static_cast<size_t>(D.squares));
    for (int q = 0; q < D.squares; ++q) {
      if (!sq[q].is_array() || sq[q].size() != 4) throw std::runtime_error("bad square");
      Square& s = P.sq[q];
      s.kind = static_cast<int8_t>(num(sq[q][0], 0, sqBuilding, "square kind"));
      s.forest = static_cast<int8_t>(num(sq[q][1], -1, D.forests - 1, "forest"));
      s.building = static_cast<int16_t>(num(sq[q][2], -1, kTiles + kBaseCount - 1, "building"));
      s.upgrade = static_cast<int16_t>(num(sq[q][3], -1, kTiles - 1, "upgrade"));
      if ((s.kind == sqForest) != (s.forest >= 0)) throw std::runtime_error("forest square inconsistent");
      if ((s.kind == sqBuilding) != (s.building >= 0)) throw std::runtime_error("building square inconsistent");
      if (s.upgrade >= 0 && (s.building < kBaseFirst || D.buildings[s.upgrade].upgrades != s.building))
        throw std::runtime_error("upgrade on the wrong building");
      if (s.building >= 0 && D.buildings[s.building].upgrades >= 0) throw std::runtime_error("upgrade on a square");
      if (s.building >= kBaseFirst && D.startId[q] != s.building) throw std::runtime_error("base building moved");
      if (s.kind == sqForest && (D.startKind[q] != sqForest || D.startId[q] != s.forest))
        throw std::runtime_error("forest moved");
    }
    for (int q = 0; q < D.squares; ++q)
      if (D.startKind[q] == sqBuilding && P.sq[q].building != D.startId[q]) throw std::runtime_error("base building missing");
    P.hand = static_cast<uint16_t>(num(x.at("hand"), 0, (1 << kCards) - 1, "hand"));
    P.chosen = static_cast<uint16_t>(num(x.at("chosen"), 0, (1 << kCards) - 1, "chosen"));
    P.prevChosen = static_cast<uint16_t>(num(x.at("prevChosen"), 0, (1 << kCards) - 1, "prevChosen"));
    P.played = static_cast<uint16_t>(num(x.at("played"), 0, (1 << kCards) - 1, "played"));
    P.faceDown = static_cast<int8_t>(num(x.at("faceDown"), -1, kCards - 1, "faceDown"));
    P.slots = static_cast<int8_t>(num(x.at("slots"), 0, kForcedSlots, "slots"));
    P.finalDone = reqBool(x, "finalDone");
    P.glassSpent = static_cast<int16_t>(num(x.at("glassSpent"), 0, 200, "glassSpent"));
    P.brickSpent = static_cast<int16_t>(num(x.at("brickSpent"), 0, 200, "brickSpent"));
    for (const auto& o : arr(x, "offer")) P.offer.push_back(static_cast<int16_t>(num(o, 0, kTiles - 1, "offer")));
    if ((P.hand | P.played | (P.faceDown >= 0 ? 1u << P.faceDown : 0u)) & ~static_cast<unsigned>(P.chosen))
      throw std::runtime_error("cards outside the chosen hand");
    if (P.hand & P.played) throw std::runtime_error("card both in hand and played");
  }
  queue.clear();
  for (const auto& r : arr(j, "queue")) {
    if (!r.is_array() || r.size() != 3) throw std::runtime_error("bad queue");
    queue.push_back({static_cast<int8_t>(num(r[0], 0, n - 1, "queue seat")), static_cast<int8_t>(num(r[1], 0, kCards - 1, "queue card")),
                     static_cast<int8_t>(num(r[2], 0, 1, "queue both"))});
  }
  queueIdx = req(j, "queueIdx", 0, static_cast<int>(queue.size()));
  stack.clear();
  for (const auto& r : arr(j, "stack")) {
    if (!r.is_array() || r.size() != 6) throw std::runtime_error("bad decision");
    Decision d;
    d.kind = static_cast<int8_t>(num(r[0], 0, dTavern, "decision kind"));
    d.player = static_cast<int8_t>(num(r[1], 0, n - 1, "decision seat"));
    d.a = static_cast<int16_t>(num(r[2], -1, 32767, "decision a"));
    d.b = static_cast<int16_t>(num(r[3], -1, 32767, "decision b"));
    d.c = static_cast<int16_t>(num(r[4], -1, 32767, "decision c"));
    d.d = static_cast<int16_t>(num(r[5], -1, 32767, "decision d"));
    switch (d.kind) {
      case dCardPay:
      case dCardAbility:
        if (d.a < 0 || d.a >= kCards || d.b < 0 || d.b > 1 || d.c < 0 || d.c > 3) throw std::runtime_error("bad card decision");
        break;
      case dGain:
        if (d.a <= 0 || d.a >= (1 << kRes) || d.b < 0 || d.b > 50 || d.c < -1 || d.c > 1 || d.d < 0 || d.d > 15)
          throw std::runtime_error("bad gain decision");
        break;
      case dPlaceTerrain:
        if (d.a <= 0 || d.a > 14 || d.b < -1 || d.b >= D.squares || d.c < 0 || d.c > 2) throw std::runtime_error("bad placement");
        break;
      case dRepeat:
        if (d.a != landscaping_office && d.a != winery && d.a != fishery && d.a != wood_merchant)
          throw std::runtime_error("bad repeat");
        break;
      case dTavern:
        if (d.a < 0 || d.a >= D.squares) throw std::runtime_error("bad tavern");
        break;
      default:
        break;
    }
    stack.push_back(d);
  }
  if (!rng.load(j.at("rng"))) throw std::runtime_error("bad rng");
  names.clear();
  for (const auto& nm : arr(j, "names", static_cast<size_t>(n))) {
    if (!nm.is_string()) throw std::runtime_error("bad name");
    names.push_back(nm.get<std::string>());
  }
  std::vector<std::string> problems;
  checkInvariants(problems);
  if (!problems.empty()) {
    error = "inconsistent save: " + problems[0];
    return false;
  }
  return true;
}

}  // namespace glassroad
