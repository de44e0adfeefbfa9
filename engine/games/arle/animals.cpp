// Animals on the village: holdings and the placement rules ("Règles relatives
// au placement des animaux", p. 9), acquiring and giving back animals, moving
// them during the work phase (p. 7) and the free rearrangement decision.
#include <algorithm>

#include "state.hpp"

namespace arle {

using ludo::Action;

// p. 9 "Règles relatives au placement des animaux".
int ArleState::holdCap(int p, int h) const {
  if (h == kDikeHolding) return 5;  // each of the 5 dikes holds 1 animal of any kind
  int s = h / 2, half = h % 2;
  if (!usable(p, s)) return 0;
  switch (pl[p].tile[s]) {
    case kEmptySpace:
      return half ? 0 : 2;
    case kStall:
      return half ? 0 : 3;
    case kStable:
      return half ? 0 : 6;
    case kDoubleStall:
      return 3;
    case kPark:
      return half ? 0 : 2;
    default:
      return 0;
  }
}

bool ArleState::holdMixed(int p, int h) const { return h == kDikeHolding || pl[p].tile[h / 2] == kPark; }

bool ArleState::canAccept(int p, int h, int sp) const {
  int cap = holdCap(p, h);
  if (cap == 0) return false;
  const auto& a = pl[p].an[h];
  int tot = a[0] + a[1] + a[2];
  if (tot >= cap) return false;
  if (holdMixed(p, h)) return true;
  return tot == a[sp];
}

int ArleState::animals(int p, int sp) const {
  int n = 0;
  for (int h = 0; h < kHoldings; ++h) n += pl[p].an[h][sp];
  return n;
}

// p. 8: a stall (or half of a double stall) with exactly 2 animals gives 1; a
// stable gives 1 for 2, 3 or 5 animals and 2 for 4.
int bornIn(int tile, int n) {
  if (tile == kStable) return n == 4 ? 2 : (n == 2 || n == 3 || n == 5) ? 1 : 0;
  if (tile == kStall || tile == kDoubleStall) return n == 2 ? 1 : 0;
  return 0;
}

int ArleState::births(int p) const {
  int n = 0;
  for (int h = 0; h < kDikeHolding; ++h)
    for (int sp = 0; sp < kSpecies; ++sp) n += bornIn(pl[p].tile[h / 2], pl[p].an[h][sp]);
  return n;
}

void ArleState::addAnimal(int p, int sp, int n) {
  if (n <= 0) return;
  pl[p].loose[sp] += n;
  settleAnimals(p);
}

namespace {
// Births the holding h gives with n animals of one kind (0 outside stalls and stables).
int bornHere(const ArleState& s, int p, int h, int n) {
  return h == kDikeHolding ? 0 : bornIn(s.pl[p].tile[h / 2], n);
}
bool breedingHolding(const ArleState& s, int p, int h) {
  if (h == kDikeHolding) return false;
  int t = s.pl[p].tile[h / 2];
  return t == kStall || t == kStable || t == kDoubleStall;
}
}  // namespace

// The animal leaves the holding where it is missed least: breeding first
// (p. 8), then holdings that do not breed (dikes, parks, pastures), then the fullest.
bool ArleState::removeAnimal(int p, int sp) {
  Player& P = pl[p];
  if (P.loose[sp] > 0) {
    --P.loose[sp];
    return true;
  }
  int best = -1, bestScore = -1000000;
  for (int h = 0; h < kHoldings; ++h) {
    int n = P.an[h][sp];
    if (!n) continue;
    int delta = bornHere(*this, p, h, n - 1) - bornHere(*this, p, h, n);
    int sc = 1000 * delta + (breedingHolding(*this, p, h) ? 10 + n : holdMixed(p, h) ? 100 : 80);
    if (sc > bestScore) bestScore = sc, best = h;
  }
  if (best < 0) return false;
  --P.an[best][sp];
  return true;
}

// New animals go where they lose nothing (ASSUMPTIONS.md "Where new animals
// go"): the holding whose births (p. 8) gain most, never one that would break a
// pair while another place keeps it; then a stall or stable that may make a pair
// later, then the rest. Animals move freely during the work phase (p. 9), so the
// player may change any of this before the next breeding.
void ArleState::settleAnimals(int p) {
  Player& P = pl[p];
  for (int sp = 0; sp < kSpecies; ++sp) {
    while (P.loose[sp] > 0) {
      int best = -1, bestScore = -1000000;
      for (int h = 0; h < kHoldings; ++h) {
        if (!canAccept(p, h, sp)) continue;
        int n = P.an[h][sp];
        int delta = bornHere(*this, p, h, n + 1) - bornHere(*this, p, h, n);
        int sc = 1000 * delta +
                 (holdMixed(p, h)                ? 1
                  : breedingHolding(*this, p, h) ? 50
                                                 : 20) +
                 (n > 0 ? 20 : 0);
        if (sc > bestScore) bestScore = sc, best = h;
      }
      if (best < 0) break;
      ++P.an[best][sp];
      --P.loose[sp];
    }
  }
  if (P.loose[0] + P.loose[1] + P.loose[2] > 0) repackAll(p);
}

// Places as many animals as the village can hold, rearranging it: only the
// fewest stay unplaced, and the owner chooses which to release (p. 9).
void ArleState::repackAll(int p) {
  Player& P = pl[p];
  std::array<int, kSpecies> c{};
  for (int sp = 0; sp < kSpecies; ++sp) c[sp] = animals(p, sp) + P.loose[sp];
  int total = c[0] + c[1] + c[2];
  for (int k = 0; k <= total; ++k) {
    bool found = false;
    int bestBirths = -1;
    auto bestAn = P.an;
    std::array<int8_t, kSpecies> bestLoose{};
    for (int r0 = 0; r0 <= std::min(k, c[0]); ++r0)
      for (int r1 = 0; r0 + r1 <= k && r1 <= c[1]; ++r1) {
        int r2 = k - r0 - r1;
        if (r2 > c[2]) continue;
        auto keep = P.an;
        if (repack(p, {c[0] - r0, c[1] - r1, c[2] - r2}) && births(p) > bestBirths) {
          bestBirths = births(p), bestAn = P.an, found = true;
          bestLoose = {static_cast<int8_t>(r0), static_cast<int8_t>(r1), static_cast<int8_t>(r2)};
        }
        P.an = keep;
      }
    if (found) {
      P.an = bestAn;
      P.loose = bestLoose;
      return;
    }
  }
}

// Exact search: single-kind holdings (stables 6, stalls 3, pastures 2) given to
// kinds, the rest in mixed holdings (parks, dikes). Rewrites the arrangement,
// keeping of all the arrangements found the one with the most births (p. 8).
bool ArleState::repack(int p, const std::array<int, kSpecies>& c) {
  Player& P = pl[p];
  std::vector<int> stables, stalls, pastures, mixed;
  int M = 0;
  for (int h = 0; h < kHoldings; ++h) {
    int cap = holdCap(p, h);
    if (!cap) continue;
    if (holdMixed(p, h))
      mixed.push_back(h), M += cap;
    else if (cap == 6)
      stables.push_back(h);
    else if (cap == 3)
      stalls.push_back(h);
    else
      pastures.push_back(h);
  }
  int B = (int)stables.size(), S = (int)stalls.size(), Pn = (int)pastures.size();
  bool found = false;
  int bestBirths = -1;
  auto bestAn = P.an;
  for (int m0 = 0; m0 <= B; ++m0)
    for (int m1 = 0; m0 + m1 <= B; ++m1)
      for (int m2 = 0; m0 + m1 + m2 <= B; ++m2)
        for (int k0 = 0; k0 <= S; ++k0)
          for (int k1 = 0; k0 + k1 <= S; ++k1)
            for (int k2 = 0; k0 + k1 + k2 <= S; ++k2) {
              int m[3] = {m0, m1, m2}, k[3] = {k0, k1, k2}, need[3];
              int pairs = 0, odd = 0, sum = 0;
              for (int s = 0; s < 3; ++s) {
                need[s] = std::max(0, c[s] - 6 * m[s] - 3 * k[s]);
                pairs += need[s] / 2, odd += need[s] % 2, sum += need[s];
              }
              int over = pairs <= Pn ? odd - std::min(Pn - pairs, odd) : sum - 2 * Pn;
              if (over > M) continue;
              // Build the arrangement.
              for (auto& a : P.an) a = {0, 0, 0};
              int bi = 0, si = 0, pi = 0;
              int rest[3];
              for (int s = 0; s < 3; ++s) {
                rest[s] = c[s];
                for (int i = 0; i < m[s]; ++i) {
                  int n = std::min(6, rest[s]);
                  P.an[stables[bi++]][s] = n, rest[s] -= n;
                }
                for (int i = 0; i < k[s]; ++i) {
                  int n = std::min(3, rest[s]);
                  P.an[stalls[si++]][s] = n, rest[s] -= n;
                }
              }
              for (int s = 0; s < 3; ++s)
                while (rest[s] >= 2 && pi < Pn) P.an[pastures[pi++]][s] = 2, rest[s] -= 2;
              for (int s = 0; s < 3; ++s)
                if (rest[s] == 1 && pi < Pn) P.an[pastures[pi++]][s] = 1, rest[s] = 0;
              for (int h : mixed) {
                int cap = holdCap(p, h);
                for (int s = 0; s < 3; ++s)
                  while (rest[s] > 0 && cap > 0) ++P.an[h][s], --rest[s], --cap;
              }
              if (births(p) > bestBirths) bestBirths = births(p), bestAn = P.an, found = true;
            }
  P.an = bestAn;
  return found;
}

namespace {
using Holdings = std::array<std::array<int8_t, kSpecies>, kHoldings>;

// Holdings that differ only by position are the same choice: one key per kind of content.
int holdingKey(const ArleState& s, int p, int h, const Holdings& an) {
  if (h == kDikeHolding) return -1;
  const auto& a = an[h];
  return s.holdCap(p, h) * 1000 + (s.holdMixed(p, h) ? 500 : 0) + a[0] * 100 + a[1] * 10 + a[2];
}
int holdingKey(const ArleState& s, int p, int h) { return holdingKey(s, p, h, s.pl[p].an); }

// Two placements are the same when they differ only by which equivalent holding holds what.
bool samePlacement(const ArleState& s, int p, const Holdings& x, const Holdings& y) {
  std::vector<int> a, b;
  for (int h = 0; h < kHoldings; ++h) {
    if (!s.holdCap(p, h)) continue;
    a.push_back(h == kDikeHolding ? -1 - (x[h][0] * 100 + x[h][1] * 10 + x[h][2]) : holdingKey(s, p, h, x));
    b.push_back(h == kDikeHolding ? -1 - (y[h][0] * 100 + y[h][1] * 10 + y[h][2]) : holdingKey(s, p, h, y));
  }
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  return a == b;
}
}  // namespace

// Releasing an animal, at any time (p. 9).
void ArleState::releaseLegal(int p, Actions& out) const {
  for (int sp = 0; sp < kSpecies; ++sp)
    if (animals(p, sp) > 0) out.push_back(act(kActRelease, -1, sp));
}

// Moving one animal, or opening a free rearrangement, during the work phase (p. 7, p. 9).
void ArleState::moveLegal(int p, Actions& out) const {
  const Player& P = pl[p];
  bool any = false;
  for (int from = 0; from < kHoldings; ++from) {
    for (int sp = 0; sp < kSpecies; ++sp) {
      if (!P.an[from][sp]) continue;
      any = true;
      int seenKey[kHoldings];
      int nSeen = 0;
      for (int to = 0; to < kHoldings; ++to) {
        if (to == from || !canAccept(p, to, sp)) continue;
        int key = holdingKey(*this, p, to);
        if (std::find(seenKey, seenKey + nSeen, key) != seenKey + nSeen) continue;
        seenKey[nSeen++] = key;
        out.push_back(act(kActMove, from, to, sp));
      }
    }
  }
  if (any) out.push_back(act(kActArrange));
}

// Animals that found no place: their owner must release some (p. 9).
void ArleState::overflowCheck() {
  for (int q = 0; q < nP; ++q) {
    const auto& L = pl[q].loose;
    if (L[0] + L[1] + L[2] == 0) continue;
    bool already = false;
    for (const Decision& d : decisions.items()) already |= d.kind == kAskOverflow && d.player == q;
    if (!already) push(q, kAskOverflow);
  }
}

namespace {

void overflowLegal(const ArleState& s, const Decision& d, Actions& out) {
  for (int sp = 0; sp < kSpecies; ++sp)
    if (s.animalsAll(d.player, sp) > 0) out.push_back(act(kActRelease, -1, sp));
}
void overflowApply(ArleState& s, const Decision& d, const Action& a) {
  s.removeAnimal(d.player, a.arg[1]);
  s.settleAnimals(d.player);
  const auto& L = s.pl[d.player].loose;
  if (L[0] + L[1] + L[2] > 0) s.decisions.push(d);
}

// The free rearrangement (p. 9: « vous pouvez déplacer librement vos animaux …
// à condition de respecter les règles suivantes »): animals are picked up into
// the hand and put down one by one, so a full village can swap two kinds; only
// the final placement matters. `confirm` needs an empty hand and a placement
// other than the one the rearrangement started from (no loop); `stop` puts
// every animal back where it was.
void arrangeLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  const Player& P = s.pl[p];
  for (int sp = 0; sp < kSpecies; ++sp) {
    int seen[kHoldings], n = 0;
    for (int h = 0; h < kHoldings; ++h) {
      if (!P.an[h][sp]) continue;
      int key = holdingKey(s, p, h);
      if (std::find(seen, seen + n, key) != seen + n) continue;
      seen[n++] = key;
      out.push_back(act(kActTake, h, sp));
    }
  }
  for (int sp = 0; sp < kSpecies; ++sp) {
    if (!P.hand[sp]) continue;
    int seen[kHoldings], n = 0;
    for (int h = 0; h < kHoldings; ++h) {
      if (!s.canAccept(p, h, sp)) continue;
      int key = holdingKey(s, p, h);
      if (std::find(seen, seen + n, key) != seen + n) continue;
      seen[n++] = key;
      out.push_back(act(kActPut, h, sp));
    }
  }
  if (P.hand[0] + P.hand[1] + P.hand[2] == 0 && !samePlacement(s, p, P.an, P.before))
    out.push_back(act(kActConfirm));
  out.push_back(act(kActStop));
}

void arrangeApply(ArleState& s, const Decision& d, const Action& a) {
  Player& P = s.pl[d.player];
  int h = a.arg[0], sp = a.arg[1];
  if (a.type == kActConfirm) {
    P.before = {};
    return;
  }
  if (a.type == kActTake)
    --P.an[h][sp], ++P.hand[sp];
  else
    ++P.an[h][sp], --P.hand[sp];
  s.decisions.push(d);
}

}  // namespace

const DecisionKind kOverflowDecision{"overflow", overflowLegal, overflowApply, nullptr};
const DecisionKind kArrangeDecision{"arrange", arrangeLegal, arrangeApply, nullptr};

// Opens a rearrangement; `stop` restores what is remembered here.
void ArleState::startArrangement(int p) {
  pl[p].before = pl[p].an;
  push(p, kAskArrange);
}

void ArleState::cancelArrangement(int p) {
  pl[p].an = pl[p].before;
  pl[p].hand = {0, 0, 0};
  pl[p].before = {};
}

}  // namespace arle
