import { useId, useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from '#/toast';
import { useCityPlaces } from '#/data/queries/places';
import { curatePlace } from '#/data/server/subscriptions';
import type { City, PlaceView } from '#/domain/types';
import { Button, Spinner, inputClass } from '../ui';
import { NewPlaceForm } from './new-place-form';
import { usePlaceEdit } from './run-edit';

const MAX_MATCHES = 8;

function Match({ place, open, onOpen, onDone }: { place: PlaceView; open: boolean; onOpen: () => void; onDone: () => void }) {
  const [note, setNote] = useState('');
  const { run, busy } = usePlaceEdit();
  const noteId = useId();
  const add = async () => {
    if (await run(() => curatePlace(place.id, note.trim()))) {
      toast.success('Added to your places');
      setNote('');
      onDone();
    }
  };
  return (
    <li className="rounded-xl bg-card-2 p-3">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium">{place.name}</p>
          {place.neighborhood && <p className="truncate text-xs text-muted">{place.neighborhood}</p>}
        </div>
        {!open && (
          <Button variant="secondary" className="min-h-11 min-w-11" onClick={onOpen}>
            Add
          </Button>
        )}
      </div>
      {open && (
        <div className="mt-2 space-y-2">
          <label htmlFor={noteId} className="text-xs text-muted">
            Short note (optional)
          </label>
          <textarea id={noteId} className={inputClass} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          <Button className="min-h-11" onClick={() => void add()} disabled={busy}>
            {busy ? 'Adding…' : 'Add place'}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Add a place: search the places this device holds in the city (a
 * tastemaker's curation scope: what they may read, their picks and the places
 * they added), or add one the catalog lacks.
 */
export function AddPlace({ city, curatedIds }: { city: City | null | undefined; curatedIds: Set<string> }) {
  const places = useCityPlaces(city?.id);
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState('');
  const [adding, setAdding] = useState(false);
  const searchId = useId();
  const term = query.trim().toLowerCase();
  const matches = useMemo(
    () =>
      !term || !places
        ? []
        : places
            .filter((p) => !curatedIds.has(p.id) && (p.name.toLowerCase().includes(term) || p.neighborhood.toLowerCase().includes(term)))
            .slice(0, MAX_MATCHES),
    [places, term, curatedIds],
  );
  if (city === undefined) return <Spinner />;
  if (!city) return null;
  return (
    <section aria-labelledby={`${searchId}-heading`} className="space-y-3 rounded-2xl border border-app bg-card p-4">
      <h2 id={`${searchId}-heading`} className="font-semibold">
        Add a place
      </h2>
      <div className="space-y-1">
        <label htmlFor={searchId} className="text-sm">
          Find a place in {city.name}
        </label>
        <input
          id={searchId}
          type="search"
          className={`${inputClass} min-h-11`}
          value={query}
          placeholder="Name or neighbourhood"
          aria-describedby={`${searchId}-help`}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p id={`${searchId}-help`} className="text-xs text-muted">
          Lists the places you can open: your own, the ones you saved, and the picks of tastemakers you follow.
        </p>
      </div>
      {term && !places && <Spinner />}
      {term && places && matches.length === 0 && <p className="text-sm text-muted">No matching places</p>}
      {matches.length > 0 && (
        <ul className="space-y-2" aria-label="Matching places">
          {matches.map((p) => (
            <Match
              key={p.id}
              place={p}
              open={openId === p.id}
              onOpen={() => setOpenId(p.id)}
              onDone={() => {
                setOpenId('');
                setQuery('');
              }}
            />
          ))}
        </ul>
      )}
      {adding ? (
        <NewPlaceForm
          city={city}
          initialName={query.trim()}
          onDone={(added) => {
            setAdding(false);
            if (added) setQuery('');
          }}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-x-2 border-t border-app pt-3">
          <p className="text-sm text-muted">Can't find it?</p>
          <Button variant="ghost" className="-ml-2 min-h-11 text-brand" onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden /> Add a new place
          </Button>
        </div>
      )}
    </section>
  );
}
