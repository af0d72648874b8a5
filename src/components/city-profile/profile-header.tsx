// The top of a traveller's city profile: city banner, avatar, name, Share and the three counts.
import { MapPin, Share2, WifiOff } from 'lucide-react';
import { toast } from '#/toast';
import type { CityProfile } from '#/data/server/public-views';
import { useServerAction } from '#/data/server/use-server-action';
import { UserAvatar } from '#/components/user-avatar';
import { Button, SafeImage } from '#/components/ui';
import { pictureOf } from '#/domain/images';

export function CityProfileHeader({
  profile,
  userId,
  citySlug,
  offline,
}: {
  profile: CityProfile;
  userId: string;
  citySlug: string;
  offline: boolean;
}) {
  const { user, city, counts } = profile;
  // The clipboard may be missing (insecure context) or refused.
  const { run: copyLink } = useServerAction(() => navigator.clipboard.writeText(`${location.origin}/user/${userId}/city/${citySlug}`), {
    failure: () => ({ title: 'Failed to copy' }),
    onSuccess: () => toast.success('Link copied'),
  });
  const stats = [
    { key: 'bookmarked', label: 'Bookmarked', value: counts.bookmarked },
    { key: 'following', label: 'Following', value: counts.following },
    { key: 'badges', label: 'Badges', value: counts.badges },
  ];
  return (
    <header className="space-y-4">
      <div className="overflow-hidden rounded-2xl border border-app bg-card">
        <div className="relative">
          <SafeImage {...pictureOf('cities', city)} alt={city.name} loading="eager" className="aspect-[16/7] w-full object-cover" />
          <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-full bg-black/55 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur">
            <MapPin className="h-3.5 w-3.5" /> {city.name}
            {city.country ? `, ${city.country}` : ''}
          </span>
        </div>
        <div className="flex items-end gap-3 px-4 pb-4">
          <div className="-mt-10 rounded-full border-4 border-[var(--card)]">
            <UserAvatar id={user.id} name={user.name} size={80} />
          </div>
          <div className="min-w-0 flex-1 pt-2">
            <h1 className="truncate text-2xl font-bold">{user.name}</h1>
            {user.username && <p className="truncate text-sm text-muted">@{user.username}</p>}
          </div>
          <Button variant="secondary" onClick={() => void copyLink()} aria-label="Share this profile">
            <Share2 className="h-4 w-4" /> Share
          </Button>
        </div>
      </div>
      {offline && (
        <p className="inline-flex items-center gap-1.5 rounded-full bg-card-2 px-3 py-1 text-xs text-muted" role="note">
          <WifiOff className="h-3.5 w-3.5" /> Offline copy
        </p>
      )}
      <ul className="grid grid-cols-3 gap-2" aria-label="Counts">
        {stats.map((s) => (
          <li key={s.key} className="rounded-2xl border border-app bg-card p-3 text-center">
            <span className="block text-2xl font-bold" data-testid={`count-${s.key}`}>
              {s.value}
            </span>
            <span className="block text-xs text-muted">{s.label}</span>
          </li>
        ))}
      </ul>
    </header>
  );
}
