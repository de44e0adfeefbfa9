// The board's CSS, injected once by Board (kept here so the module needs no
// CSS import and node tests can load the pure files).
export const CSS = `
.gr-board { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; color: #2c2418; container-type: inline-size;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.gr-board svg text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; user-select: none; }
.gr-main { flex: 1 1 100%; min-width: 0; max-width: 100%; display: flex; flex-direction: column; gap: 8px; }
.gr-side { flex: 1 1 100%; min-width: 0; max-width: 100%; display: flex; flex-direction: column; gap: 10px; }
@container (min-width: 820px) {
  .gr-main { flex: 1 1 52%; }
  .gr-side { flex: 1 1 40%; }
}
.gr-board h3 { margin: 0 0 4px; font-size: 16px; }
.gr-board h4 { margin: 4px 0; font-size: 14px; }
.gr-muted { color: #7a6a54; font-weight: 400; }
.gr-toolbar { display: flex; gap: 8px; align-items: flex-start; }
.gr-info { flex: 1 1 220px; min-height: 44px; background: #fffaf0; border: 1px solid #cdbb95; border-radius: 10px;
  padding: 6px 10px; font-size: 14px; line-height: 1.35; }
.gr-info p { margin: 0; }
.gr-info p:first-child { font-weight: 600; }
.gr-btn { min-width: 44px; min-height: 44px; border-radius: 10px; border: 1px solid #8a7a66; background: #fbf6e9;
  font-size: 15px; padding: 0 12px; cursor: pointer; color: #2c2418; }
.gr-btn-small { min-height: 32px; font-size: 13px; margin-left: 8px; }
.gr-btn:focus-visible, .gr-ability:focus-visible, .gr-player-head:focus-visible { outline: 3px solid #1f6feb; outline-offset: 2px; }
.gr-estate { background: #efe5cf; border: 1px solid #cdbb95; border-left: 6px solid var(--gr-pc); border-radius: 12px; padding: 8px; }
.gr-estate-title { display: flex; align-items: center; }
.gr-estate-body { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.gr-wheels { display: flex; gap: 6px; justify-content: center; flex: 1 1 300px; max-width: 420px; min-width: 0; margin: 0 auto; }
.gr-wheelfig { margin: 0; flex: 1 1 0; max-width: 185px; min-width: 0; text-align: center; }
.gr-wheelfig figcaption { font-size: 13px; font-weight: 600; }
.gr-board svg.gr-wheel { display: block; width: 100%; height: auto; }
.gr-landwrap { flex: 100 1 440px; min-width: 0; }
.gr-board svg.gr-landscape { display: block; width: 100%; height: auto; }
.gr-bbline { display: grid; grid-template-columns: 50px 1fr; gap: 4px; align-items: start; margin-bottom: 6px; }
.gr-bbrow { display: flex; flex-wrap: wrap; gap: 4px; align-items: flex-start; }
.gr-board svg.gr-tile, .gr-board svg.gr-slot { width: 94px; height: auto; flex: none; }
.gr-board svg.gr-pile { width: 50px; height: auto; flex: none; }
.gr-offer .gr-muted { margin: 0; font-size: 13px; }
.gr-bboardwrap { background: #f6efdf; border: 1px solid #cdbb95; border-radius: 12px; padding: 8px; }
.gr-offerwrap { margin-top: 6px; }
.gr-handwrap { background: #f6efdf; border: 1px solid #cdbb95; border-radius: 12px; padding: 6px 8px; }
.gr-cards { display: flex; flex-wrap: wrap; gap: 6px; }
.gr-board svg.gr-card { width: 84px; height: auto; flex: none; }
.gr-cards.gr-small svg.gr-card { width: 60px; }
.gr-cards.gr-picks svg.gr-card { width: 74px; }
.gr-dim { opacity: 0.5; }
.gr-target { cursor: pointer; }
.gr-halo { fill: rgba(255, 214, 64, 0.22); stroke: #f5b800; stroke-width: 3.5; animation: gr-pulse 1.6s ease-in-out infinite; }
.gr-target:hover .gr-halo { stroke: #e07b00; }
.gr-target:focus-visible .gr-halo { stroke: #1f6feb; }
.gr-selected .gr-halo { stroke: #1f6feb; fill: rgba(31, 111, 235, 0.15); }
.gr-option { cursor: pointer; }
.gr-option-ring { fill: none; stroke: #1f6feb; stroke-width: 2; stroke-dasharray: 6 4; }
.gr-square:focus, .gr-tile:focus, .gr-token:focus, svg.gr-card:focus { outline: none; }
.gr-square, .gr-tile, .gr-token, .gr-card { -webkit-tap-highlight-color: transparent; }
@keyframes gr-pulse { 0%, 100% { stroke-opacity: 1; } 50% { stroke-opacity: 0.35; } }
@media (prefers-reduced-motion: reduce) { .gr-halo { animation: none; } }
.gr-respanel { background: #fffaf0; border: 2px solid #c9a24a; border-radius: 12px; padding: 6px 10px; }
.gr-queue { margin: 0 0 4px; padding-left: 20px; font-size: 14px; }
.gr-queue .gr-done { color: #8a7a66; text-decoration: line-through; }
.gr-pay { margin: 2px 0 6px; font-size: 14px; }
.gr-ability { display: flex; gap: 8px; align-items: flex-start; width: 100%; text-align: left; margin: 4px 0; min-height: 44px;
  padding: 6px 10px; border-radius: 10px; border: 1px solid #b8a888; background: #fbf6e9; font-size: 14px; color: #2c2418; }
.gr-ability.gr-target { border: 2px solid #f5b800; background: #fff4c9; }
.gr-ability.gr-used { opacity: 0.55; text-decoration: line-through; }
.gr-ability[disabled] { cursor: default; }
.gr-abnum { flex: none; display: inline-block; width: 22px; height: 22px; border-radius: 11px; background: #3b3022; color: #fff;
  text-align: center; font-weight: 700; line-height: 22px; }
.gr-players { display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr)); gap: 8px; }
.gr-player { background: #fffaf0; border: 2px solid #cdbb95; border-left: 8px solid var(--gr-pc); border-radius: 10px;
  padding: 6px 8px; display: flex; flex-direction: column; gap: 4px; font-size: 14px; }
.gr-player-current { box-shadow: 0 0 0 2px var(--gr-pc); }
.gr-player-shown { background: #fff3d0; }
.gr-player-head { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; background: none; border: 0; padding: 0;
  font: inherit; color: inherit; text-align: left; cursor: pointer; min-height: 32px; }
.gr-player-name { font-size: 16px; }
.gr-player-score { margin-left: auto; font-weight: 700; }
.gr-player-row { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; }
.gr-badge { font-size: 12px; background: #3b3022; color: #fff; border-radius: 8px; padding: 1px 7px; }
.gr-badge-you { background: #1f6feb; }
.gr-badge-win { background: #c48a00; }
.gr-badge-muted { background: #9a8c76; }
.gr-backs { display: inline-flex; align-items: center; gap: 1px; }
.gr-miniback { display: inline-block; width: 9px; height: 13px; border-radius: 2px; background: #5b3f7a; border: 1px solid #2c2418; }
.gr-chips { gap: 4px; }
.gr-chip { background: #efe5cf; border-radius: 8px; padding: 0 6px; font-size: 13px; }
`
