import { Fragment, startTransition, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Search as SearchIcon } from 'lucide-react';
import { useActiveCity } from '#/data/queries/active-city';
import { usePins } from '#/data/queries/pins';
import { useReadableCity } from '#/data/queries/places';
import { useCityTastemakers } from '#/data/queries/tastemakers';
import { usePlaceSearch } from '#/data/search/use-place-search';
import { matchesCategoryChip, SEARCH_CHIPS, type SearchChip } from '#/domain/categories';
import { explainsHiddenPlaces, suggestTastemakers, tastemakersNotFollowed } from '#/domain/shown-places';
import { useSessionStore } from '#/stores/session';
import { openCount, openCountLine } from '#/domain/offers';
import { PlaceCard } from '#/components/place-card';
import { HiddenPlacesNote } from '#/components/search/hidden-places-note';
import { NearMeNote, NearMeToggle } from '#/components/search/near-me';
import { useReferencePoint } from '#/data/location/use-reference-point';
import { usePosition } from '#/data/location/use-position';
import { useRememberArea } from '#/data/location/use-remember-area';
import { sortByDistance } from '#/domain/geo';
import { Button, chipClass, EmptyState, inputClass, SafeImage, Spinner } from '#/components/ui';
import { pictureOf } from '#/domain/images';
import { placesInArea, type MapBounds } from '#/domain/map';
import { ListMapToggle, usePlacesView, type PlacesView } from '#/components/map/list-map-toggle';
import { PlaceMap } from '#/components/map/place-map';
import { DRAWING_MARKER } from '#/data/scroll';

/** Cards rendered at first and added by each 'Show more': a city can hold thousands of matches, a city guide's seed fits. */
const PAGE = 200;
/**
 * Cards in the list's first draw: more than a phone's screen shows, and than a stored screen holds
 * (src/data/cache/screen-capture.ts). The rest of the page follows in a transition, which React
 * renders in slices between taps: on a phone, 200 cards at once held the screen for half a second.
 */
const FIRST_DRAW = 24;
const byName = new Intl.Collator().compare;

export function Component() {
  return <SearchScreen defaultView="list" />;
}

/** Search as a list, or as a map (/map, and the toggle): the same query and filters choose the places and the pins. */
export function SearchScreen({ defaultView }: { defaultView: PlacesView }) {
  const [view, setView] = usePlacesView(defaultView);
  // "Search this area": the box the map showed when the user asked; null for the whole city.
  const [area, setArea] = useState<MapBounds | null>(null);
  const userId = useSessionStore((s) => s.userId);
  const active = useActiveCity();
  const city = active?.city ?? undefined;
  // The places, the scope they were read by, the user's access and saved places: one read of the device.
  const reading = useReadableCity(active && (active.city?.id ?? null), userId);
  const places = reading?.places;
  const scope = reading?.scope;
  const cityTastemakers = useCityTastemakers(city?.id);
  const access = reading?.access;
  const saved = reading?.saved;
  const pins = usePins(userId);
  const [query, setQuery] = useState('');
  const [chip, setChip] = useState<SearchChip>('all');
  const [shown, setShown] = useState(PAGE);
  const [drawnAll, setDrawnAll] = useState(false);
  // Near me: nearest first from the reference point (the position when shared, else the area chosen last, else the centre).
  const [nearOn, setNearOn] = useState(false);
  const here = useReferencePoint(city, { follow: nearOn });
  const location = usePosition();

  // The places the access policy lets this user read: the ones Home's Hot Places and the guide show too.
  const visible = places;
  // The city's tastemakers whose picks this user does not read yet.
  const notFollowed = useMemo(
    () => (scope && cityTastemakers ? tastemakersNotFollowed(cityTastemakers, scope.grants) : []),
    [scope, cityTastemakers],
  );

  // Best matches first: from a scan of the list at once, from the city's index once it is built.
  const found = usePlaceSearch(city?.id, visible, query, { here, always: nearOn });
  useRememberArea(city?.id, found?.where);
  const showDistance = (nearOn || !!found?.nearMe) && !!here;
  const byId = useMemo(() => new Map(visible?.map((p) => [p.id, p])), [visible]);
  // The traveller's own pins in this city (issue 33) are on its map whatever the query: they are theirs, not results.
  const cityPins = useMemo(() => (pins ?? []).filter((p) => p.city === city?.id), [pins, city?.id]);
  // Without a query: best rated first.
  const byRating = useMemo(() => visible && [...visible].sort((a, b) => b.rating - a.rating || byName(a.name, b.name)), [visible]);
  // The matches the chip lets through, and where the partial ones start among them.
  const matched = useMemo(() => {
    if (!byRating || !found) return undefined;
    if (!query.trim()) {
      const all = (nearOn && here ? sortByDistance(byRating, here) : byRating).filter((p) => matchesCategoryChip(p.categoryKeys, chip));
      return { results: all, partialFrom: all.length };
    }
    const results: typeof byRating = [];
    let partialFrom = -1;
    found.ids.forEach((id, i) => {
      const place = byId.get(id);
      if (!place || !matchesCategoryChip(place.categoryKeys, chip)) return;
      if (i >= found.partialFrom && partialFrom === -1) partialFrom = results.length;
      results.push(place);
    });
    return { results, partialFrom: partialFrom === -1 ? results.length : partialFrom };
  }, [byRating, byId, found, query, chip, nearOn, here]);
  const inArea = useMemo(() => {
    if (!matched || !area) return matched;
    const results = placesInArea(matched.results, area);
    return { results, partialFrom: placesInArea(matched.results.slice(0, matched.partialFrom), area).length };
  }, [matched, area]);
  const results = inArea?.results;
  const partialFrom = inArea?.partialFrom ?? 0;
  // Found little: name the tastemakers whose picks would add places, those whose specialties speak of the search first.
  const suggested = useMemo(
    () =>
      results && explainsHiddenPlaces(results.length, notFollowed.length) ? suggestTastemakers(notFollowed, { query, category: chip }) : [],
    [results, notFollowed, query, chip],
  );

  const ready = active !== undefined && !!results && !!saved && !!access;
  useEffect(() => {
    if (ready) startTransition(() => setDrawnAll(true));
  }, [ready]);

  if (!ready) return <Spinner />;

  return (
    // Drawn with its results: a stored screen of it goes now (src/data/cache/screen-release.ts).
    // Until its list's second step is drawn, a return to a card far down waits for it (src/data/scroll.ts).
    <main
      data-screen-drawn
      {...(drawnAll ? {} : { [DRAWING_MARKER]: '' })}
      className={`mx-auto max-w-xl space-y-4 px-4 pt-4 ${view === 'map' ? 'pb-0' : 'pb-8'}`}
    >
      {city && view === 'list' && (
        <Link to={`/city/${city.slug}`} className="relative block overflow-hidden rounded-2xl">
          <SafeImage {...pictureOf('cities', city)} alt={city.name} className="h-24 w-full object-cover" loading="eager" />
          <span className="absolute inset-0 flex items-end bg-gradient-to-t from-black/70 to-transparent p-3 text-lg font-bold text-white">
            {city.name}
          </span>
        </Link>
      )}
      {city && visible && (
        // How much of the city is open to the user (src/domain/offers.ts): never a count they cannot reach.
        <p className="text-sm text-muted" data-testid="open-count">
          {openCountLine(openCount(visible.length, city))}
        </p>
      )}
      <label className="relative block">
        <span className="sr-only">Search places</span>
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
        <input
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setShown(PAGE);
          }}
          placeholder="Search places, neighborhoods, vibes…"
          aria-label="Search places"
          className={`${inputClass} pl-9`}
        />
      </label>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <NearMeToggle
          on={nearOn}
          pending={location.pending}
          onToggle={() => {
            // The browser is asked only now, and only when it has not answered yet.
            if (!nearOn && location.status !== 'granted' && location.status !== 'denied') void location.request();
            setNearOn(!nearOn);
            setShown(PAGE);
          }}
        />
        {(nearOn || !!found?.nearMe) && <NearMeNote here={here} status={location.status} pending={location.pending} />}
      </div>
      <div className="scrollbar-hidden -mx-4 flex gap-2 overflow-x-auto px-4 pb-1" role="group" aria-label="Categories">
        {SEARCH_CHIPS.map((c) => (
          <button
            key={c.value}
            type="button"
            aria-pressed={chip === c.value}
            onClick={() => {
              setChip(c.value);
              setShown(PAGE);
            }}
            className={chipClass(chip === c.value)}
          >
            {c.label}
          </button>
        ))}
      </div>
      {visible && visible.length === 0 ? (
        <EmptyState title="Subscribe to tastemakers to unlock curated places">
          <Link to="/tastemakers" className="inline-block rounded-full bg-brand-strong px-4 py-2 font-semibold text-white">
            Discover Tastemakers
          </Link>
        </EmptyState>
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-muted" data-testid="results-count">
              {results.length} {results.length === 1 ? 'place' : 'places'}
              {area && ' in this area'}
            </p>
            <ListMapToggle view={view} onChange={setView} />
          </div>
          {area && (
            // On the map it floats over the map's foot: above it, it would push the map down and shorten it, and part of the
            // area just searched would leave the view while the count still counts it.
            <Button
              variant="secondary"
              className={
                view === 'map' ? 'fixed bottom-[calc(var(--bottom-bar-height)+1.5rem)] left-1/2 z-10 -translate-x-1/2 shadow-lg' : 'w-full'
              }
              onClick={() => setArea(null)}
            >
              Show places in all of {city?.name ?? 'the city'}
            </Button>
          )}
          {view === 'map' ? (
            <PlaceMap
              places={results}
              citySlug={city?.slug}
              area={area}
              onSearchArea={setArea}
              nearMe={nearOn && here?.source === 'position' ? here : null}
              distanceFrom={showDistance && here ? here : undefined}
              ownPins={cityPins}
              fill
            />
          ) : results.length === 0 && found?.complete === false ? (
            // A typo finds nothing until the city's index is ready (a moment after the screen opens).
            <Spinner label="Searching…" />
          ) : results.length === 0 ? (
            <EmptyState title="No places found. Try adjusting your filters." />
          ) : (
            <div className="space-y-3">
              {results.slice(0, drawnAll ? shown : Math.min(shown, FIRST_DRAW)).map((place, i) => (
                <Fragment key={place.id}>
                  {i === partialFrom && (
                    // Places after this meet only some parts of the query ("seongsu cafe": a cafe elsewhere, or Seongsu but no cafe).
                    <h2 className="pt-2 text-sm font-semibold text-muted" data-testid="partial-matches">
                      Partial matches
                    </h2>
                  )}
                  <div data-partial={i >= partialFrom ? '' : undefined}>
                    <PlaceCard
                      place={place}
                      saved={saved.has(place.id)}
                      signedIn={!!userId}
                      accessible={access.tastemakers}
                      from={showDistance ? here : undefined}
                    />
                  </div>
                </Fragment>
              ))}
              {results.length > shown && (
                <Button variant="secondary" className="w-full" onClick={() => setShown(shown + PAGE)}>
                  Show more places
                </Button>
              )}
            </div>
          )}
          {view === 'list' && suggested.length > 0 && !(results.length === 0 && found?.complete === false) && (
            <HiddenPlacesNote tastemakers={suggested} />
          )}
        </>
      )}
    </main>
  );
}
