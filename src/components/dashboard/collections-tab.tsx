import { Link } from 'react-router';
import { FolderHeart } from 'lucide-react';
import { useCollections } from '#/data/queries/collections';
import { EmptyState, SafeImage, Spinner } from '../ui';

/** The account's own collections, each linking to its page. */
export function CollectionsTab({ userId }: { userId: string }) {
  const collections = useCollections(userId);
  if (!collections) return <Spinner />;
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">Your collections</h2>
        <Link to="/collections" className="-mr-2 inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand">
          Create a collection
        </Link>
      </div>
      {collections.length === 0 ? (
        <EmptyState title="No collections yet">Group your places into themed lists for your followers.</EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-3">
          {collections.map((c) => (
            <li key={c.id}>
              <Link to={`/collections/${c.id}`} className="block overflow-hidden rounded-2xl border border-app bg-card hover:bg-card-2">
                {c.cover ? (
                  <SafeImage {...c.cover} alt="" className="h-24 w-full object-cover" />
                ) : (
                  <div className="flex h-24 items-center justify-center bg-card-2 text-muted">
                    <FolderHeart className="h-6 w-6" />
                  </div>
                )}
                <div className="p-3">
                  <p className="truncate font-medium">{c.name}</p>
                  <p className="text-xs text-muted">
                    {c.placeCount} {c.placeCount === 1 ? 'place' : 'places'}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
