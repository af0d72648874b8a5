// Which picture a screen shows, and who may change a photo (src/domain/images.ts).
import { describe, expect, it } from 'vitest';
import {
  PHOTO_MAX_BYTES,
  PHOTO_RULES_MESSAGE,
  PLACEHOLDER_IMAGE,
  mayChangePhoto,
  photoProblem,
  pictureOf,
  pictureUrls,
} from '#/domain/images';

const place = { id: 'p1', image: '/images/generated/places/seoul/mongtan.svg' };

describe('pictures', () => {
  it('shows an uploaded photo at the shape of its kind, falling back to the artwork, then the placeholder', () => {
    expect(pictureOf('places', { ...place, photo: 'front_ab12.jpg' })).toEqual({
      src: '/api/files/places/p1/front_ab12.jpg?thumb=800x500',
      fallback: place.image,
    });
    expect(pictureOf('tastemakers', { id: 't1', image: '/a.svg', photo: 'me.png' }).src).toBe(
      '/api/files/tastemakers/t1/me.png?thumb=240x240',
    );
    expect(pictureOf('places', { ...place, photo: '' })).toEqual({ src: place.image, fallback: place.image });
    expect(pictureOf('cities', { id: 'c1', image: '' })).toEqual({ src: PLACEHOLDER_IMAGE, fallback: PLACEHOLDER_IMAGE });
    expect(pictureOf('cities', undefined).src).toBe(PLACEHOLDER_IMAGE);
  });

  it('saves both the photo and its artwork for offline use', () => {
    expect(pictureUrls('places', { ...place, photo: 'x.webp' })).toEqual(['/api/files/places/p1/x.webp?thumb=800x500', place.image]);
    expect(pictureUrls('places', place)).toEqual([place.image]);
  });

  it('refuses files that are not JPEG, PNG or WebP, or too large, before uploading', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 1000 })).toBe('');
    expect(photoProblem({ type: 'image/svg+xml', size: 1000 })).toBe(PHOTO_RULES_MESSAGE);
    expect(photoProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(PHOTO_RULES_MESSAGE);
    expect(photoProblem({ type: 'image/png', size: 0 })).not.toBe('');
  });
});

describe('who changes a photo', () => {
  const tastemaker = { roles: ['tastemaker'] as const, ownTastemakers: ['tm1'] };
  it('lets admins change any, and tastemakers their portrait, the places they added and their own picks', () => {
    expect(mayChangePhoto({ roles: ['admin'], ownTastemakers: [] }, 'cities', { id: 'c1' })).toBe(true);
    expect(mayChangePhoto({ roles: ['admin'], ownTastemakers: [] }, 'places', { id: 'p1', added_by: 'tm2' })).toBe(true);
    expect(mayChangePhoto(tastemaker, 'tastemakers', { id: 'tm1' })).toBe(true);
    expect(mayChangePhoto(tastemaker, 'places', { id: 'p1', added_by: 'tm1' })).toBe(true);
    expect(mayChangePhoto(tastemaker, 'tastemaker_places', { id: 'pick1', tastemaker: 'tm1' })).toBe(true);
  });
  it("refuses the shared photo of a place others curate, others' picks, other portraits, cities, and users without the role", () => {
    expect(mayChangePhoto(tastemaker, 'places', { id: 'p1', added_by: '' })).toBe(false);
    expect(mayChangePhoto(tastemaker, 'places', { id: 'p1', added_by: 'tm2' })).toBe(false);
    expect(mayChangePhoto(tastemaker, 'tastemaker_places', { id: 'pick2', tastemaker: 'tm2' })).toBe(false);
    expect(mayChangePhoto(tastemaker, 'tastemakers', { id: 'tm2' })).toBe(false);
    expect(mayChangePhoto(tastemaker, 'cities', { id: 'c1' })).toBe(false);
    expect(mayChangePhoto({ roles: [], ownTastemakers: ['tm1'] }, 'places', { id: 'p1', added_by: 'tm1' })).toBe(false);
  });
});
