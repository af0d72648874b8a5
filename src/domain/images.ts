// Pictures of cities, places and tastemakers: an uploaded photo when there is
// one (a PocketBase file field, served with thumbnails), else for a place the
// photo of a pick of it (a tastemaker's own picture of the place), else the
// generated artwork the seed points at (`image`), else the placeholder. The one home of
// the photo rules: the server's upload route checks `mayChangePhoto`, and every
// screen asks `pictureOf` what to show. The migrations that made the fields
// (1795000430, 1795000521) wrote these values out as they were then: changing
// one here needs a migration of its own.
import type { Role } from './types';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export const PHOTO_FIELD = 'photo';
/** The collections migration 1795000430 gave a photo. */
export const PHOTO_COLLECTIONS = ['cities', 'places', 'tastemakers'] as const;
/** Every record with a photo: those, and a tastemaker's pick (its own photo, migration 1795000521). */
export const PHOTO_TARGETS = [...PHOTO_COLLECTIONS, 'tastemaker_places'] as const;
export type PhotoCollection = (typeof PHOTO_TARGETS)[number];

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_RULES_MESSAGE = 'Photos must be JPEG, PNG or WebP images of at most 5 MB.';

/**
 * The sizes screens ask for, cropped from the centre by the server. One size
 * per shape keeps the image cache small and lets 'Make available offline'
 * fetch exactly the URLs the screens show.
 */
export const THUMBS = { wide: '800x500', square: '240x240' } as const;
export type ThumbShape = keyof typeof THUMBS;

/** The shape each kind of picture is shown in. */
export const SHAPE_OF: Record<PhotoCollection, ThumbShape> = {
  cities: 'wide',
  places: 'wide',
  tastemakers: 'square',
  tastemaker_places: 'wide',
};

export function isPhotoCollection(name: string): name is PhotoCollection {
  return (PHOTO_TARGETS as readonly string[]).includes(name);
}

export interface Pictured {
  id: string;
  /** The generated artwork's path (or any same-origin image). */
  image?: string;
  /** The uploaded photo's file name, '' or absent when there is none. */
  photo?: string;
  /**
   * A place only: a pick of it with its own photo (a `tastemaker_places` row),
   * shown when the place has no photo of its own (src/data/queries/places.ts
   * chooses which pick).
   */
  pickPhoto?: { id: string; photo?: string } | null;
}

/** The uploaded photo's URL at the collection's shape, or '' without one. */
export function photoUrl(collection: PhotoCollection, record: Pictured): string {
  if (!record.photo) return '';
  const name = encodeURIComponent(record.photo);
  return `/api/files/${collection}/${encodeURIComponent(record.id)}/${name}?thumb=${THUMBS[SHAPE_OF[collection]]}`;
}

/** A place's stand-in photo: the URL of its pick's photo, or '' without one. */
function pickPhotoUrl(collection: PhotoCollection, record: Pictured): string {
  return collection === 'places' && record.pickPhoto ? photoUrl('tastemaker_places', record.pickPhoto) : '';
}

/**
 * What an image element shows: the photo, else (a place) its pick's photo,
 * falling back to the artwork, then the placeholder.
 */
export function pictureOf(collection: PhotoCollection, record: Pictured | null | undefined): { src: string; fallback: string } {
  if (!record) return { src: PLACEHOLDER_IMAGE, fallback: PLACEHOLDER_IMAGE };
  const art = record.image || PLACEHOLDER_IMAGE;
  return { src: photoUrl(collection, record) || pickPhotoUrl(collection, record) || art, fallback: art };
}

/** Every URL a record's picture may load from, for saving a city's images ahead of a trip. */
export function pictureUrls(collection: PhotoCollection, record: Pictured | null | undefined): string[] {
  if (!record) return [];
  // The photo shown (the record's own, else a place's pick photo) and the artwork it falls back to.
  return [photoUrl(collection, record) || pickPhotoUrl(collection, record), record.image ?? ''].filter((url) => url.startsWith('/'));
}

/** Who is asking to change a photo, and what ties them to the record. */
export interface PhotoEditor {
  roles: readonly Role[];
  /** Tastemaker records of the caller's account. */
  ownTastemakers: readonly string[];
}

/** What of the record decides who owns its picture: who added a place, whose pick it is. */
export interface PhotoSubject {
  id: string;
  /** places: the tastemaker who added it ('' for the catalog's own). */
  added_by?: string;
  /** tastemaker_places: whose pick it is. */
  tastemaker?: string;
}

/**
 * A photo belongs to whoever owns what it shows. Admins change any photo. A
 * tastemaker changes their own portrait, the photo of a place they added, and
 * their own pick's photo; never the shared photo of a place others curate
 * (they picture their pick instead). City photos are the admins' alone.
 */
export function mayChangePhoto(editor: PhotoEditor, collection: PhotoCollection, record: PhotoSubject): boolean {
  if (editor.roles.includes('admin')) return true;
  if (!editor.roles.includes('tastemaker')) return false;
  const own = (tastemaker: string | undefined) => !!tastemaker && editor.ownTastemakers.includes(tastemaker);
  if (collection === 'tastemakers') return own(record.id);
  if (collection === 'places') return own(record.added_by);
  if (collection === 'tastemaker_places') return own(record.tastemaker);
  return false;
}

/** Why a chosen file cannot be a photo, checked before uploading; '' when it can. The server checks the content again. */
export function photoProblem(file: { type: string; size: number }): string {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type) || file.size > PHOTO_MAX_BYTES) return PHOTO_RULES_MESSAGE;
  if (file.size === 0) return 'This file is empty.';
  return '';
}
