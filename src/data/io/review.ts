// The review of an import before anything is written (issue 33): each item
// matched to the places this device holds (the catalog of the cities the
// traveller may open, read from Dexie, offline), with what the review screen
// shows of each candidate.
import { matchIndex, matchItems, type ReviewedItem } from '#/domain/places-io/match';
import type { ImportedItem } from '#/domain/places-io/items';
import { planImport, type CityPoint, type ImportPlan } from '#/domain/places-io/plan';
import { catalogRows } from '../catalog/chunks';
import type { TastemapDB } from '../db';

export interface CandidatePlace {
  id: string;
  name: string;
  nameLocal: string;
  neighborhood: string;
  city: string;
}

export interface ImportReview {
  reviewed: ReviewedItem[];
  places: ReadonlyMap<string, CandidatePlace>;
  cities: CityPoint[];
}

export async function reviewImport(database: TastemapDB, userId: string, items: readonly ImportedItem[]): Promise<ImportReview> {
  const [places, cities, pins] = await Promise.all([
    catalogRows(database, 'places'),
    database.cities.toArray(),
    database.pins.where('user').equals(userId).primaryKeys(),
  ]);
  const cityNames = new Map(cities.map((c) => [c.id, c.name]));
  const reviewed = matchItems(matchIndex(places, cities, pins), items);
  return {
    reviewed,
    places: new Map(
      places.map((p) => [
        p.id,
        { id: p.id, name: p.name, nameLocal: p.name_local, neighborhood: p.neighborhood, city: cityNames.get(p.city) ?? '' },
      ]),
    ),
    cities: cities.map((c) => ({ id: c.id, latitude: c.latitude, longitude: c.longitude })),
  };
}

export function planReviewedImport(review: ImportReview, picks: ReadonlyMap<number, string | null>): ImportPlan {
  return planImport(review.reviewed, picks, review.cities);
}
