// @vitest-environment jsdom
// The sync panel (profile, and the status chip's popover): where the device
// stands, what waits, each write the server refused with its reason and a
// way to retry or give it up, and the problems the device met lately.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SyncPanel } from '#/components/sync-status';
import { db } from '#/data/db';
import { appLog } from '#/data/log';
import { apiClient } from '#/data/server/client';
import { createSyncEngine, systemClock, type SyncEngine } from '#/data/sync/engine';
import { useSyncStatus } from '#/stores/sync-status';
import { exactly, fakeServer, renderScreen, resetDevice, signInAs } from './support';

const userId = 'user00000000001';
let engine: SyncEngine | undefined;

beforeEach(async () => {
  await resetDevice();
  appLog.clear();
  signInAs(userId);
  fakeServer({});
});
afterEach(async () => {
  engine?.dispose();
  engine = undefined;
  appLog.clear();
  await resetDevice();
});

async function queue(status: 'pending' | 'failed', recordId: string) {
  await db.outbox.add({
    user: userId,
    collection: 'collections',
    recordId,
    op: 'update',
    writeId: `write-${recordId}`,
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
    expect(await screen.findByTestId('connection-state')).toHaveTextContent(exactly('Offline'));
    await waitFor(() => expect(screen.getByTestId('pending-writes')).toHaveTextContent(exactly('2 changes waiting to sync')));
    // Nothing went wrong: no problem list at all.
    expect(screen.queryByTestId('sync-problems')).not.toBeInTheDocument();
  });

  it('shows a refused write with its reason, and allows retrying or discarding it', async () => {
    useSyncStatus.setState({ online: true, syncing: false, problem: '', progress: null });
    await queue('failed', 'c3');
    const user = userEvent.setup();
    renderScreen(<SyncPanel />);
    expect(await screen.findByText('1 change was not accepted')).toBeInTheDocument();
    expect(screen.getByText(/Names can be at most 100 characters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect((await db.outbox.toArray())[0]?.status).toBe('pending'));

    await db.outbox.toCollection().modify({ status: 'failed' });
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(await screen.findByText('All changes synced')).toBeInTheDocument();
  });

  it('lists the recent problems newest first, and follows the log as it grows', async () => {
    useSyncStatus.setState({ online: true, syncing: false, problem: '', progress: null });
    appLog.warn('sync/background', new DOMException('Denied', 'NotAllowedError'));
    renderScreen(<SyncPanel />);
    const problems = await screen.findByTestId('sync-problems');
    expect(problems.querySelector('summary')).toHaveTextContent(exactly('Recent sync problems (1)'));
    appLog.error('sync/round', new TypeError('Failed to fetch'));
    await waitFor(() => expect(problems.querySelector('summary')).toHaveTextContent(exactly('Recent sync problems (2)')));
    expect([...problems.querySelectorAll('li')].map((li) => li.textContent?.replace(/^\S+ · /, ''))).toEqual([
      'sync/round · TypeError: Failed to fetch',
      'sync/background · NotAllowedError: Denied',
    ]);
  });

  it("shows a sync that failed under 'Recent sync problems', folded, with when, where and why", async () => {
    useSyncStatus.setState({ online: true, syncing: false, problem: '', progress: null });
    fakeServer({ 'GET /api/app/sync': { status: 500, body: { status: 500, message: 'The server is down.', data: {} } } });
    // The app's engine, as app.tsx makes it, reporting to the log the panel shows.
    engine = createSyncEngine({ db, client: apiClient, clock: systemClock, log: appLog, status: useSyncStatus });
    renderScreen(<SyncPanel />);
    expect(screen.queryByTestId('sync-problems')).not.toBeInTheDocument();

    await engine.syncNow();
    const problems = await screen.findByTestId('sync-problems');
    expect(screen.getByText('The server could not be reached. Retrying automatically.')).toBeInTheDocument();
    expect(problems.querySelector('summary')).toHaveTextContent(exactly('Recent sync problems (1)'));
    expect(problems).not.toHaveAttribute('open');
    const [entry] = problems.querySelectorAll('li');
    expect(entry).toHaveTextContent(/^\d\d:\d\d:\d\d · sync\/round · ClientResponseError 500: The server is down\.$/);
    expect(entry?.querySelector('time')).toHaveAttribute('datetime', new Date(appLog.entries()[0]!.at).toISOString());
  });
});
