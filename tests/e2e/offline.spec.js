// After one visit the service worker serves everything: with the network off,
// a reload shows the lobby and a game starts (the wasm comes from the cache).
import { test, expect } from '@playwright/test';
import { openApp, startFromLobby, waitForHumanOrEnd } from './helpers.js';

test('offline reload after one visit: the lobby works and a game starts', async ({ page, context }) => {
  await openApp(page);
  await expect(page.getByRole('radio', { name: /Neuland/ })).toBeVisible();
  // Wait until the service worker has precached the site and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('radio', { name: /Neuland/ })).toBeVisible();
  await startFromLobby(page, { seats: ['human', 'easy'], seed: 3 });
  expect(await waitForHumanOrEnd(page)).toBe('human');
  await expect(page.locator('.board-area svg').first()).toBeVisible();
  await context.setOffline(false);
});
