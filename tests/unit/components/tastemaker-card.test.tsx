// @vitest-environment jsdom
// The tastemaker card's follow button costs money: it asks first, and only a
// confirmed follow reaches the server, once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { TastemakerCard } from '#/components/tastemaker-card';
import type { Tastemaker } from '#/domain/types';
import { fakeServer, renderScreen, resetDevice, signInAs } from './support';

const chef = {
  id: 'chef00000000001',
  slug: 'chef-dohyun-kang',
  username: 'chef_dohyun',
  name: 'Dohyun Kang',
  title: 'Chef',
  bio: '',
  image: '',
  specialties: ['Food'],
  followers: 10,
  chat_context: '',
  is_tour_guide: false,
  is_locked: true,
  price: 99,
  user: '',
  created: '',
  updated: '',
} satisfies Tastemaker;
const subscribePath = `POST /api/app/tastemakers/${chef.id}/subscribe`;

beforeEach(async () => {
  await resetDevice();
  signInAs('user00000000001');
});
afterEach(resetDevice);

describe('the tastemaker card', () => {
  it('confirms the price before following, and charges nothing when cancelled', async () => {
    const requests = fakeServer({ [subscribePath]: { body: { alreadyActive: false, sessionId: 'mock_sub_1', entitlement: {} } } });
    const user = userEvent.setup();
    renderScreen(<TastemakerCard tastemaker={chef} following={false} signedIn />);
    await user.click(screen.getByRole('button', { name: '$0.99/mo' }));
    expect(screen.getByRole('dialog', { name: `Follow ${chef.name}?` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => `${r.method} ${r.path}` === subscribePath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '$0.99/mo' }));
    await user.click(screen.getByRole('button', { name: 'Follow for $0.99/mo' }));
    await screen.findByRole('button', { name: 'Following' });
    expect(requests.filter((r) => `${r.method} ${r.path}` === subscribePath)).toHaveLength(1);
  });
});
