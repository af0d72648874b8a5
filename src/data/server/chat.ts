// The local guide on the device: asks the server's guide when online and the
// same recommender over this device's places when offline (marked so; nothing
// is sent later). Conversations are kept in IndexedDB per city and guide.
import { useLiveQuery } from 'dexie-react-hooks';
import { ClientResponseError } from 'pocketbase';
import { MAX_HISTORY_TURNS } from '#/domain/chat';
import {
  guideReferencePoint,
  recommendPlan,
  toRecommendable,
  type GuidePlan,
  type GuidePersona,
  type NearInput,
  type RecommendablePlace,
} from '#/domain/recommender';
import type { ChatMessage, PlaceView, Tastemaker } from '#/domain/types';
import { apiClient } from './client';
import { db, type ChatThread } from '../db';

import { readableCityPlaceViews } from '../queries/places';
import { newId } from '#/data/writes/new-id';
import { nearForGuide } from '../location/store';

export class GuideError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = 'GuideError';
  }
}

export function threadId(userId: string, cityId: string, guideId: string) {
  return `${userId}:${cityId}:${guideId}`;
}

export function useThread(userId: string, cityId: string | undefined, guideId: string | undefined): ChatThread | null | undefined {
  return useLiveQuery(
    async () => (userId && cityId && guideId ? ((await db.chats.get(threadId(userId, cityId, guideId))) ?? null) : null),
    [userId, cityId, guideId],
  );
}

async function append(userId: string, cityId: string, guideId: string, message: ChatMessage) {
  await db.transaction('rw', db.chats, async () => {
    const id = threadId(userId, cityId, guideId);
    const thread = (await db.chats.get(id)) ?? { id, user: userId, city: cityId, guide: guideId, messages: [], updatedAt: 0 };
    await db.chats.put({ ...thread, messages: [...thread.messages, message], updatedAt: message.timestamp });
  });
}

export async function resetThread(userId: string, cityId: string, guideId: string) {
  await db.chats.delete(threadId(userId, cityId, guideId));
}

function persona(guide: Tastemaker): GuidePersona {
  return { id: guide.id, name: guide.name, title: guide.title, is_tour_guide: guide.is_tour_guide, specialties: guide.specialties ?? [] };
}

interface CityPlaces {
  places: RecommendablePlace[];
  views: Map<string, PlaceView>;
}
// The city's readable places stay the same array until the catalog or the user's access changes: keep what the guide derives from them until then.
const cityPlacesCache = new WeakMap<PlaceView[], CityPlaces>();

/** The places the user may read in the city: the ones Home's Hot Places and search show too (domain/shown-places.ts). */
async function cityPlaces(cityId: string, userId: string): Promise<CityPlaces> {
  const views = await readableCityPlaceViews(cityId, userId);
  const cached = cityPlacesCache.get(views);
  if (cached) return cached;
  const entry: CityPlaces = {
    views: new Map(views.map((v) => [v.id, v])),
    places: views.map(toRecommendable),
  };
  cityPlacesCache.set(views, entry);
  return entry;
}

/** What the guide answers: a message, the places under it and, when a day was asked for, its plan. */
interface GuideReply {
  message: string;
  places: PlaceView[];
  plan?: GuidePlan;
}

/** The offline guide: the shared recommender over the city's places this user may read on this device. */
export async function answerOnDevice(
  query: string,
  userId: string,
  cityId: string,
  cityName: string,
  guide: Tastemaker,
  earlier: readonly string[] = [],
  near: NearInput = {},
): Promise<GuideReply> {
  const { places, views } = await cityPlaces(cityId, userId);
  // "Near me" measures from the same point the server would (domain/recommender/near.ts).
  const city = await db.cities.get(cityId);
  const here = guideReferencePoint(near, city ?? null, places);
  // Any answer, or a day plan when one is asked for ("plan my Saturday in Seongsu"), as the server's guide gives.
  const answer = recommendPlan(query, places, persona(guide), cityName, earlier, here);
  return {
    message: answer.message,
    places: answer.places.map((p) => views.get(p.id)).filter((p): p is PlaceView => !!p),
    ...(answer.plan ? { plan: answer.plan } : {}),
  };
}

function toGuideError(error: unknown): GuideError {
  if (error instanceof ClientResponseError) {
    const body = error.response as { title?: string; message?: string; code?: string };
    if (error.status === 429 || body.code === 'rate') return new GuideError('Too many requests', 'Please wait a moment and try again.');
    if (error.status === 402 || body.code === 'credits')
      return new GuideError('Service temporarily unavailable', 'Please try again later.');
    if (error.status >= 400 && error.status < 500 && body.message)
      return new GuideError('Failed to get recommendations', body.message.replace(/\.$/, '.'));
    return new GuideError('Failed to get recommendations', 'Failed to get recommendations. Please try again.');
  }
  return new GuideError('Something went wrong', 'Something went wrong. Please try again.');
}

/**
 * Asks the guide. The question is kept in the conversation first, so it
 * stays there even when the answer fails. Offline (or when the network drops
 * mid-request) the device answers and the answer is marked offline.
 */
export async function askGuide(input: {
  userId: string;
  cityId: string;
  cityName: string;
  guide: Tastemaker;
  query: string;
}): Promise<void> {
  const query = input.query.trim();
  if (!query) return;
  const thread = await db.chats.get(threadId(input.userId, input.cityId, input.guide.id));
  const history = (thread?.messages ?? []).slice(-MAX_HISTORY_TURNS).map((m) => ({ role: m.role, content: m.content }));
  await append(input.userId, input.cityId, input.guide.id, { id: newId(), role: 'user', content: query, timestamp: Date.now() });
  // Where "near me" measures from: the position when the traveller allowed it, the area chosen last.
  const near = nearForGuide(input.cityId);
  let reply: GuideReply;
  let offline = !navigator.onLine;
  if (!offline) {
    try {
      const pb = await apiClient();
      reply = await pb.send('/api/app/chat', {
        method: 'POST',
        body: { query, cityId: input.cityId, tastemakerId: input.guide.id, history, near },
        requestKey: null,
      });
    } catch (error) {
      if (!(error instanceof ClientResponseError && error.status === 0)) throw toGuideError(error);
      offline = true;
    }
  }
  if (offline) {
    const earlier = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
    reply = await answerOnDevice(query, input.userId, input.cityId, input.cityName, input.guide, earlier, near);
  }
  await append(input.userId, input.cityId, input.guide.id, {
    id: newId(),
    role: 'assistant',
    content: reply!.message,
    timestamp: Date.now(),
    places: reply!.places,
    ...(reply!.plan ? { plan: { ...reply!.plan, city: input.cityId } } : {}),
    ...(offline ? { offline: true } : {}),
  });
}
