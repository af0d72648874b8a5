import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Globe, Lock, Plus, Users } from 'lucide-react';
import { Switch } from 'radix-ui';
import { toast } from '#/toast';
import { createCollection } from '#/data/writes/actions';
import { useServerAction } from '#/data/server/use-server-action';
import { useCollections } from '#/data/queries/collections';
import { useDayPlans } from '#/data/queries/day-plans';
import { useSharedWithMe } from '#/data/queries/shared-collections';
import { usePendingRecordIds } from '#/data/queries/sync';
import { collectionSchema, type CollectionValues } from '#/domain/validation';
import { useSessionStore } from '#/stores/session';
import { Button, EmptyState, inputClass, SafeImage, Spinner, switchClass, switchThumbClass } from '#/components/ui';
import { Dialog } from '#/components/dialog';
import { BackLink } from '#/components/back-link';

function CreateCollectionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<CollectionValues>({
    resolver: zodResolver(collectionSchema),
    defaultValues: { name: '', description: '', isPublic: false },
  });
  const create = useServerAction(
    (values: CollectionValues) => createCollection({ name: values.name, description: values.description ?? '', isPublic: values.isPublic }),
    {
      failure: 'Failed to create collection',
      onSuccess: (collection) => {
        toast.success('Collection created', { description: collection.name });
        form.reset();
        onOpenChange(false);
      },
    },
  );
  const onSubmit = form.handleSubmit((values) => create.run(values));
  const isPublic = form.watch('isPublic');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New collection" description="Group places for a trip, a mood or a friend.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div>
          <label htmlFor="collection-name" className="mb-1 block text-sm font-medium">
            Name
          </label>
          <input id="collection-name" className={inputClass} placeholder="Rainy day in Seoul" {...form.register('name')} />
          {form.formState.errors.name && (
            <p role="alert" className="mt-1 text-xs text-brand">
              {form.formState.errors.name.message}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="collection-description" className="mb-1 block text-sm font-medium">
            Description
          </label>
          <textarea id="collection-description" rows={3} className={inputClass} {...form.register('description')} />
        </div>
        <div className="flex items-center justify-between">
          <label htmlFor="collection-public" className="text-sm font-medium">
            Public
          </label>
          <Switch.Root
            id="collection-public"
            checked={isPublic}
            onCheckedChange={(checked) => form.setValue('isPublic', checked)}
            className={switchClass}
          >
            <Switch.Thumb className={switchThumbClass} />
          </Switch.Root>
        </div>
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          Create Collection
        </Button>
      </form>
    </Dialog>
  );
}

export function Component() {
  const { ready, userId } = useSessionStore();
  const collections = useCollections(userId);
  const pending = usePendingRecordIds('collections');
  const sharedWithMe = useSharedWithMe(userId);
  const [open, setOpen] = useState(false);
  if (!ready) return <Spinner />;
  if (!userId) {
    return (
      <main className="mx-auto max-w-xl space-y-4 px-4 pb-10 pt-2">
        <BackLink fallback="/" />
        <EmptyState title="Sign in to keep collections">
          <Link to="/auth" className="inline-flex min-h-11 items-center rounded-full bg-brand-strong px-4 py-2 font-semibold text-white">
            Sign In
          </Link>
        </EmptyState>
      </main>
    );
  }
  return (
    <main data-screen-drawn={collections ? '' : undefined} className="mx-auto max-w-xl space-y-4 px-4 pb-8 pt-2">
      <BackLink fallback="/" />
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">Collections</h1>
        <Button onClick={() => setOpen(true)}>
          <Plus className="h-4 w-4" /> New Collection
        </Button>
      </div>
      {!collections ? (
        <Spinner />
      ) : collections.length === 0 ? (
        <EmptyState title="No collections yet">Create one to group places for a trip.</EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-3" data-testid="collections">
          {collections.map((c) => (
            <li key={c.id}>
              <Link to={`/collections/${c.id}`} className="block overflow-hidden rounded-2xl border border-app bg-card">
                <SafeImage {...c.cover} alt="" className="aspect-[4/3] w-full object-cover" />
                <div className="p-3">
                  <p className="truncate font-semibold">{c.name}</p>
                  <p className="flex items-center gap-1 text-xs text-muted">
                    {c.is_public ? <Globe className="h-3 w-3" /> : <Lock className="h-3 w-3" />}
                    {c.placeCount} {c.placeCount === 1 ? 'place' : 'places'}
                    {pending?.has(c.id) && <span className="ml-1 text-brand-2">· pending</span>}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <DayPlans userId={userId} />
      {!!sharedWithMe?.length && (
        <section className="space-y-2" aria-labelledby="shared-with-you">
          <h2 id="shared-with-you" className="text-lg font-semibold">
            Shared with you
          </h2>
          <ul className="space-y-2" data-testid="shared-collections">
            {sharedWithMe.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/collections/${c.id}`}
                  className="flex min-h-11 items-center gap-2 rounded-2xl border border-app bg-card px-4 py-3 font-semibold"
                >
                  <Users className="h-4 w-4 text-muted" aria-hidden /> <span className="truncate">{c.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <CreateCollectionDialog open={open} onOpenChange={setOpen} />
    </main>
  );
}

/** The user's day plans (issue 34 §2), made from a collection or the saved list with "Plan a day". */
function DayPlans({ userId }: { userId: string }) {
  const plans = useDayPlans(userId);
  if (!plans?.length) return null;
  return (
    <section aria-labelledby="day-plans-heading" className="space-y-2">
      <h2 id="day-plans-heading" className="text-lg font-semibold">
        Day plans
      </h2>
      <ul className="space-y-2" data-testid="day-plans">
        {plans.map((plan) => (
          <li key={plan.id}>
            <Link
              to={`/plans/${plan.id}`}
              className="flex min-h-11 items-center justify-between gap-2 rounded-2xl border border-app bg-card px-4 py-2 hover:bg-card-2"
            >
              <span className="truncate font-semibold">{plan.name}</span>
              <span className="shrink-0 text-xs text-muted">{plan.day}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
