// The last screen a user saw, kept per path so that an installed app opened
// again (offline too) shows it at once, the way a phone shows an app's last
// screen while the app starts.
//
// Opening the app costs seconds on a mid-range phone before React, the
// router and IndexedDB have put anything on screen; the HTML of the screen the
// user last saw costs a few milliseconds to parse. So:
// - the page keeps the HTML of each signed-in screen it settles on
//   (screen-capture.ts), in a cache of its own;
// - the service worker answers a navigation with the app shell plus that
//   screen, drawn over the page in a closed shadow root (its own styles, out
//   of reach of the live app's queries and of its scripts);
// - the app, once its own screen is drawn underneath, takes over
//   (screen-release.ts): the stored screen goes, its scroll position kept.
// A tap on the stored screen before then is recorded, and replayed by the app
// when it takes over (screen-taps.ts). Screens are the user's content: signing
// out clears them, and a new version of the app drops them (its styles may differ).
import { SCREEN_HOST, TAP_RECORDER } from './screen-taps';

export const SCREEN_CACHE = 'tastemap-screens';
/** How many paths keep their last screen. */
export const SCREENS_KEPT = 24;

/** The cache key of a path's stored screen (same origin, never fetched). */
export function screenKey(origin: string, path: string): string {
  return `${origin}/__screens${path.startsWith('/') ? path : `/${path}`}`;
}

/** Whether the screen at this path may be stored: signed-in screens, not the forms that start a session. */
export function storesScreen(pathname: string): boolean {
  return !['/auth', '/onboarding', '/subscription-success', '/subscription-cancelled'].includes(pathname);
}

/**
 * What a live screen marks once its first content (its cards) is drawn: a stored
 * screen that shows it is released when the live one has it (screen-release.ts).
 */
export const DRAWN_MARKER = 'data-screen-drawn';
/** On a stored screen's host: the live screen will set DRAWN_MARKER, so the release waits for it. */
export const AWAITS_DRAWN = 'data-awaits-drawn';

export interface StoredScreen {
  /** The inner HTML of #root as the app last rendered it. */
  html: string;
  /** The theme class of <html> when it was stored (the `dark:` variants need it inside the shadow root). */
  theme: string;
}

/**
 * Where the pre-rendered landing page starts and ends inside #root: the build
 * writes it between these two comments (scripts/lib/prerender.mjs, through
 * src/prerender.tsx), and a stored screen replaces what lies between them.
 * React renders no comment of its own that could be mistaken for them.
 */
export const LANDING_START = '<!--tastemap:landing-->';
export const LANDING_END = '<!--/tastemap:landing-->';

const ROOT_TAG = '<div id="root">';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The app shell with a stored screen drawn over it: a host element before
 * #root holding a declarative, closed shadow root with the shell's own
 * stylesheets, and the tap recorder just before it (screen-taps.ts). #root
 * loses the pre-rendered landing page (LANDING_START to LANDING_END): a
 * device with stored screens is signed in, and never shows it, and the
 * browser would parse it before the page counts as loaded. The shell
 * unchanged when it has no #root.
 */
export function shellWithScreen(shell: string, screen: StoredScreen): string {
  const at = shell.indexOf(ROOT_TAG);
  if (at < 0) return shell;
  const start = shell.indexOf(LANDING_START, at);
  const end = start < 0 ? -1 : shell.indexOf(LANDING_END, start);
  const rest = end < 0 ? shell.slice(at) : shell.slice(at, start) + shell.slice(end + LANDING_END.length);
  const styles = [...shell.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => m[0]).join('');
  const awaits = screen.html.includes(DRAWN_MARKER) ? ` ${AWAITS_DRAWN}` : '';
  const host =
    `<script>${TAP_RECORDER}</script><${SCREEN_HOST} data-screen-snapshot aria-hidden="true"${awaits}>` +
    `<template shadowrootmode="closed">${styles}<div class="${escapeAttribute(screen.theme)}">${screen.html}</div></template>` +
    `</${SCREEN_HOST}>`;
  return shell.slice(0, at) + host + rest;
}
