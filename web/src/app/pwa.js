// Registers the service worker that precaches the whole site (offline after one visit).
import { registerSW } from 'virtual:pwa-register';

export function registerServiceWorker() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    registerSW({ immediate: true });
  } catch {
    // No service worker (file://, private mode): the site still works online.
  }
}
