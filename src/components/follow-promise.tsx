// What a follow opens, city by city, and the cities whose picks wait for the
// city itself (src/domain/offers.ts): shown wherever a follow is sold.
import { followGiftLine, type FollowOffer } from '#/domain/offers';

/** What a follow opens, or would, for this user. */
export function FollowPromise({ offer }: { offer: FollowOffer }) {
  const gives = followGiftLine(offer);
  const open = offer.gives.map((gift) => gift.cityName).join(' and ');
  const locked = offer.lockedCities.map((c) => c.name).join(' and ');
  const lines = [
    gives ? `Opens ${gives}.` : open ? `Their places in ${open} are open to you already: following adds their notes.` : '',
    locked ? `Their places in ${locked} open only once you unlock ${offer.lockedCities.length === 1 ? 'it' : 'them'}.` : '',
  ].filter(Boolean);
  if (!lines.length) return null;
  return (
    <p className="mb-4 rounded-xl bg-card-2 px-3 py-2 text-sm" data-testid="follow-promise">
      {lines.join(' ')}
    </p>
  );
}
