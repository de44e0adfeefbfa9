// Neuland (Tobias Stapelfeldt & Peter Eggert), 2–4 players.
//
// Players build production units on a shared map of 19 hexes, place workers on
// them to make goods, consume those goods to make better ones, and finally
// place coats of arms on properties. Turn order follows a circular time line:
// every action moves your time marker; whoever is furthest behind plays next.
// The first to place their last coat of arms wins at once.
//
// Reference: ../shared/rules/neuland.fr.txt (second translation, with details
// from the first); every reconstruction is listed in ASSUMPTIONS.md.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.hpp"

namespace neuland {

inline constexpr int kHexes = 19;
inline constexpr int kMaxPerHex = 3;  // p. 8 (IV): at most 3 buildings per hex
inline constexpr int kMaxPlayers = 4;
inline constexpr int kCategories = 5;
inline constexpr int kOreKinds = 3;

enum class Terrain : int8_t { forest, field, mountain };

enum Good : int8_t {
  food, wool, wood, stone, cloth, coal, paper, ironOre, silverOre, iron, silver, gold, weapons, coins, tools,
  kGoods,
  ore = 100,  // a mine's recipe: the good is the top ore of its stack
  noGood = -1,
};

// A good source when paying: a tile id (your worker there) or one of these.
enum Source : int16_t { noSource = -1, foodToken = -2, woodToken = -3, forage = -4 };

enum ActionType : int16_t { aStart = 1, aProduce, aBuild, aCoats, aStack, aEndTurn };

inline constexpr int kForageSteps = 3;  // first translation, 2.3: 3 actions for an imaginary food

struct Recipe {
  std::vector<Good> in;
  Good out;
};

// A building kind: production unit or property (data.json).
struct Kind {
  std::string id;
  Terrain terrain;
  bool property = false;
  Good material = wood;         // building cost: one wood or one stone
  std::vector<Recipe> recipes;  // production units
  std::vector<Good> cost;       // properties: goods to place the coats
  int category = -1, value = 0;  // properties
  int count = 0;                 // tiles in the box
  bool isMine() const { return !recipes.empty() && recipes[0].out == ore; }
};

struct Data {
  std::vector<Kind> kinds;
  std::vector<int> tileKind;  // tile id -> kind
  std::vector<int> firstTile;  // kind -> first tile id
  std::array<std::vector<int>, kCategories> categoryStack;  // kinds, smallest value first
  std::array<std::array<int, 2>, kHexes> coords{};
  std::array<std::array<int, kHexes>, kHexes> dist{};
  std::array<Terrain, kHexes> beginnerTerrain{};
  std::vector<int> beginnerStart;
  std::vector<std::vector<Terrain>> sections;
  std::array<int, 5> timeLine{}, coats{};  // by player count
  int workers = 8, metalMarkers = 4;
  std::array<int, kOreKinds> ores{};
  std::vector<std::string> goodNames, categoryNames, colors;
  int huntingLodge = -1, woodcutter = -1;
  int kindIndex(const std::string& id) const;
  int goodIndex(const std::string& name) const;
};
const Data& data();

// A source that is a worker: tile + kVariant * variant + kLying * lying. The
// variant tells a blast furnace's iron from its silver (0 everywhere else);
// the player chooses a standing or a lying worker (p. 7: "better use the lying
// one first, or you lose its product").
inline constexpr int kVariant = 64;
inline constexpr int kLying = 128;
inline int sourceTile(int src) { return src % kVariant; }
inline int sourceVariant(int src) { return (src / kVariant) % 2; }
inline bool sourceLying(int src) { return src >= kLying; }

struct Tile {
  int8_t hex = -1;    // -1: in the supply
  int8_t owner = -1;  // the seat whose workers are on it (ASSUMPTIONS.md: several of one seat)
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
  bool started = false;  // has placed the hunting lodge and woodcutter's hut
  int turns = 0;         // turns completed
};

struct PendingStack {
  int tile;
  std::vector<int8_t> drawn;  // ore goods, in draw order
};

class NeulandState : public ludo::State {
 public:
  NeulandState() = default;
  std::unique_ptr<ludo::State> clone() const override { return std::make_unique<NeulandState>(*this); }
  int numPlayers() const override { return n_; }
  bool over() const override { return winner_ >= 0; }
  ludo::Turn turn() const override;
  void legalActions(int player, std::vector<ludo::Action>& out) const override;
  bool applyLegal(int player, const ludo::Action& action) override;
  ludo::Json actionToJson(const ludo::Action& action) const override;
  bool actionFromJson(const ludo::Json& json, ludo::Action& out) const override;
  ludo::Json view(int viewer) const override;
  ludo::Json save() const override;
  ludo::Json scores() const override;
  uint64_t hash() const override;
  void checkInvariants(std::vector<std::string>& problems) const override;
  double evaluate(int seat) const override;
  std::unique_ptr<ludo::State> determinize(int seat, uint64_t seed) const override;
  double playoutWeight(int player, const ludo::Action& action) const override;

  void setup(const ludo::Setup& setup);
  bool load(const ludo::Json& j, std::string& error);

  // Read access for tests.
  const Player& player(int seat) const { return players_[seat]; }
  const Tile& tile(int id) const { return tiles_[id]; }
  const Hex& hex(int id) const { return hexes_[id]; }
  int current() const { return current_; }
  int presentTime() const { return present_; }
  int timeLine() const { return line_; }
  int winner() const { return winner_; }
  int metalMarkers() const { return metal_; }
  const std::array<int, kOreKinds>& bag() const { return bag_; }
  const std::vector<PendingStack>& pending() const { return pending_; }
  int supply(int kind) const;            // tiles of that kind still in the supply
  Good heldGood(int tile, int variant) const;  // what a worker there holds
  int topProperty(int category) const;   // kind on top of that stack, -1 when empty
  // The time steps an action costs (0 for stack/endTurn).
  int steps(const ludo::Action& a) const;

 private:
  friend struct Rules;
  friend struct Planner;
  int n_ = 0;
  std::vector<std::string> names_;
  bool beginner_ = true;
  int line_ = 11;
  int present_ = 0;
  int current_ = 0;
  int firstPlayer_ = 0;
  int firstRoundLeft_ = 0;  // players still to play their first turn
  int winner_ = -1;
  bool ending_ = false;  // the turn ends once the pending ore stacks are decided
  int metal_ = 4;
  std::array<int, kOreKinds> bag_{};
  std::array<Player, kMaxPlayers> players_{};
  std::array<Hex, kHexes> hexes_{};
  std::vector<Tile> tiles_;
  std::vector<PendingStack> pending_;
  ludo::Rng rng_;
  // Playout cache: what the acting seat's plan needs, at one step.
  uint64_t stamp_ = 0;
  mutable uint64_t cacheStamp_ = ~0ULL;
  mutable int cacheSeat_ = -1;
  mutable bool neededProperty_ = false;
  mutable std::array<bool, kGoods> neededGood_{};
  mutable std::array<bool, 32> neededKind_{};
};

std::unique_ptr<ludo::Game> makeGame();

}  // namespace neuland
