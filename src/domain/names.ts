// Names users give their own things (spec §5): a collection, a vibe profile.
// Trimmed, never blank, bounded by the schema's length; the same rule on the
// device (forms, writes) and on the server (pb_hooks/lib/own_data.js).

export interface NameRule {
  /** The spec's message for a blank name. */
  required: string;
  max: number;
}

export const COLLECTION_NAME: NameRule = { required: 'Please enter a collection name', max: 100 };
export const VIBE_PROFILE_NAME: NameRule = { required: 'Please enter a vibe profile name', max: 50 };

/** The name as stored, or the message saying why it cannot be. */
export function checkName(input: unknown, rule: NameRule): { ok: true; name: string } | { ok: false; message: string } {
  const name = typeof input === 'string' ? input.trim() : '';
  if (!name) return { ok: false, message: rule.required };
  if (name.length > rule.max) return { ok: false, message: `Names can be at most ${rule.max} characters.` };
  return { ok: true, name };
}
