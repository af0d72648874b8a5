// The one session gate (spec §6): screens that need a signed-in user sit
// under this layout route; a visitor is sent to sign in, and nothing renders
// while the stored session is still being read.
import { Navigate, Outlet } from 'react-router';
import { useSessionStore } from '#/stores/session';

export function RequireSession() {
  const ready = useSessionStore((s) => s.ready);
  const userId = useSessionStore((s) => s.userId);
  if (!ready) return null;
  if (!userId) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
