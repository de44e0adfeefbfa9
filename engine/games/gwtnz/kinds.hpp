// The decision kinds' legal/apply functions, defined next to their rules and
// gathered in one DecisionTable (flow.cpp).
#pragma once
#include "state.hpp"

namespace gwtnz {

inline Action act(ActionType t, int a = 0, int b = 0, int c = 0) { return ludo::makeAction(t, {a, b, c}, 0); }

const ludo::DecisionTable<GwtState>& table();

#define GWT_KIND(name)                                                              \
  void legal##name(const GwtState& s, const Decision& d, std::vector<Action>& out); \
  void apply##name(GwtState& s, const Decision& d, const Action& a);

// The view of a hire or invest decision: the action icon's cost modifier (p. 13), so that the
// choices can show the price actually paid.
void jsonCostMod(const GwtState& s, const Decision& d, ludo::Json& out);
// The price of hiring from a row and of investing in a market tile, `mod` the icon's modifier.
int hireCost(int row, int mod);
int investCost(const GwtState& s, int row, int col, int mod);

GWT_KIND(FirstDiscard)
GWT_KIND(FirstDisc)
GWT_KIND(FirstPlace)
GWT_KIND(PhaseA)
GWT_KIND(Move)
GWT_KIND(PhaseB)
GWT_KIND(Income)
GWT_KIND(Deliver)
GWT_KIND(Predict)
GWT_KIND(Hire)
GWT_KIND(Invest)
GWT_KIND(Joker)
GWT_KIND(Harbour)
GWT_KIND(Buy)
GWT_KIND(Build)
GWT_KIND(Boat)
GWT_KIND(Shear)
GWT_KIND(Wool)
GWT_KIND(DrawUpTo)
GWT_KIND(DiscardN)
GWT_KIND(Explore11)
GWT_KIND(Objective)
GWT_KIND(Hazard)
GWT_KIND(Aux)
GWT_KIND(WarehouseRange)
GWT_KIND(Choice)
GWT_KIND(DiscardFor)
GWT_KIND(TakeCard)
#undef GWT_KIND

// dShear's b: unused shearers may draw; exactly a's sheep (building H, p. 12).
inline constexpr int kShearDraw = 1, kShearExact = 2;

// dChoice codes.
enum ChoiceCode : int16_t { chCerts, chHampshireRyeland, chMarketSheep };
// dDiscardFor purposes.
enum DiscardPurpose : int16_t { dpGold, dpRemoveStarter };

// Distinct cards of a hand (one representative per definition), for choices.
// One card of each definition in p's hand (sheep only if asked), in hand order.
// The result is a buffer reused by the next call: read it before calling again.
const std::vector<int16_t>& distinctCards(const GwtState& s, int p, bool sheepOnly);
// Performs auxiliary action `aux` (simple or double), paying its cost.
void doAux(GwtState& s, int p, int aux, bool twice);
bool auxAffordable(const GwtState& s, int p, int aux, bool twice);

}  // namespace gwtnz
