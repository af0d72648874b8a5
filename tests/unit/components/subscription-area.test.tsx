// @vitest-environment jsdom
// The subscription block of a tastemaker's profile (spec §4) when a
// subscription is ending: Reactivate asks the server, and a refusal is said
// with the spec's words for this place, not swallowed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SubscriptionArea } from '#/components/tastemaker-profile/subscription-area';
import type { Entitlement } from '#/domain/types';
import { fakeServer, renderScreen, resetDevice, signInAs } from './support';

const chefId = 'chef00000000001';
const reactivatePath = `POST /api/app/tastemakers/${chefId}/reactivate`;
const ending = {
  id: 'ent000000000001',
  user: 'user00000000001',
  tastemaker: chefId,
  subscription_end: new Date(Date.now() + 5 * 86_400_000).toISOString(),
} as unknown as Entitlement;

beforeEach(async () => {
  await resetDevice();
  signInAs('user00000000001');
});
afterEach(resetDevice);

describe('the subscription area', () => {
  it("says 'Failed to reactivate subscription' when the server refuses, and keeps the button", async () => {
    const requests = fakeServer({ [reactivatePath]: { status: 500, body: { message: 'Something went wrong.' } } });
    const user = userEvent.setup();
    renderScreen(<SubscriptionArea tastemakerId={chefId} entitlement={ending} state="ending" onSubscribe={() => {}} />);
    expect(screen.getByText(/Your subscription ends in/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    await screen.findByText('Failed to reactivate subscription');
    expect(requests.filter((r) => `${r.method} ${r.path}` === reactivatePath)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });
});
