// Renames a collection (name and description); works offline through the outbox.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '#/toast';
import { updateCollection } from '#/data/writes/actions';
import { useServerAction } from '#/data/server/use-server-action';
import type { Collection } from '#/domain/types';
import { collectionSchema } from '#/domain/validation';
import { Button, inputClass } from '#/components/ui';
import { Dialog } from '#/components/dialog';

const renameSchema = collectionSchema.pick({ name: true, description: true });
type RenameValues = { name: string; description?: string };

export function RenameCollectionDialog({
  collection,
  open,
  onOpenChange,
}: {
  collection: Collection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<RenameValues>({
    resolver: zodResolver(renameSchema),
    defaultValues: { name: collection.name, description: collection.description },
  });
  // Each opening starts from the collection as it is now (sync may have renamed it meanwhile).
  useEffect(() => {
    if (open) form.reset({ name: collection.name, description: collection.description });
  }, [open, collection.name, collection.description, form]);

  const { run: rename } = useServerAction(
    (values: RenameValues) => updateCollection(collection.id, { name: values.name, description: values.description ?? '' }),
    {
      failure: 'Failed to update collection',
      onSuccess: () => {
        toast.success('Collection updated');
        onOpenChange(false);
      },
    },
  );
  const onSubmit = form.handleSubmit((values) => rename(values));

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Rename collection">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div>
          <label htmlFor="rename-collection-name" className="mb-1 block text-sm font-medium">
            Name
          </label>
          <input id="rename-collection-name" className={inputClass} {...form.register('name')} />
          {form.formState.errors.name && (
            <p role="alert" className="mt-1 text-xs text-brand">
              {form.formState.errors.name.message}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="rename-collection-description" className="mb-1 block text-sm font-medium">
            Description
          </label>
          <textarea id="rename-collection-description" rows={3} className={inputClass} {...form.register('description')} />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
