// Vibes: tastemakers (and admins) propose new ones, which stay pending until
// an admin approves or rejects them; only approved vibes (and a creator's own
// pending ones) reach users (src/domain/policy: vibeReadable). Checking for
// similar vibes reads pending ones, so it is for admins, who review them.
// Before proposing, the server lists similar existing vibes with a similarity
// from 0 to 1 (character trigrams of the names, blended with word overlap of
// name and description), so near-duplicates are caught.
const { body, requireUser, requireAdmin, hasRole, findOrNull, nowString, isUniqueViolation } = require(`${__hooks}/lib/http.js`);

const SIMILAR_THRESHOLD = 0.3;
/** @type {Object<string, number>} */
const STOP_WORDS = { a: 1, an: 1, and: 1, the: 1, of: 1, for: 1, with: 1, to: 1, in: 1, on: 1, or: 1 };

/** @param {unknown} text */
function normalise(text) {
  return String(text || '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** @param {string} text */
function trigrams(text) {
  const padded = `  ${normalise(text)} `;
  /** @type {Object<string, boolean>} */
  const grams = {};
  for (let i = 0; i < padded.length - 2; i++) grams[padded.slice(i, i + 3)] = true;
  return Object.keys(grams);
}

/** @param {string} text */
function words(text) {
  return normalise(text)
    .split(' ')
    .filter((w) => w && !STOP_WORDS[w]);
}

/** @param {string[]} a @param {string[]} b */
function jaccard(a, b) {
  if (!a.length && !b.length) return 0;
  /** @type {Object<string, number>} */
  const set = {};
  for (const x of a) set[x] = 1;
  let shared = 0;
  /** @type {Object<string, number>} */
  const union = {};
  for (const x of a) union[x] = 1;
  for (const y of b) {
    if (set[y]) shared += 1;
    union[y] = 1;
  }
  return shared / Object.keys(union).length;
}

/**
 * 0..1: how alike two vibes are; identical names score 1.
 * @param {{ name: string, description: string }} a @param {{ name: string, description: string }} b
 */
function similarity(a, b) {
  if (normalise(a.name) === normalise(b.name)) return 1;
  const names = jaccard(trigrams(a.name), trigrams(b.name));
  const text = jaccard(words(`${a.name} ${a.description}`), words(`${b.name} ${b.description}`));
  return Math.round((0.75 * names + 0.25 * text) * 100) / 100;
}

/** @param {core.RequestEvent} e */
function requireCurator(e) {
  const user = requireUser(e);
  if (!hasRole(e.app, user.id, 'tastemaker') && !hasRole(e.app, user.id, 'admin')) {
    throw new ForbiddenError('Only tastemakers and admins can create vibes.');
  }
  return user;
}

/** @param {core.RequestEvent} e */
function readVibe(e) {
  const input = body(e);
  const name = String(input.name || '').trim();
  const description = String(input.description || '').trim();
  if (!name) throw new BadRequestError('Name Required: Please enter a vibe name');
  if (name.length > 50) throw new BadRequestError('Vibe names can be at most 50 characters.');
  if (description.length > 300) throw new BadRequestError('Descriptions can be at most 300 characters.');
  return { name, description };
}

/** POST /api/app/vibes/similar {name, description}: existing vibes alike enough to be duplicates. @param {core.RequestEvent} e */
function similarVibes(e) {
  requireAdmin(e);
  const candidate = readVibe(e);
  const similar = e.app
    .findRecordsByFilter('vibes', "status != 'rejected'", 'name', 0, 0)
    .map((v) => ({
      id: v.id,
      name: v.get('name'),
      status: v.get('status'),
      similarity: similarity(candidate, { name: v.get('name'), description: v.get('description') }),
    }))
    .filter((v) => v.similarity >= SIMILAR_THRESHOLD)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, 5);
  return e.json(200, { similarVibes: similar });
}

/** POST /api/app/vibes {name, description}: proposes a vibe, pending until an admin decides. @param {core.RequestEvent} e */
function createVibe(e) {
  const user = requireCurator(e);
  const { name, description } = readVibe(e);
  const vibe = new Record(e.app.findCollectionByNameOrId('vibes'));
  vibe.set('name', name);
  vibe.set('description', description);
  vibe.set('status', 'pending');
  vibe.set('created_by', user.id);
  try {
    e.app.save(vibe);
  } catch (error) {
    if (isUniqueViolation(error)) return e.json(409, { message: `A vibe named "${name}" already exists` });
    throw error;
  }
  return e.json(200, { vibe: { id: vibe.id, name, description, status: 'pending' } });
}

/** GET /api/app/vibes/pending: the review list, newest first (admins). @param {core.RequestEvent} e */
function pendingVibes(e) {
  requireAdmin(e);
  const list = e.app.findRecordsByFilter('vibes', "status = 'pending'", '-created', 0, 0);
  return e.json(200, {
    vibes: list.map((v) => {
      const creator = findOrNull(e.app, 'profiles', v.get('created_by'));
      return {
        id: v.id,
        name: v.get('name'),
        description: v.get('description'),
        created: v.get('created').string(),
        createdBy: creator ? creator.get('name') : '',
      };
    }),
  });
}

/** An admin's decision on a pending vibe. @param {core.RequestEvent} e @param {'approved' | 'rejected'} status */
function decide(e, status) {
  const admin = requireAdmin(e);
  const vibe = findOrNull(e.app, 'vibes', e.request.pathValue('id'));
  if (!vibe) throw new NotFoundError('Vibe not found');
  if (vibe.get('status') !== 'pending') throw new BadRequestError('Only pending vibes can be reviewed.');
  vibe.set('status', status);
  if (status === 'approved') {
    vibe.set('approved_by', admin.id);
    vibe.set('approved_at', nowString());
  }
  e.app.runInTransaction((tx) => {
    tx.save(vibe);
    if (status === 'approved') {
      // Links to the vibe become readable now although they did not change: move them so devices pull them.
      for (const table of ['tastemaker_vibes', 'place_vibes']) {
        tx.db()
          .newQuery(`UPDATE {{${table}}} SET [[updated]] = {:now} WHERE [[vibe]] = {:vibe}`)
          .bind({ now: nowString(), vibe: vibe.id })
          .execute();
      }
    } else if (vibe.get('created_by')) {
      // The creator's devices held it while pending: a tombstone of their own tells them it is gone.
      const tombstone = new Record(tx.findCollectionByNameOrId('tombstones'));
      tombstone.set('collection_name', 'vibes');
      tombstone.set('record_id', vibe.id);
      tombstone.set('user', vibe.get('created_by'));
      tombstone.set('city', '');
      tx.save(tombstone);
    }
  });
  return e.json(200, { id: vibe.id, status });
}

module.exports = {
  similarVibes,
  createVibe,
  pendingVibes,
  similarity,
  approveVibe: (/** @type {core.RequestEvent} */ e) => decide(e, 'approved'),
  rejectVibe: (/** @type {core.RequestEvent} */ e) => decide(e, 'rejected'),
};
