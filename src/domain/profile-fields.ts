// Bounds of the profile fields a user edits themselves (spec §3), shared by
// the app and the server's profile hook. Which cities and vibe profiles they
// may point at is the access policy's and the owner's business (the hook).

export const MAX_INTERESTS = 12;
export const MAX_INTEREST_LENGTH = 40;
export const INTERESTS_MESSAGE = `Interests are a list of up to ${MAX_INTERESTS} short words or phrases (${MAX_INTEREST_LENGTH} characters each).`;

/**
 * The interests as stored (trimmed, blanks and repeats dropped), or null when the value is not acceptable.
 * Linear in what was sent, and bounded before any loop: a list longer than MAX_INTERESTS is refused
 * before one item is read, and repeats are found with a set, not by searching the list for each item.
 */
export function normaliseInterests(value: unknown): string[] | null {
  if (value === null || value === undefined || value === '') return [];
  if (!Array.isArray(value) || value.length > MAX_INTERESTS) return null;
  const seen = new Set<string>();
  for (const item of value as unknown[]) {
    if (typeof item !== 'string') return null;
    const text = item.trim();
    if (text.length > MAX_INTEREST_LENGTH) return null;
    if (text) seen.add(text);
  }
  return [...seen];
}
