// Opening hours, phone and website of a place, as a tastemaker (dashboard, for
// a place they may curate) or an admin (the place's page) fills them in.
// Checked on the device with the server's own rule (src/domain/place-details.ts)
// before anything is sent, so a wrong value is said at once, at its field; the
// server checks again and its reason shows when it refuses. Online only.
import { useId, useState, type FormEvent } from 'react';
import { toast } from '#/toast';
import { updatePlaceDetails } from '#/data/server/place-details';
import { checkPlaceDetails, PLACE_DETAIL_LIMITS, type PlaceDetails } from '#/domain/place-details';
import { Button, inputClass } from './ui';
import { usePlaceEdit } from './dashboard/run-edit';

type Field = keyof PlaceDetails;

const FIELDS: { name: Field; label: string; hint: string }[] = [
  {
    name: 'hours',
    label: 'Opening hours',
    hint: 'A line per group of days, as the place lists them, like "Mon–Fri 11:00–22:00". Leave empty if unsure.',
  },
  { name: 'phone', label: 'Phone', hint: 'With the country code if you know it, like +82 2-1234-5678.' },
  { name: 'website', label: 'Website', hint: "The place's own site, starting with https://." },
];

/** The form; `onDone` once saved or on Cancel. */
export function PlaceDetailsForm({ place, onDone }: { place: { id: string; name: string } & Partial<PlaceDetails>; onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState<PlaceDetails>({ hours: place.hours ?? '', phone: place.phone ?? '', website: place.website ?? '' });
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const { run, busy } = usePlaceEdit('Failed to save the details');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkPlaceDetails(values);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      const element = event.currentTarget.elements.namedItem(checked.field);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setProblem(null);
    if (await run(() => updatePlaceDetails(place.id, { ...values, ...checked.value }))) {
      toast.success('Details saved', { description: place.name });
      onDone();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Hours and contact of ${place.name}`} className="space-y-3">
      {FIELDS.map(({ name, label, hint }) => {
        const fieldId = `${id}-${name}`;
        const error = problem?.field === name ? problem.message : '';
        const common = {
          id: fieldId,
          name,
          value: values[name],
          onChange: (e: { target: { value: string } }) => {
            setValues((v) => ({ ...v, [name]: e.target.value }));
            if (error) setProblem(null);
          },
          'aria-invalid': error ? true : undefined,
          'aria-describedby': `${fieldId}-${error ? 'error' : 'hint'}`,
          className: `${inputClass} min-h-11`,
          autoComplete: 'off',
        };
        return (
          <div key={name} className="space-y-1">
            <label htmlFor={fieldId} className="block text-sm font-medium">
              {label}
            </label>
            {name === 'hours' ? (
              <textarea {...common} rows={4} maxLength={PLACE_DETAIL_LIMITS.hoursLines * (PLACE_DETAIL_LIMITS.hoursLine + 1)} />
            ) : (
              <input
                {...common}
                type={name === 'phone' ? 'tel' : 'url'}
                inputMode={name === 'phone' ? 'tel' : 'url'}
                maxLength={name === 'website' ? PLACE_DETAIL_LIMITS.website : 40}
              />
            )}
            {error ? (
              <p id={`${fieldId}-error`} role="alert" className="text-xs font-semibold text-brand">
                {error}
              </p>
            ) : (
              <p id={`${fieldId}-hint`} className="text-xs text-muted">
                {hint}
              </p>
            )}
          </div>
        );
      })}
      {problem && !problem.field && (
        <p role="alert" className="text-xs font-semibold text-brand">
          {problem.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="min-h-11" disabled={busy}>
          {busy ? 'Saving…' : 'Save details'}
        </Button>
        <Button variant="ghost" className="min-h-11" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
