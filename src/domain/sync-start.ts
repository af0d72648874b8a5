/**
 * Whether the device should start syncing. A signed-in device always does. A
 * visitor on the landing page does not need the catalog yet (the page shows
 * nothing synced), so their first sync, hundreds of kilobytes and a thousand
 * IndexedDB writes, waits until they open any other screen.
 */
export function needsSync(signedIn: boolean, path: string): boolean {
  return signedIn || path !== '/';
}
