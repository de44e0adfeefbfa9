// Set-up (rulebook "Mise en place"): map, time line, supplies, first player.
#include <algorithm>
#include <functional>

#include "neuland.hpp"

namespace neuland {

namespace {

// A random layout for later games (rulebook: "in later games place the
// sections at random"): tile the 19-hex board with the single section and the
// nine double sections, then deal the sections onto the pieces.
void randomLayout(std::array<Hex, kHexes>& hexes, ludo::Rng& rng) {
  const Data& d = data();
  std::array<int, kHexes> piece;
  piece.fill(-1);
  std::vector<std::vector<int>> pieces;
  bool singleUsed = false;
  std::function<bool()> fill = [&]() -> bool {
    int cell = -1;
    for (int h = 0; h < kHexes; ++h)
      if (piece[h] < 0) {
        cell = h;
        break;
      }
    if (cell < 0) return singleUsed;
    std::vector<int> options;  // -1: the single section, else a neighbour
    if (!singleUsed) options.push_back(-1);
    for (int h = 0; h < kHexes; ++h)
      if (piece[h] < 0 && d.dist[cell][h] == 1) options.push_back(h);
    rng.shuffle(options);
    for (int o : options) {
      piece[cell] = static_cast<int>(pieces.size());
      if (o < 0) {
        singleUsed = true;
        pieces.push_back({cell});
      } else {
        piece[o] = piece[cell];
        pieces.push_back({cell, o});
      }
      if (fill()) return true;
      pieces.pop_back();
      piece[cell] = -1;
      if (o < 0) singleUsed = false;
      else piece[o] = -1;
    }
    return false;
  };
  fill();
  std::vector<int> doubles;
  int single = -1;
  for (int s = 0; s < static_cast<int>(d.sections.size()); ++s) {
    if (d.sections[s].size() == 1) single = s;
    else doubles.push_back(s);
  }
  rng.shuffle(doubles);
  size_t next = 0;
  for (const auto& p : pieces) {
    if (p.size() == 1) {
      hexes[p[0]].terrain = d.sections[single][0];
    } else {
      const auto& sec = d.sections[doubles[next++]];
      const int flip = rng.below(2);
      hexes[p[0]].terrain = sec[flip];
      hexes[p[1]].terrain = sec[1 - flip];
    }
  }
}

}  // namespace

void NeulandState::setup(const ludo::Setup& s) {
  const Data& d = data();
  n_ = s.players;
  names_ = s.names;
  beginner_ = s.options.value("layout", std::string("beginner")) == "beginner";
  rng_.seed(s.seed);
  line_ = d.timeLine[n_];
  tiles_.assign(d.tileKind.size(), Tile{});
  for (int h = 0; h < kHexes; ++h) hexes_[h] = Hex{};
  if (beginner_) {
    for (int h = 0; h < kHexes; ++h) hexes_[h].terrain = d.beginnerTerrain[h];
    for (int h : d.beginnerStart) hexes_[h].start = true;
  } else {
    randomLayout(hexes_, rng_);
  }
  for (int p = 0; p < n_; ++p) {
    Player& pl = players_[p];
    pl = Player{};
    pl.reserve = d.workers - 1;  // one worker is the time marker
    pl.coatsLeft = d.coats[n_];
  }
  present_ = 0;
  metal_ = d.metalMarkers;
  bag_ = d.ores;
  winner_ = -1;
  pending_.clear();
  firstPlayer_ = rng_.below(n_);  // "draw a worker at random"
  current_ = firstPlayer_;
  firstRoundLeft_ = n_;
}

}  // namespace neuland
