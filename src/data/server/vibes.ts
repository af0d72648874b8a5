// Vibe proposals and their review: server routes, online only.
import { callServer } from './call';

export interface SimilarVibe {
  id: string;
  name: string;
  status: string;
  similarity: number;
}

/** Admins: existing vibes alike enough to be duplicates (it reads pending ones, spec §6). */
export async function findSimilarVibes(name: string, description: string): Promise<SimilarVibe[]> {
  return (await callServer<{ similarVibes: SimilarVibe[] }>('/api/app/vibes/similar', { body: { name, description }, sync: false }))
    .similarVibes;
}

export async function proposeVibe(name: string, description: string): Promise<void> {
  await callServer('/api/app/vibes', { body: { name, description } });
}

export interface PendingVibe {
  id: string;
  name: string;
  description: string;
  created: string;
  createdBy: string;
}

export async function listPendingVibes(): Promise<PendingVibe[]> {
  return (await callServer<{ vibes: PendingVibe[] }>('/api/app/vibes/pending', { method: 'GET' })).vibes;
}

export async function reviewVibe(id: string, decision: 'approve' | 'reject'): Promise<void> {
  await callServer(`/api/app/vibes/${id}/${decision}`);
}
