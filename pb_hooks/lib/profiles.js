// Profiles: one per account, sharing the account's id.

// Spec §3: name from the account, else the e-mail's local part, else 'New User'.
/** @param {core.Record} user */
function defaultProfileName(user) {
  const name = String(user.get('name') || '').trim();
  if (name) return name.slice(0, 100);
  const local = String(user.get('email') || '')
    .split('@')[0]
    .trim();
  return local ? local.slice(0, 100) : 'New User';
}

/** @param {CoreApp} app @param {core.Record} user @returns {core.Record} */
function createProfileFor(app, user) {
  try {
    return app.findRecordById('profiles', user.id);
  } catch (_) {
    // no profile yet
  }
  const profile = new Record(app.findCollectionByNameOrId('profiles'));
  profile.set('id', user.id);
  profile.set('user', user.id);
  profile.set('name', defaultProfileName(user));
  profile.set('interests', []);
  profile.set('view_mode', 'default');
  profile.set('bypass_payments', false);
  app.save(profile);
  return profile;
}

/**
 * The caller's profile, created on first use if the account has none (spec §3).
 * @param {CoreApp} app @param {string} userId
 * @returns {core.Record}
 */
function ensureProfile(app, userId) {
  try {
    return app.findRecordById('profiles', userId);
  } catch (_) {
    return createProfileFor(app, app.findRecordById('users', userId));
  }
}

module.exports = { createProfileFor, defaultProfileName, ensureProfile };
