// "Near me" in a query, one rule for search and the guide: "coffee near me"
// asks for coffee, nearest first from where distances are measured (the
// traveller, the area chosen last, or the city centre), and leaves nothing out.
import { describe, expect, it } from 'vitest';
import { distanceMeters, referencePoint } from '#/domain/geo';
import { searchByMeaning, understand } from '#/domain/query';
import { distanceFromHere, guideReferencePoint, readNearInput, recommend } from '#/domain/recommender';
import { seedGuide, seedViews } from '../support/seed-places';

const seoul = seedViews('seoul');
const byId = new Map(seoul.map((p) => [p.id, p]));
const SEOUL_CENTRE = { latitude: 37.5665, longitude: 126.978 };
/** By Seongsu's cafés, near Seoul Forest. */
const IN_SEONGSU = { latitude: 37.5446, longitude: 127.0557 };
const you = referencePoint({ city: SEOUL_CENTRE, position: IN_SEONGSU })!;
const centre = referencePoint({ city: SEOUL_CENTRE })!;

const metres = (id: string, from: { latitude: number; longitude: number }) => distanceMeters(byId.get(id)!, from);
const increasing = (values: number[]) => values.every((v, i) => i === 0 || v >= values[i - 1]! - 10);

describe('understanding "near me"', () => {
  it.each(['coffee near me', 'ramen near me', 'near me', 'cafes nearby', 'closest bar', 'ramen within walking distance', '근처 카페'])(
    'reads %j as near the traveller',
    (query) => {
      const meaning = understand(query, seoul, { here: you });
      expect(meaning.nearMe).toBe(true);
      expect(meaning.where).toMatchObject({ kind: 'here', name: 'you', latitude: IN_SEONGSU.latitude });
      // "me", "near", "walking" are not words a place must have.
      expect(meaning.needs.filter((n) => n.type === 'word')).toEqual([]);
    },
  );

  it('keeps what was asked for beside it', () => {
    expect(understand('coffee near me', seoul, { here: you }).needs.map((n) => n.label)).toEqual(
      understand('coffee', seoul).needs.map((n) => n.label),
    );
    expect(understand('ramen near me', seoul, { here: you }).needs.map((n) => n.label)).toEqual(['ramen']);
  });

  it('lets a place the query names win: "near Hongdae", "홍대 근처", "coffee near me in Seongsu"', () => {
    expect(understand('cafe near hongdae', seoul, { here: you })).toMatchObject({ nearMe: false, where: { name: 'Hongdae' } });
    expect(understand('홍대 근처 카페', seoul, { here: you }).where?.name).toBe('Hongdae');
    expect(understand('coffee near me in seongsu', seoul, { here: you })).toMatchObject({ nearMe: true, where: { name: 'Seongsu' } });
  });

  it('does not read "close" or a question without it as near me', () => {
    expect(understand('when do cafes close', seoul, { here: you }).nearMe).toBe(false);
    expect(understand('coffee', seoul, { here: you })).toMatchObject({ nearMe: false, where: null });
  });

  it('measures from the middle of the city when no point is given, and from the given one when the screen turns it on', () => {
    expect(understand('coffee near me', seoul).where).toMatchObject({ kind: 'here', name: 'the city centre' });
    expect(understand('coffee', seoul, { here: you, always: true })).toMatchObject({ nearMe: true, where: { kind: 'here', name: 'you' } });
  });
});

describe('search ranks "near me" by distance', () => {
  it('lists every place, nearest first, for "near me"', () => {
    const { ids, partialFrom } = searchByMeaning('near me', seoul, undefined, { here: you });
    expect(ids.length).toBe(seoul.filter((p) => p.latitude).length);
    expect(partialFrom).toBe(ids.length);
    expect(increasing(ids.map((id) => metres(id, IN_SEONGSU)))).toBe(true);
    expect(byId.get(ids[0]!)!.neighborhood).toBe('Seongsu');
  });

  it('puts Seongsu cafés first for "coffee near me" in Seongsu, and the centre\'s without a position', () => {
    const near = searchByMeaning('coffee near me', seoul, undefined, { here: you });
    const fits = near.ids.slice(0, near.partialFrom);
    expect(fits.length).toBeGreaterThan(5);
    expect(increasing(fits.map((id) => metres(id, IN_SEONGSU)))).toBe(true);
    expect(fits.slice(0, 3).map((id) => byId.get(id)!.neighborhood)).toEqual(['Seongsu', 'Seongsu', 'Seongsu']);
    const fromCentre = searchByMeaning('coffee near me', seoul, undefined, { here: centre });
    expect(byId.get(fromCentre.ids[0]!)!.neighborhood).not.toBe('Seongsu');
    expect(fromCentre.partialFrom).toBeGreaterThan(5);
    expect(increasing(fromCentre.ids.slice(0, fromCentre.partialFrom).map((id) => metres(id, SEOUL_CENTRE)))).toBe(true);
  });

  it('sorts a plain word by distance when Near me is on', () => {
    const { ids, partialFrom } = searchByMeaning('noodles', seoul, undefined, { here: you, always: true });
    expect(partialFrom).toBeGreaterThan(1);
    expect(increasing(ids.slice(0, partialFrom).map((id) => metres(id, IN_SEONGSU)))).toBe(true);
  });
});

describe('the guide answers "coffee near me"', () => {
  const guide = seedGuide('seoul');

  it('recommends the nearest cafés to the traveller, saying how far on foot', () => {
    const answer = recommend('coffee near me', seoul, guide, 'Seoul', [], you);
    expect(answer.places.length).toBeGreaterThanOrEqual(3);
    expect(answer.places.slice(0, 3).map((p) => byId.get(p.id)!.neighborhood)).toEqual(['Seongsu', 'Seongsu', 'Seongsu']);
    expect(answer.places[0]!.reason).toMatch(/\d+ m, \d+ min walk away/);
  });

  it('says how far a place is from the point asked for by the one rule: a walk within about 2 km, the distance alone beyond', () => {
    // From a point only: an area ("in Gangnam") is a region, with no distance from it (guide-areas.test.ts).
    const reasons = ['restaurant near Myeong-dong Station', 'rooftop bar near Gangnam Station'].flatMap((query) =>
      recommend(query, seoul, guide, 'Seoul').places.map((p) => p.reason ?? ''),
    );
    const distances = reasons.flatMap((reason) => {
      const found = /([\d.]+) (m|km)(, \d+ min walk)? from (Myeong-dong Station|Gangnam Station)/.exec(reason);
      return found ? [{ metres: Number(found[1]) * (found[2] === 'km' ? 1000 : 1), walk: !!found[3] }] : [];
    });
    expect(distances.filter((d) => d.walk).length).toBeGreaterThan(0);
    expect(distances.filter((d) => !d.walk).length).toBeGreaterThan(0);
    for (const { metres, walk } of distances) expect(walk).toBe(metres <= 2000);
  });

  it('recommends from the city centre without a position, and never fails', () => {
    const answer = recommend('coffee near me', seoul, guide, 'Seoul');
    expect(answer.places.length).toBeGreaterThanOrEqual(3);
    expect(answer.message).toMatch(/from the city centre/);
    expect(recommend('near me', [], guide, 'Seoul').places).toEqual([]);
  });
});

describe('what the device sends the guide', () => {
  it('allows a position in the city and a known area', () => {
    expect(guideReferencePoint(readNearInput({ position: IN_SEONGSU }), SEOUL_CENTRE, seoul)?.source).toBe('position');
    expect(guideReferencePoint(readNearInput({ area: 'seongsu' }), SEOUL_CENTRE, seoul)).toMatchObject({ source: 'area', name: 'Seongsu' });
  });

  it('ignores a broken position, one outside the city and an unknown area, using the centre', () => {
    for (const near of [
      { position: { latitude: 'x', longitude: 127 } },
      { position: { latitude: 37.5, longitude: 1e9 } },
      { position: { latitude: 35.18, longitude: 129.08 } },
      { area: 'Atlantis' },
      { area: 'x'.repeat(500) },
      'near',
      null,
    ])
      expect(guideReferencePoint(readNearInput(near), SEOUL_CENTRE, seoul)?.source).toBe('city');
  });
});

describe('how far the guide says a place is', () => {
  it('is the distance and the walk, from whoever "near me" measures from', () => {
    const area = guideReferencePoint(readNearInput({ area: 'seongsu' }), SEOUL_CENTRE, seoul)!;
    // About 1.1 km east along the same latitude: 1.1 km, a 14-15 minute walk.
    const east = { latitude: IN_SEONGSU.latitude, longitude: IN_SEONGSU.longitude + 0.0125 };
    expect(distanceFromHere(east, you)).toMatch(/^1\.1 km, 1[45] min walk from you$/);
    expect(distanceFromHere(IN_SEONGSU, centre)).toBe('7.3 km from the city centre');
    expect(distanceFromHere(east, area)).toMatch(/ from Seongsu$/);
  });

  it('is nothing when the place or the point has no position', () => {
    expect(distanceFromHere({}, you)).toBe('');
    expect(distanceFromHere({ latitude: 0, longitude: 0 }, you)).toBe('');
    expect(distanceFromHere(IN_SEONGSU, null)).toBe('');
  });
});
