// The Game object (info, options) and the set-up ("Mise en place", p. 2-3).
#include "state.hpp"

namespace arle {

void ArleState::setup(int players, uint64_t seed, bool first) {
  const Data& d = data();
  nP = players;
  firstGame = first;
  rng.seed(seed);
  fp = nP == 1 ? 0 : rng.below(nP);
  bowner.fill(-2);
  auto pick = [&](std::vector<int> ids, int n) {
    rng.shuffle(ids);
    for (int i = 0; i < n; ++i) bowner[ids[i]] = -1;
  };
  // p. 2: 4 light-green houses for a first game, else 4 of the 7 dark-green ones.
  if (firstGame) pick({B_FARMERSHOUSE, B_PLOUGHMAKER, B_NOVICEHUT, B_WORKSHOP}, 4);
  else pick({B_WEAVINGPARLOR, B_COLONISTSHOUSE, B_CARPENTERSWS, B_DISTILLERY, B_LOADINGDOCK, B_SMALLSHOP, B_TIMBERMERCHANT}, 4);
  pick({B_TURNERY, B_SMOKEHOUSE, B_SMITHY, B_COOPERAGE, B_BAKEHOUSE}, 2);
  for (int b = B_MILL; b <= B_COASTALHOUSE; ++b) bowner[b] = -1;
  // p. 18: the inns recommended for a first game.
  if (firstGame) pick({B_POTTERSINN, B_FARMERSINN, B_JUNKINN}, 3);
  else pick({B_POTTERSINN, B_FARMERSINN, B_JUNKINN, B_GULFINN, B_DAIRYINN, B_LOCKINN}, 3);
  for (int b = B_CHURCH; b <= B_BERUM; ++b) bowner[b] = -1;
  for (int p = 0; p < 2; ++p) {
    Player P;
    P.bld.fill(-1);
    if (p < nP) {
      P.g[WOOD] = static_cast<int16_t>(d.startWood);
      P.g[CLAY] = static_cast<int16_t>(d.startClay);
      P.g[PEAT] = static_cast<int16_t>(d.startPeat);
      // Printed start tiles (ASSUMPTIONS.md §Village): grain field, flax field, forest, stall with the horse.
      P.tile[9] = T_GRAIN;
      P.tile[10] = T_FLAX;
      P.tile[11] = T_FOREST;
      P.tile[12] = T_STALL;
      P.an[2 * 12][HORSE] = 1;
      P.moor = {1, 0, 0};
      P.moorPeat = {static_cast<int8_t>(d.moorPeat), 0, 0};
    } else {
      P.moor = {-1, -1, -1};
    }
    pl[p] = P;
  }
  half = 1;
  startHalfYear();
}

namespace {

ludo::Json option(const char* id, bool def, const char* fr, const char* en) {
  return ludo::Json{{"id", id}, {"type", "bool"}, {"default", def}, {"names", {{"fr", fr}, {"en", en}}}};
}

class ArleGame : public ludo::Game {
 public:
  ArleGame() {
    data();  // parse once, fail early
    info_ = ludo::Json{
        {"id", "arle"},
        {"names", {{"fr", "Terres d'Arle"}, {"en", "Fields of Arle"}}},
        {"players", {1, 2}},
        {"options", ludo::Json::array({option("firstGame", true,
                                              "Première partie (maisons vert clair, auberges conseillées)",
                                              "First game (light-green houses, recommended inns)")})},
        {"dataVersion", data().version},
        {"hiddenInformation", false},
        {"simultaneous", false}};
  }
  const ludo::Json& info() const override { return info_; }
  std::unique_ptr<ludo::State> newGame(const ludo::Setup& setup) const override {
    auto s = std::make_unique<ArleState>();
    bool first = true;
    if (setup.options.is_object() && setup.options.contains("firstGame") && setup.options["firstGame"].is_boolean())
      first = setup.options["firstGame"].get<bool>();
    s->setup(setup.players, setup.seed, first);
    return s;
  }

 private:
  ludo::Json info_;
};

}  // namespace

std::unique_ptr<ludo::Game> makeGame() { return std::make_unique<ArleGame>(); }

}  // namespace arle
