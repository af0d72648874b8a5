// "Add to collection": a round button opening a popover that toggles the place
// in each of the user's collections and can create a new one. Works offline.
// The popover and its picker (a form, its validation) load at the first tap:
// a list of cards shows this button on every card.
import { lazy, Suspense } from 'react';
import { FolderPlus } from 'lucide-react';
import { toast } from '#/toast';
import { LazyPopover } from './popover/lazy-popover';
import { Spinner } from './ui';

const CollectionPicker = lazy(() => import('./collection-picker'));

export interface AddToCollectionProps {
  placeId: string;
  placeName: string;
  signedIn: boolean;
}

const triggerClass = 'rounded-full bg-black/50 p-3 text-white backdrop-blur hover:bg-black/70';

export function AddToCollection({ placeId, placeName, signedIn }: AddToCollectionProps) {
  const label = `Add ${placeName} to a collection`;
  if (!signedIn) {
    return (
      <button type="button" aria-label={label} className={triggerClass} onClick={() => toast.error('Please sign in to save places')}>
        <FolderPlus className="h-5 w-5" />
      </button>
    );
  }
  return (
    <LazyPopover
      trigger={
        <button type="button" aria-label={label} className={triggerClass}>
          <FolderPlus className="h-5 w-5" />
        </button>
      }
      content={{
        sideOffset: 6,
        align: 'end',
        'aria-label': label,
        className: 'z-50 w-72 rounded-2xl border border-app bg-card p-3 text-fg shadow-xl',
      }}
    >
      {/* Mounted only while open, so a list of cards does not run a query per card. */}
      <Suspense fallback={<Spinner />}>
        <CollectionPicker placeId={placeId} />
      </Suspense>
    </LazyPopover>
  );
}
