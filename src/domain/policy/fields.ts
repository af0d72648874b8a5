// What one user's rows tell others (ARCHITECTURE.md, Permissions): for each
// collection whose rows belong to a user and reach other users, the column
// naming that user and the fields others may read. Sync sends nothing else of
// another user's row (pb_hooks/lib/sync/query.js blanks the rest), so a device
// learns what a screen shows about other people and no more: a review's
// author name, never their account. Rows of the caller's own are whole.
// tests/integration/sync-fields.test.ts fails when sync sends a field of
// another user's row that is not listed here.

export interface OthersMayRead {
  /** The column that names the user a row belongs to. */
  owner: string;
  /** The fields other users may read; every other field reaches them blank. */
  fields: readonly string[];
}

const RECORD = ['id', 'created', 'updated'] as const;

export const OTHERS_MAY_READ = {
  // A review shows its author's display name (set by the server), the rating and the comment.
  reviews: { owner: 'user', fields: [...RECORD, 'place', 'city', 'rating', 'comment', 'author_name'] },
  // A tastemaker's public profile and guide persona; not the account behind it.
  tastemakers: {
    owner: 'user',
    fields: [
      ...RECORD,
      'slug',
      'username',
      'name',
      'title',
      'bio',
      'image',
      'photo',
      'specialties',
      'followers',
      'chat_context',
      'is_tour_guide',
      'is_locked',
      'price',
      'status',
    ],
  },
  // A vibe's name and meaning; not who proposed or approved it.
  vibes: { owner: 'created_by', fields: [...RECORD, 'name', 'description', 'status'] },
} as const satisfies Record<string, OthersMayRead>;

export type SharedByOthers = keyof typeof OTHERS_MAY_READ;

export function othersMayRead(collection: string): OthersMayRead | undefined {
  return Object.prototype.hasOwnProperty.call(OTHERS_MAY_READ, collection) ? OTHERS_MAY_READ[collection as SharedByOthers] : undefined;
}

/** Whether another user may read this field of a row of `collection` that belongs to someone else. */
export function fieldReadableByOthers(collection: string, field: string): boolean {
  const rule = othersMayRead(collection);
  return !rule || rule.fields.includes(field);
}
