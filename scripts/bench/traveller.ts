// The traveller the browser benches sign in as: onboarding left them in Seoul,
// following all its tastemakers, so every Seoul place is theirs (not the
// generated bench city's, which the other sections fill).
import { randomBytes } from 'node:crypto';
import type PocketBase from 'pocketbase';
import type { Page } from 'playwright-core';

export interface BenchTraveller {
  email: string;
  password: string;
  /** How many Seoul places their tastemakers picked: what /search lists for them. */
  places: number;
}

export async function createSeoulTraveller(admin: PocketBase, label: string): Promise<BenchTraveller> {
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const email = `${label}-${randomBytes(4).toString('hex')}@tastemap.test`;
  const password = randomBytes(12).toString('hex');
  const user = await admin.collection('users').create({ email, password, passwordConfirm: password, name: 'Mina', verified: true });
  await admin.collection('profiles').update(user.id, { unlocked_cities: [seoul.id], active_city: seoul.id });
  for (const link of await admin.collection('city_tastemakers').getFullList({ filter: `city="${seoul.id}"` })) {
    await admin
      .collection('entitlements')
      .create({ user: user.id, tastemaker: link.tastemaker, subscribed: true, status: 'active', monthly_amount: 0 });
  }
  const picks = await admin.collection('tastemaker_places').getFullList({ filter: `city="${seoul.id}"`, fields: 'place' });
  return { email, password, places: new Set(picks.map((p) => p.place as string)).size };
}

/** Signs the traveller in through the app's own form, as a person would, and waits until it has moved on. */
export async function signIn(page: Page, url: string, traveller: BenchTraveller): Promise<void> {
  await page.goto(`${url}/auth`);
  await page.getByLabel('Email').fill(traveller.email);
  await page.getByLabel('Password', { exact: true }).fill(traveller.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((u) => u.pathname !== '/auth');
}
