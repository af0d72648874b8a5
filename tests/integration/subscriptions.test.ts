// Every entitlement transition of spec §4 against the real server: subscribe,
// repeat, card unsubscribe, cancel at period end, reactivate, the renewal
// cron (renew, past_due, expiry) with backdated rows, admin free follow and
// its end when the role goes, follower counts derived from entitlements; the
// payment ledger showing raced and retried requests charge once; and what a
// user may not do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { hasTastemakerAccess, type AccessTerms } from '#/domain/policy/access';
import { startTestServer, statusOf, type TestServer, type TestUser } from '../support/pocketbase';

let server: TestServer;
let seoul: RecordModel;
let tastemakers: RecordModel[];
let next = 0;

beforeAll(async () => {
  server = await startTestServer();
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  tastemakers = (await server.admin.collection('city_tastemakers').getFullList({ filter: `city = "${seoul.id}"`, expand: 'tastemaker' }))
    .map((l) => l.expand!.tastemaker)
    .filter((t) => !t.is_tour_guide);
});
afterAll(async () => {
  await server?.dispose();
});

/** Each test gets its own tastemaker, so follower counts are easy to read. */
const freshTastemaker = () => tastemakers[next++ % tastemakers.length]!;
const followers = async (id: string) => (await server.admin.collection('tastemakers').getOne(id)).followers as number;
const entitlementOf = (user: TestUser, tastemakerId: string) =>
  server.admin.collection('entitlements').getFirstListItem(`user = "${user.id}" && tastemaker = "${tastemakerId}"`);
// The same function the cron runs every five minutes, run now and waited for.
const runRenewals = () =>
  server.admin.send<{ renewed: number; pastDue: number; expired: number }>('/api/app/admin/renewals', { method: 'POST' });
const daysAgo = (days: number) => new Date(Date.now() - days * 86400_000).toISOString().replace('T', ' ');
/** The mock provider's ledger: every charge it made for this user. */
const chargesOf = (user: TestUser) => server.admin.collection('payments').getFullList({ filter: `user = "${user.id}"`, sort: 'created' });
async function pastDue(user: TestUser, tm: RecordModel) {
  await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`);
  const entitlement = await entitlementOf(user, tm.id);
  await server.admin
    .collection('entitlements')
    .update(entitlement.id, { subscription_end: daysAgo(2), provider_subscription_id: 'mock_sub_decline_card' });
  await runRenewals();
  expect(await entitlementOf(user, tm.id)).toMatchObject({ status: 'past_due' });
  return entitlement;
}

describe('subscribing', () => {
  it('starts a paid monthly subscription through the mock provider, once, adding one follower', async () => {
    const user = await server.createUser();
    const tm = freshTastemaker();
    const before = await followers(tm.id);
    const first = await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      alreadyActive: false,
      entitlement: { subscribed: true, status: 'active', monthly_amount: 99, unlocked: false },
    });
    expect(first.body.sessionId).toMatch(/^mock_sub_/);
    const entitlement = await entitlementOf(user, tm.id);
    const days =
      (Date.parse(entitlement.subscription_end.replace(' ', 'T')) - Date.parse(entitlement.subscription_start.replace(' ', 'T'))) /
      86400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(entitlement.provider_customer_id).toBe(`mock_cus_${user.id}`);
    expect(await followers(tm.id)).toBe(before + 1);

    const again = await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`);
    expect(again.body).toMatchObject({ alreadyActive: true });
    expect(await entitlementOf(user, tm.id)).toEqual(entitlement);
    expect(await followers(tm.id)).toBe(before + 1);
    expect(await server.admin.collection('entitlements').getFullList({ filter: `user = "${user.id}"` })).toHaveLength(1);
  });

  it('charges once for a period however often subscribe is retried or raced (ledger)', async () => {
    const user = await server.createUser();
    const tm = freshTastemaker();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => !r.body.alreadyActive)).toHaveLength(1);
    expect((await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`)).body.alreadyActive).toBe(true);
    const charges = await chargesOf(user);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ op: 'subscription_start', amount_cents: 99 });
    expect(charges[0]!.key).toMatch(new RegExp(`^${user.id}:${tm.id}:start:`));
    expect(charges[0]!.reference).toBe((await entitlementOf(user, tm.id)).provider_subscription_id);
  });

  it('keeps the payment ledger from users', async () => {
    const user = await server.createUser();
    await server.call(user, 'POST', `/api/app/tastemakers/${freshTastemaker().id}/subscribe`);
    expect(await statusOf(() => user.client.collection('payments').getList())).toBe(403);
    expect(await statusOf(() => server.anonymous().collection('payments').getList())).toBe(403);
  });

  it('counts one follower even when subscribes race', async () => {
    const user = await server.createUser();
    const tm = freshTastemaker();
    const before = await followers(tm.id);
    const results = await Promise.all([1, 2, 3].map(() => server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await followers(tm.id)).toBe(before + 1);
  });

  it('lets an admin follow for free, unlocked, with no payment', async () => {
    const admin = await server.createUser({}, { roles: ['admin'] });
    const tm = freshTastemaker();
    const { body } = await server.call(admin, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`);
    expect(body.entitlement).toMatchObject({
      unlocked: true,
      monthly_amount: 0,
      subscription_end: '',
      provider_subscription_id: 'admin_free_follow',
    });
  });

  it('denies subscribing someone else, changing an entitlement directly, and visitors', async () => {
    const user = await server.createUser();
    const other = await server.createUser();
    const tm = freshTastemaker();
    await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`, { userId: other.id, user: other.id });
    expect(await server.admin.collection('entitlements').getFullList({ filter: `user = "${other.id}"` })).toHaveLength(0);
    const mine = await entitlementOf(user, tm.id);
    await expect(
      user.client.collection('entitlements').update(mine.id, { subscription_end: '2099-01-01 00:00:00.000Z', monthly_amount: 0 }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await entitlementOf(user, tm.id)).toEqual(mine);
    expect((await server.call(null, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`)).status).toBe(401);
    expect((await server.call(user, 'POST', '/api/app/tastemakers/zzzzzzzzzzzzzzz/subscribe')).status).toBe(404);
    expect((await server.call(other, 'POST', `/api/app/tastemakers/${tm.id}/cancel`)).status).toBe(404);
  });
});

describe('ending and resuming', () => {
  it('unsubscribes from the card at once, removing the follower; free access has no unsubscribe', async () => {
    const user = await server.createUser();
    const tm = freshTastemaker();
    await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`);
    const before = await followers(tm.id);
    const { status } = await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/unsubscribe`);
    expect(status).toBe(200);
    expect(await entitlementOf(user, tm.id)).toMatchObject({ subscribed: false, status: 'cancelled' });
    expect(await followers(tm.id)).toBe(before - 1);
    await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
    const free = await server.call(user, 'POST', `/api/app/tastemakers/${seoul.featured_tastemaker}/unsubscribe`);
    expect(free).toMatchObject({ status: 400, body: { message: 'Free access cannot be unsubscribed.' } });
    // Subscribing again after a cancellation starts a new period.
    expect((await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`)).body.alreadyActive).toBe(false);
    expect(await followers(tm.id)).toBe(before);
  });

  it('removes one follower when unsubscribes race; every racer is answered 200', async () => {
    const user = await server.createUser();
    const tm = freshTastemaker();
    await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`);
    const before = await followers(tm.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/unsubscribe`)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await followers(tm.id)).toBe(before - 1);
    expect(await entitlementOf(user, tm.id)).toMatchObject({ subscribed: false, status: 'cancelled' });
    expect((await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/unsubscribe`)).status).toBe(200);
    expect(await followers(tm.id)).toBe(before - 1);
  });

  it('cancels at period end with the marker, keeps access, and reactivates', async () => {
    const user = await server.createUser();
    const tm = freshTastemaker();
    await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`);
    const before = await followers(tm.id);
    await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/cancel`);
    let entitlement = await entitlementOf(user, tm.id);
    expect(entitlement).toMatchObject({ subscribed: true, status: 'active' });
    expect(entitlement.provider_subscription_id).toMatch(/_cancelled$/);
    expect(await followers(tm.id)).toBe(before);
    expect((await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/reactivate`)).status).toBe(200);
    entitlement = await entitlementOf(user, tm.id);
    expect(entitlement.provider_subscription_id).not.toContain('cancelled');
    expect(entitlement.status).toBe('active');
  });
});

describe('the renewal cron', () => {
  it('is registered to run every five minutes, and only superusers may run it on demand', async () => {
    const jobs = await server.admin.crons.getFullList();
    expect(jobs.find((j) => j.id === 'tastemap_renewals')?.expression).toBe('*/5 * * * *');
    const user = await server.createUser();
    expect((await server.call(user, 'POST', '/api/app/admin/renewals')).status).toBe(403);
  });

  it('renews an active subscription at period end for another month', async () => {
    const user = await server.createUser();
    const tm = freshTastemaker();
    await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`);
    const entitlement = await entitlementOf(user, tm.id);
    const ended = daysAgo(1);
    await server.admin.collection('entitlements').update(entitlement.id, { subscription_end: ended });
    await runRenewals();
    const renewed = await entitlementOf(user, tm.id);
    expect(renewed).toMatchObject({ status: 'active', subscribed: true });
    const days = (Date.parse(renewed.subscription_end.replace(' ', 'T')) - Date.parse(ended.replace(' ', 'T'))) / 86400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
  });

  it('ends a cancelled subscription at period end; it cannot be reactivated', async () => {
    const user = await server.createUser();
    const tm = freshTastemaker();
    await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`);
    await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/cancel`);
    const before = await followers(tm.id);
    await server.admin.collection('entitlements').update((await entitlementOf(user, tm.id)).id, { subscription_end: daysAgo(0.01) });
    await runRenewals();
    expect(await entitlementOf(user, tm.id)).toMatchObject({ status: 'expired', subscribed: false });
    expect(await followers(tm.id)).toBe(before - 1);
    const retry = await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/reactivate`);
    expect(retry).toMatchObject({
      status: 400,
      body: { message: 'This subscription has ended. Subscribe again to follow this tastemaker.' },
    });
  });

  it('marks a subscription past_due when the renewal is declined, and reactivates it once paid', async () => {
    const user = await server.createUser();
    const tm = freshTastemaker();
    await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`);
    const entitlement = await entitlementOf(user, tm.id);
    await server.admin
      .collection('entitlements')
      .update(entitlement.id, { subscription_end: daysAgo(2), provider_subscription_id: 'mock_sub_decline_card' });
    await runRenewals();
    expect(await entitlementOf(user, tm.id)).toMatchObject({ status: 'past_due' });
    expect((await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/reactivate`)).status).toBe(400);
    // The card is fixed (the mock reads it from the identifier).
    await server.admin.collection('entitlements').update(entitlement.id, { provider_subscription_id: 'mock_sub_fixed_card' });
    expect((await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/reactivate`)).status).toBe(200);
    const back = await entitlementOf(user, tm.id);
    expect(back.status).toBe('active');
    expect(Date.parse(back.subscription_end.replace(' ', 'T'))).toBeGreaterThan(Date.now() + 27 * 86400_000);
  });

  it('charges once when ten reactivations from past_due race: one active period, one follower back', async () => {
    const user = await server.createUser();
    const tm = freshTastemaker();
    const before = await followers(tm.id);
    const entitlement = await pastDue(user, tm);
    expect(await followers(tm.id)).toBe(before);
    await server.admin.collection('entitlements').update(entitlement.id, { provider_subscription_id: 'mock_sub_fixed_card' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/reactivate`)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => !r.body.alreadyActive)).toHaveLength(1);
    const reactivations = (await chargesOf(user)).filter((c) => c.key.includes(':reactivate:'));
    expect(reactivations).toHaveLength(1);
    expect(reactivations[0]).toMatchObject({ op: 'renewal', amount_cents: 99 });
    const back = await entitlementOf(user, tm.id);
    expect(back).toMatchObject({ status: 'active', subscribed: true });
    const days = (Date.parse(back.subscription_end.replace(' ', 'T')) - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);
    expect(await followers(tm.id)).toBe(before + 1);
  });

  it('tries a declined payment again once the card is fixed: failed attempts are not kept', async () => {
    const user = await server.createUser();
    const tm = freshTastemaker();
    const entitlement = await pastDue(user, tm);
    expect((await chargesOf(user)).map((c) => c.op)).toEqual(['subscription_start']);
    const declined = await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/reactivate`);
    expect(declined).toMatchObject({ status: 400, body: { message: 'The payment failed again. Please update your payment method.' } });
    expect(await chargesOf(user)).toHaveLength(1);
    await server.admin.collection('entitlements').update(entitlement.id, { provider_subscription_id: 'mock_sub_fixed_card' });
    expect((await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/reactivate`)).status).toBe(200);
    expect((await chargesOf(user)).map((c) => c.op)).toEqual(['subscription_start', 'renewal']);
  });

  it('renews once when two renewal runs overlap', async () => {
    const user = await server.createUser();
    const tm = freshTastemaker();
    await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`);
    const entitlement = await entitlementOf(user, tm.id);
    await server.admin.collection('entitlements').update(entitlement.id, { subscription_end: daysAgo(1) });
    await Promise.all([runRenewals(), runRenewals(), runRenewals()]);
    expect((await chargesOf(user)).filter((c) => c.op === 'renewal')).toHaveLength(1);
    const renewed = await entitlementOf(user, tm.id);
    expect(Date.parse(renewed.subscription_end.replace(' ', 'T'))).toBeGreaterThan(Date.now() + 27 * 86400_000);
  });

  it('leaves free access and unexpired subscriptions alone', async () => {
    const user = await server.createUser();
    await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
    const tm = freshTastemaker();
    await server.call(user, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`);
    const before = await server.admin.collection('entitlements').getFullList({ filter: `user = "${user.id}"`, sort: 'id' });
    await runRenewals();
    expect(await server.admin.collection('entitlements').getFullList({ filter: `user = "${user.id}"`, sort: 'id' })).toEqual(before);
  });
});

describe('admin free follows', () => {
  it('end when the admin role is removed, giving the followers back; paid and free access stay', async () => {
    const boss = await server.createUser({}, { roles: ['admin'] });
    const demoted = await server.createUser({ name: 'Dee Moted' }, { roles: ['admin'] });
    await server.call(demoted, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
    const followed = [freshTastemaker(), freshTastemaker()];
    const before = await Promise.all(followed.map((t) => followers(t.id)));
    for (const tm of followed)
      expect((await server.call(demoted, 'POST', `/api/app/tastemakers/${tm.id}/subscribe`)).body.entitlement).toMatchObject({
        unlocked: true,
      });
    expect(await Promise.all(followed.map((t) => followers(t.id)))).toEqual(before.map((n) => n + 1));

    const removed = await server.call(boss, 'POST', '/api/app/admin/roles/remove', { userId: demoted.id, role: 'admin' });
    expect(removed.status).toBe(200);
    for (const tm of followed) {
      expect(await entitlementOf(demoted, tm.id)).toMatchObject({ unlocked: false, subscribed: false, status: 'cancelled' });
    }
    expect(await Promise.all(followed.map((t) => followers(t.id)))).toEqual(before);
    // The local guide came with the city, not with the role.
    expect(await entitlementOf(demoted, seoul.featured_tastemaker)).toMatchObject({
      subscribed: true,
      status: 'active',
      monthly_amount: 0,
    });
    // Following again now costs what it costs everyone.
    const again = await server.call(demoted, 'POST', `/api/app/tastemakers/${followed[0]!.id}/subscribe`);
    expect(again.body.entitlement).toMatchObject({ unlocked: false, monthly_amount: 99 });
  });
});

describe('follower counts', () => {
  it('are derived: every tastemaker has its base plus the entitlements giving access now; the base stays hidden', async () => {
    const user = await server.createUser();
    const listed = await user.client.collection('tastemakers').getList(1, 1);
    expect(listed.items[0]).not.toHaveProperty('followers_base');
    const now = new Date();
    const entitlements = await server.admin.collection('entitlements').getFullList();
    for (const tm of await server.admin.collection('tastemakers').getFullList()) {
      const withAccess = entitlements.filter((e) => e.tastemaker === tm.id && hasTastemakerAccess(e as unknown as AccessTerms, now)).length;
      expect(tm.followers, tm.slug).toBe(tm.followers_base + withAccess);
    }
  });
});
