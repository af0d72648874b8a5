// @vitest-environment jsdom
// The subscribe dialog (spec §2): the price and the mock-payment note, busy
// while the server decides, then the success page; refusals and being offline
// are said, and nothing is charged twice by a double tap.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SubscribeDialog } from '#/components/subscribe-dialog';
import { fakeServer, renderScreen, resetDevice, setOnline, signInAs } from './support';

const chef = { id: 'chef00000000001', name: 'Dohyun Kang', slug: 'chef-dohyun-kang' };
const subscribePath = `POST /api/app/tastemakers/${chef.id}/subscribe`;

beforeEach(async () => {
  await resetDevice();
  signInAs('user00000000001');
});
afterEach(resetDevice);

describe('the subscribe dialog', () => {
  it('shows the monthly price and the mock payment note', () => {
    fakeServer({});
    renderScreen(<SubscribeDialog tastemaker={chef} open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: `Subscribe to ${chef.name}` })).toBeInTheDocument();
    expect(screen.getByText('$0.99')).toBeInTheDocument();
    expect(screen.getByText('Monthly Subscription')).toBeInTheDocument();
    expect(screen.getByText('Mock payment mode (no real charges)')).toBeInTheDocument();
  });

  it('allows subscribing once, busy meanwhile, then goes to the success page', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const requests = fakeServer({
      [subscribePath]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderScreen(<SubscribeDialog tastemaker={chef} open onOpenChange={() => {}} />, `/tastemaker/${chef.slug}`);
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    // A second tap while the server decides charges nothing more.
    await user.click(await screen.findByRole('button', { name: 'Processing...' }));
    // The dialog is busy before the request leaves (the SDK loads first): answer only the request sent.
    await waitFor(() => expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(subscribePath));
    answer({ body: { alreadyActive: false, sessionId: 'mock_sub_1', entitlement: {} } });
    // The success follows the sync that every server action ends with: under a loaded machine that takes
    // more than testing-library's default second, so the wait polls for the toast as long as a user would.
    await screen.findByText('Subscription activated!', undefined, { timeout: 10_000 });
    await waitFor(
      () =>
        expect(screen.getByTestId('location')).toHaveTextContent(
          /^\/subscription-success\?session_id=mock_sub_1&tastemaker_id=chef00000000001/,
        ),
      { timeout: 10_000 },
    );
    expect(requests.filter((r) => `${r.method} ${r.path}` === subscribePath)).toHaveLength(1);
    // The waits above allow 10 s each; the test's own limit (5 s by default) must not cut them short.
  }, 30_000);

  it("denies with the server's reason under the spec's title, and lets the user try again", async () => {
    fakeServer({ [subscribePath]: { status: 400, body: { message: 'The payment was declined. Please update your payment method.' } } });
    const user = userEvent.setup();
    renderScreen(<SubscribeDialog tastemaker={chef} open onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await screen.findByText('Subscription error');
    expect(screen.getByText('The payment was declined. Please update your payment method')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  });

  it('denies subscribing offline and says why, without calling the server', async () => {
    const requests = fakeServer({});
    setOnline(false);
    const user = userEvent.setup();
    renderScreen(<SubscribeDialog tastemaker={chef} open onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await screen.findByText("You're offline");
    expect(screen.getByText(/Subscribing needs a connection/)).toBeInTheDocument();
    // Only the dialog's own calls count: a background sync retry of an earlier test may land here.
    expect(requests.filter((r) => r.path !== '/api/app/sync')).toEqual([]);
  });

  it("opened to unlock a tastemaker, says 'Failed to unlock tastemaker' when refused", async () => {
    fakeServer({ [subscribePath]: { status: 400, body: { message: 'The payment was declined. Please update your payment method.' } } });
    const user = userEvent.setup();
    renderScreen(<SubscribeDialog tastemaker={chef} open onOpenChange={() => {}} unlocking />);
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await screen.findByText('Failed to unlock tastemaker');
    expect(screen.queryByText('Subscription error')).not.toBeInTheDocument();
  });
});
