// The signed-in user's own collection, or a shared one they are a member of,
// from the device (works offline): edit, share, delete, and remove places.
// Once shared, members, who added each place, votes and notes show too;
// only the owner renames, publishes, invites or deletes, and viewers only read.
import { useState } from 'react';
import { Globe, Link2, Lock, Pencil, Trash2 } from 'lucide-react';
import { Switch } from 'radix-ui';
import { toast } from '#/toast';
import { removePlaceFromCollection, updateCollection } from '#/data/writes/actions';
import { useServerAction } from '#/data/server/use-server-action';
import { useAccess } from '#/data/queries/access';
import { useCollectionPlaces } from '#/data/queries/collections';
import { usePlaceViews } from '#/data/queries/places';
import { ExportPlaces } from '../places-io/export-places';
import { useSavedPlaceIds } from '#/data/queries/saved-places';
import { usePendingRecordIds } from '#/data/queries/sync';
import { useSharedView } from '#/data/queries/shared-collections';
import { mayEditShared } from '#/domain/policy/shared';
import type { Collection, PlaceView } from '#/domain/types';
import { Button, Spinner, switchClass, switchThumbClass } from '#/components/ui';
import { CollectionPlaces } from './collection-places';
import { DeleteCollectionDialog } from './delete-collection-dialog';
import { RenameCollectionDialog } from './rename-collection-dialog';
import { BackLink } from '../back-link';
import { PlanDayButton } from '../plan/plan-day-button';
import { LockedPlaceCard, MembersPanel, PlaceExtras } from './shared-parts';

export function OwnCollection({ collection, userId }: { collection: Collection; userId: string }) {
  const links = useCollectionPlaces(collection.id);
  const views = usePlaceViews(links?.map((p) => p.id));
  // Cards follow the links at once (a removed place goes away before its view is re-read).
  const linked = new Set(links?.map((p) => p.id));
  const places = !links || !views || (links.length > 0 && views.length === 0) ? undefined : views.filter((v) => linked.has(v.id));
  const saved = useSavedPlaceIds(userId);
  const view = useSharedView(collection.id, collection.user, userId);
  const owner = collection.user === userId;
  const shared = !!view && view.members.length > 0;
  const canEdit = owner || mayEditShared(view?.role);
  const readable = new Set(places?.map((p) => p.id));
  const locked = places && view ? view.links.filter((l) => !readable.has(l.place)) : [];
  const access = useAccess(userId);
  const pending = usePendingRecordIds('collections');
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const { run: setPublic } = useServerAction((isPublic: boolean) => updateCollection(collection.id, { is_public: isPublic }), {
    failure: 'Failed to update collection',
  });
  const { run: remove } = useServerAction((place: PlaceView) => removePlaceFromCollection(collection.id, place.id), {
    failure: 'Failed to update collection',
    onSuccess: () => toast.success(`Removed from ${collection.name}`),
  });
  const { run: share } = useServerAction(() => navigator.clipboard.writeText(`${location.origin}/collections/${collection.id}`), {
    failure: () => ({ title: 'Failed to copy' }),
    onSuccess: () => toast.success('Link copied'),
  });

  return (
    <main data-screen-drawn={places && saved && access && view ? '' : undefined} className="mx-auto max-w-xl space-y-4 px-4 pb-8 pt-2">
      <BackLink fallback="/collections" />
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{collection.name}</h1>
        {collection.description && <p className="text-sm text-muted">{collection.description}</p>}
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <span className="inline-flex items-center gap-1 rounded-full bg-card-2 px-2.5 py-1" data-testid="visibility">
            {collection.is_public ? <Globe className="h-3.5 w-3.5" aria-hidden /> : <Lock className="h-3.5 w-3.5" aria-hidden />}
            {collection.is_public ? 'Public collection' : 'Private collection'}
          </span>
          {pending?.has(collection.id) && <span className="rounded-full bg-card-2 px-2.5 py-1 text-brand-2">Pending sync</span>}
        </p>
      </header>
      {owner && (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" onClick={() => setRenaming(true)}>
              <Pencil className="h-4 w-4" aria-hidden /> Rename
            </Button>
            {collection.is_public && (
              <Button variant="secondary" onClick={() => void share()}>
                <Link2 className="h-4 w-4" aria-hidden /> Share link
              </Button>
            )}
            <Button variant="ghost" className="text-red-500" onClick={() => setDeleting(true)}>
              <Trash2 className="h-4 w-4" aria-hidden /> Delete collection
            </Button>
          </div>
          <div className="flex items-center justify-between rounded-2xl border border-app bg-card px-4 py-3">
            <label htmlFor="collection-detail-public" className="text-sm font-medium">
              Public
            </label>
            <Switch.Root
              id="collection-detail-public"
              checked={collection.is_public}
              onCheckedChange={(checked) => void setPublic(checked)}
              className={switchClass}
            >
              <Switch.Thumb className={switchThumbClass} />
            </Switch.Root>
          </div>
        </>
      )}
      {/* Members export and plan from it too. */}
      <div className="flex flex-wrap items-center gap-2">
        <ExportPlaces scope={{ kind: 'collection', id: collection.id }} what={collection.name} />
        {places && <PlanDayButton places={places} defaultName={`A day: ${collection.name}`.slice(0, 100)} />}
      </div>
      {view && <MembersPanel collection={collection} view={view} userId={userId} />}
      {!places || !saved || !access ? (
        <Spinner />
      ) : (
        <CollectionPlaces
          places={places}
          collectionName={collection.name}
          saved={saved}
          signedIn
          accessible={access.tastemakers}
          {...(canEdit ? { onRemove: (place: PlaceView) => void remove(place) } : {})}
          {...(shared && view
            ? {
                extra: (place: PlaceView) => (
                  <PlaceExtras collectionId={collection.id} placeId={place.id} placeName={place.name} view={view} userId={userId} />
                ),
              }
            : {})}
        />
      )}
      {locked.length > 0 && (
        <ul className="space-y-3" aria-label="Locked places">
          {locked.map((link) => (
            <li key={link.id}>
              <LockedPlaceCard link={link} />
            </li>
          ))}
        </ul>
      )}
      <RenameCollectionDialog collection={collection} open={renaming} onOpenChange={setRenaming} />
      <DeleteCollectionDialog collection={collection} open={deleting} onOpenChange={setDeleting} />
    </main>
  );
}
