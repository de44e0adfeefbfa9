// "Le but du jeu (les cartes Mission)" and "Fin du jeu": who fulfilled their mission first.
#include <algorithm>

#include "state.hpp"

namespace lorrein {

// Short game: the upper half; long game: both halves, added up (ASSUMPTIONS.md). The option
// continuedLong goes on as a long game once the short game is won.
Mission::Half LorreinState::requirement(int p) const {
  const Mission& m = data().missions[pl[p].mission];
  Mission::Half h = m.upper;
  if (length == glLong || (length == glContinuedLong && !winOrder.empty())) {
    for (int w = 0; w < kWorkshopKinds; ++w) h.ws[w] = static_cast<int8_t>(h.ws[w] + m.lower.ws[w]);
    h.anyWs = static_cast<int8_t>(h.anyWs + m.lower.anyWs);
    h.farms = static_cast<int8_t>(h.farms + m.lower.farms);
    h.duchies = static_cast<int8_t>(std::max(h.duchies, m.lower.duchies));
    h.large = static_cast<int8_t>(h.large + m.lower.large);
    h.witchery = static_cast<int8_t>(std::max(h.witchery, m.lower.witchery));
  }
  return h;
}

// Blank landscapes on a card ("un atelier aux choix") are workshops of any kind beyond the
// named ones.
bool LorreinState::halfMet(int p, const Mission::Half& h) const {
  int named = 0;
  for (int w = 0; w < kWorkshopKinds; ++w) {
    if (countWorkshops(p, w) < h.ws[w]) return false;
    named += h.ws[w];
  }
  return countWorkshops(p) >= named + h.anyWs && countFarms(p) >= h.farms && countDuchies(p) >= h.duchies &&
         countDuchies(p, true) >= h.large && (h.witchery == 0 || witcheryTile(p) >= 0);
}

bool LorreinState::missionMet(int p) const { return halfMet(p, requirement(p)); }

// The share of the mission's pieces in place, in [0, 1].
double LorreinState::missionProgress(int p) const {
  const Mission::Half h = requirement(p);
  int need = 0, have = 0, named = 0;
  for (int w = 0; w < kWorkshopKinds; ++w) {
    need += h.ws[w];
    have += std::min<int>(h.ws[w], countWorkshops(p, w));
    named += h.ws[w];
  }
  need += h.anyWs;
  have += std::min<int>(h.anyWs, std::max(0, countWorkshops(p) - named));
  need += h.farms + h.duchies + h.large + h.witchery;
  have += std::min<int>(h.farms, countFarms(p)) + std::min<int>(h.duchies, countDuchies(p)) +
          std::min<int>(h.large, countDuchies(p, true)) + (h.witchery && witcheryTile(p) >= 0 ? 1 : 0);
  return need ? static_cast<double>(have) / need : 1.0;
}

ludo::Json LorreinState::scores() const {
  using ludo::Json;
  const bool final = stage == stOver;
  // A continued game's short-game winner may fulfil the new card too: each seat once, in the
  // order of its first fulfilment (the count of missions gives the rank).
  std::vector<int> winners;
  for (int8_t w : winOrder)
    if (std::find(winners.begin(), winners.end(), w) == winners.end()) winners.push_back(w);
  // Safety end without a fulfilled mission (ASSUMPTIONS.md): the closest to their mission.
  std::array<double, kMaxPlayers> progress{};
  double best = -1;
  for (int p = 0; p < n; ++p) best = std::max(best, progress[p] = missionProgress(p));
  if (final && winners.empty())
    for (int p = 0; p < n; ++p)
      if (progress[p] >= best) winners.push_back(p);
  Json players = Json::array();
  for (int p = 0; p < n; ++p) {
    int rank = 1;
    for (int q = 0; q < n; ++q) {
      const bool qAhead = pl[q].missions > pl[p].missions ||
                          (final && pl[q].missions == pl[p].missions && progress[q] > progress[p] + 1e-9);
      if (q != p && qAhead) ++rank;
    }
    const bool shown = pl[p].missionRevealed || final;
    Json breakdown{{"missions", pl[p].missions},     {"progress", static_cast<int>(progress[p] * 100 + 0.5)},
                   {"workshops", countWorkshops(p)}, {"farms", countFarms(p)},
                   {"duchies", countDuchies(p)},     {"largeDuchies", countDuchies(p, true)}};
    if (!shown) breakdown.erase("progress");
    Json entry{{"seat", p},
               {"name", p < static_cast<int>(names.size()) ? names[p] : "P" + std::to_string(p + 1)},
               {"total", pl[p].missions},
               {"breakdown", breakdown},
               {"rank", rank}};
    if (shown) entry["mission"] = data().missions[pl[p].mission].id;
    players.push_back(entry);
  }
  return Json{{"final", final}, {"players", players}, {"winners", winners}};
}

}  // namespace lorrein
