// A user's vibe profiles (spec §6, §7): listed newest first; deleting the
// active one makes the first remaining one in that list active, or none.

/** As the user sees them: newest first. */
export function newestFirst<P extends { created: string }>(profiles: readonly P[]): P[] {
  return [...profiles].sort((a, b) => b.created.localeCompare(a.created));
}

/** The profile that becomes active when the active one is deleted: '' when none remains. */
export function nextActiveVibeProfile(remaining: ReadonlyArray<{ id: string; created: string }>): string {
  return newestFirst(remaining)[0]?.id ?? '';
}
