// The account is the traveller's (issue 29 §4): they may download what it
// holds, or delete it. Both need the server. A deletion clears the device as
// signing out does (the account's rows, its outbox, its conversations and
// what its access let it read), its stored screens too; every other device
// of the account does the same at its next call, which the server answers
// 401 `account_deleted` (api.ts, onAccountDeleted).
import { ACCOUNT_DELETED, exportFileName } from '#/domain/account-data';
import { clearStoredScreens } from '../cache/screen-capture';
import { callServer, ServerError } from '../server/call';
import { apiClient } from '../server/client';
import { signOut } from './auth';

/** The account this device deletes itself: the 401s its other calls hear meanwhile are expected, not news. */
let deletingHere = false;
/** The clearing under way, so that the many calls that hear of a deletion clear the device once. */
let forgetting: Promise<boolean> | undefined;

/** Clears the device of the account `whose` names ('' for none); resolves whether there was one. */
function forget(whose: () => Promise<string>): Promise<boolean> {
  forgetting ??= (async () => {
    const userId = await whose();
    if (!userId) return false;
    // Unsynced writes go too: there is no account left to send them to.
    await signOut(userId, { discardUnsynced: true });
    await clearStoredScreens();
    return true;
  })().finally(() => {
    forgetting = undefined;
  });
  return forgetting;
}

/** The account of the session this device holds, expired or not; '' for none. */
async function sessionAccount(): Promise<string> {
  const record = (await apiClient()).authStore.record;
  return record?.collectionName === 'users' ? record.id : '';
}

/**
 * Deletes the signed-in account on the server with everything it owns, then
 * clears this device. Online only; throws a ServerError (an admin is refused,
 * with the reason). An account already gone (the answer to an earlier try
 * was lost) counts as deleted.
 */
export async function deleteAccount(userId: string): Promise<void> {
  deletingHere = true;
  try {
    await callServer('/api/app/account', { method: 'DELETE', sync: false, fallback: 'Failed to delete account' });
  } catch (error) {
    if (!(error instanceof ServerError && error.code === ACCOUNT_DELETED.code)) {
      deletingHere = false;
      throw error;
    }
  }
  try {
    await forget(() => Promise.resolve(userId));
  } finally {
    deletingHere = false;
  }
}

/**
 * The server said this device's session names an account that no longer
 * exists (deleted on another device, or by an operator): clears the device
 * as a deletion here does. Resolves true when it did, false when there was
 * nothing to do (no account here, a deletion here under way, or another call
 * clearing already), so that the traveller is told once.
 */
export function forgetDeletedAccount(): Promise<boolean> {
  if (deletingHere || forgetting) return Promise.resolve(false);
  return forget(sessionAccount);
}

export interface AccountDataFile {
  /** The file's name, dated. */
  name: string;
  /** Its JSON, indented for reading. */
  text: string;
}

/** Everything the signed-in account holds, as the server reads it, as one JSON file. Online only; throws a ServerError. */
export async function downloadAccountData(): Promise<AccountDataFile> {
  const data = await callServer<Record<string, unknown>>('/api/app/account/export', {
    method: 'GET',
    fallback: 'Failed to download your data',
  });
  return { name: exportFileName(new Date()), text: `${JSON.stringify(data, null, 2)}\n` };
}
