// The picker inside "Add to collection" (add-to-collection.tsx): the user's
// collections and the shared ones they edit, each toggling the place, and a
// form that makes a new one.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import { toast } from '#/toast';
import { addPlaceToCollection, createCollection, removePlaceFromCollection } from '#/data/writes/actions';
import { useServerAction } from '#/data/server/use-server-action';
import { useCollectionsContaining } from '#/data/queries/collection-membership';
import { useCollections } from '#/data/queries/collections';
import { useSharedWithMe } from '#/data/queries/shared-collections';
import { collectionSchema } from '#/domain/validation';
import { useSessionStore } from '#/stores/session';
import { Button, inputClass } from './ui';

const nameSchema = collectionSchema.pick({ name: true });

export default function CollectionPicker({ placeId }: { placeId: string }) {
  const userId = useSessionStore((s) => s.userId);
  const own = useCollections(userId);
  const shared = useSharedWithMe(userId);
  const collections = own && shared ? [...own, ...shared.filter((c) => c.role === 'editor')] : own;
  const containing = useCollectionsContaining(placeId);

  const { run: toggle } = useServerAction(
    async (collection: { id: string; name: string }) => {
      if (containing?.has(collection.id)) {
        await removePlaceFromCollection(collection.id, placeId);
        toast(`Removed from ${collection.name}`);
      } else {
        await addPlaceToCollection(collection.id, placeId);
        toast.success(`Added to ${collection.name}`);
      }
    },
    { failure: 'Failed to update collection' },
  );

  return (
    <div className="space-y-3">
      <p className="text-sm font-semibold">Add to collection</p>
      {collections && collections.length > 0 && (
        <ul className="max-h-56 space-y-1 overflow-y-auto">
          {collections.map((c) => {
            const inIt = !!containing?.has(c.id);
            return (
              <li key={c.id}>
                <button
                  type="button"
                  aria-pressed={inIt}
                  onClick={() => void toggle(c)}
                  className="flex w-full items-center gap-2 rounded-xl p-2 text-left text-sm hover:bg-card-2"
                >
                  <span
                    aria-hidden
                    className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-md border ${inIt ? 'border-brand-strong bg-brand-strong text-white' : 'border-app'}`}
                  >
                    {inIt && <Check className="h-3.5 w-3.5" />}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{c.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {collections?.length === 0 && <p className="text-xs text-muted">No collections yet. Create your first one:</p>}
      <NewCollectionForm placeId={placeId} />
    </div>
  );
}

function NewCollectionForm({ placeId }: { placeId: string }) {
  const inputId = useId();
  const form = useForm({ resolver: zodResolver(nameSchema), defaultValues: { name: '' } });
  const { run: create, busy } = useServerAction(
    async (name: string) => {
      const collection = await createCollection({ name, description: '', isPublic: false });
      await addPlaceToCollection(collection.id, placeId);
      return collection;
    },
    {
      failure: 'Failed to create collection',
      onSuccess: (collection) => {
        toast.success(`Added to ${collection.name}`);
        form.reset({ name: '' });
      },
    },
  );
  const onSubmit = form.handleSubmit(({ name }) => create(name));
  const error = form.formState.errors.name?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="New collection" className="space-y-2 border-t border-app pt-3">
      <p className="text-sm font-semibold">New collection</p>
      <label htmlFor={inputId} className="block text-xs font-medium text-muted">
        Collection name
      </label>
      <input
        id={inputId}
        className={inputClass}
        placeholder="Rainy day in Seoul"
        aria-invalid={!!error || undefined}
        {...form.register('name')}
      />
      {error && (
        <p role="alert" className="text-xs text-brand">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        Create and add
      </Button>
    </form>
  );
}
