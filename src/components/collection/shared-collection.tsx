// Someone else's public collection (or one of the user's own not on this
// device yet), read-only, from the server route; the last copy opens offline.
import { Link } from 'react-router';
import { CloudOff } from 'lucide-react';
import { useAccess } from '#/data/queries/access';
import { useSavedPlaceIds } from '#/data/queries/saved-places';
import { useSharedCollection } from '#/data/server/public-views';
import { EmptyState, Spinner } from '#/components/ui';
import { CollectionPlaces } from './collection-places';
import { BackLink } from '../back-link';

export function SharedCollection({ id, userId }: { id: string; userId: string }) {
  const view = useSharedCollection(id);
  const saved = useSavedPlaceIds(userId);
  const access = useAccess(userId);

  if (view.state === 'loading' || !saved || !access) return <Spinner />;
  if (view.state === 'error') {
    return (
      <main className="mx-auto max-w-xl px-4 pb-8 pt-6">
        <EmptyState title={view.status === 404 ? 'Collection not found' : view.message || 'Failed to load collection'} />
      </main>
    );
  }
  const { collection, owner, places, hiddenPlaces } = view.data;
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 pb-8 pt-2">
      <BackLink fallback="/collections" />
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{collection.name}</h1>
        <p className="text-sm text-muted">by {owner.name}</p>
        {collection.description && <p className="text-sm">{collection.description}</p>}
        {view.offline && (
          <p className="inline-flex items-center gap-1 rounded-full bg-card-2 px-2.5 py-1 text-xs text-muted">
            <CloudOff className="h-3.5 w-3.5" aria-hidden /> Offline copy
          </p>
        )}
      </header>
      <CollectionPlaces
        places={places}
        collectionName={collection.name}
        saved={saved}
        signedIn={!!userId}
        accessible={access.tastemakers}
        via={collection.id}
      />
      {hiddenPlaces > 0 && (
        <p className="rounded-xl bg-card-2 px-3 py-2 text-sm text-muted" data-testid="hidden-places">
          {hiddenPlaces} more {hiddenPlaces === 1 ? 'place' : 'places'} in {hiddenPlaces === 1 ? 'a city' : 'cities'} you have not unlocked.{' '}
          <Link to="/explorer" className="font-semibold text-brand">
            Explore cities
          </Link>
        </p>
      )}
    </main>
  );
}
