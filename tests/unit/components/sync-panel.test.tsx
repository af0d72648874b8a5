// The sync panel (profile, and the status chip's popover): where the device
// stands, what waits, and each write the server refused with its reason and a
// way to retry or give it up.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SyncPanel } from '#/components/sync-status';
import { db } from '#/data/db';
import { useSyncStatus } from '#/stores/sync-status';
import { fakeServer, renderScreen, resetDevice, signInAs } from './support';

const user = 'user00000000001';

beforeEach(async () => {
  await resetDevice();
  signInAs(user);
  fakeServer({});
});
afterEach(resetDevice);

async function queue(status: 'pending' | 'failed', recordId: string) {
  await db.outbox.add({
    user,
    collection: 'collections',
    recordId,
    op: 'update',
    data: { name: 'Seoul eats' },
    createdAt: Date.now(),
    attempts: 1,
    status,
    ...(status === 'failed' ? { error: { status: 400, message: 'Names can be at most 100 characters.' } } : {}),
  });
}

describe('the sync panel', () => {
  it('says offline and how many changes wait', async () => {
    useSyncStatus.setState({ online: false, syncing: false, problem: 'offline', progress: null });
    await queue('pending', 'c1');
    await queue('pending', 'c2');
    renderScreen(<SyncPanel />);
    expect((await screen.findByTestId('connection-state')).textContent).toBe('Offline');
    await waitFor(() => expect(screen.getByTestId('pending-writes').textContent).toBe('2 changes waiting to sync'));
  });

  it('shows a refused write with its reason, and allows retrying or discarding it', async () => {
    useSyncStatus.setState({ online: true, syncing: false, problem: '', progress: null });
    await queue('failed', 'c3');
    renderScreen(<SyncPanel />);
    expect(await screen.findByText('1 change was not accepted')).toBeTruthy();
    expect(screen.getByText(/Names can be at most 100 characters/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect((await db.outbox.toArray())[0]?.status).toBe('pending'));

    await db.outbox.toCollection().modify({ status: 'failed' });
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(await screen.findByText('All changes synced')).toBeTruthy();
  });
});
