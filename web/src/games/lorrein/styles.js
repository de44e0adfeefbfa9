// The board's CSS, injected once by Board (kept here so the module needs no CSS import).
export const CSS = `
.lr-board { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; color: #2c2418;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; container-type: inline-size; }
.lr-board svg text { user-select: none; }
.lr-main { flex: 1 1 100%; min-width: 0; }
.lr-side { flex: 1 1 100%; min-width: 0; display: flex; flex-direction: column; gap: 10px; }
@container (min-width: 1100px) { .lr-main { flex: 1 1 58%; } .lr-side { flex: 1 1 38%; } }
.lr-mapwrap { background: #efe5cf; border: 1px solid #cdbb95; border-radius: 12px; padding: 4px; }
.lr-board svg.lr-map { display: block; width: 100%; height: auto; }
.lr-bowlwrap { background: #f6efdf; border: 1px solid #cdbb95; border-radius: 12px; padding: 4px; }
.lr-board svg.lr-bowl { display: block; width: 100%; max-width: 360px; height: auto; }
.lr-target { cursor: pointer; -webkit-tap-highlight-color: transparent; }
.lr-target:focus { outline: none; }
.lr-halo { fill: rgba(255, 214, 64, 0.25); stroke: #f5b800; stroke-width: 3; pointer-events: none;
  animation: lr-pulse 1.6s ease-in-out infinite; }
.lr-target:hover .lr-halo, .lr-target:focus-visible .lr-halo { stroke: #1f6feb; }
@keyframes lr-pulse { 0%, 100% { stroke-opacity: 1; } 50% { stroke-opacity: 0.35; } }
@media (prefers-reduced-motion: reduce) { .lr-halo { animation: none; } }
.lr-info p { margin: 0; }
.lr-info { min-height: 44px; background: #fffaf0; border: 1px solid #cdbb95; border-radius: 10px; padding: 6px 10px;
  font-size: 14px; margin: 6px 0; }
.lr-players { display: grid; grid-template-columns: repeat(auto-fill, minmax(250px, 1fr)); gap: 8px; }
.lr-player { background: #fffaf0; border: 2px solid #cdbb95; border-left: 8px solid var(--lr-pc); border-radius: 10px;
  padding: 6px 8px; display: flex; flex-direction: column; gap: 4px; }
.lr-current { box-shadow: 0 0 0 2px var(--lr-pc); }
.lr-player-head { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
.lr-badge { font-size: 12px; background: #3b3022; color: #fff; border-radius: 8px; padding: 1px 7px; }
.lr-badge-you { background: #1f6feb; }
.lr-badge-win { background: #c48a00; }
.lr-small { font-size: 13px; color: #5a4a36; }
.lr-goods { display: flex; flex-wrap: wrap; gap: 4px; }
.lr-good { display: inline-flex; align-items: center; gap: 4px; font-size: 13px; padding: 2px 6px; border-radius: 8px;
  border: 1px solid #cdbb95; background: #fff; min-height: 28px; }
.lr-card { border-style: double; border-width: 3px; }
.lr-zero { opacity: 0.5; }
.lr-chip { width: 10px; height: 10px; border-radius: 50%; background: var(--lr-c); border: 1px solid #333; }
button.lr-good-target { cursor: pointer; border-color: #f5b800; box-shadow: 0 0 0 2px rgba(245, 184, 0, 0.5); min-height: 44px; }
.lr-mission { background: #f3ead2; border: 1px dashed #8a7a66; border-radius: 8px; padding: 4px 6px; font-size: 13px; }
.lr-lower { border-top: 1px solid #8a7a66; margin-top: 3px; padding-top: 3px; }
.lr-met { color: #1d7a1d; font-weight: 700; }
.lr-secret { font-style: italic; }
.lr-trade { background: #fffaf0; border: 2px solid #8a7a66; border-radius: 12px; padding: 6px 10px; }
.lr-trade h3 { margin: 0 0 4px; font-size: 16px; }
.lr-offer p { margin: 2px 0; }
.lr-trade-buttons { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.lr-btn { min-height: 44px; border-radius: 10px; border: 1px solid #8a7a66; background: #fbf6e9; padding: 0 10px;
  cursor: pointer; font-size: 14px; color: #2c2418; }
.lr-btn:focus-visible { outline: 3px solid #1f6feb; outline-offset: 2px; }
.lr-costs table { border-collapse: collapse; font-size: 13px; }
.lr-costs th { text-align: left; padding-right: 10px; font-weight: 600; }
`
