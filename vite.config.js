// Vite builds the static site from web/ into dist/: the app (index.html), the
// compact embed (embed.html), the engine worker with its .wasm, and a service
// worker that precaches all of it so the site works offline after one visit.
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

const web = (p) => fileURLToPath(new URL(`./web/${p}`, import.meta.url));

// The Content-Security-Policy meta tag of index.html and embed.html holds for
// the built site; the dev server injects inline styles for hot reload, so it
// is left out there.
const cspOnlyInBuild = {
  name: 'ludotheca-csp-only-in-build',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace(
      /\s*<!-- Only this site's own files[^>]*-->\s*<meta http-equiv="Content-Security-Policy"[^>]*>/,
      '',
    ),
};

export default defineConfig({
  root: 'web',
  publicDir: '../public',
  base: './', // every URL relative: the site works from any sub-path
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    assetsInlineLimit: 0, // no data: URLs: the CSP allows this site's own files only
    rolldownOptions: {
      input: { main: web('index.html'), embed: web('embed.html') },
    },
  },
  worker: { format: 'es' },
  // Web unit tests (Vitest) reuse this config, so JSX and CSS imports work in them.
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['tests/web/**/*.test.{js,jsx}'],
    environment: 'node',
    testTimeout: 120000,
    hookTimeout: 120000,
    pool: 'forks',
    maxWorkers: 2,
  },
  plugins: [
    cspOnlyInBuild,
    preact(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: null, // registered in web/src/app/pwa.js
      includeAssets: [
        'favicon.ico',
        'robots.txt',
        'icon.svg',
        'icon-192.png',
        'icon-512.png',
        'embed-example.html',
      ],
      manifest: {
        name: 'Ludotheca',
        short_name: 'Ludotheca',
        description: 'Jeux de société à jouer hors ligne — board games to play offline',
        lang: 'fr',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#f6f1e7',
        theme_color: '#5b3a1e',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,mjs,css,html,wasm,svg,png,json,webmanifest}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        // embed.html?game=neuland&players=3 must be served from the precache too.
        ignoreURLParametersMatching: [/.*/],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/embed/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});
