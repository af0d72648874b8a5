import { useEffect, useState } from 'react';
import { toast } from '#/toast';
import { grantRole, removeRole, searchUsers, type FoundUser } from '#/data/server/accounts';
import { useSessionStore } from '#/stores/session';
import { requireConnection } from '#/data/server/use-server-action';
import { inputClass, Spinner } from '../ui';
import { PendingTastemakers } from './pending-tastemakers';

const DEBOUNCE_MS = 300;
const ROLES = ['admin', 'tastemaker'] as const;

/** Admin tools: review tastemakers awaiting approval; find users (debounced, at most 10) and grant or remove roles. */
export function AdminUsers() {
  const me = useSessionStore((s) => s.userId);
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<FoundUser[] | null>(null);
  const [searching, setSearching] = useState(false);
  useEffect(() => {
    const q = term.trim();
    if (!q) return;
    const timer = setTimeout(() => {
      setSearching(true);
      searchUsers(q)
        .then(setResults, () => toast.error('Failed to search users'))
        .finally(() => setSearching(false));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  const setRoles = (id: string, roles: FoundUser['roles']) =>
    setResults((list) => list?.map((u) => (u.id === id ? { ...u, roles } : u)) ?? null);

  /** Shows the change at once and puts it back if the server refuses. */
  const toggle = async (user: FoundUser, role: (typeof ROLES)[number], has: boolean) => {
    if (!requireConnection('Changing roles')) return;
    const name = user.name || user.username || 'This user';
    setRoles(user.id, has ? user.roles.filter((r) => r !== role) : [...user.roles, role]);
    const result = has ? await removeRole(user.id, role) : await grantRole(user.id, role);
    if (result.ok) return void toast.success(result.message);
    setRoles(user.id, user.roles);
    if (result.duplicate) toast.error(`${name} already has ${role} role`);
    else toast.error(has ? `Failed to remove ${role} role` : `Failed to grant ${role} role`, { description: result.message });
  };

  return (
    <div className="space-y-6">
      <PendingTastemakers />
      <div className="space-y-3 border-t border-app pt-5">
        <label htmlFor="user-search" className="block text-sm font-medium">
          Search users
        </label>
        <input
          id="user-search"
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="Name or username"
          className={`${inputClass} min-h-11`}
        />
        {searching && <Spinner label="Searching…" />}
        {results &&
          term.trim() &&
          !searching &&
          (results.length === 0 ? (
            <p className="text-sm text-muted">No users found matching "{term.trim()}"</p>
          ) : (
            <ul className="space-y-2" data-testid="user-results">
              {results.map((user) => (
                <li key={user.id} className="rounded-xl border border-app p-3">
                  <p className="font-medium">
                    {user.name || 'Unnamed'} {user.username && <span className="text-sm text-muted">@{user.username}</span>}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-3">
                    {ROLES.map((role) => {
                      const has = user.roles.includes(role);
                      const self = user.id === me && role === 'admin';
                      return (
                        <label key={role} className={`inline-flex min-h-11 items-center gap-2 pr-2 text-sm ${self ? 'opacity-50' : ''}`}>
                          <input
                            type="checkbox"
                            checked={has}
                            disabled={self}
                            onChange={() => void toggle(user, role, has)}
                            aria-label={`${role} role for ${user.name || user.username}`}
                          />
                          {role}
                        </label>
                      );
                    })}
                  </div>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}
