// The Neuland state: plain data, the engine contract, then the rules helpers
// grouped by the file that defines them.
#pragma once
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "core/decision.hpp"
#include "neuland.hpp"

namespace neuland {

struct Tally;

// One way of paying a good: a source and the hex it comes from (-1: no place).
struct PayOption {
  int16_t source;
  int8_t hex;
  int8_t uses;  // how many goods this source may give (workers on it of that kind)
};

// The ways of paying one good; fixed size so listing actions allocates nothing.
// At most 7 workers, each standing or lying, plus two markers and foraging.
struct PayOptions {
  std::array<PayOption, 24> v;
  int n = 0;
  void clear() { n = 0; }
  void push_back(PayOption o) { v[n++] = o; }
  bool empty() const { return n == 0; }
  const PayOption* begin() const { return v.data(); }
  const PayOption* end() const { return v.data() + n; }
};

// The tiles of the box, stored inline so that copying a state (every search
// iteration clones one) allocates nothing.
struct Tiles {
  std::array<Tile, kMaxTiles> v{};
  int count = 0;
  void assign(size_t size, const Tile& tile) {
    count = static_cast<int>(size);
    for (int i = 0; i < count; ++i) v[i] = tile;
  }
  size_t size() const { return static_cast<size_t>(count); }
  Tile& operator[](int i) { return v[i]; }
  const Tile& operator[](int i) const { return v[i]; }
  const Tile* begin() const { return v.data(); }
  const Tile* end() const { return v.data() + count; }
};

// The seats' names, shared by every copy of a game (they never change).
struct Names {
  std::shared_ptr<const std::vector<std::string>> list = std::make_shared<const std::vector<std::string>>();
  Names& operator=(const std::vector<std::string>& names) {
    list = std::make_shared<const std::vector<std::string>>(names);
    return *this;
  }
  const std::string& operator[](int i) const { return (*list)[i]; }
};

// What listing one seat's payments needs, computed once per legalActions:
// for each good, the ways of paying it.
struct PayContext {
  int seat = 0;
  int budget = 0;  // time steps the seat may still take this turn
  std::array<PayOptions, kGoods> byGood;
};

class NeulandState : public ludo::State {
 public:
  // --- contract
  LUDO_STATE_CONTRACT(NeulandState);
  int numPlayers() const override { return n; }
  bool over() const override { return ending != Ending::none; }
  uint64_t hash() const override;

  void checkTile(int tile, Tally& tally, std::vector<std::string>& problems) const;  // invariants.cpp

  // --- plain data
  int n = 0;
  Names names;
  Options options;
  int line = 11;    // spaces on the time line
  int present = 0;  // the present-time marker (absolute time)
  int current = 0;  // the seat playing
  int firstPlayer = 0;
  int firstRoundLeft = 0;  // players still to play their first turn
  int winner = -1;         // the seat that placed its last coat
  Ending ending = Ending::none;
  bool turnEnding = false;     // the turn ends once the pending ore stacks are decided
  std::array<int, 2> metal{};  // metal markers in the supply: iron face, silver face
  std::array<int, kOreKinds> bag{};
  std::array<Player, kMaxPlayers> players{};
  std::array<Hex, kHexes> hexes{};
  Tiles tiles;
  std::array<int8_t, kMaxKinds> inSupply{};  // tiles of each kind not yet on the map
  // Tile masks (bit t: tile t) kept with the tiles by setOwner and place: each
  // seat's units holding its workers, and the tiles on the map. The hot loops
  // walk these instead of the whole map.
  std::array<uint64_t, kMaxPlayers> owned{};
  uint64_t mapped = 0;
  ludo::DecisionStack decisions;
  ludo::Rng rng;
  uint64_t stamp = 0;  // bumped by every applied action (the bot's caches)
  // bot.cpp's cache: what the plan of `planSeat` needs, valid at `planStamp`.
  mutable uint64_t planStamp = ~0ULL;
  mutable int planSeat = -1;
  mutable bool planProperty = false;
  mutable uint32_t planGood = 0;       // good mask
  mutable uint32_t planKind = 0;       // kind mask
  void refreshPlan(int player) const;  // sets the four above
  // bot.cpp's cache: every seat's strength (evaluate), valid at `strengthStamp`.
  mutable uint64_t strengthStamp = ~0ULL;
  mutable std::array<double, kMaxPlayers> strength{};

  // --- setup.cpp
  void setup(const ludo::Setup& setup);

  // --- flow.cpp: turns, the first round, the end of a turn, the end of the game
  static const ludo::DecisionTable<NeulandState>& decisionTable();
  void legalStart(std::vector<ludo::Action>& out) const;
  void applyStart(int hex);
  bool endTurn();
  void finishTurn();
  bool mayBuildOn(int hex) const;
  void openHexes(std::array<bool, kHexes>& open) const;  // mayBuildOn for every hex
  bool freeStartHex(int hex) const;

  // --- timeline.cpp: "Réaliser des actions sur la Ligne du Temps"
  int lastSpace() const { return present + line - 1; }
  bool occupiedByOther(int seat, int t) const;
  int endSpaceFrom(int seat, int t) const;
  int maxSteps(int seat) const;
  int steps(const ludo::Action& a) const;  // time steps an action costs
  int endTurnSteps(int seat) const;        // how far "end turn" moves the marker

  // --- production.cpp: "Fabriquer des produits", "Utiliser des produits", cost zones
  Good heldGood(int tile, int variant) const;  // what a worker there holds
  PayContext payContext(int seat) const;
  void legalPayments(const PayContext& c, const Good* goods, int count, int hex, ludo::Action a, bool produce,
                     std::vector<ludo::Action>& out) const;
  void legalProduce(const PayContext& c, std::vector<ludo::Action>& out) const;
  bool applyProduce(int seat, const ludo::Action& a);
  bool use(int seat, int16_t source);
  bool mayWorkOn(int seat, int tile) const;
  void setOwner(int tile, int seat);  // -1: no workers left
  uint64_t ownedByAny() const { return owned[0] | owned[1] | owned[2] | owned[3]; }

  // --- mines.cpp: the ore bag and the mines' stacks
  bool drawInto(int seat, int tile);
  void stackOres(int tile, const int8_t* topFirst, int count);

  // --- construction.cpp: "Eriger des bâtiments"
  int supply(int kind) const;           // tiles of that kind still in the supply
  int topProperty(int category) const;  // kind on top of that stack, -1 when empty
  void legalBuild(const PayContext& c, std::vector<ludo::Action>& out) const;
  bool applyBuild(int seat, const ludo::Action& a);
  void place(int tile, int hex);

  // --- coats.cpp: "Placer des blasons"
  void legalCoats(const PayContext& c, std::vector<ludo::Action>& out) const;
  bool applyCoats(int seat, const ludo::Action& a);

  // --- scoring.cpp: ranks, the blocked game, the agreed end
  int coatsPlaced(int seat) const;
  std::vector<int> ranks() const;
  bool coatStillPossible() const;
  void endGame(Ending why, int winnerSeat);
  void proposeEnd(int seat);
};

// The decision kinds' rules, next to the rule that pushes them (flow.cpp registers them).
namespace stackDecision {  // mines.cpp
void legal(const NeulandState& s, const ludo::Decision& d, std::vector<ludo::Action>& out);
void apply(NeulandState& s, const ludo::Decision& d, const ludo::Action& a);
void json(const NeulandState& s, const ludo::Decision& d, ludo::Json& out);
}  // namespace stackDecision
namespace agreeDecision {  // scoring.cpp
void legal(const NeulandState& s, const ludo::Decision& d, std::vector<ludo::Action>& out);
void apply(NeulandState& s, const ludo::Decision& d, const ludo::Action& a);
}  // namespace agreeDecision

// Bit t of a tile mask stands for tile t; masks are walked lowest tile first.
inline uint64_t tileBit(int t) { return uint64_t{1} << t; }
inline int lowestTile(uint64_t mask) { return __builtin_ctzll(mask); }

inline void NeulandState::setOwner(int tile, int seat) {
  Tile& tl = tiles[tile];
  if (tl.owner >= 0) owned[tl.owner] &= ~tileBit(tile);
  tl.owner = static_cast<int8_t>(seat);
  if (seat >= 0) owned[seat] |= tileBit(tile);
}

// Any parsed action may name any tile: a property or a wrong variant holds nothing.
inline Good NeulandState::heldGood(int tile, int variant) const {
  const TileInfo& info = data().tiles[tile];
  if (variant < 0 || variant >= info.recipes) return noGood;
  if (info.mine) {
    const Tile& tl = tiles[tile];
    return tl.oreCount > 0 ? static_cast<Good>(tl.ores[tl.oreCount - 1]) : noGood;
  }
  return info.out[variant];
}

}  // namespace neuland
