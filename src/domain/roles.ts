// Roles and the interface mode (spec §6).
import type { Role, ViewMode } from './types';

/** Tastemakers, and admins previewing the tastemaker interface, get the tastemaker view. */
export function isTastemakerView(roles: readonly Role[], viewMode: ViewMode | '' | undefined): boolean {
  return roles.includes('tastemaker') || (roles.includes('admin') && viewMode === 'tastemaker');
}

export function roleLabel(roles: readonly Role[]): 'Admin' | 'Tastemaker' | 'User' {
  if (roles.includes('admin')) return 'Admin';
  if (roles.includes('tastemaker')) return 'Tastemaker';
  return 'User';
}

export function uiModeLabel(tastemakerView: boolean): 'Tastemaker UI' | 'Default UI' {
  return tastemakerView ? 'Tastemaker UI' : 'Default UI';
}

/** What the mode's label means, in a traveller's words: the label alone says nothing to one. */
export function uiModeNote(tastemakerView: boolean): string {
  return tastemakerView
    ? 'Tastemaker UI: the app as tastemakers use it, with a Dashboard tab for the places you curate.'
    : 'Default UI: the app as travellers use it. Tastemakers also get a Dashboard tab for their places.';
}

/** Who may manage vibes (create them; admins also approve). */
export function canManageVibes(roles: readonly Role[], viewMode: ViewMode | '' | undefined): boolean {
  return roles.includes('admin') || isTastemakerView(roles, viewMode);
}
