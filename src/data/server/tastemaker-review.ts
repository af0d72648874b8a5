// Admins review self-made tastemakers (pb_hooks/lib/tastemaker_review.js), as
// they review vibes: server routes, online only. A tastemaker who became one
// in the app waits, seen only by their own account, until an admin approves
// them (then listed to everyone) or rejects them.
import { z } from 'zod';
import type { TastemakerStatus } from '#/domain/types';
import { callServer } from './call';

const pendingTastemaker = z.object({
  id: z.string(),
  slug: z.string().catch(''),
  name: z.string().catch(''),
  title: z.string().catch(''),
  bio: z.string().catch(''),
  cities: z.array(z.string()).catch([]),
  created: z.string().catch(''),
  account: z
    .object({ name: z.string().catch(''), username: z.string().catch('') })
    .nullable()
    .catch(null),
});

export type PendingTastemaker = z.infer<typeof pendingTastemaker>;

/** Tastemakers waiting for review, newest first. */
export async function listPendingTastemakers(): Promise<PendingTastemaker[]> {
  const reply = await callServer<unknown>('/api/app/admin/tastemakers/pending', { method: 'GET' });
  return z.object({ tastemakers: z.array(pendingTastemaker) }).parse(reply).tastemakers;
}

/** Approves (listed to everyone from the next sync) or rejects a pending tastemaker. */
export async function reviewTastemaker(id: string, decision: 'approve' | 'reject'): Promise<{ id: string; status: TastemakerStatus }> {
  return callServer(`/api/app/admin/tastemakers/${encodeURIComponent(id)}/${decision}`);
}

const reviewStatus = z.object({ status: z.enum(['pending', 'approved', 'rejected']) });

/**
 * The review status in a reply of the server (becoming a tastemaker answers
 * with it); null when the reply does not say.
 */
export function reviewStatusOf(reply: unknown): TastemakerStatus | null {
  const parsed = reviewStatus.safeParse(reply);
  return parsed.success ? parsed.data.status : null;
}
