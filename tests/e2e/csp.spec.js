// The site runs under its Content-Security-Policy (web/index.html): only its
// own origin and 'wasm-unsafe-eval'. A whole game is played under it, with no
// policy violation and not one request to another origin.
import { test, expect } from '@playwright/test';
import { openApp, startFromLobby, playHintedMovesInPage } from './helpers.js';

test('a game played under the CSP: no violation, no request to another origin', async ({ page, baseURL }) => {
  test.setTimeout(300000);
  const origin = new URL(baseURL).origin;
  const foreign = [];
  const errors = [];
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)
      foreign.push(url);
    if (url.startsWith('data:')) foreign.push(url.slice(0, 60));
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await openApp(page);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toMatch(/https?:|data:|blob:|\*/);
  await startFromLobby(page, { seats: ['human', 'easy'], seed: 3 });
  const played = await playHintedMovesInPage(page, 2000);
  expect(played.state).toBe('over');
  await expect(page.locator('.end-screen')).toBeVisible();
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
});

test('the embed runs under the same policy', async ({ page }) => {
  const violations = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('./embed.html?game=neuland&players=2&bots=1&lang=en&botDelay=0');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("'wasm-unsafe-eval'");
  await expect(page.locator('.game-screen')).toBeVisible();
  expect(violations).toEqual([]);
});
