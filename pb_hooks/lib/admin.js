// Admin routes: finding users and managing their roles, and the admin's own
// preview (view_mode) and payment-bypass switches. Admin only, checked here.
// Losing the admin role ends what it gave for free (spec §6): free follows,
// through the subscription state machine, and cities unlocked through the
// payment bypass, in the same transaction (accounts.js, endAdminAccess).
const { body, requireAdmin, requireId, findOrNull, hasRole } = require(`${__hooks}/lib/http.js`);
const { ensureProfile } = require(`${__hooks}/lib/profiles.js`);
const { grantRole, endAdminAccess } = require(`${__hooks}/lib/accounts.js`);

const ROLES = ['admin', 'tastemaker'];
const MAX_RESULTS = 10;

/** @param {CoreApp} app @param {string} userId @returns {string[]} */
function rolesOf(app, userId) {
  return app.findRecordsByFilter('user_roles', 'user = {:user}', 'role', 0, 0, { user: userId }).map((r) => r.get('role'));
}

/** GET /api/app/admin/users?q=…: case-insensitive match on name or username, at most 10. @param {core.RequestEvent} e */
function searchUsers(e) {
  requireAdmin(e);
  const term = String(e.request.url.query().get('q') || '').trim();
  if (!term) throw new BadRequestError('Enter a name or username to search.');
  if (term.length > 100) throw new BadRequestError('That search is too long.');
  const profiles = e.app.findRecordsByFilter('profiles', 'name ~ {:q} || username ~ {:q}', 'name', MAX_RESULTS, 0, { q: term });
  return e.json(200, {
    users: profiles.map((p) => ({ id: p.id, name: p.get('name'), username: p.get('username'), roles: rolesOf(e.app, p.id) })),
  });
}

/** @param {core.RequestEvent} e */
function targetOf(e) {
  const input = body(e);
  const userId = requireId(input.userId, 'Choose a user.');
  const role = String(input.role || '');
  if (ROLES.indexOf(role) < 0) throw new BadRequestError('Role must be admin or tastemaker.');
  const profile = findOrNull(e.app, 'profiles', userId);
  if (!profile) throw new NotFoundError('User not found');
  return { userId, role, name: profile.get('name') || profile.get('username') || 'This user' };
}

/** POST /api/app/admin/roles {userId, role}: grants a role once. @param {core.RequestEvent} e */
function grantUserRole(e) {
  requireAdmin(e);
  const { userId, role, name } = targetOf(e);
  if (hasRole(e.app, userId, role)) {
    return e.json(409, { code: 'duplicate', message: `${name} already has ${role} role` });
  }
  e.app.runInTransaction((tx) => grantRole(tx, userId, role, { byAdmin: true }));
  return e.json(200, { success: true, message: `${name} has been granted ${role} role!`, roles: rolesOf(e.app, userId) });
}

/** POST /api/app/admin/roles/remove {userId, role}: an admin never removes their own admin role. @param {core.RequestEvent} e */
function removeUserRole(e) {
  const admin = requireAdmin(e);
  const { userId, role, name } = targetOf(e);
  if (userId === admin.id && role === 'admin') throw new BadRequestError('You cannot remove your own admin role.');
  let found = false;
  e.app.runInTransaction((tx) => {
    const rows = tx.findRecordsByFilter('user_roles', 'user = {:user} && role = {:role}', '', 0, 0, { user: userId, role });
    found = rows.length > 0;
    rows.forEach((row) => tx.delete(row));
    if (found && role === 'admin') endAdminAccess(tx, userId);
  });
  if (!found) throw new NotFoundError(`${name} does not have ${role} role`);
  return e.json(200, { success: true, message: `${role} role removed from ${name}`, roles: rolesOf(e.app, userId) });
}

/** POST /api/app/admin/view-mode {mode}: an admin previews the tastemaker interface. @param {core.RequestEvent} e */
function setViewMode(e) {
  const admin = requireAdmin(e);
  const mode = String(body(e).mode || '');
  if (mode !== 'default' && mode !== 'tastemaker') throw new BadRequestError('View mode must be default or tastemaker.');
  const profile = ensureProfile(e.app, admin.id);
  profile.set('view_mode', mode);
  e.app.save(profile);
  return e.json(200, { success: true, viewMode: mode });
}

/** POST /api/app/admin/bypass-payments {enabled}: admin testing without the payment provider. @param {core.RequestEvent} e */
function setBypassPayments(e) {
  const admin = requireAdmin(e);
  const enabled = body(e).enabled;
  if (typeof enabled !== 'boolean') throw new BadRequestError('enabled must be true or false.');
  const profile = ensureProfile(e.app, admin.id);
  profile.set('bypass_payments', enabled);
  e.app.save(profile);
  return e.json(200, { success: true, bypassPayments: enabled });
}

module.exports = { searchUsers, grantUserRole, removeUserRole, setViewMode, setBypassPayments };
