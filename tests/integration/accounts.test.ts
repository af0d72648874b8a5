// The account routes: onboarding, city unlock (mock payment, charged once,
// as the provider's ledger shows), becoming a tastemaker (linked only to a
// city the user may open), resetting a profile (followers given back), and
// the admin routes. Each refuses visitors, the wrong users and bad input with
// a clear message and no change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';

let server: TestServer;
let seoul: RecordModel;
let nyc: RecordModel;
let tokyo: RecordModel;

beforeAll(async () => {
  server = await startTestServer();
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  nyc = await server.admin.collection('cities').getFirstListItem('slug = "new-york-city"');
  tokyo = await server.admin.collection('cities').getFirstListItem('slug = "tokyo"');
});
afterAll(async () => {
  await server?.dispose();
});

const profileOf = (user: TestUser) => server.admin.collection('profiles').getOne(user.id);
const entitlementsOf = (user: TestUser) => server.admin.collection('entitlements').getFullList({ filter: `user = "${user.id}"` });
const purchasesOf = (user: TestUser) => server.admin.collection('city_purchases').getFullList({ filter: `user = "${user.id}"` });
/** What the provider charged the user: the ledger's rows but the welcome gift, which charges nothing. */
const chargesOf = (user: TestUser) =>
  server.admin.collection('payments').getFullList({ filter: `user = "${user.id}" && op != "welcome_gift"` });
const giftsOf = (user: TestUser) =>
  server.admin.collection('payments').getFullList({ filter: `user = "${user.id}" && op = "welcome_gift"` });
const followersOf = async (tastemakerId: string) => (await server.admin.collection('tastemakers').getOne(tastemakerId)).followers as number;

describe('onboarding', () => {
  it('claims the first city free, makes it active and follows its local guide, once', async () => {
    const user = await server.createUser();
    const guideBefore = await server.admin.collection('tastemakers').getOne(seoul.featured_tastemaker);
    const { status, body } = await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
    expect(status).toBe(200);
    expect(body.badges).toContain('Founding Member');
    const profile = await profileOf(user);
    expect(profile.unlocked_cities).toEqual([seoul.id]);
    expect(profile.active_city).toBe(seoul.id);
    const [entitlement] = await entitlementsOf(user);
    expect(entitlement).toMatchObject({ tastemaker: seoul.featured_tastemaker, subscribed: true, status: 'active', monthly_amount: 0 });
    expect((await purchasesOf(user))[0]).toMatchObject({ city: seoul.id, amount: 0 });
    expect((await server.admin.collection('tastemakers').getOne(seoul.featured_tastemaker)).followers).toBe(guideBefore.followers + 1);
    // Repeating it changes nothing; a second free city is refused.
    expect((await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id })).status).toBe(200);
    const second = await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: nyc.id });
    expect(second.status).toBe(400);
    expect(second.body.message).toMatch(/already claimed/);
    expect((await profileOf(user)).unlocked_cities).toEqual([seoul.id]);
    expect(await entitlementsOf(user)).toHaveLength(1);
    expect((await server.admin.collection('tastemakers').getOne(seoul.featured_tastemaker)).followers).toBe(guideBefore.followers + 1);
  });

  it('adds the local guide one follower however often the profile is reset and onboarded again', async () => {
    const user = await server.createUser();
    const before = await followersOf(seoul.featured_tastemaker);
    for (let round = 0; round < 3; round += 1) {
      await server.call(user, 'POST', '/api/app/profile/reset');
      expect(await followersOf(seoul.featured_tastemaker)).toBe(before);
      expect((await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id })).status).toBe(200);
      await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
      expect(await followersOf(seoul.featured_tastemaker)).toBe(before + 1);
    }
    expect(await entitlementsOf(user)).toHaveLength(1);
    expect(await chargesOf(user)).toHaveLength(0);
  });

  it("spends the welcome gift once for the account's life: a reset reopens only the gift city, never another", async () => {
    const user = await server.createUser();
    expect((await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id })).status).toBe(200);
    expect(await giftsOf(user)).toMatchObject([{ subject: seoul.id, amount_cents: 0 }]);
    // Other paths a user might try: deleting their collections, resetting, onboarding again.
    const collection = await user.client.collection('collections').create({ user: user.id, name: 'Trip' });
    await user.client.collection('collections').delete(collection.id);
    expect((await server.call(user, 'POST', '/api/app/profile/reset')).status).toBe(200);
    const other = await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: nyc.id });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('Your free city was Seoul. Choose it again, or unlock more cities from the explorer.');
    expect(await profileOf(user)).toMatchObject({ unlocked_cities: [], active_city: '' });
    expect(await purchasesOf(user)).toHaveLength(0);
    expect(await entitlementsOf(user)).toHaveLength(0);
    // The city the gift went to opens again, at no charge, and the gift is still spent once.
    expect((await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id })).status).toBe(200);
    expect((await profileOf(user)).unlocked_cities).toEqual([seoul.id]);
    expect(await giftsOf(user)).toHaveLength(1);
    expect(await chargesOf(user)).toHaveLength(0);
  });

  it('refuses visitors, a missing city and a city that is not live', async () => {
    const user = await server.createUser();
    expect((await server.call(null, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id })).status).toBe(401);
    const missing = await server.call(user, 'POST', '/api/app/onboarding/complete', {});
    expect(missing).toMatchObject({ status: 400, body: { message: 'Please select a city to unlock.' } });
    expect((await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: 'zzzzzzzzzzzzzzz' })).body.message).toBe(
      'City not found.',
    );
    const soon = await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: tokyo.id });
    expect(soon).toMatchObject({ status: 400, body: { message: 'Tokyo is launching soon. Stay tuned!' } });
    expect((await profileOf(user)).unlocked_cities).toEqual([]);
    expect(await entitlementsOf(user)).toHaveLength(0);
  });
});

describe('city unlock', () => {
  it('charges once through the mock provider, opens the city and follows its guide; a repeat is already unlocked', async () => {
    const user = await server.createUser();
    await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
    const first = await server.call(user, 'POST', '/api/app/cities/unlock', { cityId: nyc.id });
    expect(first).toMatchObject({ status: 200, body: { success: true, alreadyPurchased: false } });
    expect(first.body.badges).toContain('City Hopper');
    const again = await server.call(user, 'POST', '/api/app/cities/unlock', { cityId: nyc.id });
    expect(again).toMatchObject({ status: 200, body: { alreadyPurchased: true, message: 'City already unlocked' } });
    const purchases = (await purchasesOf(user)).filter((p) => p.city === nyc.id);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ amount: 6.99 });
    expect(purchases[0]!.provider_payment_id).toMatch(/^mock_pay_/);
    expect(await chargesOf(user)).toMatchObject([
      { op: 'charge', amount_cents: 699, key: `${user.id}:city:${nyc.id}`, reference: purchases[0]!.provider_payment_id },
    ]);
    // The city just paid for is the active one now, not the first.
    expect(await profileOf(user)).toMatchObject({ unlocked_cities: [seoul.id, nyc.id], active_city: nyc.id });
    expect((await entitlementsOf(user)).map((e) => e.tastemaker).sort()).toEqual(
      [seoul.featured_tastemaker, nyc.featured_tastemaker].sort(),
    );
  });

  it('charges once even when unlocks race (the provider ledger has one charge)', async () => {
    const user = await server.createUser();
    const guideBefore = await followersOf(nyc.featured_tastemaker);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => server.call(user, 'POST', '/api/app/cities/unlock', { cityId: nyc.id })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => !r.body.alreadyPurchased)).toHaveLength(1);
    expect(await purchasesOf(user)).toHaveLength(1);
    expect(await chargesOf(user)).toHaveLength(1);
    expect(await followersOf(nyc.featured_tastemaker)).toBe(guideBefore + 1);
  });

  it('refuses visitors, unknown and coming-soon cities', async () => {
    const user = await server.createUser();
    expect((await server.call(null, 'POST', '/api/app/cities/unlock', { cityId: nyc.id })).status).toBe(401);
    expect((await server.call(user, 'POST', '/api/app/cities/unlock', { cityId: 'nope' })).body.message).toBe(
      'Please select a city to unlock.',
    );
    expect((await server.call(user, 'POST', '/api/app/cities/unlock', { cityId: tokyo.id })).status).toBe(400);
    expect(await purchasesOf(user)).toHaveLength(0);
  });
});

describe('becoming a tastemaker', () => {
  it('adds only the tastemaker role to the caller, with a tastemaker record, once', async () => {
    const user = await server.createUser({ name: 'Hana Lee' });
    await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
    const first = await server.call(user, 'POST', '/api/app/roles/become-tastemaker');
    expect(first.status).toBe(200);
    await server.call(user, 'POST', '/api/app/roles/become-tastemaker');
    const roles = await server.admin.collection('user_roles').getFullList({ filter: `user = "${user.id}"` });
    expect(roles.map((r) => r.role)).toEqual(['tastemaker']);
    const tastemaker = await server.admin.collection('tastemakers').getOne(first.body.tastemakerId);
    expect(tastemaker).toMatchObject({ user: user.id, name: 'Hana Lee', slug: 'hana-lee' });
    expect(await server.admin.collection('city_tastemakers').getFullList({ filter: `tastemaker = "${tastemaker.id}"` })).toHaveLength(1);
    expect((await server.call(null, 'POST', '/api/app/roles/become-tastemaker')).status).toBe(401);
    const follower = await server.createUser();
    await server.admin
      .collection('entitlements')
      .create({ user: follower.id, tastemaker: tastemaker.id, subscribed: true, status: 'active' });
    const stats = await server.call(user, 'GET', '/api/app/tastemaker/stats');
    expect(stats).toMatchObject({ status: 200, body: { tastemakerId: tastemaker.id, activeSubscribers: 1, placesCurated: 0 } });
    expect((await server.call(follower, 'GET', '/api/app/tastemaker/stats')).status).toBe(404);
  });

  it('links the new tastemaker to no city when the active city is one the user may not open', async () => {
    const user = await server.createUser({ name: 'Nora Locked' });
    await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
    // Set behind the API's back: New York was never unlocked.
    await server.admin.collection('profiles').update(user.id, { active_city: nyc.id });
    const { status, body } = await server.call(user, 'POST', '/api/app/roles/become-tastemaker');
    expect(status).toBe(200);
    expect(await server.admin.collection('city_tastemakers').getFullList({ filter: `tastemaker = "${body.tastemakerId}"` })).toHaveLength(
      0,
    );
  });
});

describe('resetting a profile', () => {
  it("deletes the caller's data and clears the profile, leaving other users alone", async () => {
    const user = await server.createUser();
    const other = await server.createUser();
    await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
    await server.call(other, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
    const place = await server.admin.collection('places').getFirstListItem(`city = "${seoul.id}"`);
    await user.client.collection('collections').create({ user: user.id, name: 'Mine' });
    await user.client.collection('reviews').create({ user: user.id, place: place.id, rating: 5 });
    await user.client.collection('saved_places').create({ user: user.id, place: place.id });
    await user.client.collection('profiles').update(user.id, { username: 'reset_me' });
    const { status } = await server.call(user, 'POST', '/api/app/profile/reset');
    expect(status).toBe(200);
    for (const name of ['collections', 'reviews', 'saved_places', 'entitlements', 'city_purchases', 'user_badges']) {
      expect(await server.admin.collection(name).getFullList({ filter: `user = "${user.id}"` }), name).toHaveLength(0);
    }
    expect(await profileOf(user)).toMatchObject({ unlocked_cities: [], active_city: '', username: 'reset_me' });
    expect(await entitlementsOf(other)).toHaveLength(1);
    expect((await server.call(null, 'POST', '/api/app/profile/reset')).status).toBe(401);
  });

  it('gives back the followers of every entitlement it removes', async () => {
    const user = await server.createUser();
    const guide = seoul.featured_tastemaker as string;
    const picked = (
      await server.admin.collection('city_tastemakers').getFullList({ filter: `city = "${seoul.id}" && tastemaker != "${guide}"` })
    )[0]!.tastemaker as string;
    const before = [await followersOf(guide), await followersOf(picked)];
    await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
    await server.call(user, 'POST', `/api/app/tastemakers/${picked}/subscribe`);
    expect([await followersOf(guide), await followersOf(picked)]).toEqual([before[0]! + 1, before[1]! + 1]);
    expect((await server.call(user, 'POST', '/api/app/profile/reset')).status).toBe(200);
    expect([await followersOf(guide), await followersOf(picked)]).toEqual(before);
    // The money already paid stays in the provider's ledger.
    expect(await chargesOf(user)).toHaveLength(1);
  });
});

describe('admin routes', () => {
  let admin: TestUser;
  let plain: TestUser;
  let target: TestUser;
  beforeAll(async () => {
    admin = await server.createUser({ name: 'Ada Admin' }, { roles: ['admin'] });
    plain = await server.createUser({ name: 'Pat Plain' });
    target = await server.createUser({ name: 'Zoe Searchable' });
    await server.admin.collection('profiles').update(target.id, { username: 'zoe_finds' });
  });

  it('finds users by name or username, case-insensitive, at most 10, without e-mails', async () => {
    const byName = await server.call(admin, 'GET', '/api/app/admin/users?q=searchABLE');
    expect(byName.status).toBe(200);
    expect(byName.body.users).toEqual([{ id: target.id, name: 'Zoe Searchable', username: 'zoe_finds', roles: [] }]);
    expect((await server.call(admin, 'GET', '/api/app/admin/users?q=ZOE_F')).body.users).toHaveLength(1);
    // Eleven who match: ten are listed.
    for (let i = 0; i < 11; i++) await server.createUser({ name: `Quinn Many ${i}` });
    expect((await server.call(admin, 'GET', '/api/app/admin/users?q=quinn%20many')).body.users).toHaveLength(10);
    expect((await server.call(admin, 'GET', '/api/app/admin/users?q=%20')).status).toBe(400);
    expect(JSON.stringify(byName.body)).not.toContain('@');
  });

  it('grants and removes roles, refusing duplicates and an admin removing their own admin role', async () => {
    const granted = await server.call(admin, 'POST', '/api/app/admin/roles', { userId: target.id, role: 'tastemaker' });
    expect(granted).toMatchObject({ status: 200, body: { message: 'Zoe Searchable has been granted tastemaker role!' } });
    const duplicate = await server.call(admin, 'POST', '/api/app/admin/roles', { userId: target.id, role: 'tastemaker' });
    expect(duplicate).toMatchObject({ status: 409, body: { message: 'Zoe Searchable already has tastemaker role' } });
    const removed = await server.call(admin, 'POST', '/api/app/admin/roles/remove', { userId: target.id, role: 'tastemaker' });
    expect(removed).toMatchObject({ status: 200, body: { message: 'tastemaker role removed from Zoe Searchable' } });
    const self = await server.call(admin, 'POST', '/api/app/admin/roles/remove', { userId: admin.id, role: 'admin' });
    expect(self).toMatchObject({ status: 400, body: { message: 'You cannot remove your own admin role.' } });
    expect((await server.call(admin, 'POST', '/api/app/admin/roles', { userId: target.id, role: 'owner' })).status).toBe(400);
    const roles = await server.admin.collection('user_roles').getFullList({ filter: `user = "${admin.id}" || user = "${target.id}"` });
    expect(roles.map((r) => `${r.user === admin.id ? 'admin' : 'target'}:${r.role}`)).toEqual(['admin:admin']);
  });

  it('switches the admin’s view mode and payment bypass; an unlock with bypass charges nothing', async () => {
    expect((await server.call(admin, 'POST', '/api/app/admin/view-mode', { mode: 'tastemaker' })).status).toBe(200);
    expect((await profileOf(admin)).view_mode).toBe('tastemaker');
    expect((await server.call(admin, 'POST', '/api/app/admin/view-mode', { mode: 'boss' })).status).toBe(400);
    expect((await server.call(admin, 'POST', '/api/app/admin/bypass-payments', { enabled: true })).status).toBe(200);
    await server.call(admin, 'POST', '/api/app/cities/unlock', { cityId: nyc.id });
    expect((await purchasesOf(admin))[0]).toMatchObject({ amount: 0, provider_payment_id: 'bypass' });
  });

  it('ends what the payment bypass and free follows gave an admin when the role ends; paid access stays', async () => {
    const former = await server.createUser({ name: 'Former Admin' }, { roles: ['admin'] });
    await server.call(former, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
    await server.call(former, 'POST', '/api/app/admin/bypass-payments', { enabled: true });
    expect((await server.call(former, 'POST', '/api/app/cities/unlock', { cityId: nyc.id })).status).toBe(200);
    const chef = await server.admin.collection('tastemakers').getFirstListItem('slug = "chef-dohyun-kang"');
    expect((await server.call(former, 'POST', `/api/app/tastemakers/${chef.id}/subscribe`)).status).toBe(200);
    expect((await profileOf(former)).unlocked_cities).toEqual([seoul.id, nyc.id]);

    expect((await server.call(admin, 'POST', '/api/app/admin/roles/remove', { userId: former.id, role: 'admin' })).status).toBe(200);
    // New York was opened by the bypass: it closes, and its purchase goes. Seoul (the gift) stays.
    expect(await profileOf(former)).toMatchObject({ unlocked_cities: [seoul.id], active_city: seoul.id });
    expect((await purchasesOf(former)).map((p) => p.city)).toEqual([seoul.id]);
    const follow = (await entitlementsOf(former)).find((e) => e.tastemaker === chef.id);
    expect(follow).toMatchObject({ subscribed: false, unlocked: false });
    const chat = await server.call(former, 'POST', '/api/app/chat', { query: 'pizza', cityId: nyc.id });
    expect(chat.status).toBe(403);
    // Unlocking New York again is now a real (mock) charge.
    await server.call(former, 'POST', '/api/app/admin/bypass-payments', { enabled: true }).catch(() => undefined);
    const paid = await server.call(former, 'POST', '/api/app/cities/unlock', { cityId: nyc.id });
    expect(paid.body.alreadyPurchased).toBe(false);
    expect(await chargesOf(former)).toMatchObject([{ op: 'charge', amount_cents: 699 }]);
  });

  it('keeps a city paid for before when the admin who paid later loses the role', async () => {
    const payer = await server.createUser({ name: 'Paying Admin' }, { roles: ['admin'] });
    expect((await server.call(payer, 'POST', '/api/app/cities/unlock', { cityId: nyc.id })).body.alreadyPurchased).toBe(false);
    await server.call(payer, 'POST', '/api/app/profile/reset');
    await server.call(payer, 'POST', '/api/app/admin/bypass-payments', { enabled: true });
    // Paid before: the ledger's payment opens it again, not the bypass.
    await server.call(payer, 'POST', '/api/app/cities/unlock', { cityId: nyc.id });
    expect((await purchasesOf(payer))[0]!.provider_payment_id).toMatch(/^mock_pay_/);
    await server.call(admin, 'POST', '/api/app/admin/roles/remove', { userId: payer.id, role: 'admin' });
    expect((await profileOf(payer)).unlocked_cities).toEqual([nyc.id]);
    expect(await chargesOf(payer)).toHaveLength(1);
  });

  it.each([
    ['GET', '/api/app/admin/users?q=zoe', undefined],
    ['POST', '/api/app/admin/roles', () => ({ userId: plain.id, role: 'admin' })],
    ['POST', '/api/app/admin/roles/remove', () => ({ userId: admin.id, role: 'admin' })],
    ['POST', '/api/app/admin/view-mode', () => ({ mode: 'tastemaker' })],
    ['POST', '/api/app/admin/bypass-payments', () => ({ enabled: true })],
  ] as const)('denies %s %s to a non-admin (403) and a visitor (401), changing nothing', async (method, path, body) => {
    const payload = typeof body === 'function' ? body() : body;
    expect((await server.call(plain, method, path, payload)).status).toBe(403);
    expect((await server.call(null, method, path, payload)).status).toBe(401);
    expect(await server.admin.collection('user_roles').getFullList({ filter: `user = "${plain.id}"` })).toHaveLength(0);
    expect(await profileOf(plain)).toMatchObject({ view_mode: 'default', bypass_payments: false });
    expect((await server.admin.collection('user_roles').getFullList({ filter: `user = "${admin.id}"` })).map((r) => r.role)).toEqual([
      'admin',
    ]);
  });
});

/** The first link of the mail to `email` that the server wrote to its log (no SMTP here), once it is there. */
async function mailedLink(output: () => string, email: string): Promise<string> {
  // The mail goes out after the answer: wait for its line in the log.
  const link = () =>
    output()
      .split('\n')
      .find((l) => l.includes('[mail]') && l.includes(email))
      ?.match(/\| links: (\S+)/)?.[1];
  await expect.poll(link).toBeDefined();
  return link()!;
}

const requestReset = (url: string, email: string) =>
  fetch(`${url}/api/collections/users/request-password-reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe('mail without SMTP', () => {
  it("writes the password reset e-mail to the server log, its link on the app's reset screen", async () => {
    const user = await server.createUser();
    expect((await requestReset(server.url, user.email)).status).toBe(204);
    const link = await mailedLink(server.output, user.email);
    // The served URL (startServer's TASTEMAP_APP_URL), never PocketBase's dashboard.
    expect(link).toMatch(new RegExp(`^${server.url}/auth\\?reset=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    expect(link).not.toContain('/_/');
  });

  it('bases the link on TASTEMAP_APP_URL, which becomes the app URL setting', async () => {
    const deployed = await startTestServer({ env: { TASTEMAP_APP_URL: 'https://tastemap.example/' } });
    try {
      expect((await deployed.admin.settings.getAll()).meta.appURL).toBe('https://tastemap.example');
      const user = await deployed.createUser();
      expect((await requestReset(deployed.url, user.email)).status).toBe(204);
      expect(await mailedLink(deployed.output, user.email)).toMatch(/^https:\/\/tastemap\.example\/auth\?reset=[\w-]+\.[\w-]+\.[\w-]+$/);
    } finally {
      await deployed.dispose();
    }
  });
});

describe('password reset from the e-mail link', () => {
  const newPassword = 'a-new-passphrase-42';
  const signIn = (email: string, password: string) => server.anonymous().collection('users').authWithPassword(email, password);
  const confirm = (token: string) => server.anonymous().collection('users').confirmPasswordReset(token, newPassword, newPassword);
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: { status: number; response: { data: Record<string, { code: string }> } }) => ({
        status: error.status,
        token: error.response.data.token?.code,
      }),
    );

  it('sets the new password with the token of the link, once; the old password stops working', async () => {
    const user = await server.createUser();
    // As a superuser: the rate limit on reset requests is for people (covered by the tests above).
    await server.admin.collection('users').requestPasswordReset(user.email);
    const token = new URL(await mailedLink(server.output, user.email)).searchParams.get('reset')!;
    expect(await confirm(token)).toBe(true);
    expect((await signIn(user.email, newPassword)).record.id).toBe(user.id);
    await expect(signIn(user.email, user.password)).rejects.toMatchObject({ status: 400 });
    // The new password replaced the key the token was signed with.
    expect(await refusal(confirm(token))).toEqual({ status: 400, token: 'validation_invalid_token' });
  });

  it('refuses a bad or tampered token with the invalid-token error, changing nothing', async () => {
    const user = await server.createUser();
    await server.admin.collection('users').requestPasswordReset(user.email);
    const token = new URL(await mailedLink(server.output, user.email)).searchParams.get('reset')!;
    expect(await refusal(confirm('not-a-token'))).toEqual({ status: 400, token: 'validation_invalid_token' });
    expect(await refusal(confirm(`${token.slice(0, -4)}AAAA`))).toEqual({ status: 400, token: 'validation_invalid_token' });
    expect((await signIn(user.email, user.password)).record.id).toBe(user.id);
  });
});

describe('e-mail addresses, whatever their case or stray spaces', () => {
  const password = 'correct-horse-42';
  const signUp = (email: string) =>
    fetch(`${server.url}/api/collections/users/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, passwordConfirm: password, name: 'Mina' }),
    });
  const signIn = (identity: string) =>
    fetch(`${server.url}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity, password }),
    });

  it('are one account: stored normalised, signed in to as typed, and never signed up twice', async () => {
    const local = `mina-${Date.now()}`;
    const created = await signUp(`  ${local.toUpperCase()}@EXAMPLE.COM `);
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    expect((await server.admin.collection('users').getOne(id)).email).toBe(`${local}@example.com`);

    for (const typed of [`${local}@example.com`, `${local[0]!.toUpperCase()}${local.slice(1)}@Example.com`, ` ${local}@example.com `]) {
      const response = await signIn(typed);
      expect(response.status, typed).toBe(200);
    }
    const again = await signUp(`${local}@Example.COM`);
    expect(again.status).toBe(400);
    expect(JSON.stringify(await again.json())).toMatch(/email/i);
    expect(await server.admin.collection('users').getFullList({ filter: `email ~ "${local}"` })).toHaveLength(1);
  });

  it('get a password reset e-mail however the address is typed', async () => {
    const user = await server.createUser();
    const response = await fetch(`${server.url}/api/collections/users/request-password-reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email.toUpperCase() }),
    });
    expect(response.status).toBe(204);
    await expect
      .poll(() =>
        server
          .output()
          .split('\n')
          .some((l) => l.includes('[mail]') && l.includes(user.email)),
      )
      .toBe(true);
  });
});
