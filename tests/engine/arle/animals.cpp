// Placing animals: free rearrangement during the work phase and where new
// animals go ("Règles relatives au placement des animaux", p. 9; breeding, p. 8).
#include "../fixture.hpp"
#include "games/arle/state.hpp"

using namespace arle;
using ludo::Json;
using Pos = ludo::test::Position<ArleState>;

namespace {
constexpr int kStartStall = 2 * 12;  // the start stall's holding

// A solo village whose only holdings are the start stall (3) and the dikes (5).
Pos fullVillage() {
  Pos s("arle", 1, 3);
  Player& P = s->pl[0];
  for (auto& a : P.an) a = {0, 0, 0};
  P.tile[13] = kForest, P.tile[14] = kForest;  // no empty land left
  P.an[kStartStall][kSheep] = 3;
  P.an[kDikeHolding] = {1, 2, 1};  // 1 sheep, 2 cows, 1 horse
  s.checkInvariants();
  return s;
}
Json take(int h, const char* sp) { return {{"type", "take"}, {"holding", h}, {"species", sp}}; }
Json put(int h, const char* sp) { return {{"type", "put"}, {"holding", h}, {"species", sp}}; }
}  // namespace

TEST_CASE(
    "arle: animals move freely, only the final placement must respect the rules (p. 9 Règles relatives au "
    "placement des animaux)",
    "[arle]") {
  Pos s = fullVillage();
  Player& P = s->pl[0];
  // One animal at a time cannot swap the kinds: the stall only takes sheep, the dikes have one free place.
  for (const Json& a : s.find(0, {{"type", "move"}}))
    CHECK((a["to"] == kDikeHolding || a["species"] == "sheep"));
  // « vous pouvez déplacer librement vos animaux » : pick them up, put them down, confirm.
  s.play(0, {{"type", "arrange"}});
  REQUIRE(s->pendingKind(kAskArrange));
  for (int i = 0; i < 3; ++i) s.play(0, take(kStartStall, "sheep"));
  for (int i = 0; i < 2; ++i) s.play(0, take(kDikeHolding, "cow"));
  REQUIRE_FALSE(s.isLegal(0, {{"type", "confirm"}}));  // animals still in hand
  REQUIRE(s.isLegal(0, put(kStartStall, "sheep")));    // the stall is empty again
  for (int i = 0; i < 2; ++i) s.play(0, put(kStartStall, "cow"));
  REQUIRE_FALSE(s.isLegal(0, put(kStartStall, "sheep")));  // one kind per stall, checked as it is placed
  for (int i = 0; i < 3; ++i) s.play(0, put(kDikeHolding, "sheep"));
  s.play(0, {{"type", "confirm"}});
  REQUIRE(s->decisions.empty());
  REQUIRE(P.an[kStartStall][kCow] == 2);
  REQUIRE(P.an[kDikeHolding][kSheep] == 4);
  REQUIRE(P.an[kDikeHolding][kHorse] == 1);
  s.checkInvariants();
  // p. 8: the pair of cows in the stall breeds in May.
  s->half = 2;
  s->inventory();
  REQUIRE(s->animals(0, kCow) == 3);
}

TEST_CASE(
    "arle: a rearrangement that ends where it started is not a move; stop puts every animal back (p. 9)",
    "[arle]") {
  Pos s = fullVillage();
  auto before = s->pl[0].an;
  s.play(0, {{"type", "arrange"}});
  s.play(0, take(kDikeHolding, "cow"));
  s.play(0, put(kDikeHolding, "cow"));
  REQUIRE_FALSE(s.isLegal(0, {{"type", "confirm"}}));  // nothing changed
  s.play(0, take(kStartStall, "sheep"));
  REQUIRE(s->pl[0].hand[kSheep] == 1);
  s.play(0, {{"type", "stop"}});
  REQUIRE(s->decisions.empty());
  REQUIRE(s->pl[0].an == before);
  REQUIRE(s->pl[0].hand == std::array<int8_t, kSpecies>{0, 0, 0});
  s.checkInvariants();
  // Outside the work phase animals do not move (p. 9 « Durant la phase de labeur »).
  s->phase = kPhaseSubsistence;
  REQUIRE(s.find(0, {{"type", "arrange"}}).empty());
  REQUIRE(s.find(0, {{"type", "move"}}).empty());
}

TEST_CASE(
    "arle: a new animal never breaks a breeding pair while another place keeps it (p. 8 Reproduction, p. 9)",
    "[arle]") {
  Pos s("arle", 1, 3);
  Player& P = s->pl[0];
  P.an[kStartStall][kHorse] = 2;  // a pair in the start stall; spaces 13 and 14 are empty pastures
  s->addAnimal(0, kHorse, 1);     // a foal bought or born elsewhere
  REQUIRE(P.an[kStartStall][kHorse] == 2);
  REQUIRE(s->animals(0, kHorse) == 3);
  s->half = 2;
  s->inventory();
  REQUIRE(P.an[kStartStall][kHorse] == 3);  // the pair gave its foal
  REQUIRE(s->animals(0, kHorse) == 4);
}

TEST_CASE("arle: an animal paid away leaves where it is missed least (p. 8, p. 9)", "[arle]") {
  Pos s("arle", 1, 3);
  Player& P = s->pl[0];
  for (auto& a : P.an) a = {0, 0, 0};
  P.tile[13] = kStall;
  P.an[kStartStall][kCow] = 3;  // breeds nothing with 3
  P.an[2 * 13][kCow] = 2;       // a pair
  P.an[kDikeHolding][kCow] = 1;
  REQUIRE(s->removeAnimal(0, kCow));
  REQUIRE(P.an[kStartStall][kCow] == 2);  // 3 -> 2 makes a second pair
  REQUIRE(P.an[2 * 13][kCow] == 2);
  REQUIRE(s->removeAnimal(0, kCow));
  REQUIRE(P.an[kDikeHolding][kCow] == 0);  // then from the dikes, never from a pair
  REQUIRE(P.an[2 * 13][kCow] == 2);
}

TEST_CASE("arle: when the village must be repacked, the arrangement keeps the most pairs (p. 8, p. 9)",
          "[arle]") {
  Pos s("arle", 1, 3);
  Player& P = s->pl[0];
  for (auto& a : P.an) a = {0, 0, 0};
  P.an[kStartStall] = {0, 2, 0};  // a pair of cows
  P.an[2 * 13] = {1, 0, 0};       // pastures with one sheep each
  P.an[2 * 14] = {1, 0, 0};
  P.an[kDikeHolding] = {3, 0, 2};  // the dikes are full
  s->addAnimal(0, kHorse, 1);      // no direct place: the village is rearranged
  REQUIRE(P.loose == std::array<int8_t, kSpecies>{0, 0, 0});
  REQUIRE(s->births(0) == 1);  // one pair still breeds
  REQUIRE(s->animals(0, kSheep) == 5);
  REQUIRE(s->animals(0, kCow) == 2);
  REQUIRE(s->animals(0, kHorse) == 3);
  s.checkInvariants();
}

TEST_CASE(
    "arle: bots and playouts move animals only to make a pair breed (p. 7 Actions gratuites, p. 8 "
    "Reproduction)",
    "[arle]") {
  Pos s = fullVillage();
  std::vector<ludo::Action> v;
  s->legalActions(0, v);
  double lowestProgress = 1e9, breedingMove = 0;
  for (const ludo::Action& a : v) {
    double w = s->playoutWeight(0, a);
    if (a.type == kActPlace) lowestProgress = std::min(lowestProgress, w);
    if (a.type == kActArrange) REQUIRE(w == 0.0);
    if (a.type == kActMove) {
      // 3 sheep in a stall do not breed, 2 do (p. 8): the only move is a sheep to the dikes.
      REQUIRE(a.arg[0] == kStartStall);
      breedingMove = std::max(breedingMove, w);
    }
  }
  // Rated like placing a worker: progress, not a free action, never above the placements.
  REQUIRE(breedingMove > 0);
  REQUIRE(breedingMove <= lowestProgress);
  // Once no breeding is left (the last one is in May after the 8th half-year), it changes nothing that
  // scores.
  s->half = 9;
  REQUIRE(s->playoutWeight(0, act(kActMove, kStartStall, kDikeHolding, kSheep)) == 0.0);
  s->half = 1;
  // A pair that breeds: moving one of them away, or a third one in, breaks it and is never a bot's choice.
  s->pl[0].an[kStartStall][kSheep] = 2;
  s->pl[0].an[kDikeHolding] = {1, 2, 1};
  s.checkInvariants();
  REQUIRE(s->playoutWeight(0, act(kActMove, kStartStall, kDikeHolding, kSheep)) == 0.0);
  REQUIRE(s->playoutWeight(0, act(kActMove, kDikeHolding, kStartStall, kSheep)) == 0.0);
  // Inside a rearrangement, finishing is liked best.
  s.play(0, {{"type", "arrange"}});
  s.play(0, take(kStartStall, "sheep"));
  REQUIRE(s->playoutWeight(0, act(kActPut, kDikeHolding, kSheep)) >
          s->playoutWeight(0, act(kActTake, kStartStall, kSheep)));
}
