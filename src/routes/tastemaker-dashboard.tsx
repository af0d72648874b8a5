// The creator dashboard (spec §2, §6): tastemakers, and admins previewing the
// tastemaker view. Figures, curated places, collections and the AI guide. It
// works the same while a self-made tastemaker waits for an admin's approval
// (or was rejected), and says where they stand.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Tabs } from 'radix-ui';
import { toast } from '#/toast';
import { useActiveCity } from '#/data/queries/active-city';
import { useProfile, useRoles } from '#/data/queries/profile';
import { useTastemakerCities } from '#/data/queries/tastemaker-profile';
import { useOwnPicks, useOwnTastemaker } from '#/data/queries/tastemakers';
import { isTastemakerView } from '#/domain/roles';
import type { Profile } from '#/domain/types';
import { useSessionStore } from '#/stores/session';
import { useSyncStatus } from '#/stores/sync-status';
import { AiTools } from '#/components/dashboard/ai-tools';
import { AnalyticsTab } from '#/components/dashboard/analytics-tab';
import { CollectionsTab } from '#/components/dashboard/collections-tab';
import { DashboardCards } from '#/components/dashboard/dashboard-cards';
import { MyPlaces } from '#/components/dashboard/my-places';
import { ReviewStatusNotice } from '#/components/dashboard/review-status';
import { PhotoPicker } from '#/components/photo-picker';
import { SafeImage, Spinner } from '#/components/ui';
import { pictureOf } from '#/domain/images';

const DENIED = 'Access Denied - This page is only for Tastemaker accounts';
const tab =
  'min-h-11 shrink-0 rounded-full px-4 text-sm text-muted data-[state=active]:bg-card-2 data-[state=active]:font-semibold data-[state=active]:text-fg';

function Dashboard({ userId, profile }: { userId: string; profile: Profile | null }) {
  const tastemaker = useOwnTastemaker(userId);
  const curated = useOwnPicks(tastemaker?.id);
  const cities = useTastemakerCities(tastemaker?.id);
  const active = useActiveCity();
  if (tastemaker === undefined) return <Spinner label="Loading dashboard..." />;
  // The tastemaker's own city, else the active one (an admin preview has none yet).
  const city = cities === undefined || active === undefined ? undefined : (cities[0] ?? active.city);
  return (
    <main className="mx-auto max-w-xl space-y-5 px-4 pb-8 pt-6">
      <header className="flex items-center gap-3">
        {tastemaker && (
          <SafeImage {...pictureOf('tastemakers', tastemaker)} alt="" className="h-14 w-14 shrink-0 rounded-full object-cover" />
        )}
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold">Tastemaker Dashboard</h1>
          <p className="text-sm text-muted">{tastemaker?.name || profile?.name || 'Your tastemaker space'}</p>
          {tastemaker && <PhotoPicker collection="tastemakers" record={tastemaker} name={tastemaker.name} />}
        </div>
      </header>
      <ReviewStatusNotice status={tastemaker?.status} />
      <DashboardCards tastemakerId={tastemaker?.id} curatedCount={curated?.length} />
      <Tabs.Root defaultValue="places">
        <Tabs.List aria-label="Dashboard sections" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
          <Tabs.Trigger value="places" className={tab}>
            My Places
          </Tabs.Trigger>
          <Tabs.Trigger value="collections" className={tab}>
            Collections
          </Tabs.Trigger>
          <Tabs.Trigger value="analytics" className={tab}>
            Analytics
          </Tabs.Trigger>
          <Tabs.Trigger value="ai" className={tab}>
            AI Tools
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="places" className="mt-4">
          <MyPlaces hasRecord={!!tastemaker} places={curated} city={city} />
        </Tabs.Content>
        <Tabs.Content value="collections" className="mt-4">
          <CollectionsTab userId={userId} />
        </Tabs.Content>
        <Tabs.Content value="analytics" className="mt-4">
          <AnalyticsTab />
        </Tabs.Content>
        <Tabs.Content value="ai" className="mt-4">
          <AiTools tastemaker={tastemaker} />
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}

export function Component() {
  const userId = useSessionStore((s) => s.userId);
  const syncing = useSyncStatus((s) => s.syncing);
  const profile = useProfile(userId);
  const roles = useRoles(userId);
  const navigate = useNavigate();
  // A fresh device has no profile or roles until the first sync: wait rather than deny.
  const loading = roles === undefined || profile === undefined || (profile === null && syncing);
  const allowed = !loading && !!userId && isTastemakerView(roles ?? [], profile?.view_mode);
  const denied = !loading && !!userId && !allowed;
  const toldDenied = useRef(false);
  useEffect(() => {
    if (!denied || toldDenied.current) return;
    toldDenied.current = true;
    toast.error(DENIED);
    navigate('/profile', { replace: true });
  }, [denied, navigate]);

  if (loading || denied) return <Spinner />;
  return <Dashboard userId={userId} profile={profile ?? null} />;
}
