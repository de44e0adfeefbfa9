// The board: landscapes and the duchy squares between them ("Construire un duché",
// "Construire un atelier"), how many workshops each duchy holds, and the annexing
// expansion ("L'annexion d'une ferme / d'un atelier", and their supplementary rules).
#include "state.hpp"

namespace lorrein {

void LorreinState::vertexTiles(int v, std::array<int, 4>& out) const {
  const int r = v / (width - 1) + 1, c = v % (width - 1) + 1;
  out = {(r - 1) * width + c - 1, (r - 1) * width + c, r * width + c - 1, r * width + c};
}

void LorreinState::tileVertices(int t, std::vector<int>& out) const {
  out.clear();
  const int r = t / width, c = t % width;
  for (int dr = 0; dr <= 1; ++dr)
    for (int dc = 0; dc <= 1; ++dc) {
      const int pr = r + dr, pc = c + dc;
      if (pr >= 1 && pr <= height - 1 && pc >= 1 && pc <= width - 1)
        out.push_back((pr - 1) * (width - 1) + pc - 1);
    }
}

bool LorreinState::tilesAdjacent(int a, int b) const {
  const int ra = a / width, ca = a % width, rb = b / width, cb = b % width;
  return (ra == rb && (ca - cb == 1 || cb - ca == 1)) || (ca == cb && (ra - rb == 1 || rb - ra == 1));
}

bool LorreinState::touchesOwnDuchy(int p, int t) const {
  std::vector<int> vs;
  tileVertices(t, vs);
  for (int v : vs)
    if (vertices[v].owner == p) return true;
  return false;
}

bool LorreinState::touchesOtherDuchy(int p, int t) const {
  std::vector<int> vs;
  tileVertices(t, vs);
  for (int v : vs)
    if (vertices[v].owner >= 0 && vertices[v].owner != p) return true;
  return false;
}

int LorreinState::strength(int p, int t) const {
  std::vector<int> vs;
  tileVertices(t, vs);
  int s = 0;
  for (int v : vs)
    if (vertices[v].owner == p) s += vertices[v].large ? 2 : 1;
  return s;
}

namespace {
// Kuhn's augmenting path for workshop w over the duchies' slots.
bool augment(int w, const bool (*adj)[4 * kDuchies], int ns, int* slotOf, bool* seen) {
  for (int s = 0; s < ns; ++s) {
    if (seen[s] || !adj[w][s]) continue;
    seen[s] = true;
    if (slotOf[s] < 0 || augment(slotOf[s], adj, ns, slotOf, seen)) {
      slotOf[s] = w;
      return true;
    }
  }
  return false;
}
}  // namespace

// "Envoisinant un petit duché deux ateliers du joueur peuvent être placés. Envoisinant un
// grand duché quatre": every workshop counts for one adjacent own duchy, at most 2 per small
// and 4 per large one. A workshop touching two own duchies may count for either, which is how
// three workshops can stand around a small duchy (the special case of the rulebook's picture).
bool LorreinState::workshopsFit(int p, int extraTile, int removedTile) const {
  int nw = 0;
  return matchedWorkshops(p, extraTile, removedTile, &nw) == nw;
}

// The largest number of p's workshops (without removedTile, with extraTile) that can each count
// for a different slot of p's duchies; `count` receives the number of workshops.
int LorreinState::matchedWorkshops(int p, int extraTile, int removedTile, int* count) const {
  int ws[kWorkshops + 1], nw = 0;
  for (int t = 0; t < tileCount(); ++t)
    if (t != removedTile && tiles[t].building == bWorkshop && tiles[t].owner == p && nw < kWorkshops + 1)
      ws[nw++] = t;
  if (extraTile >= 0 && nw < kWorkshops + 1) ws[nw++] = extraTile;
  int slotV[4 * kDuchies], ns = 0;
  for (int v = 0; v < vertexCount(); ++v)
    if (vertices[v].owner == p)
      for (int k = 0; k < (vertices[v].large ? 4 : 2); ++k) slotV[ns++] = v;
  if (count) *count = nw;
  bool adj[kWorkshops + 1][4 * kDuchies] = {};
  std::array<int, 4> vt{};
  for (int s = 0; s < ns; ++s) {
    vertexTiles(slotV[s], vt);
    for (int w = 0; w < nw; ++w)
      for (int t : vt)
        if (t == ws[w]) adj[w][s] = true;
  }
  int slotOf[4 * kDuchies];
  for (int s = 0; s < ns; ++s) slotOf[s] = -1;
  int matched = 0;
  for (int w = 0; w < nw; ++w) {
    bool seen[4 * kDuchies] = {};
    if (augment(w, adj, ns, slotOf, seen)) ++matched;
  }
  return matched;
}

int LorreinState::countWorkshops(int p, int kind) const {
  int k = 0;
  for (int t = 0; t < tileCount(); ++t)
    if (tiles[t].building == bWorkshop && tiles[t].owner == p && (kind < 0 || tiles[t].land == kind)) ++k;
  return k;
}

void LorreinState::workshopCensus(std::array<std::array<int8_t, kWorkshopKinds>, kMaxPlayers>& out) const {
  for (auto& row : out) row.fill(0);
  for (int t = 0; t < tileCount(); ++t)
    if (tiles[t].building == bWorkshop) out[tiles[t].owner][tiles[t].land]++;
}

int LorreinState::countFarms(int p) const {
  int k = 0;
  for (int t = 0; t < tileCount(); ++t)
    if (tiles[t].building == bFarm && tiles[t].owner == p) ++k;
  return k;
}

int LorreinState::countDuchies(int p, bool largeOnly) const {
  int k = 0;
  for (int v = 0; v < vertexCount(); ++v)
    if (vertices[v].owner == p && (!largeOnly || vertices[v].large)) ++k;
  return k;
}

int LorreinState::witcheryTile(int p) const {
  for (int t = 0; t < tileCount(); ++t)
    if (tiles[t].building == bWitchery && tiles[t].owner == p) return t;
  return -1;
}

int LorreinState::millOwner() const {
  for (int t = 0; t < tileCount(); ++t)
    if (tiles[t].building == bWorkshop && tiles[t].land == kField) return tiles[t].owner;
  return -1;
}

// Two turns ("tour du jeu": one player's turn) are over: the third turn of the game has begun.
bool LorreinState::afterSecondTurn() const { return turns >= 2; }

// "le conseil est de commencer cette expansion après le deuxième tour du jeu": after the second
// turn (advised), or after the second round of turns (the other reading of "tour").
bool LorreinState::annexationOn() const {
  switch (annexation) {
    case anFromStart:
      return true;
    case anAfterSecondTurn:
      return afterSecondTurn();
    case anAfterSecondRound:
      return round >= 2;
    default:
      return false;
  }
}

// A duchy of p was built or enlarged on v: the farms and workshops around it may change hands.
void LorreinState::annexAround(int p, int v) {
  if (!annexationOn()) return;
  std::array<int, 4> ts{};
  vertexTiles(v, ts);
  for (int t : ts) {
    Tile& T = tiles[t];
    const int q = T.owner;
    if (q < 0 || q == p || (T.building != bFarm && T.building != bWorkshop)) continue;
    bool take = false;
    if (T.building == bFarm) {
      // "La protection des propres fermes avoisinantes": the owner's witchery next to it.
      const int wt = witcheryTile(q);
      if (wt >= 0 && tilesAdjacent(wt, t)) continue;
      if (countFarms(p) >= kFarms) continue;
      take = T.annexed ? strength(p, t) > strength(q, t) : strength(q, t) == 0;
    } else {
      if (countWorkshops(p) >= kWorkshops || !workshopsFit(p, t)) continue;
      if (T.annexed) {
        take = strength(p, t) > strength(q, t);
      } else {
        // "Un atelier qui avoisine un petit duché peut être annexé par un grand duché";
        // the owner's large duchy protects it.
        bool ownerLarge = false;
        std::vector<int> vs;
        tileVertices(t, vs);
        for (int u : vs)
          if (vertices[u].owner == q && vertices[u].large) ownerLarge = true;
        take = vertices[v].large && !ownerLarge;
      }
    }
    if (take) {
      T.owner = static_cast<int8_t>(p);
      T.annexed = 1;
    }
  }
}

}  // namespace lorrein
