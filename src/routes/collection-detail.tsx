// /collections/{id}: the user's own collection, or one shared with them, from
// the device (editable, works offline); anyone else's, or one not on this
// device, read-only from the server.
import { useState } from 'react';
import { useParams } from 'react-router';
import { useCollection } from '#/data/queries/collections';
import { useSessionStore } from '#/stores/session';
import { OwnCollection } from '#/components/collection/own-collection';
import { SharedCollection } from '#/components/collection/shared-collection';
import { EmptyState, Spinner } from '#/components/ui';

export function Component() {
  const { id = '' } = useParams();
  const { ready, userId } = useSessionStore();
  const collection = useCollection(id);
  // A collection of someone else's on the device is one shared with the user: sync holds no other.
  const own = !!collection && !!userId;
  // Once shown as the user's own, a collection that leaves the device (deleted here
  // or by sync) is gone: don't fall back to asking the server for it.
  const [ownedId, setOwnedId] = useState('');
  if (own && ownedId !== id) setOwnedId(id);

  if (!ready || collection === undefined) return <Spinner />;
  if (own) return <OwnCollection collection={collection} userId={userId} />;
  if (!collection && ownedId === id) {
    return (
      <main className="mx-auto max-w-xl px-4 pb-8 pt-6">
        <EmptyState title="Collection not found" />
      </main>
    );
  }
  return <SharedCollection key={id} id={id} userId={userId} />;
}
