// Confirms deleting a collection, then returns to the list; works offline through the outbox.
import { useNavigate } from 'react-router';
import { toast } from '#/toast';
import { deleteCollection } from '#/data/writes/actions';
import { useServerAction } from '#/data/server/use-server-action';
import type { Collection } from '#/domain/types';
import { Button } from '#/components/ui';
import { Dialog } from '#/components/dialog';

export function DeleteCollectionDialog({
  collection,
  open,
  onOpenChange,
}: {
  collection: Collection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const { run: confirm, busy } = useServerAction(() => deleteCollection(collection.id), {
    failure: 'Failed to delete collection',
    onSuccess: () => {
      toast.success('Collection deleted');
      navigate('/collections', { replace: true });
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete collection?"
      description={`"${collection.name}" will be deleted. The places themselves stay saved where they are.`}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
