// Bounds of the profile fields a user edits themselves (spec §3), shared by
// the app and the server's profile hook. Which cities and vibe profiles they
// may point at is the access policy's and the owner's business (the hook).

export const MAX_INTERESTS = 12;
export const MAX_INTEREST_LENGTH = 40;
export const INTERESTS_MESSAGE = `Interests are a list of up to ${MAX_INTERESTS} short words or phrases (${MAX_INTEREST_LENGTH} characters each).`;

/** The interests as stored (trimmed, blanks and repeats dropped), or null when the value is not acceptable. */
export function normaliseInterests(value: unknown): string[] | null {
  if (value === null || value === undefined || value === '') return [];
  if (!Array.isArray(value)) return null;
  const out: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') return null;
    const text = item.trim();
    if (text.length > MAX_INTEREST_LENGTH) return null;
    if (text && !out.includes(text)) out.push(text);
  }
  return out.length <= MAX_INTERESTS ? out : null;
}
