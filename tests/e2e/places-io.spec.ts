// Issue 33 on a phone (390×844, touch): a traveller with no connection
// imports their Google Takeout "Saved Places.json", reviews the matches made
// on the device, and sees the places saved and the one the catalog lacks kept
// as their own pin (on their list and their map); importing the same file
// again changes nothing; back online, the server has them. The review screen
// keeps the phone's rules. Offline too, everything exports to a KML file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { PlaceMapView, placesViewButton } from './support/map';
import { RulesWalk } from './support/rules-walk';
import { adminClient, createTraveller, eventually } from './support/server';
import { ProfilePage, goOffline, goOnline, signIn, waitForFirstSync, waitForServiceWorker } from './support/pages';

const FIXTURES = fileURLToPath(new URL('../fixtures/places-io/', import.meta.url));
const TAKEOUT = join(FIXTURES, 'Saved Places.json');

test('imports a Takeout export offline, saves its places, and syncs them once back online', async ({ context, page }) => {
  const traveller = await createTraveller({ name: 'Import Ida', followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  const admin = await adminClient();

  await goOffline(context);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Import places' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import places' })).toBeVisible();
  await page.getByLabel('Choose a file to import').setInputFiles(TAKEOUT);

  // The review, made on the device: two places of the catalog, one it does not hold.
  const matched = page.getByTestId('import-matched');
  await expect(matched.getByRole('heading')).toHaveText('Matched (2)');
  await expect(matched).toContainText('Gwangjang Market');
  await expect(matched).toContainText('The Myeongdong Kyojá');
  await expect(matched).toContainText('Myeongdong Kyoja · 명동교자 본점');
  await expect(page.getByTestId('import-unmatched')).toContainText('Grandma’s Dumpling Stall');
  const walk = new RulesWalk(page);
  await walk.check('/import (review)', page.getByRole('button', { name: 'Import 3 places' }));
  walk.save();

  await page.getByRole('button', { name: 'Import 3 places' }).click();
  await expect(page).toHaveURL(/\/profile#saved$/);
  await expect(page.getByText('2 saved, 1 kept as your pins')).toBeVisible();
  const profile = new ProfilePage(page);
  await expect(profile.savedPlaces).toContainText('Gwangjang Market');
  await expect(profile.savedPlaces).toContainText('Myeongdong Kyoja');
  await expect(page.getByTestId('pins')).toContainText('Grandma’s Dumpling Stall');
  await expect(profile.pendingWrites).toContainText('3 changes waiting to sync');

  // The same file again: nothing new.
  await page.goto('/import');
  await page.getByLabel('Choose a file to import').setInputFiles(TAKEOUT);
  await page.getByRole('button', { name: 'Import 3 places' }).click();
  await expect(page.getByText('Nothing new to import')).toBeVisible();
  await expect(profile.pendingWrites).toContainText('3 changes waiting to sync');
  expect(await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"` })).toHaveLength(0);

  await goOnline(context);
  await page.reload();
  await eventually(async () => {
    const saved = await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"`, expand: 'place' });
    const pins = await admin.collection('pins').getFullList({ filter: `user = "${traveller.id}"` });
    return (
      saved
        .map((s) => s.expand?.place.name)
        .sort()
        .join() === 'Gwangjang Market,Myeongdong Kyoja' &&
      pins.length === 1 &&
      pins[0]!.name === 'Grandma’s Dumpling Stall'
    );
  });
  await expect(profile.pendingWrites).toHaveText('All changes synced');
  await expect(page.getByTestId('pins')).toContainText('Grandma’s Dumpling Stall');

  // The pin is on the traveller's map beside their saved places, with a card of its own.
  await placesViewButton(page, 'Map').click();
  const map = new PlaceMapView(page);
  await map.expectPins(3);
  await map.openOwnPinCard();
  await expect(map.ownPinCard).toContainText('Grandma’s Dumpling Stall');
  await expect(map.ownPinCard.getByRole('link', { name: 'Get directions' })).toBeVisible();
});

test('refuses a hostile file with a clear message and keeps nothing', async ({ page }) => {
  const traveller = await createTraveller({ name: 'Careful Cal' });
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  await page.goto('/import');
  await page.getByLabel('Choose a file to import').setInputFiles(join(FIXTURES, 'hostile', 'billion-laughs.kml'));
  await expect(page.getByRole('alert')).toHaveText('This file declares XML entities, which are not allowed in an import.');
  await page.goto('/profile');
  await expect(page.getByText('No saved places yet')).toBeVisible();
  await expect(page.getByTestId('pins')).toHaveCount(0);
});

test('exports everything offline to a KML file with a folder per list', async ({ context, page }) => {
  const traveller = await createTraveller({ name: 'Export Eve', followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  await goOffline(context);
  await page.goto('/import');
  await page.getByLabel('Choose a file to import').setInputFiles(TAKEOUT);
  await page.getByRole('button', { name: 'Import 3 places' }).click();
  await expect(page).toHaveURL(/\/profile#saved$/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export everything' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^KML/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('tastemap-all-my-places.kml');
  const kml = readFileSync(await file.path(), 'utf8');
  expect(kml).toContain('<kml xmlns="http://www.opengis.net/kml/2.2"');
  expect(kml).toContain('<Folder><name>Saved places</name>');
  expect(kml).toContain('<name>Gwangjang Market</name>');
  expect(kml).toContain('<name>Grandma’s Dumpling Stall</name>');
  await expect(page.getByText('Exported to your downloads')).toBeVisible();
});
