// A day plan someone shared by its link, read-only, from the server's route
// (pb_hooks/lib/day_plans.js); the last copy opens offline.
import type { PlanStartKind } from '#/domain/day-plans';
import type { PlaceView } from '#/domain/types';
import { useRemoteView } from './remote-view';

export interface SharedPlanTastemaker {
  name: string;
  title: string;
  slug: string;
}

/** A stop the reader may read, or a locked card naming who picks it. */
export type SharedPlanStop = { place: PlaceView } | { locked: true; pickedBy: SharedPlanTastemaker[] };

export interface SharedPlan {
  plan: { id: string; name: string; city: string; day: string; start_time: string; updated: string };
  owner: { name: string };
  /** The start as far as the reader may know it: its position only for a place they may read. */
  start: { kind: PlanStartKind; label: string; latitude?: number; longitude?: number; place?: string } | null;
  stops: SharedPlanStop[];
}

export function useSharedPlan(token: string | undefined) {
  return useRemoteView<SharedPlan>(token ? `shared-plan:${token}` : null, `/api/app/plans/shared/${encodeURIComponent(token ?? '')}`);
}
