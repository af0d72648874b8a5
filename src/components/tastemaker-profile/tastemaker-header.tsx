import { Users } from 'lucide-react';
import { followerLabel } from '#/domain/format';
import type { Tastemaker } from '#/domain/types';
import { SafeImage } from '../ui';
import { pictureOf } from '#/domain/images';

/** Image, name, title, followers and bio; `brief` clamps the bio for the locked view. */
export function TastemakerHeader({ tastemaker, brief = false }: { tastemaker: Tastemaker; brief?: boolean }) {
  return (
    <header className="flex flex-col items-center text-center">
      <SafeImage
        {...pictureOf('tastemakers', tastemaker)}
        alt={tastemaker.name}
        loading="eager"
        className="h-28 w-28 rounded-full border-4 border-[var(--card)] object-cover shadow-lg"
      />
      <h1 className="mt-3 text-3xl font-extrabold">{tastemaker.name}</h1>
      {tastemaker.title && <p className="font-medium text-brand">{tastemaker.title}</p>}
      <p className="mt-1 flex items-center gap-1 text-sm text-muted" data-testid="follower-count">
        <Users className="h-4 w-4" aria-hidden /> {followerLabel(tastemaker.followers ?? 0)}
      </p>
      {tastemaker.bio && <p className={`mt-3 text-muted ${brief ? 'line-clamp-3' : ''}`}>{tastemaker.bio}</p>}
    </header>
  );
}
