// Subscription changes: server routes only (the server and its payment
// provider decide), each followed by a sync so screens show the result.
import { hasTastemakerAccess } from '#/domain/policy/access';
import type { Entitlement } from '#/domain/types';
import { apiClient } from './client';
import { syncNow } from '../sync/engine';

export interface SubscribeResult {
  alreadyActive: boolean;
  entitlement: Pick<Entitlement, 'id' | 'tastemaker' | 'subscribed' | 'unlocked' | 'status' | 'subscription_end' | 'monthly_amount'>;
  sessionId: string;
  badges?: string[];
}

async function post<T>(tastemakerId: string, action: string): Promise<T> {
  const pb = await apiClient();
  const result = await pb.send<T>(`/api/app/tastemakers/${tastemakerId}/${action}`, { method: 'POST', body: {}, requestKey: null });
  await syncNow();
  return result;
}

/** Subscribes ($0.99 a month through the mock provider; free for admins). */
export const subscribeToTastemaker = (tastemakerId: string) => post<SubscribeResult>(tastemakerId, 'subscribe');
/** The card's Unsubscribe: ends access now. */
export const unsubscribeFromTastemaker = (tastemakerId: string) => post(tastemakerId, 'unsubscribe');
/** /my-subscriptions' Unsubscribe: cancels at the end of the paid period. */
export const cancelSubscription = (tastemakerId: string) => post(tastemakerId, 'cancel');
export const reactivateSubscription = (tastemakerId: string) => post(tastemakerId, 'reactivate');

/** Asks the server (not the device) whether the subscription is active: the success page's check. */
export async function checkActiveSubscription(tastemakerId: string): Promise<boolean> {
  const pb = await apiClient();
  const userId = pb.authStore.record?.id ?? '';
  const list = await pb.collection('entitlements').getList<Entitlement>(1, 1, {
    filter: pb.filter('user = {:user} && tastemaker = {:tm}', { user: userId, tm: tastemakerId }),
    requestKey: null,
  });
  return hasTastemakerAccess(list.items[0]);
}

/** Dashboard: the tastemaker's own curated places and profile. */
export async function curatePlace(placeId: string, note: string) {
  const pb = await apiClient();
  await pb.send('/api/app/tastemaker/places', { method: 'POST', body: { placeId, note }, requestKey: null });
  await syncNow();
}
export async function updatePlaceNote(placeId: string, note: string) {
  const pb = await apiClient();
  await pb.send(`/api/app/tastemaker/places/${placeId}/note`, { method: 'POST', body: { note }, requestKey: null });
  await syncNow();
}
export async function uncuratePlace(placeId: string) {
  const pb = await apiClient();
  await pb.send(`/api/app/tastemaker/places/${placeId}/remove`, { method: 'POST', body: {}, requestKey: null });
  await syncNow();
}
export async function updateTastemakerProfile(fields: { title?: string; bio?: string; specialties?: string[]; chat_context?: string }) {
  const pb = await apiClient();
  await pb.send('/api/app/tastemaker/profile', { method: 'POST', body: fields, requestKey: null });
  await syncNow();
}
