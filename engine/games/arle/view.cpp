// The JSON boundary, the view and the snapshot (for display and the hash; saves
// are restored by replaying their log).
#include <algorithm>
#include <string>

#include "ids.hpp"
#include "state.hpp"

namespace arle {

using ludo::Json;
namespace {

Json names(const std::string& fr, const std::string& en) { return {{"fr", fr}, {"en", en}}; }

Json viewBuildings(const ArleState& s) {
  static const char* groups[] = {"lightGreen", "darkGreen", "yellow", "orange", "blue", "red"};
  Json bl = Json::array();
  for (int b = 0; b < kBuildings; ++b) {
    if (s.bowner[b] == -2) continue;
    const BuildingData& bd = data().buildings[b];
    Json ways = Json::array();
    for (const Cost& c : bd.payments) {
      Json w = Json::object();
      for (int g = 0; g < kGoods; ++g)
        if (c[g]) w[kGoodIds[g]] = c[g];
      ways.push_back(w);
    }
    bl.push_back({{"id", bd.id},
                  {"group", groups[bd.group]},
                  {"vp", bd.vp},
                  {"cost", bd.costEn},
                  {"costNames", names(bd.costFr, bd.costEn)},
                  {"payments", ways},
                  {"names", names(bd.fr, bd.en)},
                  {"text", names(bd.textFr, bd.textEn)},
                  {"owner", s.bowner[b]}});
  }
  return bl;
}

// What a kAskAmount decision repeats (its Conv): the action space, or the bakehouse.
const char* convertId(int conv) {
  static const char* const kConverts[] = {"woolWeaver", "tanner", "linenWeaver",
                                          "potter",     "baker",  "bakehouse"};
  return conv >= 0 && conv <= kConvertBakehouse ? kConverts[conv] : nullptr;
}

Json viewPending(const ArleState& s) {
  if (s.decisions.empty()) return nullptr;
  const Decision& d = s.decisions.top();
  Json pend = {{"kind", decisionTable().kind(d.kind).id},
               {"player", d.player},
               {"a", d.a},
               {"b", d.b},
               {"mask", d.mask}};
  if (d.kind == kAskSale) pend["destination"] = data().dests[d.a].id;
  if (d.kind == kAskAmount && convertId(d.a)) pend["convert"] = convertId(d.a);
  if (d.kind == kAskArrange) {
    const auto& h = s.pl[d.player].hand;
    pend["hand"] = {h[0], h[1], h[2]};
  }
  return pend;
}

Json viewSupply(const ArleState& s) {
  return {{"fields", s.supplyLeft(kGrainField)},
          {"forests", s.supplyLeft(kForest)},
          {"stalls", s.supplyLeft(kStall)},
          {"stables", s.supplyLeft(kStable)},
          {"ploughsBoats", s.supplyLeft(100 + kPlough)},
          {"handcartsWagons", s.supplyLeft(100 + kHandcart)},
          {"carts", s.supplyLeft(100 + kCart)},
          {"carriages", s.supplyLeft(100 + kCarriage)},
          {"woodPlank", s.supplyLeft(200 + kWood)},
          {"clayBrick", s.supplyLeft(200 + kClay)}};
}

Json viewVillage(const ArleState& s, int p) {
  const Player& P = s.pl[p];
  Json vs = Json::array();
  for (int i = 0; i < kVSpaces; ++i) {
    Json sj = {{"index", i},
               {"row", i < 15 ? i / 3 : 5},
               {"col", i < 15 ? i % 3 : i - 15},
               {"zone", i < 9    ? "marsh"
                        : i < 15 ? "land"
                                 : "moor"},
               {"usable", s.usable(p, i)},
               {"tile", kTileIds[P.tile[i]]},
               {"holding", 2 * i},
               {"animals", {P.an[2 * i][0], P.an[2 * i][1], P.an[2 * i][2]}},
               {"capacity", s.holdCap(p, 2 * i) + s.holdCap(p, 2 * i + 1)}};
    if (P.tile[i] == kBuildingTile) sj["building"] = data().buildings[P.bld[i]].id;
    if (P.tile[i] == kDoubleStall)
      sj["animals2"] = {P.an[2 * i + 1][0], P.an[2 * i + 1][1], P.an[2 * i + 1][2]};
    vs.push_back(sj);
  }
  Json moors = Json::array();
  static const int moorSpaces[3][2] = {{15, -1}, {16, -1}, {17, 18}};
  for (int m = 0; m < kMoors; ++m) {
    Json sp = Json::array({moorSpaces[m][0]});
    if (moorSpaces[m][1] >= 0) sp.push_back(moorSpaces[m][1]);
    moors.push_back({{"state", P.moor[m] < 0    ? "removed"
                               : P.moor[m] == 0 ? "moor"
                                                : "dried"},
                     {"peat", P.moorPeat[m]},
                     {"spaces", sp}});
  }
  return {{"spaces", vs},
          {"dikeMoves", P.dikeMoves},
          {"marshRowsUnlocked", (P.dikeMoves >= 1) + (P.dikeMoves >= 4) + (P.dikeMoves >= 7)},
          {"topDikesCovering", 3 - s.marshPenalty(p)},
          {"dikeHolding", kDikeHolding},
          {"dikeAnimals", {P.an[kDikeHolding][0], P.an[kDikeHolding][1], P.an[kDikeHolding][2]}},
          {"moors", moors}};
}

Json viewBarn(const ArleState& s, int p) {
  const Player& P = s.pl[p];
  Json vehs = Json::array();
  for (int i = 0; i < P.nveh; ++i) {
    const EquipData& ed = data().equip[P.veh[i].type];
    Json cells = Json::array();
    for (int c = 0; c < (int)ed.cells.size(); ++c) {
      int it = P.veh[i].cell[c];
      cells.push_back({{"kind", std::string(1, ed.cells[c])},
                       {"load", it == kLoadContinued ? "continued"
                                : it == 0            ? ""
                                                     : itemId(it)}});
    }
    vehs.push_back({{"index", i}, {"type", ed.id}, {"large", ed.large}, {"cells", cells}});
  }
  return {{"ploughs", P.ploughs},
          {"peatBoats", P.boats},
          {"vehicles", vehs},
          {"small", s.barnSmall(p)},
          {"large", s.barnLarge(p)}};
}

Json viewBoard(const ArleState& s, int p) {
  const Data& d = data();
  const Player& P = s.pl[p];
  Json pj;
  pj["seat"] = p;
  Json goods;
  for (int g = 0; g < kGoods; ++g) goods[kGoodIds[g]] = P.g[g];
  pj["goods"] = goods;
  Json tools = Json::array();
  for (int t = 0; t < kTools; ++t)
    tools.push_back({{"id", d.tools[t].id},
                     {"names", names(d.tools[t].fr, d.tools[t].en)},
                     {"position", P.tool[t]},
                     {"value", s.toolValue(p, t)},
                     {"track", d.tools[t].values},
                     {"vp", d.tools[t].vp}});
  pj["tools"] = tools;
  pj["village"] = viewVillage(s, p);
  pj["animals"] = {
      {"sheep", s.animals(p, kSheep)}, {"cow", s.animals(p, kCow)}, {"horse", s.animals(p, kHorse)}};
  pj["unplaced"] = {P.loose[0], P.loose[1], P.loose[2]};
  pj["inHand"] = {P.hand[0], P.hand[1], P.hand[2]};
  pj["barn"] = viewBarn(s, p);
  Json dests = Json::array();
  for (int dd = 0; dd < kDests; ++dd)
    dests.push_back({{"id", d.dests[dd].id},
                     {"size", d.dests[dd].size},
                     {"names", names(d.dests[dd].fr, d.dests[dd].en)},
                     {"text", names(d.dests[dd].textFr, d.dests[dd].textEn)},
                     {"state", (P.destOnTrack >> dd) & 1 ? "track"
                               : (P.destUsed >> dd) & 1  ? "vehicle"
                                                         : "available"}});
  pj["destinations"] = dests;
  pj["travel"] = {{"covered", P.travel}, {"vp", ArleState::travelVp(P.travel)}};
  pj["shortage"] = P.shortage;
  Json hl = Json::array();
  for (int b = 0; b < kBuildings; ++b)
    if (P.housesLeft & (1u << b)) hl.push_back(d.buildings[b].id);
  pj["housesToActivate"] = hl;
  Json sc = s.breakdown(p);
  sc["total"] = s.score(p).total();
  pj["score"] = sc;
  return pj;
}

Json feedBillJson(const ArleState::FeedBill& b) {
  return {{"food", b.food},   {"grain", b.grain},     {"peat", b.peat},      {"wood", b.wood},
          {"plank", b.plank}, {"animals", b.animals}, {"missing", b.missing}};
}

// The answers that take nothing: declining a decision, or converting 0 times.
bool declines(const ludo::Action& a) { return a.type == kActStop || (a.type == kActAmount && a.arg[0] == 0); }

bool sameHoldings(const Player& a, const Player& b) {
  for (int i = 0; i < kMaxVehicles; ++i)
    if (a.veh[i].type != b.veh[i].type || a.veh[i].cell != b.veh[i].cell) return false;
  return a.g == b.g && a.tool == b.tool && a.tile == b.tile && a.bld == b.bld && a.an == b.an &&
         a.loose == b.loose && a.moor == b.moor && a.moorPeat == b.moorPeat && a.dikeMoves == b.dikeMoves &&
         a.ploughs == b.ploughs && a.boats == b.boats && a.nveh == b.nveh && a.destUsed == b.destUsed &&
         a.destOnTrack == b.destOnTrack && a.travel == b.travel && a.shortage == b.shortage;
}

// Whether placing the deciding player's worker on `space` gives them nothing now: every decision
// the action opens can only be declined, and nothing of theirs changes. The placement stays legal
// (a worker may be placed only to occupy a space, p. 6); the board says what it gives.
bool idlePlacement(const ArleState& s, int p, int space) {
  ArleState next = s;
  next.applyLegal(p, act(kActPlace, space));
  Actions answers;
  for (int i = 0; i < 16 && !next.decisions.empty() && next.decisions.top().player == p; ++i) {
    answers.clear();
    next.pendingLegal(answers);
    if (answers.empty() || !std::all_of(answers.begin(), answers.end(), declines)) return false;
    next.applyLegal(p, answers.front());
  }
  return sameHoldings(s.pl[p], next.pl[p]);
}

// The spaces open to the deciding player's next worker that would give them nothing.
std::array<bool, kSpaces> idleSpaces(const ArleState& s) {
  std::array<bool, kSpaces> idle{};
  const int p = s.decider();
  if (s.phase != kPhaseWork || p < 0 || !s.decisions.empty()) return idle;
  Actions legal;
  s.legalActions(p, legal);
  for (const ludo::Action& a : legal)
    if (a.type == kActPlace) idle[a.arg[0]] = idlePlacement(s, p, a.arg[0]);
  return idle;
}

}  // namespace

Json ArleState::publicAction(int player, const ludo::Action& a) const {
  Json j = actionToJson(a);
  if (a.type == kActFeed && player >= 0 && player < nP) j["paid"] = feedBillJson(feedBill(player));
  if (a.type == kActDone) j["phase"] = phaseId(phase);  // the end of the work phase, or of the game
  if (a.type == kActAmount && pendingKind(kAskAmount) && convertId(decisions.top().a))
    j["convert"] = convertId(decisions.top().a);
  return j;
}

Json ArleState::view(int /*viewer*/) const {
  const Data& d = data();
  Json v;
  v["game"] = "arle";
  v["players"] = nP;
  v["halfYear"] = half;
  v["season"] = summer() ? "summer" : "winter";
  v["firstPlayer"] = fp;
  v["phase"] = phaseId(phase);
  v["deciding"] = decider();
  v["placements"] = phase == kPhaseWork ? step : 4 * nP;
  v["specialUsedBy"] = specialBy;
  Json spaces = Json::array();
  const std::array<bool, kSpaces> idle = idleSpaces(*this);
  for (int s = 0; s < kSpaces; ++s) {
    spaces.push_back({{"id", d.spaces[s].id},
                      {"season", d.spaces[s].winter ? "winter" : "summer"},
                      {"names", names(d.spaces[s].fr, d.spaces[s].en)},
                      {"text", names(d.spaces[s].textFr, d.spaces[s].textEn)},
                      {"occupiedBy", occ[s]}});
    if (idle[s]) spaces.back()["idle"] = true;
  }
  v["actionSpaces"] = spaces;
  v["buildings"] = viewBuildings(*this);
  v["pending"] = viewPending(*this);
  // Subsistence about to be paid (p. 8): what it will take, for the button that pays it.
  if (phase == kPhaseSubsistence && decisions.empty() && decider() >= 0)
    v["feedBill"] = feedBillJson(feedBill(decider()));
  v["decisions"] = decisionTable().toJson(*this, decisions);
  v["supply"] = viewSupply(*this);
  Json ps = Json::array();
  for (int p = 0; p < nP; ++p) ps.push_back(viewBoard(*this, p));
  v["boards"] = ps;
  return v;
}

// ------------------------------------------------------------ snapshot
Json ArleState::save() const {
  Json j;
  j["format"] = 2;
  j["dataVersion"] = data().version;
  j["players"] = nP;
  j["half"] = half;
  j["fp"] = fp;
  j["phase"] = phase;
  j["step"] = step;
  j["specialBy"] = specialBy;
  j["options"] = {{"firstGame", options.firstGame},
                  {"recommendedDarkGreen", options.recommendedDarkGreen},
                  {"moorStart", options.moorStart},
                  {"extraUpgrades", options.extraUpgrades},
                  {"strictInnMaterials", options.strictInnMaterials},
                  {"turneryWoodOnce", options.turneryWoodOnce},
                  {"carpenterStables", options.carpenterStables}};
  j["occ"] = occ;
  j["bowner"] = bowner;
  Json st = Json::array();
  for (const Decision& d : decisions.items()) st.push_back({d.kind, d.player, d.a, d.b, d.c, d.d, d.mask});
  j["decisions"] = st;
  Json ps = Json::array();
  for (int p = 0; p < 2; ++p) {
    const Player& P = pl[p];
    Json an = Json::array(), before = Json::array();
    for (int h = 0; h < kHoldings; ++h) an.push_back(P.an[h]), before.push_back(P.before[h]);
    Json vs = Json::array();
    for (int i = 0; i < P.nveh; ++i) vs.push_back({P.veh[i].type, P.veh[i].cell});
    ps.push_back({{"g", P.g},
                  {"tool", P.tool},
                  {"tile", P.tile},
                  {"bld", P.bld},
                  {"an", an},
                  {"loose", P.loose},
                  {"hand", P.hand},
                  {"before", before},
                  {"moor", P.moor},
                  {"moorPeat", P.moorPeat},
                  {"dikeMoves", P.dikeMoves},
                  {"ploughs", P.ploughs},
                  {"boats", P.boats},
                  {"veh", vs},
                  {"destUsed", P.destUsed},
                  {"destOnTrack", P.destOnTrack},
                  {"travel", P.travel},
                  {"shortage", P.shortage},
                  {"housesLeft", P.housesLeft},
                  {"done", P.done}});
  }
  j["pl"] = ps;
  j["rng"] = rng.save();
  return j;
}

}  // namespace arle
