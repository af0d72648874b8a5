// A day plan's stops as a numbered list: when the traveller gets to each, and
// the walking minutes from the stop before. The owner reorders by dragging a
// stop's handle (mouse, pen or finger: pointer events, with the handle taking
// no scrolling) or, without dragging, with each stop's Earlier / Later buttons.
// A stop the reader may not see is a locked card naming who picks it.
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { ArrowDown, ArrowUp, Footprints, GripVertical, Lock } from 'lucide-react';
import { formatLocalTime } from '#/domain/events';
import { FOLLOW_PRICE } from '#/domain/offers';
import { timeOf } from '#/domain/planner';
import type { PlaceView } from '#/domain/types';

export interface PlanListStop {
  key: string;
  place?: PlaceView;
  /** Tastemakers who pick a stop the reader may not see. */
  lockedBy?: Array<{ name: string; slug: string }>;
  /** Minutes after the day's midnight; absent when unknown (after a locked stop). */
  arrive?: number;
  /** Held by an event at this time. */
  eventAt?: number | null;
  /** The walk from the stop before (or the start); absent when unknown. */
  walkMinutes?: number;
}

const at = (minutes: number) => formatLocalTime(timeOf(minutes));

function LockedStop({ lockedBy }: { lockedBy: Array<{ name: string; slug: string }> }) {
  const [first] = lockedBy;
  return (
    <div
      className="flex items-start gap-3 rounded-2xl border border-dashed border-app bg-card-2 p-3 text-sm"
      data-testid="plan-locked-stop"
    >
      <Lock className="mt-0.5 h-4 w-4 shrink-0 text-muted" aria-hidden />
      <div className="space-y-1">
        <p className="font-medium">A place you can't see yet</p>
        {first ? (
          <p className="text-muted">
            A pick of{' '}
            <Link to={`/tastemaker/${first.slug}`} className="inline-flex min-h-11 items-center font-semibold text-brand">
              {lockedBy.map((t) => t.name).join(', ')}
            </Link>
            . Follow for {FOLLOW_PRICE.amount}/month to see it.
          </p>
        ) : (
          <p className="text-muted">It is in a city or a list you can't open.</p>
        )}
      </div>
    </div>
  );
}

export function PlanStops({
  stops,
  startLabel,
  onMove,
}: {
  stops: readonly PlanListStop[];
  startLabel: string;
  /** The owner's: move the stop at `from` to `to`. Absent: read-only. */
  onMove?: (from: number, to: number) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const onMoveRef = useRef(onMove);
  useLayoutEffect(() => {
    onMoveRef.current = onMove;
  });
  const [drag, setDrag] = useState<{ from: number; to: number; pointer: number; middles: number[] } | null>(null);

  // While dragging, the list shows the order it would have if dropped here.
  const shown = drag ? moved(stops, drag.from, drag.to) : stops;

  const begin = (index: number) => (event: PointerEvent<HTMLButtonElement>) => {
    if (!onMove || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    const items = [...(list.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [])];
    const middles = items.map((item) => {
      const box = item.getBoundingClientRect();
      return box.top + box.height / 2;
    });
    setDrag({ from: index, to: index, pointer: event.pointerId, middles });
  };

  // The finger is followed on the window, not the handle: the list shows the new order while it
  // moves, and moving the handle's element releases any capture it held.
  const dragging = drag !== null;
  const latest = useRef(drag);
  useLayoutEffect(() => {
    latest.current = drag;
  });
  useEffect(() => {
    if (!dragging) return;
    const follow = (event: globalThis.PointerEvent) => {
      const current = latest.current;
      if (!current || event.pointerId !== current.pointer) return;
      // The slot the finger is over: how many stops' middles (other than the dragged one's) lie above it.
      let to = 0;
      current.middles.forEach((middle, i) => {
        if (i !== current.from && event.clientY > middle) to++;
      });
      if (to !== current.to) setDrag({ ...current, to });
    };
    const drop = (event: globalThis.PointerEvent) => {
      const current = latest.current;
      if (!current || event.pointerId !== current.pointer) return;
      setDrag(null);
      if (event.type === 'pointerup' && current.to !== current.from) onMoveRef.current?.(current.from, current.to);
    };
    window.addEventListener('pointermove', follow);
    window.addEventListener('pointerup', drop);
    window.addEventListener('pointercancel', drop);
    return () => {
      window.removeEventListener('pointermove', follow);
      window.removeEventListener('pointerup', drop);
      window.removeEventListener('pointercancel', drop);
    };
  }, [dragging]);

  return (
    <ol ref={list} className="space-y-3" data-testid="plan-stops">
      {shown.map((stop, i) => {
        const name = stop.place?.name ?? 'A place you can’t see yet';
        const held = drag && stop.key === stops[drag.from]?.key;
        return (
          <li key={stop.key} className={`space-y-1 ${held ? 'opacity-70' : ''}`} data-testid="plan-stop" data-stop={stop.place?.id ?? ''}>
            <p className="flex items-center gap-1 pl-1 text-xs text-muted" data-testid="plan-walk">
              <Footprints className="h-3.5 w-3.5" aria-hidden />
              {stop.walkMinutes === undefined
                ? 'Walk time unknown'
                : `${stop.walkMinutes} min walk from ${i === 0 ? startLabel : `stop ${i}`}`}
            </p>
            <div className="flex items-stretch gap-2">
              <span
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-strong text-sm font-bold text-white"
                aria-hidden
              >
                {i + 1}
              </span>
              <div className="min-w-0 flex-1">
                {stop.place ? (
                  <div className="rounded-2xl border border-app bg-card p-3">
                    <Link
                      to={`/place/${stop.place.id}`}
                      className="inline-flex min-h-11 items-center font-semibold hover:underline"
                      data-testid="plan-stop-name"
                    >
                      {stop.place.name}
                    </Link>
                    <p className="text-xs text-muted">
                      {[stop.place.neighborhood, stop.place.categoryNames[0]].filter(Boolean).join(' · ')}
                    </p>
                    {stop.arrive !== undefined && (
                      <p className="mt-1 text-sm" data-testid="plan-stop-time">
                        {typeof stop.eventAt === 'number' ? `Event at ${at(stop.eventAt)}` : `About ${at(stop.arrive)}`}
                      </p>
                    )}
                  </div>
                ) : (
                  <LockedStop lockedBy={stop.lockedBy ?? []} />
                )}
              </div>
              {onMove && (
                <div className="flex shrink-0 flex-col items-center gap-1">
                  <button
                    type="button"
                    aria-label={`Move ${name} earlier`}
                    disabled={i === 0}
                    onClick={() => onMove(i, i - 1)}
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-app hover:bg-card-2 disabled:opacity-40"
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    aria-label={`Drag ${name} to reorder`}
                    onPointerDown={begin(i)}
                    className="inline-flex h-11 w-11 cursor-grab touch-none items-center justify-center rounded-full text-muted hover:bg-card-2"
                    data-testid="plan-drag"
                  >
                    <GripVertical className="h-5 w-5" aria-hidden />
                  </button>
                  <button
                    type="button"
                    aria-label={`Move ${name} later`}
                    disabled={i === shown.length - 1}
                    onClick={() => onMove(i, i + 1)}
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-app hover:bg-card-2 disabled:opacity-40"
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden />
                  </button>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
