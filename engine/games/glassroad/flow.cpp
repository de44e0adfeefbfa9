// Turn structure (Déroulement du jeu, p. 5–7): picking
// hands, face-down choices, reveals and forced plays; the 2-player and solo
// variants (La partie à 2 joueurs, Le jeu solo, p. 10); the end of a phase
// (p. 7); the final conversion window (Fin de partie et décompte final, p. 9). The decision
// stack is asked first; the permanent actions (p. 8) are open to every seat.
#include <algorithm>

#include "state.hpp"

namespace glassroad {

namespace {
inline uint16_t bit(int c) { return static_cast<uint16_t>(1u << c); }
}  // namespace

// Every decision kind, in the order of enum DecisionKind.
const Decisions& decisionTable() {
  static const Decisions table{
      {"cardPay", cardPayLegal, cardPayApply, cardPayJson},
      {"cardAbility", cardAbilityLegal, cardAbilityApply, cardAbilityJson},
      {"gain", gainLegal, gainApply, gainJson},
      {"placeTerrain", placeTerrainLegal, placeTerrainApply, placeTerrainJson},
      {"build", buildLegal, buildApply, nullptr},
      {"repeat", repeatLegal, repeatApply, repeatJson},
      {"tavern", tavernLegal, tavernApply, tavernJson},
  };
  return table;
}

int GlassState::handTarget() const { return solo ? data().soloCards[phase % 7] : 5; }

int GlassState::handSize(int p) const { return __builtin_popcount(pl[p].hand); }

// The seats that must decide now. Others may still use their permanent
// actions (p. 8, "spécialement en dehors de votre tour"): see legalActions.
void GlassState::decidingSeats(std::vector<int>& v) const {
  v.clear();
  if (stage == stOver) return;
  if (!decisions.empty()) {
    v.push_back(decisions.top().player);
    return;
  }
  switch (stage) {
    case stPick:
      for (int p = 0; p < n; ++p)
        if (__builtin_popcount(pl[p].chosen) < handTarget()) v.push_back(p);
      break;
    case stFaceDown:
      for (int p = 0; p < n; ++p)
        if (pl[p].faceDown < 0 && pl[p].hand) v.push_back(p);
      break;
    case stTwoPlay:
      v.push_back(turnPlayer);
      break;
    case stTwoExtra:
      for (int k = 0; k < n; ++k) {
        const int p = (first + k) % n;
        if (handSize(p) > 2) {
          v.push_back(p);
          break;
        }
      }
      break;
    case stSoloChoose:
      v.push_back(0);
      break;
    case stFinal:
      for (int p = 0; p < n; ++p)
        if (!pl[p].finalDone) v.push_back(p);
      break;
    default:
      break;
  }
}

std::vector<int> GlassState::deciding() const {
  std::vector<int> v;
  decidingSeats(v);
  return v;
}

ludo::Turn GlassState::turn() const {
  ludo::Turn t;
  decidingSeats(t.deciding);
  t.phase = decisions.empty() ? stageName(stage) : decisionTable().phase(decisions);
  return t;
}

void GlassState::stageActions(int player, std::vector<ludo::Action>& out) const {
  const Player& P = pl[player];
  switch (stage) {
    case stPick:
      for (int c = 0; c < kCards; ++c)
        if (!(P.chosen & bit(c)) && !(solo && (P.prevChosen & bit(c)))) out.push_back(act(aPick, c));
      break;
    case stFaceDown:
      for (int c = 0; c < kCards; ++c)
        if (P.hand & bit(c)) out.push_back(act(aFaceDown, c));
      break;
    case stTwoPlay:
    case stTwoExtra:
    case stSoloChoose:
      for (int c = 0; c < kCards; ++c)
        if (P.hand & bit(c)) out.push_back(act(aPlay, c));
      break;
    case stFinal:
      out.push_back(act(aPass));
      break;
    default:
      break;
  }
}

// A deciding seat answers its decision (or its stage); every seat may add its
// permanent actions whenever it is not in the middle of a transaction.
void GlassState::legalActions(int player, std::vector<ludo::Action>& out) const {
  out.clear();
  if (stage == stOver || player < 0 || player >= n) return;
  const std::vector<int> who = deciding();
  if (std::find(who.begin(), who.end(), player) != who.end()) {
    if (!decisions.empty())
      decisionTable().legal(*this, decisions, player, out);
    else
      stageActions(player, out);
  }
  if (anyTimeAllowed(player)) anyTimeActions(player, out);
}

// La partie à 2 joueurs, p. 10: played face up; the opponent holding the card
// must play it too while a slot is free.
void GlassState::playTwo(int player, int c) {
  Player& P = pl[player];
  P.hand &= static_cast<uint16_t>(~bit(c));
  P.played |= bit(c);
  queue.clear();
  queueIdx = 0;
  const int q = 1 - player;
  const bool forced = (pl[q].hand & bit(c)) && pl[q].slots < kForcedSlots;
  queue.push_back({static_cast<int8_t>(player), static_cast<int8_t>(c), static_cast<int8_t>(!forced)});
  if (forced) {
    pl[q].hand &= static_cast<uint16_t>(~bit(c));
    pl[q].played |= bit(c);
    ++pl[q].slots;
    queue.push_back({static_cast<int8_t>(q), static_cast<int8_t>(c), 0});
  }
  resumeStage = stTwoPlay;
  stage = stResolve;
  barrier_ = true;  // whether the opponent held the card is now known
}

void GlassState::applyStage(int player, const ludo::Action& a) {
  Player& P = pl[player];
  const int c = a.arg[0];
  switch (stage) {
    case stPick:
      P.chosen |= bit(c);
      P.hand |= bit(c);
      break;
    case stFaceDown:
      P.hand &= static_cast<uint16_t>(~bit(c));
      P.faceDown = static_cast<int8_t>(c);
      break;
    case stTwoPlay:
      playTwo(player, c);
      break;
    case stTwoExtra:
    case stSoloChoose:
      P.hand &= static_cast<uint16_t>(~bit(c));
      P.played |= bit(c);
      queue.assign(1, Resolution{static_cast<int8_t>(player), static_cast<int8_t>(c), 1});
      queueIdx = 0;
      resumeStage = stage;
      stage = stResolve;
      break;
    case stFinal:
      P.finalDone = true;
      break;
    default:
      break;
  }
}

bool GlassState::applyLegal(int player, const ludo::Action& a) {
  barrier_ = false;
  if (a.type == aConvert || a.type == aRemoveTerrain)
    applyAnyTime(player, a);
  else if (!decisions.empty())
    decisionTable().apply(*this, decisions, a);
  else
    applyStage(player, a);
  advance();
  return barrier_;
}

// p. 5–6: reveal clockwise from the phase's first player; whoever holds the
// revealed card in hand plays it while a slot is free; the revealer resolves
// first, then the others clockwise; shared cards give one ability each.
void GlassState::revealNext() {
  const int r = (first + revealIdx) % n;
  const int c = pl[r].faceDown;
  pl[r].faceDown = -1;
  pl[r].played |= bit(c);
  queue.clear();
  queueIdx = 0;
  queue.push_back({static_cast<int8_t>(r), static_cast<int8_t>(c), 1});
  for (int k = 1; k < n; ++k) {
    const int q = (r + k) % n;
    if ((pl[q].hand & bit(c)) && pl[q].slots < kForcedSlots) {
      pl[q].hand &= static_cast<uint16_t>(~bit(c));
      pl[q].played |= bit(c);
      ++pl[q].slots;
      queue.push_back({static_cast<int8_t>(q), static_cast<int8_t>(c), 0});
    }
  }
  if (queue.size() > 1) queue[0].both = 0;
  barrier_ = true;
  stage = stResolve;
}

// Le jeu solo, p. 10: draw one of the chosen cards at random and use one
// ability, until two remain.
void GlassState::soloDraw() {
  Player& P = pl[0];
  if (handSize(0) > 2) {
    std::vector<int> cards;
    for (int c = 0; c < kCards; ++c)
      if (P.hand & bit(c)) cards.push_back(c);
    const int c = cards[rng.below(static_cast<int>(cards.size()))];
    P.hand &= static_cast<uint16_t>(~bit(c));
    P.played |= bit(c);
    queue.assign(1, Resolution{0, static_cast<int8_t>(c), 0});
    queueIdx = 0;
    resumeStage = stPick;  // "draw again"
    stage = stResolve;
    barrier_ = true;
  } else {
    stage = stSoloChoose;
  }
}

void GlassState::afterResolutions() {
  queue.clear();
  queueIdx = 0;
  if (solo) {
    if (resumeStage == stSoloChoose) {
      pl[0].hand = 0;  // the last card is ignored
      endPhase();
    } else {
      soloDraw();
    }
    return;
  }
  if (n == 2) {
    // p. 10: the phase stops as soon as one player has no card left.
    if (resumeStage == stTwoPlay && pl[0].hand && pl[1].hand) {
      turnPlayer = 1 - turnPlayer;
      stage = stTwoPlay;
    } else {
      stage = stTwoExtra;
    }
    return;
  }
  ++revealIdx;
  while (revealIdx < n && pl[(first + revealIdx) % n].faceDown < 0) ++revealIdx;
  if (revealIdx < n) {
    revealNext();
    return;
  }
  ++round;
  revealIdx = 0;
  if (round >= 3)
    endPhase();
  else
    stage = stFaceDown;
}

void GlassState::startPhase() {
  stage = stPick;
  round = 0;
  revealIdx = 0;
  turnPlayer = first;
  queue.clear();
  queueIdx = 0;
}

namespace {
// p. 7 (3 players) and p. 9 (fifth phase): the fewest building tiles; ties go
// to the next player clockwise among the tied.
int fewestBuildings(const GlassState& s, int exclude) {
  int best = -1, bestCount = 1 << 30;
  for (int k = 1; k <= s.n; ++k) {
    const int q = (s.first + k) % s.n;
    if (q == exclude) continue;
    const int c = s.tileBuildings(q);
    if (c < bestCount) {
      bestCount = c;
      best = q;
    }
  }
  return best < 0 ? (s.first + 1) % s.n : best;
}
}  // namespace

// p. 7: refill the building board from the piles, pass the first-player glass.
void GlassState::endPhase() {
  for (int row = 0; row < 3; ++row)
    for (int k = 0; k < slotsPerRow; ++k)
      if (board[row][k] < 0) {
        std::vector<int16_t> drawn;
        drawInto(row, drawn);
        if (!drawn.empty()) board[row][k] = drawn[0];
      }
  int next = (first + 1) % n;
  if (!solo) {
    if (n == 3 && phase == 2) next = fewestBuildings(*this, -1);
    if (phases == 5 && phase == 3) next = fewestBuildings(*this, n == 3 ? first : -1);
  }
  first = next;
  for (int p = 0; p < n; ++p) {
    Player& P = pl[p];
    P.prevChosen = solo ? P.chosen : 0;
    P.chosen = P.hand = P.played = 0;
    P.faceDown = -1;
    P.slots = 0;
  }
  ++phase;
  if (phase >= phases)
    stage = stFinal;
  else
    startPhase();
}

// A top decision with nothing to choose lapses by itself: a gain that cannot
// fit (P1/G1), a placement with no room. True when one lapsed.
bool GlassState::autoResolveTop() {
  const ludo::Decision d = decisions.top();
  if (d.kind == dGain && !gainPossible(d)) {
    decisions.pop();
    if (d.d & gfTxnEnd) settle(d.player);
    return true;
  }
  if (d.kind == dPlaceTerrain && !placementPossible(d)) {
    decisions.pop();
    return true;
  }
  return false;
}

// One automatic step of the stage; false when someone must decide.
bool GlassState::advanceStage() {
  auto all = [&](auto pred) {
    for (int p = 0; p < n; ++p)
      if (!pred(pl[p])) return false;
    return true;
  };
  switch (stage) {
    case stResolve:
      if (queueIdx < static_cast<int>(queue.size()))
        startResolution(queue[queueIdx++]);
      else
        afterResolutions();
      return true;
    case stPick:
      if (!all([&](const Player& P) { return __builtin_popcount(P.chosen) >= handTarget(); })) return false;
      stage = solo ? stResolve : n == 2 ? stTwoPlay : stFaceDown;
      if (solo) soloDraw();
      return true;
    case stFaceDown: {
      if (!all([](const Player& P) { return P.faceDown >= 0 || !P.hand; })) return false;
      if (all([](const Player& P) { return P.faceDown < 0; })) {
        endPhase();
        return true;
      }
      revealIdx = 0;
      // Skip players without a face-down card (cannot happen with 5 cards and 2 slots).
      while (revealIdx < n && pl[(first + revealIdx) % n].faceDown < 0) ++revealIdx;
      revealNext();
      return true;
    }
    case stTwoExtra:
      if (!all([&](const Player& P) { return __builtin_popcount(P.hand) <= 2; })) return false;
      endPhase();
      return true;
    case stFinal:
      if (all([](const Player& P) { return P.finalDone; })) stage = stOver;
      return false;
    default:
      return false;
  }
}

// Runs the automatic steps (empty gains, reveals, draws, phase ends) until
// someone has a decision to make.
void GlassState::advance() {
  for (int guard = 0; guard < 10000; ++guard) {
    if (!decisions.empty()) {
      if (autoResolveTop()) continue;
      return;
    }
    if (!advanceStage()) return;
  }
}

}  // namespace glassroad
