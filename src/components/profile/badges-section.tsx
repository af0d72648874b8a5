import { useState } from 'react';
import { Award, Crown, Lock, Star, Target, Users, Zap } from 'lucide-react';
import type { BadgeView } from '#/data/queries/badges';
import type { BadgeIcon } from '#/domain/types';

export const BADGES_SHOWN = 6;
const ICONS: Record<BadgeIcon, typeof Award> = { crown: Crown, star: Star, zap: Zap, award: Award, target: Target, users: Users };

/** The badges, `fresh` ones (earned since the user last looked) marked New. */
export function BadgeGrid({ badges, fresh = new Set() }: { badges: BadgeView[]; fresh?: ReadonlySet<string> }) {
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
              aria-label={`${badge.name}${badge.earnedAt ? ' (earned)' : ' (not earned yet)'}${fresh.has(badge.id) ? ', new' : ''}`}
            >
              {badge.earnedAt ? <Icon className="h-6 w-6 text-brand-2" /> : <Lock className="h-6 w-6" />}
              <span className="text-xs font-semibold">{badge.name}</span>
              {fresh.has(badge.id) && (
                <span className="rounded-full bg-brand-strong px-1.5 text-[10px] font-bold text-white" data-testid="badge-new">
                  New
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {badges.length > BADGES_SHOWN && (
        <button type="button" onClick={() => setAll(!all)} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand">
          {all ? 'Show less' : 'Show more'}
        </button>
      )}
    </>
  );
}

export function BadgesSection({ badges, fresh }: { badges: BadgeView[]; fresh?: ReadonlySet<string> }) {
  return (
    // The new badges notice links here (tabIndex: the focus follows).
    <section id="badges" tabIndex={-1} aria-labelledby="badges-heading" className="scroll-mt-4 space-y-3">
      <h2 id="badges-heading" className="text-lg font-semibold">
        Your Badges
      </h2>
      <BadgeGrid badges={badges} fresh={fresh} />
    </section>
  );
}
