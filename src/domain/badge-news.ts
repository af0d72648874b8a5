// What a traveller is told about badges they earned and have not looked at
// yet: one notice for all of them, never one per badge (issue 29, section 5).
// One badge keeps the spec's words (§8 'Badge Earned! You earned the
// "<badge>" badge!'); several are counted, with their names.

export interface BadgeNews {
  title: string;
  description: string;
}

/** Names listed before the rest are only counted: a notice stays a line or two on a phone. */
export const NAMED_BADGES = 3;

/** '1 new badge', '2 new badges': the Profile tab's count, and the title of several. */
export function newBadgesLabel(count: number): string {
  return `${count} new badge${count === 1 ? '' : 's'}`;
}

/** The one notice for the badges named, newest first; null when there are none. */
export function badgeNews(names: readonly string[]): BadgeNews | null {
  if (names.length === 0) return null;
  if (names.length === 1) return { title: 'Badge Earned!', description: `You earned the "${names[0]}" badge!` };
  const quoted = names.slice(0, NAMED_BADGES).map((name) => `"${name}"`);
  const rest = names.length - quoted.length;
  const list = rest > 0 ? `${quoted.join(', ')} and ${rest} more` : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  return { title: newBadgesLabel(names.length), description: `You earned the ${list} badges!` };
}
