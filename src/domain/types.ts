// The records the app works with, as the server's sync route sends them.
// Ids are PocketBase ids (15 characters); dates are PocketBase date strings
// ("2026-11-22 10:00:00.000Z").

import type { Weekday } from './events';

interface BaseRecord {
  id: string;
  created: string;
  updated: string;
}

export type CityStatus = 'live' | 'coming_soon' | 'archived';
export interface City extends BaseRecord {
  slug: string;
  name: string;
  country: string;
  image: string;
  /** An uploaded photo's file name (src/domain/images.ts); '' or absent without one. */
  photo?: string;
  description: string;
  status: CityStatus;
  is_free: boolean;
  price: number;
  places_count: number;
  tastemakers_count: number;
  latitude: number;
  longitude: number;
  timezone: string;
  featured_tastemaker: string;
}

export interface PlaceCategory extends BaseRecord {
  key: string;
  name: string;
  icon: string;
}

export type Budget = 'high' | 'medium' | 'low' | '';
export interface Place extends BaseRecord {
  city: string;
  slug: string;
  name: string;
  name_local: string;
  description: string;
  categories: string[];
  rating: number;
  budget: Budget;
  address: string;
  neighborhood: string;
  image: string;
  photo?: string;
  latitude: number;
  longitude: number;
  /** The tastemaker who added it from their dashboard; '' or absent for the catalog's own places. */
  added_by?: string;
  /** What the place is (src/domain/facets.ts); absent on rows from before facets, read through readFacets. */
  facets?: unknown;
  /** Opening hours, a line per group of days (src/domain/place-details.ts); '' or absent when unknown. */
  hours?: string;
  /** Phone number as written; '' or absent when unknown. */
  phone?: string;
  /** The place's own website, http(s); '' or absent when unknown. */
  website?: string;
}

/** Whether a tastemaker is listed to others: self-made ones wait for an admin's approval (ARCHITECTURE.md, Permissions). */
export type TastemakerStatus = 'pending' | 'approved' | 'rejected';

export interface Tastemaker extends BaseRecord {
  slug: string;
  username: string;
  name: string;
  title: string;
  bio: string;
  image: string;
  photo?: string;
  specialties: string[] | null;
  followers: number;
  chat_context: string;
  is_tour_guide: boolean;
  is_locked: boolean;
  price: number;
  /** The account behind a tastemaker who signed up in the app: sent only to that account (src/domain/policy/fields.ts). */
  user: string;
  /** Listed to others only when approved (src/domain/policy/access.ts, tastemakerListed). */
  status?: TastemakerStatus;
}

/** A place with what its cards show: category names, approved vibes and who recommends it (src/data/queries/places.ts). */
export interface PlaceView extends Place {
  categoryKeys: string[];
  categoryNames: string[];
  vibes: string[];
  tastemakers: Tastemaker[];
  /**
   * A pick of the place with its own photo, which the card shows when the place
   * has none (src/domain/images.ts, pictureOf): the user's own pick first, then
   * one of a tastemaker they follow, then the most followed; null without one.
   */
  pickPhoto?: { id: string; photo: string } | null;
}

/** One turn of a conversation with a guide, kept on the device (src/data/server/chat.ts). */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  /** Places under an answer, as they were when it was given. */
  places?: PlaceView[];
  /** Answered on the device without a connection. */
  offline?: boolean;
  /** A day the guide planned (src/domain/recommender/plan.ts), in this city: the app saves it as a day plan. */
  plan?: { stops: string[]; weekday: string | null; startTime: string; name: string; city: string };
}

export interface CityTastemaker extends BaseRecord {
  city: string;
  tastemaker: string;
  /** How many of the city's places this tastemaker's picks open (kept by the server, src/domain/offers.ts); absent on rows from before it. */
  places?: number;
}

export interface TastemakerPlace extends BaseRecord {
  tastemaker: string;
  place: string;
  city: string;
  note: string;
  /** The pick's own photo (a file of this row), sent with the note to those who may read it. */
  photo?: string;
}

export type VibeStatus = 'pending' | 'approved' | 'rejected';
export interface Vibe extends BaseRecord {
  name: string;
  description: string;
  status: VibeStatus;
  created_by: string;
  approved_by: string;
  approved_at: string;
}

export interface TastemakerVibe extends BaseRecord {
  tastemaker: string;
  vibe: string;
  frequency: number;
}

export interface PlaceVibe extends BaseRecord {
  place: string;
  vibe: string;
  city: string;
}

export interface Recommendation extends BaseRecord {
  place: string;
  city: string;
  tastemaker: string;
  recommended_at: string;
}

/** A city's event: a one-off on its date, or recurring on weekdays (src/domain/events.ts). */
export interface CityEvent extends BaseRecord {
  city: string;
  name: string;
  category: string;
  description: string;
  image: string;
  /** A one-off's start; '' for a recurring event. */
  date: string;
  /** The days a recurring event happens on; empty for a one-off, absent on rows from before recurrence. */
  weekdays?: Weekday[];
  /** Local start "HH:MM" in the city's time zone; '' when not known for sure. */
  time?: string;
  /** Runs only part of the year, on dates the guide cannot promise. */
  seasonal?: boolean;
  location: string;
  price: string;
}

export type ActivityType = 'place_added' | 'list_updated' | 'city_changed' | 'note_posted' | 'other';
export interface ActivityItem extends BaseRecord {
  city: string;
  tastemaker: string;
  place: string;
  activity_type: ActivityType;
  content: string;
  happened_at: string;
}

export type BadgeIcon = 'crown' | 'star' | 'zap' | 'award' | 'target' | 'users';
export type BadgeCriteria = 'city_unlock' | 'tastemaker_follow' | 'review_create' | 'collection_create';
export interface Badge extends BaseRecord {
  name: string;
  description: string;
  icon: BadgeIcon;
  criteria_type: BadgeCriteria;
  criteria_count: number;
}

export type ViewMode = 'default' | 'tastemaker';
export interface Profile extends BaseRecord {
  user: string;
  name: string;
  username: string;
  unlocked_cities: string[];
  active_city: string;
  interests: string[] | null;
  active_vibe_profile: string;
  view_mode: ViewMode | '';
  bypass_payments: boolean;
}

export interface SavedPlace extends BaseRecord {
  user: string;
  place: string;
}

export interface Collection extends BaseRecord {
  user: string;
  name: string;
  description: string;
  is_public: boolean;
}

/** A day plan (src/domain/day-plans.ts): the traveller's stops in a city, in the order they walk them. */
export interface DayPlan extends BaseRecord {
  user: string;
  city: string;
  name: string;
  /** The day, "YYYY-MM-DD"; '' when not chosen. */
  day: string;
  /** Local start "HH:MM". */
  start_time: string;
  /** Where the day starts (src/domain/day-plans.ts, readPlanStart). */
  start: unknown;
  /** Place ids in the day's order. */
  stops: unknown;
  /** The read-only link's token; '' when the plan is not shared. */
  share_token: string;
}

export interface CollectionPlace extends BaseRecord {
  collection: string;
  place: string;
  /** The collection's owner. */
  user: string;
  /** Who added it (set by the server; absent on rows a device made before there were shared collections). */
  added_by?: string;
  /** The place's city and its first picker, set by the server: what a member who may not read it is told. */
  city?: string;
  tastemaker?: string;
}

/** A member of a shared collection (src/domain/policy/shared.ts). */
export interface CollectionMember extends BaseRecord {
  collection: string;
  user: string;
  role: 'owner' | 'editor' | 'viewer';
  /** The member's display name when they joined. */
  name: string;
}

/** A member's vote and note on a place of a shared collection: one per member and place. */
export interface CollectionReaction extends BaseRecord {
  collection: string;
  place: string;
  user: string;
  vote: '' | 'up' | 'heart' | 'down';
  note: string;
}

export interface Review extends BaseRecord {
  place: string;
  user: string;
  rating: number;
  comment: string;
  author_name: string;
  city: string;
}

export interface VibeProfile extends BaseRecord {
  user: string;
  name: string;
}

/**
 * A traveller's own place (issue 33): something they imported from another app
 * that matched nothing in the catalog. Only its owner ever reads it. Its id is
 * derived from (user, source) (src/domain/ids.ts), so an import made twice
 * keeps one pin. Latitude and longitude are both 0 when the file had no position.
 */
export interface Pin extends BaseRecord {
  user: string;
  source: string;
  name: string;
  note: string;
  address: string;
  list: string;
  latitude: number;
  longitude: number;
  /** The city it lies in, '' when none the app knows. */
  city: string;
}

export interface VibeProfileVibe extends BaseRecord {
  vibe_profile: string;
  vibe: string;
  user: string;
}

export interface UserVibe extends BaseRecord {
  user: string;
  vibe: string;
}

export type EntitlementStatus = 'active' | 'cancelled' | 'canceled' | 'past_due' | 'expired' | '';
export interface Entitlement extends BaseRecord {
  user: string;
  tastemaker: string;
  subscribed: boolean;
  unlocked: boolean;
  status: EntitlementStatus;
  subscription_start: string;
  subscription_end: string;
  monthly_amount: number;
  provider_subscription_id: string;
  provider_customer_id: string;
}

export interface CityPurchase extends BaseRecord {
  user: string;
  city: string;
  amount: number;
  provider_payment_id: string;
}

export type Role = 'admin' | 'tastemaker';
export interface UserRole extends BaseRecord {
  user: string;
  role: Role;
}

export interface UserBadge extends BaseRecord {
  user: string;
  badge: string;
  earned_at: string;
}

/** Collections a device keeps, by their server names. */
export interface SyncedRecords {
  cities: City;
  place_categories: PlaceCategory;
  tastemakers: Tastemaker;
  city_tastemakers: CityTastemaker;
  vibes: Vibe;
  tastemaker_vibes: TastemakerVibe;
  badges: Badge;
  places: Place;
  tastemaker_places: TastemakerPlace;
  place_vibes: PlaceVibe;
  recommendations: Recommendation;
  events: CityEvent;
  activity_feed: ActivityItem;
  reviews: Review;
  profiles: Profile;
  saved_places: SavedPlace;
  collections: Collection;
  collection_places: CollectionPlace;
  vibe_profiles: VibeProfile;
  vibe_profile_vibes: VibeProfileVibe;
  user_vibes: UserVibe;
  entitlements: Entitlement;
  city_purchases: CityPurchase;
  user_roles: UserRole;
  user_badges: UserBadge;
  pins: Pin;
  day_plans: DayPlan;
  collection_members: CollectionMember;
  collection_reactions: CollectionReaction;
}
export type SyncedCollection = keyof SyncedRecords;
