import { useState } from 'react';
import { Award, Crown, Lock, Star, Target, Users, Zap } from 'lucide-react';
import type { BadgeView } from '#/data/queries/badges';
import type { BadgeIcon } from '#/domain/types';

export const BADGES_SHOWN = 6;
const ICONS: Record<BadgeIcon, typeof Award> = { crown: Crown, star: Star, zap: Zap, award: Award, target: Target, users: Users };

export function BadgeGrid({ badges }: { badges: BadgeView[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? badges : badges.slice(0, BADGES_SHOWN);
  return (
    <>
      <ul className="grid grid-cols-3 gap-2" data-testid="badges">
        {shown.map((badge) => {
          const Icon = ICONS[badge.icon] ?? Award;
          return (
            <li
              key={badge.id}
              title={badge.description}
              className={`flex flex-col items-center gap-1 rounded-2xl border border-app bg-card p-3 text-center ${badge.earnedAt ? '' : 'border-dashed text-muted'}`}
              aria-label={`${badge.name}${badge.earnedAt ? ' (earned)' : ' (not earned yet)'}`}
            >
              {badge.earnedAt ? <Icon className="h-6 w-6 text-brand-2" /> : <Lock className="h-6 w-6" />}
              <span className="text-xs font-semibold">{badge.name}</span>
            </li>
          );
        })}
      </ul>
      {badges.length > BADGES_SHOWN && (
        <button type="button" onClick={() => setAll(!all)} className="text-sm font-semibold text-brand">
          {all ? 'Show less' : 'Show more'}
        </button>
      )}
    </>
  );
}

export function BadgesSection({ badges }: { badges: BadgeView[] }) {
  return (
    <section aria-labelledby="badges-heading" className="space-y-3">
      <h2 id="badges-heading" className="text-lg font-semibold">
        Your Badges
      </h2>
      <BadgeGrid badges={badges} />
    </section>
  );
}
