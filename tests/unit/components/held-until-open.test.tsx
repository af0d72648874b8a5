// @vitest-environment jsdom
// The note for writes that wait for the app to be opened: where nothing sends
// them while no page is open (no Background Sync: Safari, Firefox), a page
// hidden with writes waiting says so under the sync status in the bar, and in
// the sync panel, counted as the outbox counts them, until they are sent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { SyncIndicator, SyncPanel } from '#/components/sync-status';
import { db } from '#/data/db';
import { useSyncStatus } from '#/stores/sync-status';
import { exactly, fakeServer, renderScreen, resetDevice, signInAs } from './support';

const user = 'user00000000001';

beforeEach(async () => {
  await resetDevice();
  signInAs(user);
  fakeServer({});
  useSyncStatus.setState({ online: false, syncing: false, problem: 'offline', progress: null, heldUntilOpen: false });
});
afterEach(async () => {
  useSyncStatus.setState({ heldUntilOpen: false });
  await resetDevice();
});

async function queue(recordId: string) {
  await db.outbox.add({
    user,
    collection: 'saved_places',
    recordId,
    op: 'create',
    writeId: `write-${recordId}`,
    data: { user, place: 'place00000001' },
    createdAt: Date.now(),
    attempts: 0,
    status: 'pending',
  });
}

describe('the note for writes waiting for the app', () => {
  it('says how many changes will send when the app is opened online, under the status in the bar', async () => {
    await queue('s1');
    await queue('s2');
    useSyncStatus.setState({ heldUntilOpen: true });
    renderScreen(
      <nav aria-label="Main" className="flex flex-wrap">
        <SyncIndicator />
      </nav>,
    );
    const note = await screen.findByTestId('held-until-open');
    expect(note).toHaveTextContent(exactly('2 changes will send when you open Tastemap online'));
    expect(note).toHaveAttribute('role', 'status');
    // Its own row of the bar, after the tabs: it covers nothing.
    expect(note).toHaveClass('basis-full', 'order-last');

    // One sent: the count follows the outbox.
    await db.outbox.filter((e) => e.recordId === 's1').delete();
    await waitFor(() =>
      expect(screen.getByTestId('held-until-open')).toHaveTextContent(exactly('1 change will send when you open Tastemap online')),
    );
    // All sent: the note goes.
    await db.outbox.clear();
    await waitFor(() => expect(screen.queryByTestId('held-until-open')).not.toBeInTheDocument());
  });

  it('says nothing while the page was not hidden with writes waiting', async () => {
    await queue('s1');
    renderScreen(<SyncIndicator />);
    expect(await screen.findByRole('button', { name: 'Sync status: Offline · 1 pending' })).toBeInTheDocument();
    expect(screen.queryByTestId('held-until-open')).not.toBeInTheDocument();
  });

  it('says it in the sync panel too', async () => {
    await queue('s1');
    useSyncStatus.setState({ heldUntilOpen: true });
    renderScreen(<SyncPanel />);
    await waitFor(() => expect(screen.getByTestId('pending-writes')).toHaveTextContent(exactly('1 change waiting to sync')));
    expect(screen.getByText('1 change will send when you open Tastemap online')).toBeInTheDocument();
  });
});
