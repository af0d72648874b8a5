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

/** Who may manage vibes (create them; admins also approve). */
export function canManageVibes(roles: readonly Role[], viewMode: ViewMode | '' | undefined): boolean {
  return roles.includes('admin') || isTastemakerView(roles, viewMode);
}
