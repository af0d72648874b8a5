import { Dialog as RadixDialog, Switch, Tabs } from 'radix-ui';
import { Settings, X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { toast } from '#/toast';
import { setBypassPayments, setViewMode } from '#/data/server/accounts';
import { useServerAction } from '#/data/server/use-server-action';
import { canManageVibes } from '#/domain/roles';
import type { Profile, Role } from '#/domain/types';
import { useThemeStore } from '#/stores/theme';
import { SignOutButton } from '../sign-out-button';
import { Spinner, switchClass, switchThumbClass } from '../ui';
import { AdminUsers } from './admin-users';
import { DeleteAccount } from './delete-account';
import { DistanceUnitsSetting } from './distance-units';
import { DownloadMyData } from './download-data';
import { ResetProfile } from './reset-profile';
import { UsernameField } from './username-field';

// Vibe tools (creation, approval) load only for those who open the tab.
const VibeTools = lazy(() => import('./vibe-tools').then((m) => ({ default: m.VibeTools })));

/** A switch with its name, and under it what it does in one line. */
function Toggle({
  id,
  label,
  meaning,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  meaning: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <div className="space-y-0.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="flex min-h-11 items-center text-sm font-medium">
          {label}
        </label>
        <Switch.Root id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-meaning`} className={switchClass}>
          <Switch.Thumb className={switchThumbClass} />
        </Switch.Root>
      </div>
      <p id={`${id}-meaning`} className="text-xs text-muted">
        {meaning}
      </p>
    </div>
  );
}

/** Settings drawer with tabs Settings, Vibes and (admins) Users. */
export function SettingsDrawer({ profile, roles }: { profile: Profile; roles: Role[] }) {
  const { theme, toggleTheme } = useThemeStore();
  const isAdmin = roles.includes('admin');
  const viewMode = useServerAction((on: boolean) => setViewMode(on ? 'tastemaker' : 'default'), {
    needsConnection: 'This setting',
    failure: 'Failed to change view mode',
    onSuccess: (_result, on) => toast.success(on ? 'Tastemaker view enabled' : 'Default view enabled'),
  });
  const bypass = useServerAction((on: boolean) => setBypassPayments(on), {
    needsConnection: 'This setting',
    failure: 'Failed to toggle payment bypass',
    onSuccess: (_result, on) => toast.success(on ? 'Payment bypass enabled' : 'Payment bypass disabled'),
  });
  const tab = 'min-h-11 rounded-full px-4 text-sm text-muted data-[state=active]:bg-card-2 data-[state=active]:text-fg';
  return (
    <RadixDialog.Root>
      <RadixDialog.Trigger
        aria-label="Settings"
        className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-app hover:bg-card-2"
      >
        <Settings className="h-5 w-5" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <RadixDialog.Content className="fixed inset-y-0 right-0 z-50 w-[92vw] max-w-md overflow-y-auto border-l border-app bg-card p-5 text-fg">
          <div className="flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-bold">Settings</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-card-2"
            >
              <X className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">Your account, vibes and admin tools</RadixDialog.Description>
          <Tabs.Root defaultValue="settings" className="mt-4">
            <Tabs.List className="flex gap-1" aria-label="Settings sections">
              <Tabs.Trigger value="settings" className={tab}>
                Settings
              </Tabs.Trigger>
              <Tabs.Trigger value="vibes" className={tab}>
                Vibes
              </Tabs.Trigger>
              {isAdmin && (
                <Tabs.Trigger value="users" className={tab}>
                  Users
                </Tabs.Trigger>
              )}
            </Tabs.List>
            <Tabs.Content value="settings" className="mt-5 space-y-5">
              <UsernameField userId={profile.id} current={profile.username} />
              <Toggle
                id="theme"
                label="Dark mode"
                meaning="Light text on a dark background; off for dark text on light. Kept on this device."
                checked={theme === 'dark'}
                onChange={toggleTheme}
              />
              <DistanceUnitsSetting />
              {isAdmin && (
                <>
                  <Toggle
                    id="view-mode"
                    label="Preview tastemaker view"
                    meaning="See the app as a tastemaker does, with the Dashboard tab. Only you see the change."
                    checked={profile.view_mode === 'tastemaker'}
                    onChange={(on) => void viewMode.run(on)}
                  />
                  <Toggle
                    id="bypass"
                    label="Bypass Payment System"
                    meaning="For testing: unlock cities without paying. Cities opened this way close again when you stop being an admin."
                    checked={profile.bypass_payments}
                    onChange={(on) => void bypass.run(on)}
                  />
                </>
              )}
              <ResetProfile />
              <section aria-labelledby="your-account" className="space-y-3 border-t border-app pt-4">
                <h3 id="your-account" className="text-sm font-semibold">
                  Your account
                </h3>
                <DownloadMyData />
                <DeleteAccount isAdmin={isAdmin} isTastemaker={roles.includes('tastemaker')} />
              </section>
              <div className="border-t border-app pt-4">
                <SignOutButton />
              </div>
            </Tabs.Content>
            <Tabs.Content value="vibes" className="mt-5">
              {canManageVibes(roles, profile.view_mode) ? (
                <Suspense fallback={<Spinner />}>
                  <VibeTools isAdmin={isAdmin} />
                </Suspense>
              ) : (
                <div className="space-y-2 text-sm text-muted" data-testid="vibes-note">
                  <p>
                    Vibes are the moods places are tagged with, like Cozy, Late Night or Hidden Gem. Tastemakers propose new ones and an
                    admin approves them; you collect them in the vibe profiles on your Profile.
                  </p>
                  <p>Become a tastemaker or admin to manage vibes</p>
                </div>
              )}
            </Tabs.Content>
            {isAdmin && (
              <Tabs.Content value="users" className="mt-5">
                <AdminUsers />
              </Tabs.Content>
            )}
          </Tabs.Root>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
