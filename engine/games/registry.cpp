// The games of the library, in the lobby's order: one line per game.
#include "../core/game.hpp"
#include "arle/arle.hpp"
#include "glassroad/glassroad.hpp"
#include "gwtnz/gwtnz.hpp"
#include "lorrein/lorrein.hpp"
#include "neuland/neuland.hpp"

namespace ludo {

const std::vector<std::unique_ptr<Game>>& games() {
  static const std::vector<std::unique_ptr<Game>> list = [] {
    std::vector<std::unique_ptr<Game>> v;
    v.push_back(neuland::makeGame());
    v.push_back(glassroad::makeGame());
    v.push_back(arle::makeGame());
    v.push_back(gwtnz::makeGame());
    v.push_back(lorrein::makeGame());
    return v;
  }();
  return list;
}

const Game* findGame(const std::string& id) {
  for (const auto& g : games())
    if (g->id() == id) return g.get();
  return nullptr;
}

}  // namespace ludo
