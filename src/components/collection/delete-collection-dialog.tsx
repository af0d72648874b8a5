// Confirms deleting a collection, then returns to the list; works offline through the outbox.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { deleteCollection } from '#/data/writes/actions';
import { StorageFullError } from '#/data/writes/outbox';
import type { Collection } from '#/domain/types';
import { Button } from '#/components/ui';
import { Dialog } from '#/components/dialog';

export function DeleteCollectionDialog({ collection, open, onOpenChange }: {
  collection: Collection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteCollection(collection.id);
      toast.success('Collection deleted');
      navigate('/collections', { replace: true });
    } catch (error) {
      setBusy(false);
      toast.error(error instanceof StorageFullError ? error.message : 'Failed to delete collection');
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete collection?"
      description={`"${collection.name}" will be deleted. The places themselves stay saved where they are.`}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>Cancel</Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>Delete</Button>
      </div>
    </Dialog>
  );
}
