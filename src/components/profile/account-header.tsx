import { Link } from 'react-router';
import { roleLabel, uiModeLabel, uiModeNote } from '#/domain/roles';
import type { Profile, Role } from '#/domain/types';
import { UserAvatar } from '../user-avatar';
import { SettingsDrawer } from './settings-drawer';

export function AccountHeader({
  profile,
  email,
  roles,
  tastemakerView,
}: {
  profile: Profile;
  email: string;
  roles: Role[];
  tastemakerView: boolean;
}) {
  return (
    <header className="flex items-start gap-4">
      <UserAvatar id={profile.id} name={profile.name || email} />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-2xl font-bold">{profile.name || 'New User'}</h1>
        {profile.username && <p className="text-muted">@{profile.username}</p>}
        <p className="truncate text-sm text-muted">{email}</p>
        <div className="mt-2 flex flex-wrap gap-2 text-xs">
          <span className="rounded-full bg-brand/15 px-2 py-0.5 font-semibold text-brand" data-testid="role-badge">
            {roleLabel(roles)}
          </span>
          <span className="rounded-full bg-card-2 px-2 py-0.5" data-testid="ui-mode">
            {uiModeLabel(tastemakerView)}
          </span>
          <Link to="/my-subscriptions" className="inline-flex min-h-11 items-center rounded-full border border-app px-4 hover:bg-card-2">
            Manage
          </Link>
          <Link to="/subscriptions" className="inline-flex min-h-11 items-center rounded-full border border-app px-4 hover:bg-card-2">
            Subscriptions
          </Link>
        </div>
        <p className="mt-2 text-xs text-muted" data-testid="ui-mode-note">
          {uiModeNote(tastemakerView)}
        </p>
      </div>
      <SettingsDrawer profile={profile} roles={roles} />
    </header>
  );
}
