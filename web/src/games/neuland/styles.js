// The board's CSS, injected once by Board (kept here so the module needs no
// CSS import and node tests can load the pure files).
export const CSS = `
.nl-board { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; color: #2c2418;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.nl-board svg text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; user-select: none; }
.nl-board { container-type: inline-size; }
.nl-main { flex: 1 1 100%; min-width: 0; max-width: 100%; }
.nl-side { flex: 1 1 100%; min-width: 0; max-width: 100%; display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
.nl-side > .nl-supplywrap { flex: 3 1 420px; min-width: 0; }
.nl-side > .nl-players { flex: 2 1 260px; min-width: 0; }
@container (min-width: 1150px) {
  .nl-main { flex: 1 1 58%; }
  .nl-side { flex: 1 1 38%; flex-direction: column; flex-wrap: nowrap; }
  .nl-side > .nl-supplywrap, .nl-side > .nl-players { flex: none; width: 100%; }
}
.nl-mapwrap { background: #efe5cf; border-radius: 12px; border: 1px solid #cdbb95; overflow: auto; }
.nl-board .nl-mapwrap svg.nl-mapsvg { display: block; width: 100%; max-width: 100%; height: auto; }
.nl-board .nl-zoomed svg.nl-mapsvg { width: 220%; max-width: none; }
.nl-zoomed { max-height: 85vh; }
.nl-supplywrap { background: #f6efdf; border-radius: 12px; border: 1px solid #cdbb95; padding: 6px; }
.nl-board svg.nl-supply { display: block; width: 100%; max-width: 100%; height: auto; }
.nl-toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; margin: 6px 0; }
.nl-info { flex: 1 1 220px; min-height: 44px; background: #fffaf0; border: 1px solid #cdbb95; border-radius: 10px;
  padding: 6px 10px; font-size: 14px; line-height: 1.35; }
.nl-info p { margin: 0; }
.nl-info p:first-child { font-weight: 600; }
.nl-btn { min-width: 44px; min-height: 44px; border-radius: 10px; border: 1px solid #8a7a66; background: #fbf6e9;
  font-size: 15px; padding: 0 12px; cursor: pointer; color: #2c2418; }
.nl-btn:focus-visible { outline: 3px solid #1f6feb; outline-offset: 2px; }
.nl-target { cursor: pointer; }
.nl-target:hover .nl-halo, .nl-target:hover .nl-hex-halo { stroke: #e07b00; }
.nl-pending { animation: nl-pop 0.3s ease-out; }
@keyframes nl-pop { from { opacity: 0; } to { opacity: 1; } }
.nl-tile:focus, .nl-hex:focus, .nl-stack:focus { outline: none; }
.nl-target:focus-visible .nl-halo, .nl-target:focus-visible .nl-hex-halo { stroke: #1f6feb; }
.nl-halo { fill: rgba(255, 214, 64, 0.25); stroke: #f5b800; stroke-width: 3.5; animation: nl-pulse 1.6s ease-in-out infinite; }
.nl-hex-halo { fill: rgba(255, 236, 150, 0.2); stroke: #f5b800; stroke-width: 5; stroke-dasharray: 14 6; animation: nl-pulse 1.6s ease-in-out infinite; }
.nl-selected .nl-halo { stroke: #1f6feb; fill: rgba(31, 111, 235, 0.15); }
.nl-empty { opacity: 0.55; }
.nl-tile, .nl-hex, .nl-stack { -webkit-tap-highlight-color: transparent; }
@keyframes nl-pulse { 0%, 100% { stroke-opacity: 1; } 50% { stroke-opacity: 0.35; } }
@media (prefers-reduced-motion: reduce) { .nl-halo, .nl-hex-halo { animation: none; } }
.nl-players { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 8px; }
.nl-player { background: #fffaf0; border: 2px solid #cdbb95; border-left: 8px solid var(--nl-pc); border-radius: 10px;
  padding: 6px 8px; display: flex; flex-direction: column; gap: 4px; }
.nl-player-current { border-color: var(--nl-pc); box-shadow: 0 0 0 2px var(--nl-pc); }
.nl-player-head { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.nl-player-name { font-size: 16px; }
.nl-player-time { margin-left: auto; font-size: 14px; color: #5a4a36; }
.nl-badge { font-size: 12px; background: #3b3022; color: #fff; border-radius: 8px; padding: 1px 7px; }
.nl-badge-you { background: #1f6feb; }
.nl-badge-win { background: #c48a00; }
.nl-badge-muted { background: #9a8c76; }
.nl-player-row { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; font-size: 15px; }
.nl-stat { display: inline-flex; align-items: center; gap: 2px; }
.nl-board svg.nl-icon { display: inline-block; vertical-align: middle; max-width: none; }
.nl-cat { display: inline-flex; align-items: center; gap: 1px; color: #fff; border-radius: 8px; padding: 0 6px 0 2px;
  font-size: 13px; font-weight: 700; }
.nl-cat-zero { opacity: 0.45; }
.nl-tokens { display: inline-flex; gap: 2px; margin-left: auto; }
.nl-token.nl-used { opacity: 0.4; }
`
