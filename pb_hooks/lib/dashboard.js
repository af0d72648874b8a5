// Figures for a tastemaker about their own curation. Subscribers are other
// users' private rows, so only the count leaves the server.
const { requireUser } = require(`${__hooks}/lib/http.js`);

/** GET /api/app/tastemaker/stats: the caller's tastemaker figures (404 when they are not one). */
function tastemakerStats(e) {
  const user = requireUser(e);
  let tastemaker;
  try {
    tastemaker = e.app.findFirstRecordByFilter('tastemakers', 'user = {:user}', { user: user.id });
  } catch (_) {
    throw new NotFoundError('You are not a tastemaker yet.');
  }
  const active = e.app.findRecordsByFilter('entitlements', "tastemaker = {:tm} && subscribed = true && status = 'active'", '', 0, 0, { tm: tastemaker.id });
  const places = e.app.findRecordsByFilter('tastemaker_places', 'tastemaker = {:tm}', '', 0, 0, { tm: tastemaker.id });
  return e.json(200, {
    tastemakerId: tastemaker.id,
    activeSubscribers: active.length,
    placesCurated: places.length,
    followers: tastemaker.get('followers'),
  });
}

module.exports = { tastemakerStats };
