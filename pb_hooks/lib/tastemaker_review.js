// Admins review self-made tastemakers, as they review vibes: a tastemaker
// record made by "Become a Tastemaker" is pending, seen only by its own
// account, until an admin approves it (then listed to everyone) or rejects it
// (never listed). What "seen" means is the access policy's
// (src/domain/policy: tastemakerVisible, TASTEMAKER_VISIBLE_SQL).
const { requireAdmin, findOrNull, nowString } = require(`${__hooks}/lib/http.js`);

/** Rows that speak for a tastemaker, hidden from others while they wait: devices read them by `updated`. */
const LINKED = ['city_tastemakers', 'tastemaker_vibes', 'tastemaker_places', 'recommendations', 'activity_feed'];

/**
 * Sets a tastemaker's review status. Approval makes their links, picks and
 * feed items readable to others although those rows did not change, so their
 * `updated` moves and devices pull them on their next sync.
 * @param {CoreApp} app @param {core.Record} tastemaker @param {'approved' | 'rejected'} status
 */
function setReviewStatus(app, tastemaker, status) {
  app.runInTransaction((tx) => {
    tastemaker.set('status', status);
    tx.save(tastemaker);
    if (status !== 'approved') return;
    for (const table of LINKED) {
      tx.db()
        .newQuery(`UPDATE {{${table}}} SET [[updated]] = {:now} WHERE [[tastemaker]] = {:id}`)
        .bind({ now: nowString(), id: tastemaker.id })
        .execute();
    }
    // A city's list of tastemakers is what grants are read against: moving a link through a record save
    // (not SQL alone) tells the sync route to read scopes again.
    const links = tx.findRecordsByFilter('city_tastemakers', 'tastemaker = {:id}', '', 0, 0, { id: tastemaker.id });
    for (const link of links) tx.save(link);
  });
}

/** GET /api/app/admin/tastemakers/pending: tastemakers waiting for review, newest first. @param {core.RequestEvent} e */
function pendingTastemakers(e) {
  requireAdmin(e);
  const list = e.app.findRecordsByFilter('tastemakers', "status = 'pending'", '-created', 0, 0);
  return e.json(200, {
    tastemakers: list.map((t) => {
      const account = findOrNull(e.app, 'profiles', t.getString('user'));
      const cities = e.app
        .findRecordsByFilter('city_tastemakers', 'tastemaker = {:id}', '', 0, 0, { id: t.id })
        .map((link) => findOrNull(e.app, 'cities', link.getString('city')))
        .filter((city) => city)
        .map((city) => /** @type {core.Record} */ (city).getString('name'));
      return {
        id: t.id,
        slug: t.getString('slug'),
        name: t.getString('name'),
        title: t.getString('title'),
        bio: t.getString('bio'),
        cities,
        created: t.get('created').string(),
        account: account ? { name: account.getString('name'), username: account.getString('username') } : null,
      };
    }),
  });
}

/** An admin's decision on a pending tastemaker. @param {core.RequestEvent} e @param {'approved' | 'rejected'} status */
function decide(e, status) {
  requireAdmin(e);
  const tastemaker = findOrNull(e.app, 'tastemakers', e.request.pathValue('id'));
  if (!tastemaker) throw new NotFoundError('Tastemaker not found');
  if (tastemaker.getString('status') !== 'pending') throw new BadRequestError('Only pending tastemakers can be reviewed.');
  setReviewStatus(e.app, tastemaker, status);
  return e.json(200, { id: tastemaker.id, status });
}

module.exports = {
  setReviewStatus,
  pendingTastemakers,
  approveTastemaker: (/** @type {core.RequestEvent} */ e) => decide(e, 'approved'),
  rejectTastemaker: (/** @type {core.RequestEvent} */ e) => decide(e, 'rejected'),
};
