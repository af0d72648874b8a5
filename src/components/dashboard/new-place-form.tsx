// "Can't find it? Add a new place": a place the catalog lacks, added by the
// tastemaker and picked by them. Checked on the device with the server's own
// rule (src/domain/curation.ts, checkNewPlace) before anything is sent, so a
// missing name or a position outside the city is said at once, at its field.
// Online only, like every dashboard change.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { LocateFixed } from 'lucide-react';
import { toast } from '#/toast';
import { usePosition } from '#/data/location/use-position';
import { createPlace } from '#/data/server/subscriptions';
import type { CategoryKey } from '#/domain/categories';
import { NEW_PLACE_BUDGETS, NEW_PLACE_CATEGORIES, NEW_PLACE_LIMITS, checkNewPlace } from '#/domain/curation';
import type { City } from '#/domain/types';
import { Button, inputClass } from '../ui';
import { usePlaceEdit } from './run-edit';

const CATEGORY_LABELS = {
  restaurant: 'Restaurant',
  cafe: 'Cafe',
  bar: 'Bar',
  nightlife: 'Nightlife',
  shopping: 'Shopping',
  culture: 'Culture',
  outdoor: 'Outdoor',
} as const satisfies Record<CategoryKey, string>;

const BUDGET_LABELS = { low: '$ · low', medium: '$$ · medium', high: '$$$ · high' } as const satisfies Record<
  (typeof NEW_PLACE_BUDGETS)[number],
  string
>;

type FieldName = 'name' | 'neighborhood' | 'category' | 'budget' | 'address' | 'description' | 'latitude' | 'longitude' | 'note';
type Fields = Record<FieldName, string>;

const EMPTY: Fields = {
  name: '',
  neighborhood: '',
  category: '',
  budget: '',
  address: '',
  description: '',
  latitude: '',
  longitude: '',
  note: '',
};

const field = `${inputClass} min-h-11`;

/** A labelled field; the message under it when the check refused it. */
function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-semibold text-brand">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form; `onDone(true)` once the place is added, `onDone(false)` on Cancel. */
export function NewPlaceForm({ city, initialName, onDone }: { city: City; initialName: string; onDone: (added: boolean) => void }) {
  const id = useId();
  const [fields, setFields] = useState<Fields>(() => ({ ...EMPTY, name: initialName }));
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const { run, busy } = usePlaceEdit('Failed to add the place');
  const location = usePosition();
  const [locating, setLocating] = useState(false);
  const [positionNote, setPositionNote] = useState('');
  // "Use my location": once the browser has answered, fill the position in (or say why not).
  if (locating && !location.pending) {
    setLocating(false);
    if (location.status === 'granted' && location.position) {
      const { latitude, longitude } = location.position;
      setFields((f) => ({ ...f, latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) }));
      setPositionNote('');
      if (problem?.field === 'latitude') setProblem(null);
    } else {
      setPositionNote(
        location.status === 'denied'
          ? 'Location is blocked for Tastemap. Allow it in your browser settings, or type the position.'
          : "Your location isn't available right now. Type the position, or leave it empty.",
      );
    }
  }

  // A position is checked as a pair: its message (field 'latitude') belongs to both coordinates.
  const isCoordinate = (name: FieldName) => name === 'latitude' || name === 'longitude';
  const errorOf = (name: FieldName) =>
    problem && (problem.field === name || (isCoordinate(name) && problem.field === 'latitude')) ? problem.message : '';
  const invalid = (name: FieldName) => ({
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) ? (isCoordinate(name) ? `${id}-position-error` : `${id}-${name}-error`) : undefined,
  });
  const set = (name: FieldName) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: e.target.value }));
    if (errorOf(name)) setProblem(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkNewPlace(fields, { name: city.name, latitude: city.latitude, longitude: city.longitude });
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      const element = form.elements.namedItem(checked.field);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setProblem(null);
    if (await run(() => createPlace(city.id, checked.value))) {
      toast.success('Added to your places', { description: `${checked.value.name} is new on Tastemap, picked by you.` });
      onDone(true);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-xl border border-app bg-card-2/40 p-3"
    >
      <h3 id={`${id}-heading`} className="font-semibold">
        New place in {city.name}
      </h3>
      <Field id={`${id}-name`} label="Name" error={errorOf('name')}>
        <input
          id={`${id}-name`}
          name="name"
          className={field}
          maxLength={NEW_PLACE_LIMITS.name}
          autoComplete="off"
          value={fields.name}
          onChange={set('name')}
          {...invalid('name')}
        />
      </Field>
      <Field id={`${id}-neighborhood`} label="Neighbourhood" error={errorOf('neighborhood')}>
        <input
          id={`${id}-neighborhood`}
          name="neighborhood"
          className={field}
          maxLength={NEW_PLACE_LIMITS.neighborhood}
          autoComplete="off"
          value={fields.neighborhood}
          onChange={set('neighborhood')}
          {...invalid('neighborhood')}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={`${id}-category`} label="Category" error={errorOf('category')}>
          <select
            id={`${id}-category`}
            name="category"
            className={field}
            value={fields.category}
            onChange={set('category')}
            {...invalid('category')}
          >
            <option value="">Choose…</option>
            {NEW_PLACE_CATEGORIES.map((key) => (
              <option key={key} value={key}>
                {CATEGORY_LABELS[key]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-budget`} label="Budget (optional)" error={errorOf('budget')}>
          <select id={`${id}-budget`} name="budget" className={field} value={fields.budget} onChange={set('budget')} {...invalid('budget')}>
            <option value="">Not set</option>
            {NEW_PLACE_BUDGETS.map((key) => (
              <option key={key} value={key}>
                {BUDGET_LABELS[key]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={`${id}-address`} label="Address (optional)" error={errorOf('address')}>
        <input
          id={`${id}-address`}
          name="address"
          className={field}
          maxLength={NEW_PLACE_LIMITS.address}
          autoComplete="off"
          value={fields.address}
          onChange={set('address')}
          {...invalid('address')}
        />
      </Field>
      <Field id={`${id}-description`} label="Description (optional)" error={errorOf('description')}>
        <textarea
          id={`${id}-description`}
          name="description"
          className={field}
          rows={3}
          maxLength={NEW_PLACE_LIMITS.description}
          value={fields.description}
          onChange={set('description')}
          {...invalid('description')}
        />
      </Field>
      <fieldset className="space-y-2" aria-describedby={`${id}-position-help`}>
        <legend className="text-sm font-medium">Position (optional)</legend>
        <p id={`${id}-position-help`} className="text-xs text-muted">
          Puts the place on the map. Without it the place is listed but not mapped.
        </p>
        <div className="grid grid-cols-2 gap-3">
          <Field id={`${id}-latitude`} label="Latitude">
            <input
              id={`${id}-latitude`}
              name="latitude"
              className={field}
              inputMode="decimal"
              autoComplete="off"
              value={fields.latitude}
              onChange={set('latitude')}
              {...invalid('latitude')}
            />
          </Field>
          <Field id={`${id}-longitude`} label="Longitude">
            <input
              id={`${id}-longitude`}
              name="longitude"
              className={field}
              inputMode="decimal"
              autoComplete="off"
              value={fields.longitude}
              onChange={set('longitude')}
              {...invalid('longitude')}
            />
          </Field>
        </div>
        {errorOf('latitude') && (
          <p id={`${id}-position-error`} role="alert" className="text-xs font-semibold text-brand">
            {errorOf('latitude')}
          </p>
        )}
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={locating || location.pending}
          onClick={() => {
            setPositionNote('');
            setLocating(true);
            void location.request();
          }}
        >
          <LocateFixed className="h-4 w-4" aria-hidden />
          {locating ? 'Finding you…' : 'Use my location'}
        </Button>
        {positionNote && (
          <p role="status" className="text-xs text-muted">
            {positionNote}
          </p>
        )}
      </fieldset>
      <Field id={`${id}-note`} label="Your note (optional)" error={errorOf('note')}>
        <textarea
          id={`${id}-note`}
          name="note"
          className={field}
          rows={2}
          maxLength={NEW_PLACE_LIMITS.note}
          value={fields.note}
          onChange={set('note')}
          {...invalid('note')}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="min-h-11" disabled={busy}>
          {busy ? 'Adding…' : 'Add new place'}
        </Button>
        <Button variant="ghost" className="min-h-11" onClick={() => onDone(false)} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
