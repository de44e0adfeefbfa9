// Neuland's entry in the library: description, options, factory.
#include "neuland.hpp"

namespace neuland {

namespace {

class NeulandGame : public ludo::Game {
 public:
  NeulandGame() {
    info_ = ludo::Json{
        {"id", "neuland"},
        {"names", {{"fr", "Neuland"}, {"en", "Neuland"}}},
        {"players", {2, 4}},
        {"dataVersion", ludo::Json::parse(ludoDataText())["dataVersion"]},
        {"hiddenInformation", false},
        {"simultaneous", false},
        {"options",
         ludo::Json::array({{{"id", "layout"},
                             {"type", "enum"},
                             {"default", "beginner"},
                             {"values", {"beginner", "random"}},
                             {"names", {{"fr", "Plateau"}, {"en", "Map"}}},
                             {"valueNames",
                              {{"beginner", {{"fr", "Recommandé (premières parties)"}, {"en", "Recommended (first games)"}}},
                               {"random", {{"fr", "Aléatoire"}, {"en", "Random"}}}}}}})}};
  }
  const ludo::Json& info() const override { return info_; }
  std::unique_ptr<ludo::State> newGame(const ludo::Setup& setup) const override {
    auto s = std::make_unique<NeulandState>();
    s->setup(setup);
    return s;
  }
  std::unique_ptr<ludo::State> load(const ludo::Json& saved, std::string& error) const override {
    auto s = std::make_unique<NeulandState>();
    if (!s->load(saved, error)) return nullptr;
    return s;
  }

 private:
  static const char* ludoDataText();
  ludo::Json info_;
};

}  // namespace

}  // namespace neuland

extern const char* ludoData_neuland();
const char* neuland::NeulandGame::ludoDataText() { return ludoData_neuland(); }

namespace neuland {
std::unique_ptr<ludo::Game> makeGame() { return std::make_unique<NeulandGame>(); }
}  // namespace neuland
