// Day plans (issue 34 §2), the traveller's own rows. Work offline through the
// outbox like collections: a plan made offline opens at once and reaches the
// server when the device is back. Each field is last-writer-wins across
// devices (the server's field clocks): reordering on one phone and renaming on
// another keep both. A plan deleted on one device wins over stale edits. The
// server checks each write as checkPlanFields does here; a refused one stays
// in the outbox with the server's reason, shown to the traveller.
import { checkPlanFields, newShareToken, type PlanStart } from '#/domain/day-plans';
import type { DayPlan } from '#/domain/types';
import { commitWrite, enqueue, requireUser, timestamps, type WriteContext } from './outbox';
import { newId } from './new-id';

export interface DayPlanInput {
  city: string;
  name: string;
  day: string;
  startTime: string;
  start: PlanStart;
  /** Place ids in the planned order. */
  stops: string[];
}

export type DayPlanPatch = Partial<Pick<DayPlan, 'name' | 'day' | 'start_time'>> & { start?: PlanStart; stops?: string[] };

function check(fields: Record<string, unknown>) {
  const checked = checkPlanFields(fields);
  if (!checked.ok) throw new Error(checked.message);
}

export async function createDayPlan(ctx: WriteContext, input: DayPlanInput): Promise<DayPlan> {
  const user = requireUser(ctx);
  const data = {
    user,
    city: input.city,
    name: input.name.trim(),
    day: input.day,
    start_time: input.startTime,
    start: input.start,
    stops: input.stops,
    share_token: '',
  };
  check(data);
  const row: DayPlan = { id: newId(), ...data, ...timestamps(ctx) };
  return commitWrite(ctx, ['day_plans'], async () => {
    await ctx.db.day_plans.put(row);
    await enqueue(ctx, 'day_plans', row.id, 'create', data);
    return row;
  });
}

export async function updateDayPlan(ctx: WriteContext, id: string, patch: DayPlanPatch): Promise<void> {
  requireUser(ctx);
  const changes: Record<string, unknown> = { ...patch };
  if (typeof patch.name === 'string') changes.name = patch.name.trim();
  check(changes);
  await commitWrite(ctx, ['day_plans'], async () => {
    await ctx.db.day_plans.update(id, { ...changes, updated: timestamps(ctx).updated });
    await enqueue(ctx, 'day_plans', id, 'update', changes);
  });
}

/**
 * Shares the plan by a new unguessable token (returned), or stops sharing
 * (`false`): every earlier link then opens nothing. Made on the device, so it
 * works offline; the link opens for others once the device has synced.
 */
export async function setDayPlanSharing(ctx: WriteContext, id: string, shared: boolean): Promise<string> {
  requireUser(ctx);
  const token = shared ? newShareToken((count) => crypto.getRandomValues(new Uint8Array(count))) : '';
  await commitWrite(ctx, ['day_plans'], async () => {
    await ctx.db.day_plans.update(id, { share_token: token, updated: timestamps(ctx).updated });
    await enqueue(ctx, 'day_plans', id, 'update', { share_token: token });
  });
  return token;
}

export async function deleteDayPlan(ctx: WriteContext, id: string): Promise<void> {
  requireUser(ctx);
  await commitWrite(ctx, ['day_plans'], async () => {
    await ctx.db.day_plans.delete(id);
    await enqueue(ctx, 'day_plans', id, 'delete');
  });
}
