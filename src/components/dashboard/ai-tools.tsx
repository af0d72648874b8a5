import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MessageCircle } from 'lucide-react';
import { toast } from 'sonner';
import { updateTastemakerProfile } from '#/data/server/subscriptions';
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

/** The tastemaker's public profile and the persona of their AI guide, with a link to try it. */
export function AiTools({ tastemaker }: { tastemaker: Tastemaker | null }) {
  const [fields, setFields] = useState(() => fieldsOf(tastemaker));
  const { run, busy } = usePlaceEdit('Failed to save your profile');
  // Prefill again when the record arrives or changes (first curation, a sync).
  const recordKey = tastemaker ? `${tastemaker.id}:${tastemaker.updated}` : '';
  const [prefilledFrom, setPrefilledFrom] = useState(recordKey);
  if (prefilledFrom !== recordKey) {
    setPrefilledFrom(recordKey);
    setFields(fieldsOf(tastemaker));
  }
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run(() =>
      updateTastemakerProfile({
        title: fields.title.trim(),
        bio: fields.bio.trim(),
        specialties: splitSpecialties(fields.specialties),
        chat_context: fields.persona.trim(),
      }),
    );
    if (ok) toast.success('Profile saved');
  };

  return (
    <div className="space-y-4">
      <form onSubmit={(e) => void save(e)} className="space-y-3 rounded-2xl border border-app bg-card p-4" aria-label="Your guide">
        <h2 className="font-semibold">Your AI guide</h2>
        <div className="space-y-1">
          <label htmlFor="tm-title" className="text-sm">
            Title
          </label>
          <input id="tm-title" className={inputClass} maxLength={150} value={fields.title} onChange={set('title')} />
        </div>
        <div className="space-y-1">
          <label htmlFor="tm-bio" className="text-sm">
            Bio
          </label>
          <textarea id="tm-bio" className={inputClass} rows={3} maxLength={2000} value={fields.bio} onChange={set('bio')} />
        </div>
        <div className="space-y-1">
          <label htmlFor="tm-specialties" className="text-sm">
            Specialties (comma separated)
          </label>
          <input id="tm-specialties" className={inputClass} value={fields.specialties} onChange={set('specialties')} />
        </div>
        <div className="space-y-1">
          <label htmlFor="tm-persona" className="text-sm">
            Guide persona
          </label>
          <textarea
            id="tm-persona"
            aria-describedby="tm-persona-help"
            className={inputClass}
            rows={5}
            maxLength={4000}
            value={fields.persona}
            onChange={set('persona')}
          />
          <p id="tm-persona-help" className="text-xs text-muted">
            How your AI guide talks and what it recommends. Travellers who subscribe can chat with it.
          </p>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save profile'}
        </Button>
      </form>
      {tastemaker && (
        <Link
          to={`/chat?guide=${encodeURIComponent(tastemaker.slug)}`}
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand"
        >
          <MessageCircle className="h-4 w-4" /> Try your guide
        </Link>
      )}
    </div>
  );
}
