// The Game object: info, new game, load.
#include "arle.hpp"

namespace arle {

std::unique_ptr<ArleState> loadState(const ludo::Json& j, std::string& error);

namespace {

class ArleGame : public ludo::Game {
 public:
  ArleGame() {
    data();  // parse once, fail early
    info_ = ludo::Json{
        {"id", "arle"},
        {"names", {{"fr", "Terres d'Arle"}, {"en", "Fields of Arle"}}},
        {"players", {1, 2}},
        {"options",
         ludo::Json::array({{{"id", "firstGame"},
                             {"type", "bool"},
                             {"default", true},
                             {"names",
                              {{"fr", "Première partie (maisons vert clair, auberges conseillées)"},
                               {"en", "First game (light-green houses, recommended inns)"}}}}})},
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
  std::unique_ptr<ludo::State> load(const ludo::Json& saved, std::string& error) const override {
    return loadState(saved, error);
  }

 private:
  ludo::Json info_;
};

}  // namespace

std::unique_ptr<ludo::Game> makeGame() { return std::make_unique<ArleGame>(); }

}  // namespace arle
