// Shared collections (issue 34 §1): invitations, members, and the checks on
// every write to a shared collection's places, votes and notes. The rules are
// src/domain/policy/shared.ts (compiled into lib/generated/policy.js); this
// applies them to what the database holds.
//
// - An owner invites by link (POST /api/app/collections/{id}/invites: a token
//   shown once, kept as its SHA-256, revocable, expiring) or by username
//   (POST /api/app/collections/{id}/members). A traveller joins through
//   POST /api/app/invites/accept. The owner removes a member (or a member
//   leaves) with DELETE /api/app/collections/{id}/members/{user}: their votes
//   and notes go with them, the places they added stay.
// - Owners and editors add and remove places, vote and write notes; viewers
//   only read. A place must be one the writer may read (lib/memberships.js).
// - Refusals of a collection the caller is no member of answer as for one
//   that does not exist.

const NOT_FOUND = 'Collection not found.';
const NOT_EDITOR = 'Only the owner and editors can change this collection.';
const INVITE_INVALID = 'This invitation link is not valid any more. Ask for a new one.';
const NOT_IN_COLLECTION = 'This place is not in the collection.';
const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function policy() {
  return require(`${__hooks}/lib/access.js`).policy();
}
function ids() {
  return require(`${__hooks}/lib/generated/ids.js`);
}
function http() {
  return require(`${__hooks}/lib/http.js`);
}

/** @param {core.RequestEvent} e */
function callerId(e) {
  return e.auth && e.auth.collection().name === 'users' ? e.auth.id : '';
}

/** A PocketBase date string. @param {Date} date */
function dateString(date) {
  return date.toISOString().replace('T', ' ');
}

/**
 * The caller's role in a collection: 'owner', 'editor', 'viewer', or '' when they are no member.
 * @param {CoreApp} app @param {core.Record} collection @param {string} userId
 */
function roleOf(app, collection, userId) {
  if (!userId) return '';
  if (collection.getString('user') === userId) return 'owner';
  const member = http().findOrNull(app, 'collection_members', ids().memberId(collection.id, userId));
  return member ? member.getString('role') : '';
}

/** @param {CoreApp} app @param {string} id @returns {core.Record} */
function requireCollection(app, id) {
  const collection = http().findOrNull(app, 'collections', id);
  if (!collection) throw new NotFoundError(NOT_FOUND);
  return collection;
}

/** The collection, when the caller owns it; 404 otherwise. @param {core.RequestEvent} e @param {string} userId */
function ownedCollection(e, userId) {
  const collection = requireCollection(e.app, e.request.pathValue('id'));
  if (collection.getString('user') !== userId) throw new NotFoundError(NOT_FOUND);
  return collection;
}

/** A member's display name: their profile's name, else username. @param {CoreApp} app @param {string} userId */
function displayName(app, userId) {
  try {
    const profile = app.findFirstRecordByFilter('profiles', 'user = {:u}', { u: userId });
    return (profile.getString('name') || profile.getString('username') || '').trim().slice(0, 100);
  } catch (_) {
    return '';
  }
}

/**
 * Makes `userId` a member with `role`, unless they are one already (their role stays: an invitation
 * never demotes an editor). The owner gets a member row of their own first, so everyone's name is known.
 * @param {CoreApp} app @param {core.Record} collection @param {string} userId @param {string} role
 * @returns {core.Record}
 */
function addMember(app, collection, userId, role) {
  const members = app.findCollectionByNameOrId('collection_members');
  /** @param {string} user @param {string} as */
  const ensure = (user, as) => {
    const id = ids().memberId(collection.id, user);
    const existing = http().findOrNull(app, 'collection_members', id);
    if (existing) return existing;
    const record = new Record(members);
    record.set('id', id);
    record.set('collection', collection.id);
    record.set('user', user);
    record.set('role', as);
    record.set('name', displayName(app, user));
    app.save(record);
    return record;
  };
  const owner = collection.getString('user');
  ensure(owner, 'owner');
  return userId === owner ? ensure(owner, 'owner') : ensure(userId, role);
}

/** @param {core.Record} member */
function memberJson(member) {
  return { id: member.id, collection: member.getString('collection'), user: member.getString('user'), role: member.getString('role') };
}

/** POST /api/app/collections/{id}/invites {role}: a link token, shown this once. @param {core.RequestEvent} e */
function createInvite(e) {
  const user = http().requireUser(e);
  const collection = ownedCollection(e, user.id);
  const role = http().body(e).role || 'editor';
  if (!policy().isInviteRole(role)) throw new BadRequestError('Choose editor or viewer.');
  const token = $security.randomStringWithAlphabet(32, TOKEN_ALPHABET);
  const expires = dateString(policy().inviteExpiry(new Date()));
  let invite;
  e.app.runInTransaction((tx) => {
    addMember(tx, collection, user.id, 'owner');
    invite = new Record(tx.findCollectionByNameOrId('collection_invites'));
    invite.set('collection', collection.id);
    invite.set('user', user.id);
    invite.set('token_hash', $security.sha256(token));
    invite.set('role', role);
    invite.set('expires', expires);
    tx.save(invite);
  });
  return e.json(200, { id: /** @type {any} */ (invite).id, token, role, expires, path: `/invite/${token}` });
}

/** DELETE /api/app/collections/{id}/invites/{invite}: the link stops working. @param {core.RequestEvent} e */
function revokeInvite(e) {
  const user = http().requireUser(e);
  const collection = ownedCollection(e, user.id);
  const invite = http().findOrNull(e.app, 'collection_invites', e.request.pathValue('invite'));
  if (!invite || invite.getString('collection') !== collection.id) throw new NotFoundError('Invitation not found.');
  invite.set('revoked', true);
  e.app.save(invite);
  return e.noContent(204);
}

/**
 * The invitation a token opens, when it may still be accepted; null for a forged, revoked or expired one.
 * @param {CoreApp} app @param {unknown} token
 */
function usableInvite(app, token) {
  if (typeof token !== 'string' || !policy().INVITE_TOKEN.test(token)) return null;
  let invite;
  try {
    invite = app.findFirstRecordByFilter('collection_invites', 'token_hash = {:h}', { h: $security.sha256(token) });
  } catch (_) {
    return null;
  }
  const terms = { revoked: invite.getBool('revoked'), expires: invite.getString('expires') };
  return policy().inviteUsable(terms, new Date()) ? invite : null;
}

/** POST /api/app/invites/preview {token}: the collection's name, before joining. @param {core.RequestEvent} e */
function previewInvite(e) {
  http().requireUser(e);
  const invite = usableInvite(e.app, http().body(e).token);
  if (!invite) throw new BadRequestError(INVITE_INVALID);
  const collection = requireCollection(e.app, invite.getString('collection'));
  return e.json(200, {
    collection: collection.id,
    name: collection.getString('name'),
    owner: displayName(e.app, collection.getString('user')),
    role: invite.getString('role'),
  });
}

/** POST /api/app/invites/accept {token}: the caller joins with the invitation's role. @param {core.RequestEvent} e */
function acceptInvite(e) {
  const user = http().requireUser(e);
  const invite = usableInvite(e.app, http().body(e).token);
  if (!invite) throw new BadRequestError(INVITE_INVALID);
  const collection = requireCollection(e.app, invite.getString('collection'));
  /** @type {core.Record | undefined} */
  let member;
  e.app.runInTransaction((tx) => {
    member = addMember(tx, collection, user.id, invite.getString('role'));
  });
  return e.json(200, memberJson(/** @type {core.Record} */ (member)));
}

/** POST /api/app/collections/{id}/members {username, role}: the owner adds a traveller by username. @param {core.RequestEvent} e */
function addByUsername(e) {
  const user = http().requireUser(e);
  const collection = ownedCollection(e, user.id);
  const data = http().body(e);
  const role = data.role || 'editor';
  if (!policy().isInviteRole(role)) throw new BadRequestError('Choose editor or viewer.');
  const username = typeof data.username === 'string' ? data.username.trim().replace(/^@/, '') : '';
  let profile;
  try {
    profile = username ? e.app.findFirstRecordByFilter('profiles', 'username = {:u}', { u: username }) : null;
  } catch (_) {
    profile = null;
  }
  if (!profile) throw new NotFoundError('No traveller has that username.');
  const target = profile.getString('user') || profile.id;
  /** @type {core.Record | undefined} */
  let member;
  e.app.runInTransaction((tx) => {
    member = addMember(tx, collection, target, role);
  });
  return e.json(200, memberJson(/** @type {core.Record} */ (member)));
}

/**
 * DELETE /api/app/collections/{id}/members/{user}: the owner removes a member, or a member leaves. Their
 * votes and notes go; the places they added stay. Their devices drop the collection at their next sync.
 * @param {core.RequestEvent} e
 */
function removeMember(e) {
  const user = http().requireUser(e);
  const collection = requireCollection(e.app, e.request.pathValue('id'));
  const target = e.request.pathValue('user');
  const owner = collection.getString('user');
  const self = target === user.id;
  if (owner !== user.id && !(self && roleOf(e.app, collection, user.id))) throw new NotFoundError(NOT_FOUND);
  if (target === owner) throw new BadRequestError('The owner cannot leave their own collection.');
  const member = http().findOrNull(e.app, 'collection_members', ids().memberId(collection.id, target));
  if (!member) throw new NotFoundError('Member not found.');
  e.app.runInTransaction((tx) => {
    for (const reaction of tx.findRecordsByFilter('collection_reactions', 'collection = {:c} && user = {:u}', '', 0, 0, {
      c: collection.id,
      u: target,
    })) {
      tx.delete(reaction);
    }
    tx.delete(member);
  });
  return e.noContent(204);
}

/**
 * onRecordCreateRequest for collection_places: owners and editors add; the row belongs to the owner, says
 * who added it, and carries what a member who may not read the place is told (its city and first picker).
 * @param {RecordRequestEvent} e
 */
function prepareCollectionPlace(e) {
  const userId = callerId(e);
  const collection = http().findOrNull(e.app, 'collections', String(e.record.get('collection') || ''));
  if (!collection) return; // the relation's own validation answers
  if (userId) {
    if (!policy().mayEditShared(roleOf(e.app, collection, userId))) throw new BadRequestError(NOT_EDITOR);
    e.record.set('added_by', userId);
  } else if (!e.record.getString('added_by')) e.record.set('added_by', e.record.getString('user'));
  e.record.set('user', collection.getString('user'));
  const placeId = String(e.record.get('place') || '');
  const place = http().findOrNull(e.app, 'places', placeId);
  if (!place) return;
  e.record.set('city', place.getString('city'));
  const row = new DynamicModel({ first: '' });
  e.app
    .db()
    .newQuery("SELECT coalesce(min([[tastemaker]]), '') AS first FROM {{tastemaker_places}} WHERE [[place]] = {:p}")
    .bind({ p: placeId })
    .one(row);
  e.record.set('tastemaker', row.first);
}

/** onRecordDeleteRequest for collection_places: owners and editors remove. @param {RecordRequestEvent} e */
function checkPlaceRemoval(e) {
  const userId = callerId(e);
  if (!userId) return;
  const collection = http().findOrNull(e.app, 'collections', e.record.getString('collection'));
  const role = collection ? roleOf(e.app, collection, userId) : '';
  if (!role) throw new NotFoundError("The requested resource wasn't found.");
  if (!policy().mayEditShared(role)) throw new ForbiddenError(NOT_EDITOR);
}

/**
 * The checks of a vote or note: an owner or editor of the collection, on a place in it, a known vote and
 * a short note. Returns the collection.
 * @param {RecordRequestEvent} e @param {core.Record} record
 */
function checkReaction(e, record) {
  const userId = callerId(e);
  const collection = http().findOrNull(e.app, 'collections', record.getString('collection'));
  if (!collection) throw new BadRequestError(NOT_FOUND);
  if (userId && !policy().mayEditShared(roleOf(e.app, collection, userId))) throw new BadRequestError(NOT_EDITOR);
  const linked = ids().membershipId('collection_places', { collection: collection.id, place: record.getString('place') });
  // A place removed meanwhile (by another member, perhaps offline): its votes and notes go with it, as
  // deletions win; 404 tells the device to drop its own.
  if (!linked || !http().findOrNull(e.app, 'collection_places', linked)) throw new NotFoundError(NOT_IN_COLLECTION);
  if (!policy().isVote(record.getString('vote'))) throw new BadRequestError('Vote with one of 👍, ❤️ or 👎.');
  const note = policy().checkNote(record.get('note'));
  if (!note.ok) throw new BadRequestError(note.message, { note: new ValidationError('validation_max_text_constraint', note.message) });
  record.set('note', note.note);
}

/**
 * onRecordCreateRequest for collection_reactions: one row per member and place, under its derived id. A
 * create for a row that exists (written offline on another device of the same member) is an edit of it.
 * @param {RecordRequestEvent} e
 */
function createOrEditReaction(e) {
  checkReaction(e, e.record);
  const id = ids().reactionId(e.record.getString('collection'), e.record.getString('place'), e.record.getString('user'));
  if (e.record.id && e.record.id !== id) throw new BadRequestError('This row must have the id derived from its contents.');
  e.record.set('id', id);
  const existing = http().findOrNull(e.app, 'collection_reactions', id);
  if (!existing) return e.next();
  const body = e.requestInfo().body || {};
  if (body.vote !== undefined) existing.set('vote', e.record.getString('vote'));
  if (body.note !== undefined) existing.set('note', e.record.getString('note'));
  e.app.save(existing);
  return e.json(200, existing);
}

/** onRecordUpdateRequest for collection_reactions. @param {RecordRequestEvent} e */
function prepareReactionUpdate(e) {
  checkReaction(e, e.record);
}

/**
 * The users whose devices hold a shared collection: its members (the owner among them once shared).
 * @param {CoreApp} app @param {string} collectionId @returns {string[]}
 */
function memberIds(app, collectionId) {
  const list = arrayOf(new DynamicModel({ user: '' }));
  app.db().newQuery('SELECT [[user]] FROM {{collection_members}} WHERE [[collection]] = {:c}').bind({ c: collectionId }).all(list);
  return list.map((row) => row.user);
}

module.exports = {
  createInvite,
  revokeInvite,
  previewInvite,
  acceptInvite,
  addByUsername,
  removeMember,
  prepareCollectionPlace,
  checkPlaceRemoval,
  createOrEditReaction,
  prepareReactionUpdate,
  memberIds,
  roleOf,
};
