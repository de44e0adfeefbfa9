// Neuland (Tobias Stapelfeldt & Peter Eggert), 2–4 players.
//
// Players build production units on a shared map of 19 hexes, place workers on
// them to make goods, consume those goods to make better ones, and finally
// place coats of arms on properties. Turn order follows a circular time line:
// every action moves your time marker; whoever is furthest behind plays next.
// The first to place their last coat of arms wins at once.
//
// The rulebook is the French text holding two translations (the second is the
// reference); README.md maps each of its sections to a file, and every
// reconstruction or reading is in ASSUMPTIONS.md.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.hpp"

namespace neuland {

inline constexpr int kHexes = 19;
inline constexpr int kMaxPerHex = 3;  // "Eriger des bâtiments", p. 9: at most 3 buildings per hex
inline constexpr int kMaxPlayers = 4;
inline constexpr int kCategories = 5;
inline constexpr int kOreKinds = 3;
inline constexpr int kMaxKinds = 32;
inline constexpr int kMaxTiles = 64;
inline constexpr int kForageSteps = 3;  // first translation, 2.3: 3 actions for an imaginary food

enum class Terrain : int8_t { forest, field, mountain };

enum Good : int8_t {
  food,
  wool,
  wood,
  stone,
  cloth,
  coal,
  paper,
  ironOre,
  silverOre,
  iron,
  silver,
  gold,
  weapons,
  coins,
  tools,
  kGoods,
  ore = 100,  // a mine's recipe: the good is the top ore of its stack
  noGood = -1,
};

// A good source when paying: a tile id (your worker there) or one of these.
enum Source : int16_t { noSource = -1, foodToken = -2, woodToken = -3, forage = -4 };

// Action types (Action::type). Their JSON forms are listed in README.md.
enum ActionType : int16_t { aStart = 1, aProduce, aBuild, aCoats, aStack, aEndTurn, aProposeEnd, aAgreeEnd };

// Decision kinds on the decision stack (Decision::kind), registered in flow.cpp.
enum DecisionKindId : int16_t { dStackOres = 0, dAgreeEnd = 1 };

// A source that is a worker: tile + kVariant * variant + kLying * lying. The
// variant tells a blast furnace's iron from its silver (0 everywhere else);
// the player chooses a standing or a lying worker ("Utiliser des produits",
// p. 7: better use the lying one first, or you lose its product).
inline constexpr int kVariant = 64;
inline constexpr int kLying = 128;
inline int sourceTile(int src) { return src % kVariant; }
inline int sourceVariant(int src) { return (src / kVariant) % 2; }
inline bool sourceLying(int src) { return src >= kLying; }

struct Recipe {
  std::vector<Good> in;
  Good out;
};

// A building kind: production unit or property (data.json).
struct Kind {
  std::string id;
  Terrain terrain;
  bool property = false;
  Good material = wood;          // building cost: one wood or one stone
  std::vector<Recipe> recipes;   // production units
  std::vector<Good> cost;        // properties: goods to place the coats
  int category = -1, value = 0;  // properties
  int count = 0;                 // tiles in the box
  bool isMine() const { return !recipes.empty() && recipes[0].out == ore; }
};

// What a tile is, flattened for the hot loops.
struct TileInfo {
  int8_t kind = 0;
  bool property = false;
  bool mine = false;
  int8_t recipes = 0;
  std::array<Good, 2> out{noGood, noGood};
  std::array<int8_t, 2> inCount{};          // each recipe's inputs
  std::array<std::array<Good, 2>, 2> in{};  // (at most 2 in the box)
};

// What a kind is, flattened for the hot loops (the same facts as Kind).
struct KindInfo {
  bool property = false;
  bool mine = false;
  Terrain terrain = Terrain::forest;
  Good material = wood;
  int8_t category = -1, value = 0;
  int8_t firstTile = 0, count = 0;
  int8_t costCount = 0;  // properties
  std::array<Good, 4> cost{};
};

struct Data {
  std::vector<Kind> kinds;
  std::vector<int> tileKind;                                // tile id -> kind
  std::vector<TileInfo> tiles;                              // tile id -> what it is
  std::array<KindInfo, kMaxKinds> kindInfo{};               // kind -> what it is, flattened
  uint64_t unitMask = 0, mineMask = 0;                      // tile masks: production units, mines
  uint32_t propertyKinds = 0;                               // kind mask: the properties
  std::vector<int> firstTile;                               // kind -> first tile id
  std::array<std::vector<int>, kCategories> categoryStack;  // kinds, smallest value first
  std::array<std::array<int, 2>, kHexes> coords{};
  std::array<std::array<int, kHexes>, kHexes> dist{};
  std::array<Terrain, kHexes> beginnerTerrain{};
  std::vector<int> beginnerStart;
  std::vector<std::vector<Terrain>> sections;
  std::array<int, 5> timeLine{}, coats{};  // by player count
  int workers = 8;
  std::array<int, 2> metalMarkers{};  // iron-face, silver-face markers
  std::array<int, kOreKinds> ores{};
  std::vector<std::string> goodNames, categoryNames, colors;
  int huntingLodge = -1, woodcutter = -1;
  int kindIndex(const std::string& id) const;
  int goodIndex(const std::string& name) const;
};
const Data& buildData();
inline const Data& data() {
  static const Data& d = buildData();
  return d;
}

inline int oreIndex(int good) { return good == coal ? 0 : good == ironOre ? 1 : good == silverOre ? 2 : -1; }
inline int8_t oreGood(int index) {
  return static_cast<int8_t>(index == 0 ? coal : index == 1 ? ironOre : silverOre);
}
inline int metalIndex(int good) { return good == iron ? 0 : good == silver ? 1 : -1; }

struct Tile {
  int8_t hex = -1;    // -1: in the supply
  int8_t owner = -1;  // the seat whose workers are on it
  // Workers by the good they hold (variant: the unit's recipe). A worker stands
  // until the end of its owner's turn, then lies until the end of the next.
  std::array<int8_t, 2> standing{}, lying{};
  int8_t oreCount = 0;  // mines: ores stacked, ores[oreCount-1] on top
  std::array<int8_t, 3> ores{};
  int8_t coatSeat = -1, coatCount = 0;  // properties
  int workers() const { return standing[0] + standing[1] + lying[0] + lying[1]; }
};

struct Hex {
  Terrain terrain = Terrain::forest;
  bool start = false;
  int8_t count = 0;
  std::array<int8_t, kMaxPerHex> tiles{};
};

struct Player {
  int time = 0;  // absolute time: space = time % timeLine
  int reserve = 0;
  int coatsLeft = 0;
  std::array<int, kCategories> placed{};
  bool cart = true, foodToken = true, woodToken = true;
  bool started = false;   // has placed the hunting lodge and woodcutter's hut
  int turns = 0;          // turns completed
  bool proposed = false;  // has proposed to end the game during this turn
};

// The game options (ASSUMPTIONS.md gives each one's passage and default).
struct Options {
  bool beginner = true;        // layout: the recommended map
  bool stacking = false;       // several of your own workers on one unit (the worked example's reading)
  bool foraging = false;       // first translation, 2.3: an imaginary food for 3 actions
  bool goldOneGood = false;    // gold replaces one good (and building materials) instead of a whole cost
  bool metalPool = false;      // the 4 two-sided metal markers as one pool instead of 2 + 2
  bool endBesideNext = false;  // after round 1, a turn may end right behind the next marker (plays again)
};

// Why the game ended.
enum class Ending : int8_t { none, lastCoat, stalemate, agreed };

std::unique_ptr<ludo::Game> makeGame();

}  // namespace neuland
