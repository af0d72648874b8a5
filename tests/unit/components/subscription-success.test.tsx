// @vitest-environment jsdom
// The subscription success page (spec §4) when the link names no tastemaker:
// there is nothing to verify, so it shows the confirmed state at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Component as SubscriptionSuccess } from '#/routes/subscription-success';
import { fakeServer, renderScreen, resetDevice, signInAs } from './support';

beforeEach(async () => {
  await resetDevice();
  signInAs('user00000000001');
});
afterEach(resetDevice);

describe('the subscription success page', () => {
  it('without a tastemaker_id, shows the confirmed state directly and asks the server nothing', () => {
    const requests = fakeServer({});
    renderScreen(<SubscriptionSuccess />, '/subscription-success?session_id=mock_sub_9');
    expect(screen.getByRole('heading', { name: 'Subscription confirmed!' })).toBeInTheDocument();
    expect(screen.queryByText('Verifying your subscription...')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
