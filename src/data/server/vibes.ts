// Vibe proposals and their review: server routes, online only.
import { apiClient } from './client';
import { syncNow } from '../sync/engine';

export interface SimilarVibe {
  id: string;
  name: string;
  status: string;
  similarity: number;
}

export async function findSimilarVibes(name: string, description: string): Promise<SimilarVibe[]> {
  const pb = await apiClient();
  const result = await pb.send<{ similarVibes: SimilarVibe[] }>('/api/app/vibes/similar', { method: 'POST', body: { name, description }, requestKey: null });
  return result.similarVibes;
}

export async function proposeVibe(name: string, description: string): Promise<void> {
  const pb = await apiClient();
  await pb.send('/api/app/vibes', { method: 'POST', body: { name, description }, requestKey: null });
  await syncNow();
}

export interface PendingVibe {
  id: string;
  name: string;
  description: string;
  created: string;
  createdBy: string;
}

export async function listPendingVibes(): Promise<PendingVibe[]> {
  const pb = await apiClient();
  return (await pb.send<{ vibes: PendingVibe[] }>('/api/app/vibes/pending', { requestKey: null })).vibes;
}

export async function reviewVibe(id: string, decision: 'approve' | 'reject'): Promise<void> {
  const pb = await apiClient();
  await pb.send(`/api/app/vibes/${id}/${decision}`, { method: 'POST', requestKey: null });
  await syncNow();
}
