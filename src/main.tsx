// The entry: small on purpose (the stylesheet and a decision). Whatever
// index.html already shows is painted before any of the app is fetched.
// - Everyone but a visitor on the landing page (a device with a session, any
//   other route: index.html's boot script marked <html data-boot="app">) gets
//   the app at once, from the page's first frame on (after-paint.ts): that
//   frame shows the screen the device stored, when it has one.
// - A visitor on the landing page reads it as pre-rendered HTML: its links are
//   real <a href> links (a tap before the app is there is a full navigation)
//   and the headline's city rotates. The app (React, the router, the
//   PocketBase client, validation…) is fetched, and hydrates that same HTML in
//   place, at the visitor's first interaction or once they have stayed a
//   while and the browser is idle. The service worker is registered as soon
//   as the browser is idle, so that the app is installable and offline from
//   this first visit on.
import './index.css';
import { afterNextFrame } from './landing/after-paint';
import { rotateCity } from './landing/rotating-city';
import { whenIdle, whenWanted } from './landing/when-wanted';

/** How long a visitor who does nothing reads the landing page before the app starts anyway. */
const IDLE_START_MS = 5000;

const landing = document.documentElement.dataset.boot === 'app' ? null : document.querySelector<HTMLElement>('[data-prerendered]');

if (!landing) {
  afterNextFrame(() => void import('./app').then((app) => app.start()));
} else {
  const stopRotating = rotateCity(landing);
  whenWanted(() => {
    void import('./app').then(
      (app) => {
        stopRotating();
        app.start(landing);
      },
      // Offline before the app was ever fetched: the page stays as it is, its links still work.
      () => undefined,
    );
  }, IDLE_START_MS);
  // The app registers it too (with its update prompt); registering the same script twice is harmless.
  if ('serviceWorker' in navigator && !import.meta.env.DEV) {
    const register = () => whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
    if (document.readyState === 'complete') register();
    else addEventListener('load', register, { once: true });
  }
}
