import { useEffect, useState } from 'react';
import { Award } from 'lucide-react';
import { markBadgesSeen, type BadgeView } from '#/data/queries/badges';
import { appLog } from '#/data/log';
import { badgeNews } from '#/domain/badge-news';
import { SectionLink } from '../section-link';

/**
 * The new badges (useNewBadges) Profile shows on this visit: shown, they are
 * remembered as seen, so the Profile tab's count goes and the next visit does
 * not say them again; this visit keeps them, those arriving meanwhile too.
 */
export function useBadgesShownOnce(userId: string, fresh: readonly BadgeView[]): BadgeView[] {
  const [kept, setKept] = useState<readonly BadgeView[]>([]);
  const unkept = fresh.filter((b) => !kept.some((k) => k.id === b.id));
  // Kept as they come, during the render (no effect, no flash): once seen, `fresh` no longer holds them.
  if (unkept.length) setKept([...unkept, ...kept]);
  const shown = [...unkept, ...kept];
  const ids = fresh.map((b) => b.id).join(' ');
  useEffect(() => {
    if (ids) markBadgesSeen(userId, ids.split(' ')).catch((error: unknown) => appLog.warn('profile/new-badges', error));
  }, [ids, userId]);
  return shown;
}

/** Badges earned since the user last looked, said once on Profile (issue 29, section 5), in the page's flow: it covers nothing. */
export function NewBadgesNotice({ badges }: { badges: readonly BadgeView[] }) {
  const news = badgeNews(badges.map((b) => b.name));
  if (!news) return null;
  return (
    <section
      aria-labelledby="new-badges-heading"
      data-testid="new-badges"
      className="flex items-start gap-3 rounded-2xl border border-brand/40 bg-brand/5 p-4"
    >
      <Award className="mt-0.5 h-6 w-6 shrink-0 text-brand-2" aria-hidden />
      <div className="min-w-0">
        <h2 id="new-badges-heading" className="font-semibold">
          {news.title}
        </h2>
        <p className="text-sm text-muted">{news.description}</p>
        <SectionLink to="badges" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand">
          See your badges
        </SectionLink>
      </div>
    </section>
  );
}
