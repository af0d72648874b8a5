import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '#/toast';
import type { OwnPick } from '#/data/queries/tastemakers';
import { uncuratePlace, updatePlaceNote } from '#/data/server/subscriptions';
import type { City } from '#/domain/types';
import { PhotoPicker } from '../photo-picker';
import { PlaceDetailsForm } from '../place-details-form';
import { Button, EmptyState, SafeImage, Spinner, inputClass } from '../ui';
import { AddPlace } from './add-place';
import { usePlaceEdit } from './run-edit';

const NOTE_MAX = 500;

function CuratedItem({ place }: { place: OwnPick }) {
  const [editing, setEditing] = useState(false);
  const [editingDetails, setEditingDetails] = useState(false);
  const [note, setNote] = useState(place.note);
  const { run, busy } = usePlaceEdit();
  const noteId = `note-${place.id}`;
  const save = async () => {
    if (await run(() => updatePlaceNote(place.id, note.trim()))) {
      toast.success('Note saved');
      setEditing(false);
    }
  };
  const remove = async () => {
    if (await run(() => uncuratePlace(place.id))) toast.success('Removed from your places');
  };
  return (
    <li className="rounded-2xl border border-app bg-card p-3" data-testid="curated-place">
      <div className="flex items-center gap-3">
        <SafeImage {...place.picture} alt="" className="h-12 w-20 shrink-0 rounded-xl object-cover" />
        <div className="min-w-0">
          <Link to={`/place/${place.id}`} className="inline-flex min-h-11 items-center font-semibold hover:underline">
            {place.name}
          </Link>
          {place.neighborhood && <p className="text-xs text-muted">{place.neighborhood}</p>}
        </div>
      </div>
      <div className="mt-2 space-y-1">
        <PhotoPicker collection={place.photoTarget.collection} record={place.photoTarget} name={place.name} />
        {place.photoTarget.collection === 'tastemaker_places' && (
          <p className="text-xs text-muted">Your own photo of this pick. Your followers see it where the place has no photo of its own.</p>
        )}
      </div>
      {editing ? (
        <div className="mt-2 space-y-2">
          <label htmlFor={noteId} className="text-xs text-muted">
            Note for {place.name}
          </label>
          <textarea
            id={noteId}
            className={inputClass}
            rows={3}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="flex gap-2">
            <Button className="min-h-11" onClick={() => void save()} disabled={busy}>
              Save note
            </Button>
            <Button
              variant="ghost"
              className="min-h-11"
              onClick={() => {
                setNote(place.note);
                setEditing(false);
              }}
              disabled={busy}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <>
          {place.note ? <p className="mt-2 text-sm">{place.note}</p> : <p className="mt-2 text-sm italic text-muted">No note yet</p>}
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              className="min-h-11"
              onClick={() => {
                setNote(place.note);
                setEditing(true);
              }}
              disabled={busy}
            >
              Edit note
            </Button>
            <Button variant="secondary" className="min-h-11" onClick={() => setEditingDetails(true)} disabled={busy || editingDetails}>
              Hours and contact
            </Button>
            <Button variant="ghost" className="min-h-11" onClick={() => void remove()} disabled={busy}>
              Remove
            </Button>
          </div>
        </>
      )}
      {editingDetails && (
        <div className="mt-3 border-t border-app pt-3">
          <PlaceDetailsForm place={place} onDone={() => setEditingDetails(false)} />
        </div>
      )}
    </li>
  );
}

/** The tastemaker's curated places, each editable, and a search to add more. */
export function MyPlaces({
  hasRecord,
  places,
  city,
}: {
  hasRecord: boolean;
  places: OwnPick[] | undefined;
  city: City | null | undefined;
}) {
  const curatedIds = useMemo(() => new Set(places?.map((p) => p.id)), [places]);
  return (
    <div className="space-y-5">
      {!hasRecord ? (
        <p className="rounded-2xl border border-brand/40 bg-brand/5 p-3 text-sm">
          Your tastemaker profile is created when you add your first place.
        </p>
      ) : !places ? (
        <Spinner />
      ) : places.length === 0 ? (
        <EmptyState title="No places yet">Add the places you recommend below.</EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Your places">
          {places.map((place) => (
            <CuratedItem key={place.id} place={place} />
          ))}
        </ul>
      )}
      <AddPlace city={city} curatedIds={curatedIds} />
    </div>
  );
}
