import { format, formatDistanceToNow } from 'date-fns';
import { AlertTriangle, CloudOff, RefreshCw, Check, Loader2 } from 'lucide-react';
import { Popover } from 'radix-ui';
import { toast } from '#/toast';
import { useLastSyncedAt, useOutbox, useRecentProblems } from '#/data/queries/sync';
import { discardFailedWrite, retryFailedWrite } from '#/data/writes/actions';
import { syncNow } from '#/data/sync/app-engine';
import { describeWrite } from '#/domain/describe-write';
import { useSessionStore } from '#/stores/session';
import { useSyncStatus } from '#/stores/sync-status';

/** What waits for the app to be opened online, where nothing sends it while no page is open (Safari, Firefox). */
export function heldUntilOpenNote(pending: number): string {
  return `${pending} change${pending === 1 ? '' : 's'} will send when you open Tastemap online`;
}

/** The sync state in words and numbers, with 'Sync now' and the refused writes. */
export function SyncPanel() {
  const userId = useSessionStore((s) => s.userId);
  const outbox = useOutbox(userId);
  const lastSyncedAt = useLastSyncedAt();
  const { online, syncing, problem, progress, heldUntilOpen } = useSyncStatus();
  return (
    <div className="space-y-3 text-sm" data-testid="sync-panel">
      <div className="flex items-center justify-between gap-3">
        <div>
          <p className="font-semibold" data-testid="connection-state">
            {online ? 'Online' : 'Offline'}
          </p>
          <p className="text-muted">
            {lastSyncedAt ? `Last synced ${formatDistanceToNow(lastSyncedAt, { addSuffix: true })}` : 'Not synced yet'}
          </p>
        </div>
        <button
          type="button"
          onClick={() => {
            if (!navigator.onLine)
              toast.error("You're offline", { description: 'Your changes are saved on this device and will sync when you reconnect.' });
            void syncNow();
          }}
          disabled={syncing}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border border-app px-4 font-medium hover:bg-card-2 disabled:opacity-60"
        >
          <RefreshCw className={`h-4 w-4 ${syncing ? 'animate-spin' : ''}`} /> Sync now
        </button>
      </div>
      {progress && (
        <div>
          <div className="h-1.5 overflow-hidden rounded-full bg-card-2">
            <div className="h-full bg-brand" style={{ width: `${Math.round((progress.done / Math.max(progress.total, 1)) * 100)}%` }} />
          </div>
          <p className="mt-1 text-xs text-muted">
            Downloading {progress.done} of {progress.total} updates…
          </p>
        </div>
      )}
      <p data-testid="pending-writes">
        {outbox?.pending ? `${outbox.pending} change${outbox.pending === 1 ? '' : 's'} waiting to sync` : 'All changes synced'}
      </p>
      {heldUntilOpen && !!outbox?.pending && <p className="text-brand-2">{heldUntilOpenNote(outbox.pending)}</p>}
      {problem === 'session-expired' && <p className="text-brand-2">Your session has expired. Sign in again to sync your changes.</p>}
      {problem === 'server' && <p className="text-brand-2">The server could not be reached. Retrying automatically.</p>}
      {outbox && outbox.failed.length > 0 && (
        <div className="space-y-2" data-testid="failed-writes">
          <p className="font-semibold text-brand">
            {outbox.failed.length} change{outbox.failed.length === 1 ? ' was' : 's were'} not accepted
          </p>
          {outbox.failed.map((entry) => (
            <div key={entry.seq} className="rounded-xl border border-brand/40 bg-brand/5 p-3">
              <p className="font-medium">{describeWrite(entry)}</p>
              <p className="text-muted">
                {[entry.error?.message, ...Object.values(entry.error?.fields ?? {})].filter(Boolean).join(' — ')}
              </p>
              <div className="mt-2 flex gap-2">
                <button
                  type="button"
                  className="rounded-full bg-brand-strong px-3 py-1 text-white"
                  onClick={() => void retryFailedWrite(entry.seq!)}
                >
                  Retry
                </button>
                <button
                  type="button"
                  className="rounded-full border border-app px-3 py-1"
                  onClick={() => void discardFailedWrite(entry.seq!)}
                >
                  Discard
                </button>
              </div>
            </div>
          ))}
        </div>
      )}
      <RecentProblems />
    </div>
  );
}

/** What went wrong lately on this device (src/data/log.ts), newest first, folded away; nothing when all went well. */
function RecentProblems() {
  const problems = useRecentProblems();
  if (!problems.length) return null;
  return (
    <details className="rounded-xl border border-app p-3" data-testid="sync-problems">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">Recent sync problems ({problems.length})</summary>
      <ul className="mt-2 space-y-1 text-xs text-muted">
        {problems
          .map((problem, i) => (
            <li key={`${problem.at}-${i}`} className="break-words">
              <time dateTime={new Date(problem.at).toISOString()}>{format(problem.at, 'HH:mm:ss')}</time> · {problem.where} ·{' '}
              {problem.message}
            </li>
          ))
          .reverse()}
      </ul>
    </details>
  );
}

/**
 * A small chip that is always visible: offline, pending or failed writes, or
 * synced. When the page was hidden with writes that nothing sends before the
 * app is opened again, a line under the bar says so (the bar wraps it onto a
 * row of its own, within the space the page keeps for the bar).
 */
export function SyncIndicator() {
  const userId = useSessionStore((s) => s.userId);
  const outbox = useOutbox(userId);
  const { online, syncing, heldUntilOpen } = useSyncStatus();
  const failed = outbox?.failed.length ?? 0;
  const pending = outbox?.pending ?? 0;
  // The bar shows a short word; the button's name and the panel say it in full.
  let label = 'Synced';
  let short = 'Synced';
  let Icon = Check;
  let tone = 'text-muted';
  if (failed) {
    label = `${failed} not synced`;
    short = `${failed} failed`;
    Icon = AlertTriangle;
    tone = 'text-brand';
  } else if (!online) {
    label = pending ? `Offline · ${pending} pending` : 'Offline';
    short = pending ? `${pending} pending` : 'Offline';
    Icon = CloudOff;
    tone = 'text-brand-2';
  } else if (syncing || pending) {
    label = pending ? `Syncing ${pending}` : 'Syncing';
    short = 'Syncing';
    Icon = Loader2;
  }
  const note = heldUntilOpen && pending > 0 ? heldUntilOpenNote(pending) : '';
  return (
    <>
      <Popover.Root>
        <Popover.Trigger asChild>
          <button
            type="button"
            aria-label={`Sync status: ${label}`}
            data-testid="sync-indicator"
            // A stored screen (screen-capture.ts) shows content, not a sync state that has since changed.
            data-no-snapshot
            className={`flex min-w-0 flex-1 flex-col items-center gap-1 pb-1.5 pt-3.5 text-xs ${tone}`}
          >
            <Icon className={`h-5 w-5 ${Icon === Loader2 ? 'animate-spin' : ''}`} />
            <span className="max-w-full truncate">{short}</span>
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            side="top"
            sideOffset={8}
            align="start"
            className="z-50 w-80 rounded-2xl border border-app bg-card p-4 shadow-xl"
          >
            <SyncPanel />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {note && (
        <p
          role="status"
          data-testid="held-until-open"
          data-no-snapshot
          className="order-last basis-full truncate bg-card px-2 pb-0.5 text-center text-xs leading-4 text-brand-2"
        >
          {note}
        </p>
      )}
    </>
  );
}
