// Every dashboard change goes to the server (spec: curation is online only):
// one action hook for all of them, with the connection check and the server's
// reason on failure.
import { useServerAction } from '#/data/server/use-server-action';

/** Runs a change to the tastemaker's places or profile; `run` resolves true when it succeeded. */
export function usePlaceEdit(fallback = 'Failed to update your places') {
  return useServerAction(
    async (action: () => Promise<unknown>) => {
      await action();
      return true;
    },
    { needsConnection: 'Editing your places', failure: (error) => ({ title: error.message || fallback }) },
  );
}
