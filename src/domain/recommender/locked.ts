// What the free tier is told of the picks it cannot see: when the places that
// fit every part of a question belong to tastemakers the traveller does not
// follow, the guide says whose they are and how many, never which places
// ("Jiwon Seo (barista) picks 3 quiet cafés in Seongsu. Follow for
// $0.99/month to see them"), then answers from what is open. The price is
// the follow's own (../offers.ts). The server knows the places a traveller
// cannot read; the device, offline, does not, and says nothing of them.
import { FOLLOW_PRICE } from '../offers';
import { fitOf } from '../query/fit';
import type { MeaningPlace } from '../query/context';
import type { Meaning } from '../query/types';
import { describeMeaning } from './words';

export interface LockedPicks {
  /** Places of the city the traveller may not read, with the tastemakers who pick them: counted, never shown. */
  places: ReadonlyArray<MeaningPlace & { recommendedBy: readonly string[] }>;
  /** Tastemakers of the city the traveller does not follow. */
  tastemakers: ReadonlyArray<{ id: string; name: string; title: string }>;
}

/**
 * The sentence on the best fits the traveller cannot see, '' when there is nothing to say: only
 * when what is open has fewer than `enough` places fitting every part, and a tastemaker they do not
 * follow picks some that do (the one who picks most; ties by name).
 */
export function lockedLine(meaning: Meaning, locked: LockedPicks | undefined, openFits: number, enough: number): string {
  if (!locked || openFits >= enough || (!meaning.needs.length && !meaning.where)) return '';
  const fitting = locked.places.filter((place) => {
    const fit = fitOf(place, meaning);
    return fit.met === fit.parts;
  });
  if (!fitting.length) return '';
  const counted = locked.tastemakers
    .map((tastemaker) => ({ tastemaker, picks: fitting.filter((p) => p.recommendedBy.includes(tastemaker.id)).length }))
    .filter((c) => c.picks > 0)
    .sort((a, b) => b.picks - a.picks || a.tastemaker.name.localeCompare(b.tastemaker.name));
  const best = counted[0];
  if (!best) return '';
  const who = best.tastemaker.title ? `${best.tastemaker.name} (${best.tastemaker.title.toLowerCase()})` : best.tastemaker.name;
  const price = `${FOLLOW_PRICE.amount}/month`;
  return best.picks === 1
    ? `${who} has a pick for ${describeMeaning(meaning)}. Follow for ${price} to see it.`
    : `${who} picks ${best.picks} ${describeMeaning(meaning)}. Follow for ${price} to see them.`;
}
