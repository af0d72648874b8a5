// The e2e server as the tests' setup code sees it: a superuser client to
// arrange data and to check what reached the server.
import { expect } from '@playwright/test';
import PocketBase from 'pocketbase';
import { randomBytes } from 'node:crypto';

export const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8090';

let admin: Promise<PocketBase> | undefined;

export function adminClient(): Promise<PocketBase> {
  admin ??= (async () => {
    const pb = new PocketBase(baseURL);
    pb.autoCancellation(false);
    await pb.collection('_superusers').authWithPassword(process.env.E2E_SUPERUSER_EMAIL!, process.env.E2E_SUPERUSER_PASSWORD!);
    return pb;
  })();
  return admin;
}

export interface Traveller {
  id: string;
  email: string;
  password: string;
  name: string;
}

/**
 * A traveller as onboarding leaves them: Seoul unlocked and active, following
 * Seoul's free local guide. Options add more: every Seoul tastemaker, roles.
 */
export async function createTraveller(
  options: { onboarded?: boolean; name?: string; followAllInSeoul?: boolean; roles?: Array<'admin' | 'tastemaker'> } = {},
): Promise<Traveller> {
  const pb = await adminClient();
  const email = `e2e-${randomBytes(5).toString('hex')}@tastemap.test`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const name = options.name ?? 'Mina Traveller';
  const user = await pb.collection('users').create({ email, password, passwordConfirm: password, name, verified: true });
  if (options.onboarded !== false) {
    const seoul = await pb.collection('cities').getFirstListItem('slug = "seoul"');
    await pb.collection('profiles').update(user.id, { unlocked_cities: [seoul.id], active_city: seoul.id });
    await pb.collection('entitlements').create({
      user: user.id,
      tastemaker: seoul.featured_tastemaker,
      subscribed: true,
      unlocked: false,
      status: 'active',
      subscription_start: new Date().toISOString().replace('T', ' '),
      monthly_amount: 0,
    });
    if (options.followAllInSeoul) {
      const links = await pb.collection('city_tastemakers').getFullList({ filter: `city = "${seoul.id}"` });
      for (const link of links.filter((l) => l.tastemaker !== seoul.featured_tastemaker)) {
        await pb.collection('entitlements').create({
          user: user.id,
          tastemaker: link.tastemaker,
          subscribed: true,
          status: 'active',
          monthly_amount: 99,
          subscription_start: new Date().toISOString().replace('T', ' '),
        });
      }
    }
  }
  for (const role of options.roles ?? []) await pb.collection('user_roles').create({ user: user.id, role });
  return { id: user.id, email, password, name };
}

/** Polls `check` until it returns true (the server is eventually consistent with a device). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  await expect.poll(check, { timeout: timeoutMs, message: 'condition not met in time' }).toBe(true);
}

/**
 * The link of the last e-mail sent to `email`. The server has no SMTP, so
 * pb_hooks/mail.pb.js logs each mail with its links instead; the logs are
 * written in batches (every 3 s), hence the wait; under a loaded CI run the
 * batch took longer than the default 15 s once, so this waits up to 45 s.
 */
export async function mailedLink(email: string): Promise<string> {
  const pb = await adminClient();
  let link: string | undefined;
  await eventually(async () => {
    const logs = await pb.logs.getList(1, 1, {
      filter: pb.filter('message = "Mail not sent: no SMTP configured" && data.to = {:email}', { email }),
      sort: '-created',
    });
    link = (logs.items[0]?.data as { links?: string } | undefined)?.links?.split(' ')[0];
    return !!link;
  }, 45_000);
  return link!;
}
