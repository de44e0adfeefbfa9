// The board's CSS, injected by Board (no CSS import, so node tests can load the files).
export const CSS = `
.ar-board { display: flex; flex-direction: column; gap: 10px; color: #2c2418;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; container-type: inline-size; }
.ar-board svg text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; user-select: none; }
.ar-row { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
.ar-panel { flex: 1 1 320px; min-width: 0; max-width: 560px; background: #f3ead3; border: 1px solid #cdbb95;
  border-radius: 12px; padding: 6px; box-sizing: border-box; }
.ar-panel-wide { flex-basis: 100%; }
.ar-panel h3 { margin: 0 0 4px; font-size: 15px; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.ar-board svg.ar-svg { display: block; width: 100%; max-width: 100%; height: auto; }
.ar-player { display: flex; flex-direction: column; gap: 8px; border-left: 8px solid var(--ar-pc); border-radius: 12px;
  background: #fbf6e9; padding: 6px; }
.ar-player-me { box-shadow: 0 0 0 2px var(--ar-pc); }
.ar-badge { white-space: nowrap; font-size: 12px; background: #3b3022; color: #fff; border-radius: 8px; padding: 1px 7px; font-weight: 500; }
.ar-badge-you { background: #1f6feb; }
.ar-status { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
.ar-board svg.ar-halfyears { flex: 0 0 auto; width: 196px; height: 28px; align-self: center; }
.ar-info { flex: 1 1 240px; min-height: 40px; background: #fffaf0; border: 1px solid #cdbb95; border-radius: 10px;
  padding: 6px 10px; font-size: 14px; line-height: 1.35; }
.ar-info p { margin: 0; }
.ar-info p:first-child { font-weight: 600; }
.ar-btn { min-width: 44px; min-height: 44px; border-radius: 10px; border: 1px solid #8a7a66; background: #fbf6e9;
  font-size: 15px; padding: 0 12px; cursor: pointer; color: #2c2418; }
.ar-el { cursor: help; -webkit-tap-highlight-color: transparent; }
.ar-el:focus { outline: none; }
.ar-target { cursor: pointer; }
.ar-halo { fill: none; stroke: none; }
.ar-target .ar-halo { fill: rgba(255, 214, 64, 0.28); stroke: #f5b800; stroke-width: 3.5; animation: ar-pulse 1.6s ease-in-out infinite; }
.ar-target:hover .ar-halo { stroke: #e07b00; }
.ar-target:focus-visible .ar-halo { stroke: #1f6feb; }
.ar-dim { opacity: 0.55; }
.ar-village { flex: 1 1 240px; max-width: 330px; }
.ar-barn { flex: 1 1 280px; max-width: 420px; }
.ar-travel { flex: 1 1 300px; max-width: 480px; }
@container (max-width: 620px) { .ar-panel, .ar-village, .ar-barn, .ar-travel { max-width: 100%; flex-basis: 100%; } }
@keyframes ar-pulse { 0%, 100% { stroke-opacity: 1; } 50% { stroke-opacity: 0.35; } }
@media (prefers-reduced-motion: reduce) { .ar-target .ar-halo { animation: none; } }
`
