// Reads data.json (embedded at build time) into the typed tables of Data, once.
#include <stdexcept>

#include "state.hpp"

extern const char* ludoData_gwtnz();

namespace gwtnz {

using ludo::Json;

int Data::breedIndex(const std::string& id) const {
  for (size_t i = 0; i < breeds.size(); ++i)
    if (breeds[i].id == id) return static_cast<int>(i);
  throw std::runtime_error("gwtnz data: unknown breed " + id);
}

namespace {

template <class T>
int indexOf(const std::vector<std::string>& names, const std::string& s, T) {
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == s) return static_cast<int>(i);
  throw std::runtime_error("gwtnz data: unknown value " + s);
}
int lookup(const std::vector<std::string>& names, const std::string& s) { return indexOf(names, s, 0); }

const std::vector<std::string> kOpNames = {
    "none",     "discardSame", "discardBreed", "discardAnyGold", "gold",          "aux",
    "invest",   "hire",        "shear",        "boat",           "explore",       "objective",
    "build",    "buySheep",    "removeHazard", "gain",           "moveRancher",   "lushGain",
    "lushCert", "hazardPairs", "deliver13",    "drawDiscard",    "perShepherd",   "perWarehouse",
    "romney",   "token",       "cert",         "warehouseRange", "discardAnyCert"};
const std::vector<std::string> kHands = {"none", "black", "green"};
const std::vector<std::string> kBorders = {"white", "black"};
const std::vector<std::string> kCardGains = {"none",   "objective", "romney", "sheepdog", "ferry",
                                             "kotare", "wheel",     "barrel", "bell",     "compass"};
const std::vector<std::string> kConds = {
    "counter13",         "building",         "building4", "shearers2", "warehouse",
    "lincolnCorriedale", "hampshireRyeland", "ferry",     "explore6",  "flood"};
const std::vector<std::string> kImmediates = {"gain4", "exchange2", "cert2", "explore2", "boat2"};
const std::vector<std::string> kGroups = {"aux0", "aux1", "aux2", "aux3",      "aux4",
                                          "move", "wool", "hand", "certLimit", "permCert"};
const std::vector<std::string> kWorkerImm = {"none",   "token",    "payHampshireRyeland", "buySheep",
                                             "build",  "build1",   "discardGold",         "boat5",
                                             "romney", "explore1", "marketSheep"};
const std::vector<std::string> kTileEffects = {
    "joker",      "permCert",      "tokens3Gold", "permWoolToken",     "token",        "hazard3",
    "goldMinus4", "sheepdogGold2", "ferryGold2",  "exploreKotareGold", "removeStarter"};
const std::vector<std::string> kPortTypes = {"small", "medium", "large", "end"};
const std::vector<std::string> kTops = {"cert", "gain5", "explore4", "gain3Ferry"};
const std::vector<std::string> kScorings = {"certificates", "warehousePairs", "objectives", "buildings",
                                            "hazards",      "ferries",        "explore5",   "workerPairs"};
const std::vector<std::string> kPairs = {"gold1", "wool1", "tokens2", "vp"};
const std::vector<std::string> kBonusActions = {"poundPerObjective", "poundAndExplore", "poundOrWarehouse3",
                                                "poundOrOnDeck", "poundsOrUpgradeBuilding"};
const std::vector<std::string> kArrows = {"black", "yellow", "turquoise", "red"};

ActionList readActions(const Data& d, const Json& j) {
  ActionList list;
  for (const Json& alts : j) {
    LocationAction la;
    for (const Json& e : alts) {
      Effect f;
      f.op = static_cast<Op>(lookup(kOpNames, e["op"].get<std::string>()));
      f.n = static_cast<int8_t>(
          e.value("n", e.value("mod", e.value("max", e.value("cost", e.value("perBuilder", 0))))));
      f.gain = static_cast<int8_t>(e.value("gain", 0));
      if (e.contains("breed")) f.breed = static_cast<int8_t>(d.breedIndex(e["breed"].get<std::string>()));
      f.flag = e.value("double", e.value("draw", false));
      f.exact = e.value("exact", false);
      la.push_back(f);
    }
    list.push_back(la);
  }
  return list;
}

ObjectiveDef readObjective(const Json& j) {
  ObjectiveDef o;
  o.immediate = static_cast<Immediate>(lookup(kImmediates, j["immediate"].get<std::string>()));
  for (const Json& c : j["conditions"])
    o.conds.push_back(static_cast<Cond>(lookup(kConds, c.get<std::string>())));
  o.vp = static_cast<int8_t>(j["vp"].get<int>());
  o.penalty = static_cast<int8_t>(j["penalty"].get<int>());
  return o;
}

Counter readCounter(const Json& j) {
  Counter c;
  c.value = static_cast<int8_t>(j["value"].get<int>());
  c.border = static_cast<Border>(lookup(kBorders, j["border"].get<std::string>()));
  c.vp = static_cast<int8_t>(j["vp"].get<int>());
  c.transport = static_cast<int8_t>(j["transport"].get<int>());
  c.card = static_cast<int8_t>(lookup(kCardGains, j["card"].get<std::string>()));
  c.pounds = static_cast<int8_t>(j.value("pounds", 0));
  c.repeat = j.value("repeat", false);
  c.largePort = static_cast<int8_t>(j.value("largePort", -1));
  return c;
}

void readRoute(Data& d, const Json& r) {
  const std::vector<std::string> kinds = {"start", "neutral", "build", "flood", "rockfall", "wellington"};
  for (const Json& j : r["nodes"]) {
    Node nd;
    nd.kind = static_cast<NodeKind>(lookup(kinds, j["kind"].get<std::string>()));
    for (const Json& x : j["next"]) nd.next.push_back(static_cast<int8_t>(x.get<int>()));
    nd.slot = static_cast<int8_t>(j.value("slot", j.value("zone", -1)));
    nd.req = static_cast<int8_t>(j.value("req", 0));
    nd.risky = static_cast<int8_t>(j.value("risky", -1));
    nd.lush = j.value("lush", false);
    if (nd.kind == nWellington) d.wellington = static_cast<int>(d.nodes.size());
    d.nodes.push_back(nd);
  }
  for (const Json& a : r["riskyActions"]) d.risky.push_back(readActions(d, Json::array({a})));
}

void readBreeds(Data& d, const Json& j) {
  for (const Json& b : j["sheep"]["breeds"]) {
    Breed br;
    br.id = b["id"].get<std::string>();
    br.color = b["color"].get<std::string>();
    br.breeding = static_cast<int8_t>(b["breeding"].get<int>());
    br.wool = static_cast<int8_t>(b["wool"].get<int>());
    br.vp = static_cast<int8_t>(b["vp"].get<int>());
    br.starter = b.contains("starter");
    const auto& order = j["sheep"]["marketOrder"];
    for (size_t k = 0; k < order.size(); ++k)
      if (order[k] == br.color) br.colorRank = static_cast<int8_t>(k);
    d.breeds.push_back(br);
  }
  if (d.breeds.size() != kBreeds || d.breeds[brRomney].id != "romney" || d.breeds[brSuffolk].id != "suffolk")
    throw std::runtime_error("gwtnz data: breeds out of order");
  for (int p = 2; p <= 4; ++p) d.marketSize[p] = j["sheep"]["marketSize"][std::to_string(p)].get<int>();
}

// The bonus-card sets (6 cards each): sheep, objective or action cards.
void readBonusSets(Data& d, const Json& j) {
  d.bonusFirst = static_cast<int>(d.cards.size());
  for (const Json& set : j["bonusSets"]["sets"]) {
    const int id = set["set"].get<int>();
    const std::string kind = set["kind"].get<std::string>();
    if (kind == "objective") {
      d.bonusSetObjective[id] = static_cast<int8_t>(d.objectives.size());
      d.objectives.push_back(readObjective(set));
    }
    for (int k = 0; k < 6; ++k) {
      CardDef c;
      c.kind = kind == "sheep" ? ckSheep : kind == "objective" ? ckObjective : ckBonus;
      c.set = static_cast<int8_t>(id);
      if (kind == "sheep") {
        c.breed = static_cast<int8_t>(d.breedIndex(set["breed"].get<std::string>()));
        c.vp = d.breeds[c.breed].vp;
      } else if (kind == "objective") {
        c.objective = d.bonusSetObjective[id];
      } else {
        c.bonusAction = static_cast<int8_t>(lookup(kBonusActions, set["effect"].get<std::string>()));
        c.vp = static_cast<int8_t>(set["vp"].get<int>());
        c.ferry = set.value("ferry", false);
      }
      d.cards.push_back(c);
    }
  }
}

// Cards with the same kind, breed, support action, bonus set and objective are
// interchangeable: they share a `def` number (the first such card's index).
void numberDefs(Data& d) {
  for (size_t i = 0; i < d.cards.size(); ++i) {
    CardDef& c = d.cards[i];
    c.def = static_cast<int16_t>(i);
    for (size_t k = 0; k < i; ++k) {
      const CardDef& o = d.cards[k];
      if (o.kind == c.kind && o.breed == c.breed && o.support == c.support && o.set == c.set &&
          o.objective == c.objective) {
        c.def = o.def;
        break;
      }
    }
  }
}

void readCards(Data& d, const Json& j) {
  readBreeds(d, j);
  auto sheep = [&](int breed, int owner) {
    CardDef c;
    c.kind = ckSheep;
    c.breed = static_cast<int8_t>(breed);
    c.owner = static_cast<int8_t>(owner);
    c.vp = d.breeds[breed].vp;
    d.cards.push_back(c);
  };
  const Json& breeds = j["sheep"]["breeds"];
  d.starterFirst = 0;
  for (int p = 0; p < kMaxPlayers; ++p)
    for (size_t b = 0; b < breeds.size(); ++b)
      for (int k = 0; k < breeds[b].value("starter", 0); ++k) sheep(static_cast<int>(b), p);
  d.marketFirst = static_cast<int>(d.cards.size());
  for (size_t b = 0; b < breeds.size(); ++b)
    for (int k = 0; k < breeds[b].value("market", 0); ++k) sheep(static_cast<int>(b), -1);
  d.supportFirst = static_cast<int>(d.cards.size());
  for (size_t b = 0; b < breeds.size(); ++b)
    for (int k = 0; k < breeds[b].value("support", 0); ++k) sheep(static_cast<int>(b), -1);
  int s = 0;
  for (const Json& sc : j["support"]["cards"]) {
    d.supportEffect.push_back(readActions(d, Json::array({sc["effect"]})));
    for (int k = 0; k < sc["count"].get<int>(); ++k) {
      CardDef c;
      c.kind = ckSupport;
      c.support = static_cast<int8_t>(s);
      c.ferry = sc["id"] == "ferry";
      d.cards.push_back(c);
    }
    ++s;
  }
  for (const Json& o : j["objectives"]) d.objectives.push_back(readObjective(o));
  readBonusSets(d, j);
  for (int k = 0; k < 4; ++k) d.headerCost[k] = j["bonusSets"]["headerCost"][k].get<int>();
  for (int p = 2; p <= 4; ++p) d.stackSize[p] = j["bonusSets"]["stackSize"][std::to_string(p)].get<int>();
  d.objectiveFirst = static_cast<int>(d.cards.size());
  for (size_t o = 0; o < j["objectives"].size(); ++o) {
    CardDef c;
    c.kind = ckObjective;
    c.objective = static_cast<int8_t>(o);
    d.cards.push_back(c);
  }
  d.cardCount = static_cast<int>(d.cards.size());
  numberDefs(d);
}

void readBuildings(Data& d, const Json& j) {
  const Json& tiles = j["neutral"]["tiles"];
  for (int t = 0; t < 8; ++t) {
    d.neutralI[t] = readActions(d, tiles[t]["I"]);
    d.doubleSided[t] = tiles[t].contains("II");
    d.neutralII[t] = d.doubleSided[t] ? readActions(d, tiles[t]["II"]) : d.neutralI[t];
  }
  const Json& pb = j["personal"]["buildings"];
  for (int b = 0; b < kBuildings; ++b) {
    PersonalBuilding& B = d.personal[b];
    B.builders = static_cast<int8_t>(pb[b]["builders"].get<int>());
    B.vp = static_cast<int8_t>(pb[b]["vp"].get<int>());
    B.hand = static_cast<Hand>(lookup(kHands, pb[b]["hand"].get<std::string>()));
    B.side[0] = readActions(d, pb[b]["a"]);
    B.side[1] = readActions(d, pb[b]["b"]);
  }
}

void readBoard(Data& d, const Json& b) {
  for (int s = 0; s < kDiscs; ++s) {
    const Json& x = b["slots"][s];
    DiscSlot& S = d.discs[s];
    S.group = static_cast<DiscGroup>(lookup(kGroups, x["group"].get<std::string>()));
    S.border = static_cast<Border>(lookup(kBorders, x["border"].get<std::string>()));
    S.cost = static_cast<int8_t>(x.value("cost", 0));
    S.gain = static_cast<int8_t>(x.value("gain", 0));
    S.vp = static_cast<int8_t>(x.value("vp", 0));
  }
  for (int a = 0; a < 5; ++a) d.auxGrey[a] = static_cast<int8_t>(b["auxGrey"][a].get<int>());
  d.handLimit = b["handLimit"].get<int>();
  d.certLimit = b["certLimit"].get<int>();
  d.certLimitUnlocked = b["certLimitUnlocked"].get<int>();
  d.goldLimit = b["goldLimit"].get<int>();
  d.startGold = b["startGold"].get<int>();
  for (int p = 2; p <= 4; ++p) d.movement[p] = b["movement"][std::to_string(p)].get<int>();
  for (int k = 0; k < 4; ++k) {
    d.startMoney[k] = b["money"][k].get<int>();
    d.startHand[k] = b["hand"][k].get<int>();
  }
  for (int k = 0; k < 5; ++k) {
    d.pairBonus[k] =
        static_cast<PairBonus>(lookup(kPairs, b["warehousePairs"][k]["bonus"].get<std::string>()));
    d.pairVp[k] = static_cast<int8_t>(b["warehousePairs"][k].value("vp", 0));
  }
  const char* rows[kWorkerTypes] = {"shepherd", "builder", "sailor", "shearer"};
  for (int t = 0; t < kWorkerTypes; ++t)
    for (int c = 1; c < kWorkerCols; ++c)
      d.workerSlot[t][c] = static_cast<WorkerImmediate>(
          lookup(kWorkerImm, b["workerSlots"][rows[t]][c - 1].get<std::string>()));
}

void readTiles(Data& d, const Json& j) {
  for (const Json& c : j["jobMarket"]["cost"]) d.jobCost.push_back(static_cast<int8_t>(c.get<int>()));
  for (const Json& c : j["bonusMarket"]["cost"]) d.bonusCost.push_back(static_cast<int8_t>(c.get<int>()));
  for (const Json& c : j["bonusMarket"]["arrows"])
    d.arrows.push_back(static_cast<int8_t>(lookup(kArrows, c.get<std::string>())));
  d.markerStart = j["bonusMarket"]["markerStart"].get<int>();
  d.workersPerType = j["tiles"]["workers"].get<int>();
  for (const char* type : {"flood", "rockfall"})
    for (const Json& h : j["tiles"]["hazards"][type]) {
      HazardTile t;
      t.type = std::string(type) == "flood" ? hzFlood : hzRockfall;
      t.vp = static_cast<int8_t>(h["vp"].get<int>());
      t.hand = static_cast<Hand>(lookup(kHands, h["hand"].get<std::string>()));
      d.hazards.push_back(t);
    }
  for (const Json& b : j["tiles"]["bonus"]) {
    BonusTile t;
    t.effect = static_cast<TileEffect>(lookup(kTileEffects, b["effect"].get<std::string>()));
    t.vp = static_cast<int8_t>(b["vp"].get<int>());
    t.costMod = static_cast<int8_t>(b.value("costMod", 0));
    d.bonusTiles.push_back(t);
  }
  for (const Json& h : j["harbourmasters"]) {
    Harbourmaster m;
    m.top = static_cast<HarbourTop>(lookup(kTops, h["top"].get<std::string>()));
    m.scoring = static_cast<HarbourScore>(lookup(kScorings, h["scoring"].get<std::string>()));
    d.harbour.push_back(m);
  }
}

void readWellingtonAndSea(Data& d, const Json& j) {
  for (const Json& c : j["wellington"]["delivery"]) d.delivery.push_back(readCounter(c));
  for (const Json& c : j["wellington"]["wool"]) d.wool.push_back(readCounter(c));
  for (const Json& a : j["wellington"]["arrows"])
    d.greenArrows.push_back({static_cast<int8_t>(a[0].get<int>()), static_cast<int8_t>(a[1].get<int>()),
                             static_cast<int8_t>(a[2].get<int>())});
  const Json& sea = j["sea"];
  d.seaSpaces = 1;
  for (const Json& r : sea["routes"]) d.seaSpaces += static_cast<int>(r.size());
  d.seaAdj.assign(d.seaSpaces, {});
  for (const Json& r : sea["routes"]) {
    int prev = 0;
    for (const Json& x : r) {
      const int s = x.get<int>();
      d.seaAdj[prev].push_back(static_cast<int8_t>(s));
      d.seaAdj[s].push_back(static_cast<int8_t>(prev));
      prev = s;
    }
  }
  for (const Json& p : sea["ports"]) {
    Port pt;
    pt.type = static_cast<PortType>(lookup(kPortTypes, p["type"].get<std::string>()));
    pt.space = static_cast<int8_t>(p["space"].get<int>());
    if (p.contains("costs"))
      for (int k = 0; k < 4; ++k) pt.costs[k] = static_cast<int8_t>(p["costs"][k].get<int>());
    pt.cost = static_cast<int8_t>(p.value("cost", 0));
    pt.border = static_cast<Border>(lookup(kBorders, p.value("border", std::string("white"))));
    pt.card = static_cast<int8_t>(lookup(kCardGains, p.value("card", std::string("none"))));
    pt.vp = static_cast<int8_t>(p.value("vp", 0));
    if (pt.type == ptLarge) pt.large = static_cast<int8_t>(d.largeCount++);
    if (pt.type == ptMedium) pt.medium = static_cast<int8_t>(d.mediumCount++);
    d.ports.push_back(pt);
  }
  for (const Json& a : sea["yellowArrows"])
    d.yellowArrows.push_back({static_cast<int8_t>(a[0].get<int>()), static_cast<int8_t>(a[1].get<int>()),
                              static_cast<int8_t>(a[2].get<int>())});
  const Json& ex = j["exploration"];
  for (const Json& v : ex["vp"]) d.exploreVp.push_back(static_cast<int8_t>(v.get<int>()));
  for (int p = 2; p <= 4; ++p) d.movementTileAt[p] = ex["movementTile"][std::to_string(p)].get<int>();
  for (const Json& g : ex["gold"]) d.exploreGold.push_back(static_cast<int8_t>(g.get<int>()));
  d.exploreChoice = ex["choice"].get<int>();
  d.exploreLast = ex["last"].get<int>();
}

void readSarah(Data& d, const Json& j) {
  const std::vector<std::string> acts = {"hireCheapest",
                                         "hireSpecialty",
                                         "buySheep",
                                         "build",
                                         "invest",
                                         "explore1",
                                         "explore2",
                                         "explore3",
                                         "objective",
                                         "hazard",
                                         "buySheepOrLincolnCorriedale",
                                         "buildOr1",
                                         "sailors",
                                         "shearersLincoln",
                                         "buySheepPlus2OrLinCorDorset",
                                         "buildOr2",
                                         "shearersRyeland"};
  const std::vector<std::string> moves = {"shepherd", "builder", "sailor", "shearer", "specialty"};
  for (const Json& c : j["cards"]) {
    SarahCard sc;
    sc.number = static_cast<int8_t>(c["n"].get<int>());
    if (c["move"].is_number())
      sc.move = static_cast<int8_t>(c["move"].get<int>());
    else
      sc.moveType = static_cast<int8_t>(lookup(moves, c["move"].get<std::string>()));
    for (const Json& a : c["actions"])
      sc.actions.push_back(static_cast<SarahAct>(lookup(acts, a.get<std::string>())));
    d.sarahCards.push_back(sc);
  }
  const char* levels[3] = {"easy", "medium", "hard"};
  for (int k = 0; k < 3; ++k) {
    for (const Json& r : j["difficulty"][levels[k]]["remove"])
      d.sarahRemove[k].push_back(static_cast<int8_t>(r.get<int>()));
    d.sarahFirst[k] = static_cast<int8_t>(j["difficulty"][levels[k]]["firstDelivery"].get<int>());
  }
  for (const Json& opt : j["market"]) {
    std::vector<int8_t> v;
    for (const Json& b : opt) {
      const std::string id = b.get<std::string>();
      v.push_back(id == "lincolnCorriedale"  ? kLinCor
                  : id == "hampshireRyeland" ? kHamRye
                                             : static_cast<int8_t>(d.breedIndex(id)));
    }
    d.sarahMarket.push_back(v);
  }
  for (int c = 0; c < kWorkerCols; ++c)
    d.sarahColumnBonus[c] = static_cast<int8_t>(lookup(kCardGains, j["columnBonus"][c].get<std::string>()));
  for (int k = 0; k < 6; ++k)
    d.sarahSailorBonus[k] = static_cast<int8_t>(lookup(kCardGains, j["sailorBonus"][k].get<std::string>()));
  const std::vector<std::string> slots = {"none", "mediumPort", "woolCounter"};
  for (int c = 1; c < kWorkerCols; ++c) {
    d.sarahSailorSlot[c] =
        static_cast<int8_t>(lookup(slots, j["workerSlots"]["sailor"][c - 1].get<std::string>()));
    d.sarahShearerSlot[c] =
        static_cast<int8_t>(lookup(slots, j["workerSlots"]["shearer"][c - 1].get<std::string>()));
  }
  d.sarahWoolCounter = j["woolCounter"].get<int>();
  d.sarahDiscs = j["discs"].get<int>();
}

Data load() {
  const Json j = Json::parse(ludoData_gwtnz());
  Data d;
  d.version = j["version"].get<int>();
  readCards(d, j);
  readRoute(d, j["route"]);
  readBuildings(d, j);
  readBoard(d, j["playerBoard"]);
  readTiles(d, j);
  readWellingtonAndSea(d, j);
  readSarah(d, j["sarah"]);
  return d;
}

}  // namespace

const Data* gData = nullptr;

const Data& loadData() {
  static const Data d = load();
  gData = &d;
  return d;
}

}  // namespace gwtnz
