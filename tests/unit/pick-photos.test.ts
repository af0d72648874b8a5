// A tastemaker's own photo of a place they picked (a pick's photo): where the
// dashboard's picker puts a photo, which pick photo a place without a photo of
// its own shows, and that 'Make available offline' saves what cards show.
import { describe, expect, it } from 'vitest';
import { choosePickPhoto } from '#/data/queries/places';
import { photoTargetOf } from '#/data/queries/tastemakers';
import { pictureOf, pictureUrls } from '#/domain/images';
import type { PlaceView, Tastemaker, TastemakerPlace } from '#/domain/types';

const art = '/images/generated/places/cafe-2.svg';

describe('a place without a photo of its own', () => {
  it("shows its pick's photo, at the place's shape, falling back to the artwork", () => {
    const place = { id: 'p1', image: art, photo: '', pickPhoto: { id: 'pick1', photo: 'mine_x1.png' } };
    expect(pictureOf('places', place)).toEqual({ src: '/api/files/tastemaker_places/pick1/mine_x1.png?thumb=800x500', fallback: art });
    expect(pictureUrls('places', place)).toEqual(['/api/files/tastemaker_places/pick1/mine_x1.png?thumb=800x500', art]);
  });

  it("keeps the place's own photo first, and saves only what shows", () => {
    const place = { id: 'p1', image: art, photo: 'front.jpg', pickPhoto: { id: 'pick1', photo: 'mine.png' } };
    expect(pictureOf('places', place).src).toBe('/api/files/places/p1/front.jpg?thumb=800x500');
    expect(pictureUrls('places', place)).toEqual(['/api/files/places/p1/front.jpg?thumb=800x500', art]);
  });

  it('shows the artwork without any photo, and a pick photo only ever pictures a place', () => {
    expect(pictureOf('places', { id: 'p1', image: art, pickPhoto: null })).toEqual({ src: art, fallback: art });
    expect(pictureOf('cities', { id: 'c1', image: '/c.svg', pickPhoto: { id: 'pick1', photo: 'x.png' } }).src).toBe('/c.svg');
  });
});

const tastemaker = (id: string, followers: number): Tastemaker => ({ id, followers, status: 'approved' }) as Tastemaker;
const pick = (id: string, tastemakerId: string, photo = ''): TastemakerPlace =>
  ({ id, tastemaker: tastemakerId, place: 'p1', city: 'c1', note: '', photo }) as TastemakerPlace;

describe('which pick photo a place shows', () => {
  const byId = new Map([
    ['own', tastemaker('own', 0)],
    ['followed', tastemaker('followed', 10)],
    ['star', tastemaker('star', 900)],
    ['popular', tastemaker('popular', 500)],
  ]);

  it("prefers the user's own pick, then a followed tastemaker's, then the most followed", () => {
    const picks = [pick('a', 'star', 'a.png'), pick('b', 'followed', 'b.png'), pick('c', 'own', 'c.png')];
    expect(choosePickPhoto(picks, byId, new Set(['own']), new Set(['followed']))).toEqual({ id: 'c', photo: 'c.png' });
    expect(choosePickPhoto(picks, byId, new Set(), new Set(['followed']))).toEqual({ id: 'b', photo: 'b.png' });
    expect(choosePickPhoto([pick('p', 'popular', 'p.png'), ...picks], byId, new Set(), new Set())).toEqual({ id: 'a', photo: 'a.png' });
  });

  it('skips picks without a photo and tastemakers the device does not show, and says none when none is left', () => {
    expect(choosePickPhoto([pick('a', 'own'), pick('b', 'gone', 'b.png')], byId, new Set(['own']), new Set())).toBeNull();
    expect(choosePickPhoto([], byId, new Set(), new Set())).toBeNull();
  });

  it('breaks ties by pick id, so every screen shows the same one', () => {
    const twins = new Map([
      ['t1', tastemaker('t1', 5)],
      ['t2', tastemaker('t2', 5)],
    ]);
    const chosen = choosePickPhoto([pick('z', 't1', 'z.png'), pick('m', 't2', 'm.png')], twins, new Set(), new Set());
    expect(chosen?.id).toBe('m');
  });
});

describe("where the dashboard's picker puts a photo", () => {
  const place = (added_by: string, photo = '') => ({ id: 'p1', added_by, photo }) as PlaceView;
  const own = { id: 'pick1', photo: 'mine.png' };

  it('on the place, when this tastemaker added it', () => {
    expect(photoTargetOf('tm1', place('tm1', 'front.jpg'), own)).toEqual({ collection: 'places', id: 'p1', photo: 'front.jpg' });
  });

  it("on the pick, for a place of the catalog or another tastemaker's", () => {
    expect(photoTargetOf('tm1', place(''), own)).toEqual({ collection: 'tastemaker_places', id: 'pick1', photo: 'mine.png' });
    expect(photoTargetOf('tm1', place('tm2', 'theirs.jpg'), own)).toEqual({
      collection: 'tastemaker_places',
      id: 'pick1',
      photo: 'mine.png',
    });
  });
});
