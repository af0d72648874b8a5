// Subscription changes: server routes only (the server and its payment
// provider decide), each followed by a sync so screens show the result.
import type { NewPlaceInput } from '#/domain/curation';
import { hasTastemakerAccess } from '#/domain/policy/access';
import type { Entitlement } from '#/domain/types';
import { callServer } from './call';
import { apiClient } from './client';

export interface SubscribeResult {
  alreadyActive: boolean;
  entitlement: Pick<Entitlement, 'id' | 'tastemaker' | 'subscribed' | 'unlocked' | 'status' | 'subscription_end' | 'monthly_amount'>;
  sessionId: string;
  badges?: string[];
}

const post = <T>(tastemakerId: string, action: string) => callServer<T>(`/api/app/tastemakers/${tastemakerId}/${action}`);

/** Subscribes ($0.99 a month through the mock provider; free for admins). */
export const subscribeToTastemaker = (tastemakerId: string) => post<SubscribeResult>(tastemakerId, 'subscribe');
/** The tastemaker card's Unsubscribe (spec §4): effective at once. */
export const unsubscribeNow = (tastemakerId: string) => post(tastemakerId, 'unsubscribe');
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
export const curatePlace = (placeId: string, note: string) => callServer('/api/app/tastemaker/places', { body: { placeId, note } });
/**
 * Adds a place the catalog lacks to one of the tastemaker's cities, and picks
 * it (checked on the device with checkNewPlace first; the server checks again).
 * It reaches the dashboard with the sync that follows.
 */
export const createPlace = (cityId: string, place: NewPlaceInput) =>
  callServer<{ id: string; place: string; note: string }>('/api/app/tastemaker/places/new', {
    body: {
      cityId,
      name: place.name,
      neighborhood: place.neighborhood,
      address: place.address,
      description: place.description,
      category: place.category,
      budget: place.budget,
      latitude: place.position?.latitude ?? null,
      longitude: place.position?.longitude ?? null,
      note: place.note,
    },
  });
export const updatePlaceNote = (placeId: string, note: string) =>
  callServer(`/api/app/tastemaker/places/${placeId}/note`, { body: { note } });
export const uncuratePlace = (placeId: string) => callServer(`/api/app/tastemaker/places/${placeId}/remove`);
export const updateTastemakerProfile = (fields: { title?: string; bio?: string; specialties?: string[]; chat_context?: string }) =>
  callServer('/api/app/tastemaker/profile', { body: fields });
