// Hot places (spec §9): the top 6 by this month's recommendation count, then
// by rating.

export const HOT_PLACES_LIMIT = 6;

/** The first instant of the calendar month of `now`, as a PocketBase date string (UTC). */
export function monthStart(now: Date): string {
  return `${now.toISOString().slice(0, 8)}01 00:00:00.000Z`;
}

export function rankHotPlaces<P extends { id: string; rating: number; name: string }>(
  places: readonly P[],
  recommendations: ReadonlyArray<{ place: string; recommended_at: string }>,
  now: Date,
  limit = HOT_PLACES_LIMIT,
): P[] {
  const since = monthStart(now);
  const counts = new Map<string, number>();
  for (const r of recommendations) if (r.recommended_at >= since) counts.set(r.place, (counts.get(r.place) ?? 0) + 1);
  return [...places]
    .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || b.rating - a.rating || a.name.localeCompare(b.name))
    .slice(0, limit);
}
