// Every dashboard change goes to the server (spec: curation is online only):
// check the connection first, then report the server's word on failure.
import { toast } from 'sonner';
import { serverMessage } from '#/data/server/accounts';
import { requireOnline } from '../require-online';

/** Runs `action` when online; true when it succeeded. */
export async function runPlaceEdit(action: () => Promise<unknown>, fallback = 'Failed to update your places'): Promise<boolean> {
  if (!requireOnline('Editing your places')) return false;
  try {
    await action();
    return true;
  } catch (error) {
    toast.error(serverMessage(error, fallback));
    return false;
  }
}
