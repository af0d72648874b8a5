// The active city's activity feed (spec §2 'Timeline, events'): what its tastemakers did, newest first.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDistanceToNow } from 'date-fns';
import { useActiveCity } from '#/data/queries/active-city';
import { useActivityFeed, type ActivityView } from '#/data/queries/activity';
import { EmptyState, SafeImage, Spinner } from '#/components/ui';
import { pictureOf } from '#/domain/images';
import { BackLink } from '#/components/back-link';

function relativeTime(value: string): string {
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? '' : formatDistanceToNow(date, { addSuffix: true });
}

/** The headline for each activity type; 'other' has none (its content says it all). */
function headline(item: ActivityView): ReactNode {
  const who = <span className="font-semibold">{item.tastemaker?.name ?? 'A tastemaker'}</span>;
  switch (item.activity_type) {
    case 'place_added':
      return (
        <>
          {who} added{' '}
          {item.place ? (
            <Link to={`/place/${item.place.id}`} className="font-semibold text-brand hover:underline">
              {item.place.name}
            </Link>
          ) : (
            'a place'
          )}
        </>
      );
    case 'list_updated':
      return <>{who} updated a list</>;
    case 'city_changed':
      return <>{who} is exploring a new city</>;
    case 'note_posted':
      return <>{who} posted a note</>;
    default:
      return null;
  }
}

function ActivityRow({ item }: { item: ActivityView }) {
  const avatar = (
    <SafeImage
      {...pictureOf('tastemakers', item.tastemaker)}
      alt={item.tastemaker?.name ?? ''}
      className="h-11 w-11 rounded-full object-cover"
    />
  );
  const title = headline(item);
  const time = relativeTime(item.happened_at);
  return (
    <article className="flex gap-3 rounded-2xl border border-app bg-card p-4" data-testid="activity-item">
      {item.tastemaker ? (
        <Link to={`/tastemaker/${item.tastemaker.slug}`} className="shrink-0 self-start">
          {avatar}
        </Link>
      ) : (
        <span className="shrink-0">{avatar}</span>
      )}
      <div className="min-w-0 flex-1 space-y-1">
        {title && <p className="text-sm">{title}</p>}
        {item.content && <p className={title ? 'text-sm text-muted' : 'text-sm'}>{item.content}</p>}
        {time && (
          <p className="text-xs text-muted">
            <time dateTime={new Date(item.happened_at.replace(' ', 'T')).toISOString()}>{time}</time>
          </p>
        )}
      </div>
    </article>
  );
}

export function Component() {
  const active = useActiveCity();
  const city = active?.city ?? null;
  const feed = useActivityFeed(city?.id);

  if (active === undefined || !feed) return <Spinner />;

  return (
    <main data-screen-drawn className="mx-auto max-w-xl space-y-4 px-4 pb-8 pt-2">
      <BackLink fallback="/" />
      <h1 className="text-2xl font-bold">{city?.name ?? 'City'} Timeline</h1>
      {feed.length === 0 ? (
        <EmptyState title="No activity yet" />
      ) : (
        <ul className="space-y-3">
          {feed.map((item) => (
            <li key={item.id}>
              <ActivityRow item={item} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
