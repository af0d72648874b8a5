// @vitest-environment jsdom
// Subscription dates read one way everywhere: two subscriptions that renew on
// the same day say the same day on the profile and on /my-subscriptions, not
// "in about 1 month" in one place and "in 30 days" in another.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MySubscriptionRow } from '#/components/subscriptions/my-subscription-row';
import { SubscriptionArea } from '#/components/tastemaker-profile/subscription-area';
import type { Entitlement, Tastemaker } from '#/domain/types';
import { fakeServer, renderScreen, resetDevice, signInAs } from './support';

const now = new Date('2026-11-23T10:00:00Z');
const renews = new Date('2026-12-23T10:00:00Z');
const chef = { id: 'chef00000000001', name: 'Dohyun Kang', slug: 'chef-dohyun-kang', image: '' } as Tastemaker;
const entitlement = {
  id: 'ent000000000001',
  user: 'user00000000001',
  tastemaker: chef.id,
  subscribed: true,
  unlocked: false,
  status: 'active',
  monthly_amount: 99,
  provider_subscription_id: 'mock_sub_1',
  subscription_start: now.toISOString(),
  subscription_end: renews.toISOString(),
} as unknown as Entitlement;

beforeEach(async () => {
  await resetDevice();
  signInAs('user00000000001');
  fakeServer({});
});
afterEach(resetDevice);

describe('subscription dates', () => {
  it('say the renewal day the same way on the profile and on /my-subscriptions', () => {
    renderScreen(
      <>
        <SubscriptionArea tastemakerId={chef.id} entitlement={entitlement} state="active" onSubscribe={() => {}} />
        <MySubscriptionRow view={{ ...entitlement, tastemakerRecord: chef }} tab="active" now={now} />
      </>,
    );
    expect(screen.getAllByText('Renews Dec 23, 2026')).toHaveLength(2);
  });

  it('link a paid subscription on the profile to where it is managed; free access has nothing to manage', () => {
    const { unmount } = renderScreen(
      <SubscriptionArea tastemakerId={chef.id} entitlement={entitlement} state="active" onSubscribe={() => {}} />,
    );
    expect(screen.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/my-subscriptions');
    unmount();
    renderScreen(
      <SubscriptionArea tastemakerId={chef.id} entitlement={{ ...entitlement, monthly_amount: 0 }} state="active" onSubscribe={() => {}} />,
    );
    expect(screen.queryByRole('link', { name: 'Manage' })).not.toBeInTheDocument();
  });
});
