// Words for a write waiting in the outbox, so a refused one can be shown to
// the user in terms they recognise.
import type { OutboxCollection } from './collections';

export interface DescribableWrite {
  collection: OutboxCollection;
  op: 'create' | 'update' | 'delete';
  data?: Record<string, unknown>;
}

export function describeWrite(write: DescribableWrite): string {
  const name = typeof write.data?.name === 'string' ? ` “${write.data.name}”` : '';
  switch (write.collection) {
    case 'saved_places':
      return write.op === 'delete' ? 'Removing a saved place' : 'Saving a place';
    case 'collections':
      return write.op === 'create'
        ? `Creating the collection${name}`
        : write.op === 'delete'
          ? 'Deleting a collection'
          : `Updating the collection${name}`;
    case 'collection_places':
      return write.op === 'delete' ? 'Removing a place from a collection' : 'Adding a place to a collection';
    case 'reviews':
      return write.op === 'create' ? 'Posting a review' : write.op === 'delete' ? 'Deleting a review' : 'Editing a review';
    case 'vibe_profiles':
      return write.op === 'create'
        ? `Creating the vibe profile${name}`
        : write.op === 'delete'
          ? 'Deleting a vibe profile'
          : 'Renaming a vibe profile';
    case 'collection_reactions':
      return write.op === 'delete' ? 'Removing your vote and note' : 'Voting on a place in a shared collection';
    case 'vibe_profile_vibes':
      return write.op === 'delete' ? 'Removing a vibe from a profile' : 'Adding a vibe to a profile';
    case 'pins':
      return write.op === 'create' ? `Keeping your pin${name}` : write.op === 'delete' ? 'Removing a pin' : `Updating your pin${name}`;
    case 'day_plans':
      return write.op === 'create'
        ? `Saving the day plan${name}`
        : write.op === 'delete'
          ? 'Deleting a day plan'
          : `Updating the day plan${name}`;
    case 'profiles': {
      const fields = Object.keys(write.data ?? {})
        .map((f) => f.replace(/_/g, ' '))
        .join(', ');
      return `Updating your profile (${fields})`;
    }
  }
}
