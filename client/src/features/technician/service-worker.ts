/*
 * The service worker that lets the technician's app open with no network (client/vite.config.ts
 * builds it; build/technician-precache.ts says what it keeps). It is registered from here, by the
 * technician's app only: the admin and the customer never install it, and their pages are served
 * as before. /sw.js is vite-plugin-pwa's file name; it exists in a build, not under `vite` dev.
 */
const SERVICE_WORKER_URL = '/sw.js';

export function registerTechnicianServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Without it the app still works online; offline, the browser says it has no network.
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
}
