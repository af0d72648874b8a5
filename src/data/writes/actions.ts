// The writes screens call, bound to the app's database and the signed-in
// user. Each works offline (see the functions in ./writes for what happens
// when the server later disagrees).
import { currentUserId } from '#/stores/session';
import { db } from '../db';
import type { WriteContext } from './outbox';
import * as collections from './collections';
import * as pins from './pins';
import * as dayPlans from './day-plans';
import * as profile from './profile';
import * as reviews from './reviews';
import * as savedPlaces from './saved-places';
import * as shared from './shared';
import * as vibeProfiles from './vibe-profiles';
import * as failedWrites from '../sync/failed-writes';

const ctx = (): WriteContext => ({ db, userId: currentUserId() });

export const toggleSavedPlace = (placeId: string) => savedPlaces.toggleSavedPlace(ctx(), placeId);
export const setSavedPlace = (placeId: string, saved: boolean) => savedPlaces.setSavedPlace(ctx(), placeId, saved);
export const createCollection = (input: collections.CollectionInput) => collections.createCollection(ctx(), input);
export const updateCollection = (id: string, patch: Parameters<typeof collections.updateCollection>[2]) =>
  collections.updateCollection(ctx(), id, patch);
export const deleteCollection = (id: string) => collections.deleteCollection(ctx(), id);
export const addPlaceToCollection = (collectionId: string, placeId: string) =>
  collections.addPlaceToCollection(ctx(), collectionId, placeId);
export const removePlaceFromCollection = (collectionId: string, placeId: string) =>
  collections.removePlaceFromCollection(ctx(), collectionId, placeId);
export const createDayPlan = (input: dayPlans.DayPlanInput) => dayPlans.createDayPlan(ctx(), input);
export const updateDayPlan = (id: string, patch: dayPlans.DayPlanPatch) => dayPlans.updateDayPlan(ctx(), id, patch);
export const setDayPlanSharing = (id: string, shared: boolean) => dayPlans.setDayPlanSharing(ctx(), id, shared);
export const deleteDayPlan = (id: string) => dayPlans.deleteDayPlan(ctx(), id);
export const setVote = (collectionId: string, placeId: string, vote: Parameters<typeof shared.setVote>[3]) =>
  shared.setVote(ctx(), collectionId, placeId, vote);
export const setNote = (collectionId: string, placeId: string, note: string) => shared.setNote(ctx(), collectionId, placeId, note);
export const createReview = (input: reviews.ReviewInput) => reviews.createReview(ctx(), input);
export const updateReview = (id: string, patch: reviews.ReviewPatch) => reviews.updateReview(ctx(), id, patch);
export const deleteReview = (id: string) => reviews.deleteReview(ctx(), id);
export const updateProfile = (patch: profile.ProfilePatch) => profile.updateProfile(ctx(), patch);
export const createVibeProfile = (name: string) => vibeProfiles.createVibeProfile(ctx(), name);
export const switchVibeProfile = (id: string) => vibeProfiles.switchVibeProfile(ctx(), id);
export const deleteVibeProfile = (id: string) => vibeProfiles.deleteVibeProfile(ctx(), id);
export const toggleProfileVibe = (profileId: string, vibeId: string) => vibeProfiles.toggleProfileVibe(ctx(), profileId, vibeId);
export const deletePin = (id: string) => pins.deletePin(ctx(), id);
/** A write the server refused: send it again, or drop it and take the server's version back. */
export const retryFailedWrite = (seq: number) => failedWrites.retryFailedWrite(db, seq);
export const discardFailedWrite = (seq: number) => failedWrites.discardFailedWrite(db, seq);
