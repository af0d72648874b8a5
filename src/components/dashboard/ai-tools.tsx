import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { toast } from '#/toast';
import { updateTastemakerProfile } from '#/data/server/subscriptions';
import { PROFILE_LIMITS, checkTastemakerProfile } from '#/domain/curation';
import type { Tastemaker } from '#/domain/types';
import { Button, inputClass } from '../ui';
import { usePlaceEdit } from './run-edit';

/** "a, b,, c " → ['a', 'b', 'c'] */
function splitSpecialties(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function fieldsOf(t: Tastemaker | null) {
  return { title: t?.title ?? '', bio: t?.bio ?? '', specialties: (t?.specialties ?? []).join(', '), persona: t?.chat_context ?? '' };
}

type FormField = keyof ReturnType<typeof fieldsOf>;
/** The form's field for each field the check names. */
const FORM_FIELD: Record<string, FormField> = { title: 'title', bio: 'bio', specialties: 'specialties', chat_context: 'persona' };

/**
 * The tastemaker's public profile and the persona of their AI guide, with a
 * link to try it. Checked on the device with the server's own rule
 * (checkTastemakerProfile) before sending; its message shows at the field.
 */
export function AiTools({ tastemaker }: { tastemaker: Tastemaker | null }) {
  const [fields, setFields] = useState(() => fieldsOf(tastemaker));
  const [problem, setProblem] = useState<{ field: FormField; message: string } | null>(null);
  const { run, busy } = usePlaceEdit('Failed to save your profile');
  // Prefill again when the record arrives or changes (first curation, a sync).
  const recordKey = tastemaker ? `${tastemaker.id}:${tastemaker.updated}` : '';
  const [prefilledFrom, setPrefilledFrom] = useState(recordKey);
  if (prefilledFrom !== recordKey) {
    setPrefilledFrom(recordKey);
    setFields(fieldsOf(tastemaker));
  }
  const set = (key: FormField) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [key]: e.target.value }));
    if (problem?.field === key) setProblem(null);
  };
  const invalid = (key: FormField) =>
    problem?.field === key ? { 'aria-invalid': true as const, 'aria-describedby': `tm-${key}-error` } : {};
  const errorFor = (key: FormField) =>
    problem?.field === key && (
      <p id={`tm-${key}-error`} role="alert" className="text-xs font-semibold text-brand">
        {problem.message}
      </p>
    );

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkTastemakerProfile({
      title: fields.title,
      bio: fields.bio,
      specialties: splitSpecialties(fields.specialties),
      chat_context: fields.persona,
    });
    if (!checked.ok) {
      const field = FORM_FIELD[checked.field] ?? 'title';
      setProblem({ field, message: checked.message });
      const element = form.elements.namedItem(field);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setProblem(null);
    if (await run(() => updateTastemakerProfile(checked.value))) toast.success('Profile saved');
  };

  return (
    <div className="space-y-4">
      <form
        onSubmit={(e) => void save(e)}
        noValidate
        className="space-y-3 rounded-2xl border border-app bg-card p-4"
        aria-label="Your guide"
      >
        <h2 className="font-semibold">Your AI guide</h2>
        <div className="space-y-1">
          <label htmlFor="tm-title" className="text-sm">
            Title
          </label>
          <input
            id="tm-title"
            name="title"
            className={`${inputClass} min-h-11`}
            maxLength={PROFILE_LIMITS.title}
            value={fields.title}
            onChange={set('title')}
            {...invalid('title')}
          />
          {errorFor('title')}
        </div>
        <div className="space-y-1">
          <label htmlFor="tm-bio" className="text-sm">
            Bio
          </label>
          <textarea
            id="tm-bio"
            name="bio"
            className={inputClass}
            rows={3}
            maxLength={PROFILE_LIMITS.bio}
            value={fields.bio}
            onChange={set('bio')}
            {...invalid('bio')}
          />
          {errorFor('bio')}
        </div>
        <div className="space-y-1">
          <label htmlFor="tm-specialties" className="text-sm">
            Specialties (comma separated)
          </label>
          <input
            id="tm-specialties"
            name="specialties"
            className={`${inputClass} min-h-11`}
            aria-describedby={problem?.field === 'specialties' ? 'tm-specialties-error' : 'tm-specialties-help'}
            aria-invalid={problem?.field === 'specialties' ? true : undefined}
            value={fields.specialties}
            onChange={set('specialties')}
          />
          {errorFor('specialties') || (
            <p id="tm-specialties-help" className="text-xs text-muted">
              Up to {PROFILE_LIMITS.specialties}, each at most {PROFILE_LIMITS.specialty} characters.
            </p>
          )}
        </div>
        <div className="space-y-1">
          <label htmlFor="tm-persona" className="text-sm">
            Guide persona
          </label>
          <textarea
            id="tm-persona"
            name="persona"
            aria-describedby={problem?.field === 'persona' ? 'tm-persona-error tm-persona-help' : 'tm-persona-help'}
            aria-invalid={problem?.field === 'persona' ? true : undefined}
            className={inputClass}
            rows={5}
            maxLength={PROFILE_LIMITS.chat_context}
            value={fields.persona}
            onChange={set('persona')}
          />
          {errorFor('persona')}
          <p id="tm-persona-help" className="text-xs text-muted">
            How your AI guide talks and what it recommends. Travellers who subscribe can chat with it.
          </p>
        </div>
        <Button type="submit" className="min-h-11" disabled={busy}>
          {busy ? 'Saving…' : 'Save profile'}
        </Button>
      </form>
      {tastemaker && (
        <Link
          to={`/chat?guide=${encodeURIComponent(tastemaker.slug)}`}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand"
        >
          <MessageCircle className="h-4 w-4" /> Try your guide
        </Link>
      )}
    </div>
  );
}
